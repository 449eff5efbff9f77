'use client';

import { useFormContext } from 'react-hook-form';
import type { FieldDef } from '@/lib/console/content-types';
import {
  SelectField,
  TextAreaField,
  TextField,
  useBilingual,
  useCommonTexts,
  useConsoleLang,
} from '@/components/console/ui';
import { errorOf } from './field-error';
import { FileField } from './file-field.client';
import { MarkdownField } from './markdown-field.client';
import { SpecsField } from './specs-field.client';

/** One field of a content type, drawn from its definition (lib/console/content-types). */
export function FieldInput({ field }: { field: FieldDef }) {
  const lang = useConsoleLang();
  const pick = useBilingual();
  const common = useCommonTexts();
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const shared = {
    label: pick(field.label),
    isRequired: field.required,
    error: errorOf(errors, field.name, lang),
  };
  const maxLength = field.max;

  switch (field.kind) {
    case 'textarea':
      return <TextAreaField {...shared} maxLength={maxLength} {...register(field.name)} />;
    case 'markdown':
      return <MarkdownField field={field} />;
    case 'file':
      return <FileField field={field} />;
    case 'specs':
      return <SpecsField field={field} />;
    case 'select':
      return (
        <SelectField
          {...shared}
          emptyLabel={common.none}
          options={(field.options ?? []).map((o) => ({ value: o.value, label: pick(o.label) }))}
          {...register(field.name)}
        />
      );
    case 'date':
      return <TextField {...shared} type="date" {...register(field.name)} />;
    case 'number':
      return <TextField {...shared} type="number" inputMode="numeric" {...register(field.name)} />;
    case 'url':
      return (
        <TextField {...shared} inputMode="url" maxLength={maxLength} {...register(field.name)} />
      );
    default:
      return <TextField {...shared} maxLength={maxLength} {...register(field.name)} />;
  }
}
