import { describe, expect, it } from 'vitest';
import { companyKeyOf, personEmailOf } from '@/lib/server/console/partners/company';
import { exportFilename } from '@/lib/server/console/submissions/list';
import {
  approveSchema,
  handleSchema,
  listingSchema,
  submissionFilters,
} from '@/lib/validation/console-submissions';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => String(i.path[0]));

describe('the inbox filters', () => {
  it('defaults to page 1 of 50 and passes unknown keys by', () => {
    expect(submissionFilters.contact.parse({ _t: '1' })).toEqual({ page: 1, size: 50 });
  });

  it('takes real calendar days only, the start not after the end', () => {
    const parse = (query: Record<string, string>) => submissionFilters.training.safeParse(query);
    expect(parse({ from: '2024-02-29', to: '2024-02-29' }).success).toBe(true);
    expect(errorsOf(parse({ from: '2025-02-29' }))).toEqual(['from']);
    expect(errorsOf(parse({ to: '2025-13-01' }))).toEqual(['to']);
    expect(errorsOf(parse({ from: '2025-1-01' }))).toEqual(['from']);
    expect(errorsOf(parse({ from: '2025-03-02', to: '2025-03-01' }))).toEqual(['to']);
  });

  it('knows each kind’s own states and the seven language codes', () => {
    expect(submissionFilters.newsletter.safeParse({ status: 'confirmed' }).success).toBe(true);
    expect(submissionFilters.contact.safeParse({ status: 'confirmed' }).success).toBe(false);
    expect(submissionFilters.training.safeParse({ status: 'approved' }).success).toBe(true);
    expect(submissionFilters.contact.safeParse({ language: 'cn' }).success).toBe(true);
    expect(submissionFilters.contact.safeParse({ language: 'zh' }).success).toBe(false);
  });

  it('caps the page size and the search text', () => {
    expect(submissionFilters.contact.safeParse({ size: '201' }).success).toBe(false);
    expect(submissionFilters.contact.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
    expect(submissionFilters.contact.parse({ q: '  anna  ' }).q).toBe('anna');
  });
});

describe('the write bodies', () => {
  it('keeps a note up to 2000 characters, cleaned of control characters', () => {
    expect(handleSchema.parse({}).note).toBe('');
    expect(handleSchema.parse({ note: ' called\r\nback\u0007 ' }).note).toBe('called\nback');
    expect(handleSchema.safeParse({ note: 'x'.repeat(2000) }).success).toBe(true);
    expect(errorsOf(handleSchema.safeParse({ note: 'x'.repeat(2001) }))).toEqual(['note']);
  });

  it('approves with a sales or technical certificate only', () => {
    expect(approveSchema.parse({ certification: 'technical' })).toEqual({
      certification: 'technical',
      note: '',
    });
    expect(errorsOf(approveSchema.safeParse({ certification: 'partner' }))).toEqual([
      'certification',
    ]);
  });

  it('lists in one of the seven languages', () => {
    expect(listingSchema.safeParse({ websiteId: 7 }).success).toBe(true);
    expect(listingSchema.safeParse({ websiteId: 8 }).success).toBe(false);
    expect(listingSchema.safeParse({ websiteId: '4' }).success).toBe(false);
  });
});

describe('people and companies', () => {
  it('folds a company name: trimmed, single spaces, lowercase', () => {
    expect(companyKeyOf('  ACME \t Solar\n GmbH ')).toBe('acme solar gmbh');
    expect(companyKeyOf('acme solar gmbh')).toBe(companyKeyOf('ACME Solar GmbH'));
  });

  it('keeps one e-mail per person whatever its case', () => {
    expect(personEmailOf(' Anna.Muster@Example.DE ')).toBe('anna.muster@example.de');
  });

  it('names the CSV after what it holds and the day (UTC)', () => {
    const day = new Date('2025-03-14T23:30:00Z');
    expect(exportFilename('training', day)).toBe('training-applications-2025-03-14.csv');
    expect(exportFilename('contact', day)).toBe('contact-requests-2025-03-14.csv');
    expect(exportFilename('newsletter', day)).toBe('newsletter-2025-03-14.csv');
  });
});
