'use client';

import { useConsent } from '@/lib/stores/consent';

export const COOKIE_SETTINGS_ID = 'cookie-settings';

/** The footer's "Cookie settings": reopens the banner with the current choice. */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      id={COOKIE_SETTINGS_ID}
      type="button"
      onClick={() => useConsent.getState().open()}
      className="inline-flex min-h-6 items-center text-slate-200 underline-offset-2 hover:text-white hover:underline"
    >
      {label}
    </button>
  );
}
