import { z } from './zod';

// POST /api/csp-report: the violation reports browsers send (lib/security/csp-report.ts), in
// either format, parsed into one shape. Anyone can post here (browsers send reports without a
// usable Origin), so nothing in a report is trusted: every string is cleaned and cut to a bound,
// and URLs lose their query, fragment and credentials, which may hold personal data (tokens,
// e-mail addresses). The referrer and the policy text are not kept at all.

export const CSP_REPORT_LENGTHS = { url: 512, directive: 64, sample: 256 } as const;

/** The Reporting API batches reports; more than this in one upload is no browser's doing. */
export const MAX_REPORTS_PER_BATCH = 100;

export const cspDispositions = ['enforce', 'report'] as const;

export type CspViolation = {
  documentUri: string;
  blockedUri: string;
  effectiveDirective: string;
  disposition: (typeof cspDispositions)[number];
  sourceFile: string | null;
  lineNumber: number | null;
  columnNumber: number | null;
  sample: string | null;
  statusCode: number | null;
};

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Printable text of at most `max` UTF-16 units: PostgreSQL refuses NUL, a cut pair is no text. */
export function cleanText(value: string, max: number): string {
  const text = value
    .replace(LONE_SURROGATE, '')
    .replace(/[\t\n\r]+/g, ' ')
    .replace(CONTROL, '')
    .trim();
  return text.slice(0, max).replace(LONE_SURROGATE, '');
}

/**
 * A reported URL without what may identify a person: scheme, host and path only. Non-URL values
 * are keywords the browser sends ("inline", "eval", "data"), kept up to any ? or #. URLs without
 * a host (data:, blob:, javascript:) keep only their scheme: the rest is content, not an address.
 */
export function reportedUrl(value: string): string {
  let kept: string;
  try {
    const url = new URL(value.trim());
    kept = url.host ? `${url.protocol}//${url.host}${url.pathname}` : url.protocol;
  } catch {
    kept = value.split(/[?#]/, 1)[0]!;
  }
  return cleanText(kept, CSP_REPORT_LENGTHS.url);
}

const text = z.string();
const count = z.number().int().min(0).max(2_147_483_647);
const disposition = z.enum(cspDispositions);

type Raw = {
  documentUri: string;
  blockedUri?: string | null;
  directive: string;
  disposition: CspViolation['disposition'];
  sourceFile?: string | null;
  lineNumber?: number | null;
  columnNumber?: number | null;
  sample?: string | null;
  statusCode?: number | null;
};

const violationOf = (raw: Raw): CspViolation => ({
  documentUri: reportedUrl(raw.documentUri),
  blockedUri: reportedUrl(raw.blockedUri ?? ''),
  // Older browsers put the whole directive ("script-src 'self'") in violated-directive.
  effectiveDirective: cleanText(
    raw.directive.trim().split(/\s/, 1)[0]!,
    CSP_REPORT_LENGTHS.directive,
  ).toLowerCase(),
  disposition: raw.disposition,
  sourceFile: raw.sourceFile ? reportedUrl(raw.sourceFile) : null,
  lineNumber: raw.lineNumber ?? null,
  columnNumber: raw.columnNumber ?? null,
  sample: raw.sample ? cleanText(raw.sample, CSP_REPORT_LENGTHS.sample) : null,
  statusCode: raw.statusCode ?? null,
});

/** report-uri: `{"csp-report": {...}}` with kebab-case keys, one violation per POST. */
const reportUriSchema = z
  .object({
    'csp-report': z.object({
      'document-uri': text,
      'blocked-uri': text.optional(),
      'effective-directive': text.optional(),
      'violated-directive': text.optional(),
      disposition: disposition.default('enforce'),
      'source-file': text.optional(),
      'line-number': count.optional(),
      'column-number': count.optional(),
      'script-sample': text.optional(),
      'status-code': count.optional(),
    }),
  })
  .transform(({ 'csp-report': r }) => ({
    documentUri: r['document-uri'],
    blockedUri: r['blocked-uri'],
    directive: r['effective-directive'] ?? r['violated-directive'] ?? '',
    disposition: r.disposition,
    sourceFile: r['source-file'],
    lineNumber: r['line-number'],
    columnNumber: r['column-number'],
    sample: r['script-sample'],
    statusCode: r['status-code'],
  }))
  .refine((raw) => raw.directive.trim() !== '', { message: 'invalid', path: ['csp-report'] })
  .transform((raw) => [violationOf(raw)]);

/** A Reporting API report of type csp-violation: camelCase keys in `body`. */
const cspViolationReport = z.object({
  type: z.literal('csp-violation'),
  url: text.optional(),
  age: z.number().optional(),
  user_agent: text.optional(),
  body: z
    .object({
      documentURL: text,
      blockedURL: text.nullish(),
      effectiveDirective: text.min(1),
      disposition,
      sourceFile: text.nullish(),
      lineNumber: count.nullish(),
      columnNumber: count.nullish(),
      sample: text.nullish(),
      statusCode: count.nullish(),
    })
    .transform(({ documentURL, blockedURL, effectiveDirective, ...rest }) =>
      violationOf({
        ...rest,
        documentUri: documentURL,
        blockedUri: blockedURL,
        directive: effectiveDirective,
      }),
    ),
});

/** Any other report (deprecation, intervention…) sent to the same endpoint: ignored. */
const otherReport = z
  .object({ type: text.refine((type) => type !== 'csp-violation') })
  .transform(() => null);

/** report-to: an array of Reporting API reports, of any type; only CSP violations are kept. */
const reportToSchema = z
  .array(z.union([cspViolationReport, otherReport]))
  .max(MAX_REPORTS_PER_BATCH)
  .transform((reports) =>
    reports.filter((r): r is z.output<typeof cspViolationReport> => r !== null).map((r) => r.body),
  );

/** Either format, as the violations to store (none for a batch of other report types). */
export const cspReportBodySchema = z.union([reportUriSchema, reportToSchema]);
