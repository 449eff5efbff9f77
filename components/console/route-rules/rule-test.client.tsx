'use client';

import { useState } from 'react';
import { useConsoleLang } from '@/components/console/ui/console-lang';
import { TextField } from '@/components/console/ui/fields';
import { Notice } from '@/components/console/ui/notice';
import { Section } from '@/components/console/ui/section';
import { buttonClass } from '@/components/console/ui/styles';
import { ConsoleApiError, consoleApi, errorMessage } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import { routeRulesTexts } from '@/lib/console/i18n/route-rules';
import { readablePath } from '@/lib/route-rules/paths';
import { MAX_RULE_TEXT } from '@/lib/route-rules/types';
import type { RuleTestResult } from '@/lib/validation/route-rules';

/**
 * "Test a path": a path as a visitor would open it → the rule that applies, every rule the
 * chain passes, and where the one redirect sends the visitor (on this site or away from it).
 */
export function RuleTest() {
  const t = routeRulesTexts[useConsoleLang()].test;
  const [path, setPath] = useState('');
  const [result, setResult] = useState<RuleTestResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await consoleApi.get<RuleTestResult>('/admin/route-rules/test', { path }));
    } catch (failure) {
      setResult(null);
      const fields = failure instanceof ConsoleApiError ? failure.fieldErrors.path : undefined;
      setError(fields?.join(' ') ?? errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="rule-test" title={t.title}>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <TextField
          name="path"
          label={t.label}
          hint={t.hint}
          value={path}
          maxLength={MAX_RULE_TEXT}
          spellCheck={false}
          autoComplete="off"
          className="min-w-72 flex-1"
          onChange={(e) => setPath(e.target.value)}
        />
        <button type="submit" className={buttonClass('primary')} disabled={isBusy || !path.trim()}>
          {t.submit}
        </button>
      </form>
      <div aria-live="polite">
        {error ? <Notice tone="error">{error}</Notice> : null}
        {result ? <TestResult result={result} /> : null}
      </div>
    </Section>
  );
}

function TestResult({ result }: { result: RuleTestResult }) {
  const t = routeRulesTexts[useConsoleLang()].test;
  const { hops, redirect } = result;
  if (!redirect || hops.length === 0) return <p className="text-sm text-slate-800">{t.noRule}</p>;
  return (
    <div className="space-y-2 text-sm text-slate-900" data-testid="rule-test-result">
      <p className="font-semibold">
        {fill(t.applies, { source: readablePath(hops[0]!.rule.source) })}
      </p>
      {hops.length > 1 ? (
        <>
          <p>{t.chain}</p>
          <ol className="list-decimal space-y-1 pl-6">
            {hops.map((hop, index) => (
              <li key={`${hop.rule.id}-${index}`}>
                <code>{readablePath(hop.rule.source)}</code> → <code>{readablePath(hop.to)}</code>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <p>
        {fill(t.endsAt, { location: readablePath(redirect.location), status: redirect.status })}
      </p>
      <p>{redirect.absolute ? t.leaves : t.stays}</p>
    </div>
  );
}
