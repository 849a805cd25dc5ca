import { env } from 'cloudflare:test';
import type { D1Database } from '@cloudflare/workers-types';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import type { NewAgency } from '../../../../shared/contract/console-agencies';
import type { SellerReport } from '../../../../shared/contract/seller-report';
import { brusselsDay } from '../../../../shared/domain/stats-aggregate';
import { platform } from '../../../../worker/platform/demo/embedded';
import { forgetGenerations } from '../../../../worker/site/upstream/cache';
import { DIRECTORY_TABLES } from '../../../../worker/platform/databases/site-tables';
import { signIn, type Who } from '../../console-helpers';
import { crmCalls, crmHook } from '../../crm';
import { client, get, html, runCron, VALID_CONTACT_FORM } from '../../helpers';
import { whiseHouse } from '../../platform-helpers';
import { UNTIL } from '../../until';

// A thousand agencies: sites spread over several D1 databases (worker/platform/databases/site-db.ts).
// DB is the directory (sites, hostnames, the console's people) and the demo agencies' data
// database; an agency made while DATA_DATABASES lists DB_2 goes to the emptiest, DB_2, and every
// row of its own is written and read there: its pages, listings, leads, drafts, statistics.

const OPERATOR = 'operator@agency-sites.localhost';
const OWNER = 'eigenaar@immo-verspreid.test';
const DEMO_OWNER = 'owner@immo-scheldeland.localhost';
const DB_2 = env.DB_2 as D1Database;
const DB_3 = env.DB_3 as D1Database;

/** A console API call as the console worker makes it, with the local default's bindings (and `vars` over them). */
async function api(who: Who, method: string, path: string, body?: unknown, vars: Record<string, unknown> = {}): Promise<Response> {
  const headers = new Headers({ [SESSION_HEADER]: who.cookie.split('=')[1]!, [CSRF_HEADER]: who.csrf, 'Content-Type': 'application/json' });
  const request = new Request(`https://platform.test/console-api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return platform.fetch(request, { ...env, ...vars } as never);
}

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const count = async (db: D1Database, sql: string, ...params: unknown[]) =>
  (await db
    .prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

let operator: Who;
let agency: NewAgency;
let origin: string;

beforeAll(async () => {
  operator = await signIn(OPERATOR);
  const made = await api(
    operator,
    'POST',
    '/agencies',
    { name: 'Immo Verspreid', locales: ['nl', 'fr'], defaultLocale: 'nl', ownerEmail: OWNER, locale: 'nl', origin: 'http://console.localhost' },
    { DATA_DATABASES: 'DB,DB_2' },
  );
  agency = await json<NewAgency>(made, 201);
  origin = `http://${agency.hostname}`;
  expect((await api(operator, 'POST', `/sites/${agency.site.id}/publish`, {})).status).toBeLessThan(300);
});

