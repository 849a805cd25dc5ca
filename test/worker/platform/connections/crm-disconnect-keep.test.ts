import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import type { Disconnected } from '../../../../shared/contract/console-crm';
import type { ConsoleEstateDraft, ConsoleEstates, ConsoleEstateView } from '../../../../shared/contract/console-listings';
import { platform } from '../../../../worker/platform/demo/embedded';
import { type NormalizedListingInput, normalizedListingSchema } from '../../../../worker/platform/listings/normalized';
import { upsertListings } from '../../../../worker/platform/listings/upsert';
import { takeListingsOffline } from '../../../../worker/platform/connections/listings';
import type { PlatformBindings } from '../../../../worker/platform/types';
import { addSweepBright, noConnections, SITE_ID } from '../../crm-lead-helpers';
import { consoleFetch, consolePage, signIn, type Who } from '../../console-helpers';
import { get } from '../../helpers';

// Deleting a CRM connection with its listings kept (docs/console-listings.md "A CRM's listings
// made the agency's own"): each listing, a project with its units, becomes the agency's own
// console listing, its estate keeping its id; the console lists it as the console's with a
// draft, opens its form with its facts, saves and publishes a change to it, takes it offline;
// the same CRM connected again is refused it with a line in the sync log. Taken offline
// instead, the listings leave the site. Another agency gets nothing of any of it.

afterEach(() => vi.restoreAllMocks());

const OWNER = 'owner@immo-scheldeland.localhost';
/** The owner of the demo's second site: another agency. */
const OTHER = 'owner@ardennes-habitat.localhost';
let owner: Who;
let other: Who;

beforeAll(async () => {
  // The sign-in links' local notices are not this test's output.
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => {});
  owner = await signIn(OWNER);
  other = await signIn(OTHER);
  quiet.mockRestore();
});

