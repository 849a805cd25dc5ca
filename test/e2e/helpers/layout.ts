import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, describeViolations } from './axe';

/** No axe violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** How far the page is wider than the window (0: nothing scrolls sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The phone and desktop widths issue 27 checks, with each language it names. */
export const WIDTHS = [390, 1280] as const;
export const LANGUAGES = ['nl', 'fr', 'de'] as const;
