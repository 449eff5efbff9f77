import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  CAPTCHA_TEST_SECRET,
  jsonFrom,
  solvedAttempt,
  TEST_SECRET_HEADER,
} from './support/captcha';

// The slider puzzle, against the production build that `next start` serves with
// NODE_ENV=test and CAPTCHA_TEST_SECRET (playwright.config.ts). The pages that show the puzzle
// (login, sign-up, recovery) drive it with tests/e2e/support/captcha.ts; this spec checks the
// server side of the same path: the hook reads NODE_ENV at run time (not the build's inlined
// "production"), and a solved puzzle gives one token.

async function newChallenge(request: APIRequestContext, origin: string) {
  const res = await request.post('/api/captcha/challenge', jsonFrom(origin, { action: 'sign-in' }));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: string; background: string } }).data;
}

test.describe('slider puzzle API', () => {
  test('the test hook answers only with its secret', async ({ request, baseURL }) => {
    const { id, background } = await newChallenge(request, baseURL!);
    expect(background).toMatch(/^data:image\/png;base64,/);
    const path = `/api/captcha/test-answer/${id}`;
    expect((await request.get(path)).status()).toBe(404);
    const wrong = await request.get(path, { headers: { [TEST_SECRET_HEADER]: 'nope' } });
    expect(wrong.status()).toBe(404);
    const right = await request.get(path, {
      headers: { [TEST_SECRET_HEADER]: CAPTCHA_TEST_SECRET },
    });
    expect(right.status()).toBe(200);
    expect((await right.json()).data.x).toBeGreaterThan(0);
  });

  test('a solved puzzle gives a token once; a replay is "Verification failure"', async ({
    request,
    baseURL,
  }) => {
    const attempt = await solvedAttempt(request, baseURL!, 'sign-in');
    const solved = await request.post('/api/captcha/verify', attempt);
    expect(solved.status()).toBe(200);
    expect((await solved.json()).data.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const replay = await request.post('/api/captcha/verify', attempt);
    expect(replay.status()).toBe(400);
    expect((await replay.json()).message).toBe('Verification failure');
  });

  test('refuses a challenge request from another origin', async ({ request }) => {
    const res = await request.post(
      '/api/captcha/challenge',
      jsonFrom('https://evil.example', { action: 'sign-in' }),
    );
    expect(res.status()).toBe(403);
  });
});
