// Warranty terms ("a 10-year warranty with maintenance" for systems that a
// certified installer installed). Both count from the installation date; the last day covered
// is the day before the anniversary.

export const STANDARD_YEARS = 5;
export const EXTENDED_YEARS = 10;

export type Term = { years: number; withMaintenance: boolean; validUntil: string };

/** YYYY-MM-DD plus whole years, minus one day (29 February lands on 28 February). */
export function lastDayCovered(installedOn: string, years: number): string {
  const [y, m, d] = installedOn.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y + years, m - 1, d));
  // 29 Feb + n years in a common year rolls over to 1 March: step back to 28 February.
  if (end.getUTCMonth() !== m - 1) end.setUTCDate(0);
  else end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

export function termFor(installedOn: string, certifiedInstaller: boolean): Term {
  const years = certifiedInstaller ? EXTENDED_YEARS : STANDARD_YEARS;
  return {
    years,
    withMaintenance: certifiedInstaller,
    validUntil: lastDayCovered(installedOn, years),
  };
}

/**
 * Today somewhere on Earth: the date in the furthest-ahead time zone (UTC+14). An installation
 * dated "today" by someone in Sydney or Auckland is never "in the future".
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

/** Is the warranty valid on `day` (YYYY-MM-DD)? */
export const isCovered = (validUntil: string, day: string) => day <= validUntil;
