import { describe, expect, it } from 'vitest';
import words from '../../../../locales/console.json';
import type { ConsoleEstateDraft, ConsoleEstates } from '../../../../shared/contract/console-listings';
import { consolePage, signIn, type Who } from '../../console-helpers';
import { postForm } from '../../draft-helpers';
import { consoleApi } from '../../golive-helpers';
import { detailPage, html, later, priceOn } from '../../helpers';
import { idsOnPage } from '../../listing-feature-helpers';
import { COMPLETE_FACTS } from '../../listing-fixtures';
import { search } from '../../platform-helpers';

// Every fact a console listing can carry (docs/console-listings.md) reaches the site's detail
// page as a CRM listing's would; "street only" keeps the house number off the page and its
// JSON-LD. Site 1 of the demo (Immo Scheldeland, Flanders).

const OWNER = 'owner@immo-scheldeland.localhost';

/** A new build for sale in Ghent with every field of the form filled in. */
const NEW_BUILD = {
  transaction: 'sale',
  status: 'available',
  type: 'APARTMENT',
  'address.street': 'Korenlei',
  'address.number': '27',
  'address.box': '3B',
  'address.postalCode': '9000',
  'address.city': 'Gent',
  'address.display': 'full',
  'price.amount': '450.000',
  'price.vatRegime': 'vat',
  'price.landValue': '120.000',
  cadastralIncome: '1.480',
  'location.lat': '51,0552',
  'location.lon': '3,7199',
  constructionYear: '2026',
  floor: '2',
  'rooms.bedrooms': '2',
  'rooms.toilets': '2',
  'rooms.garages': '1',
  'rooms.parkingSpaces': '1',
  'areas.living': '98',
  'areas.terrace': '14',
  'areas.buildable': '40',
  availableFrom: '01/09/2027',
  'features.garden': 'no',
  'features.terrace': 'yes',
  'features.lift': 'yes',
  'features.furnished': 'no',
  'features.swimmingPool': 'yes',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  virtualTourUrl: 'https://my.matterport.com/show/?m=korenlei27',
  'openHomes.0.date': '2099-12-05',
  'openHomes.0.from': '14:00',
  'openHomes.0.to': '16:30',
  'openHomes.1.date': '2099-12-12',
  'openHomes.1.from': '10:00',
  'openHomes.1.to': '12:00',
  ...COMPLETE_FACTS,
  'legal.heritageProtected': 'no',
  'legal.heritageInventoried': 'yes',
  'legal.floodRisk': 'potential',
  'legal.asBuiltCertificate': 'yes',
  'legal.planningViolation': 'Herstelvordering van de stedenbouwkundig inspecteur (2024)',
  'energy.date': '15/01/2026',
  'energy.scheme': 'epbd2024',
  'title.nl': 'Nieuwbouwappartement aan de Korenlei',
  'description.nl': 'Een nieuw appartement met terras en zwembad.',
  version: '0',
};

/** Publishes the form through the console; answers the published estate's id. */
async function publish(owner: Who, form: Record<string, string>): Promise<number> {
  const answer = await postForm(owner, '/nl/sites/1/estates/new', { ...form, action: 'publish' });
  expect(
    answer.status,
    await answer
      .clone()
      .text()
      .then((page) => /class="field-error"[^>]*>([^<]*)/.exec(page)?.[1] ?? ''),
  ).toBe(303);
  const found = (await (await consoleApi(owner, 'GET', `/sites/1/estates?q=${encodeURIComponent(form.reference!)}`)).json()) as ConsoleEstates;
  expect(found.estates).toHaveLength(1);
  return found.estates[0]!.id;
}

/** A fact's value in the detail tabs (their island's props, HTML-escaped JSON), by its field's key. */
function factOn(body: string, key: string): string | undefined {
  const row = new RegExp(
    `&quot;key&quot;:&quot;${key.replace('.', '\\.')}&quot;,&quot;label&quot;:&quot;[^&]*&quot;,&quot;value&quot;:&quot;((?:(?!&quot;).)*)&quot;`,
  ).exec(body);
  return row?.[1]?.replace(/\u00a0/g, ' ');
}

/** The page's JSON-LD place (what the listing is about). */
function placeOf(body: string): Record<string, unknown> {
  const scripts = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);
  const listing = scripts.flat().find((node) => (node as { '@type'?: string })['@type'] === 'RealEstateListing') as
    | { about: Record<string, unknown> }
    | undefined;
  return listing!.about;
}

