import { MAX_KEYWORD_LENGTH } from '@/lib/support/keyword';

const control =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700';
const labelClass = 'block text-sm font-medium text-slate-800';

type Option = { value: string; label: string };
type SelectProps = { name: string; label: string; anyLabel: string; options: Option[] };

// The fields are empty in the server's HTML, the same for every query: the GetForm
// around them shows the filter the URL applies.

/** A filter select; "" is "any", so an empty field and an unknown value mean the same. */
export function SelectField({ name, label, anyLabel, options }: SelectProps) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue="" className={control}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type KeywordProps = { name: string; label: string; hint: string };

/** The keyword box; the browser stops at the limit, the filter cuts whatever gets past it. */
export function KeywordField({ name, label, hint }: KeywordProps) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="search"
        defaultValue=""
        maxLength={MAX_KEYWORD_LENGTH}
        aria-describedby={`${id}-hint`}
        className={control}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}

export function SubmitButton({ children }: { children: React.ReactNode }) {
  return (
    <button
      type="submit"
      className="rounded-md bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-900"
    >
      {children}
    </button>
  );
}

type StatusProps = { text: string; note?: string | null };

/** The result count, announced when a filter changes it; the note says why a keyword was cut. */
export function ResultStatus({ text, note }: StatusProps) {
  return (
    <div className="mt-6">
      <p role="status" className="font-medium text-slate-800">
        {text}
      </p>
      {note ? <p className="mt-1 text-sm text-slate-700">{note}</p> : null}
    </div>
  );
}

/** "No data" (requirements: Messages): the empty state of every list. */
export function NoData({ text }: { text: string }) {
  return (
    <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
      {text}
    </p>
  );
}
