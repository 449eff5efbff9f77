import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '@/lib/server/api/app';
import { consumeCaptchaToken } from '@/lib/server/captcha';
import { createMemoryStore, setCaptchaStore } from '@/lib/server/captcha/store';
import type { CaptchaChallenge, CaptchaPass } from '@/lib/validation/captcha';
import { post, useFormsEnv } from '../forms/helpers';
import { dragTrack, keyTrack } from './tracks';

const SECRET = 'integration-secret-0123456789';
let ip = 0;
// Each test its own address, so the per-address limit never gets in the way.
const from = () => ({ headers: { 'X-Forwarded-For': `198.51.100.${++ip}` } });

async function challenge(action = 'sign-in') {
  const res = await post('/api/captcha/challenge', { action }, from());
  expect(res.status).toBe(200);
  return res.body.data as CaptchaChallenge;
}

async function answerOf(id: string) {
  const res = await app.request(`/api/captcha/test-answer/${id}`, {
    headers: { 'x-captcha-test-secret': SECRET },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { x: number } }).data.x;
}

/** Let `ms` pass on the server's clock (the track may not last longer than the challenge). */
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

const verify = (body: unknown, language?: string) =>
  post('/api/captcha/verify', body, { ...from(), language });

describe('slider puzzle API', () => {
  beforeAll(() => useFormsEnv({ CAPTCHA_TEST_SECRET: SECRET, REDIS_URL: undefined }));
  beforeEach(async () => {
    await setCaptchaStore(createMemoryStore());
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => setCaptchaStore(undefined));

  it('serves PNG pictures and no answer, then gives a token for a good drag', async () => {
    const puzzle = await challenge('sign-up');
    expect(puzzle.background).toMatch(/^data:image\/png;base64,/);
    expect(puzzle.piece).toMatch(/^data:image\/png;base64,/);
    expect(puzzle).toMatchObject({ width: 300, height: 150, pieceSize: 50 });
    expect(Object.keys(puzzle).sort()).toEqual(
      ['background', 'expiresIn', 'height', 'id', 'piece', 'pieceSize', 'pieceY', 'width'].sort(),
    );
    const x = await answerOf(puzzle.id);
    later(2000);
    const res = await verify({ id: puzzle.id, x: x + 3, track: dragTrack(x + 3) });
    expect(res.status).toBe(200);
    const { token } = res.body.data as CaptchaPass;
    expect(await consumeCaptchaToken(token, 'sign-up')).toBe(true);
    expect(await consumeCaptchaToken(token, 'sign-up')).toBe(false);
  });

  it('answers a wrong position with the translated "Verification failure", and burns the try', async () => {
    const puzzle = await challenge();
    const x = await answerOf(puzzle.id);
    later(2000);
    const wrong = await verify({ id: puzzle.id, x: x + 20, track: dragTrack(x + 20) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 400, message: 'Verification failure' });
    const retry = await verify({ id: puzzle.id, x, track: dragTrack(x) }, 'de');
    expect(retry.status).toBe(400);
    expect(retry.body.message).toBe('Überprüfung fehlgeschlagen');
  });

  it('refuses a replayed attempt: one try per challenge even when the first one passed', async () => {
    const puzzle = await challenge();
    const x = await answerOf(puzzle.id);
    later(2000);
    const attempt = { id: puzzle.id, x, track: dragTrack(x) };
    expect((await verify(attempt)).status).toBe(200);
    expect((await verify(attempt, 'cn')).body.message).toBe('验证失败');
  });

  it('accepts a keyboard track of key steps, and refuses one with a jump', async () => {
    const stepped = await challenge('recover');
    const x = await answerOf(stepped.id);
    later(60_000);
    const keys = await verify({ id: stepped.id, x, track: keyTrack(x), keyboard: true });
    expect(keys.status).toBe(200);
    const jumped = await challenge('recover');
    const x2 = await answerOf(jumped.id);
    later(60_000);
    const jump = [
      { x: 0, t: 0 },
      { x: x2 - 1, t: 300 },
      { x: x2, t: 600 },
    ];
    expect((await verify({ id: jumped.id, x: x2, track: jump, keyboard: true })).status).toBe(400);
  });

  it('refuses a teleport: a track that is not a drag', async () => {
    const puzzle = await challenge();
    const x = await answerOf(puzzle.id);
    later(2000);
    const teleport = [
      { x: 0, t: 0 },
      { x, t: 400 },
    ];
    expect((await verify({ id: puzzle.id, x, track: teleport })).status).toBe(400);
  });

  it('draws the pictures at twice the pixels when asked, with the same geometry and answer', async () => {
    const size = (dataUrl: string) => {
      const png = Buffer.from(dataUrl.split(',')[1]!, 'base64');
      return [png.readUInt32BE(16), png.readUInt32BE(20)];
    };
    const sharp = await post('/api/captcha/challenge', { action: 'sign-in', density: 2 }, from());
    expect(sharp.status).toBe(200);
    const puzzle = sharp.body.data as CaptchaChallenge;
    expect(puzzle).toMatchObject({ width: 300, height: 150, pieceSize: 50 });
    expect(size(puzzle.background)).toEqual([600, 300]);
    expect(size(puzzle.piece)).toEqual([100, 100]);
    const plain = await challenge();
    expect(size(plain.background)).toEqual([300, 150]);
    expect(size(plain.piece)).toEqual([50, 50]);
    const x = await answerOf(puzzle.id);
    later(2000);
    expect((await verify({ id: puzzle.id, x, track: dragTrack(x) })).status).toBe(200);
  });

  it('refuses bad bodies with 4xx, never 500', async () => {
    expect((await post('/api/captcha/challenge', { action: 'pay' }, from())).status).toBe(400);
    for (const density of [3, 0, 1.5, '2', null]) {
      const res = await post('/api/captcha/challenge', { action: 'sign-in', density }, from());
      expect(res.status).toBe(400);
    }
    expect((await post('/api/captcha/challenge', '{"action":', from())).status).toBe(400);
    expect((await verify({ id: '../../etc', x: 1, track: [] })).status).toBe(400);
    const big = { id: 'a'.repeat(20), x: 1, track: Array(5000).fill({ x: 1, t: 1 }) };
    expect((await verify(big)).status).toBe(413);
  });

  it('refuses a POST from another origin', async () => {
    const res = await post(
      '/api/captcha/challenge',
      { action: 'sign-in' },
      {
        headers: { Origin: 'https://evil.example' },
      },
    );
    expect(res.status).toBe(403);
  });
});
