'use client';

import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldDef } from '@/lib/console/content-types';
import { ConsoleApiError, consoleApi, errorMessage } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import { contentTexts } from '@/lib/console/i18n/content';
import {
  TextField,
  labelClass,
  linkClass,
  useBilingual,
  useConsoleLang,
} from '@/components/console/ui';
import { errorOf } from './field-error';

type Uploaded = { key: string; url: string; contentType: string; size: number; filename: string };

/** The message for a refused upload: size and type refusals in the editor's words. */
export function uploadFailure(error: unknown, texts: { tooLarge: string; wrongType: string }) {
  if (error instanceof ConsoleApiError && error.status === 413) {
    return `${texts.tooLarge} ${error.message}`;
  }
  if (error instanceof ConsoleApiError && error.status === 415) {
    return `${texts.wrongType} ${error.message}`;
  }
  return errorMessage(error);
}

/**
 * A file field: its URL as text (an address elsewhere is allowed), or a file uploaded here
 * (POST /api/admin/uploads), whose returned URL is put into the field.
 */
export function FileField({ field }: { field: FieldDef }) {
  const lang = useConsoleLang();
  const t = contentTexts[lang].editor;
  const pick = useBilingual();
  const id = useId();
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext();
  const url = useWatch({ control, name: field.name }) as string | undefined;
  const [status, setStatus] = useState<{
    kind: 'idle' | 'busy' | 'done' | 'failed';
    text?: string;
  }>({ kind: 'idle' });

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ kind: 'busy' });
    try {
      const answer = await consoleApi.upload<Uploaded>('/admin/uploads', file);
      setValue(field.name, answer.url, { shouldDirty: true, shouldValidate: true });
      setStatus({ kind: 'done', text: fill(t.uploaded, { url: answer.url }) });
    } catch (error) {
      setStatus({
        kind: 'failed',
        text: uploadFailure(error, { tooLarge: t.uploadTooLarge, wrongType: t.uploadWrongType }),
      });
    }
  };

  return (
    <fieldset className="space-y-2 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{pick(field.label)}</legend>
      <TextField
        label="URL"
        isRequired={field.required}
        inputMode="url"
        maxLength={field.max}
        error={errorOf(errors, field.name, lang)}
        {...register(field.name)}
      />
      {url ? (
        <p className="text-sm">
          <a href={url} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {url}
          </a>
        </p>
      ) : null}
      <div className="space-y-1">
        <label htmlFor={`${id}-file`} className={labelClass}>
          {t.upload}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={field.accept}
          aria-describedby={`${id}-status`}
          disabled={status.kind === 'busy'}
          className="block text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <p
          id={`${id}-status`}
          role={status.kind === 'failed' ? 'alert' : 'status'}
          className={`text-sm ${status.kind === 'failed' ? 'font-medium text-red-700' : 'text-slate-800'}`}
        >
          {status.kind === 'busy' ? t.uploading : (status.text ?? '')}
        </p>
      </div>
    </fieldset>
  );
}
