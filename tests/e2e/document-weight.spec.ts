import { expect, test } from '@playwright/test';

// requirements: Performance — the country list kept out of every document
// (tests/server/document-weight.test.ts) still reaches the footer form in the browser.

test('the footer form names every country in the page language, in the browser', async ({
  page,
}) => {
  await page.goto('/de');
  const section = page.locator('section#newsletter');
  await section.scrollIntoViewIfNeeded();
  const country = section.getByRole('combobox', { name: 'Land/Region' });
  await expect(country.locator('option')).toHaveCount(250); // the placeholder + 249 countries
  await expect(country.locator('option[value="DE"]')).toHaveText('Deutschland');
  await expect(country.locator('option[value="CN"]')).toHaveText('China');
});
