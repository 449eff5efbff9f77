import { SiteImage } from '@/components/media/site-image';
import { localCover } from './cover';
import type { CaseKind } from './case-filter';

export type CaseItem = {
  id: number | string;
  category?: number | null;
  title: string;
  summary?: string | null;
  location?: string | null;
  coverUrl?: string | null;
};

const fallbackCover: Record<CaseKind, string> = {
  utility: '/images/solutions/utility.svg',
  commercial: '/images/solutions/commercial.svg',
  residential: '/images/solutions/residential.svg',
};

type Props = { item: CaseItem; kind: CaseKind; kindLabel: string; locationLabel: string };

/** The class of the list item around a card. */
export const caseCardClass =
  'flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm';

// The cover is decorative (alt=""): the title next to it says what the project is.
export function CaseCard({ item, kind, kindLabel, locationLabel }: Props) {
  return (
    <>
      <SiteImage
        src={localCover(item.coverUrl) ?? fallbackCover[kind]}
        alt=""
        width={480}
        height={270}
        className="aspect-video h-auto w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{kindLabel}</p>
        <h3 className="mt-2 text-lg font-semibold text-brand-900">{item.title}</h3>
        {item.location ? (
          <p className="mt-1 text-sm text-slate-600">
            <span className="sr-only">{locationLabel}: </span>
            {item.location}
          </p>
        ) : null}
        {item.summary ? (
          <p className="mt-3 leading-relaxed text-slate-700">{item.summary}</p>
        ) : null}
      </div>
    </>
  );
}
