// A chunk that fails to load (a new deployment removed it, or the network broke)
// reloads the page once per path within 10 seconds. The guard lives in sessionStorage, so it
// survives the reload itself and a second failure on the same path shows the page as it is
// instead of reloading in a loop.
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const CHUNK_RELOAD_KEY = 'chunk_reload@v1';

const CHUNK_MESSAGE =
  /Loading (CSS )?chunk [\w-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Is this thrown value or rejection reason a failed chunk load? */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason === 'string') return CHUNK_MESSAGE.test(reason);
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message));
}

/** A <script> of our own build whose load failed (seen by a capture listener on window). */
export function isChunkScript(target: unknown, origin: string): boolean {
  const src = (target as { tagName?: string; src?: string } | null)?.src;
  if ((target as { tagName?: string } | null)?.tagName !== 'SCRIPT' || !src) return false;
  return src.startsWith(`${origin}/_next/static/`);
}

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * May this path reload now? Records the reload when it may. Without storage (blocked, private
 * mode) it refuses: never reloading is safer than reloading in a loop.
 */
export function claimChunkReload(storage: GuardStorage | null, path: string, now: number): boolean {
  if (!storage) return false;
  const reloads = readReloads(storage);
  const last = reloads[path];
  if (typeof last === 'number' && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) {
    return false;
  }
  // Only recent entries matter; the rest would grow the value for ever.
  for (const [key, at] of Object.entries(reloads)) {
    if (now - at >= CHUNK_RELOAD_GUARD_MS) delete reloads[key];
  }
  reloads[path] = now;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify(reloads));
    return true;
  } catch {
    // Could not note it, so a reload could not be stopped from repeating: do not reload.
    return false;
  }
}

function readReloads(storage: GuardStorage): Record<string, number> {
  try {
    const value: unknown = JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function sessionStore(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** Reloads the page when the guard allows it; says whether it did. */
export function reloadAfterChunkError(win: Window = window): boolean {
  if (!claimChunkReload(sessionStore(win), win.location.pathname, Date.now())) return false;
  win.location.reload();
  return true;
}

let inPlaceLoads = 0;

/**
 * import() of a part that its caller shows in place when it fails, with a retry button (issue
 * 12: components/forms/on-demand.client.tsx). While one is pending, a failed chunk does not
 * reload the page: the visitor keeps what they typed and retries the part alone.
 */
export async function loadInPlace<T>(load: () => Promise<T>): Promise<T> {
  inPlaceLoads++;
  try {
    return await load();
  } finally {
    inPlaceLoads--;
  }
}

/** Listens for failed chunk loads for the life of the page; returns the unsubscribe. */
export function watchChunkErrors(win: Window = window): () => void {
  const onError = (event: Event) => {
    const failed =
      isChunkScript(event.target, win.location.origin) ||
      isChunkLoadError((event as ErrorEvent).error ?? (event as ErrorEvent).message);
    if (failed && inPlaceLoads === 0) reloadAfterChunkError(win);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason) && inPlaceLoads === 0) reloadAfterChunkError(win);
  };
  // Capture: a <script> element's load error does not bubble, but it passes window on the way.
  win.addEventListener('error', onError, true);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError, true);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
