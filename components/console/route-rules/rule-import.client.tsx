'use client';

import { useState } from 'react';
import { useConsoleLang } from '@/components/console/ui/console-lang';
import { CsvImport } from '@/components/console/ui/csv-import';
import { SelectField } from '@/components/console/ui/fields';
import { Notice } from '@/components/console/ui/notice';
import { linkClass } from '@/components/console/ui/styles';
import { ConsoleApiError, apiUrl, consoleApi, errorMessage } from '@/lib/console/browser-client';
import { fill } from '@/lib/console/i18n/common';
import { routeRulesTexts, type RouteRulesTexts } from '@/lib/console/i18n/route-rules';
import { MAX_CSV_MB, MAX_CSV_ROWS } from '@/lib/route-rules/types';
import { importModes, type ImportMode, type ImportResult } from '@/lib/validation/route-rules';

/** A refused import: why, and every invalid row with its line. */
function Refusal({ error, t }: { error: unknown; t: RouteRulesTexts['import'] }) {
  const lines = error instanceof ConsoleApiError ? (error.fieldErrors.rows ?? []) : [];
  return (
    <Notice tone="error" title={lines.length ? t.invalid : undefined}>
      <p>{errorMessage(error)}</p>
      {lines.length ? (
        <ul className="mt-2 max-h-72 list-disc space-y-1 overflow-y-auto pl-6">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </Notice>
  );
}

/**
 * CSV import (all or nothing: every invalid row is listed with its line) and export of the
 * whole rule set, in the form the import reads back.
 */
export function RuleImport({ onImported }: { onImported: () => void }) {
  const lang = useConsoleLang();
  const texts = routeRulesTexts[lang];
  const t = texts.import;
  const [mode, setMode] = useState<ImportMode>('merge');
  return (
    <CsvImport
      id="rule-import"
      title={t.title}
      intro={fill(t.intro, { mb: MAX_CSV_MB, rows: MAX_CSV_ROWS.toLocaleString(lang) })}
      texts={{ ...t, noFile: texts.problems.csvNotFile }}
      fields={
        <SelectField
          name="mode"
          label={t.mode}
          options={importModes.map((m) => ({ value: m, label: t.modes[m] }))}
          value={mode}
          onChange={(e) => setMode(e.target.value as ImportMode)}
        />
      }
      send={async (file) => {
        const result = await consoleApi.upload<ImportResult>(
          `/admin/route-rules/import?mode=${mode}`,
          file,
        );
        const text = fill(t.done, { ...result, seconds: result.seconds.toLocaleString(lang) });
        onImported();
        return { report: <Notice tone="info">{text}</Notice>, toast: text };
      }}
      refused={(error) => <Refusal error={error} t={t} />}
    >
      <p>
        <a className={linkClass} href={apiUrl('/admin/route-rules/export.csv')} download>
          {t.export}
        </a>
      </p>
    </CsvImport>
  );
}
