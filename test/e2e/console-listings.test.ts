import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleURL, expectAccessible, keep, liveAgency, signInThroughMailbox } from './helpers/console';
import { untilVisitorGets } from './helpers/console-drafts';
import { launchBrowser, newPage, watchErrors } from './helpers/browser';
import { png } from './helpers/png';
import { fillDutchDescription, fillFlemishFacts, fillGhentHouse } from './helpers/listing-form';
import { accessibleAtBothWidths } from './helpers/widths';

// A new agency without a CRM puts its first listing online through the console alone
// (docs/console-listings.md): from the go-live checklist's "your first listing" step (Dutch) it
// adds a house, presses Publish, and the legal guard answers the form again with what the ad
// lacks, each linked to its field; the facts filled in, the house is published and found on the
// site's detail page with its legal line, in Dutch and French. Axe on every new screen at 1280
// and 390 px. A live agency of its own, whose owner is the operator.

const OPERATOR = 'operator@agency-sites.localhost';
const stamp = Date.now();
const NAME = `Immo Zonder CRM ${stamp}`;
const REFERENCE = `HUIS-${stamp}`;
let site: { host: string; url: string };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  site = await liveAgency(NAME, 'zonder-crm', ['nl', 'fr']);
});

afterAll(async () => {
  await browser?.close();
});

const bothWidths = (page: Page, screen: string) => accessibleAtBothWidths(page, screen, 'console-listings');
const card = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });

describe('a first listing entered in the console', () => {
  it('is refused while the law’s facts are missing, then published and shown on the site with its legal line (nl, fr)', async () => {
    const page = await newPage(browser);
    const errors = watchErrors(page);
    await signInThroughMailbox(page, OPERATOR);
    await page.goto(`${consoleURL()}/nl/`);
    await card(page).getByText('Uw eerste pand online').waitFor();
    await card(page).getByRole('link', { name: 'Uw CRM koppelen' }).waitFor();
    await card(page).getByRole('link', { name: 'Pand toevoegen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nieuw pand' }).waitFor();
    await bothWidths(page, 'new listing');

    await fillGhentHouse(page, REFERENCE, { nl: 'Ruime woning in Gent', fr: 'Maison spacieuse à Gand' });
    await fillDutchDescription(page, 'Een lichte woning met tuin.');
    // Three pictures at once, each with its description.
    for (const [n, alt] of ['De voorgevel', 'De tuin', 'De keuken'].entries()) {
      await page.getByLabel(`Nieuwe foto ${n + 1}`, { exact: true }).setInputFiles({ name: `foto-${n}.png`, mimeType: 'image/png', buffer: png(900 + n * 10, 600) });
      await page.getByLabel(`Beschrijving van nieuwe foto ${n + 1} (Nederlands)`).fill(alt);
    }
    await page.getByRole('button', { name: 'Publiceren' }).click();

    // The guard: the form again, what the ad lacks in plain words, each a link to its field, nothing lost.
    const alert = page.getByRole('alert');
    await alert.getByRole('link', { name: 'Overstromingsscore van het perceel (P-score)' }).waitFor();
    await expect(page.getByLabel('Straat').inputValue()).resolves.toBe('Veldstraat');
    await expect(page.getByLabel('Beschrijving van de foto (Nederlands)').nth(1).inputValue()).resolves.toBe('De tuin');
    await bothWidths(page, 'listing refused by the guard');
    await alert.getByRole('link', { name: 'Energielabel (EPC)' }).click();
    await page.waitForURL(/#field-energy-label$/);

    await fillFlemishFacts(page);
    await page.getByRole('button', { name: 'Publiceren' }).click();
    await page.getByText('Gepubliceerd: het pand staat op uw site.').waitFor();
    await bothWidths(page, 'listing published');

    // The list (French, at 390 px): the house, from the console, complete.
    await page.setViewportSize({ width: 390, height: 844 });
    const siteId = /\/sites\/(\d+)\//.exec(page.url())![1];
    await page.goto(`${consoleURL()}/fr/sites/${siteId}/estates`);
    const row = page.getByRole('row').filter({ hasText: REFERENCE });
    await expect(row.textContent()).resolves.toContain('Complet');
    await expect(row.textContent()).resolves.toContain('Console');
    await expectAccessible(page, 'listings in French at 390 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const estateId = /\/estates\/(\d+)$/.exec((await row.getByRole('link').first().getAttribute('href'))!)![1];
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${consoleURL()}/nl/sites/${siteId}/estates`);
    await bothWidths(page, 'listings');
    // The one answer that is not a success: the guard's refusal (409), the form again.
    expect(errors).toEqual([expect.stringMatching(/^Failed to load resource: the server responded with a status of 409 \(Conflict\): http.*\/estates\/new$/)]);

    // The site: the detail page with the legal line, in Dutch and in French.
    const visitor = await newPage(browser);
    await untilVisitorGets(visitor, `${site.url}/nl/aanbod/${estateId}`, 200);
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    const line = visitor.locator('.estate-detail__ad-line');
    await expect(line.textContent()).resolves.toContain('20240101-0000123456-RES-1');
    await expect(line.locator('[data-fact="floodParcel"]').textContent()).resolves.toContain('A');
    // The pictures, from the site's own media (the gallery gives them its own alt text: the listing's title and number).
    await visitor.locator('img[src*="/assets/media/site/"]').first().waitFor({ state: 'attached' });
    await untilVisitorGets(visitor, `${site.url}/fr/offre/${estateId}`, 200);
    await expect(visitor.locator('.estate-detail__ad-line').textContent()).resolves.toContain('Score d');
  });
});
