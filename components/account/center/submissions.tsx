import type { Submissions } from '@/lib/server/account/data';
import type { AccountMessages } from '../types';

type Texts = AccountMessages['center']['submissions'];

const statusKey = {
  new: 'statusNew',
  handled: 'statusHandled',
  approved: 'statusApproved',
  declined: 'statusDeclined',
} as const;
const newsletterKey = {
  pending: 'newsletterPending',
  confirmed: 'newsletterConfirmed',
  unsubscribed: 'newsletterUnsubscribed',
} as const;

const label = <T extends Record<string, keyof Texts>>(map: T, value: string, texts: Texts) =>
  texts[map[value as keyof T] ?? 'statusNew'];

type Row = { id: number; createdAt: string; company: string; status: string };

function Table({
  caption,
  rows,
  prefix,
  texts,
  date,
}: {
  caption: string;
  rows: Row[];
  prefix: string;
  texts: Texts;
  date: (iso: string) => string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="mb-2 text-left text-base font-semibold text-brand-900">
          {caption}
        </caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {texts.reference}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {texts.date}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {texts.company}
            </th>
            <th scope="col" className="py-2 font-medium">
              {texts.status}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length ? (
            rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-200">
                <td className="py-2 pr-4">{`${prefix}-${row.id}`}</td>
                <td className="py-2 pr-4">{date(row.createdAt)}</td>
                <td className="py-2 pr-4">{row.company}</td>
                <td className="py-2">{label(statusKey, row.status, texts)}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={4} className="py-3 text-slate-600">
                {texts.noData}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The visitor's own submissions, read-only (matched by the account's proven e-mail). */
export function SubmissionList({
  data,
  texts,
  locale,
  isVerified,
}: {
  data: Submissions;
  texts: Texts;
  locale: string;
  isVerified: boolean;
}) {
  const formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const date = (iso: string) => formatter.format(new Date(iso));
  if (!isVerified) return <p className="text-sm text-slate-700">{texts.unverified}</p>;
  return (
    <div className="space-y-6">
      <Table
        caption={texts.contact}
        rows={data.contactRequests}
        prefix="C"
        texts={texts}
        date={date}
      />
      <Table
        caption={texts.training}
        rows={data.trainingApplications}
        prefix="T"
        texts={texts}
        date={date}
      />
      <p className="text-sm">
        <span className="font-semibold text-brand-900">{texts.newsletter}: </span>
        {data.newsletter
          ? label(newsletterKey, data.newsletter.status, texts)
          : texts.newsletterNone}
      </p>
    </div>
  );
}
