import 'server-only';
import { Hono, type Context } from 'hono';
import { codeIdentifier, secondsUntilResend } from '@/lib/server/account/codes';
import { exportAccountData, listSessions, listSubmissions } from '@/lib/server/account/data';
import { accountError } from '@/lib/server/account/errors';
import {
  forwardCookies,
  parseBody,
  privateNoStore,
  requirePuzzle,
  requireSession,
  sameOriginWrites,
  type AccountEnv,
} from '@/lib/server/account/http';
import { limitByAccount } from '@/lib/server/account/limits';
import {
  changeEmail,
  changePassword,
  changePhone,
  deleteAccount,
  getProfile,
  sendEmailChangeCode,
  sendPhoneCode,
  updateProfile,
} from '@/lib/server/account/profile';
import { emailTaken, isEmailTaken, isPhoneTaken, phoneTaken } from '@/lib/server/account/sign-up';
import { idOf } from '@/lib/server/console/submissions/params';
import { acceptLead, declineLead, listLeads } from '@/lib/server/quotes/leads';
import {
  changeEmailSchema,
  changePasswordSchema,
  changePhoneSchema,
  deleteAccountSchema,
  emailCodeSchema,
  phoneCodeSchema,
  profileSchema,
  toE164,
} from '@/lib/validation/account';
import { declineLeadSchema } from '@/lib/validation/quote-leads';
import { ok } from '../envelope';
import { HttpError } from '../errors';

// The personal center's API: only the signed-in user, only their own data. Every
// route answers 401 without a session; every write checks the Origin and counts against the
// account's limit.
export const accountRoutes = new Hono<AccountEnv>();

const SESSION_PATHS = [
  '/account/me',
  '/account/sign-out',
  '/account/profile',
  '/account/codes/email',
  '/account/email',
  '/account/codes/phone',
  '/account/phone',
  '/account/password',
  '/account/submissions',
  '/account/sessions',
  '/account/sessions/revoke-others',
  '/account/export',
  '/account/delete',
  '/account/leads',
  '/account/leads/:id/accept',
  '/account/leads/:id/decline',
];
for (const path of SESSION_PATHS) {
  accountRoutes.use(path, privateNoStore, sameOriginWrites, requireSession);
}

const userOf = (c: Context<AccountEnv>) => c.get('session').user;

/** A write of the signed-in user (its Origin checked above): counted against the account. */
const write = (c: Context<AccountEnv>, action: string) => limitByAccount(c, action, userOf(c).id);

async function requireResendDelay(c: Context<AccountEnv>, identifier: string) {
  const wait = await secondsUntilResend(c.get('db'), identifier);
  if (wait === 0) return;
  c.header('Retry-After', String(wait));
  throw accountError(429, 'code', 'resendTooSoon', `wait ${wait} s before a new code`);
}

// GET /api/account/me — the signed-in user's profile (the header and the personal center).
accountRoutes.get('/account/me', async (c) => {
  const profile = await getProfile(c.get('db'), userOf(c).id);
  if (!profile) throw new HttpError(401);
  return ok(c, profile);
});

// POST /api/account/sign-out — end this session; the message is "Sign Out Successfully".
accountRoutes.post('/account/sign-out', async (c) => {
  const result = await c
    .get('auth')
    .api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
  forwardCookies(c, result.headers);
  return ok(c, { status: 'signed-out' });
});

// POST /api/account/profile — nickname and country.
accountRoutes.post('/account/profile', async (c) => {
  await write(c, 'profile');
  const input = await parseBody(c, profileSchema);
  await updateProfile(c.get('auth'), input, c.req.raw.headers);
  return ok(c, { status: 'saved' });
});

// POST /api/account/codes/email — a code to the new e-mail address, after the puzzle.
accountRoutes.post('/account/codes/email', async (c) => {
  await write(c, 'code');
  const { email } = await parseBody(c, emailCodeSchema);
  await requirePuzzle(c, 'send-code');
  const user = userOf(c);
  if (await isEmailTaken(c.get('db'), email)) throw emailTaken();
  await requireResendDelay(c, codeIdentifier.changeEmail(user.id, email));
  await sendEmailChangeCode(c.get('auth'), { current: user.email, next: email }, c.req.raw.headers);
  return ok(c, { status: 'sent', resendAfter: 60 });
});

// POST /api/account/email — the new address with its code.
accountRoutes.post('/account/email', async (c) => {
  await write(c, 'email');
  const input = await parseBody(c, changeEmailSchema);
  forwardCookies(c, await changeEmail(c.get('auth'), input, c.req.raw.headers));
  return ok(c, { status: 'changed' });
});

