import 'server-only';
import { date, integer, primaryKey, pgTable, text } from 'drizzle-orm/pg-core';
import { contentColumns, oneOfCheck, websiteIdCheck } from './columns';

export const eventTypes = ['expo', 'activity'] as const;
export type EventType = (typeof eventTypes)[number];

// Event: status and weekdays are derived from the dates, so only the dates are stored.
export const events = pgTable(
  'events',
  {
    id: integer('id').notNull(),
    ...contentColumns(),
    type: text('type').$type<EventType>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    location: text('location').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    coverUrl: text('cover_url'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.websiteId] }),
    websiteIdCheck('events', t.websiteId),
    oneOfCheck('events_type_check', t.type, eventTypes),
  ],
);

// requirements: Content — Training session: date, location, duration, language, scale.
export const trainings = pgTable(
  'trainings',
  {
    id: integer('id').notNull(),
    ...contentColumns(),
    title: text('title').notNull(),
    date: date('date').notNull(),
    location: text('location').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** ISO 639-1 code of the language the session is taught in (not a site variant). */
    language: text('language').notNull(),
    /** Seats: how many participants the session takes. */
    scale: integer('scale').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.websiteId] }), websiteIdCheck('trainings', t.websiteId)],
);
