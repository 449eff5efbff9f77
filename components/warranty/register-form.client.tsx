'use client';

import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { FieldError } from '@/components/ui/field';
import { StatusMessage } from '@/components/ui/status-message';
import { format } from '@/components/account/format';
import { useHydrated } from '@/components/account/use-hydrated';
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
  const router = useRouter();
  const t = texts.center;
  const { status, setStatus, errors, isBusy, post } = useWarrantyRequest(texts.errors);
  const [forCustomer, setForCustomer] = useState(false);
  // The fields are uncontrolled: what the person typed lives in the DOM only, and is read from
  // it when the form is sent. With controlled fields the state was a second copy that could lag:
  // a change's re-render may wait (here, while a lazily loaded part of the page arrives), and
  // meanwhile React put the field's previous state value back into the DOM and a submit used the
  // previous render's values, so a field typed or picked just then was lost (the browser test's
  // installation date, now and then). Typed before hydration, a value is kept the same way.
  // The state holds only what the rendering needs: the towers (a key and a line count each).
  const formRef = useRef<HTMLFormElement>(null);
  const nextTower = useRef(1);
  const [towers, setTowers] = useState([{ key: 0, lines: 0 }]);
  const [sent, setSent] = useState<string[][]>([]);
  const isReady = useHydrated();

  /** A field of this form by its name (its id is `${id}-${name}`). */
  const field = (name: string) => {
    const found = formRef.current?.elements.namedItem(`${id}-${name}`);
    return found instanceof HTMLInputElement ||
      found instanceof HTMLSelectElement ||
      found instanceof HTMLTextAreaElement
      ? found
      : null;
  };
  const read = (name: string) => field(name)?.value ?? '';
  const towerName = (key: number) => `tower-${key}`;
  const countLines = (key: number, text: string) =>
    setTowers((all) =>
      all.map((tower) => (tower.key === key ? { key, lines: lines(text).length } : tower)),
    );

  // The checkbox changes what is rendered, so it is state; one ticked before hydration counts.
  useLayoutEffect(() => {
    const box = formRef.current?.elements.namedItem(`${id}-forCustomer`);
    if (box instanceof HTMLInputElement && box.checked) setForCustomer(true);
  }, [id]);

  const scanHybrid = useCallback(
    (serial: string) => {
      const input = formRef.current?.elements.namedItem(`${id}-hybrid`);
      if (input instanceof HTMLInputElement) input.value = serial;
    },
    [id],
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
    const typedTowers = towers.map((tower) => lines(read(towerName(tower.key))));
    setSent(typedTowers);
    const body = {
      hybrid: read('hybrid'),
      installedOn: read('installedOn'),
      address: read('address'),
      country: read('country'),
      towers: typedTowers,
      certificate: read('certificate'),
      ...(forCustomer ? { ownerEmail: read('ownerEmail') } : {}),
    };
    const path = forCustomer ? '/warranty/registrations/for-customer' : '/warranty/registrations';
    const done = await post<{ id: number }>(path, body);
    if (!done) return;
    setStatus({ kind: 'success', text: forCustomer ? t.registeredForCustomer : t.registered });
    // The next system: new serials (and owner), the same site, date and installer.
    for (const name of ['hybrid', 'ownerEmail']) {
      const input = field(name);
      if (input) input.value = '';
    }
    setTowers([{ key: nextTower.current++, lines: 0 }]);
    setSent([]);
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
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-labelledby={`${id}-heading`}
      data-hydrated={isReady ? '' : undefined}
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-brand-900">
        {t.registerHeading}
      </h3>
      {isInstaller ? (
        <div className="space-y-3">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              id={`${id}-forCustomer`}
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
      {towers.map(({ key, lines: count }, i) => {
        const field = `towers.${i}`;
        const error = errorOf(field, sent[i]);
        return (
          <div key={key}>
            <label htmlFor={`${id}-${towerName(key)}`} className={label}>
              {format(t.tower, { n: i + 1 })}
            </label>
            <textarea
              id={`${id}-${towerName(key)}`}
              rows={Math.min(MAX_MODULES_PER_TOWER, Math.max(3, count + 1))}
              spellCheck={false}
              onChange={(e) => countLines(key, e.target.value)}
              className={`${control} font-mono uppercase`}
              {...aria(field, error, true)}
            />
            <p id={`${id}-${field}-hint`} className="mt-1 text-xs text-slate-600">
              {t.towerHint}
            </p>
            <SerialScanner
              onSerial={(serial) => {
                const area = formRef.current?.elements.namedItem(`${id}-${towerName(key)}`);
                if (!(area instanceof HTMLTextAreaElement)) return;
                area.value = `${area.value.trim()}\n${serial}`.trim();
                countLines(key, area.value);
              }}
              texts={t}
            />
            <FieldError id={`${id}-${field}-error`} text={error} />
            {towers.length > 1 ? (
              <button
                type="button"
                className="mt-1 min-h-11 text-sm text-brand-800 underline"
                onClick={() => setTowers((all) => all.filter((tower) => tower.key !== key))}
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
          onClick={() => setTowers((all) => [...all, { key: nextTower.current++, lines: 0 }])}
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
            defaultValue=""
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
      <StatusMessage status={status} />
      {/* Until hydration a click would submit natively (a GET with nothing useful): wait. */}
      <button type="submit" className={primary} disabled={isBusy || !isReady}>
        {t.submit}
      </button>
    </form>
  );
}
