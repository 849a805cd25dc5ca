import { formatPrice } from '../../../../shared/format';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../../../worker/site/env';
import worker from '../../../../worker/local';
import { platform } from '../../../../worker/platform/demo/embedded';
import type { NormalizedListingInput } from '../../../../worker/platform/listings/normalized';
import { GENERATION_MEMORY_MS } from '../../../../worker/site/upstream/cache';
import { call, INGEST_BINDINGS as bindings, ingestCall as ingest, ingestTokensBeforeAll, whiseHouse as house } from '../../platform-helpers';
import { bodyOf } from '../../helpers';

// An integrator or a CRM writes a site's listings through the platform's ingest API
// by the source's own ids, with the bearer token of the site's ingest connection; the site
// shows them, and retires its cached answers, on the next request.

const tokens = ingestTokensBeforeAll();
afterEach(() => vi.restoreAllMocks());

const put = (siteId: 1 | 2, listings: unknown[], token: string | null = tokens[siteId]) =>
  ingest('PUT', `/sites/${siteId}/listings`, { token, body: { listings } });

/** Our estate id for a source's id on a site. */
async function estateIdOf(siteId: number, source: string, externalId: string): Promise<number | undefined> {
  const row = await env.DB.prepare('SELECT estate_id FROM external_ids WHERE site_id = ?1 AND source = ?2 AND external_id = ?3')
    .bind(siteId, source, externalId)
    .first<{ estate_id: number }>();
  return row?.estate_id;
}

/** A page of the site, its background work done. */
async function page(url: string): Promise<{ status: number; body: string; location: string | null }> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url), env as unknown as Env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, body, location: response.headers.get('Location') };
}

/** An estate's detail page in Dutch, through its short address. */
async function detail(id: number): Promise<{ status: number; body: string }> {
  const short = await page(`http://localhost/nl/aanbod/${id}`);
  if (short.status !== 301) return short;
  return page(`http://localhost${short.location}`);
}

const shown = (price: number) => formatPrice(price);

/** The price a detail page shows in its header. */
const priceOn = (body: string) => /<p class="estate-detail__price">([^<]*)<\/p>/.exec(body)?.[1];

/**
 * Five listings for the legal guard (shared/domain/ad-rules): a Flemish 1975 house for sale with
 * nothing legal given and its address shown (EPC score and label: Energiedecreet art. 11.2.1 §3;
 * the P and G flood scores: water decree, since 2023; five planning facts: VCRO art. 5.2.6; the
 * asbestos certificate is the deed's, OVAM, never the ad's), the same house with its address
 * hidden (then the EPC's unique code too, VEA "EPC in advertenties"), the same house complete, a
 * 2010 Brussels house (EPB class: AGRBC 17 February 2011 art. 6, CO₂ no longer since 2017;
 * destination and planning information: CoBAT art. 281, since 2014-04-03), and a Flemish house
 * whose score is out of range and whose label its score cannot have (a value shown is a value checked).
 */
function legalListings(): NormalizedListingInput[] {
  const complete = house('w-complete', {
    constructionYear: 1975,
    energy: { label: 'C', value: 245, reference: '20240101-0001234-RES-1', eLevel: null, co2: null, total: null },
    legal: {
      buildingPermit: true,
      subdivisionPermit: false,
      preemptionRight: false,
      heritageProtected: false,
      // Said explicitly: none imposed (left out, it would be a finding, never "Nee").
      planningMeasure: false,
      asbestosCertificate: true,
      asbestosCertificateCommonParts: null,
      urbanDestination: 'LIVING_AREA',
      floodScoreBuilding: 'A',
      floodScoreParcel: 'A',
      floodRisk: null,
    },
  });
  const brussels = house('w-brussels', {
    address: { street: 'Rue Haute', number: '1', postalCode: '1000', city: 'Bruxelles' },
    location: { lat: 50.84, lon: 4.35 },
    constructionYear: 2010,
  });
  const hidden = house('w-hidden', { constructionYear: 1975, address: { street: 'Geheimstraat', number: '1', postalCode: '9000', hidden: true } });
  const wrong = house('w-wrong', {
    constructionYear: 1975,
    energy: { label: 'A', value: 2500, reference: null, eLevel: null, co2: null, total: null },
  });
  return [house('w-bare', { constructionYear: 1975 }), complete, brussels, hidden, wrong];
}

