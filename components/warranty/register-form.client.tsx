'use client';

import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/account/use-hydrated';
import { SubmitButton } from '@/components/ui/button';
import { InputField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { StatusMessage } from '@/components/ui/status-message';
import type { CountryOption } from '@/lib/countries';
import { LIMITS } from '@/lib/validation/warranty';
import { OwnerFields } from './owner-fields';
import { SerialScanner } from './serial-scanner.client';
import { TowerFields } from './tower-fields';
import type { WarrantyMessages } from './types';
import { useRegisterForm } from './use-register-form';

/** Register a system by serial numbers (typed, or scanned where the browser can). */
export function RegisterForm({
  texts,
  countries,
  isInstaller,
}: {
  texts: WarrantyMessages;
  countries: CountryOption[];
  isInstaller: boolean;
}) {
  const id = useId();
  const t = texts.center;
  const formRef = useRef<HTMLFormElement>(null);
  const isReady = useHydrated();
  const [isForCustomer, setForCustomer] = useState(false);
  const state = useRegisterForm(texts, isForCustomer);
  const field = (name: string, label: string, hint?: string) => ({
    id: `${id}-${name}`,
    label,
    hint,
    error: state.errorOf(name),
    ...state.form.register(name),
  });

  // The checkbox changes what is rendered, so it is state; one ticked before hydration counts.
  useLayoutEffect(() => {
    const box = formRef.current?.elements.namedItem(`${id}-forCustomer`);
    if (box instanceof HTMLInputElement && box.checked) setForCustomer(true);
  }, [id]);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={state.onSubmit}
      className="space-y-5"
      aria-labelledby={`${id}-heading`}
      data-hydrated={isReady ? '' : undefined}
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-brand-900">
        {t.registerHeading}
      </h3>
      {isInstaller ? (
        <OwnerFields
          id={id}
          label={t.forCustomer}
          isForCustomer={isForCustomer}
          onChange={setForCustomer}
          email={field('ownerEmail', t.ownerEmail, t.ownerEmailHint)}
        />
      ) : null}
      <InputField
        {...field('hybrid', t.hybrid, t.serialHint)}
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
        inputClassName="font-mono uppercase"
        after={<SerialScanner onSerial={(s) => state.form.setValue('hybrid', s)} texts={t} />}
      />
      <TowerFields id={id} texts={t} state={state} />
      <div className="grid gap-5 desk:grid-cols-2">
        <InputField {...field('installedOn', t.installedOn)} type="date" />
        <SelectField
          {...field('country', t.country)}
          emptyLabel="—"
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
        />
      </div>
      <InputField
        {...field('address', t.address)}
        autoComplete="street-address"
        maxLength={LIMITS.address}
      />
      {isForCustomer ? null : (
        <InputField
          {...field('certificate', t.certificate, t.certificateHint)}
          autoComplete="off"
          maxLength={LIMITS.certificate}
        />
      )}
      <StatusMessage status={state.status} />
      {/* Until hydration a click would submit natively (a GET with nothing useful): wait. */}
      <SubmitButton label={t.submit} isBusy={state.isBusy} isReady={isReady} />
    </form>
  );
}