// POST /api/account/codes/phone — a code by text message to the new number, after the puzzle.
accountRoutes.post('/account/codes/phone', async (c) => {
  await write(c, 'code');
  const input = await parseBody(c, phoneCodeSchema);
  await requirePuzzle(c, 'send-code');
  const phone = toE164(input.country, input.phone)!;
  if (await isPhoneTaken(c.get('db'), phone)) throw phoneTaken();
  await requireResendDelay(c, codeIdentifier.phone(phone));
  await sendPhoneCode(c.get('auth'), phone, c.req.raw.headers);
  return ok(c, { status: 'sent', resendAfter: 60 });
});

// POST /api/account/phone — the new number with its code.
accountRoutes.post('/account/phone', async (c) => {
  await write(c, 'phone');
  const input = await parseBody(c, changePhoneSchema);
  const phone = toE164(input.country, input.phone)!;
  await changePhone(c.get('auth'), { phone, code: input.code }, c.req.raw.headers);
  return ok(c, { status: 'changed' });
});

// POST /api/account/password — a new password; every other session ends.
accountRoutes.post('/account/password', async (c) => {
  await write(c, 'password');
  const input = await parseBody(c, changePasswordSchema);
  forwardCookies(c, await changePassword(c.get('auth'), input, c.req.raw.headers));
  return ok(c, { status: 'changed' });
});

// GET /api/account/submissions — contact requests, training applications, newsletter status.
accountRoutes.get('/account/submissions', async (c) => {
  const profile = await getProfile(c.get('db'), userOf(c).id);
  if (!profile) throw new HttpError(401);
  return ok(c, await listSubmissions(c.get('db'), profile));
});

// GET /api/account/sessions — the user's live sessions.
accountRoutes.get('/account/sessions', async (c) =>
  ok(c, await listSessions(c.get('db'), userOf(c).id, c.get('session').session.id)),
);

// POST /api/account/sessions/revoke-others — sign out every other device.
accountRoutes.post('/account/sessions/revoke-others', async (c) => {
  await write(c, 'sessions');
  await c.get('auth').api.revokeOtherSessions({ headers: c.req.raw.headers });
  return ok(c, { status: 'revoked' });
});

// GET /api/account/export — "download my data" as a JSON file.
accountRoutes.get('/account/export', async (c) => {
  await limitByAccount(c, 'export', userOf(c).id);
  const data = await exportAccountData(c.get('db'), userOf(c).id, c.get('session').session.id);
  if (!data) throw new HttpError(401);
  c.header('Content-Disposition', 'attachment; filename="voltara-account-data.json"');
  return c.body(JSON.stringify(data, null, 2), 200, {
    'Content-Type': 'application/json; charset=utf-8',
  });
});

// POST /api/account/delete — delete the account, the password required.
accountRoutes.post('/account/delete', async (c) => {
  await write(c, 'delete');
  const { password } = await parseBody(c, deleteAccountSchema);
  forwardCookies(c, await deleteAccount(c.get('auth'), password, c.req.raw.headers));
  return ok(c, { status: 'deleted' });
});

/** The person at the personal center as leads know them: the profile's proven e-mail. */
async function viewerOf(c: Context<AccountEnv>) {
  const profile = await getProfile(c.get('db'), userOf(c).id);
  if (!profile) throw new HttpError(401);
  return profile;
}

// GET /api/account/leads — the quote requests with the user's certified partner(s);
// 403 for anyone who is not a certified person of one (with a proven e-mail).
accountRoutes.get('/account/leads', async (c) => {
  const leads = await listLeads(c.get('db'), await viewerOf(c));
  if (!leads) throw new HttpError(403, 'Forbidden: only the certified people of a partner');
  return ok(c, { items: leads });
});

// POST /api/account/leads/:id/accept — take the lead for the partner: 403 not theirs, 409 decided.
accountRoutes.post('/account/leads/:id/accept', async (c) => {
  await write(c, 'lead');
  await acceptLead(c.get('db'), idOf(c.req.param('id')), await viewerOf(c));
  return ok(c, { status: 'accepted' });
});

// POST /api/account/leads/:id/decline — with a reason; it passes to the next partner or staff.
accountRoutes.post('/account/leads/:id/decline', async (c) => {
  await write(c, 'lead');
  const { reason } = await parseBody(c, declineLeadSchema);
  const id = idOf(c.req.param('id'));
  const { toStaff } = await declineLead(c.get('db'), id, await viewerOf(c), reason);
  return ok(c, { status: 'declined', toStaff });
});
