import type { DateTimeFormatOptions } from 'next-intl';

// One date style for the whole Explore section, written by each locale's own conventions
// (de "24. November 2026", zh-CN "2026年11月24日").
export const dayFormat: DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** The events' day list: the day with its weekday ("Dienstag, 24. November 2026"). */
export const weekdayFormat: DateTimeFormatOptions = { ...dayFormat, weekday: 'long' };
