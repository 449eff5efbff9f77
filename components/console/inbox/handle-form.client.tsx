'use client';

import { useId, useState } from 'react';
import { TextAreaField } from '@/components/console/ui/fields';
import { SubmitButton } from '@/components/ui/button';
import { useToast } from '@/components/console/ui/toast';
import { consoleApi } from '@/lib/console/browser-client';
import type { InboxTexts } from '@/lib/console/i18n/inbox';
import { NOTE_MAX } from '@/lib/validation/console-submissions';
import { actionErrorText } from './action-error';

type Props = {
  kind: 'contact' | 'training';
  id: number;
  /** The note it has: handling again replaces it. */
  note: string;
  texts: InboxTexts['detail'];
  onDone: () => void;
  onError: (message: string) => void;
};

/** "Mark handled" with staff's note (POST /api/admin/submissions/:kind/:id/handle). */
export function HandleForm({ kind, id, note: saved, texts, onDone, onError }: Props) {
  const toast = useToast();
  const headingId = useId();
  const [note, setNote] = useState(saved);
  const [isBusy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      await consoleApi.post(`/admin/submissions/${kind}/${id}/handle`, { note });
      toast.show(texts.handle.done);
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
        {texts.handle.heading}
      </h2>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          // The button stays focusable while sending: a second submit waits for the first.
          if (!isBusy) void submit();
        }}
      >
        <TextAreaField
          name="note"
          label={texts.handle.note}
          value={note}
          maxLength={NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
        />
        <SubmitButton size="sm" label={texts.handle.submit} isBusy={isBusy} />
      </form>
    </section>
  );
}