describe('a console listing with every field', () => {
  it('reaches the site’s detail page with each fact, its agent, open houses, links and the VAT regime', async () => {
    const owner = await signIn(OWNER);
    const blank = (await (await consoleApi(owner, 'GET', '/sites/1/estate-drafts/new')).json()) as ConsoleEstateDraft;
    const agent = blank.people[0]!;
    expect(agent.email).toContain('@');
    const id = await publish(owner, { ...NEW_BUILD, reference: 'FIELDS-1', salesRep: agent.email });
    const { status, body } = await detailPage(id);
    expect(status).toBe(200);
    // The VAT regime: the price is before VAT.
    expect(priceOn(body)).toMatch(/^€\s450\.000 excl\. btw$/);
    expect(body.includes('<p class="estate-detail__address">Korenlei 27 / 3B, 9000 Gent</p>'), 'address').toBe(true);
    // The detail tabs' rows (the tabs island's props): each fact under its field's key, as the site words it.
    for (const [key, value] of [
      ['financial.cadastral_income', '€ 1.480'],
      ['layout.toilets', '2'],
      ['layout.garages', '1'],
      ['layout.parking_spaces', '1'],
      ['layout.terrace_area', '14 m²'],
      ['layout.floor', 'Verdieping 2'],
      ['layout.buildable_area', '40 m²'],
      ['general.available_date', '01/09/2027'],
      ['comfort.garden', 'Nee'],
      ['comfort.terrace', 'Ja'],
      ['comfort.elevator', 'Ja'],
      ['comfort.furnished', 'Nee'],
      ['comfort.swimming_pool', 'Ja'],
      ['planning.heritage_protected', 'Nee'],
      ['planning.heritage_inventoried', 'Ja'],
      ['flood_information.flood_prone_area', 'Ja'],
      ['planning.as_built_certificate', 'Ja'],
      ['planning.proceeding', 'Herstelvordering van de stedenbouwkundig inspecteur (2024)'],
      ['certification.epc_date', '15/01/2026'],
      ['certification.epc_scheme', 'Europees model (EPBD 2024)'],
    ]) {
      expect(factOn(body, key), key).toBe(value);
    }
    expect(body.includes('<time dateTime="2099-12-05T14:00:00+01:00">'), 'open house').toBe(true);
    expect(body.includes('<time dateTime="2099-12-12T10:00:00+01:00">'), 'second open house').toBe(true);
    expect(body.includes('href="https://my.matterport.com/show/?m=korenlei27"'), 'virtual tour').toBe(true);
    expect(body.includes('youtube-nocookie.com/embed/dQw4w9WgXcQ'), 'video').toBe(true);
    expect(new RegExp(`<p class="sales-rep__name">(?:<a [^>]*>)?${agent.name}<`).test(body), 'agent').toBe(true);
    const place = placeOf(body);
    expect(place.address).toMatchObject({ streetAddress: 'Korenlei 27', postalCode: '9000' });
    expect(place.geo).toMatchObject({ latitude: 51.0552, longitude: 3.7199 });
  });

  it('shows a let’s monthly charges on its page', async () => {
    const owner = await signIn(OWNER);
    const id = await publish(owner, {
      ...NEW_BUILD,
      reference: 'FIELDS-LET',
      transaction: 'let',
      'price.amount': '1150',
      'price.charges': '85',
      'price.vatRegime': 'duties',
      'price.landValue': '',
    });
    const { body } = await detailPage(id);
    expect(/Maandelijkse lasten[\s\S]{0,300}?€\s85\b/.test(body), 'monthly charges').toBe(true);
  });

  it('in "street only" shows the street without number or box on the page and in its JSON-LD, the pin near the street', async () => {
    const owner = await signIn(OWNER);
    const id = await publish(owner, { ...NEW_BUILD, reference: 'FIELDS-STREET', 'address.display': 'street' });
    const { body } = await detailPage(id);
    expect(body.includes('<p class="estate-detail__address">Korenlei, 9000 Gent</p>'), 'address line').toBe(true);
    expect(body.includes('Korenlei 27'), 'number').toBe(false);
    // The box in no text a visitor reads nor in the JSON-LD (a nonce or token may hold "3B" by chance).
    const text = body.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');
    expect(text.includes('3B'), 'box').toBe(false);
    const place = placeOf(body);
    expect(JSON.stringify(place).includes('3B'), 'box in the JSON-LD').toBe(false);
    expect(place.address).toMatchObject({ streetAddress: 'Korenlei', postalCode: '9000' });
    expect(place.geo).toMatchObject({ latitude: 51.06, longitude: 3.72 });
  });

  it('without a position is pinned at its postal code’s town centre, prefilled in its form and adjustable', async () => {
    const owner = await signIn(OWNER);
    const unplaced = { ...NEW_BUILD, reference: 'FIELDS-CENTRE', 'location.lat': '', 'location.lon': '' };
    const saved = await postForm(owner, '/nl/sites/1/estates/new', { ...unplaced, action: 'save' });
    expect(saved.status).toBe(303);
    const path = saved.headers.get('Location')!.split('?')[0]!;
    const draft = (await (await consoleApi(owner, 'GET', `/sites/1/estate-drafts/${path.split('/').pop()}`)).json()) as ConsoleEstateDraft;
    expect(draft.record.location).toBeNull();
    const { lat, lon } = draft.centre!;
    expect([lat, lon]).toEqual([expect.closeTo(51.05, 1), expect.closeTo(3.72, 1)]);
    const form = await consolePage(owner, path);
    expect(form).toContain(`name="location.centre" value="${lat},${lon}"`);
    expect(form).toMatch(new RegExp(`id="field-location-lat"[^>]*value="${lat}"`));
    // Published as prefilled: the town centre; adjusted: where it was moved.
    const asShown = { ...unplaced, 'location.lat': String(lat), 'location.lon': String(lon), 'location.centre': `${lat},${lon}`, version: '1' };
    expect((await postForm(owner, path, { ...asShown, action: 'publish' })).status).toBe(303);
    const [estate] = ((await (await consoleApi(owner, 'GET', '/sites/1/estates?q=FIELDS-CENTRE')).json()) as ConsoleEstates).estates;
    expect(placeOf((await detailPage(estate!.id)).body).geo).toMatchObject({ latitude: lat, longitude: lon });
    expect((await postForm(owner, path, { ...asShown, 'location.lat': '51.0601', version: '2', action: 'publish' })).status).toBe(303);
    later();
    expect(placeOf((await detailPage(estate!.id)).body).geo).toMatchObject({ latitude: 51.0601, longitude: lon });
  });

  it('answers a bad value of a new field with the form again, the message beside the field in the console’s language, nothing typed lost', async () => {
    const owner = await signIn(OWNER);
    for (const [typed, field, message] of [
      [{ 'price.landValue': '500.000' }, 'price-landValue', words.estateFields.bad.landValue.fr],
      [{ videoUrl: 'ma vidéo' }, 'videoUrl', words.estateFields.bad.link.fr],
      [{ 'location.lat': 'nord' }, 'location-lat', words.estateFields.bad.position.fr],
      [{ 'openHomes.1.to': '09:00' }, 'openHomes-1-to', words.estateFields.bad.openHouse.fr],
      [{ 'energy.date': '31/02/2026' }, 'energy-date', words.estateFields.bad.date.fr],
      [{ floor: 'deuxième' }, 'floor', words.estateFields.bad.floor.fr],
    ] as const) {
      const answer = await postForm(owner, '/fr/sites/1/estates/new', { ...NEW_BUILD, reference: 'FIELDS-BAD', ...typed, action: 'save' });
      expect(answer.status, field).toBe(400);
      const page = await answer.text();
      expect(page, field).toMatch(new RegExp(`id="field-${field}"[^>]*aria-invalid="true"`));
      expect(page, field).toContain(`<p class="field-error" id="field-${field}-error">${message.replace(/'/g, '&#x27;')}</p>`);
      expect(page, field).toContain('value="Korenlei"');
      expect(page, field).toContain('Herstelvordering van de stedenbouwkundig inspecteur (2024)</textarea>');
    }
  });
});

describe('a console listing’s features', () => {
  it('is found by each feature its form says yes to (and its rooms and VAT regime), by a sentence, and not by those it says no to', async () => {
    const owner = await signIn(OWNER);
    const id = await publish(owner, { ...NEW_BUILD, reference: 'FEATURES-1', 'address.postalCode': '9070', 'address.city': 'Destelbergen' });
    const found = async (features: string[]) => (await search(1, { query: { features, terms: { id: [id] } } })).ids.includes(id);
    for (const feature of ['terrace', 'elevator', 'pool', 'garage', 'newBuild']) expect(await found([feature]), feature).toBe(true);
    for (const feature of ['garden', 'furnished']) expect(await found([feature]), feature).toBe(false);
    const { body } = await html(`http://localhost/nl/te-koop?q=${encodeURIComponent('nieuwbouw appartement met terras en zwembad in Destelbergen')}`);
    expect(idsOnPage(body)).toContain(id);
  });
});
