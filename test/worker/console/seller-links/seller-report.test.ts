import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import type { SellerReport } from '../../../../shared/contract/seller-report';
import { brusselsWeek } from '../../../../shared/domain/seller-report';
import { addDays } from '../../../../shared/domain/stats-period';
import { platform } from '../../../../worker/platform/demo/embedded';
import { estateUpsert, nextPriceChange } from '../../../../worker/platform/listings/estates-table';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { SELLER_REPORT_RATE_LIMIT } from '../../../../worker/site/routes/seller-report';
import { consoleFetch, consolePage, member, signIn, type Who } from '../../console-helpers';
import { html } from '../../helpers';

// Seller reports: a private link per listing made in the console (only its SHA-256
// kept), opened on the agency's own hostname in the seller's language, refused once revoked or
// expired or on another agency's hostname, a polite 410 when the listing is gone; the report's
// numbers from site_stats rows (weeks in Brussels time) and its similar listings' median; never
// kept, noindex, not counted.

const A = { siteId: 1, owner: 'owner@immo-scheldeland.localhost', editor: 'editor-seller@immo-scheldeland.localhost' };
const B = { owner: 'owner@ardennes-habitat.localhost' };
const SITE_A = 'http://localhost';
const SITE_B = 'http://immo-tweede.localhost';
let owner: Who;
let editor: Who;
let other: Who;

/** Ids of the estates this test makes (a price band no demo estate is in), and the weeks' Mondays: w0 this week, w1 the one before… */
const T = 9_000_001;
const [S1, S2, S3, FAR, GONE] = [9_000_002, 9_000_003, 9_000_004, 9_000_005, 9_000_006];
const w0 = brusselsWeek(new Date());
const w = (n: number) => addDays(w0, -7 * n);

async function clone(id: number, price: number, published: string, region = 'FLANDERS'): Promise<void> {
  const source = await env.DB.prepare(
    "SELECT id FROM estates WHERE site_id = 1 AND parent_id IS NULL AND source = 'main' AND status = 'FOR_SALE' ORDER BY id LIMIT 1",
  ).first<number>('id');
  await env.DB.prepare(
    `INSERT INTO estates (id, site_id, parent_id, is_project, source, guid, head_type_id, sub_type_id, transaction_id, main_transaction_id, status, ` +
      `country_id, city_id, zip, city_name_nl, city_name_fr, lat, lon, price, bedroom_count, publication_date, floor, floor_id, document)
     SELECT ?1, site_id, NULL, 0, source, guid, 1, sub_type_id, transaction_id, main_transaction_id, status, country_id, city_id, zip, city_name_nl, ` +
      `city_name_fr, lat, lon, ?2, bedroom_count, ?3, floor, floor_id,
       json_set(document, '$.general.id', CAST(?1 AS INTEGER), '$.general.reference', 'SR-' || CAST(?1 AS INTEGER), '$.general.address.region', ?4, ` +
      `'$.general.headType.id', 1, '$.general.title.fr', 'Maison du vendeur', '$.general.title.en', 'The seller''s house')
     FROM estates WHERE id = ?5`,
  )
    .bind(id, price, published, region, source)
    .run();
}

async function count(siteId: number, day: string, kind: string, estateId: number, n: number): Promise<void> {
  await env.DB.prepare("INSERT INTO site_stats (site_id, day, kind, dim, value, count) VALUES (?1, ?2, ?3, 'listing', ?4, ?5)")
    .bind(siteId, day, kind, `e${estateId}`, n)
    .run();
}

/** Makes a link through the console's form, as a person would: the page that shows it once. */
async function makeLink(who: Who, estateId: number, locale: string, expiresOn = ''): Promise<{ response: Response; body: string; token?: string }> {
  const response = await consoleFetch(`/en/sites/1/listings/${estateId}/seller-links`, { cookie: who.cookie, form: { _csrf: who.csrf, locale, expiresOn } });
  const body = await response.text();
  return { response, body, token: /\/_report\/([A-Za-z0-9_-]{43})</.exec(body)?.[1] };
}

