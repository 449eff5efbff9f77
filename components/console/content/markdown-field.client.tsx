'use client';

import { useEffect, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldDef } from '@/lib/console/content-types';
import { consoleApi, errorMessage } from '@/lib/console/browser-client';
import { contentTexts } from '@/lib/console/i18n/content';
import { TextAreaField, useBilingual, useConsoleLang } from '@/components/console/ui';
import { errorOf } from './field-error';

const DEBOUNCE_MS = 400;

/**
 * Markdown with a live preview beside it. The preview is rendered by the server with the site's
 * own pipeline (POST /api/admin/markdown, the same sanitizing as the public pages), so what the
 * editor sees is what visitors will get; the HTML is safe to insert as it comes.
 */
export function MarkdownField({ field }: { field: FieldDef }) {
  const lang = useConsoleLang();
  const t = contentTexts[lang].editor;
  const pick = useBilingual();
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext();
  const markdown = (useWatch({ control, name: field.name }) as string | undefined) ?? '';
  const [html, setHtml] = useState('');
  const [status, setStatus] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let isCurrent = true;
    const timer = setTimeout(() => {
      if (!markdown.trim()) {
        setHtml('');
        return;
      }
      setStatus('busy');
      consoleApi
        .post<{ html: string }>('/admin/markdown', { markdown })
        .then((answer) => {
          if (!isCurrent) return;
          setHtml(answer.html);
          setStatus('idle');
        })
        .catch((error: unknown) => {
          if (!isCurrent) return;
          setFailure(errorMessage(error));
          setStatus('failed');
        });
    }, DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [markdown]);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TextAreaField
        label={pick(field.label)}
        isRequired={field.required}
        error={errorOf(errors, field.name, lang)}
        rows={14}
        maxLength={field.max}
        className="font-mono"
        {...register(field.name)}
      />
      <section aria-labelledby={`${id}-preview`} className="min-w-0">
        <p id={`${id}-preview`} className="text-sm font-semibold text-slate-900">
          {t.markdownPreview}: {pick(field.label)}
          {status === 'busy' ? (
            <span className="ml-2 font-normal text-slate-700">{t.markdownPreviewing}</span>
          ) : null}
        </p>
        {status === 'failed' ? <p className="mt-1 text-sm text-red-700">{failure}</p> : null}
        <div
          data-markdown-preview
          className="rich-text mt-1 min-h-40 rounded-md break-words border border-slate-300 bg-slate-50 p-3"
          // Sanitized by the server's rendering pipeline (lib/rich-text/render.ts).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </section>
    </div>
  );
}