/** A console API call as the console makes it (the session and CSRF token of `who`), with a JSON body. */
async function api(who: Who, method: string, path: string, body?: unknown): Promise<Response> {
  const headers = new Headers({ [SESSION_HEADER]: who.cookie.split('=')[1]!, [CSRF_HEADER]: who.csrf, 'Content-Type': 'application/json' });
  const bindings = { DB: env.DB, CACHE: env.CACHE, RATE_LIMITER: env.RATE_LIMITER, OUTBOX_QUEUE: env.OUTBOX_QUEUE, CONSOLE_OPERATORS: env.CONSOLE_OPERATORS };
  const request = new Request(`https://platform.test/console-api${path}`, {
    method,
    headers,
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  return platform.fetch(request, bindings);
}

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

/** A house in Ghent as SweepBright's sync writes it, with every fact the console's form has. */
const house = (externalId: string): NormalizedListingInput => ({
  source: 'sweepbright',
  externalId,
  reference: 'SB-VELD-12',
  transaction: 'sale',
  status: 'available',
  type: 'HOUSE',
  subtype: 'TOWNHOUSE',
  publishedAt: '2026-02-01T09:00:00.000Z',
  title: { nl: 'Herenhuis aan de Veldstraat', fr: 'Maison de maître rue Veldstraat' },
  description: { nl: '<p>Ruim herenhuis met <strong>tuin</strong>.</p>', fr: '<p>Grande maison avec jardin.</p>' },
  price: { amount: 385000, charges: null },
  address: { street: 'Veldstraat', number: '12', box: 'A', postalCode: '9000', city: 'Gent' },
  location: { lat: 51.0512, lon: 3.7226 },
  rooms: { bedrooms: 3, bathrooms: 2, toilets: 2, garages: 1, parkingSpaces: 2 },
  areas: { living: 160, plot: 400, buildable: 300, terrace: 20 },
  features: { garden: true, terrace: true, lift: false, furnished: false, swimmingPool: null },
  constructionYear: 1990,
  energy: { label: 'C', value: 250, reference: '20240101-0000123456-RES-1', total: 40000, co2: 45, date: '2024-01-01', scheme: 'regional' },
  legal: {
    buildingPermit: true,
    subdivisionPermit: false,
    preemptionRight: false,
    heritageProtected: false,
    heritageInventoried: false,
    asBuiltCertificate: true,
    planningMeasure: false,
    asbestosCertificate: true,
    urbanDestination: 'WG',
    floodScoreBuilding: 'A',
    floodScoreParcel: 'B',
    floodRisk: 'none',
  },
  cadastralIncome: 1450,
  legalMentions: { nl: 'Vrijblijvende informatie.' },
  pictures: [
    { url: 'https://cdn.sweepbright.test/veld-1.jpg', order: 0, description: { nl: 'Voorgevel' } },
    { url: 'https://cdn.sweepbright.test/veld-2.jpg', order: 1 },
  ],
  documents: [{ url: 'https://cdn.sweepbright.test/plan.pdf', type: 'FLOOR_PLAN', description: { nl: 'Grondplan' } }],
  virtualTourUrl: 'https://tour.example.test/veld',
  videoUrl: 'https://video.example.test/veld',
  salesRep: { name: 'Jan Peeters', email: 'jan@immo-scheldeland.test', phone: '+32 9 123 45 67', photoUrl: null },
  openHomes: [{ start: '2027-03-06T13:00:00.000Z', end: '2027-03-06T15:00:00.000Z' }],
  availableFrom: '2026-09-01',
});

/** A new-build project of SweepBright's with two flats. */
const project = (externalId: string): NormalizedListingInput => ({
  source: 'sweepbright',
  externalId,
  reference: 'SB-LEIE',
  transaction: 'sale',
  status: 'available',
  type: 'PROJECT',
  subtype: 'NEW_BUILD_PROJECT',
  title: { nl: 'Residentie Leie' },
  price: { amount: 290000, from: true, vatRegime: true },
  address: { street: 'Nieuwewandeling', number: '40', postalCode: '9000', city: 'Gent' },
  constructionYear: 2026,
  units: ['A1', 'B2'].map((flat, at) => ({
    source: 'sweepbright',
    externalId: `${externalId}-${flat}`,
    reference: `SB-LEIE-${flat}`,
    transaction: 'sale',
    status: at === 0 ? 'available' : 'option',
    type: 'APARTMENT',
    subtype: 'APARTMENT',
    price: { amount: 290000 + at * 40000, vatRegime: true, landValue: 40000 },
    address: { street: 'Nieuwewandeling', number: '40', postalCode: '9000', city: 'Gent' },
    floor: at + 1,
    rooms: { bedrooms: 2 + at },
    areas: { living: 85 + at * 20 },
    energy: { label: 'A', value: 45, reference: `20260101-00001${at}-RES-1`, total: 4000, co2: 8 },
  })),
});

/** The site's SweepBright connection and its two listings as its sync wrote them: their ids and estate ids. */
async function sweepBrightListings() {
  // Earlier tests' SweepBright listings gone: the site's are the two written here.
  await takeListingsOffline(env as unknown as PlatformBindings, SITE_ID, 'sweepbright');
  await noConnections();
  const crm = await addSweepBright([]);
  const ids = { house: `veld-${crypto.randomUUID()}`, project: `leie-${crypto.randomUUID()}` };
  const written = await upsertListings(env.DB, SITE_ID, [house(ids.house), project(ids.project)]);
  expect(written.refusals).toEqual([]);
  const estateOf = async (externalId: string) =>
    (await env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = ?1 AND source = 'sweepbright' AND external_id = ?2")
      .bind(SITE_ID, externalId)
      .first<number>('estate_id'))!;
  return { crm, ids, estates: { house: await estateOf(ids.house), project: await estateOf(ids.project) } };
}

const disconnect = (who: Who, connectionId: number, listings: string) =>
  api(who, 'DELETE', `/sites/${SITE_ID}/crm/connections/${connectionId}?listings=${listings}`);

/** What the console's form knows of a listing: the normalized record without the ids and versions the platform gives. */
function facts(input: NormalizedListingInput) {
  const { source: _source, externalId: _id, units, publishedAt: _at, ...rest } = normalizedListingSchema.parse(input);
  return { ...rest, units: units.map(({ source: _s, externalId: _e, ...unit }) => ({ ...unit, address: { ...unit.address, city: 'Gent' } })) };
}

describe('a CRM connection deleted with its listings kept', () => {
  it('makes each listing the agency’s own console listing, its form opening with its facts, a change saved and published', async () => {
    const { crm, ids, estates } = await sweepBrightListings();
    expect(await json<Disconnected>(await disconnect(owner, crm.id, 'keep'))).toEqual({ removed: 0, kept: 2 });

    // Listed as the console's own, at the same estate ids (the same addresses on the site), with a draft.
    const listed = await json<ConsoleEstates>(await api(owner, 'GET', `/sites/${SITE_ID}/estates?source=console`));
    expect(listed.estates.filter((estate) => [estates.house, estates.project].includes(estate.id)).map((estate) => estate.source)).toEqual([
      'console',
      'console',
    ]);
    expect(listed.drafts.filter((draft) => [estates.house, estates.project].includes(draft.estateId!))).toEqual([]);
    const view = await json<ConsoleEstateView>(await api(owner, 'GET', `/sites/${SITE_ID}/estates/${estates.house}?lang=nl`));
    expect(view.estate).toMatchObject({ source: 'console', reference: 'SB-VELD-12', price: 385000, missing: [] });
    expect(view.draftId).toEqual(expect.any(Number));

    // Its form: every fact, the published version the CRM's, nothing the guard misses.
    const draft = await json<ConsoleEstateDraft>(await api(owner, 'GET', `/sites/${SITE_ID}/estate-drafts/${view.draftId}`));
    // The description as the console's rich text keeps it.
    const { description: _description, ...known } = facts(house(ids.house));
    expect(draft).toMatchObject({ estateId: estates.house, version: 1, missing: [], withdrawnAt: null, updatedBy: 'SweepBright' });
    expect(draft.record).toMatchObject({ ...known, source: 'console', publishedAt: '2026-02-01T09:00:00.000Z' });
    expect(draft.record.description).toEqual({ nl: expect.stringContaining('<strong>tuin</strong>'), fr: expect.stringContaining('Grande maison') });
    expect(draft.versions).toEqual([expect.objectContaining({ number: 1, publishedBy: 'SweepBright', reference: 'SB-VELD-12', price: 385000 })]);
    // The console's editor shows them.
    const opened = await consoleFetch(`/nl/sites/${SITE_ID}/estates/${estates.house}`, { cookie: owner.cookie });
    expect(opened.status).toBe(303);
    const form = await consolePage(owner, new URL(opened.headers.get('Location')!, 'http://console.localhost').pathname);
    for (const shown of ['value="385000"', 'value="Veldstraat"', 'value="20240101-0000123456-RES-1"', 'value="160"']) expect(form).toContain(shown);

    // A project keeps its units, each with its facts.
    const projectView = await json<ConsoleEstateView>(await api(owner, 'GET', `/sites/${SITE_ID}/estates/${estates.project}`));
    const projectDraft = await json<ConsoleEstateDraft>(await api(owner, 'GET', `/sites/${SITE_ID}/estate-drafts/${projectView.draftId}`));
    expect(projectDraft.record).toMatchObject({ ...facts(project(ids.project)), source: 'console' });

    // A change saved, then published: the same estate, the new price online.
    const saved = await json<{ version: number }>(
      await api(owner, 'PUT', `/sites/${SITE_ID}/estate-drafts/${view.draftId}`, {
        record: { ...draft.record, price: { ...(draft.record.price as object), amount: 375000 } },
        version: 1,
      }),
    );
    expect(saved.version).toBe(2);
    expect(await json(await api(owner, 'POST', `/sites/${SITE_ID}/estate-drafts/${view.draftId}/publish`), 201)).toEqual({ estateId: estates.house });
    expect(await env.DB.prepare('SELECT price FROM estates WHERE id = ?1').bind(estates.house).first<number>('price')).toBe(375000);
    const units = await env.DB.prepare('SELECT count(*) AS n FROM estates WHERE parent_id = ?1').bind(estates.project).first<number>('n');
    expect(units).toBe(2);

    // Taken offline as any console listing.
    expect((await api(owner, 'POST', `/sites/${SITE_ID}/estate-drafts/${view.draftId}/withdraw`, { version: 2 })).status).toBe(204);
    expect(await env.DB.prepare('SELECT id FROM estates WHERE id = ?1').bind(estates.house).first()).toBeNull();
  });

  it('refuses the same CRM connected again its listings the agency keeps online, saying so in the sync log', async () => {
    const { crm, ids, estates } = await sweepBrightListings();
    await json(await disconnect(owner, crm.id, 'keep'));
    const again = await upsertListings(env.DB, SITE_ID, [{ ...house(ids.house), price: { amount: 299000 } }, project(ids.project)]);
    expect(again).toMatchObject({ created: 0, updated: 0, refused: 2 });
    expect(again.refusals[0]).toMatchObject({ source: 'sweepbright', externalId: ids.house, path: 'externalId' });
    expect(again.refusals[0]!.reason).toMatch(new RegExp(`^the agency made this listing its own \\(listing ${estates.house} in the console\\)`));
    expect(await env.DB.prepare('SELECT price FROM estates WHERE id = ?1').bind(estates.house).first<number>('price')).toBe(385000);
  });

  it('keeps them through the admin API too, by default', async () => {
    const { crm, estates } = await sweepBrightListings();
    const deleted = await get(`http://localhost/admin/sites/${SITE_ID}/connections/${crm.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}` },
    });
    expect(await json(deleted)).toEqual({ deleted: crm.id, removedListings: 0, keptListings: 2 });
    const view = await json<ConsoleEstateView>(await api(owner, 'GET', `/sites/${SITE_ID}/estates/${estates.project}`));
    expect(view).toMatchObject({ estate: { source: 'console' }, draftId: expect.any(Number) });
  });
});

