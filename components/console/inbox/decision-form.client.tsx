'use client';

import { useId, useState } from 'react';
import { TextAreaField } from '@/components/console/ui/fields';
import { buttonClass } from '@/components/console/ui/styles';
import { RadioGroup } from '@/components/ui/radio-group';
import { useToast } from '@/components/console/ui/toast';
import { consoleApi } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import type { InboxTexts } from '@/lib/console/i18n/inbox';
import {
  certificationKinds,
  NOTE_MAX,
  type CertificationKind,
} from '@/lib/validation/console-submissions';
import { actionErrorText } from './action-error';

type Props = {
  id: number;
  company: string;
  texts: InboxTexts['detail'];
  onDone: () => void;
  onError: (message: string) => void;
};

type Approved = { partner: boolean };

/**
 * Approve (granting the person a sales or technical certificate) or decline a training
 * application (requirements: Product and users). Only shown while it is undecided; the server
 * still refuses a second decision with a 409 (two editors at once), which the page reports and
 * reloads.
 */
export function DecisionForm({ id, company, texts, onDone, onError }: Props) {
  const toast = useToast();
  const headingId = useId();
  const t = texts.decision;
  const [certification, setCertification] = useState<CertificationKind>('sales');
  const [note, setNote] = useState('');
  const [isBusy, setBusy] = useState(false);

  const decide = async (action: 'approve' | 'decline') => {
    setBusy(true);
    try {
      const path = `/admin/submissions/training/${id}/${action}`;
      if (action === 'approve') {
        const { partner } = await consoleApi.post<Approved>(path, { certification, note });
        toast.show(fill(t.approved, { kind: t[certification] }));
        if (partner) toast.show(fill(t.partnerNow, { company }));
      } else {
        await consoleApi.post(path, { note });
        toast.show(t.declined);
      }
      onDone();
    } catch (error) {
      onError(actionErrorText(error, texts.errors));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t.heading}
      </h2>
      <form className="space-y-3" onSubmit={(event) => event.preventDefault()}>
        <RadioGroup
          look="console"
          name="certification"
          label={t.certification}
          value={certification}
          options={certificationKinds.map((kind) => ({ value: kind, label: t[kind] }))}
          onChange={(e) => setCertification(e.target.value as typeof certification)}
        />
        <TextAreaField
          name="decisionNote"
          label={t.note}
          value={note}
          maxLength={NOTE_MAX}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={isBusy}
            onClick={() => void decide('approve')}
          >
            {t.approve}
          </button>
          <button
            type="button"
            className={buttonClass('danger')}
            disabled={isBusy}
            onClick={() => void decide('decline')}
          >
            {t.decline}
          </button>
        </div>
      </form>
    </section>
  );
}
