import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, expectAccessible } from '../../helpers/axe';
import { baseURL, newPage, open, useBrowser, watchErrors } from '../../helpers/browser';

// The cost of owning on a for-sale detail page in a browser: the sources disclosure opened from
// the keyboard in two languages, and no accessibility violations at a phone's width. The deed
// date asked without JavaScript and the renovation deadline it moves are worker tests
// (test/worker/site/render/cost-of-owning.test.ts).

const browser = useBrowser();
let estatePath: string;

beforeAll(async () => {
  // A Flemish home for sale whose renovation line says it must reach label D (a 2026 deed), found over HTTP.
  search: for (let number = 1; number <= 5; number += 1) {
    const listing = await (await fetch(`${baseURL()}/nl/te-koop?type=1&page=${number}`)).text();
    const hrefs = [...new Set([...listing.matchAll(/class="estate-card__link" href="([^"]+)"/g)].map((match) => match[1]!))];
    for (const href of hrefs) {
      const page = await (await fetch(`${baseURL()}${href}?costs-deed=2026-06-15`)).text();
      const owning = /<section class="cost-of-owning"[^>]*data-cost-of-owning="FLANDERS"[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
      if (/data-renovation="required"[^>]* data-target="D"/.test(owning)) {
        estatePath = href;
        break search;
      }
    }
  }
  if (!estatePath) throw new Error('no Flemish E or F house for sale on the first five listing pages');
});

describe('the cost of owning in a browser', () => {
  it('has no accessibility violations at 390 px', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await open(page, `${baseURL()}${estatePath}?costs-deed=2028-03-01`);
    await page.locator('section.cost-of-owning').scrollIntoViewIfNeeded();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['nl', 'aanbod', 'Bronnen en data van deze bedragen', /^Energieprijs € 0,12 per primaire kWh, een schatting/],
    ['fr', 'offre', 'Sources et dates de ces montants', /^Prix de l'énergie 0,12 € le kWh primaire, une estimation/],
  ] as const)('in %s: the sources disclosure opens from the keyboard and names each figure’s dated sources', async (lang, path, summary, energy) => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    const id = /\/(\d+)\//.exec(estatePath)![1];
    await open(page, `${baseURL()}/${lang}/${path}/${id}?costs-deed=2026-06-15`);
    const section = page.locator('section.cost-of-owning');
    const details = section.locator('details.cost-of-owning__sources');
    const toggle = details.locator('summary');
    expect(await details.count(), `the sources disclosure on ${page.url()} (${await page.title()})`).toBe(1);
    expect(await toggle.textContent()).toBe(summary);
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    await expect.poll(() => section.locator('[data-source="energy"]').isVisible()).toBe(false);
    // From the deed date's button, past the table (a keyboard stop of its own), to the summary.
    await section.locator('button[type="submit"]').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    const item = section.locator('[data-source="energy"]');
    expect(await item.isVisible()).toBe(true);
    expect(await item.textContent()).toMatch(energy);
    await expect.poll(() => item.locator('a[href*="eurostat"]').isVisible()).toBe(true);
    expect(await item.textContent()).toContain('29/10/2025');
    // Each figure on the page has its item: the agency's property tax, the energy price, the renovation rule and cost.
    expect(await section.locator('[data-source]').evaluateAll((items) => items.map((li) => li.getAttribute('data-source')))).toEqual([
      'agency',
      'energy',
      'renovationRule',
      'renovationCost',
    ]);
    // The keyboard goes on into the list's links, and the summary closes it again.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('details')?.className)).toBe('cost-of-owning__sources');
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    await page.keyboard.press('Enter');
    await expectAccessible(page, `the cost of owning's sources (${lang})`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