describe('a CRM connection deleted with its listings taken offline', () => {
  it('takes them off the site, units too, and makes no console listing of them', async () => {
    const { crm, estates } = await sweepBrightListings();
    expect(await json<Disconnected>(await disconnect(owner, crm.id, 'offline'))).toEqual({ removed: 2, kept: 0 });
    const left = await env.DB.prepare('SELECT count(*) AS n FROM estates WHERE id IN (?1, ?2) OR parent_id = ?2')
      .bind(estates.house, estates.project)
      .first<number>('n');
    expect(left).toBe(0);
    expect((await api(owner, 'GET', `/sites/${SITE_ID}/estates/${estates.house}`)).status).toBe(404);
  });
});

describe('another agency', () => {
  it('can neither delete the connection nor reach the listings it kept', async () => {
    const { crm, estates } = await sweepBrightListings();
    expect((await disconnect(other, crm.id, 'keep')).status).toBe(404);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM external_ids WHERE site_id = ?1 AND source = 'sweepbright'").bind(SITE_ID).first<number>('n')).toBe(
      4,
    );
    await json(await disconnect(owner, crm.id, 'keep'));
    const view = await json<ConsoleEstateView>(await api(owner, 'GET', `/sites/${SITE_ID}/estates/${estates.house}`));
    expect(view.draftId).toEqual(expect.any(Number));
    expect((await api(other, 'GET', `/sites/${SITE_ID}/estate-drafts/${view.draftId}`)).status).toBe(404);
    expect((await api(other, 'GET', `/sites/2/estate-drafts/${view.draftId}`)).status).toBe(404);
    expect((await api(other, 'GET', `/sites/2/estates/${estates.house}`)).status).toBe(404);
    const theirs = await json<ConsoleEstates>(await api(other, 'GET', '/sites/2/estates?source=console'));
    expect(theirs.estates.map((estate) => estate.id)).not.toContain(estates.house);
  });
});
