import type { ComponentProps } from 'react';
import { Field as SharedField } from '@/components/ui/field';
import { InputField } from '@/components/ui/input';
import { SelectField as SharedSelect, type SelectOption } from '@/components/ui/select';
import { TextareaField } from '@/components/ui/textarea';

// The console's labelled controls: the shared ones of components/ui in the console's denser
// look. isRequired marks a field for people and assistive tech (aria-required); the checks are
// the server's. register()'s props spread straight in: <TextField label="Title" {...register('title')} />.

export type { SelectOption };

export function Field(props: ComponentProps<typeof SharedField>) {
  return <SharedField look="console" {...props} />;
}

export function TextField(props: ComponentProps<typeof InputField>) {
  return <InputField look="console" {...props} />;
}

export function TextAreaField(props: ComponentProps<typeof TextareaField>) {
  return <TextareaField look="console" {...props} />;
}

export function SelectField(props: ComponentProps<typeof SharedSelect>) {
  return <SharedSelect look="console" {...props} />;
}
