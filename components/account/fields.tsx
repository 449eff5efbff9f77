import type { ComponentProps } from 'react';
import { InputField } from '@/components/ui/input';
import { LIMITS } from '@/lib/validation/account';

type Field = ComponentProps<typeof InputField>;

// The account fields several forms ask for, their types, autocomplete tokens and limits set
// once; a form's own props (label, register()'s, a hint) come on top.

/** The current password (sign-in, a change of password, deleting the account). */
export function PasswordField(field: Field) {
  return (
    <InputField
      type="password"
      autoComplete="current-password"
      maxLength={LIMITS.password}
      {...field}
    />
  );
}

/** A phone number without its country code (the country/region gives that). */
export function PhoneNumberField(field: Field) {
  return (
    <InputField type="tel" autoComplete="tel-national" inputMode="tel" maxLength={20} {...field} />
  );
}

export function NicknameField(field: Field) {
  return <InputField autoComplete="nickname" maxLength={LIMITS.nickname} {...field} />;
}

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
