// Analytics and advertising scripts load on browser idle, or after 2000 ms where the
// browser has no idle callback (Safari). The window is passed in so the rule is unit-tested.
export const IDLE_FALLBACK_MS = 2000;

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `task` once the browser is idle; returns a function that cancels it. */
export function onIdle(task: () => void, win: IdleWindow = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    // The timeout keeps a busy page from postponing the task for ever.
    const handle = win.requestIdleCallback(task, { timeout: IDLE_FALLBACK_MS * 5 });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = win.setTimeout(task, IDLE_FALLBACK_MS);
  return () => win.clearTimeout(handle);
}
