import 'server-only';
import { randomBytes } from 'node:crypto';

/** The file types uploads accept, each with the extension its key keeps. */
export const extensions = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
} as const;

export type UploadType = keyof typeof extensions;

const KEY = /^[a-f0-9]{32}\.(png|jpg|webp|pdf|mp4|webm)$/;

/** A key the upload route could have made: 32 hex characters and a known extension. */
export function isStorageKey(value: unknown): value is string {
  return typeof value === 'string' && KEY.test(value);
}

/** A new random key (128 bits: unguessable, never reused) keeping the type's extension. */
export function newStorageKey(type: UploadType): string {
  return `${randomBytes(16).toString('hex')}.${extensions[type]}`;
}
