'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/console/ui/confirm-dialog';
import { useConsoleLang } from '@/components/console/ui/console-lang';
import { formatDateTime } from '@/components/console/ui/datetime';
import { TextAreaField } from '@/components/console/ui/fields';
import { Notice } from '@/components/console/ui/notice';
import { buttonClass } from '@/components/console/ui/styles';
import { useToast } from '@/components/console/ui/toast';
import { ConsoleApiError, consoleApi } from '@/lib/console/browser-client';
import { fill, type ConsoleLang } from '@/lib/console/i18n/common';
import { openApiTexts } from '@/lib/console/i18n/open-api';
import { isLanguageCode, languageByCode } from '@/lib/i18n/locales';
import { REJECT_REASON_MAX } from '@/lib/validation/api-access';
import { refusalText, type ApplicationRow } from './types';

/** What an application says (no hooks: the render test reads it as it is). */
export function ApplicationFacts({ row, lang }: { row: ApplicationRow; lang: ConsoleLang }) {
  const t = openApiTexts[lang];
  const a = t.applications;
  return (
    <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-900 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold">{a.status}</dt>
      <dd>{a.states[row.status]}</dd>
      <dt className="font-semibold">{a.account}</dt>
      <dd>{row.email}</dd>
      <dt className="font-semibold">{a.company}</dt>
      <dd>{row.company}</dd>
      <dt className="font-semibold">{a.systems}</dt>
      <dd>{row.systemsCount}</dd>
      <dt className="font-semibold">{a.scopes}</dt>
      <dd>{row.scopes.map((s) => t.scopes[s]).join(' · ')}</dd>
      <dt className="font-semibold">{a.useCase}</dt>
      <dd className="whitespace-pre-line">{row.useCase}</dd>
      <dt className="font-semibold">{a.terms}</dt>
      <dd>{row.termsAcceptedAt ? formatDateTime(row.termsAcceptedAt, lang) : a.noTerms}</dd>
      <dt className="font-semibold">{a.language}</dt>
      <dd>{isLanguageCode(row.language) ? languageByCode(row.language).label : row.language}</dd>
      {row.decidedAt ? (
        <>
          <dt className="font-semibold">{a.decided}</dt>
          <dd>
            {fill(a.decidedBy, {
              date: formatDateTime(row.decidedAt, lang),
              email: row.decidedBy ?? '—',
            })}
          </dd>
        </>
      ) : null}
      {row.reason ? (
        <>
          <dt className="font-semibold">{a.reason}</dt>
          <dd className="whitespace-pre-line">{row.reason}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * One application opened from the queue: its facts and, while it waits, approve (after a
 * confirmation) or reject with a reason. A decision someone made meanwhile is a 409: the list
 * is reloaded and says what it is now.
 */
export function ApplicationPanel({
  row,
  onChanged,
}: {
  row: ApplicationRow;
  onChanged: () => void;
}) {
  const lang = useConsoleLang();
  const t = openApiTexts[lang];
  const a = t.applications;
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const heading = `api-application-${row.id}`;

  const decide = async (path: 'approve' | 'reject', body: unknown, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await consoleApi.post(`/admin/api-applications/${row.id}/${path}`, body);
      toast.show(fill(done, { reference: row.reference }));
      onChanged();
    } catch (e) {
      if (e instanceof ConsoleApiError && e.fieldErrors.reason)
        setFieldError(t.errors.reasonRequired);
      else setError(refusalText(e, t));
      if (e instanceof ConsoleApiError && e.status === 409) onChanged();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const reject = () => {
    if (reason.trim().length < 3) {
      setFieldError(t.errors.reasonRequired);
      return;
    }
    setFieldError(null);
    void decide('reject', { reason }, a.rejected);
  };

  return (
    <section
      aria-labelledby={heading}
      data-application={row.id}
      className="my-4 rounded-lg border border-slate-300 bg-white p-4"
    >
      <h2 id={heading} className="text-lg font-semibold text-slate-900">
        {fill(a.application, { reference: row.reference })}
      </h2>
      <ApplicationFacts row={row} lang={lang} />
      {row.status === 'pending' ? (
        <div className="mt-4 space-y-4">
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={isBusy}
            onClick={() => setConfirming(true)}
          >
            {a.approve}
          </button>
          <form
            noValidate
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              reject();
            }}
          >
            <h3 className="font-semibold text-slate-900">{a.rejectHeading}</h3>
            <p className="text-sm text-slate-800">{a.rejectHint}</p>
            <TextAreaField
              label={a.reason}
              value={reason}
              rows={2}
              maxLength={REJECT_REASON_MAX}
              isRequired
              error={fieldError ?? undefined}
              onChange={(e) => setReason(e.target.value)}
            />
            <button type="submit" className={buttonClass('danger')} disabled={isBusy}>
              {a.reject}
            </button>
          </form>
        </div>
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <ConfirmDialog
        open={isConfirming}
        title={fill(a.approveConfirmTitle, { reference: row.reference })}
        message={a.approveConfirm}
        confirmLabel={a.approve}
        tone="primary"
        isBusy={isBusy}
        onConfirm={() => void decide('approve', {}, a.approved)}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
