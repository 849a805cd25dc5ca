import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_OWNER, consoleURL, expectAccessible, keep, signedIn } from '../helpers/console';
import { useBrowser, watchErrors } from '../helpers/browser';
import { scaled } from '../../../scripts/speed-factor.mjs';
import { CONSOLE_SCREENS } from '../../support/console-screens';

// Every screen the demo agency's owner works in, on a phone (390 px) and a
// desktop (1280 px): axe finds nothing, nothing scrolls sideways, and no request fails (that
// each answers 200 with its heading is the worker test test/worker/console/console-screens.test.ts).
// Only GETs: the demo agency is read, never changed. The screenshots go to
// .tmp/console-screen-{screen}-{width}.png, to look at (E2E_SCREENSHOTS=1).

const browser = useBrowser();
let page: Page;

beforeAll(async () => {
  ({ page } = await signedIn(browser(), CONSOLE_OWNER));
});

describe('every console screen of an agency', () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px: fits the width, and axe finds nothing`, { timeout: scaled(300_000) }, async () => {
      await page.setViewportSize({ width, height: 844 });
      const errors = watchErrors(page);
      for (const [name, path] of CONSOLE_SCREENS) {
        await page.goto(path ? `${consoleURL()}/en/sites/1${path}` : `${consoleURL()}/en/`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} at ${width} px scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
        await expectAccessible(page, `${name} at ${width} px`);
        await keep(page, `console-screen-${name}-${width}`);
      }
      expect(errors).toEqual([]);
    });
  }
});
