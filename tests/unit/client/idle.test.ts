import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS, onIdle } from '@/lib/client/idle';

const timers = () => ({ setTimeout, clearTimeout }) as unknown as Window;

describe('onIdle (idle, or 2000 ms without an idle callback)', () => {
  afterEach(() => vi.useRealTimers());

  it('hands the task to requestIdleCallback when the browser has it', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const task = vi.fn();
    onIdle(task, { ...timers(), requestIdleCallback });
    expect(requestIdleCallback).toHaveBeenCalledWith(task, expect.any(Object));
    expect(task).not.toHaveBeenCalled();
  });

  it('cancels the idle callback it asked for', () => {
    const cancelIdleCallback = vi.fn();
    const cancel = onIdle(vi.fn(), {
      ...timers(),
      requestIdleCallback: () => 7,
      cancelIdleCallback,
    });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('runs the task after 2000 ms without requestIdleCallback, not before', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    onIdle(task, timers());
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    expect(IDLE_FALLBACK_MS).toBe(2000);
  });

  it('never runs a cancelled fallback task', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    onIdle(task, timers())();
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });
});
