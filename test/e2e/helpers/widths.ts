import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible, keep } from './console';

/**
 * Axe at 1280 px and at 390 px (nothing wider than the phone's screen, a picture of it kept as
 * `{file}-{screen}-390`), then back to 1280.
 */
export async function accessibleAtBothWidths(page: Page, screen: string, file: string): Promise<void> {
  await expectAccessible(page, screen);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, `${screen} at 390 px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${screen} at 390 px`).toBeLessThanOrEqual(390);
  await keep(page, `${file}-${screen.replaceAll(' ', '-')}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}
