import { describe, expect, test } from 'vitest';
import { dragTrack } from '../integration/captcha/tracks';
import { json, request } from './support/http';
import { BASE_URL, CAPTCHA_TEST_SECRET, TEST_SECRET_HEADER } from './support/site';

// The slider puzzle, against the production build that `next start` serves with NODE_ENV=test
// and CAPTCHA_TEST_SECRET (tests/server/support/start-site.ts): the test hook reads NODE_ENV at
// run time (not the build's inlined "production"), and a solved puzzle gives one token. The
// pages that show the puzzle drive it in tests/e2e (tests/e2e/support/captcha.ts).

const fromUs = (data: unknown) => json(data, { origin: BASE_URL });

async function newChallenge() {
  const res = await request('/api/captcha/challenge', fromUs({ action: 'sign-in' }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: string; background: string } }).data;
}

const answerOf = (id: string, secret?: string) =>
  request(`/api/captcha/test-answer/${id}`, {
    headers: secret === undefined ? {} : { [TEST_SECRET_HEADER]: secret },
  });

describe('slider puzzle API', () => {
  test('the test hook answers only with its secret', async () => {
    const { id, background } = await newChallenge();
    expect(background).toMatch(/^data:image\/png;base64,/);
    expect((await answerOf(id)).status).toBe(404);
    expect((await answerOf(id, 'nope')).status).toBe(404);
    const right = await answerOf(id, CAPTCHA_TEST_SECRET);
    expect(right.status).toBe(200);
    expect(((await right.json()) as { data: { x: number } }).data.x).toBeGreaterThan(0);
  });

  test('a solved puzzle gives a token once; a replay is "Verification failure"', async () => {
    const { id } = await newChallenge();
    const { x } = (
      (await (await answerOf(id, CAPTCHA_TEST_SECRET)).json()) as {
        data: { x: number };
      }
    ).data;
    // The drag takes 600 ms: no track may last longer than the puzzle has existed.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const attempt = fromUs({ id, x, track: dragTrack(x) });
    const solved = await request('/api/captcha/verify', attempt);
    expect(solved.status).toBe(200);
    expect(((await solved.json()) as { data: { token: string } }).data.token).toMatch(
      /^[A-Za-z0-9_-]{32}$/,
    );
    const replay = await request('/api/captcha/verify', attempt);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { message: string }).message).toBe('Verification failure');
  });

  test('refuses a challenge request from another origin', async () => {
    const res = await request(
      '/api/captcha/challenge',
      json({ action: 'sign-in' }, { origin: 'https://evil.example' }),
    );
    expect(res.status).toBe(403);
  });
});
