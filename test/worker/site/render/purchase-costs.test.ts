import { beforeAll, describe, expect, it } from 'vitest';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { allEstates } from '../../platform-helpers';
import { get, html } from '../../helpers';

// What it costs to buy, by region: the panel on a for-sale detail page, read
// without JavaScript (the server's HTML), and the page section on the valuation and about pages.

let estates: RawEstate[];
let site2: RawEstate[];

beforeAll(async () => {
  estates = await allEstates(1);
  site2 = await allEstates(2);
});

type Region = 'FLANDERS' | 'BRUSSELS' | 'WALLONIA';

/** The 2026 duty worked out by hand: Flanders 2 % / 12 %; Brussels 12.5 % with 200,000 off up to 600,000; Wallonia 3 % / 12.5 %. */
function expectedDuty(region: Region, price: number): { ownHome: number; other: number } {
  if (region === 'FLANDERS') return { ownHome: price * 0.02, other: price * 0.12 };
  if (region === 'WALLONIA') return { ownHome: price * 0.03, other: price * 0.125 };
  return { ownHome: price <= 600_000 ? Math.max(0, price - 200_000) * 0.125 : price * 0.125, other: price * 0.125 };
}

/** '€ 1.234': whole euros with the Belgian thousands dot. */
const euros = (value: number) => `€\u00a0${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }).format(Math.round(value))}`;

const plainSale = (e: RawEstate) =>
  e.general.status === 'FOR_SALE' &&
  !e.general.parentId &&
  !e.general.project &&
  (e.general.price.value ?? 0) > 0 &&
  e.general.price.groundValue === null &&
  !e.fields?.['financial.vat_regime'];

function find(predicate: (e: RawEstate) => boolean, from: RawEstate[]): RawEstate {
  const found = from.find(predicate);
  if (!found) throw new Error('no such estate in the demo data');
  return found;
}

async function detail(id: number, host = 'http://localhost', query = ''): Promise<string> {
  const redirect = await get(`${host}/nl/aanbod/${id}`);
  expect(redirect.status).toBe(301);
  const path = redirect.headers.get('Location')!;
  const page = await html(`${path.startsWith('http') ? path : host + path}${query}`);
  expect(page.response.status).toBe(200);
  return page.body;
}

/** The costs table's columns and the cells of one row, by its label. */
function costsTable(body: string) {
  const table = /<table class="purchase-costs__table" data-region="([A-Z]+)">([\s\S]*?)<\/table>/.exec(body);
  if (!table) return null;
  const cases = [...table[2]!.matchAll(/data-case="(\w+)"/g)].map((m) => m[1]);
  const row = (label: string) => {
    const match = new RegExp(`<tr[^>]*><th scope="row">${label}</th>((?:<td>[^<]*</td>)+)</tr>`).exec(table[2]!);
    return match ? [...match[1]!.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]) : null;
  };
  return { region: table[1], cases, row };
}

describe('the costs panel on a for-sale detail page', () => {
  it.each(['FLANDERS', 'BRUSSELS', 'WALLONIA'] as Region[])(
    'shows both cases side by side without JavaScript, with the duty of %s for its price',
    async (region) => {
      const estate = find((e) => plainSale(e) && e.general.address.region === region, [...estates, ...site2]);
      const host = estates.includes(estate) ? 'http://localhost' : 'http://immo-tweede.localhost';
      const body = await detail(estate.general.id, host);
      const table = costsTable(body)!;
      expect(table).not.toBeNull();
      expect(table.region).toBe(region);
      expect(table.cases).toEqual(['ownHome', 'other']);
      const duty = expectedDuty(region, estate.general.price.value!);
      expect(table.row('Registratierechten')).toEqual([euros(duty.ownHome), euros(duty.other)]);
      // No loan given: no mortgage deed and no monthly payment yet; the estimate is said.
      expect(table.row('Maandelijkse aflossing')).toBeNull();
      expect(body).toContain('Dit is een schatting, geen offerte');
      // Under the price, a link to the panel.
      expect(body).toMatch(/<a class="estate-detail__costs-link" href="#purchase-costs">/);
    },
  );

  it('answers the form sent without JavaScript: the mortgage deed and the monthly payment of the loan', async () => {
    const estate = find((e) => plainSale(e) && e.general.address.region === 'FLANDERS', estates);
    const body = await detail(estate.general.id, 'http://localhost', '?costs-loan=200000&costs-rate=3&costs-years=20&costs-show=ownHome#purchase-costs');
    const table = costsTable(body)!;
    expect(table.cases).toEqual(['ownHome']);
    // 200,000 over 20 years at 3 % a year, with the equivalent monthly rate.
    expect(table.row('Maandelijkse aflossing')).toEqual(['€\u00a01.105,15']);
    // 1 % + 0.3 % of 220,000 (10 % accessories) and the registrar's 230 euro.
    expect(table.row('Registratie- en hypotheekrechten lening')).toEqual([euros(2_200 + 660 + 230)]);
    expect(body).toMatch(/name="costs-loan"[^>]*value="200000"/);
  });

  it('puts VAT on the building and the duty on the land for a new build under the VAT regime', async () => {
    const unit = find(
      (e) =>
        e.general.status === 'FOR_SALE' &&
        (e.general.price.value ?? 0) > 0 &&
        e.general.price.groundValue !== null &&
        e.general.price.constructionValue !== null,
      [...estates, ...site2],
    );
    const host = estates.includes(unit) ? 'http://localhost' : 'http://immo-tweede.localhost';
    const table = costsTable(await detail(unit.general.id, host))!;
    expect(table.row('Btw op het gebouw \\(21 %\\)')).toEqual([
      euros(unit.general.price.constructionValue! * 0.21),
      euros(unit.general.price.constructionValue! * 0.21),
    ]);
    const duty = expectedDuty(table.region as Region, unit.general.price.groundValue!);
    expect(table.row('Registratierechten')).toEqual([euros(duty.ownHome), euros(duty.other)]);
  });

  it('is absent on a rental, and on a sold estate', async () => {
    for (const status of ['TO_RENT', 'SOLD']) {
      const estate = find((e) => e.general.status === status && !e.general.parentId, estates);
      const body = await detail(estate.general.id);
      expect(body).not.toContain('purchase-costs');
      expect(body).not.toContain('data-island="purchase-costs"');
    }
  });
});

describe('the purchase-costs page section (valuation and about pages)', () => {
  it.each([
    ['http://localhost/nl/gratis-schatting', 'FLANDERS', 7_000],
    ['http://immo-tweede.localhost/nl/gratis-schatting', 'WALLONIA', 10_500],
  ] as const)('%s starts from 350,000 euro in the agency region (%s)', async (url, region, ownHome) => {
    const valuation = await html(url);
    if (valuation.response.status !== 200) throw new Error(`${url} answered ${valuation.response.status}`);
    const table = costsTable(valuation.body)!;
    expect(table.region).toBe(region);
    expect(table.row('Registratierechten')![0]).toBe(euros(ownHome));
    expect(valuation.body).toMatch(/name="costs-price"[^>]*value="350000"/);
    expect(valuation.body).toContain('name="costs-region"');
  });

  it('takes the price and region from the form sent without JavaScript', async () => {
    const { body } = await html(
      'http://localhost/nl/gratis-schatting?costs-price=500000&costs-region=BRUSSELS&costs-loan=&costs-rate=3&costs-years=25&costs-show=both',
    );
    const table = costsTable(body)!;
    expect(table.region).toBe('BRUSSELS');
    expect(table.row('Registratierechten')).toEqual([euros(37_500), euros(62_500)]);
  });
});
