'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { browserApi } from '@/lib/api/browser';
import type { Envelope } from '@/lib/api/envelope';
import type { KeyUsage } from '@/lib/open-api/usage';
import { format } from '../format';
import { ApiUsage, type ApiUsageTexts } from './api-usage';

type State =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'shown'; usage: KeyUsage };

/**
 * A key's usage in the API console, loaded when its owner asks for it (one request per key
 * opened, none for the list): a button that shows and hides the chart.
 */
export function ApiUsageToggle({
  keyId,
  name,
  texts,
  locale,
}: {
  keyId: number;
  name: string;
  texts: ApiUsageTexts;
  locale: string;
}) {
  const [state, setState] = useState<State>({ kind: 'closed' });
  const isOpen = state.kind !== 'closed';
  const panel = `api-usage-panel-${keyId}`;

  async function load() {
    setState({ kind: 'loading' });
    try {
      const answer = await browserApi.get<Envelope<KeyUsage>>(`/account/api-keys/${keyId}/usage`);
      setState(answer.data ? { kind: 'shown', usage: answer.data } : { kind: 'failed' });
    } catch {
      setState({ kind: 'failed' });
    }
  }

  return (
    <div className="space-y-2">
      <Button
        size="sm"
        aria-expanded={isOpen}
        aria-controls={panel}
        aria-label={isOpen ? undefined : format(texts.showFor, { name })}
        onClick={() => (isOpen ? setState({ kind: 'closed' }) : void load())}
      >
        {isOpen ? texts.hide : texts.show}
      </Button>
      <div id={panel}>
        {/* Loading and failure are announced; the chart is read when the visitor goes to it. */}
        <div role="status">
          {state.kind === 'loading' ? (
            <p className="text-sm text-slate-700">{texts.loading}</p>
          ) : null}
          {state.kind === 'failed' ? (
            <p className="text-sm font-medium text-red-800">{texts.failed}</p>
          ) : null}
        </div>
        {state.kind === 'failed' ? (
          <Button size="sm" onClick={() => void load()}>
            {texts.retry}
          </Button>
        ) : null}
        {state.kind === 'shown' ? (
          <section aria-labelledby={`${panel}-title`}>
            <h4 id={`${panel}-title`} className="mb-2 font-semibold text-brand-900">
              {format(texts.title, { days: state.usage.days.length })}
            </h4>
            <ApiUsage usage={state.usage} texts={texts} locale={locale} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
