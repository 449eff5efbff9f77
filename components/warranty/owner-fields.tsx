import type { ComponentProps } from 'react';
import { CheckboxField } from '@/components/ui/checkbox';
import { InputField } from '@/components/ui/input';
import { LIMITS } from '@/lib/validation/warranty';

type Props = {
  id: string;
  label: string;
  isForCustomer: boolean;
  onChange: (isForCustomer: boolean) => void;
  /** The owner's e-mail field, asked when registering for a customer. */
  email: ComponentProps<typeof InputField>;
};

/** A certified installer registers for a customer, who confirms by the code mailed to them. */
export function OwnerFields({ id, label, isForCustomer, onChange, email }: Props) {
  return (
    <div className="space-y-3">
      <CheckboxField
        id={`${id}-forCustomer`}
        label={label}
        checked={isForCustomer}
        onChange={(e) => onChange(e.target.checked)}
      />
      {isForCustomer ? (
        <InputField {...email} type="email" autoComplete="off" maxLength={LIMITS.email} />
      ) : null}
    </div>
  );
}