describe('the ingest API: listings in by the source’s ids', () => {
  it('takes the valid records of a batch, refuses the others with id, field path and reason, and logs both', async () => {
    const bad = house('w-bad', { address: { postalCode: '9999' } });
    const worse = { ...house('w-worse'), status: 'prospect' };
    const answer = await put(1, [house('w-1'), bad, house('w-2'), worse]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 2, updated: 0, unchanged: 0, refused: 2, cacheRetired: true });
    expect(answer.body.refusals).toEqual([
      { source: 'whise', externalId: 'w-worse', path: 'listings.3.status', reason: expect.any(String) },
      { source: 'whise', externalId: 'w-bad', path: 'address.postalCode', reason: 'unknown Belgian postal code 9999' },
    ]);
    for (const id of ['w-1', 'w-2']) expect(await estateIdOf(1, 'whise', id)).toBeGreaterThan(0);
    expect(await estateIdOf(1, 'whise', 'w-bad')).toBeUndefined();

    const log = await call('GET', '/sites/1/sync?limit=1');
    expect(log.body.entries[0]).toMatchObject({ kind: 'ingest', created: 2, refused: 2, error: null });
    expect(log.body.entries[0].refusals.map((refusal: { externalId: string }) => refusal.externalId)).toEqual(['w-worse', 'w-bad']);
  });

  it("takes a listing whose subtype belongs to another type as its type's default, and says so in the answer and the sync log", async () => {
    const answer = await put(1, [house('w-mansion', { type: 'APARTMENT', subtype: 'MANSION' })]);
    expect(answer.body).toMatchObject({ created: 1, refused: 0, refusals: [] });
    expect(answer.body.warnings).toEqual([
      { source: 'whise', externalId: 'w-mansion', path: 'subtype', reason: 'MANSION is not a subtype of APARTMENT: shown as APARTMENT' },
    ]);
    expect(await estateIdOf(1, 'whise', 'w-mansion')).toBeGreaterThan(0);
    const log = await call('GET', '/sites/1/sync?limit=1');
    expect(log.body.entries[0]).toMatchObject({ refused: 0, refusals: [], warnings: [{ externalId: 'w-mansion', path: 'subtype', warning: true }] });
  });

  it('writes a listing sent twice once: the second time it is unchanged', async () => {
    const listings = [house('w-10'), house('w-11', { price: { amount: 410_000 } })];
    expect((await put(1, listings)).body).toMatchObject({ created: 2, unchanged: 0 });
    const before = await env.DB.prepare("SELECT group_concat(updated_at) AS at FROM external_ids WHERE external_id IN ('w-10', 'w-11')").first<{
      at: string;
    }>();
    const again = await put(1, listings);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 2, refused: 0 });
    const after = await env.DB.prepare("SELECT group_concat(updated_at) AS at FROM external_ids WHERE external_id IN ('w-10', 'w-11')").first<{ at: string }>();
    expect(after).toEqual(before);
    expect((await put(1, [house('w-10', { price: { amount: 299_000 } })])).body).toMatchObject({ updated: 1, unchanged: 0 });
  });

  it('gives the same id of two sources, and of two sites, estate ids that never collide with each other or the demo’s', async () => {
    const before = (await env.DB.prepare('SELECT max(id) AS id FROM estates').first<{ id: number }>())!.id;
    await put(1, [house('100'), house('100', { source: 'sweepbright' })]);
    await put(2, [house('100')]);
    const ids = [await estateIdOf(1, 'whise', '100'), await estateIdOf(1, 'sweepbright', '100'), await estateIdOf(2, 'whise', '100')];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toBeGreaterThan(before);
  });

  it('answers 401 without a token or with an unknown one, and 403 with another site’s', async () => {
    expect((await put(2, [house('w-20')], null)).status).toBe(401);
    expect((await put(2, [house('w-20')], 'ingest_not-a-token')).status).toBe(401);
    expect((await put(2, [house('w-20')], tokens[1])).status).toBe(403);
    expect((await ingest('DELETE', '/sites/2/listings/whise/100', { token: tokens[1] })).status).toBe(403);
    expect(await estateIdOf(2, 'whise', 'w-20')).toBeUndefined();
  });

  it('shows the new price on the next request after an update: the site’s cached answers are retired', async () => {
    await put(1, [house('w-30', { price: { amount: 300_000 } })]);
    const id = (await estateIdOf(1, 'whise', 'w-30'))!;
    expect(priceOn((await detail(id)).body)).toBe(shown(300_000));
    expect(priceOn((await detail(id)).body)).toBe(shown(300_000));
    await put(1, [house('w-30', { price: { amount: 285_000 } })]);
    // The site's isolate trusts the generations it read for GENERATION_MEMORY_MS; the estate's
    // cached answer itself is fresh for minutes, so only the platform's retirement can show this.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + GENERATION_MEMORY_MS + 1);
    expect(priceOn((await detail(id)).body)).toBe(shown(285_000));
  });

  it('deletes a listing: its page answers as a removed listing does', async () => {
    await put(1, [house('w-40')]);
    const id = (await estateIdOf(1, 'whise', 'w-40'))!;
    expect((await detail(id)).status).toBe(200);
    const deleted = await ingest('DELETE', '/sites/1/listings/whise/w-40', { token: tokens[1] });
    expect(deleted).toMatchObject({ status: 200, body: { deleted: 1 } });
    const never = await detail(987_654_321);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + GENERATION_MEMORY_MS + 1);
    const removed = await detail(id);
    expect(never.status).not.toBe(200);
    expect(removed.status).toBe(never.status);
    expect((await ingest('DELETE', '/sites/1/listings/whise/w-40', { token: tokens[1] })).status).toBe(404);
  });

  it('writes a project with its units, and deletes the units it no longer lists', async () => {
    const unit = (externalId: string) => house(externalId, { type: 'APARTMENT', floor: 1 });
    const project = (units: string[]) => house('p-1', { type: 'PROJECT', units: units.map(unit) });
    expect((await put(1, [project(['p-1-a', 'p-1-b'])])).body).toMatchObject({ created: 1, refused: 0 });
    const projectId = await estateIdOf(1, 'whise', 'p-1');
    const units = await env.DB.prepare('SELECT id FROM estates WHERE parent_id = ?1 ORDER BY id').bind(projectId).all<{ id: number }>();
    expect(units.results).toHaveLength(2);
    expect((await put(1, [project(['p-1-a'])])).body).toMatchObject({ updated: 1, deleted: 1 });
    expect(await estateIdOf(1, 'whise', 'p-1-b')).toBeUndefined();
    expect(await env.DB.prepare('SELECT count(*) AS n FROM estates WHERE parent_id = ?1').bind(projectId).first('n')).toBe(1);
  });

  it('says "price on request" for a hidden price, and its JSON-LD has no price', async () => {
    await put(1, [house('w-50', { price: { amount: 750_000, hidden: true } })]);
    const { body } = await detail((await estateIdOf(1, 'whise', 'w-50'))!);
    expect(priceOn(body)).toBe('Prijs op aanvraag');
    expect(body).not.toContain(shown(750_000));
    const jsonLd = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n');
    expect(jsonLd).toContain('RealEstateListing');
    expect(jsonLd).not.toMatch(/"price"/);
  });

  it('keeps a hidden address off the page', async () => {
    await put(1, [house('w-60', { address: { street: 'Geheimstraat', number: '99', postalCode: '9000', hidden: true } })]);
    const { status, body } = await detail((await estateIdOf(1, 'whise', 'w-60'))!);
    expect(status).toBe(200);
    expect(body).not.toContain('Geheimstraat');
  });

  it('gives a city outside the postal-code table no map position: never the first listing’s address', async () => {
    const answer = await put(1, [
      house('w-70', { address: { street: 'Kerkstraat', number: '1', postalCode: '8510', city: 'Marke', hidden: true }, location: { lat: 50.81, lon: 3.23 } }),
    ]);
    expect(answer.status).toBe(200);
    const city = await env.DB.prepare("SELECT lat, lon FROM cities WHERE zip = '8510'").first();
    expect(city).toEqual({ lat: null, lon: null });
  });

  it('answers, per record, what the law asks its ad to show and it lacks, and writes it all the same (the source owns it)', async () => {
    const answer = await put(1, legalListings());
    expect(answer.body).toMatchObject({ created: 5, refused: 0 });
    const factsOf = (externalId: string) =>
      answer.body.findings.filter((finding: { externalId: string }) => finding.externalId === externalId).map((finding: { fact: string }) => finding.fact);
    const flemish = [
      'epcScore',
      'epcLabel',
      'floodParcel',
      'floodBuilding',
      'planningPermit',
      'planningDestination',
      'planningEnforcement',
      'planningPreemption',
      'planningSubdivision',
    ];
    // No asbestos certificate: OVAM asks it at the compromis, not in the ad.
    expect(factsOf('w-bare')).toEqual(flemish);
    // The unique code only when the ad hides the address (VEA, "EPC in advertenties").
    expect(factsOf('w-hidden')).toEqual(['epcScore', 'epcCode', ...flemish.slice(1)]);
    expect(factsOf('w-complete')).toEqual([]);
    // Bruxelles Environnement asks the class only since 2017 (docs/decisions/057-brussels-co2-in-ads.md): no CO₂ finding.
    expect(factsOf('w-brussels')).toEqual(['epcLabel', 'planningDestination', 'planningInformation']);
    const wrong = answer.body.findings.filter((finding: { externalId: string }) => finding.externalId === 'w-wrong');
    // Answered like a missing fact: the field, the allowed range, the law, its page.
    expect(wrong[0]).toEqual({
      source: 'whise',
      externalId: 'w-wrong',
      fact: 'epcScore',
      missing: 'EPC score in kWh/m² a year',
      problem: 'range',
      allowed: [1, 2000],
      law: expect.stringMatching(/^Energiedecreet/),
      url: 'https://www.vlaanderen.be/epc-labels-en-attesten/epc-voor-residentiele-gebouwen',
    });
    expect(answer.body.findings[0]).toEqual({
      source: 'whise',
      externalId: 'w-bare',
      fact: 'epcScore',
      missing: 'EPC score in kWh/m² a year',
      law: expect.stringMatching(/^Energiedecreet/),
      url: 'https://www.vlaanderen.be/epc-labels-en-attesten/epc-voor-residentiele-gebouwen',
    });
    for (const id of ['w-bare', 'w-brussels', 'w-hidden', 'w-wrong']) expect(await estateIdOf(1, 'whise', id)).toBeGreaterThan(0);
  });

  it('shows the legal line the region asks for on the detail page, in its JSON-LD and on the window card', async () => {
    await put(1, legalListings());
    const id = (await estateIdOf(1, 'whise', 'w-complete'))!;
    const shownDetail = await detail(id);
    const line = /<dl class="estate-detail__ad-line">(.*?)<\/dl>/s.exec(shownDetail.body)?.[1] ?? '';
    const mentions = [...line.matchAll(/<div data-fact="([a-zA-Z]+)"><dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map(([, fact, label, value]) => [
      fact,
      label,
      value,
    ]);
    expect(mentions).toEqual([
      ['epcScore', 'EPC-score in kWh/m² per jaar', expect.stringMatching(/^245 kWh\/m²/)],
      ['epcLabel', 'Energielabel (EPC)', 'C'],
      ['floodParcel', 'Overstromingsscore van het perceel (P-score)', 'A'],
      ['floodBuilding', 'Overstromingsscore van het gebouw (G-score)', 'A'],
      ['planningPermit', 'Omgevingsvergunning voor stedenbouwkundige handelingen', 'Ja'],
      ['planningDestination', 'Meest recente stedenbouwkundige bestemming', 'LIVING_AREA'],
      ['planningEnforcement', 'Rechterlijke of bestuurlijke maatregel', 'Nee'],
      ['planningPreemption', 'Voorkooprecht', 'Nee'],
      ['planningSubdivision', 'Verkavelingsvergunning', 'Nee'],
    ]);
    const graphs = [...shownDetail.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; about?: { additionalProperty?: { propertyID: string; name: string; value: string }[] } },
    );
    const properties = graphs.find((graph) => graph['@type'] === 'RealEstateListing')?.about?.additionalProperty ?? [];
    expect(properties.map((property) => [property.propertyID, property.name, property.value])).toEqual(mentions);
    // A window card is an ad in the shop window: the same line, in the card's language.
    const card = await page(`http://localhost/fr/affiche-vitrine/${id}`);
    const legal = (/<p class="window-card__legal">(.*?)<\/p>/s.exec(card.body)?.[1] ?? '').replace(/<[^>]+>/g, '');
    expect(legal.split(' · ')).toHaveLength(mentions.length);
    expect(legal).toContain('Score d&#x27;inondation de la parcelle (score P): A');
  });

  it('takes flood scores the CRM wrote only in the legal mentions as the scores: the facts and the mentions agree', async () => {
    const answer = await put(1, [house('w-flood', { legalMentions: { nl: 'Overstromingsgevoeligheid: P-score: A, G-score: B.' } })]);
    expect(answer.body.findings.map((finding: { fact: string }) => finding.fact)).not.toContain('floodParcel');
    expect(answer.body.findings.map((finding: { fact: string }) => finding.fact)).not.toContain('floodBuilding');
    const body = (await detail((await estateIdOf(1, 'whise', 'w-flood'))!)).body;
    expect(body).toContain('<div data-fact="floodParcel"><dt>Overstromingsscore van het perceel (P-score)</dt><dd>A</dd></div>');
    expect(body).toContain('<div data-fact="floodBuilding"><dt>Overstromingsscore van het gebouw (G-score)</dt><dd>B</dd></div>');
  });

  it('serves its OpenAPI document', async () => {
    const response = await platform.request('/ingest/openapi.json', {}, bindings);
    const document = (await response.json()) as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };
    expect(Object.keys(document.paths).sort()).toEqual([
      '/sites/{siteId}/listings',
      '/sites/{siteId}/listings/{source}/{externalId}',
      '/sites/{siteId}/rental-units',
      '/sites/{siteId}/rental-units/{source}/{externalId}',
    ]);
    expect(document.components.schemas).toHaveProperty('NormalizedListing');
  });
});