describe('an agency on a second D1 database (DB_2)', () => {
  it('is placed on the data database with the most room, recorded once; its rows are in DB_2, only the directory’s in DB', async () => {
    const id = agency.site.id;
    expect(await env.DB.prepare('SELECT binding FROM site_databases WHERE site_id = ?1').bind(id).first('binding')).toBe('DB_2');
    expect(await count(DB_2, 'SELECT count(*) AS n FROM pages WHERE site_id = ?1', id)).toBe(8);
    expect(await count(DB_2, 'SELECT count(*) AS n FROM navigations WHERE site_id = ?1', id)).toBe(2);
    expect(await count(DB_2, 'SELECT count(*) AS n FROM agreements WHERE site_id = ?1', id)).toBeGreaterThan(0);
    // The directory keeps the site's document and hostname; DB_2 a row of the same id its own rows refer to.
    const directory = await env.DB.prepare('SELECT name, document FROM sites WHERE id = ?1').bind(id).first<{ name: string; document: string }>();
    expect(JSON.parse(directory!.document)).toMatchObject({ name: 'Immo Verspreid', hostnames: [agency.hostname] });
    expect(await env.DB.prepare('SELECT site_id FROM site_hostnames WHERE hostname = ?1').bind(agency.hostname).first('site_id')).toBe(id);
    expect(await DB_2.prepare('SELECT document FROM sites WHERE id = ?1').bind(id).first('document')).toBe('{}');
    expect(await count(env.DB, 'SELECT count(*) AS n FROM pages WHERE site_id = ?1', id)).toBe(0);

    // The next agency goes where there is most room now: DB_3, empty, rather than DB_2.
    const next = await json<NewAgency>(
      await api(
        operator,
        'POST',
        '/agencies',
        { name: 'Immo Derde', locales: ['nl'], defaultLocale: 'nl', ownerEmail: 'eigenaar@immo-derde.test', locale: 'nl', origin: 'http://console.localhost' },
        { DATA_DATABASES: 'DB,DB_2,DB_3' },
      ),
      201,
    );
    expect(await env.DB.prepare('SELECT binding FROM site_databases WHERE site_id = ?1').bind(next.site.id).first('binding')).toBe('DB_3');
    expect(await count(DB_3, 'SELECT count(*) AS n FROM pages WHERE site_id = ?1', next.site.id)).toBe(8);
  });

  it('takes a listing through the ingest API into DB_2 and answers its home, listing and detail pages', async () => {
    const id = agency.site.id;
    const connection = await json<{ token: string }>(await api(operator, 'POST', `/sites/${id}/crm/connections`, { kind: 'ingest' }), 201);
    const put = await platform.fetch(
      new Request(`https://platform.test/ingest/sites/${id}/listings`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${connection.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ listings: [whiseHouse('D2-1', { title: { nl: 'Woning op DB_2', fr: 'Maison sur DB_2' } })] }),
      }),
      env as never,
    );
    expect(await json(put)).toMatchObject({ created: 1, refused: 0 });
    expect(await count(DB_2, 'SELECT count(*) AS n FROM estates WHERE site_id = ?1', id)).toBe(1);
    expect(await count(env.DB, 'SELECT count(*) AS n FROM estates WHERE site_id = ?1', id)).toBe(0);

    const home = await html(`${origin}/nl/`);
    expect(home.response.status).toBe(200);
    expect(home.body).toContain('Immo Verspreid');
    const listing = await html(`${origin}/nl/te-koop`);
    expect(listing.response.status).toBe(200);
    const detail = /href="(\/nl\/aanbod\/\d+\/[^"?]+)"/.exec(listing.body)?.[1];
    expect(detail, 'a link to the listing on the for-sale page').toBeTruthy();
    const page = await html(`${origin}${detail}`);
    expect(page.response.status).toBe(200);
    expect(page.body).toContain('Woning op DB_2');
    // Agency 1 (on DB) does not show it at the same address.
    expect((await html(`http://localhost${detail}`)).body).not.toContain('Woning op DB_2');
  });

  it('takes a contact form: the lead is in DB_2’s outbox and is delivered from there through the queue', async () => {
    const id = agency.site.id;
    const hook = crmHook();
    const admin = await get(`http://localhost/admin/sites/${id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ delivery: { webhook: { url: hook.url, secret: 'crm-shared-secret-0123456789' } } }),
    });
    expect(admin.status, await admin.clone().text()).toBe(200);
    const message = `Een vraag aan DB_2 ${crypto.randomUUID()}`;
    const response = await get(`${origin}/nl/ajax/contact-form-handler`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': client(61) },
      body: JSON.stringify({ ...VALID_CONTACT_FORM, message }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const row = () =>
      DB_2.prepare("SELECT id, status, site_id FROM outbox WHERE json_extract(document, '$.message') = ?1")
        .bind(message)
        .first<{ id: string; status: string; site_id: number }>();
    await vi.waitFor(async () => expect(await row()).toMatchObject({ status: 'delivered', site_id: id }), UNTIL);
    expect(await count(env.DB, "SELECT count(*) AS n FROM outbox WHERE json_extract(document, '$.message') = ?1", message)).toBe(0);
    const calls = await crmCalls(hook.name);
    expect(calls.map((call) => JSON.parse(call.body))).toMatchObject([{ siteId: id, kind: 'contact-request', document: { message } }]);
    // The console's leads screen lists it (read from DB_2).
    const leads = await json<{ leads: { id: string }[] }>(await api(operator, 'GET', `/sites/${id}/leads`));
    expect(leads.leads.map((lead) => lead.id)).toContain((await row())!.id);
  });

  it('takes a console edit and a publish: the draft and the publication in DB_2, the languages in the directory’s document', async () => {
    const id = agency.site.id;
    const about = (await DB_2.prepare("SELECT id FROM pages WHERE site_id = ?1 AND page_key = 'about'").bind(id).first<number>('id'))!;
    const opened = await json<{ version: number; page: Record<string, unknown>; languages: string[] }>(
      await api(operator, 'GET', `/sites/${id}/pages/${about}`),
    );
    // The editor's languages are the site's, from its document in the directory.
    expect(opened.languages).toEqual(['nl', 'fr']);
    const saved = await api(operator, 'PUT', `/sites/${id}/pages/${about}`, {
      version: opened.version,
      page: { ...opened.page, title: { nl: 'Over ons op DB_2', fr: 'À propos sur DB_2' } },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const languages = await json<{ version: number }>(await api(operator, 'GET', `/sites/${id}/languages`));
    expect(
      (await api(operator, 'PUT', `/sites/${id}/languages`, { version: languages.version, locales: ['nl', 'fr', 'en'], defaultLocale: 'nl' })).status,
    ).toBe(200);
    expect(await count(DB_2, 'SELECT count(*) AS n FROM site_drafts WHERE site_id = ?1 AND pending = 1', id)).toBeGreaterThanOrEqual(2);

    expect((await api(operator, 'POST', `/sites/${id}/drafts/publish`, {})).status).toBe(201);
    expect(await count(DB_2, 'SELECT count(*) AS n FROM content_publications WHERE site_id = ?1', id)).toBe(1);
    expect(await count(DB_2, 'SELECT count(*) AS n FROM site_drafts WHERE site_id = ?1 AND pending = 1', id)).toBe(0);
    expect(JSON.parse((await env.DB.prepare('SELECT document FROM sites WHERE id = ?1').bind(id).first<string>('document'))!)).toMatchObject({
      languages: ['nl', 'fr', 'en'],
    });
    expect(await DB_2.prepare('SELECT document FROM sites WHERE id = ?1').bind(id).first('document')).toBe('{}');
    const page = await html(`${origin}/nl/over-ons`);
    expect(page.response.status).toBe(200);
    expect(page.body).toContain('Over ons op DB_2');
    // The site's isolate remembers a cache generation for 5 s (upstream/cache/generations.ts): as the next one would.
    forgetGenerations();
    const en = await html(`${origin}/en/`);
    expect(en.response.status).toBe(200);
  });

  it('counts its visits into DB_2 through the stats queue; the console’s statistics show them', async () => {
    const id = agency.site.id;
    const beacon = await get(`${origin}/_s`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
        'CF-Connecting-IP': client(62),
      },
      body: JSON.stringify({ k: 'v', p: `${origin}/nl/`, e: 1 }),
    });
    expect(beacon.status).toBe(204);
    await vi.waitFor(
      async () =>
        expect(await count(DB_2, "SELECT coalesce(sum(count), 0) AS n FROM site_stats WHERE site_id = ?1 AND kind = 'visit' AND dim = 'source'", id)).toBe(1),
      UNTIL,
    );
    expect(await count(env.DB, 'SELECT count(*) AS n FROM site_stats WHERE site_id = ?1', id)).toBe(0);
    const stats = await json<{ totals: Record<string, number> }>(await api(operator, 'GET', `/sites/${id}/stats?days=7`));
    expect(JSON.stringify(stats)).toMatch(/"visits?":1\b/);
  });

  it('is reached by the Cron Trigger: a lead the queue never took is sent again from DB_2 and delivered', async () => {
    const id = agency.site.id;
    const lead = crypto.randomUUID();
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    await DB_2.prepare("INSERT INTO outbox (id, site_id, kind, document, created_at) VALUES (?1, ?2, 'contact-request', ?3, ?4)")
      .bind(lead, id, JSON.stringify({ ...VALID_CONTACT_FORM, locale: 'nl', message: 'Via de cron' }), old)
      .run();
    await runCron(Date.now());
    await vi.waitFor(async () => expect(await DB_2.prepare('SELECT status FROM outbox WHERE id = ?1').bind(lead).first('status')).toBe('delivered'), UNTIL);
  });

  it('makes a seller report: its link in the directory, the listing, its price changes (0029’s trigger) and views read from DB_2', async () => {
    const id = agency.site.id;
    const estateId = (await DB_2.prepare('SELECT id FROM estates WHERE site_id = ?1').bind(id).first<number>('id'))!;
    await DB_2.prepare('UPDATE estates SET price = 280000, previous_price = price, price_changed_at = ?2 WHERE id = ?1')
      .bind(estateId, new Date().toISOString())
      .run();
    await DB_2.prepare("INSERT INTO site_stats (site_id, day, kind, dim, value, count) VALUES (?1, ?2, 'view', 'listing', ?3, 7)")
      .bind(id, brusselsDay(new Date()), `e${estateId}`)
      .run();
    const found = await json<{ listings: { id: number }[] }>(await api(operator, 'GET', `/sites/${id}/listings?q=`));
    expect(found.listings.map((listing) => listing.id)).toEqual([estateId]);
    const link = await json<{ url: string }>(
      await api(operator, 'POST', `/sites/${id}/listings/${estateId}/seller-links`, { locale: 'nl', expiresOn: '' }),
      201,
    );
    expect(await count(env.DB, 'SELECT count(*) AS n FROM seller_report_links WHERE site_id = ?1', id)).toBe(1);
    expect(await count(DB_2, 'SELECT count(*) AS n FROM seller_report_links')).toBe(0);
    const token = link.url.split('/').pop()!;
    const asked = new Request(`https://platform.test/sites/${id}/seller-report`, {
      method: 'POST',
      body: JSON.stringify({ token }),
      headers: { 'Content-Type': 'application/json' },
    });
    const report = await json<SellerReport>(await platform.fetch(asked, env as never));
    expect(report.listing).toMatchObject({ price: 280000 });
    expect(report.totals.views).toBe(7);
    expect(report.weeks.at(-1)?.price).toEqual({ from: 300000, to: 280000 });
    expect(await count(DB_2, 'SELECT count(*) AS n FROM estate_price_changes WHERE site_id = ?1', id)).toBe(1);
  });

  it('keeps agency 1 (DB) and this agency (DB_2) apart on every console route and in the site API', async () => {
    const id = agency.site.id;
    const demoOwner = await signIn(DEMO_OWNER);
    const ownerLink = await signIn(OWNER);
    const routes = platform.routes.filter(
      ({ method, path }) => method === 'GET' && path.startsWith('/console-api/sites/:siteId') && !/:(?!siteId)/.test(path.replace(':siteId', '')),
    );
    const paths = [...new Set(routes.map((route) => route.path))];
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      const mine = path.replace('/console-api', '').replace(':siteId', String(id));
      const theirs = path.replace('/console-api', '').replace(':siteId', '1');
      expect([403, 404], `agency 1's owner on ${mine}`).toContain((await api(demoOwner, 'GET', mine)).status);
      expect([403, 404], `this agency's owner on ${theirs}`).toContain((await api(ownerLink, 'GET', theirs)).status);
      // Its own: every screen answers (the logo: 404 while it has none).
      expect((await api(ownerLink, 'GET', mine)).status, `this agency's owner on ${mine}`).toBe(path.endsWith('/logo') ? 404 : 200);
    }
    // The site API scoped to agency 1 does not find this agency's listing, nor the other way round.
    const estateId = (await DB_2.prepare('SELECT id FROM estates WHERE site_id = ?1').bind(id).first<number>('id'))!;
    const scoped = (site: number) => platform.request(`/estates/v2/${estateId}`, { headers: { 'X-SITE': String(site) } }, env as never);
    expect((await (await scoped(id)).json()) as object).toMatchObject({ general: { id: estateId } });
    const other = await scoped(1);
    expect(other.status === 404 || !(await other.text()).includes('Woning op DB_2')).toBe(true);
    const demoEstate = (await env.DB.prepare('SELECT id FROM estates WHERE site_id = 1 LIMIT 1').first<number>('id'))!;
    expect((await platform.request(`/estates/v2/${demoEstate}`, { headers: { 'X-SITE': String(id) } }, env as never)).status).toBe(404);
  });

  it('leaves none of its own rows in DB: every table with a site id but the directory’s', async () => {
    const id = agency.site.id;
    const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'").all<{
      name: string;
    }>();
    const checked: string[] = [];
    for (const { name } of results) {
      if (DIRECTORY_TABLES.has(name)) continue;
      const columns = (await env.DB.prepare(`PRAGMA table_info("${name}")`).all<{ name: string }>()).results.map((column) => column.name);
      if (!columns.includes('site_id')) continue;
      checked.push(name);
      expect(await count(env.DB, `SELECT count(*) AS n FROM "${name}" WHERE site_id = ?1`, id), name).toBe(0);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'pages',
        'estates',
        'outbox',
        'site_drafts',
        'content_publications',
        'site_stats',
        'estate_price_changes',
        'external_ids',
        'agreements',
      ]),
    );
    expect(await count(DB_2, 'SELECT count(*) AS n FROM external_ids WHERE site_id = ?1', id)).toBe(1);
  });
});
