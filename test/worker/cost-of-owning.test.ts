import { beforeAll, describe, expect, it } from 'vitest';
import type { RawEstate } from '../../shared/contract/raw/estate';
import { allEstates } from './platform-helpers';
import { get, html } from './helpers';

// The cost of owning on a for-sale detail page, read without JavaScript (the server's HTML): the
// yearly and ten-year figures, "estimate" beside each, the renovation deadline by deed date, in
// the site's four languages.

let estates: RawEstate[];

beforeAll(async () => {
  estates = await allEstates(1);
});

const forSale = (e: RawEstate) => e.general.status === 'FOR_SALE' && !e.general.parentId && !e.general.project && (e.general.price.value ?? 0) > 0;
/** A house (1) or an apartment (2). */
const dwelling = (e: RawEstate) => [1, 2].includes(e.general.headType.id);
const withIncome = (e: RawEstate) => forSale(e) && dwelling(e) && (e.ki.indexed ?? 0) > 0 && (e.energy.epcValue ?? 0) > 0 && (e.dimensions.areaBuild ?? 0) > 0;

function find(predicate: (e: RawEstate) => boolean): RawEstate {
  const found = estates.find(predicate);
  if (!found) throw new Error('no such estate in the demo data');
  return found;
}

const PATHS = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' } as const;

async function detail(id: number, lang: keyof typeof PATHS, query = ''): Promise<string> {
  const redirect = await get(`http://localhost/${lang}/${PATHS[lang]}/${id}`);
  expect(redirect.status).toBe(301);
  const path = redirect.headers.get('Location')!;
  const page = await html(`${path.startsWith('http') ? path : `http://localhost${path}`}${query}`);
  expect(page.response.status).toBe(200);
  return page.body;
}

/** The cost-of-owning section of a page, or null. */
function section(body: string): string | null {
  return /<section class="cost-of-owning"[\s\S]*?<\/section>/.exec(body)?.[0] ?? null;
}

describe('the cost of owning on a for-sale detail page', () => {
  it.each([
    ['nl', 'Wat kost het bezit? (schatting)', 'Onroerende voorheffing (schatting)', 'Over tien jaar'],
    ['fr', 'Ce que coûte la propriété (estimation)', 'Précompte immobilier (estimation)', 'Sur dix ans'],
    ['en', 'The cost of owning (estimate)', 'Property tax (estimate)', 'Over ten years'],
    ['de', 'Was der Besitz kostet (Schätzung)', 'Immobiliensteuervorabzug (Schätzung)', 'Über zehn Jahre'],
  ] as const)('in %s: a year and ten years of property tax and energy, each an estimate', async (lang, title, taxRow, tenYears) => {
    const estate = find(withIncome);
    const body = await detail(estate.general.id, lang);
    const owning = section(body);
    expect(owning).not.toBeNull();
    expect(owning).toContain(title);
    expect(owning).toContain(taxRow);
    expect(owning).toContain(tenYears);
    const tax = /<tr data-owning="propertyTax"><th scope="row">[^<]*<\/th><td>€\u00a0([\d.]+)<\/td><td>€\u00a0([\d.]+)<\/td><\/tr>/.exec(owning!);
    expect(tax).not.toBeNull();
    const euros = (text: string) => Number(text.replace(/\./g, ''));
    expect(euros(tax![2]!)).toBe(euros(tax![1]!) * 10);
    expect(owning).toMatch(/data-owning="energy"/);
    // A home's renovation line names its label whatever the rule says.
    expect(owning).toMatch(/data-renovation="\w+"[^>]*>[^<]*\b[A-G]\b/);
    // The deed-date form works without JavaScript: a GET form back to this section.
    expect(owning).toMatch(/<form id="cost-of-owning"[^>]*action="[^"]+#cost-of-owning" method="get"/);
    expect(owning).toMatch(/<input id="cost-of-owning-deed" type="date"[^>]* name="costs-deed"/);
  });

  it('a Flemish E or F home: label D within five years of a 2026 deed, label C after a 2028 deed', async () => {
    const estate = find(
      (e) => forSale(e) && e.general.address.region === 'FLANDERS' && /^[EF]/.test(e.energy.energyLabel ?? '') && dwelling(e) && !e.energy.customEpcLabel,
    );
    const in2026 = section(await detail(estate.general.id, 'nl', '?costs-deed=2026-06-15'))!;
    expect(in2026).toMatch(/data-renovation="required" data-target="D" data-deadline="2031-06-15"/);
    expect(in2026).toContain('uiterlijk op 15/06/2031 label D');
    const in2028 = section(await detail(estate.general.id, 'nl', '?costs-deed=2028-03-01'))!;
    expect(in2028).toMatch(/data-renovation="required" data-target="C" data-deadline="2033-03-01"/);
  });

  it("keeps the purchase costs' inputs when the deed date is sent", async () => {
    const estate = find(withIncome);
    const owning = section(await detail(estate.general.id, 'nl', '?costs-loan=200000&costs-show=ownHome&costs-deed=2027-01-10'))!;
    expect(owning).toContain('<input type="hidden" name="costs-loan" value="200000"/>');
    expect(owning).toContain('<input type="hidden" name="costs-show" value="ownHome"/>');
    expect(owning).toMatch(/name="costs-deed" value="2027-01-10"/);
  });

  it("the purchase costs' form without JavaScript carries the deed date along", async () => {
    const estate = find(withIncome);
    const body = await detail(estate.general.id, 'nl', '?costs-deed=2028-02-01');
    const form = /<form id="purchase-costs"[\s\S]*?<\/form>/.exec(body)?.[0] ?? '';
    expect(form).toContain('<input type="hidden" name="costs-deed" value="2028-02-01"/>');
  });

  it('is absent on a rental', async () => {
    const estate = find((e) => e.general.status === 'TO_RENT' && !e.general.parentId);
    expect(section(await detail(estate.general.id, 'nl'))).toBeNull();
  });
});
