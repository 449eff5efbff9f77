'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { CONSENT_VERSION, type Consent, type ConsentChoice } from '@/lib/client/consent-cookie';
import { randomId } from '@/lib/client/random-id';
import { recordConsent } from '@/lib/client/record-consent';
import { writeConsent } from '@/lib/client/save-consent';
import { Link } from '@/lib/i18n/client-navigation';
import { useConsent } from '@/lib/stores/consent';
import { COOKIE_SETTINGS_ID } from './cookie-settings-button.client';
import { CategoryList } from './category-list';
import type { ConsentTexts } from './consent-texts';

export type BannerProps = { texts: ConsentTexts };

const none: ConsentChoice = { preference: false, statistics: false, marketing: false };
const all: ConsentChoice = { preference: true, statistics: true, marketing: true };

const button =
  'rounded-full px-5 py-2.5 text-sm font-semibold focus-visible:outline-offset-2 min-h-11';
const solid = `${button} bg-brand-700 text-white hover:bg-brand-800`;
const outline = `${button} border border-brand-700 text-brand-800 hover:bg-brand-50`;

// The cookie banner (requirements: Client behaviours). Fixed at the bottom, so it shifts no
// content; a labelled region first in the page's tab order. Reopened from "Cookie settings", it
// takes the focus and gives it back to that button when closed. Decline and accept weigh the
// same (no nudging).
export function ConsentBanner({ texts }: BannerProps) {
  const current = useConsent((s) => s.consent);
  const isSettings = useConsent((s) => s.isOpen);
  const [isExpanded, setExpanded] = useState(false);
  const showDetails = isExpanded || isSettings;
  const [choice, setChoice] = useState<ConsentChoice>(current ?? none);
  const region = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    if (isSettings) heading.current?.focus();
  }, [isSettings]);

  // WCAG 2.4.11: a focused element must not hide behind the banner; the browser scrolls focus
  // targets clear of the scroll padding.
  useEffect(() => {
    const element = region.current;
    const root = document.documentElement;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, []);

  const leave = () => {
    const hadFocus = region.current?.contains(document.activeElement);
    if (hadFocus) document.getElementById(isSettings ? COOKIE_SETTINGS_ID : 'main')?.focus();
  };
  const close = () => {
    leave();
    useConsent.getState().close();
  };

  useEffect(() => {
    if (!isSettings) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  const decide = (next: ConsentChoice) => {
    const consent: Consent = {
      ...next,
      id: current?.id ?? randomId(),
      version: CONSENT_VERSION,
      date: new Date().toISOString(),
      recorded: false,
    };
    writeConsent(consent);
    leave();
    // Being sent now: the shell need not send it again (a failure is retried on a later page).
    useConsent.getState().choose({ ...consent, recorded: true });
    void recordConsent(consent);
  };

  const titleId = `${id}-title`;
  return (
    <section
      ref={region}
      aria-labelledby={titleId}
      aria-describedby={`${id}-text`}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 animate-reveal-up max-h-[85vh] overflow-y-auto border-t border-slate-300 bg-white shadow-[0_-8px_30px_rgba(15,23,42,0.15)]"
    >
      <div className="site-container space-y-4 py-5">
        <div className="flex items-start justify-between gap-4">
          <h2
            id={titleId}
            ref={heading}
            tabIndex={-1}
            className="text-lg font-bold text-brand-900 focus:outline-none"
          >
            {texts.title}
          </h2>
          {isSettings ? (
            <button
              type="button"
              onClick={close}
              aria-label={texts.close}
              className="-m-2 inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          ) : null}
        </div>
        <p id={`${id}-text`} className="max-w-4xl text-sm text-slate-700">
          {texts.description}{' '}
          <Link
            href={texts.policyHref}
            prefetch={false}
            className="font-semibold text-brand-800 underline"
          >
            {texts.policyLink}
          </Link>
        </p>
        {showDetails ? (
          <CategoryList
            id={id}
            texts={texts}
            choice={choice}
            onChange={setChoice}
            autoFocus={!isSettings}
          />
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={solid} onClick={() => decide(none)}>
            {texts.decline}
          </button>
          {showDetails ? (
            <button type="button" className={outline} onClick={() => decide(choice)}>
              {texts.save}
            </button>
          ) : (
            <button type="button" className={outline} onClick={() => setExpanded(true)}>
              {texts.allowSelection}
            </button>
          )}
          <button type="button" className={solid} onClick={() => decide(all)}>
            {texts.acceptAll}
          </button>
        </div>
      </div>
    </section>
  );
}
