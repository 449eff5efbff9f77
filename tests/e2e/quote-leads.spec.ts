import { expect, test, type Page } from '@playwright/test';
import { quoteTexts } from '../../lib/console/i18n/quotes';
import { findCountry } from '../../lib/estimator/data/regions';
import { defaultsFor } from '../../lib/estimator/inputs';
import type enEstimator from '../../messages/estimator/en-US.json';
import type enForms from '../../messages/forms/en-US.json';
import type enSupport from '../../messages/support/en-US.json';
import { violationsOn } from './support/axe';
import { accountTexts, asAdmin, certify, messagesOf, newVisitor, stamp } from './support/console';
import { signUpOwner } from './support/warranty';

// Quote leads end to end: two companies become certified partners in Austria through
// the console (approved applications, published listings); a quote from the estimator goes to
// the first in turn, whose certified person accepts it in the personal center; the next quote
// goes to the second, whose person declines it with a reason, and it passes to the first. The
// installer finder lists both with their certificates, filtered by country and city.

const leads = accountTexts().center.leads;
const console_ = quoteTexts.en;

/** A company certified in the console (sales + technical) and listed, published, in Vienna. */
async function certifiedPartner(admin: Page, origin: string, company: string, people: string[]) {
  const headers = { Origin: origin };
  await certify(
    admin.request,
    origin,
    company,
    people.map((email, i) => ({ email, kind: i === 0 ? 'sales' : 'technical' })),
  );
  const listed = await admin.request.post('/api/admin/content/distributors', {
    headers,
    data: {
      websiteId: 4,
      state: 'published',
      company,
      type: 'installer',
      country: 'AT',
      contact: 'Office',
      city: 'Wien',
    },
  });
  expect(listed.status(), await listed.text()).toBe(200);
}

/** The lead card of `reference` in the personal center's leads section. */
async function leadCard(page: Page, reference: string) {
  await page.goto('/personal-center');
  const section = page.getByRole('region', { name: leads.title });
  return section.getByRole('listitem').filter({ hasText: reference });
}

