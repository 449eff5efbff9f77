'use client';

import { SelectField, TextField } from '@/components/console/ui/fields';
import type { UrlFilters } from '@/components/console/ui/use-url-filters';
import type { InboxTexts } from '@/lib/console/i18n/inbox';
import { languages } from '@/lib/i18n/locales';
import { submissionStates, type SubmissionKind } from '@/lib/validation/console-submissions';
import type { inboxFields } from './query';

type Props = {
  kind: SubmissionKind;
  /** The list's filters: the fields edit its draft, applied by the list's filters bar. */
  filters: UrlFilters<typeof inboxFields>;
  texts: InboxTexts['inbox'];
};

/** Date range, language, status and search of one kind's list. */
export function SubmissionFilters({ kind, filters, texts }: Props) {
  const t = texts.filters;
  const { draft, field } = filters;
  const states = submissionStates[kind].map((s) => ({ value: s, label: texts.status[s] }));
  const languageOptions = languages.map((l) => ({ value: l.code, label: l.label }));
  return (
    <>
      <TextField type="date" label={t.from} max={draft.to || undefined} {...field('from')} />
      <TextField type="date" label={t.to} min={draft.from || undefined} {...field('to')} />
      <SelectField
        label={t.language}
        emptyLabel={t.any}
        options={languageOptions}
        {...field('language')}
      />
      <SelectField label={t.status} emptyLabel={t.any} options={states} {...field('status')} />
      <TextField
        type="search"
        label={t.search}
        maxLength={200}
        className="min-w-64"
        {...field('q')}
      />
    </>
  );
}
