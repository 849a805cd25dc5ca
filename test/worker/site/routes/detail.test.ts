import { beforeAll, describe, expect, it } from 'vitest';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { forgetGenerations } from '../../../../worker/site/upstream/cache';
import { allEstates } from '../../platform-helpers';
import { get, html } from '../../helpers';

let estates: RawEstate[];
let site2: RawEstate[];

function find(predicate: (e: RawEstate) => boolean, from: RawEstate[] = estates): RawEstate {
  const found = from.find(predicate);
  if (!found) throw new Error('no such estate in the demo data');
  return found;
}

/** Follows the short address to the canonical one and returns the page there. */
async function detail(id: number, locale = 'nl', host = 'http://localhost'): Promise<{ url: string; body: string; status: number }> {
  const word = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' }[locale];
  const redirect = await get(`${host}/${locale}/${word}/${id}`);
  expect(redirect.status).toBe(301);
  const url = redirect.headers.get('Location')!;
  const page = await html(url.startsWith('http') ? url : host + url);
  return { url, body: page.body, status: page.response.status };
}

const fieldsOf = (body: string) => new Set([...body.matchAll(/data-field="([^"]+)"/g)].map((m) => m[1]!));
/** A detail row's label and value, by its data-field attribute. */
function rowOf(body: string, key: string): { label: string; value: string } | null {
  const match = new RegExp(`data-field="${key.replace(/\./g, '\\.')}"><dt>([^<]*)</dt><dd>([^<]*)</dd>`).exec(body);
  return match ? { label: match[1]!, value: match[2]! } : null;
}
/** '1.234,5': the Belgian thousands dot and decimal comma. */
const belgianNumber = (value: number) => new Intl.NumberFormat('de-DE').format(value);
const jsonLd = (body: string) => [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

beforeAll(async () => {
  estates = await allEstates(1);
  site2 = await allEstates(2);
});

describe('detail addresses', () => {
  it('redirects the short address permanently to the slug address, in every language', async () => {
    const house = find((e) => e.general.headType.id === 1 && e.general.status === 'FOR_SALE' && !e.general.parentId && e.general.address.visible);
    for (const locale of ['nl', 'fr', 'en', 'de']) {
      const { url, status } = await detail(house.general.id, locale);
      expect(status).toBe(200);
      expect(url).toMatch(new RegExp(`^/${locale}/(aanbod|offre|offer|angebot)/${house.general.id}/[a-z0-9-]+$`));
    }
    const { url } = await detail(house.general.id, 'fr');
    expect(url).toContain('-a-');
  });

  it('redirects a wrong slug to the right one, keeping the query', async () => {
    const house = find((e) => e.general.status === 'FOR_SALE' && !e.general.parentId);
    const { url } = await detail(house.general.id);
    const wrong = await get(`http://localhost/nl/aanbod/${house.general.id}/verkeerde-naam?utm=x`);
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get('Location')).toBe(`${url}?utm=x`);
  });

  it.each([
    ['/nl/aanbod/99999999', 404],
    ['/nl/aanbod/99999999/iets', 404],
    ['/nl/aanbod/abc', 404],
    ['/nl/aanbod/12ab/slug', 404],
    ['/nl/aanbod/0/slug', 404],
  ])('answers %s with %d in the right language', async (path, status) => {
    const { response, body } = await html(`http://localhost${path}`);
    expect(response.status).toBe(status);
    expect(body).toContain('Pagina niet gevonden');
  });

  it('answers a hidden status with a 404, and an estate of another agency too', async () => {
    const hidden = find((e) => e.general.status === 'TAKEN_OVER', site2);
    expect((await get(`http://immo-tweede.localhost/nl/aanbod/${hidden.general.id}`)).status).toBe(404);
    expect((await get(`http://localhost/nl/aanbod/${site2[0]!.general.id}`)).status).toBe(404);
  });
});

describe('what a detail page shows', () => {
  it('a house for sale in Flanders: price, address, EPC bar, the Flemish legal set, the sales rep', async () => {
    const house = find(
      (e) =>
        e.general.headType.id === 1 &&
        e.general.status === 'FOR_SALE' &&
        !e.general.guid &&
        e.general.address.region === 'FLANDERS' &&
        e.general.address.visible &&
        (e.energy.epcValue ?? -1) > 0 &&
        e.salesRep !== null &&
        e.general.price.value !== null,
    );
    const { body } = await detail(house.general.id);
    expect(body).toContain(`class="estate-detail__price">€\u00a0${new Intl.NumberFormat('de-DE').format(house.general.price.value!)}`);
    const address = /<p class="estate-detail__address">([^<]*)<\/p>/.exec(body)?.[1] ?? '';
    expect(address).toContain(`${house.general.address.street!.nl} ${house.general.address.number}`);
    expect(address).toContain(`${house.general.address.city.zip} `);
    const percentage = Math.min(100, (house.energy.epcValue! / 700) * 100).toFixed(1);
    expect(body).toContain(`data-percentage="${percentage}"`);
    const fields = fieldsOf(body);
    for (const key of [
      'certification.epc_value',
      'certification.epc_unique_code',
      'flood_information.parcel_score',
      'flood_information.building_score',
      'planning.permission',
      'planning.most_recent_destination',
      'planning.proceeding',
      'planning.pre_emption_right',
      'planning.subdivision_permit',
    ]) {
      expect(fields, key).toContain(key);
    }
    expect(body).toContain(`${house.salesRep!.firstname} ${house.salesRep!.lastname}`);
    if (house.planning.townPlanningViolation === null) expect(body).toContain('Geen rechterlijke herstelmaatregel of bestuurlijke maatregel opgelegd');
  });

  it.each(['TO_RENT', 'RENTED'] as const)(
    'an apartment %s: no electrical certificate, permit, zoning, enforcement, subdivision or as-built',
    async (status) => {
      const apartment = find((e) => e.general.headType.id === 2 && e.general.status === status && !e.general.parentId);
      const { body } = await detail(apartment.general.id);
      const fields = fieldsOf(body);
      for (const key of [
        'certification.electrical_certificate',
        'planning.permission',
        'planning.most_recent_destination',
        'planning.proceeding',
        'planning.subdivision_permit',
        'planning.as_built_certificate',
      ]) {
        expect(fields, key).not.toContain(key);
      }
      if (status === 'RENTED') expect(body).toContain('class="estate-detail__price">Verhuurd');
      else expect(body).not.toContain('class="estate-detail__price">Verhuurd');
    },
  );

  it('a plot: no electrical certificate', async () => {
    const plot = find((e) => e.general.headType.id === 3 && !e.general.parentId && e.general.status === 'FOR_SALE');
    const fields = fieldsOf((await detail(plot.general.id)).body);
    expect(fields).not.toContain('certification.electrical_certificate');
    expect(fields).toContain('layout.ground_area');
  });

  it('a Walloon house: no as-built, heritage inventory or flood scores, no empty planning field', async () => {
    const walloon = find(
      (e) =>
        e.general.address.region === 'WALLONIA' &&
        e.general.headType.id === 1 &&
        !e.general.parentId &&
        !e.general.guid &&
        [e.planning.buildingLicense, e.planning.allocationLicense, e.planning.presaleRight].includes(null),
      site2,
    );
    const redirect = await get(`http://immo-tweede.localhost/nl/aanbod/${walloon.general.id}`);
    const { body } = await html(`http://immo-tweede.localhost${redirect.headers.get('Location')}`);
    const fields = fieldsOf(body);
    for (const key of ['planning.as_built_certificate', 'planning.heritage_inventoried', 'flood_information.parcel_score', 'flood_information.building_score'])
      expect(fields, key).not.toContain(key);
    const emptyPlanning = Object.entries({
      'planning.permission': walloon.planning.buildingLicense,
      'planning.subdivision_permit': walloon.planning.allocationLicense,
      'planning.pre_emption_right': walloon.planning.presaleRight,
    })
      .filter(([, value]) => value === null)
      .map(([key]) => key);
    expect(emptyPlanning.length).toBeGreaterThan(0);
    for (const key of emptyPlanning) expect(fields, key).not.toContain(key);
  });

  it('a VAT-regime new build (alternate source): no price, land price, infrastructure price or total notary cost fields', async () => {
    const unit = find((e) => e.fields?.['financial.vat_regime'] === true && e.general.parentId !== null);
    const redirect = await get(`http://localhost/nl/aanbod/${unit.general.id}`);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('Location')).toMatch(new RegExp(`^/nl/aanbod/${unit.general.parentId}/[a-z0-9-]+/${unit.general.id}$`));
    const { body } = await html(`http://localhost${redirect.headers.get('Location')}`);
    const fields = fieldsOf(body);
    for (const key of ['financial.price', 'financial.land_price', 'financial.infrastructure_price', 'notary_cost.total'])
      expect(fields, key).not.toContain(key);
    expect(fields).toContain('financial.vat_regime');
  });

  it('labels a garage’s area in a project’s floor table as an area, not living area', async () => {
    const garage = find(
      (e) =>
        e.general.parentId !== null &&
        e.general.headType.id === 5 &&
        estates.some((home) => home.general.parentId === e.general.parentId && home.general.floor === e.general.floor && home.general.headType.id === 2),
    );
    for (const [locale, plain, living] of [
      ['nl', 'Oppervlakte', 'Bewoonbare oppervlakte'],
      ['fr', 'Superficie', 'Surface habitable'],
    ]) {
      const { body } = await detail(garage.general.parentId!, locale);
      const cells = (id: number) => new RegExp(`<tr data-unit="${id}">([\\s\\S]*?)</tr>`).exec(body)?.[1] ?? '';
      expect(cells(garage.general.id)).toContain(`<td data-label="${plain}">`);
      expect(cells(garage.general.id)).not.toContain(living);
      // Its floor, shared with flats, heads the column with the plain label; a floor of flats alone keeps theirs.
      const tables = [...body.matchAll(/<table class="project-floor__units">([\s\S]*?)<\/table>/g)].map((m) => m[1]!);
      const heads = (table: string) => [...table.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]);
      expect(heads(tables.find((table) => table.includes(`data-unit="${garage.general.id}"`))!)[2]).toBe(plain);
      const flats = estates.filter((e) => e.general.parentId === garage.general.parentId && e.general.headType.id === 2);
      const onlyFlats = tables.find((table) => [...table.matchAll(/data-unit="(\d+)"/g)].every((m) => flats.some((flat) => flat.general.id === Number(m[1]))));
      expect(heads(onlyFlats!)[2]).toBe(living);
      expect(onlyFlats).toContain(`<td data-label="${living}">`);
    }
  });

  it('a project: its units by floor, ascending, each linked to its entity page', async () => {
    const project = find((e) => e.general.project && e.children.length >= 10);
    const { body, url } = await detail(project.general.id);
    expect(body).toContain('Vanaf €');
    const floors = [...body.matchAll(/<div class="project-floor"><h3>([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(floors.length).toBeGreaterThanOrEqual(3);
    const units = [...body.matchAll(/data-unit="(\d+)"/g)].map((m) => Number(m[1]));
    const children = estates.filter((e) => e.general.parentId === project.general.id);
    expect(units.sort()).toEqual(children.map((c) => c.general.id).sort());
    const inPageOrder = [...body.matchAll(/data-unit="(\d+)"/g)].map((m) => children.find((c) => c.general.id === Number(m[1]))!.general.floor ?? 99);
    expect(inPageOrder).toEqual([...inPageOrder].sort((a, b) => a - b));
    for (const id of units) expect(body, `unit ${id} links to its page`).toContain(`href="${url}/${id}"`);
    const link = new RegExp(`href="(${url}/\\d+)"`).exec(body)![1]!;
    const unit = await html(`http://localhost${link}`);
    expect(unit.response.status).toBe(200);
    expect(unit.body).toContain('Maakt deel uit van');
    expect(unit.body).toContain(`href="${url}"`);
  });

  it('renders the alternate source’s dotted-key fields with their labels', async () => {
    const alt = find((e) => Boolean(e.general.guid) && !e.general.parentId && e.general.status === 'FOR_SALE' && e.general.headType.id === 1);
    const { body } = await detail(alt.general.id, 'fr');
    const fields = fieldsOf(body);
    expect(fields).toContain('construction.condition');
    expect(body).toContain('Revenu cadastral');
  });
});

describe('the facts shown on the demo site', () => {
  it('an apartment of a building with a shared installation: its shared-energy set as a group of its own', async () => {
    const apartment = find(
      (e) =>
        e.energyShared !== null && (e.energyShared.epcValue ?? -1) > 0 && e.energyShared.co2 !== null && !e.general.parentId && e.general.status === 'FOR_SALE',
    );
    const { body } = await detail(apartment.general.id);
    expect(body).toContain('<h3 class="detail-group__title">EPC gemeenschappelijke delen</h3>');
    const shared = apartment.energyShared!;
    expect(rowOf(body, 'certification.shared_epc_value')).toEqual({
      label: 'EPC-waarde gemeenschappelijke delen',
      value: `${belgianNumber(shared.epcValue!)} kWh/m²`,
    });
    expect(rowOf(body, 'certification.shared_co2')).toEqual({
      label: 'CO₂-uitstoot gemeenschappelijke delen',
      value: `${belgianNumber(shared.co2!)} kg/m²/jaar`,
    });
    expect(rowOf(body, 'certification.shared_epc_unique_code')?.value).toBe(shared.epcReference);
    // The group follows the estate's own EPC rows, in the same tab.
    expect(body.indexOf('data-field="certification.shared_epc_value"')).toBeGreaterThan(body.indexOf('data-field="certification.epc_value"'));
  });

  it('an estate with a non-indexed cadastral income shows it beside the indexed one, in euros', async () => {
    const estate = find((e) => e.ki.nonIndexed !== null && e.ki.indexed !== null && !e.general.parentId && e.general.status === 'FOR_SALE');
    const { body } = await detail(estate.general.id);
    expect(rowOf(body, 'financial.cadastral_income_non_indexed')).toEqual({
      label: 'Niet-geïndexeerd kadastraal inkomen',
      value: `€\u00a0${belgianNumber(estate.ki.nonIndexed!)}`,
    });
    expect(rowOf(body, 'financial.cadastral_income')?.value).toBe(`€\u00a0${belgianNumber(estate.ki.indexed!)}`);
  });

  it('a new build shows its E-level, K-level and CO₂; a house its depths', async () => {
    const house = find(
      (e) =>
        e.energy.eLevel !== null &&
        e.energy.kLevel !== null &&
        e.energy.co2 !== null &&
        e.dimensions.depthHouse !== null &&
        !e.general.parentId &&
        e.general.status === 'FOR_SALE',
    );
    const { body } = await detail(house.general.id);
    expect(rowOf(body, 'certification.e_level')).toEqual({ label: 'E-peil', value: String(house.energy.eLevel) });
    expect(rowOf(body, 'certification.k_level')).toEqual({ label: 'K-peil', value: String(house.energy.kLevel) });
    expect(rowOf(body, 'certification.co2')).toEqual({ label: 'CO₂-uitstoot', value: `${belgianNumber(house.energy.co2!)} kg/m²/jaar` });
    expect(rowOf(body, 'construction.depth')).toEqual({ label: 'Bouwdiepte', value: `${belgianNumber(house.dimensions.depthHouse!)} m` });
    if (house.dimensions.depthGround !== null) expect(rowOf(body, 'layout.ground_depth')?.value).toBe(`${belgianNumber(house.dimensions.depthGround)} m`);
  });
});

describe('detail head and streaming', () => {
  it('has the canonical slug, hreflang to the slugs of the languages it is written in, Open Graph and a RealEstateListing with an Offer', async () => {
    const house = find(
      (e) => e.general.status === 'FOR_SALE' && !e.general.parentId && e.general.address.visible && e.pictures.length > 0 && e.general.price.value !== null,
    );
    const { body, url } = await detail(house.general.id, 'en');
    expect(body).toContain(`<link rel="canonical" href="http://localhost${url}"/>`);
    // A language the listing has no words in is no hreflang promise (docs/translations.md).
    const written = (lang: 'nl' | 'fr' | 'en' | 'de') => Boolean(house.general.description?.[lang] || house.general.title?.[lang]);
    for (const [lang, word] of [
      ['nl', '/nl/aanbod/'],
      ['fr', '/fr/offre/'],
      ['en', '/en/offer/'],
      ['de', '/de/angebot/'],
    ] as const)
      expect(body.includes(`hrefLang="${lang}" href="http://localhost${word}${house.general.id}/`)).toBe(written(lang));
    expect(body).toMatch(/<meta property="og:image" content="http:\/\/localhost\/assets\/media\/\d+\/[0-9a-f]{8}\.svg"\/>/);
    const listing = jsonLd(body).find((item) => item['@type'] === 'RealEstateListing');
    expect(listing).toMatchObject({
      name: expect.any(String),
      url: `http://localhost${url}`,
      offers: { '@type': 'Offer', price: house.general.price.value, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
      about: { address: { '@type': 'PostalAddress', postalCode: house.general.address.city.zip, addressCountry: 'BE' } },
    });
    // schema.org has no address or geo on a RealEstateListing: they belong to the place it is about.
    expect(listing.address).toBeUndefined();
    expect(listing.geo).toBeUndefined();
    expect(jsonLd(body).find((item) => item['@type'] === 'BreadcrumbList').itemListElement.length).toBeGreaterThanOrEqual(3);
  });

  it('leaves the address out of the structured data when it is hidden', async () => {
    const hidden = find((e) => !e.general.address.visible && !e.general.parentId && e.general.status === 'FOR_SALE');
    const { body } = await detail(hidden.general.id);
    const listing = jsonLd(body).find((item) => item['@type'] === 'RealEstateListing');
    expect(listing.about).toBeDefined();
    expect(listing.about.address).toBeUndefined();
    expect(listing.about.geo).toBeUndefined();
  });

  it('says under the heading where a listing with a hidden address is: its municipality, never its street (no address line)', async () => {
    const hidden = find((e) => !e.general.address.visible && !e.general.parentId && e.general.status === 'FOR_SALE' && Boolean(e.general.address.street?.nl));
    const { city } = hidden.general.address;
    for (const [locale, name] of [
      ['nl', city.name.nl],
      ['fr', city.name.fr ?? city.name.nl],
    ] as const) {
      const { body } = await detail(hidden.general.id, locale);
      const header = /<header class="estate-detail__header">([\s\S]*?)<\/header>/.exec(body)?.[1] ?? '';
      expect(header).toMatch(/<h1>[^<]+<\/h1><p class="estate-detail__address">([^<]*)<\/p>/);
      expect(/<p class="estate-detail__address">([^<]*)<\/p>/.exec(header)?.[1]).toBe(`${city.zip} ${city.alias?.[locale] || name}`);
      expect(header).not.toContain(hidden.general.address.street[locale] ?? hidden.general.address.street.nl!);
    }
  });

  it('describes a listing without a price without an Offer (schema.org requires its price)', async () => {
    const unpriced = find((e) => e.general.price.value === null && !e.general.parentId && e.general.status === 'FOR_SALE');
    const { body } = await detail(unpriced.general.id);
    const listing = jsonLd(body).find((item) => item['@type'] === 'RealEstateListing');
    expect(listing.offers).toBeUndefined();
    expect(listing.about['@type']).toBeTruthy();
  });

  it('sends the similar properties after the main content, inline when ready or streamed with a placeholder; crawlers get them inline', async () => {
    const estate = find((e) => e.general.status === 'FOR_SALE' && e.general.headType.id === 2 && !e.general.parentId && e.general.price.value !== null);
    const { url } = await detail(estate.general.id);
    const bot = await html(`http://localhost${url}`, { headers: { 'User-Agent': 'Googlebot/2.1' } });
    const article = bot.body.indexOf('</article>');
    const similar = bot.body.indexOf('Vergelijkbare panden');
    expect(similar).toBeGreaterThan(article);
    expect(bot.body.slice(article, similar)).not.toContain('<template');
    // For visitors the same part never holds the page back: React sends it in place when its
    // search is done by the time its place goes out (progressiveChunkSize: Infinity, so a page
    // without JavaScript shows it), else a placeholder, and the content after the document's
    // main part, put in place by React's script under the page's CSP nonce.
    forgetGenerations();
    const streamed = await get(`http://localhost${url}`);
    const nonce = /'nonce-([^']+)'/.exec(streamed.headers.get('Content-Security-Policy') ?? '')?.[1];
    const body = await streamed.text();
    const heading = body.indexOf('Vergelijkbare panden');
    expect(heading).toBeGreaterThan(body.indexOf('</article>'));
    const hidden = /<div hidden id="S:\d+">(?:(?!<div hidden id="S:)[\s\S])*Vergelijkbare panden/.exec(body);
    if (hidden) {
      expect(hidden.index).toBeGreaterThan(body.indexOf('</main>'));
      expect(body.slice(body.indexOf('</article>'), body.indexOf('</main>'))).toMatch(
        /<template id="B:\d+"><\/template><div class="similar-estates__placeholder"/,
      );
    } else {
      expect(heading).toBeLessThan(body.indexOf('</main>'));
    }
    for (const script of body.match(/<script\b[^>]*>/g) ?? []) expect(script).toContain(`nonce="${nonce}"`);
  });
});

describe('documents', () => {
  it('serves an estate’s documents as PDF, and nothing else', async () => {
    const withFile = find((e) => e.files.length > 0);
    const response = await get(`http://localhost${withFile.files[0]!.link}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 8))).toBe('%PDF-1.4');
    expect((await get('http://localhost/assets/media/file-1.pdf')).status).toBe(404);
    expect((await get('http://localhost/assets/media/..%2Fsecret')).status).toBe(404);
  });
});