describe('connections and the sync log in the admin API', () => {
  const admin = (path: string, init: RequestInit = {}) =>
    worker.fetch(
      new Request(`http://localhost/admin${path}`, { ...init, headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' } }),
      env as unknown as Env,
      createExecutionContext(),
    );

  it('relays the sync log, newest first, paged', async () => {
    await put(1, [house('w-70')]);
    await put(1, [house('w-71')]);
    const first = (await (await admin('/sites/1/sync?limit=1')).json()) as { entries: { id: number; created: number }[]; next: number };
    expect(first.entries).toHaveLength(1);
    const second = (await (await admin(`/sites/1/sync?limit=1&before=${first.next}`)).json()) as { entries: { id: number }[] };
    expect(second.entries[0]!.id).toBeLessThan(first.entries[0]!.id);
  });

  it('stores a CRM secret encrypted and never answers it; /admin/health summarises the connections', async () => {
    const made = await admin('/sites/1/connections', {
      method: 'POST',
      body: JSON.stringify({ kind: 'sweepbright', settings: { clientId: 'abc' }, secret: 'very-secret-value' }),
    });
    const text = await bodyOf(made, 201);
    expect(text).not.toContain('very-secret-value');
    const stored = await env.DB.prepare("SELECT secret FROM connections WHERE kind = 'sweepbright'").first<{ secret: string }>();
    expect(stored!.secret).toMatch(/^v1:/);
    expect(stored!.secret).not.toContain('very-secret-value');
    const listed = await (await admin('/sites/1/connections')).text();
    expect(listed).toContain('"hasSecret":true');
    expect(listed).not.toContain(stored!.secret);
    const health = (await (await admin('/health')).json()) as { sync: { connections: number } };
    expect(health.sync.connections).toBeGreaterThanOrEqual(3);
  });

  it('refuses to store a secret when no key is configured', async () => {
    const answer = await platform.request('/sites/1/connections', { method: 'POST', body: JSON.stringify({ kind: 'whise', secret: 'x' }) }, { DB: env.DB });
    expect(answer.status).toBe(409);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM connections WHERE kind = 'whise'").first('n')).toBe(0);
  });
});
