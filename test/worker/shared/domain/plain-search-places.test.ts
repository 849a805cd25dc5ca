import { beforeAll, describe, expect, it } from 'vitest';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { BELGIAN_PLACES } from '../../../../shared/domain/plain-search/belgian-places';
import { BRUSSELS_REGION } from '../../../../shared/domain/plain-search/places';
import type { PlaceName } from '../../../../shared/domain/plain-search/types';
import { PLACE_DATA } from '../../../../shared/domain/plain-search/place-data-source';
import { placeCentre as centreIn } from '../../../../shared/domain/plain-search/to-filter';
import { starterPaths } from '../../../../worker/platform/starter/page-urls';
import { get, html } from '../../helpers';
import { allEstates, distanceKm } from '../../platform-helpers';

// Search in plain words, places as people say them, on the demo data of agency 1: a radius
// around a Belgian municipality the site has no listing in, "Bruxelles" as the Region's 19
// municipalities, and a chip saying what could not be applied.

const SALE = starterPaths('forSale');
const PLOT = 3;
const APARTMENT = 2;
/** "terrain à bâtir", "bouwgrond": building land (shared/domain/property-types.ts). */
const BUILDING_LAND = 28;
/** A place's centre as the site reads it (the place data of the source files). */
const placeCentre = (zip: string) => centreIn(zip, PLACE_DATA.centres);

let estates: RawEstate[];

beforeAll(async () => {
  estates = (await allEstates(1)).filter((estate) => estate.general.parentId === null);
});

async function parse(locale: string, q: string): Promise<any> {
  const response = await get(`http://localhost/${locale}/ajax/parse-search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return response.json();
}

const idsOf = (body: string) => [...body.matchAll(/data-estate-id="(\d+)"/g)].map((match) => Number(match[1]));
const byId = (id: number) => estates.find((estate) => estate.general.id === id)!;

describe('a radius around a municipality the site has no listing in', () => {
  it('finds the building land for sale within 10 km of its centre, not a text search for its name', async () => {
    const ours = new Set(estates.map((estate) => estate.general.address.city.zip));
    const land = estates.filter(
      (estate) =>
        estate.general.status === 'FOR_SALE' &&
        estate.general.headType.id === PLOT &&
        estate.general.subType?.id === BUILDING_LAND &&
        estate.general.address.geoLocation,
    );
    // The place of Belgium, none of the site's cities, with the most building land for sale within 10 km.
    const [place, near] = BELGIAN_PLACES.filter((candidate) => !candidate.postalCodes && !ours.has(candidate.zip))
      .map((candidate): [PlaceName, RawEstate[]] => {
        const centre = placeCentre(candidate.zip)!;
        return [candidate, land.filter((estate) => distanceKm(centre, estate.general.address.geoLocation!) <= 9.5)];
      })
      .sort((a, b) => b[1].length - a[1].length)[0]!;
    expect(near.length).toBeGreaterThan(0);
    const name = place.display.fr ?? place.display.nl;

    const answer = await parse('fr', `terrain à bâtir à 10 km de ${name}`);
    expect(answer).toMatchObject({ types: ['PLOT'], subTypes: [BUILDING_LAND], radiusKm: 10, places: [{ zip: place.zip }], text: '' });
    const params = new URL(answer.url, 'http://localhost').searchParams;
    expect(params.get('geo_range')).toMatch(/^10km;\d+\.\d+;\d+\.\d+$/);
    expect(params.get('q')).toBeNull();
    expect(answer.chips.map((chip: { label: string }) => chip.label)).toContain(`Dans un rayon de 10 km autour de ${name}`);
    expect(answer.chips.some((chip: { note?: true }) => chip.note)).toBe(false);

    const { response, body } = await html(`http://localhost${answer.url}`);
    expect(response.status).toBe(200);
    const ids = idsOf(body);
    expect(ids.length).toBeGreaterThan(0);
    const centre = placeCentre(place.zip)!;
    for (const id of ids) {
      const estate = byId(id);
      expect(estate.general.headType.id).toBe(PLOT);
      expect(distanceKm(centre, estate.general.address.geoLocation!)).toBeLessThanOrEqual(10.1);
    }
  });

  it('says in the visitor’s language what it could not apply: a radius without a place, on the page read without JavaScript too', async () => {
    const answer = await parse('en', 'building plot within 10 km');
    const note = answer.chips.find((chip: { note?: true }) => chip.note);
    expect(note?.label).toBe('Within 10 km: not available here');
    const { body } = await html(`http://localhost${SALE.nl}?q=${encodeURIComponent('bouwgrond binnen 10 km')}`);
    expect(body).toContain('<span class="plain-search__chip plain-search__chip--note">Binnen 10 km: hier niet beschikbaar</span>');
  });
});

describe('"Bruxelles" as the Brussels-Capital Region', () => {
  it('finds the apartments of every Brussels municipality the site has, not only those of 1000', async () => {
    const region = new Set(BRUSSELS_REGION.postalCodes);
    const apartments = estates.filter((estate) => estate.general.headType.id === APARTMENT && region.has(estate.general.address.city.zip));
    const municipalities = new Set(apartments.map((estate) => estate.general.address.city.zip));
    expect(municipalities.size).toBeGreaterThan(1);

    const answer = await parse('fr', 'appartement à Bruxelles');
    const cities = new URL(answer.url, 'http://localhost').searchParams
      .getAll('city')
      .flatMap((value) => value.split(','))
      .map(Number);
    const expected = new Set(apartments.map((estate) => estate.general.address.city.id));
    for (const id of expected) expect(cities).toContain(id);

    const { body } = await html(`http://localhost${SALE.fr}?q=${encodeURIComponent('appartement à Bruxelles')}`);
    const ids = idsOf(body);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      expect(byId(id).general.headType.id).toBe(APARTMENT);
      expect(region.has(byId(id).general.address.city.zip)).toBe(true);
    }
    expect(ids.some((id) => byId(id).general.address.city.zip !== '1000')).toBe(true);
  });
});
