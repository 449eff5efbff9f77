import type { ComponentProps } from 'react';
import { InputField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { LIMITS } from '@/lib/validation/fields';

// The fields many forms ask for, their input types, autocomplete tokens and limits set once;
// a form's own props (label, register()'s, a placeholder) come on top.

type InputProps = ComponentProps<typeof InputField>;

export function NameField(props: InputProps) {
  return <InputField autoComplete="name" maxLength={LIMITS.name} {...props} />;
}

export function EmailField(props: InputProps) {
  return <InputField type="email" autoComplete="email" maxLength={LIMITS.email} {...props} />;
}

export function PhoneField(props: InputProps) {
  return <InputField type="tel" autoComplete="tel" maxLength={LIMITS.phone} {...props} />;
}

export function CountryField(props: ComponentProps<typeof SelectField>) {
  return <SelectField autoComplete="country" {...props} />;
}
