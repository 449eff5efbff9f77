'use client';

import { useCommonTexts } from './console-lang';
import { buttonClass } from './styles';

type Props = {
  /** Names the search landmark, e.g. "Filter news". */
  label: string;
  onSubmit: () => void;
  onReset?: () => void;
  children: React.ReactNode;
};

/**
 * A row of filter fields (TextField, SelectField…) in a search landmark, applied with Enter or
 * the button, so typing does not fire a request per key.
 */
export function FiltersBar({ label, onSubmit, onReset, children }: Props) {
  const t = useCommonTexts();
  return (
    <form
      role="search"
      aria-label={label}
      noValidate
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-300 bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('primary')}>
          {t.apply}
        </button>
        {onReset ? (
          <button type="button" className={buttonClass('secondary')} onClick={onReset}>
            {t.reset}
          </button>
        ) : null}
      </div>
    </form>
  );
}
