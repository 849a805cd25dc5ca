import { env } from 'cloudflare:test';
import { FORMS_SCRIPT_PATH } from '../../../../worker/console/kit/forms-script';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import type { ConsoleStats } from '../../../../shared/contract/stats';
import { platform } from '../../../../worker/platform/demo/embedded';
import { consoleFetch, member, signIn, type Who } from '../../console-helpers';
import { bodyOf } from '../../helpers';

// The console's Statistics: the period's counts of site_stats (migration 0023) by
// source, per day, by listing, the searches that found nothing, devices and languages, as a
// page (charts with their tables) and a CSV. Counts only: owners and editors; another agency
// gets 404. The rows are written here, on days no other test counts on.

const A = { siteId: 1, owner: 'owner@immo-scheldeland.localhost', editor: 'editor-stats@immo-scheldeland.localhost' };
const B = { siteId: 2, owner: 'owner@ardennes-habitat.localhost' };
const PERIOD = 'from=2025-01-01&to=2025-01-07';
let owner: Who;
let editor: Who;
let other: Who;
let estate: { id: number; reference: string };
let city: { id: number; label: string };

async function count(siteId: number, day: string, kind: string, dim: string, value: string, n: number): Promise<void> {
  await env.DB.prepare('INSERT INTO site_stats (site_id, day, kind, dim, value, count) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
    .bind(siteId, day, kind, dim, value, n)
    .run();
}

async function api(path: string, who: Who): Promise<Response> {
  const headers = new Headers({ [SESSION_HEADER]: who.cookie.split('=')[1]!, [CSRF_HEADER]: who.csrf });
  return platform.fetch(new Request(`https://platform.test/console-api${path}`, { headers }), {
    DB: env.DB,
    RATE_LIMITER: env.RATE_LIMITER,
    CONSOLE_OPERATORS: env.CONSOLE_OPERATORS,
  });
}

beforeAll(async () => {
  await member(A.editor, A.siteId, 'editor');
  owner = await signIn(A.owner);
  editor = await signIn(A.editor);
  other = await signIn(B.owner);
  estate = (await env.DB.prepare(
    "SELECT id, json_extract(document, '$.general.reference') AS reference FROM estates WHERE site_id = 1 AND json_extract(document, " +
      "'$.general.reference') IS NOT NULL LIMIT 1",
  ).first<{ id: number; reference: string }>())!;
  city = (await env.DB.prepare(
    "SELECT id, zip || ' ' || json_extract(name, '$.en') AS label FROM cities WHERE json_extract(name, '$.en') IS NOT NULL LIMIT 1",
  ).first<{ id: number; label: string }>())!;
  for (const [day, kind, n] of [
    ['2025-01-02', 'visit', 6],
    ['2025-01-03', 'visit', 4],
    ['2025-01-02', 'view', 25],
    ['2025-01-03', 'contact', 2],
    ['2025-01-04', 'viewing', 1],
  ] as const)
    await count(1, day, kind, 'source', 'portal:immoweb', n);
  await count(1, '2025-01-02', 'visit', 'source', 'direct:', 5);
  await count(1, '2025-01-02', 'view', 'source', 'direct:', 8);
  await count(1, '2025-01-05', 'subscription', 'source', 'direct:', 1);
  await count(1, '2025-01-02', 'visit', 'source', 'search:google', 4);
  await count(1, '2025-01-02', 'view', 'listing', `e${estate.id}`, 20);
  await count(1, '2025-01-02', 'favorite', 'listing', `e${estate.id}`, 3);
  await count(1, '2025-01-03', 'contact', 'listing', `e${estate.id}`, 2);
  await count(1, '2025-01-02', 'view', 'listing', 'e999999', 4);
  await count(1, '2025-01-06', 'zero', 'filter', `city=${city.id}&priceMax=100000`, 4);
  await count(1, '2025-01-06', 'zero', 'filter', 'bedrooms=5', 1);
  await count(1, '2025-01-02', 'view', 'device', 'mobile', 20);
  await count(1, '2025-01-02', 'view', 'device', 'desktop', 13);
  await count(1, '2025-01-02', 'view', 'lang', 'nl', 30);
  await count(1, '2025-01-02', 'view', 'lang', 'fr', 3);
  // Outside the period, and another agency's: never in A's report.
  await count(1, '2025-01-08', 'visit', 'source', 'portal:immoweb', 1000);
  await count(2, '2025-01-02', 'visit', 'source', 'portal:zimmo', 99);
});

describe('the console API’s statistics', () => {
  it('answers visits, views and leads by source and class, per day, the most viewed listings, searches that found nothing, devices and languages', async () => {
    const response = await api(`/sites/1/stats?${PERIOD}&lang=en`, owner);
    expect(response.status, await response.clone().text()).toBe(200);
    const stats: ConsoleStats = await response.json();
    expect(stats.from).toBe('2025-01-01');
    expect(stats.to).toBe('2025-01-07');
    expect(stats.bySourceClass).toEqual([
      { value: 'portal', counts: { visit: 10, view: 25, contact: 2, viewing: 1 } },
      { value: 'direct', counts: { visit: 5, view: 8, subscription: 1 } },
      { value: 'search', counts: { visit: 4 } },
    ]);
    expect(stats.bySource.map((row) => row.value)).toEqual(['portal:immoweb', 'direct:', 'search:google']);
    expect(stats.byDay).toHaveLength(7);
    expect(stats.byDay[1]).toEqual({ day: '2025-01-02', visits: 15, views: 33, leads: 0 });
    expect(stats.byDay[2]).toEqual({ day: '2025-01-03', visits: 4, views: 0, leads: 2 });
    expect(stats.listings).toEqual([
      { value: `e${estate.id}`, counts: { view: 20, favorite: 3, contact: 2 }, reference: estate.reference },
      { value: 'e999999', counts: { view: 4 }, reference: null },
    ]);
    expect(stats.zeroResults).toEqual([
      { filter: `city: ${city.label} · priceMax: 100000`, count: 4 },
      { filter: 'bedrooms: 5', count: 1 },
    ]);
    expect(stats.byDevice.map((row) => [row.value, row.counts.view])).toEqual([
      ['mobile', 20],
      ['desktop', 13],
    ]);
    expect(stats.byLang.map((row) => [row.value, row.counts.view])).toEqual([
      ['nl', 30],
      ['fr', 3],
    ]);
  });

  it('lets an editor read them (counts only), and answers another agency’s owner 404', async () => {
    expect((await api(`/sites/1/stats?${PERIOD}`, editor)).status).toBe(200);
    expect((await api(`/sites/1/stats?${PERIOD}`, other)).status).toBe(404);
    expect((await api(`/sites/1/stats.csv?${PERIOD}`, other)).status).toBe(404);
  });

  it('refuses a period it cannot read with 400 naming the field', async () => {
    const response = await api('/sites/1/stats?from=2025-01-09&to=2025-01-01', owner);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'from must not be after to', field: 'to' });
    expect((await api('/sites/1/stats?days=14', owner)).status).toBe(400);
  });
});

