import { useConsent } from '@/lib/stores/consent';
import { useLanguage } from '@/lib/stores/language';
import { useRoute } from '@/lib/stores/route';
import { startBuildCheck } from './build-check';
import type { Consent, OptionalCategory } from './consent-cookie';
import { onIdle } from './idle';
import { cachedLanguageFor, clearLanguageCache, writeLanguageCache } from './language-cache';
import { loadScript } from './load-script';
import { hasOptOutSignal } from './privacy-signal';

export type ShellOptions = { buildId: string; analyticsSrc?: string; marketingSrc?: string };

// What the app shell does once the browser is idle, kept out of every page's first-load
// JavaScript: the build check, the language and its cache, and what the consent allows.
export function startShellEffects(options: ShellOptions, win: Window = window): () => void {
  const check = startBuildCheck({ currentId: options.buildId, win });

  // The path's language (en without a prefix, or with switchLang); the cache is a
  // preference (the cookie policy's category), kept only with that consent.
  const applyLanguage = () => {
    const path = useRoute.getState().path ?? win.location.pathname;
    const language = cachedLanguageFor(path, win.location.search);
    useLanguage.getState().setLanguage(language);
    const { consent } = useConsent.getState();
    if (consent?.preference) writeLanguageCache(language, win);
    else if (consent) clearLanguageCache(win);
  };

  const granted = new Set<OptionalCategory>();
  // What the consent allows, on idle: the statistics script and visitor tracking, the
  // marketing script. A category withdrawn after its script ran reloads the page, the one way to
  // unload that script. A choice the server has not recorded (the cookie says so) is sent again;
  // the banner marks the one it is sending itself as recorded.
  const applyConsent = (consent: Consent | null): (() => void) => {
    if (!consent) return () => {};
    const optOut = hasOptOutSignal(win.navigator);
    const allows = (category: OptionalCategory) =>
      consent[category] && !(optOut && category !== 'preference');
    if ([...granted].some((category) => !allows(category))) {
      win.location.reload();
      return () => {};
    }
    const tasks: (() => void)[] = [];
    const run = (category: OptionalCategory, task: () => void) =>
      tasks.push(() => {
        granted.add(category);
        task();
      });
    if (allows('statistics')) {
      if (options.analyticsSrc)
        run('statistics', () => loadScript(options.analyticsSrc!, win.document));
      run('statistics', () => {
        void import('./tracking').then((m) => m.startTracking(consent.id, win));
      });
    }
    if (allows('marketing') && options.marketingSrc) {
      run('marketing', () => loadScript(options.marketingSrc!, win.document));
    }
    if (!consent.recorded) {
      tasks.push(() => {
        void import('./record-consent').then((m) => m.recordConsent(consent));
      });
    }
    const cancels = tasks.map((task) => onIdle(task, win));
    return () => cancels.forEach((cancel) => cancel());
  };

  applyLanguage();
  let cancelTasks = applyConsent(useConsent.getState().consent);
  const stopConsent = useConsent.subscribe((state, previous) => {
    if (state.consent === previous.consent) return;
    cancelTasks();
    cancelTasks = applyConsent(state.consent);
    applyLanguage();
  });
  // A client navigation: the new path's language; a reload there when a newer build is out.
  const stopRoute = useRoute.subscribe((state, previous) => {
    if (state.path === previous.path) return;
    applyLanguage();
    check.afterNavigation();
  });

  return () => {
    check.stop();
    cancelTasks();
    stopConsent();
    stopRoute();
  };
}
