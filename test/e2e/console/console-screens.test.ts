import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_OWNER, consoleURL, expectAccessible, keep, signedIn } from '../helpers/console';
import { useBrowser, watchErrors } from '../helpers/browser';
import { scaled } from '../../../scripts/speed-factor.mjs';

// Every screen the demo agency's owner works in, on a phone (390 px) and a
// desktop (1280 px): axe finds nothing, nothing scrolls sideways, and no request fails (that
// each answers 200 with its heading is the worker test test/worker/console/console-screens.test.ts).
// Only GETs: the demo agency is read, never changed. The screenshots go to
// .tmp/console-screen-{screen}-{width}.png, to look at (E2E_SCREENSHOTS=1).

/** Site 1 (Immo Scheldeland) screens, and the first page editor ('' is the console's home). */
const SCREENS: [name: string, path: string][] = [
  ['home', ''],
  ['pages', '/pages'],
  ['page-editor', '/pages/1'],
  ['menus', '/menus'],
  ['employees', '/content/employees'],
  ['offices', '/content/offices'],
  ['reviews', '/content/reviews'],
  ['quotes', '/content/quotes'],
  ['agreements', '/agreements'],
  ['changes', '/changes'],
  ['settings', '/settings'],
  ['brand', '/brand'],
  ['legal', '/legal'],
  ['domain', '/domain'],
  ['crm', '/crm'],
  ['leads', '/leads'],
  ['privacy', '/privacy'],
  ['privacy-log', '/privacy/log'],
  ['privacy-register', '/privacy/register'],
  ['listings', '/listings'],
  ['stats', '/stats'],
  ['tags', '/tags'],
  ['assistants', '/assistants'],
  ['crm-origins', '/crm-origins'],
  ['viewing-hours', '/viewing-hours'],
  ['team', '/team'],
];

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
      for (const [name, path] of SCREENS) {
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
