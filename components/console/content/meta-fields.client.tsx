'use client';

import { useFormContext } from 'react-hook-form';
import type { Website } from '@/lib/console/content-types';
import { contentTexts } from '@/lib/console/i18n/content';
import { SelectField, TextField, useCommonTexts, useConsoleLang } from '@/components/console/ui';
import { errorOf } from './field-error';
import type { FormMode } from './form-values';

type Props = { mode: FormMode; idKind: 'int' | 'slug'; websites: readonly Website[] };

/** Language and id (new items only), then the version's state and scheduled publish time. */
export function MetaFields({ mode, idKind, websites }: Props) {
  const lang = useConsoleLang();
  const t = contentTexts[lang].editor;
  const common = useCommonTexts();
  const {
    register,
    formState: { errors },
  } = useFormContext();
  return (
    <>
      {mode === 'create' ? (
        <div className="grid gap-4 desk:grid-cols-2">
          <SelectField
            label={t.language}
            isRequired
            error={errorOf(errors, 'websiteId', lang)}
            options={websites.map((w) => ({ value: w.id, label: w.label }))}
            {...register('websiteId')}
          />
          <TextField
            label={t.id}
            isRequired={idKind === 'slug'}
            hint={idKind === 'slug' ? t.idHintSlug : t.idHintInt}
            inputMode={idKind === 'int' ? 'numeric' : undefined}
            error={errorOf(errors, 'id', lang)}
            {...register('id')}
          />
        </div>
      ) : null}
      <fieldset className="grid gap-4 rounded-md border border-slate-300 p-3 desk:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t.publishing}</legend>
        <SelectField
          label={t.state}
          isRequired
          error={errorOf(errors, 'state', lang)}
          options={(['draft', 'published'] as const).map((s) => ({
            value: s,
            label: common.states[s],
          }))}
          {...register('state')}
        />
        <TextField
          type="datetime-local"
          label={t.publishAt}
          hint={t.publishAtHint}
          error={errorOf(errors, 'publishAtLocal', lang)}
          {...register('publishAtLocal')}
        />
      </fieldset>
    </>
  );
}
