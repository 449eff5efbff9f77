import { describe, expect, it } from 'vitest';
import { AdminInputError, checkAdminInput } from '@/lib/server/console/bootstrap-admin';
import {
  auditQuerySchema,
  disableUserSchema,
  setRoleSchema,
  usersQuerySchema,
} from '@/lib/validation/console-users';

describe('the users and audit schemas', () => {
  it('pages 50 at a time from page 1, and takes an empty filter as none', () => {
    expect(usersQuerySchema.parse({})).toEqual({ page: 1, size: 50 });
    expect(usersQuerySchema.parse({ q: '  ', role: '', page: '3', size: '10' })).toEqual({
      page: 3,
      size: 10,
    });
    expect(usersQuerySchema.parse({ q: ' anna ', role: 'editor' })).toMatchObject({
      q: 'anna',
      role: 'editor',
    });
  });

  it('refuses a role that does not exist and pages out of range', () => {
    expect(usersQuerySchema.safeParse({ role: 'root' }).success).toBe(false);
    expect(usersQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(usersQuerySchema.safeParse({ size: '201' }).success).toBe(false);
    expect(usersQuerySchema.safeParse({ size: 'x' }).success).toBe(false);
    expect(setRoleSchema.safeParse({ role: 'superadmin' }).success).toBe(false);
    expect(setRoleSchema.safeParse({}).success).toBe(false);
    expect(setRoleSchema.parse({ role: 'user' })).toEqual({ role: 'user' });
  });

  it('keeps a disable reason short', () => {
    expect(disableUserSchema.parse({})).toEqual({});
    expect(disableUserSchema.parse({ reason: ' spam ' })).toEqual({ reason: 'spam' });
    expect(disableUserSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });

  it('filters the audit log by entity, actor and action', () => {
    expect(auditQuerySchema.parse({ entity: 'news', actor: 'ed@', action: '' })).toEqual({
      entity: 'news',
      actor: 'ed@',
      page: 1,
      size: 50,
    });
    expect(auditQuerySchema.safeParse({ actor: 'x'.repeat(255) }).success).toBe(false);
  });
});

describe('the first admin’s input', () => {
  const good = { email: ' Boss@Example.COM ', password: 'Admin-Pass42' };

  it('takes the site’s e-mail rule (lowercased) and a default name', () => {
    expect(checkAdminInput(good)).toEqual({
      email: 'boss@example.com',
      password: 'Admin-Pass42',
      name: 'Administrator',
      username: undefined,
    });
  });

  it.each([
    ['short', 'Ab1!'],
    ['a space', 'Admin Pass42'],
    ['too long', 'Admin-Pass42-Admin-Pass42'],
    ['only two kinds', 'adminpass42'],
  ])('refuses a password that is %s', (_, password) => {
    expect(() => checkAdminInput({ ...good, password })).toThrow(AdminInputError);
    expect(() => checkAdminInput({ ...good, password })).toThrow(/password must be 8-20/);
  });

  it('refuses a bad e-mail, name or username', () => {
    expect(() => checkAdminInput({ ...good, email: 'boss' })).toThrow(/not a valid e-mail/);
    expect(() => checkAdminInput({ ...good, name: '<b>x</b>' })).toThrow(/not a valid name/);
    expect(() => checkAdminInput({ ...good, username: '1abc' })).toThrow(/username must be/);
  });
});
