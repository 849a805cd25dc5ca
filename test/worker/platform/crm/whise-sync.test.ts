import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../../../shared/format';
import { platform } from '../../../../worker/platform/demo/embedded';
import { encryptSecret } from '../../../../worker/platform/connections/secrets';
import { readState } from '../../../../worker/platform/crm/whise/connection';
import { brusselsWallTime, changedSinceMin } from '../../../../worker/platform/crm/whise/requests';
import { runScheduled } from '../../../../worker/platform/scheduled';
import { whiseEstates } from '../../../support/fake-crm/fixtures';
import { fakeWhise } from '../../fake-crm';
import { detailPage, get, later, priceOn } from '../../helpers';
import { LOCALES } from '../../../../shared/i18n/locales';
import { cardLabel, detailLabel, UNDER_OPTION } from '../../listing-labels';
import {
  apartmentForRent,
  bindings,
  changedNow,
  connect,
  cronWith,
  estateIdOf,
  HOUR,
  house,
  listCalls,
  logOf,
  minOf,
  projectWithUnits,
  rowOf,
  run,
} from '../../whise-helpers';
import { UNTIL } from '../../until';

// The Cron Trigger pulls each Whise connection's changes (crm/whise/cron.ts)
// from the fake Whise (test/support/fake-crm/whise.ts, through the worker pool's outbound
// service) into the real D1 and KV of the pool; the site shows them on the next request.

afterEach(() => vi.restoreAllMocks());

