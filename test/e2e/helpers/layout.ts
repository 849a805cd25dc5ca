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

/**
 * The words of the elements `selector` finds that are broken over two lines inside the word
 * (its letters' boxes on more than one line). A break at a hyphen or a soft hyphen is between two
 * words here, so it is no finding; nor is hyphenation in a browser that has it (this Chromium
 * has no hyphenation dictionaries: a word it breaks is broken without a hyphen).
 * A letter's box is its last one: Chromium gives the letter after a soft hyphen the hyphen's box too.
 */
export function splitWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(splitWordsIn, selector);
}

/** splitWords' search itself, run in the page (as overflowScan in test/e2e/helpers/overflow.ts: for a script that judges several states at once). */
export function splitWordsIn(selector: string): string[] {
  const found: string[] = [];
  for (const root of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('.visually-hidden')) continue;
      for (const word of (node.textContent ?? '').matchAll(/[\p{L}\p{N}'’]+/gu)) {
        const lines = new Set<number>();
        for (let index = word.index; index < word.index + word[0].length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = [...range.getClientRects()].filter((rect) => rect.width > 0).at(-1);
          if (box) lines.add(Math.round(box.bottom));
        }
        if (lines.size > 1) found.push(word[0]);
      }
    }
  }
  return found;
}

/** The phone and desktop widths the layout tests check, with the language each is checked in. */
export const WIDTHS = [390, 1280] as const;
export const LANGUAGES = ['nl', 'fr', 'de'] as const;
