// The class sets of the shared controls. Two looks: the site's forms, and the console's denser
// screens (smaller text). Borders are slate-500 (4.8:1 on white, above the 3:1 a control's
// outline needs); visible focus comes from globals.css :focus-visible.

export type FieldLook = 'form' | 'console';

const control =
  'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 ' +
  'placeholder:text-slate-500 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50';

export const fieldClasses: Record<FieldLook, { label: string; control: string; hint: string }> = {
  form: {
    label: 'block text-sm font-medium text-slate-800',
    control,
    hint: 'text-sm text-slate-600',
  },
  console: {
    label: 'block text-sm font-semibold text-slate-900',
    control: `${control} text-sm`,
    hint: 'text-xs text-slate-700',
  },
};

export const errorClass = 'text-sm font-medium text-red-700';

/** A checkbox's or radio's own box. */
export const tickClass = 'h-4 w-4 shrink-0 accent-brand-700';

export type ButtonTone = 'primary' | 'secondary' | 'outline' | 'danger' | 'ghost';
export type ButtonSize = 'md' | 'sm';

const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-80';

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 py-2.5',
  sm: 'min-h-10 px-4 py-2 text-sm',
};

const tones: Record<ButtonTone, string> = {
  primary: 'bg-brand-800 text-white hover:bg-brand-900',
  secondary: 'border border-slate-500 bg-white text-slate-900 hover:bg-slate-100',
  outline: 'border border-brand-700 text-brand-800 hover:bg-brand-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-brand-800 underline-offset-2 hover:underline',
};

export function buttonClass(tone: ButtonTone = 'secondary', size: ButtonSize = 'md', extra = '') {
  return `${buttonBase} ${sizes[size]} ${tones[tone]}${extra ? ` ${extra}` : ''}`;
}
