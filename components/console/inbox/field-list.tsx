import { StatusBadge } from '@/components/console/ui/status-badge';
import type { ConsoleLang } from '@/lib/console/i18n/common';
import type { InboxTexts } from '@/lib/console/i18n/inbox';
import type { SubmissionKind } from '@/lib/validation/console-submissions';
import { countryName, formatDateTime, languageName } from './format';

// Every field of a submission, readable: known fields in a sensible order with their labels,
// then anything else the API sends (a column added later still shows, under its own name).

const order: Record<SubmissionKind, string[]> = {
  contact: [
    'id',
    'createdAt',
    'name',
    'email',
    'telephone',
    'company',
    'country',
    'language',
    'message',
    'userId',
    'status',
    'handledAt',
    'note',
  ],
  newsletter: [
    'id',
    'createdAt',
    'name',
    'email',
    'company',
    'country',
    'userType',
    'language',
    'status',
    'consentAt',
    'confirmedAt',
    'unsubscribedAt',
  ],
  training: [
    'id',
    'createdAt',
    'firstName',
    'lastName',
    'jobTitle',
    'company',
    'email',
    'phone',
    'applyUpcoming',
    'trainingId',
    'address',
    'city',
    'zip',
    'country',
    'details',
    'language',
    'userId',
    'consentAt',
    'status',
    'handledAt',
    'note',
  ],
};

/** Shown elsewhere on the page (the person's certificates, the company's status). */
const notFields = new Set(['certifications', 'partner']);

const dates = new Set(['createdAt', 'handledAt', 'consentAt', 'confirmedAt', 'unsubscribedAt']);
const longText = new Set(['message', 'details', 'note']);

type Props = {
  kind: SubmissionKind;
  row: Record<string, unknown>;
  texts: InboxTexts;
  lang: ConsoleLang;
};

export function fieldsOf(kind: SubmissionKind, row: Record<string, unknown>): string[] {
  const known = order[kind];
  const extra = Object.keys(row).filter((k) => !known.includes(k) && !notFields.has(k));
  return [...known.filter((k) => k in row), ...extra];
}

function Value({
  name,
  value,
  texts,
  lang,
}: { name: string; value: unknown } & Omit<Props, 'kind' | 'row'>) {
  const t = texts.detail;
  if (value === null || value === undefined || value === '') return <>{t.none}</>;
  if (dates.has(name) && typeof value === 'string') {
    return <time dateTime={value}>{formatDateTime(value, lang)}</time>;
  }
  if (name === 'status' && typeof value === 'string') {
    const label = texts.inbox.status[value as keyof InboxTexts['inbox']['status']];
    return <StatusBadge status={value} label={label ?? value} />;
  }
  if (name === 'email' && typeof value === 'string') {
    return (
      <a href={`mailto:${value}`} className="text-brand-800 underline underline-offset-2">
        {value}
      </a>
    );
  }
  if (name === 'language') return <>{languageName(value)}</>;
  if (name === 'country') return <>{countryName(value, lang)}</>;
  if (name === 'userType')
    return <>{t.userTypes[value as keyof typeof t.userTypes] ?? String(value)}</>;
  if (typeof value === 'boolean') return <>{value ? t.yes : t.no}</>;
  if (longText.has(name)) return <span className="whitespace-pre-wrap">{String(value)}</span>;
  return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
}

/** A description list: each label a <dt>, each value a <dd>, long texts keep their line breaks. */
export function FieldList({ kind, row, texts, lang }: Props) {
  const labels = texts.detail.fields as Record<string, string>;
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-slate-300 bg-white p-4 sm:grid-cols-[12rem_1fr]">
      {fieldsOf(kind, row).map((name) => (
        <div key={name} className="contents">
          <dt className="text-sm font-semibold text-slate-800">{labels[name] ?? name}</dt>
          <dd className="text-sm break-words text-slate-900">
            <Value name={name} value={row[name]} texts={texts} lang={lang} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
