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
  'open-api',
] as const;

export type MessageArea = (typeof messageAreas)[number];
type Messages = Record<string, unknown>;
const loaded = new Map<Locale, Promise<Messages>>();

/** One area's file in one language: its top-level namespaces. */
export async function loadArea(area: MessageArea, locale: Locale): Promise<Messages> {
  return (await import(`../../messages/${area}/${locale}.json`)).default as Messages;
}

async function load(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(messageAreas.map((area) => loadArea(area, locale)));
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
