import { expect, test } from 'vitest';
import { request } from './support/http';

// requirements: Error pages — the status codes; the views themselves are checked in a browser
// (tests/e2e/errors.spec.ts).

test('an unknown blog slug is a 404', async () => {
  expect((await request('/cn/explore/blog/no-such-article')).status).toBe(404);
});
