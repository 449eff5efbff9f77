'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useRouter } from '@/lib/i18n/client-navigation';
import { installerRegistrationSchema, registrationSchema } from '@/lib/validation/warranty';
import { bodyOf, flatErrors, lines, towerName, type RegisterValues } from './register-values';
import type { WarrantyMessages } from './types';
import { errorText, useWarrantyRequest } from './use-warranty-request';

export type Tower = { key: number; lines: number };

/** A tower that is new to the form: a key none of the towers has. */
const newTower = (towers: Tower[]): Tower => ({
  key: Math.max(-1, ...towers.map((tower) => tower.key)) + 1,
  lines: 0,
});

/**
 * The registration form's state: its fields (react-hook-form, uncontrolled, so what was typed
 * before hydration or during a late re-render stays in the DOM and counts), the towers shown,
 * the browser's check with the API's own schema, and the answer.
 */
export function useRegisterForm(texts: WarrantyMessages, forCustomer: boolean) {
  const router = useRouter();
  const t = texts.center;
  const request = useWarrantyRequest(texts.errors);
  const [towers, setTowers] = useState<Tower[]>([{ key: 0, lines: 0 }]);
  // The serials as sent: an error of `towers.1.2` names the serial it is about.
  const [sent, setSent] = useState<string[][]>([]);
  const keys = towers.map((tower) => tower.key);
  const schema = forCustomer ? installerRegistrationSchema : registrationSchema;
  const resolver: Resolver<RegisterValues> = (values, context, options) =>
    zodResolver(schema)(
      bodyOf(values, keys, forCustomer) as never,
      context,
      options as never,
    ) as never;
  // Fields that are not shown (the owner's e-mail, a removed tower) are left out.
  const form = useForm<RegisterValues>({ resolver, shouldUnregister: true });

  const remember = () => setSent(keys.map((key) => lines(form.getValues(towerName(key)))));
  const submit = form.handleSubmit(
    async (body) => {
      remember();
      const path = forCustomer ? '/warranty/registrations/for-customer' : '/warranty/registrations';
      if (!(await request.post<{ id: number }>(path, body))) return;
      request.setStatus({
        kind: 'success',
        text: forCustomer ? t.registeredForCustomer : t.registered,
      });
      // The next system: new serials (and owner), the same site, date and installer.
      form.setValue('hybrid', '');
      if (forCustomer) form.setValue('ownerEmail', '');
      setTowers((all) => [newTower(all)]);
      setSent([]);
      router.refresh();
    },
    () => {
      remember();
      request.clear();
    },
  );

  const errors = { ...flatErrors(form.formState.errors), ...request.errors };
  /** Every error of a field and of the serials inside it, as one text. */
  const errorOf = (field: string, typed?: string[]) => {
    const own = errors[field]?.map((k) => errorText(texts.errors, k)) ?? [];
    const inner = Object.entries(errors)
      .filter(([name]) => name.startsWith(`${field}.`))
      .map(([name, keys]) => {
        const serial = typed?.[Number(name.split('.').at(-1))] ?? '';
        return `${serial}: ${errorText(texts.errors, keys[0])}`;
      });
    const all = [...own, ...inner];
    return all.length ? all.join(' ') : undefined;
  };

  return {
    form,
    towers,
    sent,
    errorOf,
    status: request.status,
    isBusy: request.isBusy || form.formState.isSubmitting,
    // A second Enter or click while the first one is on its way sends nothing.
    onSubmit: (event: FormEvent<HTMLFormElement>) =>
      form.formState.isSubmitting ? event.preventDefault() : void submit(event),
    addTower: () => setTowers((all) => [...all, newTower(all)]),
    removeTower: (key: number) => setTowers((all) => all.filter((tower) => tower.key !== key)),
    countLines: (key: number, text: string) =>
      setTowers((all) =>
        all.map((tower) => (tower.key === key ? { key, lines: lines(text).length } : tower)),
      ),
  };
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
