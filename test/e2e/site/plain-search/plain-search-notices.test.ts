import { describe, expect, it } from 'vitest';
import { ARTIFACTS, baseURL, keepScreenshot, newPage, open, useBrowser } from '../../helpers/browser';
import { expectAccessible, horizontalOverflow } from '../../helpers/layout';

// What the box says of a search's answer, on a phone in German: a word it did not understand
// named as not used, in none of the listings found, and no link that would find nothing; asked
// for all the same (its words in the address), the search finds nothing and the box names the
// part to leave out; the home page's examples of the site's own listings.

const browser = useBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-BE' };

/** The number in a text: '12 Immobilien gefunden' → 12, 'Keine Immobilien gefunden' → 0. */
const numberIn = (text: string | null) => Number(/\d+/.exec(text ?? '')?.[0] ?? 0);

describe('the box’s notices at 390 px in German', () => {
  it('names the word not used and in none of the listings found, offers no link to nothing, then names the part to leave out', async () => {
    const page = await newPage(browser(), phone);
    await open(page, `${baseURL()}/de/zu-verkaufen?q=${encodeURIComponent('Wohnung mit Kängurustall')}`);
    const notice = page.locator('.plain-search__notice');
    await notice.first().waitFor();
    expect(await notice.first().textContent()).toMatch(/Nicht verwendet: Kängurustall \((nicht im gefundenen Angebot|in keinem der \d+ gefundenen Angebote)\)/);
    const count = async () => numberIn(await page.locator('.listing__count').textContent());
    // The word is said once, by the notice: no chip that ranks by it.
    expect(await page.locator('.plain-search__chip', { hasText: 'Kängurustall' }).count()).toBe(0);
    const apartments = await count();
    expect(apartments).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page);
    await keepScreenshot(page.locator('header.page-hero'), `${ARTIFACTS}/plain-search-not-used-de-390.png`);

    // No listing has the word, whatever filter is left out: no link to a page of none.
    expect(await notice.first().getByRole('link').count()).toBe(0);
    await open(page, `${baseURL()}/de/zu-verkaufen?q=${encodeURIComponent('Wohnung mit Kängurustall')}&words=${encodeURIComponent('Kängurustall')}`);
    await page.locator('.plain-search__notice').first().waitFor();
    expect(await count()).toBe(0);
    const without = page.getByRole('link', { name: /^ohne Kängurustall: \d+ Angebote$/ });
    expect(numberIn(await without.textContent())).toBe(apartments);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page);
    await keepScreenshot(page.locator('header.page-hero'), `${ARTIFACTS}/plain-search-leave-out-de-390.png`);

    await without.click();
    await page.waitForURL((url) => !url.searchParams.has('words'));
    await expect.poll(count).toBe(apartments);
    await page.context().close();
  });

  it('shows the site’s examples under the home page’s box, each a link to listings it finds', async () => {
    const page = await newPage(browser(), phone);
    await open(page, `${baseURL()}/de/`);
    const examples = page.locator('.plain-search__examples a');
    expect(await examples.count()).toBe(2);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page);
    await keepScreenshot(page.locator('header.page-hero'), `${ARTIFACTS}/plain-search-examples-de-390.png`);
    await examples.first().click();
    await page.waitForURL(/\/de\/zu-verkaufen\?q=/);
    await page.locator('.listing__count').waitFor();
    expect(numberIn(await page.locator('.listing__count').textContent())).toBeGreaterThan(0);
    await page.context().close();
  });
});
