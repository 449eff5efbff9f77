import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/lib/server/captcha/store';
import { TOKEN_TTL_MS, consumeCaptchaToken, issueToken } from '@/lib/server/captcha/tokens';

describe('captcha memory store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a value until its time is up', async () => {
    const store = createMemoryStore();
    await store.set('a', '1', 1000);
    vi.advanceTimersByTime(999);
    expect(await store.get('a')).toBe('1');
    vi.advanceTimersByTime(1);
    expect(await store.get('a')).toBeNull();
  });

  it('take reads and removes: only the first take gets the value', async () => {
    const store = createMemoryStore();
    await store.set('a', '1', 1000);
    expect(await store.take('a')).toBe('1');
    expect(await store.take('a')).toBeNull();
    expect(await store.get('a')).toBeNull();
  });

  it('stays bounded: past its size the expired go first, then the oldest', async () => {
    const store = createMemoryStore({ maxEntries: 3 });
    await store.set('short', 's', 10);
    await store.set('b', 'b', 1000);
    await store.set('c', 'c', 1000);
    vi.advanceTimersByTime(20);
    await store.set('d', 'd', 1000);
    expect(await store.get('b')).toBe('b');
    await store.set('e', 'e', 1000);
    expect(await store.get('b')).toBeNull();
    expect([await store.get('c'), await store.get('d'), await store.get('e')]).toEqual([
      'c',
      'd',
      'e',
    ]);
  });
});

describe('consumeCaptchaToken', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is true once, for the action the token was issued for', async () => {
    const store = createMemoryStore();
    const token = await issueToken(store, 'sign-in');
    expect(await consumeCaptchaToken(token, 'sign-in', store)).toBe(true);
    expect(await consumeCaptchaToken(token, 'sign-in', store)).toBe(false);
  });

  it('is false for another action, and the token is spent by that try', async () => {
    const store = createMemoryStore();
    const token = await issueToken(store, 'send-code');
    expect(await consumeCaptchaToken(token, 'sign-up', store)).toBe(false);
    expect(await consumeCaptchaToken(token, 'send-code', store)).toBe(false);
  });

  it('expires two minutes after it was issued', async () => {
    const store = createMemoryStore();
    const [early, late] = [await issueToken(store, 'recover'), await issueToken(store, 'recover')];
    vi.advanceTimersByTime(TOKEN_TTL_MS - 1);
    expect(await consumeCaptchaToken(early, 'recover', store)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(await consumeCaptchaToken(late, 'recover', store)).toBe(false);
  });

  it('is false for a missing, malformed or unknown token, without asking the store', async () => {
    const store = createMemoryStore();
    const take = vi.spyOn(store, 'take');
    for (const token of [undefined, null, '', 'short', 'x'.repeat(33), 'a b'.repeat(11)]) {
      expect(await consumeCaptchaToken(token, 'sign-in', store)).toBe(false);
    }
    expect(take).not.toHaveBeenCalled();
    expect(await consumeCaptchaToken('A'.repeat(32), 'sign-in', store)).toBe(false);
  });

  it('is false, not an error, when the store cannot be reached', async () => {
    const store = createMemoryStore();
    vi.spyOn(store, 'take').mockRejectedValue(new Error('redis down'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const token = await issueToken(store, 'sign-in');
    await expect(consumeCaptchaToken(token, 'sign-in', store)).resolves.toBe(false);
  });

  it('never keeps the token itself in the store (only its hash)', async () => {
    const store = createMemoryStore();
    const set = vi.spyOn(store, 'set');
    const token = await issueToken(store, 'sign-in');
    expect(set.mock.calls[0]?.[0]).not.toContain(token);
  });
});
