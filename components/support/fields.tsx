import { MAX_KEYWORD_LENGTH } from '@/lib/support/keyword';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input';
import { SelectField as UiSelectField } from '@/components/ui/select';

type Option = { value: string; label: string };
type SelectProps = { name: string; label: string; anyLabel: string; options: Option[] };

// The fields are empty in the server's HTML, the same for every query: the GetForm
// around them shows the filter the URL applies.

/** A filter select; "" is "any", so an empty field and an unknown value mean the same. */
export function FilterSelect({ name, label, anyLabel, options }: SelectProps) {
  return (
    <UiSelectField
      id={`filter-${name}`}
      name={name}
      label={label}
      emptyLabel={anyLabel}
      options={options}
      defaultValue=""
    />
  );
}

type KeywordProps = { name: string; label: string; hint: string };

/** The keyword box; the browser stops at the limit, the filter cuts whatever gets past it. */
export function KeywordField({ name, label, hint }: KeywordProps) {
  return (
    <InputField
      id={`filter-${name}`}
      name={name}
      type="search"
      label={label}
      hint={hint}
      defaultValue=""
      maxLength={MAX_KEYWORD_LENGTH}
    />
  );
}

/** A filter form's apply button. */
export function ApplyButton({ children }: { children: React.ReactNode }) {
  return (
    <Button type="submit" tone="primary">
      {children}
    </Button>
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