describe('the Whise cron pull', () => {
  it('creates the agency’s listings on the first cron run (a project with its units too), and they show on the site’s pages', async () => {
    const fake = await fakeWhise([house, apartmentForRent, ...projectWithUnits]);
    const id = await connect(1, fake);
    const at = new Date();
    await runScheduled(bindings, at);

    const houseId = (await estateIdOf(1, 'whise', house.id))!;
    const { status, body } = await detailPage(houseId);
    expect(status).toBe(200);
    expect(body).toContain('Bel-etage met tuin');
    expect(priceOn(body)).toBe(formatPrice(349_000));
    // Whise's details[] reach the page's facts: EPC, flood-prone area, urban destination.
    for (const fact of ['EPC-waarde', 'Overstromingsgevoelig gebied', 'Woongebied']) expect(body).toContain(fact);
    const projectId = (await estateIdOf(1, 'whise', 4100200))!;
    const units = await env.DB.prepare('SELECT id FROM estates WHERE parent_id = ?1').bind(projectId).all();
    expect(units.results).toHaveLength(2);
    expect((await detailPage((await estateIdOf(1, 'whise', apartmentForRent.id))!)).body).not.toContain('Rue de Fer');

    const [pull, deletions] = await logOf(id);
    expect(pull).toMatchObject({ kind: 'whise', created: 3, refused: 0, error: null });
    expect(deletions).toMatchObject({ kind: 'whise-deletions', deleted: 0, error: null });
    const row = await rowOf(id);
    expect(row.last_error).toBeNull();
    expect(readState(row.cursor)).toMatchObject({ since: new Date(at.getTime() - 5 * 60 * 1000).toISOString(), diffAt: at.toISOString() });
    expect(readState(row.cursor).pull).toBeUndefined();
  });

  it("takes an apartment whose subcategory is a house's (mansion) as an apartment, with a warning in the sync log, instead of dropping it", async () => {
    const odd = { ...house, category: { id: 2 }, subCategory: { id: 12 } };
    const fake = await fakeWhise([odd]);
    const id = await connect(1, fake, { source: 'whise-mansion' });
    await run(id);
    const estateId = (await estateIdOf(1, 'whise-mansion', odd.id))!;
    expect((await detailPage(estateId)).status).toBe(200);
    expect(await env.DB.prepare('SELECT head_type_id, sub_type_id FROM estates WHERE id = ?1').bind(estateId).first()).toEqual({
      head_type_id: 2,
      sub_type_id: 1,
    });
    const [pull] = await logOf(id);
    expect(pull).toMatchObject({ created: 1, refused: 0 });
    expect(JSON.parse(pull!.refusals)).toEqual([
      {
        source: 'whise-mansion',
        externalId: String(odd.id),
        path: 'subtype',
        reason: 'MANSION is not a subtype of APARTMENT: shown as APARTMENT',
        warning: true,
        words: { reason: { key: 'otherSubtype', subtype: 'MANSION', type: 'APARTMENT', shown: 'APARTMENT' } },
      },
    ]);
  });

  it('asks only for what changed since the last run, and a price change shows on the next request', async () => {
    const fake = await fakeWhise([house]);
    const id = await connect(1, fake, { source: 'whise-price' });
    const first = new Date();
    await run(id, first);
    const estateId = (await estateIdOf(1, 'whise-price', house.id))!;
    expect(priceOn((await detailPage(estateId)).body)).toBe(formatPrice(349_000));

    await fake.setEstates([changedNow(house, { price: 329_000 })]);
    await run(id, new Date(first.getTime() + 5 * 60 * 1000));
    const calls = await listCalls(fake);
    expect(minOf(calls[0]!)).toBeUndefined();
    expect(minOf(calls[1]!)).toBe(changedSinceMin(new Date(first.getTime() - 5 * 60 * 1000)));
    expect((await logOf(id)).filter((entry) => entry.kind === 'whise').map((entry) => entry.updated)).toEqual([0, 1]);
    later();
    expect(priceOn((await detailPage(estateId)).body)).toBe(formatPrice(329_000));
  });

  it('refuses an estate older than the site has (UpdateDateTime), and an older withdrawal, with a sync-log line each', async () => {
    const fake = await fakeWhise([house]);
    const id = await connect(1, fake, { source: 'whise-order' });
    const first = new Date();
    await run(id, first);
    const estateId = (await estateIdOf(1, 'whise-order', house.id))!;
    const newer = changedNow(house, { price: 329_000 });
    await fake.setEstates([newer]);
    const second = new Date(first.getTime() + 5 * 60 * 1000);
    await run(id, second);

    // What Whise answered before its last change, read again late: a minute older.
    const minuteBefore = (changes: Record<string, unknown>) => ({
      ...house,
      ...changes,
      updateDateTime: new Date(Date.parse(`${newer.updateDateTime}Z`) - 60_000).toISOString().slice(0, 19),
    });
    await fake.setEstates([minuteBefore({ price: 300_000 })]);
    await run(id, new Date(second.getTime() + 5 * 60 * 1000));
    await fake.setEstates([minuteBefore({ purposeStatus: { id: 8 } })]);
    await run(id, new Date(second.getTime() + 10 * 60 * 1000));
    later();
    expect(priceOn((await detailPage(estateId)).body)).toBe(formatPrice(329_000));
    const log = (await logOf(id)).filter((entry) => entry.kind === 'whise');
    expect(log.map(({ updated, deleted }) => ({ updated, deleted }))).toEqual([
      { updated: 0, deleted: 0 },
      { updated: 1, deleted: 0 },
      { updated: 0, deleted: 0 },
      { updated: 0, deleted: 0 },
    ]);
    for (const entry of log.slice(2))
      expect(JSON.parse(entry.refusals)).toEqual([expect.objectContaining({ externalId: String(house.id), path: 'updatedAt', stale: true })]);
  });

  it('writes a project whole when only one of its units changed: the project and every unit are asked by id', async () => {
    const [project, unitA, unitB] = projectWithUnits;
    const fake = await fakeWhise(projectWithUnits);
    const id = await connect(1, fake, { source: 'whise-project' });
    const first = new Date();
    await run(id, first);
    await fake.setEstates([project!, unitA!, changedNow(unitB!, { price: 399_000 })]);
    await run(id, new Date(first.getTime() + 5 * 60 * 1000));

    const byId = (await listCalls(fake)).at(-1)!.body as { Filter: { EstateIds?: number[] } };
    expect([...byId.Filter.EstateIds!].sort()).toEqual([project!.id, unitA!.id, unitB!.id]);
    const projectId = (await estateIdOf(1, 'whise-project', project!.id))!;
    const units = await env.DB.prepare('SELECT id, price FROM estates WHERE parent_id = ?1 ORDER BY id').bind(projectId).all<{ id: number; price: number }>();
    expect(units.results.map((unit) => unit.price)).toEqual([265_000, 399_000]);
    expect((await logOf(id)).at(-1)).toMatchObject({ kind: 'whise', updated: 1, deleted: 0 });
  });

  it('starts afresh with a full pull when the connection’s settings change (another office or language)', async () => {
    const fake = await fakeWhise([house]);
    const id = await connect(1, fake, { source: 'whise-settings' });
    await run(id);
    const { username, clientId, officeId } = fake.connection;
    const settings = { username, clientId, officeId, source: 'whise-settings', languageId: 'fr-BE' };
    const changed = await platform.request(
      `/sites/1/connections/${id}`,
      { method: 'PUT', body: JSON.stringify({ settings }), headers: { 'Content-Type': 'application/json' } },
      bindings,
    );
    expect(changed.status).toBe(200);
    await run(id, new Date(Date.now() + 5 * 60 * 1000));
    const last = (await listCalls(fake)).at(-1)!;
    expect(minOf(last)).toBeUndefined();
    expect(last.body).toMatchObject({ Filter: { LanguageId: 'fr-BE' } });
    expect((await logOf(id)).at(-2)).toMatchObject({ kind: 'whise', unchanged: 1, error: null });
  });

  it('pages 100 at a time and goes on at the next run past its page limit; the cursor moves only when every page was read', async () => {
    const fake = await fakeWhise(whiseEstates(250, { firstId: 6_100_000 }));
    const id = await connect(1, fake, { source: 'whise-pages' });
    const at = new Date();
    await run(id, at, { pagesPerRun: 2 });
    expect(readState((await rowOf(id)).cursor)).toMatchObject({ pull: { startedAt: at.toISOString(), offset: 195 } });
    expect(readState((await rowOf(id)).cursor).since).toBeUndefined();
    await run(id, new Date(at.getTime() + 5 * 60 * 1000), { pagesPerRun: 2 });
    expect((await listCalls(fake)).map((call) => (call.body as { Page: { Offset: number; Limit: number } }).Page)).toEqual([
      { Limit: 100, Offset: 0 },
      { Limit: 100, Offset: 100 },
      { Limit: 100, Offset: 195 },
    ]);
    expect(readState((await rowOf(id)).cursor).since).toBe(new Date(at.getTime() - 5 * 60 * 1000).toISOString());
    expect(await env.DB.prepare("SELECT count(*) AS n FROM external_ids WHERE source = 'whise-pages'").first('n')).toBe(250);
  });

  it('leaves the cursor unchanged when Whise answers 500 mid-paging; the next run completes from the same cursor', async () => {
    const fake = await fakeWhise([house]);
    const id = await connect(1, fake, { source: 'whise-500' });
    const first = new Date();
    await run(id, first);
    const since = readState((await rowOf(id)).cursor).since;
    await fake.setEstates(whiseEstates(250, { firstId: 6_200_000, updateDateTime: brusselsWallTime(new Date()) }));
    await fake.fail({ path: '/v1/estates/list', delayMs: 1, times: 1 });
    await fake.fail({ path: '/v1/estates/list', status: 500, times: 1 });

    await run(id, new Date(first.getTime() + 5 * 60 * 1000));
    const failed = await rowOf(id);
    expect(failed.last_error).toMatch(/^CRM down: .*answered 500/);
    expect(readState(failed.cursor)).toMatchObject({ since, pull: { offset: 95 } });
    expect((await logOf(id)).at(-1)).toMatchObject({ kind: 'whise', created: 100, error: expect.stringMatching(/^CRM down/) });

    const third = new Date(first.getTime() + 10 * 60 * 1000);
    await run(id, third);
    const done = await rowOf(id);
    expect(done.last_error).toBeNull();
    expect(readState(done.cursor).since).toBe(new Date(first.getTime() + 5 * 60 * 1000 - 5 * 60 * 1000).toISOString());
    const mins = (await listCalls(fake)).slice(1).map(minOf);
    expect(new Set(mins)).toEqual(new Set([changedSinceMin(new Date(Date.parse(since!)))]));
    expect(await env.DB.prepare("SELECT count(*) AS n FROM external_ids WHERE source = 'whise-500' AND external_id LIKE '62%'").first('n')).toBe(250);
  });

  it('marks rejected credentials (401) on the connection and asks nothing more until they change', async () => {
    const fake = await fakeWhise([house]);
    const id = await connect(1, fake, { source: 'whise-401' });
    await env.DB.prepare('UPDATE connections SET secret = ?2 WHERE id = ?1')
      .bind(id, await encryptSecret('wrong-password', env.CONNECTION_SECRET_KEY))
      .run();
    await cronWith(id);
    expect((await rowOf(id)).last_error).toMatch(/^credentials rejected: /);
    const asked = (await fake.calls()).length;
    await cronWith(id, new Date(Date.now() + HOUR));
    expect((await fake.calls()).length).toBe(asked);
    expect(await logOf(id)).toHaveLength(1);

    // The agency gives its password again through the admin API; the next run uses it.
    const changed = await get(`http://localhost/admin/sites/1/connections/${id}`, {
      method: 'PUT',
      body: JSON.stringify({ secret: fake.connection.password }),
      headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).not.toContain(fake.connection.password);
    expect((await rowOf(id)).last_error).toBeNull();
    // The new password starts an import of everything (through the sync queue); the cron's pull goes on from there.
    await vi.waitFor(async () => expect(await estateIdOf(1, 'whise-401', house.id)).toBeGreaterThan(0), UNTIL);
    await cronWith(id, new Date(Date.now() + 2 * HOUR));
    expect((await rowOf(id)).last_error).toBeNull();
  });

  it('answers a change of connection without settings or secret with 400, and one of another site’s connection with 404', async () => {
    const fake = await fakeWhise([]);
    const id = await connect(1, fake, { source: 'whise-put' });
    const put = (siteId: number, body: unknown) =>
      platform.request(
        `/sites/${siteId}/connections/${id}`,
        { method: 'PUT', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } },
        bindings,
      );
    expect((await put(1, {})).status).toBe(400);
    expect((await put(2, { secret: 'other' })).status).toBe(404);
    const settings = { username: 'someone-else', clientId: 20002 };
    const changed = await put(1, { settings });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { connection: { settings: unknown; hasSecret: boolean } }).connection).toMatchObject({ settings, hasSecret: true });
  });

  it('refuses with 400 a Whise connection whose source is not whise or whise-… (another kind’s listings would be deleted)', async () => {
    const fake = await fakeWhise([]);
    const { username, password, clientId } = fake.connection;
    const post = (source: unknown) =>
      platform.request(
        '/sites/1/connections',
        {
          method: 'POST',
          body: JSON.stringify({ kind: 'whise', settings: { username, clientId, source }, secret: password }),
          headers: { 'Content-Type': 'application/json' },
        },
        bindings,
      );
    for (const source of ['sweepbright', 'import', 'my-feed', 'whisey', 7]) {
      const refused = await post(source);
      expect(refused.status, String(source)).toBe(400);
      expect(await refused.text()).toContain('settings.source');
    }
    const id = await connect(1, fake, { source: 'whise-office2' });
    const put = await platform.request(
      `/sites/1/connections/${id}`,
      { method: 'PUT', body: JSON.stringify({ settings: { username, clientId, source: 'sweepbright' } }), headers: { 'Content-Type': 'application/json' } },
      bindings,
    );
    expect(put.status).toBe(400);
    expect(JSON.parse((await rowOf(id)).settings).source).toBe('whise-office2');
  });

  it('honours Retry-After on a 429: nothing is asked before then', async () => {
    const fake = await fakeWhise([house]);
    const id = await connect(1, fake, { source: 'whise-429' });
    await fake.fail({ path: '/v1/estates/list', status: 429, retryAfter: '120', times: 1 });
    const at = new Date();
    await cronWith(id, at);
    expect((await rowOf(id)).last_error).toMatch(/^rate limited: .*retry after 120 s/);
    const asked = (await fake.calls()).length;
    await cronWith(id, new Date(at.getTime() + 60_000));
    expect((await fake.calls()).length).toBe(asked);
    await cronWith(id, new Date(at.getTime() + 121_000));
    expect((await rowOf(id)).last_error).toBeNull();
    expect(await estateIdOf(1, 'whise-429', house.id)).toBeGreaterThan(0);
  });

  it('takes a slow answer as Whise being down, and the next run goes on', async () => {
    const fake = await fakeWhise([house]);
    const id = await connect(1, fake, { source: 'whise-slow' });
    await fake.fail({ path: '/v1/estates/list', delayMs: 400, times: 1 });
    await run(id, new Date(), { timeoutMs: 150 });
    expect((await rowOf(id)).last_error).toBe('CRM down: whise: no answer within 150 ms');
    expect(await estateIdOf(1, 'whise-slow', house.id)).toBeUndefined();
    await run(id, new Date(Date.now() + 5 * 60 * 1000));
    expect(await estateIdOf(1, 'whise-slow', house.id)).toBeGreaterThan(0);
  });
});

