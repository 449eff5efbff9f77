import type { ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { errorText } from './error-text';

/**
 * The props of a form's required field by its name: its id (under the form's id), label, the
 * translated error and register()'s props, to spread into an InputField, a SelectField…
 */
export function formFields<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  texts: Parameters<typeof errorText>[0],
  id: string,
  /** The fields' labels by name, when the form has them in one place. */
  labels?: Partial<Record<string, ReactNode>>,
) {
  const messageOf = (name: Path<In>): string | undefined =>
    (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return (name: Path<In>, label: ReactNode = labels?.[name] ?? '') => ({
    id: `${id}-${name}`,
    label,
    error: errorText(texts, messageOf(name)),
    required: true,
    ...form.register(name),
  });
}
