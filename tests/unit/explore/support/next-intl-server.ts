import { createFormatter, createTranslator } from 'use-intl/core';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';

// A stand-in for next-intl/server outside a Next request: the real messages of `state.locale`,
// the site time zone, and a fixed "now" so event statuses are known.
export const state: { locale: Locale; now: Date } = {
  locale: 'en-US',
  now: new Date('2026-11-24T10:00:00Z'),
};

type Scope = string | { locale?: string; namespace?: string } | undefined;

export async function getTranslations(scope?: Scope) {
  const { locale = state.locale, namespace } =
    typeof scope === 'string' ? { namespace: scope } : (scope ?? {});
  const messages = await loadMessages(locale as Locale);
  return createTranslator({ locale, messages, namespace } as never) as unknown as (
    key: string,
    values?: Record<string, unknown>,
  ) => string;
}

export const getFormatter = async () =>
  createFormatter({ locale: state.locale, timeZone: 'Europe/Berlin' });
export const getLocale = async () => state.locale;
export const getNow = async () => state.now;
export const setRequestLocale = () => {};
export const getRequestConfig = <T>(factory: T) => factory;
