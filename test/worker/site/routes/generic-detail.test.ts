import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../../shared/i18n/locales';
import { get, html } from '../../helpers';
import { TEXT, OFFER, HOLIDAY } from '../../locale-words';

// The generic detail route /{lang}/detail: the link a CRM or
// a feed makes from an id alone answers 301 to the listing's canonical address in that language,
// anything else is the localized 404 page.

const HOST = 'http://localhost';
const SECOND = 'http://immo-tweede.localhost';

const first = async <T>(sql: string) => (await env.DB.prepare(sql).first<T>())!;
const estate = (
  await first<{ id: number }>("SELECT id FROM estates WHERE site_id = 1 AND status = 'FOR_SALE' AND parent_id IS NULL AND is_project = 0 ORDER BY id LIMIT 1")
).id;
const unit = await first<{ id: number; parent: number }>(
  "SELECT id, parent_id AS parent FROM estates WHERE site_id = 1 AND parent_id IS NOT NULL AND status = 'FOR_SALE' ORDER BY id LIMIT 1",
);
const project = (await first<{ id: number }>('SELECT id FROM estates WHERE site_id = 1 AND is_project = 1 ORDER BY id LIMIT 1')).id;
const rental = (await first<{ id: number }>('SELECT id FROM rental_units WHERE site_id = 1 AND published = 1 ORDER BY id LIMIT 1')).id;
const unpublished = (await first<{ id: number }>('SELECT id FROM rental_units WHERE site_id = 1 AND published = 0 ORDER BY id LIMIT 1')).id;
const otherAgency = (await first<{ id: number }>("SELECT id FROM estates WHERE site_id = 2 AND status = 'FOR_SALE' AND parent_id IS NULL ORDER BY id LIMIT 1"))
  .id;
const otherRental = (await first<{ id: number }>('SELECT id FROM rental_units WHERE site_id = 2 AND published = 1 ORDER BY id LIMIT 1')).id;
// Ardennes Habitat (site 2) hides the estates that were taken over (settings.hiddenStatus).
const hidden = (await first<{ id: number }>("SELECT id FROM estates WHERE site_id = 2 AND status = 'TAKEN_OVER' ORDER BY id LIMIT 1")).id;

/** Where `url` redirects to; the answer must be a 301. */
async function redirectOf(url: string): Promise<string> {
  const response = await get(url);
  expect(response.status).toBe(301);
  return response.headers.get('Location')!;
}

/** Where the short address of an estate leads: its canonical address (tested in detail.test.ts). */
const canonicalOf = (id: number, locale: Locale, host = HOST) => redirectOf(`${host}/${locale}/${OFFER[locale]}/${id}`);

describe('/{lang}/detail answers 301 to the canonical address in that language (generic detail)', () => {
  it.each(LOCALES)('an estate by ?id= in %s', async (locale) => {
    const location = await redirectOf(`${HOST}/${locale}/detail?id=${estate}`);
    expect(location).toMatch(new RegExp(`^/${locale}/${OFFER[locale]}/${estate}/[a-z0-9]+(?:-[a-z0-9]+)*$`));
    expect(location).toBe(await canonicalOf(estate, locale));
    // The address it leads to is the page itself, not another redirect.
    expect((await get(HOST + location)).status).toBe(200);
  });

  it('an estate by ?estateId= (the name a CRM uses): /fr/detail → /fr/offre/…', async () => {
    const location = await redirectOf(`${HOST}/fr/detail?estateId=${estate}`);
    expect(location).toMatch(new RegExp(`^/fr/offre/${estate}/[a-z0-9-]+$`));
    expect(location).toBe(await canonicalOf(estate, 'fr'));
  });

  it.each(['nl', 'de'] as const)('a project unit in %s: to the unit in its project (the project-entity address)', async (locale) => {
    const location = await redirectOf(`${HOST}/${locale}/detail?id=${unit.id}`);
    expect(location).toMatch(new RegExp(`^/${locale}/${OFFER[locale]}/${unit.parent}/[a-z0-9-]+/${unit.id}$`));
    expect(location).toBe(await canonicalOf(unit.id, locale));
    expect((await get(HOST + location)).status).toBe(200);
  });

  it('a whole project: to the project’s address', async () => {
    const location = await redirectOf(`${HOST}/nl/detail?estateId=${project}`);
    expect(location).toMatch(new RegExp(`^/nl/aanbod/${project}/[a-z0-9-]+$`));
    expect(location).toBe(await canonicalOf(project, 'nl'));
  });

  it.each(LOCALES)('a holiday unit by ?rentalUnitId= in %s', async (locale) => {
    expect(await redirectOf(`${HOST}/${locale}/detail?rentalUnitId=${rental}`)).toBe(`/${locale}/${HOLIDAY[locale]}/${rental}`);
    expect((await get(`${HOST}/${locale}/${HOLIDAY[locale]}/${rental}`)).status).toBe(200);
  });

  it('the second agency’s own listings, on its own host', async () => {
    const own = (await first<{ id: number }>("SELECT id FROM estates WHERE site_id = 2 AND status = 'FOR_SALE' AND parent_id IS NULL ORDER BY id LIMIT 1")).id;
    expect(await redirectOf(`${SECOND}/en/detail?id=${own}`)).toBe(await canonicalOf(own, 'en', SECOND));
    const holiday = await get(`${SECOND}/en/detail?rentalUnitId=${otherRental}`);
    expect(holiday.headers.get('Location')).toBe(`/en/holiday/${otherRental}`);
  });
});

describe('/{lang}/detail answers anything else with the localized 404 page', () => {
  const cases: [string, string, string?][] = [
    ['an unknown estate', 'id=99999999'],
    ['an unknown holiday unit', 'rentalUnitId=99999999'],
    ['a non-numeric id', 'id=abc'],
    ['a negative id', 'id=-1'],
    ['an id in exponent notation', 'id=1e3'],
    ['an id with a fraction', `id=${estate}.0`],
    ['an id with a leading zero', `id=0${estate}`],
    ['id 0', 'id=0'],
    ['an id past the safe integers', 'id=9999999999999999'],
    ['an id with spaces', `id=%20${estate}`],
    ['no id', ''],
    ['an empty id', 'id='],
    ['an unknown parameter', `listing=${estate}`],
    ['a holiday unit id given as an estate', `estateId=${rental}&id=`],
    ['an unpublished holiday unit', `rentalUnitId=${unpublished}`],
    ['another agency’s estate', `id=${otherAgency}`],
    ['another agency’s holiday unit', `rentalUnitId=${otherRental}`],
    ['an estate whose status the agency hides', `id=${hidden}`, SECOND],
  ];

  it.each(cases)('%s', async (_what, query, host = HOST) => {
    for (const locale of LOCALES) {
      const { response, body } = await html(`${host}/${locale}/detail${query ? `?${query}` : ''}`);
      expect(response.status, `${locale} ${query}`).toBe(404);
      expect(response.headers.get('Location')).toBeNull();
      expect(body).toContain(`<html lang="${locale}">`);
      expect(body).toContain(`<h1>${TEXT[locale].notFound.title}</h1>`);
    }
  });

  it('the hidden estate is still found by id on the agency that shows it: only the hiding makes it a 404', async () => {
    const visible = await first<{ id: number }>("SELECT id FROM estates WHERE site_id = 1 AND status = 'TAKEN_OVER' AND parent_id IS NULL ORDER BY id LIMIT 1");
    const response = await get(`${HOST}/nl/detail?id=${visible.id}`);
    expect(response.status).toBe(301);
  });
});
