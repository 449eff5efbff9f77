import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { grantSystemAccessSchema } from '@/lib/validation/system-access';

// What an owner sends to consent, per system, to another account's Open API access
// (docs/requirements.md, Open API platform): the system's serial, the account's e-mail, and
// whether it may change the operating mode too.

/** The field and message of each issue `value` raises; [] when it passes. */
const issuesOf = (value: unknown) =>
  (safeParse(grantSystemAccessSchema, value).error?.issues ?? []).map((i) => [
    i.path[0] ?? '_',
    i.message,
  ]);

const grant = { serial: 'VTHU2601000017', email: 'installer@example.com', control: true };

describe('a consent to system access', () => {
  it('takes a serial, an e-mail and control, reading only when control is left out', () => {
    expect(safeParse(grantSystemAccessSchema, grant)).toMatchObject({ success: true, data: grant });
    const readOnly = { serial: grant.serial, email: grant.email };
    expect(safeParse(grantSystemAccessSchema, readOnly)).toMatchObject({
      success: true,
      data: { control: false },
    });
  });

  it('writes the serial as the registry does and the e-mail in lower case', () => {
    expect(
      safeParse(grantSystemAccessSchema, {
        ...grant,
        serial: ' vthu-2601 000017 ',
        email: '  Installer@Example.COM ',
      }),
    ).toMatchObject({
      success: true,
      data: { serial: 'VTHU2601000017', email: 'installer@example.com' },
    });
  });

  it('refuses a missing or malformed e-mail with the account forms’ keys', () => {
    expect(issuesOf({ ...grant, email: '' })).toEqual([['email', 'emailRequired']]);
    expect(issuesOf({ ...grant, email: 'installer@' })).toEqual([['email', 'emailFormat']]);
    expect(issuesOf({ ...grant, email: `${'a'.repeat(250)}@example.com` })[0]).toEqual([
      'email',
      'emailFormat',
    ]);
  });

  it('refuses an empty or overlong serial, control that is not a boolean, and other fields', () => {
    expect(issuesOf({ ...grant, serial: ' - ' })).toEqual([['serial', 'invalid']]);
    expect(issuesOf({ ...grant, serial: 'VT'.repeat(21) })).toEqual([['serial', 'invalid']]);
    expect(issuesOf({ ...grant, serial: 17 })).toEqual([['serial', 'invalid']]);
    expect(issuesOf({ ...grant, control: 'yes' })).toEqual([['control', 'invalid']]);
    // Nobody names the grantee's account but by its e-mail.
    expect(issuesOf({ ...grant, granteeId: 'u2' }).map(([field]) => field)).toEqual(['_']);
  });
});
