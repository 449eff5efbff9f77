'use client';

import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/console/ui/confirm-dialog';
import { useConsoleLang } from '@/components/console/ui/console-lang';
import { formatDateTime } from '@/components/console/ui/datetime';
import { TextAreaField } from '@/components/console/ui/fields';
import { Notice } from '@/components/console/ui/notice';
import { buttonClass } from '@/components/console/ui/styles';
import { useToast } from '@/components/console/ui/toast';
import { ConsoleApiError, consoleApi, errorMessage } from '@/lib/console/browser-client';
import { fill, type ConsoleLang } from '@/lib/console/i18n/common';
import { warrantyTexts, type WarrantyTexts } from '@/lib/console/i18n/warranty';
import type { RegistrationRow } from './types';

const REASON_MAX = 500;

/** A refused void in the console's language: the API's key when it sent one we know. */
export function voidErrorOf(error: unknown, t: WarrantyTexts): string {
  if (error instanceof ConsoleApiError) {
    const keys = [...(error.fieldErrors.reason ?? []), ...(error.fieldErrors._ ?? [])];
    for (const key of keys) {
      if (key in t.errors) return t.errors[key as keyof WarrantyTexts['errors']];
    }
  }
  return errorMessage(error);
}

/** The facts of one registration (no hooks: the render test reads it as it is). */
export function RegistrationFacts({ row, lang }: { row: RegistrationRow; lang: ConsoleLang }) {
  const t = warrantyTexts[lang];
  return (
    <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-900 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold">{t.status}</dt>
      <dd>{t.states[row.status]}</dd>
      <dt className="font-semibold">{t.owner}</dt>
      <dd>{row.ownerEmail ?? t.noOwner}</dd>
      <dt className="font-semibold">{t.installer}</dt>
      <dd>
        {row.installerName || row.installerCertificate
          ? [row.installerName, row.installerCertificate].filter(Boolean).join(' · ')
          : t.noInstaller}
      </dd>
      <dt className="font-semibold">{t.country}</dt>
      <dd>{row.country}</dd>
      <dt className="font-semibold">{t.installedOn}</dt>
      <dd>{row.installedOn}</dd>
      <dt className="font-semibold">{t.term}</dt>
      <dd>
        {fill(t.years, { years: row.termYears })} · {t.validUntil} {row.validUntil}
      </dd>
      <dt className="font-semibold">{t.registered}</dt>
      <dd>{formatDateTime(row.createdAt, lang)}</dd>
      {row.voidReason ? (
        <>
          <dt className="font-semibold">{t.voidReason}</dt>
          <dd>{row.voidReason}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * One registration opened from the list: its facts, a history button per serial, and voiding
 * with a reason (confirmed in a dialog; audited on the server).
 */
export function RegistrationPanel({
  row,
  onHistory,
  onChanged,
}: {
  row: RegistrationRow;
  onHistory: (serial: string) => void;
  onChanged: () => void;
}) {
  const lang = useConsoleLang();
  const t = warrantyTexts[lang];
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [hasVoided, setVoided] = useState(false);
  const heading = `warranty-registration-${row.id}`;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The void form (and the button focus would go back to) is gone once the list says void: the
  // keyboard goes on from this registration's heading.
  useEffect(() => {
    if (hasVoided && row.status === 'void') headingRef.current?.focus();
  }, [hasVoided, row.status]);

  const ask = () => {
    setError(null);
    if (reason.trim().length < 3) {
      setFieldError(t.errors.reasonRequired);
      return;
    }
    setFieldError(null);
    setConfirming(true);
  };
  const confirmVoid = async () => {
    setBusy(true);
    try {
      await consoleApi.post(`/admin/warranty/registrations/${row.id}/void`, { reason });
      toast.show(fill(t.voided, { id: row.id }));
      setReason('');
      setVoided(true);
      onChanged();
    } catch (e) {
      const message = voidErrorOf(e, t);
      if (e instanceof ConsoleApiError && e.fieldErrors.reason) setFieldError(message);
      else setError(message);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <section
      aria-labelledby={heading}
      data-registration={row.id}
      className="my-4 rounded-lg border border-slate-300 bg-white p-4"
    >
      <h2
        id={heading}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 outline-none"
      >
        {fill(t.registration, { id: row.id })}
      </h2>
      <RegistrationFacts row={row} lang={lang} />
      <h3 className="mt-4 font-semibold text-slate-900">{t.serials}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {row.serials.map((serial) => (
          <li key={serial}>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => onHistory(serial)}
            >
              {fill(t.showHistory, { serial })}
            </button>
          </li>
        ))}
      </ul>
      {row.status !== 'void' ? (
        <form
          noValidate
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            ask();
          }}
        >
          <h3 className="font-semibold text-slate-900">{t.voidHeading}</h3>
          <p className="text-sm text-slate-800">{t.voidHint}</p>
          <TextAreaField
            label={t.reason}
            value={reason}
            rows={2}
            maxLength={REASON_MAX}
            isRequired
            error={fieldError ?? undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          <button type="submit" className={buttonClass('danger')} disabled={isBusy}>
            {t.voidSubmit}
          </button>
        </form>
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <ConfirmDialog
        open={isConfirming}
        title={fill(t.voidConfirmTitle, { id: row.id })}
        message={t.voidConfirm}
        confirmLabel={t.voidSubmit}
        isBusy={isBusy}
        onConfirm={() => void confirmVoid()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
