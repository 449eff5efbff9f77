'use client';

import { useState, type FormEvent } from 'react';
import { useConsoleLang } from '@/components/console/ui/console-lang';
import { SelectField, TextAreaField, TextField } from '@/components/console/ui/fields';
import { Notice } from '@/components/console/ui/notice';
import { Section } from '@/components/console/ui/section';
import { buttonClass } from '@/components/console/ui/styles';
import { useToast } from '@/components/console/ui/toast';
import { CheckboxField } from '@/components/ui/checkbox';
import { consoleApi } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import { openApiTexts } from '@/lib/console/i18n/open-api';
import { languages, type LanguageCode } from '@/lib/i18n/locales';
import { apiScopes, type ApiScope } from '@/lib/open-api/scopes';
import { USE_CASE_MAX } from '@/lib/validation/api-access';
import { LIMITS } from '@/lib/validation/fields';
import { refusalText } from './types';

const blank = {
  email: '',
  company: '',
  useCase: '',
  systems: '1',
  language: 'en' as LanguageCode,
};

/**
 * Live access for an account without its own application (one that applied by phone or
 * e-mail): POST /api/admin/api-applications/grant, stored as an approved application from staff.
 */
export function GrantForm({ onGranted }: { onGranted: () => void }) {
  const lang = useConsoleLang();
  const t = openApiTexts[lang];
  const g = t.grant;
  const toast = useToast();
  const [values, setValues] = useState(blank);
  const [scopes, setScopes] = useState<ApiScope[]>(['systems:read']);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const set = (patch: Partial<typeof blank>) => setValues((now) => ({ ...now, ...patch }));

  const grant = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await consoleApi.post('/admin/api-applications/grant', {
        email: values.email,
        company: values.company,
        useCase: values.useCase,
        systemsCount: Number(values.systems),
        scopes,
        language: values.language,
      });
      toast.show(fill(g.granted, { email: values.email }));
      setValues(blank);
      onGranted();
    } catch (e) {
      setError(refusalText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="api-grant" title={g.title} className="mt-8">
      <p className="text-sm text-slate-800">{g.hint}</p>
      <form noValidate className="grid gap-3 sm:grid-cols-2" onSubmit={(e) => void grant(e)}>
        <TextField
          label={g.email}
          type="email"
          value={values.email}
          maxLength={LIMITS.email}
          isRequired
          onChange={(e) => set({ email: e.target.value })}
        />
        <TextField
          label={g.company}
          value={values.company}
          maxLength={LIMITS.company}
          isRequired
          onChange={(e) => set({ company: e.target.value })}
        />
        <TextAreaField
          label={g.useCase}
          className="sm:col-span-2"
          value={values.useCase}
          rows={2}
          maxLength={USE_CASE_MAX}
          isRequired
          onChange={(e) => set({ useCase: e.target.value })}
        />
        <TextField
          label={g.systems}
          type="number"
          min={1}
          step={1}
          value={values.systems}
          isRequired
          onChange={(e) => set({ systems: e.target.value })}
        />
        <SelectField
          label={g.language}
          value={values.language}
          options={languages.map((l) => ({ value: l.code, label: l.label }))}
          onChange={(e) => set({ language: e.target.value as LanguageCode })}
        />
        <fieldset className="space-y-1 sm:col-span-2">
          <legend className="text-sm font-semibold text-slate-900">{g.scopes}</legend>
          {apiScopes.map((scope) => (
            <CheckboxField
              key={scope}
              label={t.scopes[scope]}
              checked={scopes.includes(scope)}
              onChange={(e) =>
                setScopes((now) =>
                  e.target.checked ? [...now, scope] : now.filter((s) => s !== scope),
                )
              }
            />
          ))}
        </fieldset>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass('primary')} disabled={isBusy}>
            {g.submit}
          </button>
        </div>
      </form>
      {error ? <Notice tone="error">{error}</Notice> : null}
    </Section>
  );
}
