import { z } from './zod';
import { languageCodes, type LanguageCode } from '@/lib/i18n/locales';
import { optionalText } from './fields';

// The submissions inbox of the editor console: its filters and the bodies of its
// writes, shared by the console's forms and the API. No server imports: the browser loads it.

export const submissionKinds = ['contact', 'newsletter', 'training'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

/** The states each kind's rows can be in (the tables' check constraints say the same). */
export const submissionStates = {
  contact: ['new', 'handled'],
  newsletter: ['pending', 'confirmed', 'unsubscribed'],
  training: ['new', 'handled', 'approved', 'declined'],
} as const satisfies Record<SubmissionKind, readonly string[]>;

/** Kinds staff answer and mark handled; a subscription has no answer to give. */
export const handledKinds = ['contact', 'training'] as const satisfies readonly SubmissionKind[];

export const certificationKinds = ['sales', 'technical'] as const;
export type CertificationKind = (typeof certificationKinds)[number];

export const NOTE_MAX = 2000;
export const SEARCH_MAX = 200;
export const PAGE_SIZE_MAX = 200;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day YYYY-MM-DD that exists (2024-02-30 does not). */
const day = z
  .string()
  .regex(DAY, 'Expected a date YYYY-MM-DD')
  .refine((v) => {
    // The pattern reports a malformed value; this one only days the calendar lacks.
    if (!DAY.test(v)) return true;
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
  }, 'No such date');

const filterFields = {
  from: day.optional(),
  to: day.optional(),
  language: z.enum(languageCodes as [LanguageCode, ...LanguageCode[]]).optional(),
  q: z.string().trim().max(SEARCH_MAX).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(50),
};

const filterFor = <S extends readonly [string, ...string[]]>(states: S) =>
  z
    .object({ ...filterFields, status: z.enum(states).optional() })
    .refine((f) => !f.from || !f.to || f.from <= f.to, {
      message: 'The start date is after the end date',
      path: ['to'],
    });

/** ?from=&to=&language=&status=&q=&page=&size= of one kind's list and its CSV export. */
export const submissionFilters = {
  contact: filterFor(submissionStates.contact),
  newsletter: filterFor(submissionStates.newsletter),
  training: filterFor(submissionStates.training),
};

export type SubmissionFilter = z.output<(typeof submissionFilters)[SubmissionKind]>;

/** Staff's note on a submission: free text with line breaks, '' when left out. */
const note = optionalText(NOTE_MAX);

export const handleSchema = z.object({ note });
export const approveSchema = z.object({ certification: z.enum(certificationKinds), note });
export const declineSchema = z.object({ note });
export const listingSchema = z.object({ websiteId: z.number().int().min(1).max(7) });
