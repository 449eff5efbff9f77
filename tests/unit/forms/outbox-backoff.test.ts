import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from '@/lib/server/mail/outbox';

const MINUTE = 60_000;

describe('outbox retry backoff', () => {
  it('doubles from one minute up to an hour', () => {
    const top = () => 1;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((a) => retryDelayMs(a, top) / MINUTE)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });

  it('jitters each delay between half and all of it', () => {
    expect(retryDelayMs(3, () => 0)).toBe(2 * MINUTE);
    expect(retryDelayMs(3, () => 0.5)).toBe(3 * MINUTE);
    for (let i = 0; i < 100; i++) {
      const delay = retryDelayMs(4);
      expect(delay).toBeGreaterThanOrEqual(4 * MINUTE);
      expect(delay).toBeLessThanOrEqual(8 * MINUTE);
    }
  });

  it('keeps retrying for hours before giving up', () => {
    let shortest = 0;
    for (let a = 1; a < MAX_ATTEMPTS; a++) shortest += retryDelayMs(a, () => 0);
    expect(shortest / (60 * MINUTE)).toBeGreaterThan(6);
  });
});
