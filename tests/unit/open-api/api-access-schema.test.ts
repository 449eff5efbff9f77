import { describe, expect, it } from 'vitest';
import { safeParse, type $ZodType } from 'zod/v4/core';
import {
  grantLiveAccessSchema,
  keyControlSchema,
  liveAccessApplicationSchema,
  rejectApplicationSchema,
} from '@/lib/validation/api-access';
import { newKeySchema, selfServeScopes } from '@/lib/validation/api-keys';

// The API console's and the review queue's inputs (docs/requirements.md, Open API platform):
// what an owner may choose for a key, an application for live access, and staff's decisions.

/** The refused fields of `value`, each with its messages; {} when it passes. */
function refusals(schema: $ZodType, value: unknown): Record<string, string[]> {
  const parsed = safeParse(schema, value);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    (out[issue.path.length ? String(issue.path[0]) : '_'] ??= []).push(issue.message);
  }
  return out;
}

const key = { name: 'Fleet', scopes: ['systems:read'] };
const application = {
  company: 'Sonnen Apps GmbH',
  useCase: 'A dashboard\nfor our customers.',
  systemsCount: 40,
  scopes: ['systems:read', 'control'],
  terms: true,
};

describe('a new key', () => {
  it('is a sandbox key unless live is asked for, with the default lifetime', () => {
    expect(safeParse(newKeySchema, key)).toMatchObject({
      success: true,
      data: { environment: 'sandbox', expiresInDays: 90 },
    });
    expect(safeParse(newKeySchema, { ...key, environment: 'live' }).success).toBe(true);
  });

  it('may have control in the sandbox, never on a live key', () => {
    const control = { ...key, scopes: ['systems:read', 'control'] };
    expect(refusals(newKeySchema, control)).toEqual({});
    expect(refusals(newKeySchema, { ...control, environment: 'live' })).toEqual({
      scopes: ['controlNotSelfServe'],
    });
    expect(selfServeScopes.live).not.toContain('control');
  });

  it('refuses an unknown environment or scope, no scope and a missing name, by field', () => {
    expect(refusals(newKeySchema, { ...key, environment: 'staging' })).toHaveProperty(
      'environment',
    );
    expect(refusals(newKeySchema, { ...key, scopes: ['admin'] })).toHaveProperty('scopes');
    expect(refusals(newKeySchema, { ...key, scopes: [] })).toEqual({ scopes: ['pleaseFillIn'] });
    expect(refusals(newKeySchema, { ...key, name: ' ' })).toEqual({ name: ['pleaseFillIn'] });
    expect(refusals(newKeySchema, { ...key, extra: 1 })).toHaveProperty('_');
  });
});

describe('an application for live access', () => {
  it('takes a company, a use case with its line breaks, a whole number of systems, scopes and the terms', () => {
    const parsed = safeParse(liveAccessApplicationSchema, { ...application, company: ' A\nB ' });
    expect(parsed).toMatchObject({
      success: true,
      data: { company: 'A B', useCase: 'A dashboard\nfor our customers.', systemsCount: 40 },
    });
  });

  it('refuses each missing or wrong field by name', () => {
    expect(
      refusals(liveAccessApplicationSchema, {
        company: '',
        useCase: '  ',
        systemsCount: 0,
        scopes: ['control'],
        terms: false,
      }),
    ).toEqual({
      company: ['companyRequired'],
      useCase: ['pleaseFillIn'],
      systemsCount: ['pleaseFillIn'],
      scopes: ['pleaseFillIn'],
      terms: ['consentRequired'],
    });
    for (const systemsCount of [2.5, '3', null, 1_000_001]) {
      expect(
        refusals(liveAccessApplicationSchema, { ...application, systemsCount }),
      ).toHaveProperty('systemsCount');
    }
    expect(
      refusals(liveAccessApplicationSchema, { ...application, useCase: 'x'.repeat(2001) }),
    ).toEqual({ useCase: ['tooLong'] });
    expect(
      refusals(liveAccessApplicationSchema, { ...application, scopes: ['root'] }),
    ).toHaveProperty('scopes');
  });
});

describe("staff's inputs", () => {
  it('rejects only with a reason of three characters or more', () => {
    expect(refusals(rejectApplicationSchema, { reason: 'No' })).toEqual({
      reason: ['pleaseFillIn'],
    });
    expect(refusals(rejectApplicationSchema, { reason: 'Not enough detail.' })).toEqual({});
  });

  it('grants by a well-formed e-mail, English mail unless another language is chosen', () => {
    const grant = { ...application, email: 'dev@apps.test' } as Record<string, unknown>;
    delete grant.terms;
    expect(safeParse(grantLiveAccessSchema, grant)).toMatchObject({ data: { language: 'en' } });
    expect(refusals(grantLiveAccessSchema, { ...grant, email: 'dev@' })).toEqual({
      email: ['emailInvalid'],
    });
    expect(refusals(grantLiveAccessSchema, { ...grant, language: 'xx' })).toHaveProperty(
      'language',
    );
  });

  it('gives or takes control with a boolean only', () => {
    expect(refusals(keyControlSchema, { control: true })).toEqual({});
    expect(refusals(keyControlSchema, { control: 'yes' })).toHaveProperty('control');
  });
});
