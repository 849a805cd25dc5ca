import { describe, expect, inject, it } from 'vitest';
import { SWEEPBRIGHT_FIXTURES } from '../../../support/fake-crm/fixtures';
import { baseURL, loadedWidth, newPage, open, screenshot, useBrowser, watchErrors } from '../../helpers/browser';
import { send, sweepBrightAccount } from '../../helpers/fake-sweepbright';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// End to end: an estate published in SweepBright (the fake CRM's loopback server,
// test/support/fake-crm/server.ts) reaches the site through the webhook, the sync queue and
// the copy of its pictures into R2 (wrangler dev's miniflare), and a visitor sees it.

const browser = useBrowser();

describe('a SweepBright estate on the site', () => {
  it('shows on the listing page with its copied pictures and EPC label', async () => {
    const account = sweepBrightAccount('e2e-agency');
    const estate = { ...structuredClone(SWEEPBRIGHT_FIXTURES.everyLanguage), id: crypto.randomUUID() };
    await account.open('e2e-secret');
    await account.setEstates([estate]);
    const made = await send(
      `${baseURL()}/admin/sites/1/connections`,
      'POST',
      { kind: 'sweepbright', settings: { clientId: 'e2e-agency' }, secret: 'e2e-secret' },
      { Authorization: `Bearer ${inject('adminToken')}` },
    );
    const { webhookPath } = ((await made.json()) as { connection: { webhookPath: string } }).connection;

    // SweepBright calls the address the agency was given; the answer comes before the work.
    const hook = await send(`${baseURL()}${webhookPath}`, 'POST', { event: 'estate-added', estate_id: estate.id });
    expect(hook.status).toBe(202);

    // Once written, the platform reports the listing's public URL back to SweepBright.
    const estateId = await account.reportedEstateId(estate.id);

    const page = await newPage(browser());
    const errors = watchErrors(page);
    // Eupen (city 66), newest first: the listing as a visitor filters it.
    const card = page.locator('.estate-card', { has: page.locator(`a[href^="/nl/aanbod/${estateId}/"]`) });
    // The site may trust the cache generations it read for a few seconds (GENERATION_MEMORY_MS).
    const shown = async () => {
      await open(page, `${baseURL()}/nl/te-koop?city=66&sortType=date&sortOrder=DESC`);
      return card.count();
    };
    await expect.poll(shown, { timeout: scaled(30_000), interval: 500 }).toBe(1);
    const image = card.locator('img').first();
    // The copied picture's copy made in sizes (shared/contract/sized-pictures.ts), made seconds after it
    // arrived (the picture queue): the copy the browser chose is answered as a picture, not the placeholder.
    expect(await image.getAttribute('src')).toMatch(/^\/assets\/media\/sized\/crm\/1\/sweepbright\//);
    await loadedWidth(image);
    const chosen = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toMatch(/\/assets\/media\/sized\/crm\/1\/sweepbright\/.+\/\d+$/);
    await expect
      .poll(async () => (await fetch(chosen, { headers: { Accept: 'image/webp' } })).headers.get('Content-Type'), { timeout: scaled(30_000), interval: 500 })
      .toBe('image/webp');
    expect((await card.locator('.estate-card__epc').innerText()).replace(/\s+/g, ' ')).toMatch(/\bB\b/);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'sweepbright-listing-nl-1280');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
