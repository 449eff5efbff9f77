'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, SubmitButton } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { InputField } from '@/components/ui/input';
import { StatusMessage, type Status } from '@/components/ui/status-message';
import { TextareaField } from '@/components/ui/textarea';
import { browserApi } from '@/lib/api/browser';
import type { Envelope } from '@/lib/api/envelope';
import { apiScopes, type ApiScope } from '@/lib/open-api/scopes';
import { LIMITS } from '@/lib/validation/fields';
import { USE_CASE_MAX } from '@/lib/validation/api-access';
import { format } from '../format';
import { useHydrated } from '../use-hydrated';
import { errorsOf, type ApiKeyTexts, type ApplicationItem, type Errors } from './api-console';
import { ScopeChoices } from './scope-choices.client';

export type ApiAccessState = { liveAccess: boolean; application: ApplicationItem | null };

type FieldName = 'company' | 'useCase' | 'systemsCount' | 'scopes' | 'terms';

const fieldText: Record<FieldName, keyof ApiKeyTexts['access']> = {
  company: 'companyError',
  useCase: 'useCaseError',
  systemsCount: 'systemsError',
  scopes: 'scopesError',
  terms: 'termsError',
};
const formRefusals = ['applicationPending', 'alreadyLive', 'emailNeeded'] as const;

/**
 * Live access in the API console (requirements: Open API platform): the state of the account's
 * latest application (waiting; approved; rejected with the reason and a way to apply again), and
 * the application itself: company, use case, number of systems, scopes and the terms.
 */
export function ApiAccess({
  initial,
  canApply,
  texts,
  terms,
  failure,
  locale,
}: {
  initial: ApiAccessState;
  /** The account has a proven e-mail: the decision is mailed. */
  canApply: boolean;
  texts: ApiKeyTexts;
  /** The terms checkbox's label, with its link (rendered on the server). */
  terms: ReactNode;
  failure: string;
  locale: string;
}) {
  const t = texts.access;
  const [state, setState] = useState(initial);
  const [isApplying, setApplying] = useState(false);
  const [company, setCompany] = useState('');
  const [useCase, setUseCase] = useState('');
  const [systems, setSystems] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['systems:read']);
  const [hasAccepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [isBusy, setBusy] = useState(false);
  const isReady = useHydrated();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  const { application } = state;

  const refuse = (errors: Errors) => {
    const byField: Partial<Record<FieldName, string>> = {};
    for (const field of Object.keys(fieldText) as FieldName[]) {
      if (errors[field]) byField[field] = t[fieldText[field]];
    }
    setErrors(byField);
    const formKey = formRefusals.find((key) => errors._?.includes(key));
    if (formKey) setStatus({ kind: 'error', text: t[formKey] });
    else if (!Object.keys(byField).length) setStatus({ kind: 'error', text: failure });
  };

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    setBusy(true);
    setStatus(null);
    setErrors({});
    const body = {
      company,
      useCase,
      systemsCount: systems.trim() === '' ? null : Number(systems),
      scopes,
      terms: hasAccepted,
    };
    try {
      const answer = await browserApi.post<Envelope<ApiAccessState>>('/account/api-access', body);
      if (answer.code === 400) return refuse(answer.errors ?? {});
      if (answer.data) setState(answer.data);
      setApplying(false);
      setStatus({ kind: 'success', text: t.sent });
    } catch (error) {
      refuse(errorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const isFormShown =
    !state.liveAccess && application?.status !== 'pending' && (!application || isApplying);

  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold text-brand-900">{t.title}</h3>
      {state.liveAccess ? (
        <p className="text-sm text-slate-800">{t.approved}</p>
      ) : application?.status === 'pending' ? (
        <p className="text-sm text-slate-800">
          {format(t.pending, { date: date(application.createdAt) })}
        </p>
      ) : (
        <p className="text-sm text-slate-700">{t.intro}</p>
      )}
      {!state.liveAccess && application?.status === 'rejected' ? (
        <div className="space-y-2 rounded-md border border-slate-200 p-3 text-sm">
          <p className="text-slate-800">
            {format(t.rejected, { date: date(application.createdAt) })}
          </p>
          <p className="text-slate-800">
            {t.reason}: {application.reason}
          </p>
          {!isApplying ? (
            <Button size="sm" onClick={() => setApplying(true)}>
              {t.applyAgain}
            </Button>
          ) : null}
        </div>
      ) : null}
      {isFormShown && !canApply ? <p className="text-sm text-slate-800">{t.emailNeeded}</p> : null}
      {isFormShown && canApply ? (
        <form
          onSubmit={(e) => void apply(e)}
          noValidate
          className="space-y-4"
          data-hydrated={isReady ? '' : undefined}
        >
          <InputField
            label={t.company}
            value={company}
            maxLength={LIMITS.company}
            required
            autoComplete="organization"
            error={errors.company}
            onChange={(e) => setCompany(e.target.value)}
          />
          <TextareaField
            label={t.useCase}
            hint={t.useCaseHint}
            value={useCase}
            maxLength={USE_CASE_MAX}
            required
            error={errors.useCase}
            onChange={(e) => setUseCase(e.target.value)}
          />
          <InputField
            label={t.systemsCount}
            hint={t.systemsHint}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={systems}
            required
            error={errors.systemsCount}
            onChange={(e) => setSystems(e.target.value)}
          />
          <ScopeChoices
            id="api-access-scopes"
            legend={t.scopes}
            offered={apiScopes}
            chosen={scopes}
            onChange={setScopes}
            texts={texts}
            error={errors.scopes}
          />
          <CheckboxField
            label={terms}
            checked={hasAccepted}
            required
            error={errors.terms}
            onChange={(e) => setAccepted(e.target.checked)}
          />
          <SubmitButton label={t.submit} isBusy={isBusy} isReady={isReady} />
        </form>
      ) : null}
      <StatusMessage status={status} />
    </div>
  );
}
