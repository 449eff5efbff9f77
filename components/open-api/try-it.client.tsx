'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/button';
import { InputField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { StatusMessage, type Status } from '@/components/ui/status-message';
import { TextareaField } from '@/components/ui/textarea';
import { useHydrated } from '@/components/account/use-hydrated';
import { browserApi } from '@/lib/api/browser';
import type { Envelope } from '@/lib/api/envelope';
import { isApiError } from '@/lib/api/errors';
import { Link } from '@/lib/i18n/client-navigation';

// The reference's try-it console (docs/api.md, Open API): on a public, cached page, so what
// depends on the visitor (signed in? which keys?) is asked for after hydration. The visitor picks
// a key by name; the server runs the request with it (POST /api/account/api-keys/try), so the
// key's secret never reaches the browser. Without JavaScript the page shows the curl example.

export type TryItTexts = {
  intro: string;
  signIn: string;
  signInLink: string;
  noKeys: string;
  consoleLink: string;
  key: string;
  system: string;
  body: string;
  send: string;
  sending: string;
  status: string;
  headers: string;
  response: string;
  failure: string;
  invalidJson: string;
  liveReadOnly: string;
  keyRevoked: string;
};

type Key = {
  id: number;
  name: string;
  environment: 'sandbox' | 'live';
  hint: string;
  expiresAt: string;
  revokedAt: string | null;
};
type Answer = {
  request: { method: string; url: string };
  status: number;
  headers: Record<string, string>;
  body: unknown;
};
type Props = {
  /** An id of lib/open-api/operation-ids.ts; the server checks it. */
  operation: string;
  /** Whether the operation names a system ({serial} in its path). */
  hasSerial: boolean;
  isWrite: boolean;
  /** The query's parameters with the values to start from. */
  query: Record<string, string>;
  bodyExample?: unknown;
  texts: TryItTexts;
};

const TRY = '/account/api-keys/try';
const json = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value, null, 2);

/** The keys the visitor may use here: active ones; for a change, sandbox keys only. */
function usable(keys: Key[], isWrite: boolean) {
  const now = new Date();
  return keys.filter(
    (k) => !k.revokedAt && new Date(k.expiresAt) > now && (!isWrite || k.environment === 'sandbox'),
  );
}

/** Runs one operation with the key chosen, on the server. */
async function run(keyId: number, operation: string, extra: object = {}) {
  const res = await browserApi.post<Envelope<Answer>>(TRY, { keyId, operation, ...extra });
  return res.data!;
}

export function TryIt({ operation, hasSerial, isWrite, query, bodyExample, texts }: Props) {
  const isReady = useHydrated();
  const [keys, setKeys] = useState<Key[] | 'signed-out' | null>(null);
  const [keyId, setKeyId] = useState<number | null>(null);
  const [serials, setSerials] = useState<string[]>([]);
  const [serial, setSerial] = useState('');
  const [values, setValues] = useState(query);
  const [body, setBody] = useState(bodyExample === undefined ? '' : json(bodyExample));
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [isBusy, setBusy] = useState(false);

  // The visitor's keys, then the chosen key's systems to pick from.
  useEffect(() => {
    browserApi
      .get<Envelope<{ items: Key[] }>>('/account/api-keys')
      .then((res) => {
        const mine = usable(res.data?.items ?? [], isWrite);
        setKeys(mine);
        setKeyId(mine[0]?.id ?? null);
      })
      .catch(() => setKeys('signed-out'));
  }, [isWrite]);
  useEffect(() => {
    if (!hasSerial || keyId === null) return;
    run(keyId, 'listSystems', { query: { size: '100' } })
      .then((listed) => {
        const items = (listed.body as { items?: Array<{ serial: string }> }).items ?? [];
        setSerials(items.map((s) => s.serial));
        setSerial(items[0]?.serial ?? '');
      })
      .catch(() => setSerials([]));
  }, [hasSerial, keyId]);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (isBusy || keyId === null) return;
    let parsed: unknown = undefined;
    if (isWrite) {
      try {
        parsed = JSON.parse(body);
      } catch {
        setStatus({ kind: 'error', text: texts.invalidJson });
        return;
      }
    }
    setBusy(true);
    setStatus(null);
    try {
      const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
      setAnswer(
        await run(keyId, operation, {
          ...(hasSerial ? { serial } : {}),
          query: filled,
          ...(isWrite ? { body: parsed } : {}),
        }),
      );
    } catch (error) {
      const errors = isApiError(error)
        ? ((error.body as Envelope<unknown> | undefined)?.errors ?? {})
        : {};
      const [reason] = errors.keyId ?? [];
      const known: Record<string, string> = {
        liveReadOnly: texts.liveReadOnly,
        keyRevoked: texts.keyRevoked,
      };
      setStatus({ kind: 'error', text: (reason && known[reason]) || texts.failure });
    } finally {
      setBusy(false);
    }
  }

  if (keys === null) return null;
  if (keys === 'signed-out') {
    return (
      <p>
        {texts.signIn} <Link href="/login">{texts.signInLink}</Link>
      </p>
    );
  }
  if (!keys.length) {
    return (
      <p>
        {texts.noKeys} <Link href="/personal-center#apiKeys">{texts.consoleLink}</Link>
      </p>
    );
  }

  return (
    <div className="space-y-5" data-hydrated={isReady ? 'true' : undefined}>
      <p>{texts.intro}</p>
      <form onSubmit={send} noValidate className="grid gap-4 desk:grid-cols-2">
        <SelectField
          label={texts.key}
          value={keyId ?? ''}
          onChange={(e) => setKeyId(Number(e.target.value))}
          options={keys.map((k) => ({ value: k.id, label: `${k.name} (${k.hint})` }))}
        />
        {hasSerial ? (
          <SelectField
            label={texts.system}
            value={serial}
            onChange={(e) => setSerial(e.target.value)}
            options={serials.map((s) => ({ value: s, label: s }))}
          />
        ) : null}
        {Object.entries(values).map(([name, value]) => (
          <InputField
            key={name}
            label={<code>{name}</code>}
            value={value}
            onChange={(e) => setValues({ ...values, [name]: e.target.value })}
            spellCheck={false}
            autoComplete="off"
          />
        ))}
        {isWrite ? (
          <TextareaField
            className="desk:col-span-2"
            label={texts.body}
            value={body}
            rows={8}
            onChange={(e) => setBody(e.target.value)}
            inputClassName="font-mono text-sm"
            spellCheck={false}
          />
        ) : null}
        <div className="desk:col-span-2">
          <SubmitButton
            label={texts.send}
            busyLabel={texts.sending}
            isBusy={isBusy}
            isReady={isReady}
          />
        </div>
      </form>
      <StatusMessage status={status} />
      {answer ? (
        <div aria-live="polite" className="space-y-3">
          <p>
            <code>
              {answer.request.method} {answer.request.url}
            </code>
            {' — '}
            {texts.status}: <strong data-testid="try-it-status">{answer.status}</strong>
          </p>
          <h3 className="font-semibold">{texts.headers}</h3>
          <pre className="overflow-x-auto rounded bg-slate-900 p-3 text-sm text-slate-50">
            {Object.entries(answer.headers)
              .map(([k, v]) => `${k}: ${v}`)
              .join('\n')}
          </pre>
          <h3 className="font-semibold">{texts.response}</h3>
          <pre
            className="max-h-96 overflow-auto rounded bg-slate-900 p-3 text-sm text-slate-50"
            tabIndex={0}
            aria-label={texts.response}
          >
            {json(answer.body)}
          </pre>
        </div>
      ) : null}
    </div>
  );
}
