import type { ComponentProps } from 'react';
import { InputField } from '@/components/ui/input';

type Field = ComponentProps<typeof InputField>;

/** The 6-digit code input, with the note of its validity (requirements: Accounts). */
export function CodeField(field: Field) {
  return <InputField autoComplete="one-time-code" inputMode="numeric" maxLength={6} {...field} />;
}

/**
 * A new password and its confirmation: the rule as a hint, and "entered passwords differ"
 * (requirements: Accounts).
 */
export function NewPasswordFields({
  password,
  confirm,
  hint,
}: {
  password: Field;
  confirm: Field;
  hint: string;
}) {
  const common = { type: 'password', autoComplete: 'new-password', maxLength: 20 } as const;
  return (
    <>
      <InputField {...password} {...common} hint={hint} />
      <InputField {...confirm} {...common} />
    </>
  );
}
