// The reference year of the model: 2025 (365 days, 1 January a Wednesday), 96 quarter hours a day.
export const DAYS = 365;
export const STEPS_PER_DAY = 96;
export const STEPS = DAYS * STEPS_PER_DAY;
/** Hours per step. */
export const DT = 0.25;

const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** First day (0-based day of year) of each month, and one past the last day of December. */
export const monthStarts: readonly number[] = monthLengths.reduce<number[]>(
  (starts, length, i) => [...starts, starts[i]! + length],
  [0],
);

/** Month (0–11) of every day of the year. */
export const monthOfDay: Uint8Array = (() => {
  const months = new Uint8Array(DAYS);
  for (let m = 0; m < 12; m++) months.fill(m, monthStarts[m]!, monthStarts[m + 1]!);
  return months;
})();

// German public holidays on every German state's list in 2025 (BDEW treats them as Sundays):
// New Year, Good Friday, Easter Monday, Labour Day, Ascension, Whit Monday, Unity Day, Christmas.
// The model uses this one calendar for every country: the profile is German, and a handful of
// days more or less changes no yearly figure by more than a tenth of a percent.
const holidays = new Set([
  '01-01',
  '04-18',
  '04-21',
  '05-01',
  '05-29',
  '06-09',
  '10-03',
  '12-25',
  '12-26',
]);
// BDEW: 24 and 31 December take the Saturday profile (unless a Sunday).
const saturdayLike = new Set(['12-24', '12-31']);

export type DayType = 'WT' | 'SA' | 'FT';

function dateKey(day: number): string {
  const month = monthOfDay[day]!;
  const date = day - monthStarts[month]! + 1;
  return `${String(month + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** BDEW day type of every day: workday, Saturday, Sunday or holiday. */
export const dayTypes: readonly DayType[] = Array.from({ length: DAYS }, (_, day) => {
  const weekday = (day + 3) % 7; // 0 = Sunday; 1 January 2025 is a Wednesday (3)
  const key = dateKey(day);
  if (weekday === 0 || holidays.has(key)) return 'FT';
  if (weekday === 6 || saturdayLike.has(key)) return 'SA';
  return 'WT';
});
