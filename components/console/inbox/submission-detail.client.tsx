'use client';

import { useState } from 'react';
import { useConsoleLang } from '@/components/console/ui/console-lang';
import { LoadState } from '@/components/console/ui/load-state';
import { Notice } from '@/components/console/ui/notice';
import { useApiData } from '@/components/console/ui/use-api-data';
import { ConsoleApiError } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import { inboxTexts } from '@/lib/console/i18n/inbox';
import type { SubmissionKind } from '@/lib/validation/console-submissions';
import { DecisionForm } from './decision-form.client';
import { FieldList } from './field-list';
import { HandleForm } from './handle-form.client';
import { PersonPanel, type HeldCertification } from './person-panel';

type Detail = Record<string, unknown> & {
  id: number;
  status: string;
  company: string;
  note: string | null;
  certifications?: HeldCertification[];
  partner?: boolean;
};

/** Decided applications keep their decision (the API answers 409 to a second one). */
const decided = new Set(['approved', 'declined']);

/** One submission: every field, then what staff can do with it (handle; decide a training). */
export function SubmissionDetail({ kind, id }: { kind: SubmissionKind; id: number }) {
  const lang = useConsoleLang();
  const texts = inboxTexts[lang];
  const t = texts.detail;
  const detail = useApiData<Detail>(`/admin/submissions/${kind}/${id}`);
  const [error, setError] = useState<string | null>(null);

  if (detail.error instanceof ConsoleApiError && detail.error.status === 404) {
    return <Notice tone="error" title={t.notFound} />;
  }
  if (!detail.data || detail.error) {
    return <LoadState isLoading={detail.isLoading} error={detail.error} onRetry={detail.reload} />;
  }

  const row = detail.data;
  const reload = detail.reload;
  const onDone = () => {
    setError(null);
    reload();
  };
  // Show why it was refused, and what is true now (someone else may have decided it).
  const onError = (message: string) => {
    setError(message);
    reload();
  };
  const isDecided = kind === 'training' && decided.has(row.status);
  const canHandle = kind === 'contact' || (kind === 'training' && !isDecided);
  const label = texts.inbox.status[row.status as keyof typeof texts.inbox.status] ?? row.status;
  // "already approved" reads lower case in a sentence; Chinese quotes the word as it is.
  const statusLabel = lang === 'en' ? label.toLowerCase() : label;

  return (
    <div className="space-y-8">
      <section aria-labelledby="fields-heading" className="space-y-3">
        <h2 id="fields-heading" className="text-lg font-bold text-slate-900">
          {t.fieldsHeading}
        </h2>
        <FieldList kind={kind} row={row} texts={texts} lang={lang} />
      </section>
      {kind === 'training' ? (
        <PersonPanel
          company={row.company}
          certifications={row.certifications ?? []}
          partner={row.partner === true}
          texts={t}
        />
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      {isDecided ? (
        <Notice tone="info">{fill(t.decision.decided, { status: statusLabel })}</Notice>
      ) : null}
      {kind === 'training' && !isDecided ? (
        <DecisionForm id={id} company={row.company} texts={t} onDone={onDone} onError={onError} />
      ) : null}
      {canHandle ? (
        <HandleForm
          key={row.note ?? ''}
          kind={kind as 'contact' | 'training'}
          id={id}
          note={row.note ?? ''}
          texts={t}
          onDone={onDone}
          onError={onError}
        />
      ) : null}
    </div>
  );
}
