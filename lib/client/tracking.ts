import { useDevice } from '@/lib/stores/device';
import { useLanguage } from '@/lib/stores/language';
import { useRoute } from '@/lib/stores/route';
import { useSession } from '@/lib/stores/session';
import { useTracking } from '@/lib/stores/tracking';
import type { VisitorData } from '@/lib/validation/tracking';
import { browserOf, referrerOf, resourceOf } from './visitor';

// Visitor tracking, imported only after statistics consent. The data of the visit is
// kept in sessionStorage, so a full page load continues it, and sent with navigator.sendBeacon
// whenever the page is hidden (the last moment a browser reliably lets a page send anything).
export const TRACKING_URL = '/api/tracking';
const DATA_KEY = 'visit_data@v1';

let started = false;

function restore(storage: Storage): VisitorData | null {
  try {
    return JSON.parse(storage.getItem(DATA_KEY) ?? 'null') as VisitorData | null;
  } catch {
    return null;
  }
}

export function startTracking(consentId: string, win: Window = window): void {
  if (started) return;
  started = true;
  const { document: doc, location, navigator: nav } = win;
  const tracking = useTracking;
  const previous = restore(win.sessionStorage);
  if (previous) tracking.setState({ data: previous });
  tracking.getState().start(
    {
      client: useDevice.getState().isMobile ? 'mobile' : 'desktop',
      landingPage: location.pathname,
      browser: browserOf(nav.userAgent),
      refer: referrerOf(doc.referrer, location.origin),
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
    },
    Date.now(),
  );
  tracking.getState().visit(location.pathname, Date.now());
  const sessionId = useSession.getState().ensureSessionId(win.sessionStorage);

  const persist = () => {
    try {
      win.sessionStorage.setItem(DATA_KEY, JSON.stringify(tracking.getState().data));
    } catch {
      // Storage full or blocked: this page's beacon still carries everything.
    }
  };
  persist();
  tracking.subscribe(persist);
  // Client navigations (the app shell keeps the path in the route store).
  useRoute.subscribe(({ path }) => {
    if (path) tracking.getState().visit(path, Date.now());
  });

  doc.addEventListener(
    'click',
    (event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      const url = anchor ? resourceOf(anchor as HTMLAnchorElement) : null;
      if (url) tracking.getState().addResource(url);
    },
    true,
  );

  let lastSent = '';
  const send = () => {
    const { data } = tracking.getState();
    if (!data) return;
    const body = JSON.stringify({
      ...data,
      sessionId,
      consentId,
      language: useLanguage.getState().language,
    });
    if (body === lastSent) return;
    // A string body goes as text/plain, which a beacon may send without a CORS preflight.
    if (nav.sendBeacon(TRACKING_URL, body)) lastSent = body;
  };
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') send();
  });
  win.addEventListener('pagehide', send);
}
