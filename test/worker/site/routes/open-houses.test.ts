import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { platform } from '../../../../worker/platform/demo/embedded';
import type { NormalizedListingInput } from '../../../../worker/platform/listings/normalized';
import { parseCalendar } from '../../../support/ical';
import { get, html } from '../../helpers';
import { call, whiseHouse } from '../../platform-helpers';

// The open houses and legal mentions a CRM sends with a listing are on its detail
// page: open houses still to come in the page's language at Brussels time, each with an .ics,
// and the legal mentions, sanitised.

const bindings = { DB: env.DB, CACHE: env.CACHE, CONNECTION_SECRET_KEY: env.CONNECTION_SECRET_KEY };

/** Fixed far-future instants, so the Brussels wall clock is known: CET (UTC+1) in December, CEST (UTC+2) in July. */
const DECEMBER = { start: '2099-12-05T13:00:00Z', end: '2099-12-05T16:00:00Z' };
const JULY = { start: '2099-07-04T08:30:00Z', end: '2099-07-04T10:00:00Z' };
const PAST = { start: '2020-03-07T09:00:00Z', end: '2020-03-07T11:00:00Z' };

const ids: Record<string, number> = {};

async function putListing(listing: NormalizedListingInput): Promise<number> {
  const token = (await call('POST', '/sites/1/connections', { body: { kind: 'ingest' } })).body.token as string;
  const response = await platform.request(
    '/ingest/sites/1/listings',
    { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ listings: [listing] }) },
    bindings,
  );
  expect(await response.json()).toMatchObject({ refused: 0 });
  return (await env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = 1 AND source = 'whise' AND external_id = ?1")
    .bind(listing.externalId)
    .first<number>('estate_id'))!;
}

const house = (externalId: string, changes: Partial<NormalizedListingInput>): NormalizedListingInput =>
  whiseHouse(externalId, {
    price: { amount: 350_000 },
    address: { street: 'Kouter', number: '3', postalCode: '9000', city: 'Gent' },
    location: undefined,
    ...changes,
  });

beforeAll(async () => {
  ids.open = await putListing(
    house('oh-1', {
      // Out of order, one past: the page shows the two to come, July first.
      openHomes: [DECEMBER, PAST, JULY],
      legalMentions: { nl: 'Stedenbouwkundige vergunning: ja.\n\nDagvaarding: nee.', fr: 'Permis d’urbanisme : oui.' },
    }),
  );
  ids.html = await putListing(
    house('oh-2', { legalMentions: { nl: '<p onclick="steal()">Voorkooprecht: nee</p><script>alert(1)</script><img src=x onerror="steal()">' } }),
  );
  ids.none = await putListing(house('oh-3', { openHomes: [PAST] }));
});

/** A detail page through its short address. */
async function detail(id: number, lang: 'nl' | 'fr' | 'de' | 'en' = 'nl'): Promise<string> {
  const word = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' }[lang];
  const short = await get(`http://localhost/${lang}/${word}/${id}`);
  const location = short.headers.get('Location');
  const { response, body } = await html(location ? `http://localhost${location}` : `http://localhost/${lang}/${word}/${id}`);
  expect(response.status).toBe(200);
  return body;
}

/** The open-house section of a page: each line's text and its .ics link. */
function openHouses(body: string): { text: string; href: string }[] {
  const section = /<section class="estate-detail__open-houses"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
  return [...section.matchAll(/<li[^>]*><time[^>]*>([^<]*)<\/time>\s*<a href="([^"]+)"/g)].map((match) => ({ text: match[1]!, href: match[2]! }));
}

describe('open houses on the detail page', () => {
  it('lists the open houses to come in date order at Brussels time, in Dutch and in French, and not the past one', async () => {
    expect(openHouses(await detail(ids.open!, 'nl'))).toEqual([
      { text: 'zaterdag 04/07/2099, 10:30–12:00', href: `/nl/aanbod/${ids.open}/opendeur/20990704T0830Z/agenda.ics` },
      { text: 'zaterdag 05/12/2099, 14:00–17:00', href: `/nl/aanbod/${ids.open}/opendeur/20991205T1300Z/agenda.ics` },
    ]);
    const french = await detail(ids.open!, 'fr');
    expect(french).toContain('<h2 id="open-houses-title">Portes ouvertes</h2>');
    expect(openHouses(french).map((line) => line.text)).toEqual(['samedi 04/07/2099, 10:30–12:00', 'samedi 05/12/2099, 14:00–17:00']);
    expect(openHouses(await detail(ids.open!, 'de')).map((line) => line.href)[0]).toBe(
      `/de/angebot/${ids.open}/tag-der-offenen-tuer/20990704T0830Z/kalender.ics`,
    );
  });

  it('shows no open-house section for an estate whose open houses are over', async () => {
    const body = await detail(ids.none!);
    expect(body).not.toContain('estate-detail__open-houses');
    // No text of the agency's: its legal mentions hold only the line the region's law asks for.
    const section = /<section class="estate-detail__legal-mentions"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
    expect(section).not.toContain('class="prose"');
  });

  it('gives each open house as an .ics at Brussels time; a past or unknown one is a 404 in the page’s language', async () => {
    const [july] = openHouses(await detail(ids.open!, 'nl'));
    const response = await get(`http://localhost${july!.href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/calendar\b/);
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="opendeur.ics"');
    const { zones, events } = parseCalendar(await response.text());
    expect(zones).toEqual(['Europe/Brussels']);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: `open-house-${ids.open}-20990704T0830Z@agency-sites`,
      summary: 'Opendeur: Woning oh-1',
      location: expect.stringContaining('Kouter 3'),
      start: { tzid: 'Europe/Brussels', wall: '2099-07-04T10:30:00', utc: '2099-07-04T08:30:00.000Z' },
      end: { tzid: 'Europe/Brussels', wall: '2099-07-04T12:00:00' },
    });
    const past = await get(`http://localhost/nl/aanbod/${ids.open}/opendeur/20200307T0900Z/agenda.ics`);
    expect(past.status).toBe(404);
    expect(await past.text()).toContain('Deze opendeur bestaat niet (meer)');
    expect((await get(`http://localhost/fr/offre/${ids.none}/portes-ouvertes/20991205T1300Z/agenda.ics`)).status).toBe(404);
    expect((await get(`http://localhost/nl/aanbod/987654321/opendeur/20991205T1300Z/agenda.ics`)).status).toBe(404);
  });
});

describe('legal mentions on the detail page', () => {
  it('shows the agency’s legal mentions in the page’s language, paragraph by paragraph', async () => {
    const section = (body: string) => /<section class="estate-detail__legal-mentions"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
    const dutch = section(await detail(ids.open!, 'nl'));
    expect(dutch).toContain('<h2 id="legal-mentions-title">Wettelijke vermeldingen</h2>');
    expect(dutch).toContain('<p>Stedenbouwkundige vergunning: ja.</p><p>Dagvaarding: nee.</p>');
    const french = section(await detail(ids.open!, 'fr'));
    expect(french).toContain('Mentions légales</h2>');
    expect(french).toContain('<div class="prose"><p>Permis d’urbanisme : oui.</p>');
  });

  it('sanitises legal mentions given as HTML', async () => {
    const body = await detail(ids.html!);
    const section = /<section class="estate-detail__legal-mentions"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
    expect(section).toContain('Voorkooprecht: nee');
    expect(section).not.toMatch(/<script|onclick|onerror|steal\(/);
  });
});
