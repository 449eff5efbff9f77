import { expect, type APIRequestContext } from '@playwright/test';
import { jsonFrom, puzzleToken } from './captcha';
import { stamp } from './console';
import { codeMailedTo } from './mail';

// What the warranty suites share: owners signed up through the API (the setup project and the
// console suites make their accounts the same way; the sign-up form has suites of its own).

export const OWNER_PASSWORD = 'Sunny-Day42';

/** A new account, signed in in `request` (the page's own, so the page shares the session). */
export async function signUpOwner(
  request: APIRequestContext,
  origin: string,
  email: string,
  nickname = 'Owner',
) {
  const since = Date.now();
  // Each owner signs up from an address of their own (TEST-NET-2), as people do: the sign-up
  // limit of 30 an address in 10 minutes holds for the loopback too, and a looped run of this
  // file (--repeat-each) signs up more people than that.
  const visitor = { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 254)}` };
  const token = await puzzleToken(request, origin, 'sign-up');
  const sent = await request.post('/api/account/codes/sign-up', {
    ...jsonFrom(origin, { country: 'DE', channel: 'email', email, phone: '' }),
    headers: { ...jsonFrom(origin, {}).headers, 'x-captcha-token': token, ...visitor },
  });
  expect(sent.status()).toBe(200);
  const code = await codeMailedTo(email, since);
  const signUpBody = jsonFrom(origin, {
    country: 'DE',
    channel: 'email',
    email,
    phone: '',
    username: `w${stamp()}`.slice(0, 20),
    nickname,
    password: OWNER_PASSWORD,
    confirmPassword: OWNER_PASSWORD,
    code,
    terms: true,
  });
  const res = await request.post('/api/account/sign-up', {
    ...signUpBody,
    headers: { ...signUpBody.headers, ...visitor },
  });
  expect(res.status()).toBe(200);
}
