// Tailwind class sets shared by the console's controls, so every button and input looks and
// focuses alike (visible focus comes from globals.css :focus-visible).

export type ButtonTone = 'primary' | 'secondary' | 'danger' | 'ghost';

const base =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

const tones: Record<ButtonTone, string> = {
  primary: 'bg-brand-800 text-white hover:bg-brand-900',
  secondary: 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-brand-800 underline-offset-2 hover:underline',
};

export function buttonClass(tone: ButtonTone = 'secondary', extra = ''): string {
  return `${base} ${tones[tone]}${extra ? ` ${extra}` : ''}`;
}

export const inputClass =
  'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-700';

export const labelClass = 'block text-sm font-semibold text-slate-900';

export const linkClass = 'font-medium text-brand-800 underline-offset-2 hover:underline';
