import { beforeAll, describe, expect, it } from 'vitest';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { formatPrice } from '../../../../shared/format';
import { allEstates } from '../../platform-helpers';
import { get, html } from '../../helpers';

// When financial.vat_regime is true, financial.price, land_price, infrastructure_price and
// notary_cost.total are hidden. A new build sold under the VAT regime has its
// price before VAT: the price says so ("excl. btw") wherever it stands, on its card and its page,
// in the page's language, and its price details leave out the price and the land price. Both
// sources: the alternate one says financial.vat_regime; the main one gives the land and the
// construction apart (what the costs calculator splits and adds 21 % VAT to).

const SITE = 'http://localhost';
const DETAIL_WORD = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' } as const;
const MARKER = { nl: 'excl. btw', fr: 'hors TVA', en: 'excl. VAT', de: 'zzgl. MwSt.' } as const;
const LISTING = { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale', de: 'zu-verkaufen' } as const;
type Locale = keyof typeof MARKER;

let estates: RawEstate[];

beforeAll(async () => {
  estates = await allEstates(1);
});

function find(predicate: (e: RawEstate) => boolean): RawEstate {
  const found = estates.find(predicate);
  if (!found) throw new Error('no such estate in the demo data');
  return found;
}

const forSale = (e: RawEstate) => e.general.status === 'FOR_SALE' && (e.general.price.value ?? 0) > 0 && !e.general.price.hidden;
/** A main-source new build with its land and construction apart (1107 "€ 950.000" in the demo). */
const mainVat = () =>
  find(
    (e) =>
      forSale(e) &&
      !e.general.guid &&
      !e.general.parentId &&
      !e.general.project &&
      e.general.price.groundValue !== null &&
      (e.general.price.constructionValue ?? 0) > 0,
  );
/** An alternate-source unit of a new-build project, under the VAT regime. */
const alternateVat = () => find((e) => forSale(e) && e.fields?.['financial.vat_regime'] === true && e.general.parentId !== null);
/** An estate not under the VAT regime. */
const ordinary = () =>
  find((e) => forSale(e) && !e.general.parentId && !e.general.project && e.general.price.groundValue === null && !e.fields?.['financial.vat_regime']);

async function detail(id: number, locale: Locale = 'nl'): Promise<string> {
  const redirect = await get(`${SITE}/${locale}/${DETAIL_WORD[locale]}/${id}`);
  expect(redirect.status).toBe(301);
  const page = await html(SITE + redirect.headers.get('Location'));
  expect(page.response.status).toBe(200);
  return page.body;
}

const headlinePrice = (body: string) => /<p class="estate-detail__price">([^<]*)<\/p>/.exec(body)?.[1];
const fieldsOf = (body: string) => new Set([...body.matchAll(/data-field="([^"]+)"/g)].map((m) => m[1]!));
/** The price on the card of estate `id` in a listing page's HTML. */
function cardPrice(body: string, id: number): string | undefined {
  const card = new RegExp(`<article class="estate-card" data-estate-id="${id}">([\\s\\S]*?)</article>`).exec(body)?.[1] ?? '';
  return /<p class="estate-card__price">([^<]*)<\/p>/.exec(card)?.[1];
}

describe('the price of a new build under the VAT regime', () => {
  it.each(Object.keys(MARKER) as Locale[])('says it is before VAT beside the headline price, in %s', async (locale) => {
    const estate = mainVat();
    expect(headlinePrice(await detail(estate.general.id, locale))).toBe(`${formatPrice(estate.general.price.value!)} ${MARKER[locale]}`);
  });

  it('leaves the price and the land price out of the price details, main source', async () => {
    const estate = mainVat();
    const fields = fieldsOf(await detail(estate.general.id));
    for (const key of ['financial.price', 'financial.land_price', 'financial.infrastructure_price', 'notary_cost.total'])
      expect(fields, key).not.toContain(key);
    // The price per m² is not among the fields the VAT regime hides.
    expect(fields).toContain('financial.price_per_m2');
  });

  it.each(Object.keys(MARKER) as Locale[])('says the price per m² is before VAT too, in %s', async (locale) => {
    const body = await detail(mainVat().general.id, locale);
    const row = /<div class="detail-row" data-field="financial\.price_per_m2"><dt>[^<]*<\/dt><dd>([^<]*)<\/dd>/.exec(body)?.[1];
    expect(row).toMatch(new RegExp(`^€\\s[\\d.]+\\s/m²\\s${MARKER[locale].replaceAll('.', '\\.').replace(' ', '\\s')}$`));
  });

  it('says so on the alternate source’s units too, on their page and in their project’s floor table', async () => {
    const unit = alternateVat();
    const body = await detail(unit.general.id, 'fr');
    expect(headlinePrice(body)).toBe(`${formatPrice(unit.general.price.value!)} ${MARKER.fr}`);
    expect(fieldsOf(body)).not.toContain('financial.price');
    const project = await detail(unit.general.parentId!, 'fr');
    const row = new RegExp(`<tr data-unit="${unit.general.id}">([\\s\\S]*?)</tr>`).exec(project)?.[1] ?? '';
    expect(row).toContain(`${formatPrice(unit.general.price.value!)} ${MARKER.fr}</td>`);
  });

  it.each(['nl', 'de'] as Locale[])('says so on the listing’s card, in %s', async (locale) => {
    const estate = mainVat();
    const { value } = estate.general.price;
    const query = `city=${estate.general.address.city.id}&type=${estate.general.headType.id}&price-min=${value}&price-max=${value}`;
    const { response, body } = await html(`${SITE}/${locale}/${LISTING[locale]}?${query}`);
    expect(response.status).toBe(200);
    expect(cardPrice(body, estate.general.id)).toBe(`${formatPrice(value!)} ${MARKER[locale]}`);
  });

  it('adds nothing to a price that includes VAT (the control), whose details keep their price', async () => {
    const estate = ordinary();
    const body = await detail(estate.general.id);
    expect(headlinePrice(body)).toBe(formatPrice(estate.general.price.value!));
    expect(fieldsOf(body)).toContain('financial.price');
    expect(/data-field="financial\.price_per_m2"><dt>[^<]*<\/dt><dd>([^<]*)<\/dd>/.exec(body)?.[1]).toMatch(/^€\s[\d.]+\s\/m²$/);
  });
});
