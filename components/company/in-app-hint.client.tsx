'use client';

import { useSyncExternalStore } from 'react';
import { isInAppBrowser } from './in-app-browser';

type Props = { heading: string; text: string; steps: readonly string[] };

// The user agent never changes during a visit; the server renders nothing (no hint), and the
// browser shows the hint after hydration only inside an in-app browser (requirements: Routes).
const subscribe = () => () => {};
const readUserAgent = () => isInAppBrowser(navigator.userAgent);
const onServer = () => false;

export function InAppHint({ heading, text, steps }: Props) {
  const isInApp = useSyncExternalStore(subscribe, readUserAgent, onServer);
  if (!isInApp) return null;
  return (
    <div className="site-container pt-8">
      <div
        role="note"
        aria-labelledby="in-app-hint-heading"
        className="rounded-2xl border-2 border-amber-500 bg-amber-50 p-6"
      >
        <h2 id="in-app-hint-heading" className="text-lg font-semibold text-slate-900">
          {heading}
        </h2>
        <p className="mt-2 text-slate-800">{text}</p>
        <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-800">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
