import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '@/lib/server/api/routes/files';
import { safeFilename, sniffType } from '@/lib/server/console/content/sniff';
import {
  isStorageKey,
  newStorageKey,
  uploadsDir,
  type Storage,
} from '@/lib/server/console/storage';
import { LocalStorage } from '@/lib/server/console/storage/local';
import { parseRange } from '@/lib/server/console/storage/range';

const ascii = (text: string) => [...new TextEncoder().encode(text)];
const of = (...parts: number[][]) => new Uint8Array(parts.flat());

describe('upload checks', () => {
  it('judges the type by the first bytes only', () => {
    expect(sniffType(of([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffType(of([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffType(of(ascii('RIFF'), [1, 2, 3, 4], ascii('WEBP')))).toBe('image/webp');
    expect(sniffType(of(ascii('RIFF'), [1, 2, 3, 4], ascii('WAVE')))).toBeNull();
    expect(sniffType(of(ascii('%PDF-1.4')))).toBe('application/pdf');
    expect(sniffType(of([0, 0, 0, 0x20], ascii('ftypisom')))).toBe('video/mp4');
    expect(sniffType(of([0x1a, 0x45, 0xdf, 0xa3]))).toBe('video/webm');
    for (const text of ['<svg/>', '<!DOCTYPE html>', '%PDF', 'GIF89a', '']) {
      expect(sniffType(of(ascii(text))), text).toBeNull();
    }
  });

  it('keeps a download name without directories, quotes or control characters', () => {
    expect(safeFilename('../../etc/passwd')).toBe('passwd');
    expect(safeFilename('C:\\Users\\a\\Datenblatt "neu".pdf')).toBe('Datenblatt neu.pdf');
    expect(safeFilename('a\r\nb;.png')).toBe('ab.png');
    expect(safeFilename('...')).toBe('file');
    expect(safeFilename('x'.repeat(300))).toHaveLength(200);
    expect(contentDisposition('Größe "1".pdf')).toBe(
      `inline; filename="Gr__e _1_.pdf"; filename*=UTF-8''Gr%C3%B6%C3%9Fe%20%221%22.pdf`,
    );
  });

  it('makes random keys with the type’s extension and accepts only such keys', () => {
    const key = newStorageKey('image/jpeg');
    expect(key).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(newStorageKey('image/jpeg')).not.toBe(key);
    expect(isStorageKey(key)).toBe(true);
    for (const bad of [
      '../a.png',
      `${'a'.repeat(32)}.html`,
      `${'A'.repeat(32)}.png`,
      `${'a'.repeat(32)}.png/..`,
    ]) {
      expect(isStorageKey(bad), bad).toBe(false);
    }
  });

  it('reads one byte range of a file, or the whole, or none', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
  });
});

describe('the local storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'voltara-uploads-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('lives beside the database in the data directory', () => {
    expect(uploadsDir('.data/db')).toBe(path.resolve('.data/uploads'));
    expect(uploadsDir('memory://')).toBeNull();
  });

  it('writes, reads (whole or a range) and deletes files under its directory only', async () => {
    const storage: Storage = new LocalStorage(root);
    const key = newStorageKey('application/pdf');
    await storage.put(key, new TextEncoder().encode('%PDF-hello'), 'application/pdf');
    expect(fs.existsSync(path.join(root, key.slice(0, 2), key))).toBe(true);
    const whole = await storage.get(key);
    expect(whole?.size).toBe(10);
    expect(await new Response(whole!.body).text()).toBe('%PDF-hello');
    const part = await storage.get(key, { start: 5, end: 9 });
    expect(await new Response(part!.body).text()).toBe('hello');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(
      storage.put('../escape.pdf', new Uint8Array(1), 'application/pdf'),
    ).rejects.toThrow(/invalid storage key/);
    expect(fs.existsSync(path.join(root, '..', 'escape.pdf'))).toBe(false);
  });
});
