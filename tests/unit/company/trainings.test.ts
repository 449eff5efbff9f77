import { describe, expect, it } from 'vitest';
import {
  formatTrainingDate,
  languageName,
  todayIn,
  upcomingTrainings,
} from '@/components/company/trainings';

const session = (id: number, date: string) => ({ id, date });

describe('upcoming training sessions (installer page)', () => {
  it('keeps only sessions dated after today, soonest first', () => {
    const items = [
      session(1, '2026-03-01'),
      session(2, '2025-12-31'),
      session(3, '2026-01-15'),
      session(4, '2026-01-10'),
    ];
    expect(upcomingTrainings(items, '2026-01-10').map((s) => s.id)).toEqual([3, 1]);
  });

  it('reads a full timestamp by its calendar date', () => {
    expect(upcomingTrainings([session(1, '2026-01-11T00:00:00.000Z')], '2026-01-10')).toHaveLength(
      1,
    );
  });

  it('gives an empty list when every session is past', () => {
    expect(upcomingTrainings([session(1, '2020-01-01')], '2026-01-10')).toEqual([]);
  });

  it("takes today's date in the site's time zone, not UTC", () => {
    const lateEveningUtc = new Date('2026-06-30T22:30:00Z');
    expect(todayIn('Europe/Berlin', lateEveningUtc)).toBe('2026-07-01');
    expect(todayIn('UTC', lateEveningUtc)).toBe('2026-06-30');
  });

  it("writes the date in the visitor's language without shifting the day", () => {
    expect(formatTrainingDate('2026-12-08', 'en-US')).toBe('Tuesday, December 8, 2026');
    expect(formatTrainingDate('2026-12-08', 'de-DE')).toBe('Dienstag, 8. Dezember 2026');
    expect(formatTrainingDate('2026-12-08', 'zh-CN')).toBe('2026年12月8日星期二');
  });

  it("names the session's language in the visitor's language", () => {
    expect(languageName('de', 'en-US')).toBe('German');
    expect(languageName('en', 'de-DE')).toBe('Englisch');
    expect(languageName('fr', 'zh-CN')).toBe('法语');
    expect(languageName('nl', 'it-IT')).toBe('olandese');
  });
});
