import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { casesSeed } from '@/lib/server/db/seed/cases';
import { downloadsSeed } from '@/lib/server/db/seed/downloads';
import { eventsSeed } from '@/lib/server/db/seed/events';
import { newsSeed } from '@/lib/server/db/seed/news';
import { productsSeed } from '@/lib/server/db/seed/products';
import { videosSeed } from '@/lib/server/db/seed/videos';

const publicDir = path.resolve(import.meta.dirname, '../../public');

// Files are real and downloadable; every image the seed names must exist.
describe('seed assets', () => {
  it('points only at files that exist under public/', () => {
    const urls = [
      ...downloadsSeed.map((d) => d.fileUrl),
      ...videosSeed.flatMap((v) => [v.videoUrl, v.coverUrl]),
      ...[...newsSeed, ...eventsSeed, ...casesSeed, ...productsSeed].map((i) => i.coverUrl),
    ].filter((url): url is string => typeof url === 'string' && url.length > 0);
    expect(urls.length).toBeGreaterThan(50);
    const missing = [...new Set(urls)].filter((url) => !existsSync(path.join(publicDir, url)));
    expect(missing).toEqual([]);
  });
});
