import type { SessionItem } from '@/lib/server/account/data';
import type { AccountMessages } from '../types';

type Texts = AccountMessages['center']['sessions'];

/** A short, readable device name from a user agent (the browser and the system). */
export function deviceOf(userAgent: string | null): string | undefined {
  if (!userAgent) return undefined;
  const browser = /(Edg|Firefox|Chrome|Safari|HeadlessChrome)\/[\d.]+/.exec(userAgent)?.[1];
  const system = /(Windows|Android|iPhone|iPad|Mac OS X|Linux)/.exec(userAgent)?.[1];
  const name = [browser === 'Edg' ? 'Edge' : browser, system].filter(Boolean).join(', ');
  return name || userAgent.slice(0, 60);
}

/** The account's live sessions, this device marked. */
export function SessionList({
  items,
  texts,
  locale,
}: {
  items: SessionItem[];
  texts: Texts;
  locale: string;
}) {
  const formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {items.map((item) => (
        <li key={item.id} className="grid gap-1 p-3 text-sm desk:grid-cols-3">
          <span>
            <span className="sr-only">{texts.device}: </span>
            <span className="font-medium text-slate-900">
              {deviceOf(item.userAgent) ?? texts.unknown}
            </span>
            {item.isCurrent ? (
              <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
                {texts.current}
              </span>
            ) : null}
          </span>
          <span className="text-slate-700">
            {texts.address}: {item.ipAddress ?? texts.unknown}
          </span>
          <span className="text-slate-700">
            {texts.since}: {formatter.format(new Date(item.createdAt))}
          </span>
        </li>
      ))}
    </ul>
  );
}