describe('Whise: a listing under option', () => {
  it('labels a sale under option (status 5) and a let reserved (21) in each language; the rent list finds the let, the sold list neither', async () => {
    const sale = { ...house, purposeStatus: { id: 5 } };
    const rent = { ...apartmentForRent, purposeStatus: { id: 21 } };
    const fake = await fakeWhise([sale, rent]);
    const id = await connect(1, fake, { source: 'whise-option' });
    await run(id);
    expect((await logOf(id))[0]).toMatchObject({ created: 2, refused: 0 });
    const saleId = (await estateIdOf(1, 'whise-option', sale.id))!;
    const rentId = (await estateIdOf(1, 'whise-option', rent.id))!;
    later();
    for (const locale of LOCALES) {
      expect(await detailLabel(locale, saleId), locale).toEqual({ kind: 'option', text: UNDER_OPTION[locale] });
      expect(await detailLabel(locale, rentId), locale).toEqual({ kind: 'option', text: UNDER_OPTION[locale] });
    }
    expect(priceOn((await detailPage(saleId)).body)).toBe(formatPrice(349_000));
    const list = async (path: string) => (await get(`http://localhost/nl/${path}`)).text();
    const rentList = await list('te-huur?trans=huren&sortType=date&sortOrder=DESC');
    expect(cardLabel(rentList, rentId)).toEqual({ kind: 'option', text: UNDER_OPTION.nl });
    expect(cardLabel(rentList, saleId)).toBeUndefined();
    const sold = await list('verkocht');
    expect(cardLabel(sold, saleId)).toBeUndefined();
    expect(cardLabel(sold, rentId)).toBeUndefined();
  });
});
