import { test } from '@playwright/test';
import { expectOneEdge, gridPages, loadPage } from './support/grid';

// requirements: Performance — one layout grid (tests/e2e/support/grid.ts says what is measured).
// The pages that show most kinds of band, at phone, laptop and wide-screen widths; every other
// page of the route table is measured once at 1920 px in the same load as its axe check
// (a11y.spec.ts).
const widths = [390, 1280, 1920];

// One load per page, measured at each width in turn: the grid is CSS media queries alone (the
// one script that watches the width, lib/client/viewport.ts, only closes the mobile menu), so a
// resized page lays out as one loaded at that width.
test.describe('one layout grid at phone, laptop and wide-screen widths', () => {
  test.use({ viewport: { width: widths[0]!, height: 900 } });

  for (const path of gridPages) {
    test(`every band of ${path} starts at the h1's left edge at ${widths.join(', ')} px`, async ({
      page,
    }) => {
      await loadPage(page, path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        // A frame for the media queries' listeners to run before measuring.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        await expectOneEdge(page, `${path} at ${width} px`);
      }
    });
  }
});