test('a quote goes to a certified partner in turn; accepted in the personal center; a decline passes it on', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const id = stamp();
  const alpen = `Alpen Solar ${id}`;
  const berg = `Berg Energie ${id}`;
  const alpenPerson = `alpen.${id}@example.com`;
  const bergPerson = `berg.${id}@example.com`;
  await asAdmin(page, '/admin');
  // Keys sort Alpen before Berg: with no turn taken yet, Alpen gets the first request.
  await certifiedPartner(page, baseURL!, alpen, [alpenPerson, `alpen.t.${id}@example.com`]);
  await certifiedPartner(page, baseURL!, berg, [bergPerson, `berg.t.${id}@example.com`]);

  // The installer finder lists both, with their certificates, for Austria and Vienna (German).
  const support = messagesOf<typeof enSupport>('support', 'de-DE').Support.findInstaller;
  const visitor = await newVisitor(browser, baseURL!);
  await visitor.page.goto('/de/find-installer?country=AT&city=Wien');
  await visitor.page.locator('[data-url-filter-applied]').waitFor({ state: 'attached' });
  const cards = visitor.page.locator('.partner-list > li:visible');
  await expect(cards.filter({ hasText: alpen })).toContainText(support.badge.partner);
  await expect(cards.filter({ hasText: berg })).toContainText(support.badge.technical);
  await expect(cards.filter({ hasText: 'Sonnenwerk' })).toHaveCount(0);
  expect(await violationsOn(visitor.page)).toEqual([]);

  // A quote from the estimator, in German, for Austria: it goes to Alpen.
  const t = messagesOf<typeof enEstimator>('estimator', 'de-DE').Estimator;
  const forms = messagesOf<typeof enForms>('forms', 'de-DE').Forms;
  await visitor.page.goto('/de/estimator?c=AT&kwh=4800&pv=7');
  await visitor.page.locator('[data-estimator-ready]').waitFor({ state: 'attached' });
  const quote = visitor.page.getByRole('region', { name: t.quote.heading });
  // The form loads when its section comes into view.
  await quote.scrollIntoViewIfNeeded();
  await quote.getByLabel(forms.fields.name).fill('Lena Vogel');
  await quote.getByLabel(forms.fields.email).fill(`lena.${id}@example.com`);
  await quote.getByLabel(forms.fields.telephone).fill('+43 1 555 0199');
  await quote.getByLabel(t.quote.postcode).fill('1010');
  await quote.getByRole('checkbox').check();
  await quote.getByRole('button', { name: t.quote.submit }).click();
  await expect(quote.getByText(t.quote.success.split('{reference}')[0]!)).toBeVisible({
    timeout: 15_000,
  });
  const first = (await quote.getByText(/Q-\d+/).textContent())!.match(/Q-\d+/)![0];
  await visitor.context.close();

  // Alpen's certified person signs up with the certified address and accepts it.
  const alpenBrowser = await newVisitor(browser, baseURL!);
  await signUpOwner(alpenBrowser.page.request, baseURL!, alpenPerson, 'Alpen Person');
  const card = await leadCard(alpenBrowser.page, first);
  await expect(card).toContainText('Lena Vogel');
  await card.getByRole('button', { name: `${leads.accept} ${first}` }).click();
  // Accepted: said above the list, and the lead stays, without its actions.
  const said = (page: Page) => page.getByTestId('lead-status').getByRole('status');
  await expect(said(alpenBrowser.page)).toHaveText(leads.accepted.replace('{ref}', first));
  await expect(card).toContainText(leads.statusAccepted.replace('{email}', alpenPerson));
  await expect(card.getByRole('button', { name: `${leads.accept} ${first}` })).toHaveCount(0);

  // The next request is Berg's turn; its person declines it with a reason: it passes to Alpen.
  const sent = await page.request.post('/api/quote-requests', {
    headers: { Origin: baseURL!, language: 'en' },
    data: {
      name: 'Max Berger',
      email: `max.${id}@example.com`,
      phone: '+43 1 555 0200',
      postcode: '1020',
      consent: true,
      configuration: { ...defaultsFor(findCountry('AT')!), kwh: 4000, pv: 6 },
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const second = ((await sent.json()) as { data: { reference: string } }).data.reference;
  const bergBrowser = await newVisitor(browser, baseURL!);
  await signUpOwner(bergBrowser.page.request, baseURL!, bergPerson, 'Berg Person');
  const bergCard = await leadCard(bergBrowser.page, second);
  await expect(bergCard).toContainText('Max Berger');
  await bergCard.getByRole('button', { name: `${leads.decline} ${second}` }).click();
  await bergCard.getByRole('textbox', { name: leads.reason }).fill('Fully booked until spring');
  await bergCard.getByRole('button', { name: leads.confirmDecline }).click();
  // The declined lead leaves Berg's list at once; the confirmation stays above it.
  await expect(bergCard).toHaveCount(0);
  await expect(said(bergBrowser.page)).toHaveText(leads.declined.replace('{ref}', second));

  const passed = await leadCard(alpenBrowser.page, second);
  await expect(passed.getByRole('button', { name: `${leads.accept} ${second}` })).toBeVisible();
  expect(await violationsOn(alpenBrowser.page)).toEqual([]);

  // The console shows the history: assigned to Berg, declined with the reason, reassigned.
  await page.goto(`/admin/quotes?q=${second}`);
  await page.getByRole('button', { name: `${console_.open} ${second}` }).click();
  const history = page.getByRole('region', { name: new RegExp(second) });
  await expect(history).toContainText(`${console_.kinds.declined} ${berg}`);
  await expect(history).toContainText('Fully booked until spring');
  await expect(history).toContainText(`${console_.kinds.reassigned} ${alpen}`);
  expect(await violationsOn(page)).toEqual([]);
  await alpenBrowser.context.close();
  await bergBrowser.context.close();
});
