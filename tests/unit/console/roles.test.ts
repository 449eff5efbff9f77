import { describe, expect, it } from 'vitest';
import { consoleRoles, hasRole } from '@/lib/server/auth/roles';
import { userRoles } from '@/lib/server/db/schema';
import { consoleUserRoles } from '@/lib/validation/console-users';

// The console's access rules: admin includes editor; an ordinary account has no console role.
describe('console roles', () => {
  it.each([
    ['admin', 'admin', true],
    ['admin', 'editor', true],
    ['editor', 'editor', true],
    ['editor', 'admin', false],
    ['user', 'editor', false],
    ['user', 'admin', false],
    [null, 'editor', false],
    [undefined, 'admin', false],
    ['root', 'editor', false],
    ['', 'editor', false],
  ] as const)('%s holds %s: %s', (role, needed, expected) => {
    expect(hasRole(role, needed)).toBe(expected);
  });

  it('offers the browser exactly the roles the users table allows', () => {
    expect([...consoleUserRoles].sort()).toEqual([...userRoles].sort());
  });

  it("gives only admins the admin plugin's user and session powers", () => {
    expect(
      consoleRoles.admin.authorize({ user: ['ban', 'set-role', 'create'], session: ['revoke'] })
        .success,
    ).toBe(true);
    for (const role of ['editor', 'user'] as const) {
      expect(consoleRoles[role].authorize({ user: ['ban'] }).success).toBe(false);
      expect(consoleRoles[role].authorize({ user: ['set-role'] }).success).toBe(false);
      expect(consoleRoles[role].authorize({ session: ['revoke'] }).success).toBe(false);
    }
  });
});
