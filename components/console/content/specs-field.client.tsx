'use client';

import { useFieldArray, useFormContext } from 'react-hook-form';
import type { FieldDef } from '@/lib/console/content-types';
import { fill } from '@/lib/console/i18n/common';
import { contentTexts, type ContentTexts } from '@/lib/console/i18n/content';
import { TextField, buttonClass, useBilingual, useConsoleLang } from '@/components/console/ui';
import { errorOf } from './field-error';

type Texts = ContentTexts['editor'];

/** A product's spec table: groups, each with a title and label/value rows. */
export function SpecsField({ field }: { field: FieldDef }) {
  const lang = useConsoleLang();
  const t = contentTexts[lang].editor;
  const pick = useBilingual();
  const { control } = useFormContext();
  const groups = useFieldArray({ control, name: field.name });
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{pick(field.label)}</legend>
      {groups.fields.map((group, index) => (
        <SpecGroup
          key={group.id}
          name={`${field.name}.${index}`}
          n={index + 1}
          texts={t}
          onRemove={() => groups.remove(index)}
        />
      ))}
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => groups.append({ title: '', rows: [{ label: '', value: '' }] })}
      >
        {t.specsAddGroup}
      </button>
    </fieldset>
  );
}

function SpecGroup({
  name,
  n,
  texts: t,
  onRemove,
}: {
  name: string;
  n: number;
  texts: Texts;
  onRemove: () => void;
}) {
  const lang = useConsoleLang();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext();
  const rows = useFieldArray({ control, name: `${name}.rows` });
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {fill(t.specsGroup, { n })}
      </legend>
      <TextField
        label={t.specsGroupTitle}
        error={errorOf(errors, `${name}.title`, lang)}
        {...register(`${name}.title`)}
      />
      {rows.fields.map((row, index) => (
        <div key={row.id} className="flex flex-wrap items-end gap-2">
          <TextField
            className="flex-1"
            label={`${t.specsLabel} ${index + 1}`}
            error={errorOf(errors, `${name}.rows.${index}.label`, lang)}
            {...register(`${name}.rows.${index}.label`)}
          />
          <TextField
            className="flex-1"
            label={`${t.specsValue} ${index + 1}`}
            error={errorOf(errors, `${name}.rows.${index}.value`, lang)}
            {...register(`${name}.rows.${index}.value`)}
          />
          <button type="button" className={buttonClass('ghost')} onClick={() => rows.remove(index)}>
            {fill(t.specsRemoveRow, { n: index + 1 })}
          </button>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => rows.append({ label: '', value: '' })}
        >
          {t.specsAddRow}
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onRemove}>
          {fill(t.specsRemoveGroup, { n })}
        </button>
      </div>
    </fieldset>
  );
}
