// A state as a coloured pill with its word (colour is never the only signal). Text and
// background pairs meet WCAG AA contrast.

export type BadgeTone = 'green' | 'amber' | 'slate' | 'red' | 'blue';

/** Tones of the states the console shows; any other status is slate. */
const toneOf: Record<string, BadgeTone> = {
  published: 'green',
  confirmed: 'green',
  approved: 'green',
  handled: 'green',
  scheduled: 'amber',
  pending: 'amber',
  new: 'blue',
  draft: 'slate',
  unsubscribed: 'slate',
  missing: 'red',
  declined: 'red',
  disabled: 'red',
};

const classes: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-900 border-green-300',
  amber: 'bg-amber-100 text-amber-900 border-amber-300',
  slate: 'bg-slate-100 text-slate-800 border-slate-300',
  red: 'bg-red-100 text-red-900 border-red-300',
  blue: 'bg-sky-100 text-sky-900 border-sky-300',
};

type Props = {
  /** The status key (published, draft, new…): picks the colour. */
  status: string;
  /** The word shown; the status key when absent. */
  label?: string;
  tone?: BadgeTone;
};

export function StatusBadge({ status, label, tone }: Props) {
  const chosen = tone ?? toneOf[status] ?? 'slate';
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${classes[chosen]}`}
    >
      {label ?? status}
    </span>
  );
}
