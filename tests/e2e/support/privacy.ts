import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Request } from '@playwright/test';
import { ANALYTICS_SRC, E2E_HOST, MARKETING_SRC } from './consent';

type Category = 'necessary' | 'preference' | 'statistics' | 'marketing';
type Key =
  | 'title'
  | 'policyLink'
  | 'acceptAll'
  | 'decline'
  | 'allowSelection'
  | 'save'
  | 'close'
  | 'settings';
export type ConsentTexts = Record<Key, string> & {
  categories: Record<Category, { name: string; description: string }>;
};

/** The banner's texts as the site ships them (Playwright runs from the repository root). */
export const consentTexts = (tag: string): ConsentTexts =>
  JSON.parse(readFileSync(path.resolve('messages/consent', `${tag}.json`), 'utf8')).Consent;

export const en = consentTexts('en-US');

/** Answers the fake script hosts of ANALYTICS_SRC / MARKETING_SRC: nothing leaves the machine. */
export async function routeFakeHosts(page: Page) {
  await page.route(/^https:\/\/(analytics|ads)\.voltara\.test\//, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(window.__thirdParty ||= []).push(${JSON.stringify(route.request().url())});`,
    }),
  );
}

/** Every request for another host than this machine's site. */
export function watchThirdParty(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.hostname !== E2E_HOST) requests.push(request.url());
  });
  return requests;
}

export const scriptTag = (page: Page, src: string) => page.locator(`script[src="${src}"]`);

/** Past the 2000 ms no-idle-callback fallback: what would load on idle has had its chance. */
export const pastIdle = (page: Page) => page.waitForTimeout(3_000);

export async function expectNoThirdParty(page: Page, requests: string[]) {
  await pastIdle(page);
  expect(requests).toEqual([]);
  await expect(scriptTag(page, ANALYTICS_SRC)).toHaveCount(0);
  await expect(scriptTag(page, MARKETING_SRC)).toHaveCount(0);
}

export const banner = (page: Page) => page.getByRole('region', { name: en.title });

/** Makes the page believe its tab was hidden (or shown again), as a browser tells it. */
export async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', {
      configurable: true,
      get: () => value === 'hidden',
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

export async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name);
}

/** Days from now until a cookie expires. */
export const daysLeft = (expires: number) => (expires * 1000 - Date.now()) / 86_400_000;
