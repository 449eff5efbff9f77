import { describe, expect, it } from 'vitest';
import { actionErrorText } from '@/components/console/inbox/action-error';
import { userErrorText } from '@/components/console/users/user-error';
import { ConsoleApiError } from '@/lib/console/browser-client';
import { inboxTexts } from '@/lib/console/i18n/inbox';
import { usersTexts } from '@/lib/console/i18n/users';

const inbox = inboxTexts.en.detail.errors;
const users = usersTexts.en.users;

describe('a refused inbox write, in staff’s words', () => {
  it('says a 409 was decided by someone else', () => {
    const error = new ConsoleApiError(409, 'This application was already approved');
    expect(actionErrorText(error, inbox)).toBe(inbox.conflict);
    expect(actionErrorText(error, inboxTexts.zh.detail.errors)).toContain('其他人');
  });

  it('names the fields of a 400', () => {
    const error = new ConsoleApiError(400, 'Bad Request', { note: ['tooLong'] });
    expect(actionErrorText(error, inbox)).toBe('Please check the entry: note');
  });

  it('tells a missing role and too many writes apart from a failure', () => {
    expect(actionErrorText(new ConsoleApiError(403, 'x'), inbox)).toBe(inbox.forbidden);
    expect(actionErrorText(new ConsoleApiError(429, 'x'), inbox)).toBe(inbox.tooMany);
    expect(actionErrorText(new ConsoleApiError(500, 'Boom'), inbox)).toContain('Boom');
    expect(actionErrorText(new Error('x'), inbox)).toBe(inbox.failed);
  });
});

describe('a refused user action', () => {
  const own = new ConsoleApiError(400, 'You cannot change your own role: ask another admin.');

  it('says an admin cannot change their own role', () => {
    expect(userErrorText(own, 'role', users)).toBe(
      'You cannot change your own role: ask another administrator.',
    );
    expect(userErrorText(own, 'role', usersTexts.zh.users)).toBe(
      usersTexts.zh.users.errors.ownRole,
    );
  });

  it('says an admin cannot disable or sign out themselves', () => {
    expect(userErrorText(own, 'disable', users)).toBe(users.errors.self);
    expect(userErrorText(own, 'sign-out', users)).toBe(users.errors.self);
  });

  it('keeps the last admin and reports the rest with the server’s reason', () => {
    expect(userErrorText(new ConsoleApiError(409, 'last'), 'role', users)).toBe(
      users.errors.lastAdmin,
    );
    expect(userErrorText(new ConsoleApiError(403, 'no'), 'role', users)).toBe(users.adminsOnly);
    const invalid = new ConsoleApiError(400, 'Bad Request', { role: ['invalid'] });
    expect(userErrorText(invalid, 'role', users)).toBe('That did not work: Bad Request');
  });
});
