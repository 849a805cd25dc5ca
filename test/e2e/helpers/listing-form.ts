import type { Page } from 'playwright-core';

/*
 * A console listing's form (docs/console-listings.md) filled in Dutch as an agency would: a
 * house in Ghent built in 1990, and the facts the law asks its ad to show.
 */

/** The reference, price, address, bedrooms, construction year and the titles in Dutch and French. */
export async function fillGhentHouse(page: Page, reference: string, titles: { nl: string; fr: string }): Promise<void> {
  await page.getByLabel('Referentie').fill(reference);
  await page.getByLabel('Prijs in euro').fill('385000');
  await page.getByLabel('Straat').fill('Veldstraat');
  await page.getByLabel('Huisnummer').fill('12');
  await page.getByLabel('Postcode').fill('9000');
  await page.getByLabel('Gemeente').fill('Gent');
  await page.getByLabel('Slaapkamers').fill('3');
  await page.getByLabel('Bouwjaar').fill('1990');
  await page.getByLabel('Titel (Nederlands)').fill(titles.nl);
  await page.getByLabel('Titel (Frans)').fill(titles.fr);
}

/** The Dutch description: the console's rich-text editor, once its script has made the region (`source`: typed as HTML source). */
export async function fillDutchDescription(page: Page, text: string, { source = false } = {}): Promise<void> {
  await page.locator('#field-description-nl-editor[contenteditable="true"]').waitFor();
  if (source) await page.getByRole('toolbar', { name: 'Opmaak van Beschrijving (Nederlands)' }).getByRole('button', { name: 'HTML-broncode' }).click();
  await page.getByRole('textbox', { name: 'Beschrijving (Nederlands)', exact: true }).fill(text);
}

/** The facts a Flemish house's ad must show (a sale, built before 2001). */
export async function fillFlemishFacts(page: Page): Promise<void> {
  await page.getByLabel('Energielabel').selectOption('C');
  await page.getByLabel('EPC-score (kWh/m² per jaar)').fill('250');
  await page.getByLabel('Unieke code van het EPC').fill('20240101-0000123456-RES-1');
  await page.getByLabel('P-score (perceel)').selectOption('A');
  await page.getByLabel('G-score (gebouw)').selectOption('B');
  await page.getByLabel('Omgevingsvergunning voor stedenbouwkundige handelingen').selectOption('yes');
  await page.getByLabel('Stedenbouwkundige bestemming').selectOption('WG');
  await page.getByLabel('Voorkooprecht').selectOption('no');
  // An explicit choice: left untouched it refuses publishing (the guard reads it as not given).
  await page.getByLabel('Rechterlijke of bestuurlijke maatregel opgelegd').selectOption('no');
  await page.getByLabel('Verkavelingsvergunning').selectOption('no');
  await page.getByLabel('Asbestattest aanwezig').selectOption('yes');
}
