'use client';

import { useState } from 'react';
import { FiltersBar } from '@/components/console/ui/filters-bar';
import { SelectField, TextField } from '@/components/console/ui/fields';
import type { InboxTexts } from '@/lib/console/i18n/inbox';
import { languages, type LanguageCode } from '@/lib/i18n/locales';
import { submissionStates, type SubmissionKind } from '@/lib/validation/console-submissions';
import type { InboxFilter } from './query';

type Props = {
  kind: SubmissionKind;
  filter: InboxFilter;
  texts: InboxTexts['inbox'];
  /** The new filter, always from page 1. */
  onApply: (filter: InboxFilter) => void;
};

/**
 * Date range, language, status and search of one kind's list. The fields hold what is typed
 * until "Apply" (or Enter); the list's owner keys this form by the applied filter, so Back and
 * "Clear" show what the list shows.
 */
export function SubmissionFilters({ kind, filter, texts, onApply }: Props) {
  const [draft, setDraft] = useState(filter);
  const set = (patch: Partial<InboxFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const t = texts.filters;
  const states = submissionStates[kind].map((s) => ({ value: s, label: texts.status[s] }));
  const languageOptions = languages.map((l) => ({ value: l.code, label: l.label }));
  return (
    <FiltersBar
      label={t.legend}
      onSubmit={() => onApply({ ...draft, page: 1 })}
      onReset={() => onApply({ page: 1 })}
    >
      <TextField
        type="date"
        name="from"
        label={t.from}
        value={draft.from ?? ''}
        max={draft.to}
        onChange={(e) => set({ from: e.target.value || undefined })}
      />
      <TextField
        type="date"
        name="to"
        label={t.to}
        value={draft.to ?? ''}
        min={draft.from}
        onChange={(e) => set({ to: e.target.value || undefined })}
      />
      <SelectField
        name="language"
        label={t.language}
        emptyLabel={t.any}
        options={languageOptions}
        value={draft.language ?? ''}
        onChange={(e) => set({ language: (e.target.value || undefined) as LanguageCode })}
      />
      <SelectField
        name="status"
        label={t.status}
        emptyLabel={t.any}
        options={states}
        value={draft.status ?? ''}
        onChange={(e) => set({ status: e.target.value || undefined })}
      />
      <TextField
        type="search"
        name="q"
        label={t.search}
        value={draft.q ?? ''}
        maxLength={200}
        onChange={(e) => set({ q: e.target.value || undefined })}
        className="min-w-64"
      />
    </FiltersBar>
  );
}
