// The two event pages: /explore/expo lists the expos, /explore/activity the rest.
export const eventTypes = ['expo', 'activity'] as const;
export type EventType = (typeof eventTypes)[number];
