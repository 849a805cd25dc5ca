import { env } from 'cloudflare:test';
import type { D1Database } from '@cloudflare/workers-types';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseFillRow } from '../../../../shared/contract/console-agencies';
import { DIRECTORY_TABLES, MOVED_TABLES } from '../../../../worker/platform/databases/site-tables';
import { forgetSiteDatabases } from '../../../../worker/platform/databases/site-db';
import { forgetGenerations } from '../../../../worker/site/upstream/cache';
import { consolePage, signIn } from '../../console-helpers';
import { client, get, html, VALID_CONTACT_FORM } from '../../helpers';
import { grow, keyedRows } from '../../site-growth';
import { ID_RANGE } from '../../../../worker/platform/databases/id-ranges';

// D1 fullness visible and acted on. Each database's size in /admin/health,
// placement past DATABASE_FULL_PERCENT, and an agency moved between databases with
// `POST /admin/sites/{id}/database` (what `npm run site -- move-database` calls until it answers 200).

const ADMIN = { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' };
const DB = env.DB as D1Database;
const DB_2 = env.DB_2 as D1Database;
const DB_3 = env.DB_3 as D1Database;
/** The old rows go at once here; in production a minute after the switch (the isolates' memory of a site's database). */
const AT_ONCE = { SITE_MOVE_SETTLE_SECONDS: '0' };
const TWO = 'http://immo-tweede.localhost';

const count = async (db: D1Database, table: string, where: string, siteId: number) =>
  (await db.prepare(`SELECT count(*) AS n FROM "${table}" WHERE ${where}`).bind(siteId).first<number>('n'))!;

/** Every moved table's rows of a site in a database. */
async function rowsOf(db: D1Database, siteId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of MOVED_TABLES) if (!table.shared && table.name !== 'sites') counts[table.name] = await count(db, table.name, table.where, siteId);
  return counts;
}

async function health(vars: Record<string, string> = {}): Promise<{ fullAt: number; databases: DatabaseFillRow[] }> {
  const response = await get('http://localhost/admin/health', { headers: ADMIN }, vars);
  return ((await response.json()) as { databases: { fullAt: number; databases: DatabaseFillRow[] } }).databases;
}

/** Calls the move while it answers 202 "go on at once" (as the command does, which also waits out a Retry-After), answering every answer. */
async function move(siteId: number, binding: string, vars: Record<string, string> = AT_ONCE): Promise<{ status: number; body: Record<string, unknown> }[]> {
  const answers: { status: number; body: Record<string, unknown> }[] = [];
  for (let call = 0; call < 100; call += 1) {
    const response = await get(`http://localhost/admin/sites/${siteId}/database`, { method: 'POST', headers: ADMIN, body: JSON.stringify({ binding }) }, vars);
    answers.push({ status: response.status, body: (await response.json()) as Record<string, unknown> });
    if (response.status !== 202 || answers.at(-1)!.body.retryAfter !== 0) return answers;
  }
  throw new Error('the move never finished');
}

