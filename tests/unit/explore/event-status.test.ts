import { describe, expect, it } from 'vitest';
import { eventStatus, hasEventDates, parseEventStatus, selectEventTab } from '@/lib/events/status';
import { filterView, queryOf } from '@/lib/url-filter';

const BERLIN = 'Europe/Berlin';
const at = (iso: string) => new Date(iso);
const event = (startDate: string, endDate: string) => ({ startDate, endDate });

describe('eventStatus (read in the site time zone)', () => {
  const fair = event('2026-11-24', '2026-11-26');

  it('is upcoming before the first day, ongoing through the last, finished after', () => {
    expect(eventStatus(fair, at('2026-11-20T10:00:00Z'), BERLIN)).toBe('upcoming');
    expect(eventStatus(fair, at('2026-11-25T10:00:00Z'), BERLIN)).toBe('ongoing');
    expect(eventStatus(fair, at('2026-11-30T10:00:00Z'), BERLIN)).toBe('finished');
  });

  it('counts the first and the last day as ongoing', () => {
    expect(eventStatus(fair, at('2026-11-24T10:00:00Z'), BERLIN)).toBe('ongoing');
    expect(eventStatus(fair, at('2026-11-26T10:00:00Z'), BERLIN)).toBe('ongoing');
  });

  it('turns ongoing at local midnight of the first day, not a second earlier', () => {
    // Berlin is UTC+1 in November: local midnight of the 24th is 23:00 UTC on the 23rd.
    expect(eventStatus(fair, at('2026-11-23T22:59:59Z'), BERLIN)).toBe('upcoming');
    expect(eventStatus(fair, at('2026-11-23T23:00:00Z'), BERLIN)).toBe('ongoing');
  });

  it('turns finished at local midnight after the last day', () => {
    expect(eventStatus(fair, at('2026-11-26T22:59:59Z'), BERLIN)).toBe('ongoing');
    expect(eventStatus(fair, at('2026-11-26T23:00:00Z'), BERLIN)).toBe('finished');
  });

  it('follows summer time (UTC+2) for the midnight boundary', () => {
    const summer = event('2026-07-01', '2026-07-01');
    expect(eventStatus(summer, at('2026-06-30T21:59:59Z'), BERLIN)).toBe('upcoming');
    expect(eventStatus(summer, at('2026-06-30T22:00:00Z'), BERLIN)).toBe('ongoing');
    expect(eventStatus(summer, at('2026-07-01T21:59:59Z'), BERLIN)).toBe('ongoing');
    expect(eventStatus(summer, at('2026-07-01T22:00:00Z'), BERLIN)).toBe('finished');
  });

  it('reads the day in the given zone: "today" in Berlin while UTC is still on the day before', () => {
    const now = at('2026-11-23T23:30:00Z'); // 00:30 on the 24th in Berlin
    expect(eventStatus(fair, now, BERLIN)).toBe('ongoing');
    expect(eventStatus(fair, now, 'UTC')).toBe('upcoming');
  });

  it('reads the day in the given zone: past in Berlin while it is still the last day in New York', () => {
    const now = at('2026-11-27T02:00:00Z'); // 03:00 on the 27th in Berlin, 21:00 on the 26th in New York
    expect(eventStatus(fair, now, BERLIN)).toBe('finished');
    expect(eventStatus(fair, now, 'America/New_York')).toBe('ongoing');
  });

  it('treats a one-day event as ongoing all that day', () => {
    const day = event('2026-11-24', '2026-11-24');
    expect(eventStatus(day, at('2026-11-24T00:30:00+01:00'), BERLIN)).toBe('ongoing');
    expect(eventStatus(day, at('2026-11-24T23:59:59+01:00'), BERLIN)).toBe('ongoing');
  });

  it('reads an end before the start as a one-day event', () => {
    const swapped = event('2026-11-24', '2026-11-20');
    expect(eventStatus(swapped, at('2026-11-24T10:00:00Z'), BERLIN)).toBe('ongoing');
    expect(eventStatus(swapped, at('2026-11-25T10:00:00Z'), BERLIN)).toBe('finished');
  });

  it('accepts timestamps for the dates and uses their day', () => {
    const stamped = event('2026-11-24T00:00:00.000Z', '2026-11-26T00:00:00.000Z');
    expect(eventStatus(stamped, at('2026-11-26T12:00:00Z'), BERLIN)).toBe('ongoing');
  });
});

describe('hasEventDates', () => {
  it('accepts two calendar days and refuses missing or impossible ones', () => {
    expect(hasEventDates(event('2026-11-24', '2026-11-26'))).toBe(true);
    expect(hasEventDates({ startDate: '2026-11-24' })).toBe(false);
    expect(hasEventDates(event('2026-02-30', '2026-03-01'))).toBe(false);
    expect(hasEventDates(event('soon', '2026-03-01'))).toBe(false);
  });
});

describe('parseEventStatus (?status=…)', () => {
  it('returns each known tab', () => {
    expect(parseEventStatus('upcoming')).toBe('upcoming');
    expect(parseEventStatus('ongoing')).toBe('ongoing');
    expect(parseEventStatus('finished')).toBe('finished');
  });

  it('falls back to upcoming when absent, unknown, differently cased or hostile', () => {
    for (const value of [undefined, '', 'bogus', 'Ongoing', 'preview', '<script>', 'ongoing ']) {
      expect(parseEventStatus(value), String(value)).toBe('upcoming');
    }
  });

  it('takes the first of repeated parameters', () => {
    expect(parseEventStatus(['finished', 'ongoing'])).toBe('finished');
    expect(parseEventStatus([])).toBe('upcoming');
  });
});

describe('the tab filter of the events pages (applied in the browser)', () => {
  const panels = [
    { id: 'upcoming' as const, size: 2 },
    { id: 'ongoing' as const, size: 1 },
    { id: 'finished' as const, size: 5 },
  ];
  const view = (search: string | null) =>
    filterView(
      panels,
      selectEventTab,
      search === null ? null : queryOf(new URLSearchParams(search)),
    );

  it('shows the panel of ?status= and counts its events', () => {
    expect([...view('status=finished').shown]).toEqual(['finished']);
    expect(view('status=finished')).toMatchObject({ count: 5, isFiltered: true });
    expect(view('status=finished').values).toEqual({ status: 'finished' });
  });

  it('shows the upcoming panel on the bare page and for an unknown or repeated value', () => {
    for (const search of [null, '', 'status=bogus', 'status=upcoming&status=finished']) {
      expect([...view(search).shown], String(search)).toEqual(['upcoming']);
      expect(view(search).isFiltered, String(search)).toBe(false);
    }
  });
});
