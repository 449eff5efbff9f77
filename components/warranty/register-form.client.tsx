'use client';

import { useCallback, useId, useState } from 'react';
import { FieldError } from '@/components/forms/fields';
import { FormStatus } from '@/components/forms/form-status';
import { format } from '@/components/account/format';
import type { CountryOption } from '@/lib/countries';
import { useRouter } from '@/lib/i18n/client-navigation';
import { LIMITS, MAX_MODULES_PER_TOWER, MAX_TOWERS } from '@/lib/validation/warranty';
import { SerialScanner } from './serial-scanner.client';
import type { WarrantyMessages } from './types';
import { errorText, useWarrantyRequest } from './use-warranty-request';

const control =
  'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 ' +
  'aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50';
const label = 'block text-sm font-medium text-slate-800';
const primary =
  'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

const lines = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Issue 15: register a system by serial numbers (typed, or scanned where the browser can). */
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
  const router = useRouter();
  const t = texts.center;
  const { status, setStatus, errors, isBusy, post } = useWarrantyRequest(texts.errors);
  const [forCustomer, setForCustomer] = useState(false);
  const [values, setValues] = useState({
    ownerEmail: '',
    hybrid: '',
    installedOn: '',
    address: '',
    country: '',
    certificate: '',
  });
  const [towers, setTowers] = useState<string[]>(['']);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const scanHybrid = useCallback(
    (serial: string) => setValues((v) => ({ ...v, hybrid: serial })),
    [],
  );

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
  const aria = (field: string, error: string | undefined, hint = false) => ({
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hint ? `${id}-${field}-hint` : '', error ? `${id}-${field}-error` : ''].join(' ').trim() ||
      undefined,
  });

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      ...values,
      towers: towers.map(lines),
      ...(forCustomer ? {} : { ownerEmail: undefined }),
    };
    const path = forCustomer ? '/warranty/registrations/for-customer' : '/warranty/registrations';
    const done = await post<{ id: number }>(path, body);
    if (!done) return;
    setStatus({ kind: 'success', text: forCustomer ? t.registeredForCustomer : t.registered });
    setValues((v) => ({ ...v, hybrid: '', ownerEmail: '' }));
    setTowers(['']);
    router.refresh();
  };

  const hybridError = errorOf('hybrid');
  const dateError = errorOf('installedOn');
  const addressError = errorOf('address');
  const countryError = errorOf('country');
  const certificateError = errorOf('certificate');
  const emailError = errorOf('ownerEmail');
  const towersError = errorOf('towers');

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-brand-900">
        {t.registerHeading}
      </h3>
      {isInstaller ? (
        <div className="space-y-3">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={forCustomer}
              onChange={(e) => setForCustomer(e.target.checked)}
              className="size-5"
            />
            {t.forCustomer}
          </label>
          {forCustomer ? (
            <div>
              <label htmlFor={`${id}-ownerEmail`} className={label}>
                {t.ownerEmail}
              </label>
              <input
                id={`${id}-ownerEmail`}
                type="email"
                autoComplete="off"
                maxLength={LIMITS.email}
                value={values.ownerEmail}
                onChange={set('ownerEmail')}
                className={control}
                {...aria('ownerEmail', emailError, true)}
              />
              <p id={`${id}-ownerEmail-hint`} className="mt-1 text-xs text-slate-600">
                {t.ownerEmailHint}
              </p>
              <FieldError id={`${id}-ownerEmail-error`} text={emailError} />
            </div>
          ) : null}
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-hybrid`} className={label}>
          {t.hybrid}
        </label>
        <input
          id={`${id}-hybrid`}
          value={values.hybrid}
          onChange={set('hybrid')}
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          className={`${control} font-mono uppercase`}
          {...aria('hybrid', hybridError, true)}
        />
        <p id={`${id}-hybrid-hint`} className="mt-1 text-xs text-slate-600">
          {t.serialHint}
        </p>
        <SerialScanner onSerial={scanHybrid} texts={t} />
        <FieldError id={`${id}-hybrid-error`} text={hybridError} />
      </div>
      {towers.map((value, i) => {
        const field = `towers.${i}`;
        const error = errorOf(field, lines(value));
        return (
          <div key={i}>
            <label htmlFor={`${id}-${field}`} className={label}>
              {format(t.tower, { n: i + 1 })}
            </label>
            <textarea
              id={`${id}-${field}`}
              rows={Math.min(MAX_MODULES_PER_TOWER, Math.max(3, lines(value).length + 1))}
              value={value}
              spellCheck={false}
              onChange={(e) =>
                setTowers((all) => all.map((v, j) => (j === i ? e.target.value : v)))
              }
              className={`${control} font-mono uppercase`}
              {...aria(field, error, true)}
            />
            <p id={`${id}-${field}-hint`} className="mt-1 text-xs text-slate-600">
              {t.towerHint}
            </p>
            <SerialScanner
              onSerial={(serial) =>
                setTowers((all) =>
                  all.map((v, j) => (j === i ? `${v.trim()}\n${serial}`.trim() : v)),
                )
              }
              texts={t}
            />
            <FieldError id={`${id}-${field}-error`} text={error} />
            {towers.length > 1 ? (
              <button
                type="button"
                className="mt-1 min-h-11 text-sm text-brand-800 underline"
                onClick={() => setTowers((all) => all.filter((_, j) => j !== i))}
              >
                {format(t.removeTower, { n: i + 1 })}
              </button>
            ) : null}
          </div>
        );
      })}
      {towersError ? <FieldError id={`${id}-towers-error`} text={towersError} /> : null}
      {towers.length < MAX_TOWERS ? (
        <button
          type="button"
          className="min-h-11 rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-800"
          onClick={() => setTowers((all) => [...all, ''])}
        >
          {t.addTower}
        </button>
      ) : null}
      <div className="grid gap-5 desk:grid-cols-2">
        <div>
          <label htmlFor={`${id}-installedOn`} className={label}>
            {t.installedOn}
          </label>
          <input
            id={`${id}-installedOn`}
            type="date"
            value={values.installedOn}
            onChange={set('installedOn')}
            className={control}
            {...aria('installedOn', dateError)}
          />
          <FieldError id={`${id}-installedOn-error`} text={dateError} />
        </div>
        <div>
          <label htmlFor={`${id}-country`} className={label}>
            {t.country}
          </label>
          <select
            id={`${id}-country`}
            value={values.country}
            onChange={set('country')}
            className={control}
            {...aria('country', countryError)}
          >
            <option value="">—</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-country-error`} text={countryError} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-address`} className={label}>
          {t.address}
        </label>
        <input
          id={`${id}-address`}
          value={values.address}
          onChange={set('address')}
          autoComplete="street-address"
          maxLength={LIMITS.address}
          className={control}
          {...aria('address', addressError)}
        />
        <FieldError id={`${id}-address-error`} text={addressError} />
      </div>
      {forCustomer ? null : (
        <div>
          <label htmlFor={`${id}-certificate`} className={label}>
            {t.certificate}
          </label>
          <input
            id={`${id}-certificate`}
            value={values.certificate}
            onChange={set('certificate')}
            autoComplete="off"
            maxLength={LIMITS.certificate}
            className={control}
            {...aria('certificate', certificateError, true)}
          />
          <p id={`${id}-certificate-hint`} className="mt-1 text-xs text-slate-600">
            {t.certificateHint}
          </p>
          <FieldError id={`${id}-certificate-error`} text={certificateError} />
        </div>
      )}
      <FormStatus status={status} />
      <button type="submit" className={primary} disabled={isBusy}>
        {t.submit}
      </button>
    </form>
  );
}
