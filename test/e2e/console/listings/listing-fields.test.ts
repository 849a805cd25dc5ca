import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleURL, expectAccessible, keep, liveAgency, signInThroughMailbox } from '../../helpers/console';
import { untilVisitorGets } from '../../helpers/console-drafts';
import { launchBrowser, newPage, watchErrors } from '../../helpers/browser';

// Every fact a console listing can carry (docs/console-listings.md), on a phone (390 px) in
// French: a new build under VAT, shown "street only", its position, more rooms and areas, its
// features, links, open houses and the remaining legal facts, filled in the editor's new
// sections and published; the form gives each back, axe finds nothing, and the site's page
// shows the street without its number. A live agency of its own, whose owner is the operator.

const OPERATOR = 'operator@agency-sites.localhost';
const stamp = Date.now();
const NAME = `Immo Tous Champs ${stamp}`;
const REFERENCE = `NEUF-${stamp}`;
let site: { host: string; url: string };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  site = await liveAgency(NAME, 'tous-champs', ['fr', 'nl']);
});

afterAll(async () => {
  await browser?.close();
});

const card = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
const label = (page: Page, text: string) => page.getByLabel(text, { exact: true });

describe('a console listing with every fact, on a phone in French', () => {
  it('fills the new sections, publishes, gets each value back, and the site shows the street without its number', async () => {
    const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await signInThroughMailbox(page, OPERATOR);
    await page.goto(`${consoleURL()}/fr/`);
    await card(page).getByRole('link', { name: 'Ajouter un bien' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nouveau bien' }).waitFor();
    await expectAccessible(page, 'new listing with every section at 390 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await label(page, 'Type de bien').selectOption('APARTMENT');
    await label(page, 'Référence').fill(REFERENCE);
    await label(page, 'Prix en euros').fill('450.000');
    await label(page, 'Rue').fill('Korenlei');
    await label(page, 'Numéro').fill('27');
    await label(page, 'Code postal').fill('9000');
    await label(page, 'Commune').fill('Gent');
    await label(page, 'Adresse sur le site').selectOption('street');
    await label(page, 'Année de construction').fill('2026');
    await label(page, 'Titre (français)').fill('Appartement neuf au Korenlei');
    await label(page, 'Classe énergétique').selectOption('A');
    await label(page, 'Consommation spécifique (kWh/m².an)').fill('85');
    await label(page, 'Numéro du certificat PEB').fill('20260115-0000654321-RES-1');
    await label(page, 'Score P (parcelle)').selectOption('A');
    await label(page, 'Score G (bâtiment)').selectOption('A');
    await label(page, 'Permis d’urbanisme délivré').selectOption('yes');
    await label(page, 'Destination urbanistique').selectOption('WG');
    await label(page, 'Droit de préemption').selectOption('no');
    await label(page, 'Mesure judiciaire ou administrative imposée').selectOption('no');
    await label(page, 'Permis de lotir').selectOption('no');
    // The new sections.
    await label(page, 'Fiscalité de la vente').selectOption('vat');
    await label(page, 'Valeur du terrain en euros (sous TVA)').fill('120.000');
    await label(page, 'Revenu cadastral en euros (indexé)').fill('1.480');
    await label(page, 'Latitude').fill('51,0552');
    await label(page, 'Longitude').fill('3,7199');
    await label(page, 'Étage').fill('2');
    await label(page, 'Toilettes').fill('2');
    await label(page, 'Emplacements de parking').fill('1');
    await label(page, 'Surface de la terrasse en m²').fill('14');
    await label(page, 'Disponible à partir du').fill('2027-09-01');
    await label(page, 'Terrasse').selectOption('yes');
    await label(page, 'Ascenseur').selectOption('yes');
    await label(page, 'Piscine').selectOption('no');
    await label(page, 'Lien vers une vidéo').fill('www.youtube.com/watch?v=dQw4w9WgXcQ');
    await label(page, 'Lien vers une visite virtuelle').fill('https://my.matterport.com/show/?m=korenlei');
    await expect(label(page, 'Personne de contact').inputValue()).resolves.toBe('');
    await label(page, 'Portes ouvertes 1 : jour').fill('2099-12-05');
    await label(page, 'Portes ouvertes 1 : de').fill('14:00');
    await label(page, 'Portes ouvertes 1 : à').fill('16:30');
    await label(page, 'Date du certificat PEB').fill('2026-01-15');
    await label(page, 'Modèle du certificat PEB').selectOption('epbd2024');
    await label(page, 'Patrimoine protégé').selectOption('no');
    await label(page, 'Attestation as-built délivrée').selectOption('yes');
    await page.getByRole('button', { name: 'Publier' }).click();
    await page.getByText('Publié : le bien est sur votre site.').waitFor();

    // Each value back in the form, the open house with two empty rows after it.
    for (const [field, value] of [
      ['Fiscalité de la vente', 'vat'],
      ['Valeur du terrain en euros (sous TVA)', '120000'],
      ['Adresse sur le site', 'street'],
      ['Latitude', '51.0552'],
      ['Étage', '2'],
      ['Disponible à partir du', '2027-09-01'],
      ['Ascenseur', 'yes'],
      ['Lien vers une vidéo', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['Portes ouvertes 1 : de', '14:00'],
      ['Portes ouvertes 3 : jour', ''],
      ['Modèle du certificat PEB', 'epbd2024'],
    ] as const) {
      await expect(label(page, field).inputValue(), field).resolves.toBe(value);
    }
    await expectAccessible(page, 'listing with every section published at 390 px');
    await keep(page, 'listing-fields-published-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);

    // The site: the street without its number, the price before VAT.
    const siteId = /\/sites\/(\d+)\//.exec(page.url())![1];
    await page.goto(`${consoleURL()}/fr/sites/${siteId}/estates`);
    const row = page.getByRole('row').filter({ hasText: REFERENCE });
    const estateId = /\/estates\/(\d+)$/.exec((await row.getByRole('link').first().getAttribute('href'))!)![1];
    const visitor = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await untilVisitorGets(visitor, `${site.url}/fr/offre/${estateId}`, 200);
    await expect(visitor.locator('.estate-detail__address').textContent()).resolves.toBe('Korenlei, 9000 Gand');
    await expect(visitor.locator('.estate-detail__price').textContent()).resolves.toMatch(/450\.000.*TVA/);
  });
});
