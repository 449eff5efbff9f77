'use client';

import { useState, type FormEvent } from 'react';
import { Button, SubmitButton } from '@/components/ui/button';
import { InputField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { StatusMessage, type Status } from '@/components/ui/status-message';
import { browserApi } from '@/lib/api/browser';
import type { Envelope } from '@/lib/api/envelope';
import { KEY_EXPIRY_DAYS, type ApiScope } from '@/lib/open-api/scopes';
import {
  KEY_NAME_MAX,
  keyLifetimes,
  selfServeScopes,
  type KeyEnvironmentChoice,
} from '@/lib/validation/api-keys';
import { format } from '../format';
import { useHydrated } from '../use-hydrated';
import { errorsOf, type ApiKeyItem, type ApiKeyTexts, type Errors } from './api-console';
import { ApiKeyList } from './api-key-list.client';
import { ScopeChoices } from './scope-choices.client';

const KEYS = '/account/api-keys';

/** A refusal as the visitor reads it: a field's rule, a form-level refusal, or a failure. */
function refusalOf(errors: Errors, texts: ApiKeyTexts, failure: string) {
  const [formKey] = errors._ ?? [];
  const byField = {
    name: errors.name && texts.nameError,
    scopes:
      errors.scopes &&
      (errors.scopes.includes('controlNotSelfServe')
        ? texts.controlNotSelfServe
        : texts.scopesError),
  };
  const formText: Record<string, string> = {
    tooManyKeys: texts.tooManyKeys,
    keyRevoked: texts.keyRevoked,
    liveNotApproved: texts.liveNotApproved,
  };
  const status = formKey
    ? (formText[formKey] ?? failure)
    : byField.name || byField.scopes
      ? undefined
      : failure;
  return { ...byField, status };
}

/**
 * The API console's keys (requirements: Open API platform): the account's keys, a form for a
 * new one (live only with live access; `control` on sandbox keys only), and the new key shown
 * once with a copy button. Revoke and rotate act at once.
 */
export function ApiKeys({
  initial,
  hasLiveAccess,
  texts,
  failure,
  locale,
}: {
  initial: ApiKeyItem[];
  hasLiveAccess: boolean;
  texts: ApiKeyTexts;
  failure: string;
  locale: string;
}) {
  const [items, setItems] = useState(initial);
  const [name, setName] = useState('');
  const [environment, setEnvironment] = useState<KeyEnvironmentChoice>('sandbox');
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
  const offered = selfServeScopes[environment];

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
    void act(KEYS, { name, environment, scopes, expiresInDays: days }, ({ key }) => {
      setShown(key ?? null);
      setName('');
      return null;
    });
  };

  const chooseEnvironment = (next: KeyEnvironmentChoice) => {
    setEnvironment(next);
    // A scope the new environment does not offer (control on a live key) is dropped.
    setScopes((now) => now.filter((s) => selfServeScopes[next].includes(s)));
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

      <ApiKeyList
        items={items}
        texts={texts}
        locale={locale}
        onRotate={(item) =>
          void act(`${KEYS}/${item.id}/rotate`, { overlapDays: 1 }, ({ key }) => {
            setShown(key ?? null);
            return null;
          })
        }
        onRevoke={(item) =>
          void act(`${KEYS}/${item.id}/revoke`, {}, () => {
            setShown(null);
            return texts.revokedNotice;
          })
        }
      />
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
        {hasLiveAccess ? (
          <SelectField
            label={texts.environment}
            value={environment}
            onChange={(e) => chooseEnvironment(e.target.value as KeyEnvironmentChoice)}
            options={[
              { value: 'sandbox', label: texts.environmentSandbox },
              { value: 'live', label: texts.environmentLive },
            ]}
          />
        ) : null}
        <ScopeChoices
          id="api-key-scopes"
          legend={texts.scopes}
          offered={offered}
          chosen={scopes}
          onChange={setScopes}
          texts={texts}
          error={errors.scopes}
        >
          <p className="text-sm text-slate-700">{texts.controlHint}</p>
        </ScopeChoices>
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
