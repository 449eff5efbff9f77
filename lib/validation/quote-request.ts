import { countries } from '@/lib/estimator/data/regions';
import { moduleChoice, ranges, type NumberField } from '@/lib/estimator/inputs';
import * as z from './zod-mini';
import {
  HONEYPOT_FIELD,
  LIMITS,
  consentField,
  emailField,
  honeypotField,
  objectError,
  phoneField,
  requiredLine,
} from './fields';

// The estimator's configuration travels with a short form. The configuration is
// checked against the estimator's own ranges, so the server recomputes the same estimate.
// zod 4's number() refuses Infinity and NaN already.
const numberIn = (field: NumberField) =>
  z.number().check(z.gte(ranges[field].min), z.lte(ranges[field].max));

export const estimatorInputsSchema = z
  .object({
    country: z.string().check(z.refine((c: string) => countries.some((x) => x.code === c))),
    region: z.string().check(z.maxLength(40)),
    kwh: z.nullable(numberIn('kwh')),
    persons: z.int().check(z.gte(1), z.lte(6)),
    heatPump: z.boolean(),
    ev: z.boolean(),
    pv: z.nullable(numberIn('pv')),
    importPrice: numberIn('importPrice'),
    feedInPrice: numberIn('feedInPrice'),
    phases: z.union([z.literal(1), z.literal(3)]),
    backupKw: numberIn('backupKw'),
    backupHours: numberIn('backupHours'),
    efficiency: numberIn('efficiency'),
    usable: numberIn('usable'),
    standby: numberIn('standby'),
    yield: numberIn('yield'),
    escalation: numberIn('escalation'),
    costLow: numberIn('costLow'),
    costHigh: numberIn('costHigh'),
    // The larger system the visitor chose; absent (a page from before the choice) or null: the
    // economic recommendation.
    modules: z._default(
      z.nullable(z.int().check(z.gte(moduleChoice.min), z.lte(moduleChoice.max))),
      null,
    ),
  })
  .check(
    z.refine((i: { country: string; region: string }) =>
      countries.find((c) => c.code === i.country)?.regions.some((r) => r.id === i.region),
    ),
  );

export const quoteRequestSchema = z.object(
  {
    name: requiredLine('nameRequired', LIMITS.name),
    email: emailField('emailRequired'),
    phone: phoneField('telephoneRequired'),
    postcode: requiredLine('pleaseFillIn', LIMITS.zip),
    consent: consentField,
    configuration: estimatorInputsSchema,
    [HONEYPOT_FIELD]: honeypotField,
  },
  objectError,
);

/** The visitor's part of the request, the form's own schema (the page adds the configuration). */
export const quoteContactSchema = z.omit(quoteRequestSchema, { configuration: true });

export type QuoteContactInput = z.input<typeof quoteContactSchema>;
export type QuoteContactData = z.output<typeof quoteContactSchema>;
export type QuoteRequestData = z.output<typeof quoteRequestSchema>;
