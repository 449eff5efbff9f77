import { expect, type APIRequestContext, type Page } from '@playwright/test';

// A filtered list on a cached page. The server renders the whole list whatever the
// query; the browser applies the URL's filter. These helpers prove both halves.

/** The server's <main> for a URL, as every visitor gets it (no script ran). */
export async function serverMain(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const main = /<main\b[\s\S]*<\/main>/.exec(await response.text())?.[0];
  expect(main, url).toBeTruthy();
  return main!;
}

/** The server ignored the query: each filtered URL's <main> is the bare page's, byte for byte. */
export async function expectServerIgnoresQuery(
  request: APIRequestContext,
  bare: string,
  filtered: readonly string[],
): Promise<string> {
  const main = await serverMain(request, bare);
  for (const url of filtered) expect(await serverMain(request, url), url).toBe(main);
  return main;
}

/** Marks the document, so a test can tell a client navigation (kept) from a reload (lost). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  const kept = await page.evaluate(
    () => (window as unknown as { sameDocument?: boolean }).sameDocument,
  );
  expect(kept, 'the page reloaded').toBe(true);
}

/**
 * Waits until the page has run its script (hydrated, the URL's filter applied): for checks
 * whose expected state is also the server's, such as "an unknown value shows everything".
 */
export async function settled(page: Page): Promise<void> {
  // Not 'networkidle': on cached pages Next prefetches the filter links' payloads, and the
  // router leaves some of those responses unread, so the network never looks idle.
  await page.locator('[data-url-filter-applied]').first().waitFor({ state: 'attached' });
}
