import {
  buttonClass as sharedButtonClass,
  fieldClasses,
  type ButtonTone,
} from '@/components/ui/styles';

// The console's class sets: the shared ones of components/ui in the console's denser look, for
// the controls the shared parts do not draw (a file input, a table row's inline editor), so
// every button and input looks and focuses alike (visible focus comes from globals.css
// :focus-visible).

export type { ButtonTone };

export function buttonClass(tone: ButtonTone = 'secondary', extra = ''): string {
  return sharedButtonClass(tone, 'sm', extra);
}

export const inputClass = fieldClasses.console.control;

export const labelClass = fieldClasses.console.label;

export const linkClass = 'font-medium text-brand-800 underline-offset-2 hover:underline';
