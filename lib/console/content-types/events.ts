import { integer, oneOf, options } from './fields';
import {
  bodyField,
  coverField,
  dateField,
  languageField,
  lineField,
  summaryField,
  titleField,
} from './common';
import { defineType } from './define';

// Events, training sessions and cases (lib/server/db/schema/events.ts, cases.ts).

const eventTypes = ['expo', 'activity'] as const;

export const eventsType = defineType({
  key: 'events',
  label: { en: 'Events', zh: '展会活动' },
  idKind: 'int',
  titleField: 'title',
  fields: {
    type: {
      kind: 'select' as const,
      label: { en: 'Type', zh: '类型' },
      required: true,
      options: options(eventTypes, {
        expo: { en: 'Expo', zh: '展会' },
        activity: { en: 'Activity', zh: '活动' },
      }),
      schema: oneOf(eventTypes),
    },
    title: titleField(),
    summary: summaryField(),
    body: bodyField(),
    location: lineField({ en: 'Location', zh: '地点' }, true),
    startDate: dateField({ en: 'Start date', zh: '开始日期' }),
    endDate: dateField({ en: 'End date', zh: '结束日期' }),
    coverUrl: coverField(),
  },
  // ISO dates compare as text.
  check: ({ startDate, endDate }) =>
    endDate < startDate ? { path: 'endDate', message: 'The end date is before the start.' } : null,
});

export const trainingsType = defineType({
  key: 'trainings',
  label: { en: 'Training sessions', zh: '培训课程' },
  idKind: 'int',
  titleField: 'title',
  fields: {
    title: titleField(),
    date: dateField({ en: 'Date', zh: '日期' }),
    location: lineField({ en: 'Location', zh: '地点' }, true),
    durationMinutes: {
      kind: 'number' as const,
      label: { en: 'Duration (minutes)', zh: '时长（分钟）' },
      required: true,
      schema: integer(1, 60 * 24 * 14),
    },
    language: languageField({ en: 'Taught in (ISO 639-1)', zh: '授课语言（ISO 639-1）' }),
    scale: {
      kind: 'number' as const,
      label: { en: 'Seats', zh: '名额' },
      required: true,
      schema: integer(1, 100_000),
    },
  },
});

/** requirements: Content — Case: 1 utility, 2 commercial, 3 residential. */
const caseCategories = [1, 2, 3] as const;

export const casesType = defineType({
  key: 'cases',
  label: { en: 'Cases', zh: '案例' },
  idKind: 'int',
  titleField: 'title',
  fields: {
    category: {
      kind: 'select' as const,
      label: { en: 'Category', zh: '类别' },
      required: true,
      options: options(caseCategories, {
        1: { en: 'Utility', zh: '电网级' },
        2: { en: 'Commercial', zh: '工商业' },
        3: { en: 'Residential', zh: '户用' },
      }),
      schema: integer(1, 3),
    },
    title: titleField(),
    summary: summaryField(),
    body: bodyField(),
    location: lineField({ en: 'Location', zh: '地点' }, false),
    coverUrl: coverField(),
  },
});
