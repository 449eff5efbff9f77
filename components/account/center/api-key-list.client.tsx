'use client';

import { Button } from '@/components/ui/button';
import { format } from '../format';
import { scopeLabel, type ApiKeyItem, type ApiKeyTexts } from './api-console';
import { ApiUsageToggle } from './api-usage.client';

/** A key's state; revoked wins over expired. Its label is the text of the same name. */
function stateOf(item: ApiKeyItem): 'active' | 'revoked' | 'expired' {
  if (item.revokedAt) return 'revoked';
  return new Date(item.expiresAt) <= new Date() ? 'expired' : 'active';
}

/** The account's keys, hints only; an active one can be rotated or revoked. */
export function ApiKeyList({
  items,
  texts,
  locale,
  onRotate,
  onRevoke,
}: {
  items: ApiKeyItem[];
  texts: ApiKeyTexts;
  locale: string;
  onRotate: (item: ApiKeyItem) => void;
  onRevoke: (item: ApiKeyItem) => void;
}) {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  if (items.length === 0) return <p className="text-sm text-slate-700">{texts.empty}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {items.map((item) => {
        const state = stateOf(item);
        return (
          <li key={item.id} className="grid gap-2 p-3 text-sm desk:grid-cols-[1fr_auto]">
            <div className="space-y-1">
              <p className="font-medium text-slate-900">
                {item.name}{' '}
                <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                  {item.environment === 'live' ? texts.live : texts.sandbox}
                </span>{' '}
                <span className="text-slate-700">{texts[state]}</span>
              </p>
              <p className="font-mono text-slate-800">{item.hint}</p>
              <p className="text-slate-700">
                {item.scopes.map((s) => texts[scopeLabel[s]] ?? s).join(' · ')}
              </p>
              <p className="text-slate-700">
                {texts.createdOn}: {date.format(new Date(item.createdAt))} · {texts.expires}:{' '}
                {date.format(new Date(item.expiresAt))} · {texts.lastUsed}:{' '}
                {item.lastUsedAt ? date.format(new Date(item.lastUsedAt)) : texts.never}
              </p>
              <ApiUsageToggle
                keyId={item.id}
                name={item.name}
                texts={texts.usage}
                locale={locale}
              />
            </div>
            {state === 'active' ? (
              <div className="flex flex-wrap items-start gap-2">
                <Button
                  size="sm"
                  aria-label={format(texts.rotateKey, { name: item.name })}
                  onClick={() => onRotate(item)}
                >
                  {texts.rotate}
                </Button>
                <Button
                  size="sm"
                  tone="danger"
                  aria-label={format(texts.revokeKey, { name: item.name })}
                  onClick={() => onRevoke(item)}
                >
                  {texts.revoke}
                </Button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
