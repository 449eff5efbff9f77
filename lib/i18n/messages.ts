// Messages are split by area (messages/<area>/<locale>.json) so each part of the site keeps its
// texts apart; every area holds its own top-level namespaces, merged here per locale.
import type { Locale } from './locales';

export const messageAreas = [
  'core',
  'home',
  'solutions',
  'products',
  'platforms',
  'explore',
  'support',
  'company',
  'legal',
  'forms',
  'account',
  'consent',
  'captcha',
  'preview',
  'estimator',
  'warranty',
  'search',
] as const;

type Messages = Record<string, unknown>;
const loaded = new Map<Locale, Promise<Messages>>();

async function load(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(
    messageAreas.map(
      async (area) => (await import(`../../messages/${area}/${locale}.json`)).default,
    ),
  );
  return Object.assign({}, ...parts) as Messages;
}

export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = load(locale);
    loaded.set(locale, messages);
  }
  return messages;
}