async function report(token: string, siteId = 1): Promise<Response> {
  return platform.fetch(
    new Request(`https://platform.test/sites/${siteId}/seller-report`, {
      method: 'POST',
      body: JSON.stringify({ token }),
      headers: { 'Content-Type': 'application/json' },
    }),
    { DB: env.DB },
  );
}

const open = (token: string, site = SITE_A, ip = '198.51.100.7') => html(`${site}/_report/${token}`, { headers: { 'CF-Connecting-IP': ip } });

beforeAll(async () => {
  await member(A.editor, A.siteId, 'editor');
  owner = await signIn(A.owner);
  editor = await signIn(A.editor);
  other = await signIn(B.owner);
  const at = (day: string) => `${day}T10:00:00.000Z`;
  await clone(T, 9_900_000, at(addDays(w(3), 2)));
  await clone(S1, 9_000_000, at(w(10)));
  await clone(S2, 11_000_000, at(w(10)));
  await clone(S3, 10_500_000, at(w0));
  await clone(FAR, 20_000_000, at(w(10)));
  await clone(GONE, 9_800_000, at(w(10)), 'WALLONIA');
  // The listing: this week 124 views; last week 10 on its Monday and 5 on its Sunday (the last day of that Brussels week).
  await count(1, w0, 'view', T, 124);
  await count(1, w(1), 'view', T, 10);
  await count(1, addDays(w0, -1), 'view', T, 5);
  await count(1, w(1), 'favorite', T, 3);
  await count(1, addDays(w(1), 3), 'contact', T, 2);
  await count(1, w0, 'viewing', T, 1);
  // Before its publication's week: not in the report.
  await count(1, w(5), 'view', T, 999);
  // Similar: this week 80, 100, 60 (median 80); last week 20 and 0 (S3 not online yet: median 10).
  await count(1, w0, 'view', S1, 80);
  await count(1, w(1), 'view', S1, 20);
  await count(1, w0, 'view', S2, 100);
  await count(1, w0, 'view', S3, 60);
  // Not similar (price), and another agency's rows of the same listing key: never counted.
  await count(1, w0, 'view', FAR, 5000);
  await count(2, w0, 'view', T, 777);
  // The price raised two weeks ago (a raise keeps no previous price on the row), then lowered
  // last Wednesday: the trigger of migration 0029 records both, as the ingest upsert writes them.
  await env.DB.prepare('UPDATE estates SET price = 10200000, previous_price = NULL, price_changed_at = ?2 WHERE id = ?1')
    .bind(T, `${addDays(w(2), 3)}T09:00:00.000Z`)
    .run();
  await env.DB.prepare('UPDATE estates SET price = 9500000, previous_price = 10200000, price_changed_at = ?2 WHERE id = ?1')
    .bind(T, `${addDays(w(1), 2)}T09:00:00.000Z`)
    .run();
});

