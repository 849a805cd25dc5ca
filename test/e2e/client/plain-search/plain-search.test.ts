import { describe, expect, it } from 'vitest';
import { baseURL, newPage, open, useBrowser } from '../../helpers/browser';
import { expectAccessible, horizontalOverflow } from '../../helpers/layout';

// Search in plain words on a phone: a French sentence typed in the box, what was
// understood as chips, the results; a chip removed, the results change, focus stays.

const browser = useBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The number in a text: '12 biens trouvés' → 12. */
const numberIn = (text: string | null) => Number(/\d+/.exec(text ?? '')?.[0]);

describe('search in plain words at 390 px', () => {
  it('types a French sentence, sees the chips and the results, removes a chip and the results change', async () => {
    const page = await newPage(browser(), phone);
    await open(page, `${baseURL()}/fr/`);
    const box = page.getByLabel('Cherchez avec vos propres mots');
    await box.fill('je cherche une maison à Gand');
    // While typing: what was understood, as chips to remove.
    await page.getByRole('button', { name: 'Retirer : Gand' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Retirer : / }).count()).toBeGreaterThanOrEqual(2);
    await expectAccessible(page);
    await box.press('Enter');
    await page.waitForURL(/\/fr\/a-vendre\?.*city=/);
    await page.locator('.listing__count').waitFor();
    const count = async () => numberIn(await page.locator('.listing__count').textContent());
    const before = await count();
    expect(before).toBeGreaterThan(0);
    expect(await page.locator('.listing .estate-card').count()).toBeGreaterThan(0);
    const place = page.getByRole('link', { name: 'Retirer : Gand' });
    expect(await place.isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page);
    // Removing the place: every town's houses, and focus on the chip now in its place, or the box.
    await place.click();
    await page.waitForURL((url) => !url.searchParams.has('city'));
    await page.waitForFunction((previous) => Number(/\d+/.exec(document.querySelector('.listing__count')?.textContent ?? '')?.[0]) !== previous, before);
    expect(await count()).toBeGreaterThan(before);
    expect(await page.getByRole('link', { name: 'Retirer : Gand' }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('.plain-search__chip, .plain-search__input') ?? false)).toBe(true);
    await expectAccessible(page);
    await page.context().close();
  });
});
