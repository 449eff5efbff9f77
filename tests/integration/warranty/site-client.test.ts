import { describe, expect, it } from 'vitest';
import { createBrowserClient } from '@/lib/api/browser-client';
import type { Envelope } from '@/lib/api/envelope';
import { app } from '@/lib/server/api/app';
import { testDriver } from '../../support/db';
import { type Browser, SITE } from '../../support/accounts';
import { grantTechnical, system, warrantyCodeFor, warrantySuite } from './helpers';

/**
 * Every warranty form of the personal center posts through the site's fetch client
 * (components/warranty/use-warranty-request.ts → lib/api/browser.ts). That client takes only the
 * envelope codes 200 and 400 as answers: a route answering anything else (a 201, say)
 * is "That did not work" in the browser although the row was stored. So these
 * requests go through the real client, on the app, with the person's cookies.
 */
function siteClientOf(person: Browser) {
  return createBrowserClient({
    baseURL: `${SITE}/api`,
    getLocaleCode: () => 'en',
    logger: { error: () => {} },
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const headers = new Headers(init?.headers);
      headers.set('Cookie', person.cookieHeader());
      headers.set('Origin', SITE);
      headers.set('X-Forwarded-For', person.ip);
      return app.request(url.pathname + url.search, { ...init, headers });
    },
  });
}

describe(`warranty forms through the site's fetch client (${testDriver})`, () => {
  const p = warrantySuite('warranty_site_client', ['anna', 'ina']) as Record<
    'anna' | 'ina',
    Browser
  >;

  it('an owner registration is an answer the form takes as success', async () => {
    const answer = await siteClientOf(p.anna).post<Envelope<{ id: number; status: string }>>(
      '/warranty/registrations',
      system(1),
    );
    expect(answer.code).toBe(200);
    expect(answer.data?.status).toBe('active');
  });

  it("an installer registration, the owner's confirmation, a transfer and its acceptance too", async () => {
    await grantTechnical('ina@example.com');
    const ina = siteClientOf(p.ina);
    const anna = siteClientOf(p.anna);
    const pending = await ina.post<Envelope<{ id: number; status: string }>>(
      '/warranty/registrations/for-customer',
      { ...system(2), ownerEmail: 'anna@example.com' },
    );
    expect(pending.code).toBe(200);
    expect(pending.data?.status).toBe('pending');
    const code = await warrantyCodeFor('anna@example.com');
    const confirmed = await anna.post<Envelope<unknown>>('/warranty/registrations/confirm', {
      code,
    });
    expect(confirmed.code).toBe(200);
    const transfer = await anna.post<Envelope<unknown>>(
      `/warranty/registrations/${pending.data!.id}/transfer`,
      { email: 'ina@example.com' },
    );
    expect(transfer.code).toBe(200);
    const accepted = await ina.post<Envelope<unknown>>('/warranty/transfers/accept', {
      code: await warrantyCodeFor('ina@example.com'),
    });
    expect(accepted.code).toBe(200);
  });

  it('a refused registration is a 400 with field errors, not a failure', async () => {
    const input = system(3);
    const answer = await siteClientOf(p.anna).post<Envelope<unknown>>('/warranty/registrations', {
      ...input,
      installedOn: '',
    });
    expect(answer.code).toBe(400);
    expect(answer.errors?.installedOn).toBeTruthy();
  });
});