describe('seller links in the console', () => {
  it('lets an owner make a link, shown once, and lists it with its date, language and last opening (never)', async () => {
    const made = await makeLink(owner, T, 'fr');
    expect(made.response.status).toBe(201);
    expect(made.token).toBeDefined();
    const row = await env.DB.prepare('SELECT token_hash, locale, opened_at FROM seller_report_links WHERE site_id = 1 AND estate_id = ?1 ORDER BY id DESC')
      .bind(T)
      .first<{ token_hash: string; locale: string; opened_at: string | null }>();
    expect(row).toMatchObject({ locale: 'fr', opened_at: null });
    // Only the SHA-256 of the token is kept.
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token_hash).not.toContain(made.token!);
    const page = await consolePage(owner, `/en/sites/1/listings/${T}`);
    expect(page).toContain('French');
    expect(page).toContain('Never');
    expect(page).not.toContain(made.token!);
  });

  it('lets an editor make one too, and refuses a form without its CSRF token (403) or with a past or malformed last day (400, beside the field)', async () => {
    expect((await makeLink(editor, T, 'nl')).response.status).toBe(201);
    const forged = await consoleFetch(`/en/sites/1/listings/${T}/seller-links`, { cookie: owner.cookie, form: { locale: 'nl' } });
    expect(forged.status).toBe(403);
    const past = await makeLink(owner, T, 'nl', '2020-01-01');
    expect(past.response.status).toBe(400);
    expect(past.body).toMatch(/id="link-expires-error"[^>]*>The last day cannot be in the past\./);
    const malformed = await makeLink(owner, T, 'nl', '2026-02-30');
    expect(malformed.response.status).toBe(400);
    expect(malformed.body).toContain('id="link-expires-error"');
    const language = await makeLink(owner, T, 'es');
    expect(language.response.status).toBe(400);
    expect(language.body).toContain('id="link-locale-error"');
  });

  it('finds a listing by its reference and answers 404 for another agency’s listing', async () => {
    const found = await consolePage(owner, `/en/sites/1/listings?q=SR-${T}`);
    expect(found).toContain(`href="/en/sites/1/listings/${T}"`);
    const theirs = await env.DB.prepare('SELECT id FROM estates WHERE site_id = 2 LIMIT 1').first<number>('id');
    expect((await consoleFetch(`/en/sites/1/listings/${theirs}`, { cookie: owner.cookie })).status).toBe(404);
    expect((await makeLink(owner, theirs!, 'nl')).response.status).toBe(404);
    expect((await consoleFetch(`/en/sites/1/listings/${T}`, { cookie: other.cookie })).status).toBe(404);
  });
});

