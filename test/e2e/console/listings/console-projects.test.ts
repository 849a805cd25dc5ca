import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import words from '../../../../locales/console.json';
import { AD_FACT_WORDS } from '../../../../shared/domain/ad-rules';
import { consoleURL, expectAccessible, keep, OPERATOR, signInThroughMailbox, useLiveAgency } from '../../helpers/console';
import { newPage, useBrowser, watchErrors } from '../../helpers/browser';

// A new-build project with its units entered in the console (docs/console-listings.md
// "Projects"), in Dutch on a phone (390 px) as an agency would: "a new-build project" chosen on
// a new listing, the project's address and facts, two units in the two empty rows, Publish, the
// legal guard's answer whose link to the unit that lacks its EPC code takes the focus there, the
// code filled in, published. Axe and the phone's width on each screen. What the screens and the
// site then say (the values kept, the rows opened again, the units table and a unit's page) is
// test/worker/console/listings/console-projects.test.ts. A live agency of its own, whose owner is the operator.

const stamp = Date.now();
const NAME = `Immo Nieuwbouw ${stamp}`;
const REFERENCE = `PROJ-${stamp}`;
const browser = useBrowser();
useLiveAgency(NAME, 'nieuwbouw', ['nl']);

const field = (page: Page, path: string) => page.locator(`#field-${path.replaceAll('.', '-')}`);
const card = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
const onPhone = async (page: Page, screen: string) => {
  await expectAccessible(page, screen);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(390);
  await keep(page, `console-projects-${screen.replaceAll(' ', '-')}`);
};

describe('a new-build project in the console', () => {
  it('in nl at 390 px: two units, refused by the guard for one unit’s EPC code (its link focuses the field), then published', async () => {
    const page = await newPage(browser());
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = watchErrors(page);
    await signInThroughMailbox(page, OPERATOR);
    await page.goto(`${consoleURL()}/nl/`);
    await card(page).getByRole('link', { name: 'Pand toevoegen' }).click();
    await page.getByRole('link', { name: words.estateUnits.kindProject.nl }).click();
    await page.getByRole('heading', { level: 1, name: words.estateUnits.newProjectTitle.nl }).waitFor();
    await onPhone(page, 'new project');

    // The project: its reference, address, year, title and the facts the law asks of a Flemish sale.
    for (const [path, value] of Object.entries({
      reference: REFERENCE,
      constructionYear: '2026',
      'address.street': 'Nieuwewandeling',
      'address.number': '40',
      'address.postalCode': '9000',
      'address.city': 'Gent',
      'title.nl': 'Residentie Leie',
    }))
      await field(page, path).fill(value);
    for (const [path, value] of Object.entries({
      'legal.floodScoreParcel': 'A',
      'legal.floodScoreBuilding': 'A',
      'legal.buildingPermit': 'yes',
      'legal.urbanDestination': 'WG',
      'legal.planningMeasure': 'no',
      'legal.preemptionRight': 'no',
      'legal.subdivisionPermit': 'no',
    }))
      await field(page, path).selectOption(value);
    // Two units in the two empty rows, the second without its EPC code.
    const units = [
      {
        reference: 'LEIE-0.1',
        subtype: 'GROUND_FLOOR',
        floor: '0',
        bedrooms: '2',
        living: '92',
        price: '289.000',
        label: 'A',
        score: '45',
        code: '20261101-0000000001-RES-1',
      },
      { reference: 'LEIE-3.1', subtype: 'PENTHOUSE', floor: '3', bedrooms: '3', living: '140', price: '425.000', label: 'A', score: '30', code: '' },
    ];
    for (const [index, unit] of units.entries()) {
      const at = (path: string) => field(page, `units.${index}.${path}`);
      await at('reference').fill(unit.reference);
      await at('subtype').selectOption(unit.subtype);
      await at('floor').fill(unit.floor);
      await at('rooms.bedrooms').fill(unit.bedrooms);
      await at('areas.living').fill(unit.living);
      await at('price.amount').fill(unit.price);
      await at('energy.label').selectOption(unit.label);
      await at('energy.value').fill(unit.score);
      if (unit.code) await at('energy.reference').fill(unit.code);
    }
    await page.getByRole('button', { name: 'Publiceren' }).click();

    // The guard: the second unit's EPC code, its link taking the focus to that field.
    const alert = page.getByRole('alert');
    await alert.getByRole('link', { name: `Unit 2: ${AD_FACT_WORDS.epcCode.nl}` }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('field-units-1-energy-reference');
    await onPhone(page, 'project refused');
    await field(page, 'units.1.energy.reference').fill('20261101-0000000002-RES-1');
    await page.getByRole('button', { name: 'Publiceren' }).click();
    await page.getByText('Gepubliceerd: het pand staat op uw site.').waitFor();
    await onPhone(page, 'project published');
    // The guard's answer (409) is the one failed load.
    expect(errors).toEqual([expect.stringMatching(/^Failed to load resource: the server responded with a status of 409 \(Conflict\): http.*\/estates\/new$/)]);
  });
});
