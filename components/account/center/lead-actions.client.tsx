'use client';

import { useId, useState } from 'react';
import { StatusMessage, type Status } from '@/components/ui/status-message';
import { browserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/api/errors';
import { useRouter } from '@/lib/i18n/client-navigation';
import { format } from '../format';
import { useLeadReport } from './lead-status.client';
import type { CenterTexts } from './types';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-60';
const primary = `${button} bg-brand-700 text-white hover:bg-brand-800`;
const secondary = `${button} border border-brand-700 text-brand-800 hover:bg-brand-50`;

/**
 * Accept or decline one lead (requirements: Estimator). A decline asks why first; either way the list is read
 * again, so a lead passed on leaves it and an accepted one shows who took it. The outcome goes to
 * the region above the list (lead-status.client), which outlives this card; only a missing
 * reason is said here, beside its field.
 */
export function LeadActions({ id, texts }: { id: number; texts: CenterTexts }) {
  const router = useRouter();
  const t = texts.center.leads;
  const ref = `Q-${id}`;
  const reasonId = useId();
  const [isDeclining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const [isBusy, setBusy] = useState(false);
  const report = useLeadReport();

  const send = async (action: 'accept' | 'decline') => {
    if (action === 'decline' && !reason.trim()) {
      setStatus({ kind: 'error', text: t.reasonRequired });
      return;
    }
    setBusy(true);
    setStatus(null);
    report(null);
    try {
      await browserApi.post(
        `/account/leads/${id}/${action}`,
        action === 'decline' ? { reason } : {},
      );
      report({
        kind: 'success',
        text: format(t[action === 'accept' ? 'accepted' : 'declined'], { ref }),
      });
      setDeclining(false);
      router.refresh();
    } catch (error) {
      const code = isApiError(error) ? error.status : 0;
      if (code === 400) {
        // The reason was refused: the card and its field stay, so it is said there.
        setStatus({ kind: 'error', text: t.reasonRequired });
        return;
      }
      report({
        kind: 'error',
        text: code === 403 || code === 409 ? `${ref}: ${t.alreadyDecided}` : texts.common.failure,
      });
      router.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      {isDeclining ? (
        <div className="space-y-2">
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
            {t.reason}
          </label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={1000}
            rows={3}
            required
            onChange={(e) => setReason(e.target.value)}
            className="w-full rounded-md border border-slate-400 p-2 text-sm"
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={primary}
              disabled={isBusy}
              onClick={() => void send('decline')}
            >
              {t.confirmDecline}
            </button>
            <button
              type="button"
              className={secondary}
              disabled={isBusy}
              onClick={() => setDeclining(false)}
            >
              {t.cancel}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={primary}
            disabled={isBusy}
            aria-label={`${t.accept} ${ref}`}
            onClick={() => void send('accept')}
          >
            {t.accept}
          </button>
          <button
            type="button"
            className={secondary}
            disabled={isBusy}
            aria-label={`${t.decline} ${ref}`}
            onClick={() => setDeclining(true)}
          >
            {t.decline}
          </button>
        </div>
      )}
      <StatusMessage status={status} />
    </div>
  );
}
