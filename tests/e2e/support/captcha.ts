import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// Solving the slider puzzle (components/captcha) in end-to-end tests. The gap's position comes
// from the server's test hook (GET /api/captcha/test-answer/:id), which exists only because
// playwright.config.ts starts the server with NODE_ENV=test and this CAPTCHA_TEST_SECRET.

export const CAPTCHA_TEST_SECRET =
  process.env.CAPTCHA_TEST_SECRET ?? 'e2e-captcha-secret-do-not-use-in-production';
export const TEST_SECRET_HEADER = 'x-captcha-test-secret';

/** The puzzle group inside `scope` (a page, a form, a dialog). */
export const sliderPuzzle = (scope: Page | Locator): Locator =>
  scope.locator('[role="group"][data-challenge]');

/** The current challenge's answer, in picture pixels, once the puzzle is ready. */
export async function captchaAnswer(page: Page, container: Locator): Promise<number> {
  await expect(container).toHaveAttribute('data-phase', 'ready');
  const id = await container.getAttribute('data-challenge');
  expect(id, 'the puzzle shows a challenge').toBeTruthy();
  const res = await page.request.get(`/api/captcha/test-answer/${id}`, {
    headers: { [TEST_SECRET_HEADER]: CAPTCHA_TEST_SECRET },
  });
  expect(res.status(), 'the server runs with the captcha test hook').toBe(200);
  return ((await res.json()) as { data: { x: number } }).data.x;
}

/**
 * Drag the handle to the gap with the mouse, as a person would: pressed, moved in eased
 * steps over about half a second, released. Resolves once the puzzle says it is solved.
 */
export async function solveSliderByDrag(page: Page, container: Locator): Promise<void> {
  const x = await captchaAnswer(page, container);
  const challenge = thisChallenge(page, await container.getAttribute('data-challenge'));
  const picture = container.locator('img').first();
  const scale = await picture.evaluate((img: HTMLImageElement) => img.width / img.naturalWidth);
  const handle = container.getByRole('slider');
  // Mouse coordinates are the viewport's: bring the whole puzzle into view first.
  await container.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error('the puzzle slider is not visible');
  const [startX, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const steps = 25;
  for (let i = 1; i <= steps; i++) {
    const eased = 1 - (1 - i / steps) ** 3;
    await page.mouse.move(startX + x * scale * eased, y + Math.sin(i) * 2);
    await page.waitForTimeout(20);
  }
  await page.mouse.up();
  await expectSolved(challenge);
}

/**
 * Solve it with the keyboard only: focus the slider (Tab to it first for a keyboard-only
 * journey; this focuses it when it is not), Shift+ArrowRight in steps of 10, ArrowRight for the
 * rest, Enter. Resolves once the puzzle says it is solved.
 */
export async function solveSliderByKeyboard(page: Page, container: Locator): Promise<void> {
  const x = Math.round(await captchaAnswer(page, container));
  const challenge = thisChallenge(page, await container.getAttribute('data-challenge'));
  const handle = container.getByRole('slider');
  if (!(await handle.evaluate((el) => el === document.activeElement))) await handle.focus();
  for (let i = 0; i < Math.floor(x / 10); i++) await page.keyboard.press('Shift+ArrowRight');
  for (let i = 0; i < x % 10; i++) await page.keyboard.press('ArrowRight');
  // A person takes longer than a script: the server refuses tracks under 150 ms.
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(x));
  await page.keyboard.press('Enter');
  await expectSolved(challenge);
}

/**
 * The puzzle of this one challenge, wherever it is on the page. Not the form's puzzle in
 * general: a form that moves on at once (recovery's step 1 → step 2) may show a new puzzle with
 * a new challenge, which is not the one just solved.
 */
const thisChallenge = (page: Page, id: string | null): Locator =>
  page.locator(`[role="group"][data-challenge="${id}"]`);

/**
 * The puzzle says it is solved — or it is already gone: a form may act on the token at once and
 * move on (recovery's step 1 sends the code and shows step 2), which is no failure.
 */
async function expectSolved(container: Locator): Promise<void> {
  // evaluateAll never waits for an element, so a puzzle that leaves the page between two looks
  // cannot leave a read hanging (a count, then a getAttribute on the vanished node, did).
  await expect
    .poll(() =>
      container.evaluateAll((nodes) =>
        nodes.every((node) => node.getAttribute('data-phase') === 'solved'),
      ),
    )
    .toBe(true);
}

/** A JSON POST's options, from our origin. */
export const jsonFrom = (origin: string, data: unknown) => ({
  headers: { Origin: origin, 'Content-Type': 'application/json' },
  data: JSON.stringify(data),
});

/**
 * A puzzle solved through the API alone, no page: a new challenge, its answer from the test
 * hook, and the body of a 600 ms eased drag to it, sent once that long has passed (the server
 * refuses a track longer than the challenge has existed). POST it to /api/captcha/verify.
 */
export async function solvedAttempt(request: APIRequestContext, origin: string, action: string) {
  const res = await request.post('/api/captcha/challenge', jsonFrom(origin, { action }));
  expect(res.status(), 'a new puzzle').toBe(200);
  const { id } = ((await res.json()) as { data: { id: string } }).data;
  const answer = await request.get(`/api/captcha/test-answer/${id}`, {
    headers: { [TEST_SECRET_HEADER]: CAPTCHA_TEST_SECRET },
  });
  expect(answer.status(), 'the server runs with the captcha test hook').toBe(200);
  const { x } = ((await answer.json()) as { data: { x: number } }).data;
  const track = Array.from({ length: 21 }, (_, i) => ({
    x: Math.round(x * (1 - (1 - i / 20) ** 3) * 10) / 10,
    t: i * 30,
  }));
  await new Promise((resolve) => setTimeout(resolve, 700));
  return jsonFrom(origin, { id, x, track });
}

/** The single-use token of a puzzle solved through the API (see solvedAttempt). */
export async function puzzleToken(request: APIRequestContext, origin: string, action: string) {
  const res = await request.post(
    '/api/captcha/verify',
    await solvedAttempt(request, origin, action),
  );
  expect(res.status(), 'the puzzle is solved').toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}
