import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The header by which a server render in draft mode, for an editor, asks the public API for
 * drafts and scheduled items. Its value is a secret only our own server holds: a visitor who
 * sends the header without it gets what every visitor gets.
 */
export const PREVIEW_HEADER = 'X-Preview';

/** Long enough that guessing is hopeless (a shared PREVIEW_SECRET must be as long). */
const MIN_LENGTH = 32;

const slot = Symbol.for('voltara.previewSecret');
type Holder = { [slot]?: string };

/**
 * PREVIEW_SECRET when set: needed when API_BASE_URL names a separate back end, which must hold
 * the same value. Otherwise random bytes made once per process and kept on globalThis, so every
 * bundle of the server (pages, route handlers) shares the one value.
 */
export function previewSecret(): string {
  const configured = process.env.PREVIEW_SECRET;
  if (configured) {
    if (configured.length < MIN_LENGTH) {
      throw new Error(`PREVIEW_SECRET must be at least ${MIN_LENGTH} characters long`);
    }
    return configured;
  }
  const holder = globalThis as Holder;
  holder[slot] ??= randomBytes(32).toString('base64url');
  return holder[slot];
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `value` is the secret, compared in constant time (digests have equal lengths). */
export function isPreviewSecret(value: string | null | undefined): boolean {
  if (!value) return false;
  return timingSafeEqual(digest(value), digest(previewSecret()));
}
