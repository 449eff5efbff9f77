'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { contentTypes, websites, type ContentTypeKey } from '@/lib/console/content-types';
import { ConsoleApiError, consoleApi, errorMessage } from '@/lib/console/browser-client';
import { contentTexts } from '@/lib/console/i18n/content';
import { Notice, useCommonTexts, useConsoleLang, useToast } from '@/components/console/ui';
import { localDate } from '@/components/console/ui/datetime';
import { Button, SubmitButton } from '@/components/ui/button';
import { FieldInput } from './field-input.client';
import {
  formFieldOf,
  formSchema,
  requestBody,
  type FormMode,
  type FormValues,
} from './form-values';
import { MetaFields } from './meta-fields.client';
import type { VersionRow } from './versions';

export type SavedRow = VersionRow & { id: number | string; websiteId: number };

type Props = {
  typeKey: ContentTypeKey;
  mode: FormMode;
  defaults: FormValues;
  /** The version edited (edit mode): where it is saved, and the revision it was read at. */
  target?: { id: number | string; websiteId: number; revision: number };
  onSaved: (row: SavedRow) => void;
  /** Load the newest version after a conflict. */
  onReload?: () => void;
};

/**
 * A language version's form, generated from the type's field definitions and checked with the
 * type's schema (the API checks the same one). Saving sends the revision read; a 409 means
 * someone saved in between: their message is shown with a way to reload, nothing is overwritten.
 */
export function ContentForm({ typeKey, mode, defaults, target, onSaved, onReload }: Props) {
  const lang = useConsoleLang();
  const t = contentTexts[lang].editor;
  const common = useCommonTexts();
  const toast = useToast();
  const type = contentTypes[typeKey];
  const resolver = useMemo(
    () => zodResolver(formSchema(type, mode)) as unknown as Resolver<FormValues>,
    [type, mode],
  );
  const form = useForm<FormValues>({ resolver, defaultValues: defaults, mode: 'onBlur' });
  const [conflict, setConflict] = useState<string | null>(null);
  // A new item's publication date starts as today in the editor's time zone: set here in the
  // browser, not in the defaults the server renders with (its zone and day may differ).
  useEffect(() => {
    if (mode !== 'create') return;
    for (const field of type.fields) {
      if (field.defaultsToToday && !form.getValues(field.name)) {
        form.setValue(field.name, localDate());
      }
    }
  }, [form, mode, type]);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (parsed) => {
      setConflict(null);
      setFailure(null);
      try {
        const row =
          mode === 'edit' && target
            ? await consoleApi.put<SavedRow>(
                `/admin/content/${typeKey}/${encodeURIComponent(String(target.id))}/${target.websiteId}`,
                requestBody(parsed, { revision: target.revision }),
              )
            : await consoleApi.post<SavedRow>(`/admin/content/${typeKey}`, requestBody(parsed));
        toast.show(mode === 'edit' ? common.saved : t.created);
        onSaved(row);
      } catch (error) {
        if (error instanceof ConsoleApiError && error.status === 409 && mode === 'edit') {
          setConflict(error.message);
          return;
        }
        if (error instanceof ConsoleApiError) {
          for (const [key, messages] of Object.entries(error.fieldErrors)) {
            if (key !== '_' && messages[0]) {
              form.setError(formFieldOf(key), { type: 'server', message: messages[0] });
            }
          }
        }
        setFailure(errorMessage(error));
      }
    },
    () => setFailure(common.errors.fixFields),
  );

  const isBusy = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        // The button stays focusable while saving: a second submit waits for the first.
        onSubmit={(e) => (isBusy ? e.preventDefault() : void onSubmit(e))}
        className="space-y-6"
      >
        {conflict ? (
          <Notice
            tone="error"
            title={common.errors.conflictTitle}
            action={
              <Button
                tone="primary"
                size="sm"
                onClick={() => {
                  setConflict(null);
                  onReload?.();
                }}
              >
                {common.reload}
              </Button>
            }
          >
            <p data-conflict>{conflict}</p>
          </Notice>
        ) : null}
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <MetaFields mode={mode} idKind={type.idKind} websites={websites} />
        <section aria-labelledby="content-fields" className="space-y-4">
          <h2 id="content-fields" className="text-lg font-bold text-slate-900">
            {t.fieldsHeading}
          </h2>
          {type.fields.map((field) => (
            <FieldInput key={field.name} field={field} />
          ))}
        </section>
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          <SubmitButton
            size="sm"
            label={mode === 'edit' ? common.save : t.create}
            busyLabel={mode === 'edit' ? common.saving : t.creating}
            isBusy={isBusy}
          />
        </div>
      </form>
    </FormProvider>
  );
}
