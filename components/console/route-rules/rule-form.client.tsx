'use client';

import { useId, useState } from 'react';
import { useCommonTexts, useConsoleLang } from '@/components/console/ui/console-lang';
import { SelectField, TextField } from '@/components/console/ui/fields';
import { Notice } from '@/components/console/ui/notice';
import { buttonClass } from '@/components/console/ui/styles';
import {
  ConsoleApiError,
  consoleApi,
  errorMessage,
  type FieldErrors,
} from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import { routeRulesTexts } from '@/lib/console/i18n/route-rules';
import { MAX_RULE_TEXT, type RuleStatus, type RuleVariant } from '@/lib/route-rules/types';
import type { ConsoleRule } from '@/lib/validation/route-rules';
import { readablePath } from '@/lib/route-rules/paths';
import { statusOptions, variantOptions } from './labels';

type Props = {
  /** The rule to edit; none for a new one. */
  rule?: ConsoleRule;
  onSaved: (rule: ConsoleRule) => void;
  /** Someone else changed or deleted the rule meanwhile (409/404). */
  onConflict: () => void;
  onCancel: () => void;
};

/**
 * A rule's fields: source, target, status, language, query string. Every check is the server's
 * (the same rules for the form, the CSV import and the API); its messages come back in the
 * console's language and are shown under their fields.
 */
export function RuleForm({ rule, onSaved, onConflict, onCancel }: Props) {
  const lang = useConsoleLang();
  const t = routeRulesTexts[lang];
  const common = useCommonTexts();
  const keepId = useId();
  const [source, setSource] = useState(rule ? readablePath(rule.source) : '');
  const [target, setTarget] = useState(rule ? readablePath(rule.target) : '');
  const [status, setStatus] = useState<RuleStatus>(rule?.status ?? 308);
  const [variant, setVariant] = useState<RuleVariant>(rule?.variant ?? 'all');
  const [keepQuery, setKeepQuery] = useState(rule?.keepQuery ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    setErrors({});
    setMessage(null);
    const body = { source, target, status, variant, keepQuery };
    try {
      const saved = rule
        ? await consoleApi.put<ConsoleRule>(`/admin/route-rules/${rule.id}`, {
            ...body,
            revision: rule.revision,
          })
        : await consoleApi.post<ConsoleRule>('/admin/route-rules', body);
      onSaved(saved);
    } catch (error) {
      if (error instanceof ConsoleApiError && (error.status === 409 || error.status === 404)) {
        onConflict();
        return;
      }
      if (error instanceof ConsoleApiError) setErrors(error.fieldErrors);
      setMessage(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const first = (field: string) => errors[field]?.join(' ');
  return (
    <form
      noValidate
      aria-labelledby={`${keepId}-title`}
      className="mb-6 space-y-4 rounded-lg border border-slate-300 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id={`${keepId}-title`} className="text-lg font-bold text-slate-900">
        {rule ? fill(t.form.editTitle, { source: readablePath(rule.source) }) : t.form.newTitle}
      </h2>
      {message ? <Notice tone="error">{message}</Notice> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          name="source"
          label={t.form.source}
          hint={t.form.sourceHint}
          error={first('source')}
          isRequired
          value={source}
          maxLength={MAX_RULE_TEXT * 2}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setSource(e.target.value)}
        />
        <TextField
          name="target"
          label={t.form.target}
          hint={t.form.targetHint}
          error={first('target')}
          isRequired
          value={target}
          maxLength={MAX_RULE_TEXT * 2}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setTarget(e.target.value)}
        />
        <SelectField
          name="status"
          label={t.form.status}
          error={first('status')}
          options={statusOptions(t)}
          value={status}
          onChange={(e) => setStatus(Number(e.target.value) as RuleStatus)}
        />
        <SelectField
          name="variant"
          label={t.form.language}
          error={first('variant')}
          options={variantOptions(t)}
          value={variant}
          onChange={(e) => setVariant(e.target.value as RuleVariant)}
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={keepId}
          type="checkbox"
          className="h-4 w-4"
          checked={keepQuery}
          onChange={(e) => setKeepQuery(e.target.checked)}
        />
        <label htmlFor={keepId} className="text-sm font-semibold text-slate-900">
          {t.form.keepQuery}
        </label>
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('primary')} disabled={isBusy}>
          {isBusy ? common.saving : rule ? t.form.save : t.form.create}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {t.form.cancel}
        </button>
      </div>
    </form>
  );
}
