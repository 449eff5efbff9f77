import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The honeypot (requirements: Forms): off screen, out of the tab order and hidden from
 * assistive tech, so only a bot that fills every input fills it (the API then stores nothing).
 * No autocomplete, so a browser never fills it for a person.
 */
export function HoneypotField({
  id,
  label,
  registration,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
