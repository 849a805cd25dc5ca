import { describe, expect, it } from 'vitest';
import { matchesCriteria } from '../../../../worker/platform/alerts/match';
import { DEMO_ALERTS } from '../../../../worker/platform/demo/seed/alerts';
import { axeViolations, describeViolations } from '../../helpers/axe';
import { baseURL, newPage, open, useBrowser } from '../../helpers/browser';
import { CONSOLE_OWNER, consoleURL, expectAccessible, signedIn } from '../../helpers/console';
import { walkWizard } from '../../helpers/valuation-wizard';

// The buyer pool in the valuation wizard's result (docs/features.md "Buyer pool"), in Chromium
// on the demo data: a house in Gent (9000) of 140 m² with 3 bedrooms, for sale. Its price is the range's
// median, which the page does not show, so the count shown must lie between the demo alerts
// that admit the house at any price and those that admit it at some price, by the alert mails'
// own rule (match.ts); and a number is shown only from 5.

const browser = useBrowser();

/** The site's confirmed demo alerts admitting the house at `price`. */
const admitting = (price: number | null) =>
  DEMO_ALERTS.filter(
    (alert) =>
      alert.siteId === 1 &&
      alert.confirmed &&
      matchesCriteria(alert.criteria, {
        id: 0,
        status: 'FOR_SALE',
        cityId: 7,
        headTypeId: 1,
        price,
        bedrooms: 3,
        publicationDate: '',
        previousPrice: null,
        priceChangedAt: null,
      }),
  );

describe('the buyer pool in the valuation wizard', () => {
  it('shows how many active searchers look for a home like the one valued, with no accessibility violations', async () => {
    // A client address of its own: the valuation e2e sends its leads too, and leads are limited per address.
    const page = await newPage(browser(), { viewport: { width: 1280, height: 800 }, extraHTTPHeaders: { 'CF-Connecting-IP': '203.0.113.41' } });
    await open(page, `${baseURL()}/nl/gratis-schatting`);
    await walkWizard(page);
    const wizard = page.locator('.valuation-wizard');
    expect(await page.getByRole('heading', { name: 'Kopers voor uw woning' }).isVisible()).toBe(true);
    const line = (await wizard.locator('.valuation-pool').textContent()) ?? '';
    const shown = /^(\d+) actieve zoekers in uw buurt zoeken een woning zoals de uwe\.$/.exec(line);
    expect(shown, line).not.toBeNull();
    const count = Number(shown![1]);
    // At any price: the alerts without a price bound; at some price: those whose bounds a price meets (their own bounds tried).
    const atAnyPrice = admitting(null).length;
    const prices = DEMO_ALERTS.flatMap((alert) => [alert.criteria.priceMin, alert.criteria.priceMax]).filter((price): price is number => price !== undefined);
    const atMost = Math.max(atAnyPrice, ...prices.map((price) => admitting(price).length));
    expect(atAnyPrice).toBeGreaterThanOrEqual(5);
    expect(count).toBeGreaterThanOrEqual(atAnyPrice);
    expect(count).toBeLessThanOrEqual(atMost);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });

  it("shows one line on the console's listing screen, with no accessibility violations", async () => {
    const { page } = await signedIn(browser(), CONSOLE_OWNER);
    await page.goto(`${consoleURL()}/en/sites/1/estates?status=FOR_SALE`);
    // The first listing of the list (not the new listing's button, not a draft).
    const href = await page.evaluate(() =>
      [...document.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '').find((path) => /^\/en\/sites\/1\/estates\/\d+$/.test(path)),
    );
    expect(href).toBeDefined();
    await Promise.all([page.waitForURL(/\/estates\/\d+$/), page.locator(`a[href="${href}"]`).first().click()]);
    const line = (await page.locator('.buyer-pool').textContent()) ?? '';
    expect(line).toMatch(
      /^Buyers: (\d+ active searchers|fewer than 5 active searchers) \(confirmed alerts on your site\) are looking for a property like this one\.$/,
    );
    await expectAccessible(page, 'listing screen');
    await page.context().close();
  });
});
