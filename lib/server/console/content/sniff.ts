import 'server-only';
import type { UploadType } from '@/lib/server/console/storage';

// An upload's type is judged by its first bytes, never by its name or the browser's claim: an
// HTML or SVG page renamed photo.png is refused, so nothing served from /api/files can run
// script in the site's origin.

const MB = 1024 * 1024;

/** requirements: Limits — images 5 MB, PDFs 20 MB, videos 100 MB. */
export const uploadLimits: Record<UploadType, number> = {
  'image/png': 5 * MB,
  'image/jpeg': 5 * MB,
  'image/webp': 5 * MB,
  'application/pdf': 20 * MB,
  'video/mp4': 100 * MB,
  'video/webm': 100 * MB,
};

/** The largest file any type may be: a bigger body is refused before it is read. */
export const MAX_UPLOAD = Math.max(...Object.values(uploadLimits));

/** How many leading bytes sniffType needs. */
export const SNIFF_BYTES = 12;

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));
const starts = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** The upload type the bytes are, or null when they are none of the accepted ones. */
export function sniffType(bytes: Uint8Array): UploadType | null {
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 0, '%PDF-')) return 'application/pdf';
  if (ascii(bytes, 4, 'ftyp')) return 'video/mp4';
  if (starts(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  return null;
}

/**
 * The name a download offers: no directories, no control or quote characters, at most 200
 * characters; empty becomes "file".
 */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f"<>|:*?;]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 200);
  return clean || 'file';
}
