import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { app } from '@/lib/server/api/app';
import { DEV_BUILD_ID, readBuildId, runningBuildId } from '@/lib/server/privacy/build-id';

describe('GET /api/build (latest-build manifest)', () => {
  it('answers the running build id, never from a cache', async () => {
    const res = await app.request('/api/build?_t=1760000000000');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(await res.json()).toEqual({
      code: 200,
      message: 'OK',
      data: { buildId: runningBuildId() },
    });
  });

  it('answers 405 to a POST', async () => {
    const res = await app.request('/api/build', { method: 'POST' });
    expect(res.status).toBe(405);
  });

  it('reads the id next build wrote, and a stand-in without a build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-id-'));
    expect(readBuildId(dir)).toBe(DEV_BUILD_ID);
    writeFileSync(path.join(dir, 'BUILD_ID'), 'Xy12_abc\n');
    expect(readBuildId(dir)).toBe('Xy12_abc');
  });
});
