/** A page's query as Next hands it over: a name may be missing, given once or repeated. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter (?a=1&a=2 gives '1'); missing gives ''. */
export function firstParam(params: SearchParams, name: string): string {
  const value = params[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/** The value among `allowed` equal to `raw` ignoring case, or undefined ("any"). */
export function pickAllowed<T extends string>(raw: string, allowed: readonly T[]): T | undefined {
  const wanted = raw.trim().toLowerCase();
  if (!wanted) return undefined;
  return allowed.find((value) => value.toLowerCase() === wanted);
}
