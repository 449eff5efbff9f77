'use client';

import { useState, type FormEvent } from 'react';
import { Button, SubmitButton } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { InputField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { StatusMessage, type Status } from '@/components/ui/status-message';
import { browserApi } from '@/lib/api/browser';
import type { Envelope } from '@/lib/api/envelope';
import { isApiError } from '@/lib/api/errors';
import { KEY_EXPIRY_DAYS, readScopes, type ApiScope } from '@/lib/open-api/scopes';
import { KEY_NAME_MAX, keyLifetimes } from '@/lib/validation/api-keys';
import { format } from '../format';
import { useHydrated } from '../use-hydrated';
import type { AccountMessages } from '../types';

type Texts = AccountMessages['center']['apiKeys'];

/** A key as the API console's routes list it (lib/server/api/routes/api-keys.ts). */
export type ApiKeyItem = {
  id: number;
  name: string;
  environment: 'sandbox' | 'live';
  hint: string;
  scopes: ApiScope[];
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

const KEYS = '/account/api-keys';
const scopeLabel: Record<(typeof readScopes)[number], keyof Texts> = {
  'systems:read': 'scopeSystems',
  'telemetry:read': 'scopeTelemetry',
  'energy:read': 'scopeEnergy',
};

/** A key's state; revoked wins over expired. Its label is the text of the same name. */
function stateOf(item: ApiKeyItem): 'active' | 'revoked' | 'expired' {
  if (item.revokedAt) return 'revoked';
  return new Date(item.expiresAt) <= new Date() ? 'expired' : 'active';
}

type Errors = Record<string, string[] | undefined>;

/** The errors of a refused request: a 400's in its envelope, a 409's in the error's body. */
function errorsOf(error: unknown): Errors {
  const body = isApiError(error) ? (error.body as Envelope<unknown> | undefined) : undefined;
  return body?.errors ?? {};
}

/** A refusal as the visitor reads it: a field's rule, the key limit, or a failure. */
function refusalOf(errors: Errors, texts: Texts, failure: string) {
  const [formKey] = errors._ ?? [];
  const byField = {
    name: errors.name && texts.nameError,
    scopes: errors.scopes && texts.scopesError,
  };
  const formText: Record<string, string> = {
    tooManyKeys: texts.tooManyKeys,
    keyRevoked: texts.keyRevoked,
  };
  const status = formKey
    ? (formText[formKey] ?? failure)
    : byField.name || byField.scopes
      ? undefined
      : failure;
  return { ...byField, status };
}

/**
 * The API console (requirements: Open API platform): the account's sandbox keys, a form for a
 * new one, and the new key shown once with a copy button. Revoke and rotate act at once.
 */
export function ApiKeys({
  initial,
  texts,
  failure,
  locale,
}: {
  initial: ApiKeyItem[];
  texts: Texts;
  failure: string;
  locale: string;
}) {
  const [items, setItems] = useState(initial);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['systems:read']);
  const [days, setDays] = useState<number>(KEY_EXPIRY_DAYS.default);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [shown, setShownKey] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const setShown = (key: string | null) => {
    setShownKey(key);
    setCopied(false);
  };
  const [isBusy, setBusy] = useState(false);
  const isReady = useHydrated();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  async function act(path: string, body: unknown, done: (data: { key?: string }) => string | null) {
    if (isBusy) return;
    setBusy(true);
    setStatus(null);
    setErrors({});
    const refuse = (errors: Errors) => {
      const refusal = refusalOf(errors, texts, failure);
      setErrors({ name: refusal.name, scopes: refusal.scopes });
      if (refusal.status) setStatus({ kind: 'error', text: refusal.status });
    };
    try {
      const answer = await browserApi.post<Envelope<{ key?: string }>>(path, body);
      if (answer.code === 400) return refuse(answer.errors ?? {});
      const list = await browserApi.get<Envelope<{ items: ApiKeyItem[] }>>(KEYS);
      setItems(list.data?.items ?? []);
      const text = done(answer.data ?? {});
      if (text) setStatus({ kind: 'success', text });
    } catch (error) {
      refuse(errorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  const create = (event: FormEvent) => {
    event.preventDefault();
    void act(KEYS, { name, scopes, expiresInDays: days }, ({ key }) => {
      setShown(key ?? null);
      setName('');
      return null;
    });
  };

  return (
    <div className="space-y-6">
      {shown ? (
        <div className="space-y-2 rounded-md border border-brand-700 bg-brand-50 p-4" role="status">
          <p className="text-sm font-semibold text-brand-900">{texts.created}</p>
          <InputField
            label={texts.newKeyLabel}
            value={shown}
            readOnly
            inputClassName="font-mono"
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              onClick={() => void navigator.clipboard?.writeText(shown).then(() => setCopied(true))}
            >
              {texts.copy}
            </Button>
            {/* Inside the box's status region: announced when it appears. */}
            {copied ? <p className="text-sm font-medium text-brand-900">{texts.copied}</p> : null}
          </div>
        </div>
      ) : null}

      {items.length === 0 ? (
        <p className="text-sm text-slate-700">{texts.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {items.map((item) => {
            const state = stateOf(item);
            const isActive = state === 'active';
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
                    {item.scopes
                      .map((s) =>
                        s in scopeLabel ? texts[scopeLabel[s as keyof typeof scopeLabel]] : s,
                      )
                      .join(' · ')}
                  </p>
                  <p className="text-slate-700">
                    {texts.createdOn}: {date.format(new Date(item.createdAt))} · {texts.expires}:{' '}
                    {date.format(new Date(item.expiresAt))} · {texts.lastUsed}:{' '}
                    {item.lastUsedAt ? date.format(new Date(item.lastUsedAt)) : texts.never}
                  </p>
                </div>
                {isActive ? (
                  <div className="flex flex-wrap items-start gap-2">
                    <Button
                      size="sm"
                      aria-label={format(texts.rotateKey, { name: item.name })}
                      onClick={() =>
                        void act(`${KEYS}/${item.id}/rotate`, { overlapDays: 1 }, ({ key }) => {
                          setShown(key ?? null);
                          return null;
                        })
                      }
                    >
                      {texts.rotate}
                    </Button>
                    <Button
                      size="sm"
                      tone="danger"
                      aria-label={format(texts.revokeKey, { name: item.name })}
                      onClick={() =>
                        void act(`${KEYS}/${item.id}/revoke`, {}, () => {
                          setShown(null);
                          return texts.revokedNotice;
                        })
                      }
                    >
                      {texts.revoke}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-sm text-slate-700">{texts.rotateHint}</p>

      <form
        onSubmit={create}
        noValidate
        className="space-y-4"
        data-hydrated={isReady ? '' : undefined}
      >
        <h3 className="text-lg font-semibold text-brand-900">{texts.newKey}</h3>
        <InputField
          label={texts.name}
          hint={texts.nameHint}
          value={name}
          maxLength={KEY_NAME_MAX}
          required
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <fieldset
          className="space-y-2"
          aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}
        >
          <legend className="text-sm font-medium text-slate-800">{texts.scopes}</legend>
          {readScopes.map((scope) => (
            <CheckboxField
              key={scope}
              label={texts[scopeLabel[scope]]}
              checked={scopes.includes(scope)}
              onChange={(e) =>
                setScopes((now) =>
                  e.target.checked ? [...now, scope] : now.filter((s) => s !== scope),
                )
              }
            />
          ))}
          {errors.scopes ? (
            <p id="api-key-scopes-error" className="text-sm font-medium text-red-700">
              {errors.scopes}
            </p>
          ) : null}
        </fieldset>
        <SelectField
          label={texts.lifetime}
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
          options={keyLifetimes.map((d) => ({ value: d, label: format(texts.days, { days: d }) }))}
        />
        <SubmitButton label={texts.create} isBusy={isBusy} isReady={isReady} />
      </form>
      <StatusMessage status={status} />
    </div>
  );
}