describe('the seller report', () => {
  it('counts views per Brussels week since publication, favorites, contacts, viewings, the price change and the similar listings’ median', async () => {
    const { token } = await makeLink(owner, T, 'en');
    const answer = await report(token!);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as SellerReport;
    expect(body.weeks.map((week) => week.week)).toEqual([w(3), w(2), w(1), w0]);
    expect(body.weeks.map((week) => week.views)).toEqual([0, 0, 15, 124]);
    expect(body.weeks.map((week) => week.similar)).toEqual([0, 0, 10, 80]);
    expect(body.weeks.map((week) => week.price ?? null)).toEqual([null, { from: 9_900_000, to: 10_200_000 }, { from: 10_200_000, to: 9_500_000 }, null]);
    expect(body.totals).toEqual({ views: 139, favorites: 3, contacts: 2, viewings: 1 });
    expect(body.similarCount).toBe(3);
    expect(body.listing).toMatchObject({ reference: `SR-${T}`, title: "The seller's house", headTypeId: 1, price: 9_500_000 });
  });

  it('renders it on the agency’s hostname in the link’s language, in plain words, noindex, private, no-store, not counted and without any script', async () => {
    const { token } = await makeLink(owner, T, 'fr');
    const { response, body } = await open(token!);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(body).toContain('<html lang="fr"');
    expect(body).toContain('<meta name="robots" content="noindex"/>');
    expect(body).toContain('Cette semaine, l’annonce de votre maison a été vue 124 fois ; celles des maisons similaires de l’agence : 80.');
    expect(body).toContain('Maison du vendeur');
    expect(body).not.toContain('data-island="page-stats"');
    expect(body).not.toMatch(/<script/);
    const opened = await env.DB.prepare(
      'SELECT opened_at, open_count FROM seller_report_links WHERE token_hash = (SELECT token_hash FROM seller_report_links ORDER BY id DESC LIMIT 1)',
    ).first<{ opened_at: string; open_count: number }>();
    expect(opened!.open_count).toBe(1);
    expect(Date.now() - Date.parse(opened!.opened_at)).toBeLessThan(60_000);
    // The console shows the opening.
    expect(await consolePage(owner, `/en/sites/1/listings/${T}`)).toContain('(openings: 1)');
  });

  it('answers 404 on another agency’s hostname and for a made-up token; 410 once revoked (never kept: the same address again) and once expired', async () => {
    const { token } = await makeLink(owner, T, 'nl');
    expect((await open(token!, SITE_B)).response.status).toBe(404);
    expect((await report(token!, 2)).status).toBe(404);
    expect((await open('A'.repeat(43))).response.status).toBe(404);
    expect((await open('short')).response.status).toBe(404);
    expect((await open(token!)).response.status).toBe(200);

    const id = await env.DB.prepare('SELECT max(id) AS id FROM seller_report_links').first<number>('id');
    const confirm = await consoleFetch(`/en/sites/1/listings/${T}/seller-links/${id}/revoke`, { cookie: owner.cookie });
    expect(await confirm.text()).toContain('Revoke it?');
    expect((await consoleFetch(`/en/sites/1/listings/${T}/seller-links/${id}/revoke`, { cookie: owner.cookie, form: {} })).status).toBe(403);
    expect((await consoleFetch(`/en/sites/1/listings/${T}/seller-links/${id}/revoke`, { cookie: other.cookie, form: { _csrf: other.csrf } })).status).toBe(404);
    const revoked = await consoleFetch(`/en/sites/1/listings/${T}/seller-links/${id}/revoke`, { cookie: owner.cookie, form: { _csrf: owner.csrf } });
    expect(revoked.status).toBe(303);
    const gone = await open(token!);
    expect(gone.response.status).toBe(410);
    expect(gone.response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await consolePage(owner, `/en/sites/1/listings/${T}`)).toMatch(/Revoked on \d{4}-\d{2}-\d{2}/);
    // Revoked, it is still no other agency's to mention.
    expect((await open(token!, SITE_B)).response.status).toBe(404);

    const today = await makeLink(owner, T, 'nl', addDays(w0, 6));
    expect((await open(today.token!)).response.status).toBe(200);
    await env.DB.prepare('UPDATE seller_report_links SET expires_on = ?1 WHERE id = (SELECT max(id) FROM seller_report_links)').bind(addDays(w0, -1)).run();
    expect((await open(today.token!)).response.status).toBe(410);
  });

  it('tells a seller in the link’s language that it was withdrawn or has expired, and whom to ask (410)', async () => {
    const french = await makeLink(owner, T, 'fr');
    const id = await env.DB.prepare('SELECT max(id) AS id FROM seller_report_links').first<number>('id');
    expect((await consoleFetch(`/en/sites/1/listings/${T}/seller-links/${id}/revoke`, { cookie: owner.cookie, form: { _csrf: owner.csrf } })).status).toBe(303);
    expect(await (await report(french.token!)).json()).toMatchObject({ locale: 'fr', closed: 'revoked' });
    const revoked = await open(french.token!, SITE_A, '198.51.100.21');
    expect(revoked.response.status).toBe(410);
    expect(revoked.response.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(revoked.body).toContain('<html lang="fr"');
    expect(revoked.body).toContain('<h1>Ce lien a été retiré</h1>');
    // Whom to ask: the agency, its e-mail address and telephone number (the demo agency's).
    expect(revoked.body).toContain(
      'Le rapport n’est plus disponible par ce lien. Demandez-en un nouveau : Immo Scheldeland · info@immo-scheldeland.be · +32 9 223 45 67.',
    );
    expect(revoked.body).not.toContain('Pagina niet gevonden');

    const german = await makeLink(owner, T, 'de', addDays(w0, 6));
    await env.DB.prepare('UPDATE seller_report_links SET expires_on = ?1 WHERE id = (SELECT max(id) FROM seller_report_links)').bind(addDays(w0, -1)).run();
    expect(await (await report(german.token!)).json()).toMatchObject({ locale: 'de', closed: 'expired' });
    const expired = await open(german.token!, SITE_A, '198.51.100.21');
    expect(expired.response.status).toBe(410);
    expect(expired.body).toContain('<html lang="de"');
    expect(expired.body).toContain('<h1>Dieser Link ist abgelaufen</h1>');
    expect(expired.body).toContain('Bitte fragen Sie nach einem neuen: Immo Scheldeland · info@immo-scheldeland.be');
  });

  it('says politely, in the seller’s language, that a listing gone is no longer online (410)', async () => {
    const { token } = await makeLink(owner, GONE, 'de');
    await env.DB.prepare('DELETE FROM estates WHERE id = ?1').bind(GONE).run();
    const { response, body } = await open(token!);
    expect(response.status).toBe(410);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(body).toContain('<html lang="de"');
    expect(body).toContain('Diese Immobilie ist nicht mehr online');
  });

  it('shows no comparison without a similar listing, and limits openings per client address', async () => {
    await clone(9_000_007, 1_234_567, `${w(2)}T10:00:00.000Z`, 'BRUSSELS');
    const { token } = await makeLink(owner, 9_000_007, 'en');
    const first = await open(token!, SITE_A, '198.51.100.99');
    expect(first.body).toContain('This week your house was seen 0 times.');
    expect(first.body).toContain('The agency has no similar property to compare with (yet).');
    for (let n = 2; n <= SELLER_REPORT_RATE_LIMIT.limit; n += 1) expect((await open(token!, SITE_A, '198.51.100.99')).response.status).toBe(200);
    const refused = await open(token!, SITE_A, '198.51.100.99');
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await open(token!, SITE_A, '198.51.100.98')).response.status).toBe(200);
  });
});

