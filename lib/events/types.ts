// The two event pages (spec §2): /explore/expo lists the expos, /explore/activity the rest.
export const eventTypes = ['expo', 'activity'] as const;
export type EventType = (typeof eventTypes)[number];
