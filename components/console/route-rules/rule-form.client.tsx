'use client';

import { useId, useState } from 'react';
import { useCommonTexts, useConsoleLang } from '@/components/console/ui/console-lang';
import { SelectField, TextField } from '@/components/console/ui/fields';
import { Notice } from '@/components/console/ui/notice';
import { Button, SubmitButton } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
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
  const [paths, setPaths] = useState({
    source: rule ? readablePath(rule.source) : '',
    target: rule ? readablePath(rule.target) : '',
  });
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
    const body = { ...paths, status, variant, keepQuery };
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
        // The button stays focusable while saving: a second submit waits for the first.
        if (!isBusy) void save();
      }}
    >
      <h2 id={`${keepId}-title`} className="text-lg font-bold text-slate-900">
        {rule ? fill(t.form.editTitle, { source: readablePath(rule.source) }) : t.form.newTitle}
      </h2>
      {message ? <Notice tone="error">{message}</Notice> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {(['source', 'target'] as const).map((name) => (
          <TextField
            key={name}
            name={name}
            label={t.form[name]}
            hint={t.form[`${name}Hint`]}
            error={first(name)}
            isRequired
            value={paths[name]}
            maxLength={MAX_RULE_TEXT * 2}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setPaths({ ...paths, [name]: e.target.value })}
          />
        ))}
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
      <CheckboxField
        id={keepId}
        look="console"
        label={t.form.keepQuery}
        checked={keepQuery}
        onChange={(e) => setKeepQuery(e.target.checked)}
      />
      <div className="flex gap-2">
        <SubmitButton
          size="sm"
          label={rule ? t.form.save : t.form.create}
          busyLabel={common.saving}
          isBusy={isBusy}
        />
        <Button size="sm" onClick={onCancel}>
          {t.form.cancel}
        </Button>
      </div>
    </form>
  );
}
