import { useEffect, useRef } from 'react';
import type { ConsentChoice } from '@/lib/client/consent-cookie';
import { consentCategories, type ConsentTexts } from './consent-texts';

type Props = {
  id: string;
  texts: ConsentTexts;
  choice: ConsentChoice;
  onChange: (choice: ConsentChoice) => void;
  /** Opened by "Allow selection": the focus goes to the first choice it revealed. */
  autoFocus: boolean;
};

// The four categories (requirements: Client behaviours), each a labelled checkbox with its
// description; necessary is always on and cannot be switched off.
export function CategoryList({ id, texts, choice, onChange, autoFocus }: Props) {
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) first.current?.focus();
  }, [autoFocus]);

  return (
    <fieldset className="grid gap-3 desk:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">
        {texts.categoriesLegend}
      </legend>
      {consentCategories.map((category) => {
        const inputId = `${id}-${category}`;
        const isNecessary = category === 'necessary';
        return (
          <div key={category} className="flex gap-3 rounded-md border border-slate-200 p-3">
            <input
              ref={category === 'preference' ? first : undefined}
              id={inputId}
              type="checkbox"
              name={category}
              checked={isNecessary || choice[category]}
              disabled={isNecessary}
              aria-describedby={`${inputId}-text`}
              onChange={(event) => {
                if (!isNecessary) onChange({ ...choice, [category]: event.target.checked });
              }}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            />
            <div>
              <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
                {texts.categories[category].name}
                {isNecessary ? (
                  <span className="font-normal text-slate-700"> ({texts.alwaysOn})</span>
                ) : null}
              </label>
              <p id={`${inputId}-text`} className="text-sm text-slate-700">
                {texts.categories[category].description}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
