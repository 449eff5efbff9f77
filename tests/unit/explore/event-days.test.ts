import { describe, expect, it } from 'vitest';
import { calendarDayDate, dayInZone, toCalendarDay } from '@/lib/events/calendar-day';
import { dayOrderOf, groupByStartDay, splitByStatus } from '@/lib/events/days';

const event = (id: number, startDate: string, endDate = startDate) => ({ id, startDate, endDate });
const ids = (days: { day: string; events: { id: number }[] }[]) =>
  days.map((d) => [d.day, d.events.map((e) => e.id)]);

describe('groupByStartDay (the day list)', () => {
  const events = [
    event(1, '2026-11-26'),
    event(2, '2026-11-24', '2026-11-27'),
    event(3, '2026-11-24', '2026-11-25'),
    event(4, '2026-12-01'),
    event(5, '2026-11-24', '2026-11-25'),
  ];

  it('groups events by their first day, soonest day first', () => {
    expect(ids(groupByStartDay(events, 'asc'))).toEqual([
      ['2026-11-24', [3, 5, 2]],
      ['2026-11-26', [1]],
      ['2026-12-01', [4]],
    ]);
  });

  it('puts the latest day first when asked', () => {
    expect(groupByStartDay(events, 'desc').map((d) => d.day)).toEqual([
      '2026-12-01',
      '2026-11-26',
      '2026-11-24',
    ]);
  });

  it('groups by the day part of timestamps', () => {
    const stamped = [event(1, '2026-11-24T00:00:00.000Z'), event(2, '2026-11-24')];
    expect(ids(groupByStartDay(stamped, 'asc'))).toEqual([['2026-11-24', [1, 2]]]);
  });

  it('gives no days for no events', () => {
    expect(groupByStartDay([], 'asc')).toEqual([]);
  });
});

describe('splitByStatus and dayOrderOf', () => {
  it('puts each event under its status', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const split = splitByStatus(
      [event(1, '2026-11-20'), event(2, '2026-11-23', '2026-11-25'), event(3, '2026-12-01')],
      now,
      'Europe/Berlin',
    );
    expect(split.finished.map((e) => e.id)).toEqual([1]);
    expect(split.ongoing.map((e) => e.id)).toEqual([2]);
    expect(split.upcoming.map((e) => e.id)).toEqual([3]);
  });

  it('lists the most recent finished day first and the soonest day first elsewhere', () => {
    expect(dayOrderOf('upcoming')).toBe('asc');
    expect(dayOrderOf('ongoing')).toBe('asc');
    expect(dayOrderOf('finished')).toBe('desc');
  });
});

describe('calendar days', () => {
  it('reads the day an instant falls on in a time zone', () => {
    const instant = new Date('2026-11-23T23:30:00Z');
    expect(dayInZone(instant, 'Europe/Berlin')).toBe('2026-11-24');
    expect(dayInZone(instant, 'UTC')).toBe('2026-11-23');
    expect(dayInZone(new Date('2026-01-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2025-12-31');
  });

  it('keeps a valid day and refuses anything else', () => {
    expect(toCalendarDay('2026-11-24')).toBe('2026-11-24');
    expect(toCalendarDay('2026-11-24T22:00:00Z')).toBe('2026-11-24');
    expect(toCalendarDay('2026-13-01')).toBeNull();
    expect(toCalendarDay(20261124)).toBeNull();
    expect(toCalendarDay(null)).toBeNull();
  });

  it('formats a day as that same day in the site time zone', () => {
    const date = calendarDayDate('2026-11-24');
    const format = (timeZone: string) =>
      new Intl.DateTimeFormat('de-DE', { dateStyle: 'full', timeZone }).format(date);
    expect(format('Europe/Berlin')).toBe('Dienstag, 24. November 2026');
    expect(format('UTC')).toBe('Dienstag, 24. November 2026');
  });
});