async function lead(origin: string, message: string): Promise<void> {
  const response = await get(`${origin}/nl/ajax/contact-form-handler`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': client(71) },
    body: JSON.stringify({ ...VALID_CONTACT_FORM, message }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/**
 * A page as the browser shows it once streamed: each part that came later (a Suspense
 * boundary's `<div hidden id="S:n">`, when the machine was slow) put where its placeholder was.
 */
function streamed(body: string): string {
  const parts = new Map([...body.matchAll(/<div hidden id="S:(\d+)">([\s\S]*?)<\/div><script/g)].map(([, id, part]) => [id!, part!]));
  const later = new Map([...body.matchAll(/\$RC\("B:(\d+)","S:(\d+)"/g)].map(([, boundary, part]) => [boundary!, parts.get(part!)]));
  return body.replace(/<!--\$\?--><template id="B:(\d+)"><\/template>[\s\S]*?<!--\/\$-->/g, (pending, id: string) =>
    later.get(id) === undefined ? pending : `<!--$-->${later.get(id)}<!--/$-->`,
  );
}

/** What a page shows a visitor: its status and its main content (without the nonces and the like). */
async function page(url: string): Promise<{ status: number; title: string | undefined; main: string | undefined }> {
  const { response, body } = await html(url);
  return {
    status: response.status,
    title: /<title>([^<]*)<\/title>/.exec(body)?.[1],
    main: /<main[\s\S]*<\/main>/.exec(streamed(body))?.[0].replace(/nonce="[^"]*"/g, ''),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('each data database’s size in /admin/health', () => {
  it('reports every bound database: size in bytes (D1’s own), sites held, fill of 10 GB, and where placement stops', async () => {
    const report = await health({ DATA_DATABASES: 'DB,DB_2' });
    expect(report.fullAt).toBe(8e9);
    expect(report.databases.map((database) => database.binding)).toEqual(['DB', 'DB_2', 'DB_3', 'DB_4']);
    const [db, db2] = report.databases;
    expect(db!.sites).toBe(
      await DB.prepare('SELECT count(*) AS n FROM sites s WHERE NOT EXISTS (SELECT 1 FROM site_databases d WHERE d.site_id = s.id)').first<number>('n'),
    );
    for (const database of report.databases) {
      expect(database.bytes).toBeGreaterThan(0);
      expect(database.fill).toBeCloseTo(database.bytes / 1e10, 12);
      expect(database.full).toBe(false);
    }
    expect([db!.placing, db2!.placing, report.databases[2]!.placing]).toEqual([true, true, false]);
    // DB holds the demo agencies' rows: bigger than an empty data database.
    expect(db!.bytes).toBeGreaterThan(report.databases[3]!.bytes);
    // The set fill: a database past DATABASE_FULL_PERCENT is full (a set fill just under DB's own
    // size: exactly at it, the percentage's floating-point round trip can land a byte above it).
    expect((await health({ DATABASE_FULL_PERCENT: String((db!.bytes / 1e10) * 100 * 0.99) })).databases[0]!.full).toBe(true);
    expect((await health({ DATABASE_FULL_PERCENT: String((db!.bytes / 1e10) * 100 * 1.5) })).databases[0]!.full).toBe(false);
  });
});

describe('each data database’s size on the operators’ agencies screen', () => {
  it('shows the operator every database with its size, fill, agencies and whether it takes new ones; an owner none of it', async () => {
    const operator = await signIn('operator@agency-sites.localhost');
    const body = await consolePage(operator, '/en/agencies/new');
    const section = /<section aria-labelledby="databases">[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
    expect(section).toContain('<h2 id="databases">Databases</h2>');
    expect(section).toContain('A new agency goes to the least full database under 8 GB.');
    const rows = [...section.matchAll(/<tr><th scope="row">(DB(?:_\d)?)<\/th>(.*?)<\/tr>/g)].map(([, binding, cells]) => [
      binding,
      [...cells!.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((cell) => cell[1]),
    ]);
    expect(rows.map(([binding]) => binding)).toEqual(['DB', 'DB_2', 'DB_3', 'DB_4']);
    const sites = await DB.prepare('SELECT count(*) AS n FROM sites s WHERE NOT EXISTS (SELECT 1 FROM site_databases d WHERE d.site_id = s.id)').first<number>(
      'n',
    );
    expect(rows[0]![1]).toEqual([expect.stringMatching(/^[\d.,]+ MB$/), expect.stringMatching(/^[\d.,]+%$/), String(sites), 'Yes']);
    // The test configuration places on DB only.
    expect(rows[1]![1]![3]).toBe('No (not in DATA_DATABASES)');
    const owner = await signIn('owner@immo-scheldeland.localhost');
    expect(await consolePage(owner, '/en/agencies/new')).not.toContain('aria-labelledby="databases"');
  });
});

describe('placement of a new agency', () => {
  const create = (name: string, vars: Record<string, string>) =>
    get(
      'http://localhost/admin/sites',
      { method: 'POST', headers: ADMIN, body: JSON.stringify({ name, hostnames: [`${name.toLowerCase()}.localhost`] }) },
      vars,
    );
  const placed = async (response: Response) => {
    const site = (await response.json()) as { id: number };
    expect(response.status, JSON.stringify(site)).toBe(201);
    return DB.prepare('SELECT binding FROM site_databases WHERE site_id = ?1').bind(site.id).first<string>('binding');
  };

  it('skips a database past the set fill for the emptiest under it', async () => {
    const sizes = (await health()).databases;
    const db = sizes.find((database) => database.binding === 'DB')!;
    const db3 = sizes.find((database) => database.binding === 'DB_3')!;
    // DB is past the fill, DB_3 under it: DB_3 takes the agency, though DB is listed first.
    const percent = String(((db3.bytes + db.bytes) / 2 / 1e10) * 100);
    expect(await placed(await create('Plaatsing', { DATA_DATABASES: 'DB,DB_3', DATABASE_FULL_PERCENT: percent }))).toBe('DB_3');
  });

  it('with every database past it, takes the least full and logs a warning', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sizes = (await health()).databases;
    const least = ['DB', 'DB_4'].map((binding) => sizes.find((database) => database.binding === binding)!).sort((a, b) => a.bytes - b.bytes)[0]!;
    expect(await placed(await create('Volzet', { DATA_DATABASES: 'DB,DB_4', DATABASE_FULL_PERCENT: '0.000001' }))).toBe(
      least.binding === 'DB' ? null : least.binding,
    );
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('every data database is past DATABASE_FULL_PERCENT'));
  });
});

describe('moving an agency between databases (POST /admin/sites/{id}/database)', () => {
  let before: Record<string, number>;
  let siteOne: Record<string, number>;
  let pages: Record<string, Awaited<ReturnType<typeof page>>>;
  let detail: string;

  beforeAll(async () => {
    await lead(TWO, 'Voor de verhuizing');
    const listing = await html(`${TWO}/nl/te-koop`);
    detail = /href="(\/nl\/aanbod\/\d+\/[^"?]+)"/.exec(listing.body)![1]!;
    pages = {};
    for (const path of ['/nl/', '/nl/te-koop', detail, '/fr/']) pages[path] = await page(`${TWO}${path}`);
    before = await rowsOf(DB, 2);
    siteOne = await rowsOf(DB, 1);
  });

  it('moves agency 2 from DB to DB_2: the same pages and its leads after the move, agency 1 untouched', async () => {
    expect(before.estates).toBeGreaterThan(0);
    const answers = await move(2, 'DB_2');
    expect(answers.at(-1)).toMatchObject({ status: 200, body: { from: 'DB', to: 'DB_2', moved: true, switched: true, finished: true } });
    expect(answers.slice(0, -1).every((answer) => answer.status === 202 && answer.body.retryAfter === 0)).toBe(true);
    expect(await DB.prepare('SELECT binding FROM site_databases WHERE site_id = 2').first('binding')).toBe('DB_2');
    expect(await rowsOf(DB_2, 2)).toEqual(before);
    expect(Object.values(await rowsOf(DB, 2)).every((rows) => rows === 0)).toBe(true);
    // The directory keeps the site's document; DB_2 a row of the same id.
    expect(JSON.parse((await DB.prepare('SELECT document FROM sites WHERE id = 2').first<string>('document'))!)).toMatchObject({
      hostnames: ['immo-tweede.localhost'],
    });
    expect(await DB_2.prepare('SELECT document FROM sites WHERE id = 2').first('document')).toBe('{}');
    expect(await rowsOf(DB, 1)).toEqual(siteOne);

    // The pages, read from DB_2 now (the cache retired, another isolate's memory of it gone too).
    forgetGenerations();
    forgetSiteDatabases();
    for (const [path, shown] of Object.entries(pages)) expect(await page(`${TWO}${path}`), path).toEqual(shown);
    // Its leads: the one from before, and a new one written to DB_2.
    await lead(TWO, 'Na de verhuizing');
    const outbox = await get('http://localhost/admin/outbox?siteId=2', { headers: ADMIN });
    const messages = ((await outbox.json()) as { messages: { document: { message?: string } }[] }).messages.map((message) => message.document.message);
    expect(messages).toEqual(expect.arrayContaining(['Voor de verhuizing', 'Na de verhuizing']));
    expect(
      await DB_2.prepare("SELECT count(*) AS n FROM outbox WHERE site_id = 2 AND json_extract(document, '$.message') = 'Na de verhuizing'").first('n'),
    ).toBe(1);
    // Agency 1 is still served from DB.
    expect((await html('http://localhost/nl/')).response.status).toBe(200);
  });

  it('is finished by a second run after a run that stopped halfway, and a site already there is left alone', async () => {
    const now = await rowsOf(DB_2, 2);
    // A first run with the production settle time: copied and switched back to DB, the old rows on DB_2 kept a minute.
    const first = await move(2, 'DB', {});
    expect(first.at(-1)).toMatchObject({ status: 202, body: { switched: true, finished: false } });
    expect(Number(first.at(-1)!.body.retryAfter)).toBeGreaterThan(50);
    expect(await DB.prepare('SELECT count(*) AS n FROM site_databases WHERE site_id = 2').first('n')).toBe(0);
    expect(await rowsOf(DB_2, 2)).toEqual(now);
    // Another move cannot start before this one is done.
    expect((await move(2, 'DB_3')).at(-1)).toMatchObject({ status: 409 });
    // A lead written meanwhile by an isolate that still knew DB_2 is kept, then the old rows go.
    await DB_2.prepare("INSERT INTO outbox (id, site_id, kind, document, created_at) VALUES ('late-lead', 2, 'contact-request', '{}', ?1)")
      .bind(new Date().toISOString())
      .run();
    expect((await move(2, 'DB')).at(-1)).toMatchObject({ status: 200, body: { finished: true } });
    expect(await DB.prepare("SELECT site_id FROM outbox WHERE id = 'late-lead'").first('site_id')).toBe(2);
    expect(Object.values(await rowsOf(DB_2, 2)).every((rows) => rows === 0)).toBe(true);
    expect(await rowsOf(DB, 2)).toEqual({ ...now, outbox: now.outbox! + 1 });

    // A copy cut off halfway (rows left in DB_3, the state at its third table): the next run copies afresh.
    await DB.prepare("INSERT INTO platform_settings (key, value, updated_at) VALUES ('site-move:2', ?1, ?2)")
      .bind(JSON.stringify({ from: 'DB', to: 'DB_3', table: 3, after: null }), new Date().toISOString())
      .run();
    await DB_3.prepare("INSERT INTO sites (id, name, document) VALUES (2, 'Immo Tweede', '{}')").run();
    await DB_3.prepare("INSERT INTO navigations (site_id, name, document) VALUES (2, 'half', '{}')").run();
    expect((await move(2, 'DB_3')).at(-1)).toMatchObject({ status: 200, body: { from: 'DB', to: 'DB_3', finished: true } });
    expect(await rowsOf(DB_3, 2)).toEqual({ ...now, outbox: now.outbox! + 1 });
    expect(await DB_3.prepare("SELECT count(*) AS n FROM navigations WHERE site_id = 2 AND name = 'half'").first('n')).toBe(0);
    expect((await move(2, 'DB_3')).at(-1)).toMatchObject({ status: 200, body: { moved: false } });
  });

  it('copies every table of a site’s own rows: each table with a site id is moved or the directory’s', async () => {
    const directory = DIRECTORY_TABLES;
    const moved = new Set(MOVED_TABLES.map((table) => table.name));
    // test_seed_*: the test set-up's copies of the demo rows (test/worker/setup.ts), not the platform's.
    const { results } = await DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'test_seed_%'",
    ).all<{ name: string }>();
    const forgotten: string[] = [];
    for (const { name } of results) {
      const columns = (await DB.prepare(`PRAGMA table_info("${name}")`).all<{ name: string }>()).results.map((column) => column.name);
      if (columns.includes('site_id') && !moved.has(name) && !directory.has(name)) forgotten.push(name);
    }
    expect(forgotten).toEqual([]);
    for (const name of moved)
      expect(
        results.map((table) => table.name),
        name,
      ).toContain(name);
  });

  it('refuses a database the platform does not bind, a site that does not exist, and a target holding another site’s ids', async () => {
    expect((await move(2, 'DB_9')).at(-1)).toMatchObject({ status: 400 });
    expect((await move(999, 'DB_2')).at(-1)).toMatchObject({ status: 404 });
    expect((await move(2, 'OTHER')).at(-1)).toMatchObject({ status: 400 });
    // Agency 1's estate ids are DB's; one of them is taken in DB_4 by another site: the move is refused, nothing is left behind.
    const estate = (await DB.prepare('SELECT * FROM estates WHERE site_id = 1 LIMIT 1').first<Record<string, unknown>>())!;
    await DB_4().prepare("INSERT INTO sites (id, name, document) VALUES (77, 'Ander', '{}')").run();
    await DB_4()
      .prepare(
        `INSERT INTO estates (${Object.keys(estate).join(', ')}) VALUES (${Object.keys(estate)
          .map((_, index) => `?${index + 1}`)
          .join(', ')})`,
      )
      .bind(...Object.values({ ...estate, site_id: 77 }))
      .run();
    const refused = (await move(1, 'DB_4')).at(-1)!;
    expect(refused.status).toBe(409);
    expect(String(refused.body.error)).toContain('estates');
    expect(await DB.prepare('SELECT count(*) AS n FROM site_databases WHERE site_id = 1').first('n')).toBe(0);
    expect(await DB_4().prepare('SELECT count(*) AS n FROM pages WHERE site_id = 1').first('n')).toBe(0);
    expect(await DB.prepare("SELECT count(*) AS n FROM platform_settings WHERE key = 'site-move:1'").first('n')).toBe(0);
  });
});

const DB_4 = () => env.DB_4 as D1Database;

describe('moving a grown agency: ids never collide', () => {
  it('moves an agency that grew on another database to one whose agency grew too: same pages at the same addresses, the other agency untouched', async () => {
    // Agency 2 on a data database of its own (its rows keep DB's ids there, as DB's own raw ids would go on past them).
    let home = (await DB.prepare('SELECT binding FROM site_databases WHERE site_id = 2').first<string>('binding')) ?? 'DB';
    if (home === 'DB') {
      expect((await move(2, 'DB_2')).at(-1)).toMatchObject({ status: 200 });
      home = 'DB_2';
    }
    const from = (env as unknown as Record<string, D1Database>)[home]!;
    // Both grow: listings, holiday units and their periods, console listings and their versions, content publications, viewing slots.
    const two = await grow(2);
    const one = await grow(1);
    const index = Number(home.slice(3));
    for (const id of Object.values(two)) expect(id > index * ID_RANGE && id < (index + 1) * ID_RANGE, `${id} in ${home}'s range`).toBe(true);
    for (const id of Object.values(one)) expect(id).toBeLessThan(ID_RANGE);

    await keyedRows(2, two);
    const before = await rowsOf(from, 2);
    // Rows in every table of a site's own rows.
    expect(Object.entries(before).filter(([, rows]) => rows === 0)).toEqual([]);
    const siteOne = await rowsOf(DB, 1);
    const detail = (await get(`${TWO}/nl/aanbod/${two.estate}`)).headers.get('Location')!;
    expect(detail).toMatch(new RegExp(`^/nl/aanbod/${two.estate}/`));
    forgetGenerations();
    const shown: Record<string, Awaited<ReturnType<typeof page>>> = {};
    for (const path of ['/nl/', '/nl/te-koop', detail, '/fr/']) shown[path] = await page(`${TWO}${path}`);
    expect(shown[detail]!.status).toBe(200);

    const answers = await move(2, 'DB');
    expect(answers.at(-1)).toMatchObject({ status: 200, body: { from: home, to: 'DB', moved: true, switched: true, finished: true } });
    expect(await rowsOf(DB, 2)).toEqual(before);
    expect(Object.values(await rowsOf(from, 2)).every((rows) => rows === 0)).toBe(true);
    expect(await DB.prepare('SELECT site_id FROM estates WHERE id = ?1').bind(two.estate).first('site_id')).toBe(2);
    expect(await rowsOf(DB, 1)).toEqual(siteOne);
    forgetGenerations();
    forgetSiteDatabases();
    for (const [path, was] of Object.entries(shown)) expect(await page(`${TWO}${path}`), path).toEqual(was);
    // Agency 1 grows on, with ids of DB's range still never agency 2's.
    const later = await grow(1, 'later');
    for (const [table, id] of Object.entries(later)) expect(id, table).toBeGreaterThan(one[table as keyof typeof one]);
  });
});