describe('the console API of seller links', () => {
  it('refuses a made-up or another listing’s link to revoke (404) and answers the links newest first', async () => {
    const headers = { [SESSION_HEADER]: owner.cookie.split('=')[1]!, [CSRF_HEADER]: owner.csrf };
    const call = (path: string, method = 'GET') =>
      platform.fetch(new Request(`https://platform.test/console-api/sites/1${path}`, { method, headers }), {
        DB: env.DB,
        CONSOLE_OPERATORS: env.CONSOLE_OPERATORS,
      });
    expect((await call(`/listings/${T}/seller-links/999999`, 'DELETE')).status).toBe(404);
    const id = await env.DB.prepare('SELECT max(id) AS id FROM seller_report_links WHERE estate_id = ?1').bind(T).first<number>('id');
    expect((await call(`/listings/${S1}/seller-links/${id}`, 'DELETE')).status).toBe(404);
    const links = (await (await call(`/listings/${T}/seller-links`)).json()) as { links: { id: number }[] };
    expect(links.links[0]!.id).toBe(id);
  });
});

describe('the price changes recorded (migration 0029)', () => {
  it('records a change the ingest upsert writes (its instant), and nothing when the price stays', async () => {
    const row = await env.DB.prepare('SELECT document, price FROM estates WHERE id = ?1').bind(S1).first<{ document: string; price: number }>();
    const estate = JSON.parse(row!.document) as RawEstate;
    const write = async (price: number, now: string) => {
      const next = { ...estate, general: { ...estate.general, id: S1, price: { ...estate.general.price, value: price, hidden: false } } };
      const stored = await env.DB.prepare('SELECT price, previous_price AS previousPrice, price_changed_at AS changedAt FROM estates WHERE id = ?1')
        .bind(S1)
        .first<{ price: number; previousPrice: number | null; changedAt: string | null }>();
      const { sql, params } = estateUpsert(1, next, nextPriceChange(stored, price, now));
      await env.DB.prepare(sql)
        .bind(...params)
        .run();
    };
    await write(8_800_000, '2026-01-05T10:00:00.000Z');
    await write(8_800_000, '2026-01-06T10:00:00.000Z');
    const { results } = await env.DB.prepare('SELECT at, old_price AS oldPrice, new_price AS newPrice FROM estate_price_changes WHERE estate_id = ?1')
      .bind(S1)
      .all();
    expect(results).toEqual([{ at: '2026-01-05T10:00:00.000Z', oldPrice: 9_000_000, newPrice: 8_800_000 }]);
  });
});
