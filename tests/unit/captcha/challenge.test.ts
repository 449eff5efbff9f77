import { inflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHALLENGE_TTL_MS,
  createChallenge,
  peekAnswer,
  verifyAttempt,
} from '@/lib/server/captcha/challenge';
import { createMemoryStore } from '@/lib/server/captcha/store';
import { consumeCaptchaToken } from '@/lib/server/captcha/tokens';
import { dragTrack } from '../../integration/captcha/tracks';

/** Width, height and colour type of a PNG data URL, after checking every chunk's CRC. */
function readPng(dataUrl: string) {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  let offset = 8;
  const idat: Buffer[] = [];
  let header: Buffer | undefined;
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') idat.push(body);
    offset += 12 + length;
  }
  const [width, height] = [header!.readUInt32BE(0), header!.readUInt32BE(4)];
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe(height * (width * 4 + 1));
  return { width, height, colourType: header![9] };
}

describe('slider puzzle challenge', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('sends two valid PNGs of the stated sizes, and never the answer', async () => {
    const store = createMemoryStore();
    const challenge = await createChallenge(store, 'sign-in');
    expect(readPng(challenge.background)).toEqual({ width: 300, height: 150, colourType: 6 });
    expect(readPng(challenge.piece)).toEqual({ width: 50, height: 50, colourType: 6 });
    const answer = await peekAnswer(store, challenge.id);
    expect(answer).toBeGreaterThanOrEqual(60);
    expect(answer).toBeLessThanOrEqual(246);
    // Nothing but the pictures, the fixed geometry and the vertical position is sent.
    expect(Object.keys(challenge).sort()).toEqual(
      ['background', 'expiresIn', 'height', 'id', 'piece', 'pieceSize', 'pieceY', 'width'].sort(),
    );
    expect(challenge).toMatchObject({ width: 300, height: 150, pieceSize: 50, expiresIn: 180 });
    expect(challenge.pieceY + challenge.pieceSize).toBeLessThanOrEqual(challenge.height);
  });

  it('draws a new picture and gap every time', async () => {
    const store = createMemoryStore();
    const a = await createChallenge(store, 'sign-in');
    const b = await createChallenge(store, 'sign-in');
    expect(a.id).not.toBe(b.id);
    expect(a.background).not.toBe(b.background);
    expect(a.piece).not.toBe(b.piece);
  });

  it('gives a token for its own action after a good attempt', async () => {
    const store = createMemoryStore();
    const { id } = await createChallenge(store, 'send-code');
    const x = (await peekAnswer(store, id))!;
    vi.setSystemTime(Date.now() + 2000);
    const pass = await verifyAttempt(store, { id, x, track: dragTrack(x), keyboard: false });
    expect(pass?.expiresIn).toBe(120);
    expect(await consumeCaptchaToken(pass!.token, 'sign-in', store)).toBe(false);
    const again = await createChallenge(store, 'send-code');
    const x2 = (await peekAnswer(store, again.id))!;
    vi.setSystemTime(Date.now() + 2000);
    const pass2 = await verifyAttempt(store, {
      id: again.id,
      x: x2,
      track: dragTrack(x2),
      keyboard: false,
    });
    expect(await consumeCaptchaToken(pass2!.token, 'send-code', store)).toBe(true);
  });

  it('allows one try: a failed attempt spends the challenge', async () => {
    const store = createMemoryStore();
    const { id } = await createChallenge(store, 'sign-in');
    const x = (await peekAnswer(store, id))!;
    vi.setSystemTime(Date.now() + 2000);
    const near = x + 6;
    expect(
      await verifyAttempt(store, { id, x: near, track: dragTrack(near), keyboard: false }),
    ).toBeNull();
    expect(await peekAnswer(store, id)).toBeNull();
    expect(await verifyAttempt(store, { id, x, track: dragTrack(x), keyboard: false })).toBeNull();
  });

  it('expires after three minutes', async () => {
    const store = createMemoryStore();
    const { id } = await createChallenge(store, 'sign-in');
    const x = (await peekAnswer(store, id))!;
    vi.setSystemTime(Date.now() + CHALLENGE_TTL_MS);
    expect(await verifyAttempt(store, { id, x, track: dragTrack(x), keyboard: false })).toBeNull();
  });

  it('refuses an attempt on an unknown challenge', async () => {
    const store = createMemoryStore();
    const attempt = { id: 'A'.repeat(24), x: 100, track: dragTrack(100), keyboard: false };
    expect(await verifyAttempt(store, attempt)).toBeNull();
  });
});
