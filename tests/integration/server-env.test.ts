import { afterEach, describe, expect, it } from 'vitest';
import { resetServerEnv, serverEnv } from '@/lib/server/env';

const saved = { ...process.env };
const names = ['PORT', 'SITE_URL', 'DATABASE_URL', 'PGLITE_DIR', 'LEGACY_HOSTS', 'STAFF_EMAIL'];

function withEnv(values: Record<string, string>) {
  for (const name of names) delete process.env[name];
  Object.assign(process.env, values);
  resetServerEnv();
  return serverEnv();
}

describe('server environment', () => {
  afterEach(() => {
    process.env = { ...saved };
    resetServerEnv();
  });

  it('falls back to the documented defaults when variables are unset or blank', () => {
    const env = withEnv({ SITE_URL: '', DATABASE_URL: '' });
    expect(env).toMatchObject({
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      DATABASE_URL: undefined,
      PGLITE_DIR: '.data/db',
      LEGACY_HOSTS: [],
    });
  });

  it('parses ports and the comma-separated legacy hosts', () => {
    const env = withEnv({ PORT: '8080', LEGACY_HOSTS: ' Old.example.com, ,www.old.example ' });
    expect(env.PORT).toBe(8080);
    expect(env.LEGACY_HOSTS).toEqual(['old.example.com', 'www.old.example']);
  });

  it('names every invalid variable in one error', () => {
    expect(() => withEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(
      /Invalid server environment: PORT: .*; DATABASE_URL: must be a postgres:\/\/ URL/,
    );
  });
});
