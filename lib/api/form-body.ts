import type { AxiosHeaders } from 'axios';

const FORM_TYPE = /application\/x-www-form-urlencoded/i;

export function isFormEncoded(headers: AxiosHeaders): boolean {
  return FORM_TYPE.test(String(headers.get('Content-Type') ?? ''));
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Form-encoded bodies are serialised as query strings (`a=1&b=x+y`). */
export function toQueryString(data: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, stringify(item));
    }
  }
  return params.toString();
}

function stringify(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