describe('the Statistics screen', () => {
  it('shows each chart with a table beside it, the conversion by source and the CSV link, without a script', async () => {
    const response = await consoleFetch(`/en/sites/1/stats?${PERIOD}`, { cookie: owner.cookie });
    const page = await bodyOf(response, 200);
    // No chart script: the only script is the forms' one every console page has (worker/console/kit/forms-script.ts).
    expect(page.match(/<script[^>]*>/g)).toEqual([`<script src="${FORMS_SCRIPT_PATH}" defer="">`]);
    expect(page.match(/<h1>Statistics of Immo Scheldeland<\/h1>/g)).toHaveLength(1);
    expect(page).toMatch(
      /<th scope="row">Portal<\/th><td class="number">10<\/td><td class="number">25<\/td><td class="number">3<\/td><td class="number">30%<\/td>/,
    );
    expect(page).toMatch(/<th scope="row">Portal: immoweb<\/th>/);
    // A listing still there leads to its seller reports; one gone is named by its key.
    expect(page).toMatch(
      new RegExp(
        `<th scope="row"><a href="/en/sites/1/listings/${estate.id}">${estate.reference}</a></th><td class="number">20</td><td class="number">3</td><td ` +
          `class="number">2</td>`,
      ),
    );
    expect(page).toContain('<th scope="row">#999999</th>');
    expect(page).toContain(`city: ${city.label} · priceMax: 100000`);
    expect(page.match(/<div class="bars" aria-hidden="true">/g)).toHaveLength(2);
    expect(page).toContain('<div class="day-chart" aria-hidden="true">');
    expect(page.match(/<caption/g)!.length).toBeGreaterThanOrEqual(7);
    expect(page).toContain(`href="/en/sites/1/stats.csv?from=2025-01-01&amp;to=2025-01-07"`);
    expect(page).not.toContain('zimmo');
    expect((await consoleFetch(`/en/sites/1/stats?${PERIOD}`, { cookie: editor.cookie })).status).toBe(200);
  });

  it('marks a wrong period beside its field, in the console’s language, with 400', async () => {
    const response = await consoleFetch('/fr/sites/1/stats?days=&from=2025-02-30&to=2025-03-01', { cookie: owner.cookie });
    const page = await bodyOf(response, 400);
    expect(page).toContain('id="stats-from" aria-invalid="true" aria-describedby="stats-from-error" name="from" value="2025-02-30"');
    expect(page).not.toContain('stats.csv');
    expect(page).toContain('<p class="field-error" id="stats-from-error">Indiquez une date (aaaa-mm-jj).</p>');
    const english = await bodyOf(await consoleFetch('/en/sites/1/stats?days=&from=2026-02-30&to=2026-03-01', { cookie: owner.cookie }), 400);
    expect(english).toContain('id="stats-from" aria-invalid="true"');
    expect(english).toContain('<p class="field-error" id="stats-from-error">Give a date (yyyy-mm-dd).</p>');
  });

  it('downloads the same counts as CSV: a line per source, day, listing, device, language and search that found nothing', async () => {
    const response = await consoleFetch(`/en/sites/1/stats.csv?${PERIOD}`, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="statistics-1-2025-01-01-2025-01-07.csv"');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('section,value,visit,view,search,favorite,share,contact,viewing,reservation,subscription,leads,conversion');
    expect(lines).toContain('source_class,portal,10,25,0,0,0,2,1,0,0,3,0.3000');
    expect(lines).toContain('source,portal:immoweb,10,25,0,0,0,2,1,0,0,3,0.3000');
    expect(lines).toContain('day,2025-01-02,15,33,,,,,,,,0,0.0000');
    expect(lines).toContain('day,2025-01-03,4,0,,,,,,,,2,0.5000');
    expect(lines).toContain(`listing,e${estate.id} ${estate.reference},0,20,0,3,0,2,0,0,0,2,`);
    expect(lines).toContain('search_without_results,bedrooms: 5,,,1');
    expect(lines.filter((line) => line.startsWith('day,'))).toHaveLength(7);
  });
});
