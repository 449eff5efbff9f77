'use client';

import { useRef, useState } from 'react';
import { useConsoleLang } from '@/components/console/ui/console-lang';
import { SelectField } from '@/components/console/ui/fields';
import { Notice } from '@/components/console/ui/notice';
import { Section } from '@/components/console/ui/section';
import { buttonClass, inputClass, labelClass, linkClass } from '@/components/console/ui/styles';
import { useToast } from '@/components/console/ui/toast';
import { ConsoleApiError, apiUrl, consoleApi, errorMessage } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import { routeRulesTexts } from '@/lib/console/i18n/route-rules';
import { MAX_CSV_MB, MAX_CSV_ROWS } from '@/lib/route-rules/types';
import { importModes, type ImportMode, type ImportResult } from '@/lib/validation/route-rules';

type Refusal = { message: string; lines: string[] };

/**
 * CSV import (all or nothing: every invalid row is listed with its line) and export of the
 * whole rule set, in the form the import reads back.
 */
export function RuleImport({ onImported }: { onImported: () => void }) {
  const lang = useConsoleLang();
  const t = routeRulesTexts[lang].import;
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<ImportMode>('merge');
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [isBusy, setBusy] = useState(false);

  const run = async () => {
    const file = fileInput.current?.files?.[0];
    setDone(null);
    setRefusal(null);
    if (!file) {
      setRefusal({ message: routeRulesTexts[lang].problems.csvNotFile, lines: [] });
      return;
    }
    setBusy(true);
    try {
      const result = await consoleApi.upload<ImportResult>(
        `/admin/route-rules/import?mode=${mode}`,
        file,
      );
      const text = fill(t.done, { ...result, seconds: result.seconds.toLocaleString(lang) });
      setDone(text);
      toast.show(text);
      onImported();
    } catch (error) {
      const rows = error instanceof ConsoleApiError ? (error.fieldErrors.rows ?? []) : [];
      setRefusal({ message: errorMessage(error), lines: rows });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="rule-import" title={t.title}>
      <p className="text-sm text-slate-800">
        {fill(t.intro, { mb: MAX_CSV_MB, rows: MAX_CSV_ROWS.toLocaleString(lang) })}
      </p>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <div className="space-y-1">
          <label htmlFor="rule-import-file" className={labelClass}>
            {t.file}
          </label>
          <input
            id="rule-import-file"
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className={inputClass}
          />
        </div>
        <SelectField
          name="mode"
          label={t.mode}
          options={importModes.map((m) => ({ value: m, label: t.modes[m] }))}
          value={mode}
          onChange={(e) => setMode(e.target.value as ImportMode)}
        />
        <button type="submit" className={buttonClass('primary')} disabled={isBusy}>
          {isBusy ? t.busy : t.submit}
        </button>
      </form>
      <div aria-live="polite">
        {done ? <Notice tone="info">{done}</Notice> : null}
        {refusal ? (
          <Notice tone="error" title={refusal.lines.length ? t.invalid : undefined}>
            <p>{refusal.message}</p>
            {refusal.lines.length ? (
              <ul className="mt-2 max-h-72 list-disc space-y-1 overflow-y-auto pl-6">
                {refusal.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </Notice>
        ) : null}
      </div>
      <p>
        <a className={linkClass} href={apiUrl('/admin/route-rules/export.csv')} download>
          {t.export}
        </a>
      </p>
    </Section>
  );
}
