'use client';

import type { ReactNode } from 'react';
import { CheckboxField } from '@/components/ui/checkbox';
import type { ApiScope } from '@/lib/open-api/scopes';
import { scopeLabel, type ApiKeyTexts } from './api-console';

/** The scopes offered as checkboxes under a legend, with a note and the field's error. */
export function ScopeChoices({
  id,
  legend,
  offered,
  chosen,
  onChange,
  texts,
  error,
  children,
}: {
  /** The error's id is `${id}-error`. */
  id: string;
  legend: string;
  offered: readonly ApiScope[];
  chosen: ApiScope[];
  onChange: (scopes: ApiScope[]) => void;
  texts: ApiKeyTexts;
  error?: string;
  /** Said under the checkboxes. */
  children?: ReactNode;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {offered.map((scope) => (
        <CheckboxField
          key={scope}
          label={texts[scopeLabel[scope]]}
          checked={chosen.includes(scope)}
          onChange={(e) =>
            onChange(e.target.checked ? [...chosen, scope] : chosen.filter((s) => s !== scope))
          }
        />
      ))}
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
