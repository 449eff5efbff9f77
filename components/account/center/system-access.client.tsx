'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button, SubmitButton } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { InputField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { StatusMessage, type Status } from '@/components/ui/status-message';
import { browserApi } from '@/lib/api/browser';
import type { Envelope } from '@/lib/api/envelope';
import { format } from '../format';
import { useHydrated } from '../use-hydrated';
import type { AccountMessages } from '../types';
import { errorsOf, type Errors } from './api-console';

type Texts = AccountMessages['center']['systemAccess'];

/** An owner's system as lib/server/api/routes/system-access.ts lists it, dates as ISO strings. */
export type SystemAccessItem = {
  serial: string;
  model: string;
  installerName: string | null;
  consents: { id: number; email: string; isOwn: boolean; control: boolean; createdAt: string }[];
};

const PATH = '/account/system-access';
const EMAIL_MAX = 254;

/** A refusal as the owner reads it: a field's rule, a form-level refusal, or a failure. */
function refusalOf(errors: Errors, texts: Texts, failure: string) {
  const [formKey] = errors._ ?? [];
  const byField = {
    serial: errors.serial && texts.noSuchSystem,
    email:
      errors.email && (errors.email.includes('noAccount') ? texts.noAccount : texts.emailError),
  };
  const formText: Record<string, string> = {
    tooManyConsents: texts.tooManyConsents,
    consentNotFound: texts.consentNotFound,
  };
  const status = formKey
    ? (formText[formKey] ?? failure)
    : byField.serial || byField.email
      ? undefined
      : failure;
  return { ...byField, status };
}

/** The id of a system's heading, where focus goes back after one of its consents is withdrawn. */
const headingId = (base: string, serial: string) => `${base}-${serial}`;

/**
 * Access to the owner's systems (requirements: Open API platform): per registered system, the
 * accounts whose keys may reach it and whether they may change its mode, each withdrawn at
 * once, and a form to consent for another account by its e-mail address.
 */
export function SystemAccess({
  initial,
  texts,
  failure,
  locale,
}: {
  initial: SystemAccessItem[];
  texts: Texts;
  failure: string;
  locale: string;
}) {
  const [items, setItems] = useState(initial);
  const [serial, setSerial] = useState(initial[0]?.serial ?? '');
  const [email, setEmail] = useState('');
  const [control, setControl] = useState(false);
  const [errors, setErrors] = useState<{ serial?: string; email?: string }>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [isBusy, setBusy] = useState(false);
  const isReady = useHydrated();
  const base = useId();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  // A system no longer listed (transferred meanwhile) is not offered: the first one is.
  const chosen = items.some((item) => item.serial === serial) ? serial : (items[0]?.serial ?? '');

  async function act(path: string, body: unknown, done: () => string) {
    if (isBusy) return;
    setBusy(true);
    setStatus(null);
    setErrors({});
    const refuse = (errors: Errors) => {
      const refusal = refusalOf(errors, texts, failure);
      setErrors({ serial: refusal.serial, email: refusal.email });
      if (refusal.status) setStatus({ kind: 'error', text: refusal.status });
    };
    try {
      const answer = await browserApi.post<Envelope<unknown>>(path, body);
      if (answer.code === 400) return refuse(answer.errors ?? {});
      const list = await browserApi.get<Envelope<{ items: SystemAccessItem[] }>>(PATH);
      setItems(list.data?.items ?? []);
      setStatus({ kind: 'success', text: done() });
    } catch (error) {
      refuse(errorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  const grant = (event: FormEvent) => {
    event.preventDefault();
    void act(PATH, { serial: chosen, email, control }, () => {
      setEmail('');
      setControl(false);
      return format(texts.granted, { email: email.trim().toLowerCase(), serial: chosen });
    });
  };

  const revoke = (system: string, id: number) =>
    void act(`${PATH}/${id}/revoke`, {}, () => {
      // The button is gone with its consent: focus goes back to its system.
      document.getElementById(headingId(base, system))?.focus();
      return texts.revokedNotice;
    });

  const systemLabel = (item: SystemAccessItem) =>
    item.installerName
      ? `${item.serial} · ${format(texts.installedBy, { name: item.installerName })}`
      : item.serial;

  return (
    <div className="space-y-6">
      <ul className="space-y-4">
        {items.map((item) => (
          <li key={item.serial} className="rounded-md border border-slate-200 p-4">
            <h3
              id={headingId(base, item.serial)}
              tabIndex={-1}
              className="font-semibold text-brand-900"
            >
              {format(texts.system, { serial: item.serial })}
            </h3>
            <p className="text-sm text-slate-700">
              {item.installerName
                ? `${item.model} · ${format(texts.installedBy, { name: item.installerName })}`
                : item.model}
            </p>
            {item.consents.length === 0 ? (
              <p className="mt-2 text-sm text-slate-700">{texts.none}</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-200 border-t border-slate-200">
                {item.consents.map((consent) => (
                  <li
                    key={consent.id}
                    className="grid gap-2 py-2 text-sm desk:grid-cols-[1fr_auto] desk:items-center"
                  >
                    <div className="space-y-1">
                      <p className="font-medium break-all text-slate-900">
                        {consent.isOwn
                          ? format(texts.ownKeys, { email: consent.email })
                          : consent.email}
                      </p>
                      <p className="text-slate-700">
                        {texts.mayControl}: {consent.control ? texts.yes : texts.no} · {texts.since}
                        : {date.format(new Date(consent.createdAt))}
                      </p>
                    </div>
                    <div>
                      <Button
                        size="sm"
                        tone="danger"
                        aria-label={format(texts.revokeFor, {
                          email: consent.email,
                          serial: item.serial,
                        })}
                        onClick={() => revoke(item.serial, consent.id)}
                      >
                        {texts.revoke}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>

      <form
        onSubmit={grant}
        noValidate
        className="space-y-4"
        data-hydrated={isReady ? '' : undefined}
      >
        <h3 className="text-lg font-semibold text-brand-900">{texts.grantTitle}</h3>
        <SelectField
          label={texts.systemLabel}
          value={chosen}
          required
          error={errors.serial}
          onChange={(e) => setSerial(e.target.value)}
          options={items.map((item) => ({ value: item.serial, label: systemLabel(item) }))}
        />
        <InputField
          label={texts.email}
          hint={texts.emailHint}
          type="email"
          autoComplete="off"
          value={email}
          maxLength={EMAIL_MAX}
          required
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <fieldset className="space-y-2" aria-describedby={`${base}-read`}>
          <legend className="text-sm font-medium text-slate-800">{texts.permissions}</legend>
          <p id={`${base}-read`} className="text-sm text-slate-700">
            {texts.readIncluded}
          </p>
          <CheckboxField
            label={texts.control}
            hint={texts.controlHint}
            checked={control}
            onChange={(e) => setControl(e.target.checked)}
          />
        </fieldset>
        <SubmitButton label={texts.grant} isBusy={isBusy} isReady={isReady} />
      </form>
      <StatusMessage status={status} />
    </div>
  );
}
