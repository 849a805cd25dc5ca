import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../helpers/axe';
import { baseURL, newPage, open, useBrowser, watchErrors } from '../../helpers/browser';

// A listing under option (the demo's "option" listings) is labelled so on its card
// and its detail page, in the visitor's language, and the screens stay accessible.

const browser = useBrowser();

/** The first page of the for-sale list (`?page=N`, as the list's own links page it) that shows a listing under option. */
async function pageWithOption(): Promise<number> {
  for (let page = 1; page <= 30; page += 1) {
    const html = await (await fetch(`${baseURL()}/nl/te-koop?page=${page}`)).text();
    if (html.includes('estate-card__label--option')) return page;
    if (!html.includes('class="estate-card"')) break;
  }
  throw new Error('no listing under option in the demo’s for-sale list');
}

describe('a listing under option', () => {
  it('shows "Onder optie" on its card and "Sous option" on its French detail page, with its price; axe finds nothing', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    await open(page, `${baseURL()}/nl/te-koop?page=${await pageWithOption()}`);
    const card = page.locator('.estate-card', { has: page.locator('.estate-card__label--option') }).first();
    expect(await card.locator('.estate-card__label--option').textContent()).toBe('Onder optie');
    expect(await card.locator('.estate-card__price').textContent()).toMatch(/€|Prijs op aanvraag/);
    await expectAccessible(page, 'for-sale list with a listing under option');

    const id = await card.getAttribute('data-estate-id');
    await open(page, `${baseURL()}/fr/offre/${id}`);
    expect(await page.locator('.estate-detail__label').textContent()).toBe('Sous option');
    await expectAccessible(page, 'detail page of a listing under option');
    expect(errors).toEqual([]);
  });
});
