import { trackDirtyForms } from './dirty-forms';
import { inPageNavigation } from './link-click';

// The site polls the latest-build manifest and reloads when the build id differs.
// A reload at a random moment would lose what the visitor is doing, so it waits for a safe one:
// the next navigation (done as a full page load instead of a client one), or the tab being
// hidden, and never while a form holds unsaved input. Loaded on idle, apart from the page's JS.
export const BUILD_POLL_MS = 5 * 60 * 1000;
export const BUILD_MANIFEST_PATH = '/api/build';

type Options = {
  currentId: string;
  intervalMs?: number;
  win?: Window;
  fetchLatest?: () => Promise<string | null>;
};

export async function fetchLatestBuildId(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    // The manifest is asked with a timestamp query; no cache may answer for it.
    const res = await fetcher(`${BUILD_MANIFEST_PATH}?_t=${Date.now()}`, {
      cache: 'no-store',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: { buildId?: unknown } };
    return typeof body.data?.buildId === 'string' ? body.data.buildId : null;
  } catch {
    // Offline or the server restarting: ask again at the next tick.
    return null;
  }
}

/** A same-document link to another page of this site, followed by a left click. */
function navigationTarget(event: MouseEvent, win: Window): string | null {
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  const url = anchor && inPageNavigation(event, anchor, win.location);
  if (!url || (url.pathname === win.location.pathname && url.search === win.location.search)) {
    return null;
  }
  return url.href;
}

export type BuildCheck = {
  /** A client navigation happened that no link click caught (router.push): reload there. */
  afterNavigation: () => void;
  stop: () => void;
};

/** Starts polling the manifest. */
export function startBuildCheck({
  currentId,
  intervalMs = BUILD_POLL_MS,
  win = window,
  fetchLatest = () => fetchLatestBuildId(win.fetch.bind(win)),
}: Options): BuildCheck {
  const doc = win.document;
  const forms = trackDirtyForms(doc);
  let isStale = false;

  const check = async () => {
    if (isStale) return;
    const latest = await fetchLatest();
    if (latest && latest !== currentId) isStale = true;
  };
  const safe = () => isStale && !forms.isDirty();

  // A click on an internal link while stale: a full load of the target, which the new build
  // serves, instead of the client navigation the old build would do.
  const onClick = (event: MouseEvent) => {
    if (!safe()) return;
    const target = navigationTarget(event, win);
    if (!target) return;
    event.preventDefault();
    win.location.assign(target);
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') {
      if (safe()) win.location.reload();
    } else {
      // Back after a while: look at once rather than at the next tick.
      void check();
    }
  };

  const timer = win.setInterval(() => void check(), intervalMs);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('visibilitychange', onVisibility);
  return {
    afterNavigation: () => {
      if (safe()) win.location.reload();
    },
    stop: () => {
      win.clearInterval(timer);
      forms.stop();
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
