import 'server-only';
import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import {
  PICTURE,
  captchaActions,
  type CaptchaDensity,
  type CaptchaAction,
  type CaptchaChallenge,
  type CaptchaPass,
  type VerifyAttempt,
} from '@/lib/validation/captcha';
import { seededRng } from '@/lib/random/seeded';
import { drawPuzzle } from './picture';
import { pngDataUrl } from './png';
import { isCloseEnough, isPlausibleTrack } from './rules';
import type { CaptchaStore } from './store';
import { TOKEN_TTL_MS, issueToken } from './tokens';

/** Long enough to read the form first, short enough that a stolen challenge goes stale. */
export const CHALLENGE_TTL_MS = 3 * 60 * 1000;

const EDGE = 4;
/** The gap is never near the piece's start, so the piece always has to be moved. */
const MIN_GAP_X = PICTURE.pieceSize + 10;
const MAX_X = PICTURE.width - PICTURE.pieceSize;

const recordSchema = z.object({
  action: z.enum(captchaActions),
  x: z.number(),
  createdAt: z.number(),
});
type ChallengeRecord = z.infer<typeof recordSchema>;

const keyOf = (id: string) => `challenge:${id}`;

function parseRecord(raw: string | null): ChallengeRecord | null {
  if (!raw) return null;
  try {
    return recordSchema.parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * A new puzzle: pictures for the browser (`density` image pixels per picture pixel); the gap's
 * x stays in the store, never sent.
 */
export async function createChallenge(
  store: CaptchaStore,
  action: CaptchaAction,
  density: CaptchaDensity = 1,
): Promise<CaptchaChallenge> {
  const id = randomBytes(18).toString('base64url');
  const gapX = randomInt(MIN_GAP_X, MAX_X - EDGE + 1);
  const gapY = randomInt(EDGE, PICTURE.height - PICTURE.pieceSize - EDGE + 1);
  const { background, piece } = drawPuzzle(
    seededRng(randomBytes(4).readUInt32LE()),
    gapX,
    gapY,
    density,
  );
  const record: ChallengeRecord = { action, x: gapX, createdAt: Date.now() };
  await store.set(keyOf(id), JSON.stringify(record), CHALLENGE_TTL_MS);
  return {
    id,
    background: pngDataUrl(background),
    piece: pngDataUrl(piece),
    pieceY: gapY,
    ...PICTURE,
    expiresIn: CHALLENGE_TTL_MS / 1000,
  };
}

/**
 * One try per challenge: the challenge is taken out of the store before it is judged, so a
 * second attempt (or a concurrent one) finds nothing. Success issues the action's token.
 */
export async function verifyAttempt(
  store: CaptchaStore,
  attempt: VerifyAttempt,
): Promise<CaptchaPass | null> {
  const record = parseRecord(await store.take(keyOf(attempt.id)));
  if (!record) return null;
  const elapsedMs = Date.now() - record.createdAt;
  if (!isCloseEnough(attempt.x, record.x)) return null;
  if (!isPlausibleTrack({ ...attempt, maxX: MAX_X, elapsedMs })) return null;
  return { token: await issueToken(store, record.action), expiresIn: TOKEN_TTL_MS / 1000 };
}

/** The gap's x without spending the challenge: for the test hook only (see test-hook.ts). */
export async function peekAnswer(store: CaptchaStore, id: string): Promise<number | null> {
  return parseRecord(await store.get(keyOf(id)))?.x ?? null;
}
