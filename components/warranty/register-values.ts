import type { FieldErrors as FormErrors } from 'react-hook-form';
import type { FieldErrors } from './use-warranty-request';

/** The serial numbers in a text: one a line, or separated by commas or semicolons. */
export const lines = (text: string | undefined) =>
  (text ?? '')
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A tower's field is named by its key, which stays with it when a tower above is removed. */
export const towerName = (key: number) => `tower-${key}`;

/** The registration form's fields by name (the towers' too: towerName). */
export type RegisterValues = Record<string, string | undefined>;

/** The API's body from the form's fields: the towers' serials in the order they are shown. */
export function bodyOf(values: RegisterValues, towerKeys: number[], forCustomer: boolean) {
  return {
    hybrid: values.hybrid,
    installedOn: values.installedOn,
    address: values.address,
    country: values.country,
    towers: towerKeys.map((key) => lines(values[towerName(key)])),
    certificate: values.certificate,
    ...(forCustomer ? { ownerEmail: values.ownerEmail } : {}),
  };
}

const own = new Set(['message', 'type', 'ref', 'types', 'root']);

/** react-hook-form's nested errors as the API's flat ones: `towers.0.2` → its message keys. */
export function flatErrors(errors: FormErrors, prefix = ''): FieldErrors {
  const flat: FieldErrors = {};
  for (const [name, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = `${prefix}${name}`;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string') flat[path] = [message];
    const inner = Object.fromEntries(Object.entries(value).filter(([key]) => !own.has(key)));
    Object.assign(flat, flatErrors(inner as FormErrors, `${path}.`));
  }
  return flat;
}
