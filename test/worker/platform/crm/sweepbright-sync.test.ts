import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../../../shared/format';
import type { Env } from '../../../../worker/site/env';
import type { LocalEnv } from '../../../../worker/local';
import { MAX_EVENT_TRIES, SYNC_MAX_RETRIES } from '../../../../worker/platform/sync/consumer';
import { copyFile, MAX_COPIED_BYTES } from '../../../../worker/platform/crm/copy-files';
import { webhookToken, webhookTokenMatches } from '../../../../worker/platform/sync/webhook-token';
import { MAX_WEBHOOK_BODY_CHARS } from '../../../../shared/contract/limits';
import { platform } from '../../../../worker/platform/demo/embedded';
import { REDRIVE_AFTER_MS } from '../../../../worker/platform/sync/events';
import { type RawSweepBrightEstate, SWEEPBRIGHT_FIXTURES } from '../../../support/fake-crm/fixtures';
import { fakeSweepBright } from '../../fake-crm';
import { bindings } from '../../whise-helpers';
import { detailPage, get, later, priceOn, runCron } from '../../helpers';
import { GENERATION_MEMORY_MS, LISTING_GENERATION_MEMORY_MS } from '../../../../worker/site/upstream/cache';
import { LOCALES } from '../../../../shared/i18n/locales';
import { cardLabel, detailLabel, UNDER_OPTION } from '../../listing-labels';
import { UNTIL } from '../../until';

// SweepBright calls the agency's webhook address; the platform queues the event, the
// consumer fetches the estate from SweepBright (the fake of test/support/fake-crm/, through the
// outbound service) with the connection's credentials, copies its pictures into R2, writes the
// listing and reports its URL back. Real D1, KV, Queues and R2 (miniflare).

/** The queue delivers in milliseconds; the limit only keeps a broken test from hanging. */

afterEach(() => vi.restoreAllMocks());

/** A copy of a fixture under a new id (the database lives for the whole file). */
function estate(fixture: RawSweepBrightEstate = SWEEPBRIGHT_FIXTURES.everyLanguage, changes: Record<string, unknown> = {}): RawSweepBrightEstate {
  return { ...structuredClone(fixture), id: crypto.randomUUID(), ...changes };
}

async function admin(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await get(`http://localhost/admin${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** A SweepBright account serving `estates`, connected to `siteId`: its webhook path and connection id. */
async function connect(siteId: number, estates: RawSweepBrightEstate[], settings: { pictureSeconds?: number } = {}) {
  const fake = await fakeSweepBright(estates, settings);
  const made = await admin(`/sites/${siteId}/connections`, {
    method: 'POST',
    body: { kind: 'sweepbright', settings: { clientId: fake.connection.clientId }, secret: fake.connection.clientSecret },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const { id, webhookPath } = made.body.connection as { id: number; webhookPath: string };
  expect(webhookPath).toMatch(/^\/hooks\/sweepbright\/\d+\.[A-Za-z0-9_-]{43}$/);
  return { ...fake, connectionId: id, webhookPath };
}

/** SweepBright calling the webhook, on a site's hostname. */
async function hook(path: string, event: string, estateId: string, vars: Partial<LocalEnv> = {}, host = 'localhost') {
  const response = await get(
    `http://${host}${path}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ event, estate_id: estateId }) },
    vars as Partial<Env>,
  );
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: (await response.json()) as any };
}

/** Waits until every event of the connection is settled (done or dead). */
async function settled(connectionId: number, state: 'done' | 'dead' = 'done') {
  await vi.waitFor(async () => {
    const open = await env.DB.prepare('SELECT count(*) AS n FROM sync_events WHERE connection_id = ?1 AND state <> ?2')
      .bind(connectionId, state)
      .first<number>('n');
    expect(open).toBe(0);
  }, UNTIL);
}

/** SweepBright calls the webhook about an estate, and the platform settles the event. */
async function announced(sb: { webhookPath: string; connectionId: number }, event: string, estateId: string, state: 'done' | 'dead' = 'done') {
  await hook(sb.webhookPath, event, estateId);
  await settled(sb.connectionId, state);
}

const syncLog = (connectionId: number) =>
  env.DB.prepare('SELECT created, updated, unchanged, deleted, refused, refusals, error FROM sync_log WHERE connection_id = ?1 ORDER BY id')
    .bind(connectionId)
    .all<Record<string, any>>()
    .then((rows) => rows.results);

const estateIdOf = (siteId: number, externalId: string) =>
  env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = ?1 AND source = 'sweepbright' AND external_id = ?2")
    .bind(siteId, externalId)
    .first<number>('estate_id');

describe('SweepBright webhook → queue → listing on the site', () => {
  it('shows an added estate on the site with its pictures copied into R2, and reports its URL back', async () => {
    const house = estate();
    const sb = await connect(1, [house]);
    const answer = await hook(sb.webhookPath, 'estate-added', house.id);
    expect(answer).toMatchObject({ status: 202, body: { accepted: 'estate-added', estateId: house.id } });
    await settled(sb.connectionId);

    const id = (await estateIdOf(1, house.id))!;
    later();
    const listing = await (await get('http://localhost/nl/te-koop?city=66&sortType=date&sortOrder=DESC')).text();
    expect(listing).toContain(`/nl/aanbod/${id}/`);
    const page = await detailPage(id);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Halfopen bebouwing in Eupen');
    const pictures = [...page.body.matchAll(/src="(\/assets\/media\/crm\/[^"]+)"/g)].map((match) => match[1]!);
    expect(pictures.length).toBeGreaterThan(0);
    const picture = await get(`http://localhost${pictures[0]}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Type')).toBe('image/png');
    expect(picture.headers.get('Cache-Control')).toContain('immutable');
    // Two photos, the floor plan, the EPC certificate and the negotiator's photo: every file whose address expires.
    const copied = (await env.MEDIA!.list({ prefix: `crm/1/sweepbright/${house.id}/` })).objects.map((object) => object.key.split('/').pop());
    expect(copied.sort()).toEqual(
      ['a7b8c9d0-img1-photo-1.jpg', 'a7b8c9d0-img2-photo-2.jpg', 'doc-epc-epb-certificaat.pdf', 'negotiator-photo', 'plan-1-grondplan.pdf'].sort(),
    );

    const calls = await sb.calls();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({ path: `/estates/${house.id}/url`, status: 200, body: { url: `http://localhost/nl/aanbod/${id}` } });
    expect(await syncLog(sb.connectionId)).toMatchObject([{ created: 1, refused: 0, error: null }]);
  });

  it('copies no file of an estate that stays off the site (prospect, not public)', async () => {
    const prospect = estate(undefined, { status: 'prospect' });
    const hidden = estate(undefined, { publish_status: 'private' });
    const sb = await connect(1, [prospect, hidden]);
    await hook(sb.webhookPath, 'estate-added', prospect.id);
    await hook(sb.webhookPath, 'estate-added', hidden.id);
    await settled(sb.connectionId);
    expect(await estateIdOf(1, prospect.id)).toBeNull();
    expect(await estateIdOf(1, hidden.id)).toBeNull();
    for (const one of [prospect, hidden]) expect((await env.MEDIA!.list({ prefix: `crm/1/sweepbright/${one.id}/` })).objects).toHaveLength(0);
  });

  it('shows the new price on the next request after an update', async () => {
    const house = estate();
    const sb = await connect(1, [house]);
    await announced(sb, 'estate-added', house.id);
    const id = (await estateIdOf(1, house.id))!;
    expect(priceOn((await detailPage(id)).body)).toBe(formatPrice(385_000));

    await fetch(`https://sweepbright.test/__fake/${sb.connection.clientId}/estates/${house.id}`, {
      method: 'PUT',
      body: JSON.stringify({ ...house, price: { amount: 359_000, currency: 'EUR', hidden: false } }),
    });
    await announced(sb, 'estate-updated', house.id);
    later();
    expect(priceOn((await detailPage(id)).body)).toBe(formatPrice(359_000));
    expect((await syncLog(sb.connectionId)).map((entry) => entry.updated)).toEqual([0, 1]);
  });

  it('refuses an answer older than the site has (updated_at), and an older removal, with a sync-log line each', async () => {
    const house = estate(SWEEPBRIGHT_FIXTURES.everyLanguage, { updated_at: '2026-03-02T07:00:00+00:00' });
    const sb = await connect(1, [house]);
    await announced(sb, 'estate-added', house.id);
    const id = (await estateIdOf(1, house.id))!;
    const put = (changes: Record<string, unknown>) =>
      fetch(`https://sweepbright.test/__fake/${sb.connection.clientId}/estates/${house.id}`, { method: 'PUT', body: JSON.stringify({ ...house, ...changes }) });

    // A fetch that read the estate before its last change, written late.
    await put({ price: { amount: 250_000, currency: 'EUR', hidden: false }, updated_at: '2026-03-02T06:00:00+00:00' });
    await announced(sb, 'estate-updated', house.id);
    // So is a status that takes it off the site, older than what the site has.
    await put({ status: 'lost', updated_at: '2026-03-02T06:30:00+00:00' });
    await announced(sb, 'estate-updated', house.id);
    later();
    expect(priceOn((await detailPage(id)).body)).toBe(formatPrice(385_000));
    const log = await syncLog(sb.connectionId);
    expect(log.slice(1).map(({ updated, deleted }) => ({ updated, deleted }))).toEqual([
      { updated: 0, deleted: 0 },
      { updated: 0, deleted: 0 },
    ]);
    for (const entry of log.slice(1))
      expect(JSON.parse(entry.refusals)).toEqual([
        expect.objectContaining({ externalId: house.id, path: 'updatedAt', reason: expect.stringMatching(/^stale: .*2026-03-02T07:00:00\.000Z/), stale: true }),
      ]);

    await put({ price: { amount: 359_000, currency: 'EUR', hidden: false }, updated_at: '2026-03-02T08:00:00+00:00' });
    await announced(sb, 'estate-updated', house.id);
    later();
    expect(priceOn((await detailPage(id)).body)).toBe(formatPrice(359_000));
  });

  it('removes a deleted estate: its page answers as a removed listing does; a forged delete changes nothing', async () => {
    const house = estate();
    const sb = await connect(1, [house]);
    await announced(sb, 'estate-added', house.id);
    const id = (await estateIdOf(1, house.id))!;

    // SweepBright still has it: a delete webhook alone only causes a fetch.
    await announced(sb, 'estate-deleted', house.id);
    expect((await detailPage(id)).status).toBe(200);

    await fetch(`https://sweepbright.test/__fake/${sb.connection.clientId}/estates/${house.id}`, { method: 'DELETE' });
    await announced(sb, 'estate-deleted', house.id);
    later();
    const never = await detailPage(987_654_321);
    expect(never.status).not.toBe(200);
    expect((await detailPage(id)).status).toBe(never.status);
    expect((await syncLog(sb.connectionId)).at(-1)).toMatchObject({ deleted: 1, error: null });
  });

  it('writes the same event twice once', async () => {
    const house = estate();
    const sb = await connect(1, [house]);
    await announced(sb, 'estate-updated', house.id);
    const before = await env.DB.prepare('SELECT updated_at, content_hash FROM external_ids WHERE external_id = ?1').bind(house.id).first();
    await announced(sb, 'estate-updated', house.id);
    expect(await env.DB.prepare('SELECT updated_at, content_hash FROM external_ids WHERE external_id = ?1').bind(house.id).first()).toEqual(before);
    expect((await syncLog(sb.connectionId)).map(({ created, updated, unchanged }) => [created, updated, unchanged])).toEqual([
      [1, 0, 0],
      [0, 0, 1],
    ]);
    expect((await sb.calls()).filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('retries an outage with backoff, dead-letters it after the last try, and the cron sends it again', async () => {
    const house = estate();
    const sb = await connect(1, [house]);
    await sb.fail({ status: 500, path: '/estates/', times: 'always' });
    await announced(sb, 'estate-added', house.id, 'dead');
    const tries = (await sb.calls()).filter((call) => call.method === 'GET');
    expect(tries).toHaveLength(6);
    const [entry] = await syncLog(sb.connectionId);
    expect(entry.error).toMatch(/^gave up after 6 tries.*CRM down: .*answered 500/);
    expect(await estateIdOf(1, house.id)).toBeNull();

    await fetch(`https://sweepbright.test/__fake/${sb.connection.clientId}/failures`, { method: 'DELETE' });
    await runCron(Date.now() + REDRIVE_AFTER_MS + 1000);
    await settled(sb.connectionId);
    expect(await estateIdOf(1, house.id)).toBeGreaterThan(0);
    expect((await syncLog(sb.connectionId)).at(-1)).toMatchObject({ created: 1, error: null });
  });

  it('gives a dead event up after MAX_EVENT_TRIES: settled, the last error in the log, not sent again by the cron', async () => {
    const house = estate();
    const sb = await connect(1, [house]);
    await sb.fail({ status: 500, path: '/estates/', times: 'always' });
    await announced(sb, 'estate-added', house.id, 'dead');
    // A day of re-drives later: the next round is the last.
    await env.DB.prepare('UPDATE sync_events SET attempts = ?2 WHERE connection_id = ?1')
      .bind(sb.connectionId, MAX_EVENT_TRIES - SYNC_MAX_RETRIES - 1)
      .run();
    await runCron(Date.now() + REDRIVE_AFTER_MS + 1000);
    await settled(sb.connectionId, 'done');
    expect((await syncLog(sb.connectionId)).at(-1)!.error).toMatch(
      new RegExp(`^gave up after ${MAX_EVENT_TRIES} tries, not sent again.*CRM down: .*answered 500`),
    );
    const before = (await sb.calls()).length;
    await runCron(Date.now() + 2 * REDRIVE_AFTER_MS + 1000);
    expect((await sb.calls()).length).toBe(before);
    expect(await env.DB.prepare('SELECT state FROM sync_events WHERE connection_id = ?1').bind(sb.connectionId).first('state')).toBe('done');
  });

  it('honours a 429’s Retry-After, and retries an answer that comes too late', async () => {
    const house = estate();
    const sb = await connect(1, [house]);
    await sb.fail({ status: 429, retryAfter: '3', path: '/estates/', times: 1 });
    await sb.fail({ delayMs: 2500, path: '/estates/', times: 1 });
    await sb.fail({ delayMs: 100, path: '/estates/', times: 1 });
    const started = Date.now();
    // The client gives up on an answer after CRM_TIMEOUT_MS (2 s in vitest.config.ts): the 2.5 s one is a timeout, retried.
    await announced(sb, 'estate-added', house.id);
    // The retries' own backoff is 0 s here (vitest.config.ts): only the Retry-After waits 3 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000 + 2000);
    // The fake logs a call when its answer ends: the timed-out one (2.5 s) after the sync settled.
    await vi.waitFor(async () => {
      const gets = (await sb.calls()).filter((call) => call.method === 'GET');
      expect(gets.map((call) => call.status)).toEqual([429, 200, 200]);
    }, UNTIL);
    expect(await estateIdOf(1, house.id)).toBeGreaterThan(0);
  });

  it('records rejected credentials on the connection and in the log, writes and asks nothing more, syncs what waited once the secret is replaced', async () => {
    const house = estate();
    const sb = await connect(1, [house]);
    // The agency's secret changed at SweepBright (the fake's account is made again with it).
    await fetch(`https://sweepbright.test/__fake/${sb.connection.clientId}`, { method: 'PUT', body: JSON.stringify({ secret: 'rotated-at-sweepbright' }) });
    await fetch(`https://sweepbright.test/__fake/${sb.connection.clientId}/estates`, { method: 'PUT', body: JSON.stringify([house]) });
    await announced(sb, 'estate-added', house.id, 'dead');
    expect((await syncLog(sb.connectionId))[0].error).toMatch(/^credentials rejected: /);
    const listed = await admin('/sites/1/connections');
    const connection = listed.body.connections.find((one: { id: number }) => one.id === sb.connectionId);
    expect(connection.lastError).toMatch(/^credentials rejected: /);
    expect(await estateIdOf(1, house.id)).toBeNull();

    // An event arriving while the secret is rejected is recorded; SweepBright is not asked (no token call).
    const asked = (await sb.calls()).length;
    const other = estate();
    await fetch(`https://sweepbright.test/__fake/${sb.connection.clientId}/estates`, { method: 'PUT', body: JSON.stringify([house, other]) });
    expect((await hook(sb.webhookPath, 'estate-added', other.id)).status).toBe(202);
    await settled(sb.connectionId, 'dead');
    expect((await sb.calls()).length).toBe(asked);
    await runCron(Date.now() + REDRIVE_AFTER_MS + 1000);
    expect((await sb.calls()).length).toBe(asked);

    // The agency enters its new secret: the events that waited are synced, and the same address works on the next event.
    const changed = await admin(`/sites/1/connections/${sb.connectionId}`, { method: 'PUT', body: { secret: 'rotated-at-sweepbright' } });
    expect(changed).toMatchObject({ status: 200, body: { connection: { webhookPath: sb.webhookPath, lastError: null } } });
    await settled(sb.connectionId);
    expect(await estateIdOf(1, house.id)).toBeGreaterThan(0);
    expect(await estateIdOf(1, other.id)).toBeGreaterThan(0);
    await announced(sb, 'estate-updated', house.id);
    expect((await syncLog(sb.connectionId)).at(-1)).toMatchObject({ unchanged: 1, error: null });
  });

  it('publishes without a picture whose address expired, says so, and tries again with fresh addresses', async () => {
    const house = estate();
    const sb = await connect(1, [house], { pictureSeconds: 0 });
    await announced(sb, 'estate-added', house.id);
    const log = await syncLog(sb.connectionId);
    expect(log).toHaveLength(3);
    expect(log[0]).toMatchObject({ created: 1 });
    expect(JSON.parse(log[0].refusals)[0].reason).toMatch(/expired/);
    expect((await env.MEDIA!.list({ prefix: `crm/1/sweepbright/${house.id}/` })).objects).toHaveLength(0);
    expect((await detailPage((await estateIdOf(1, house.id))!)).status).toBe(200);
  });

  it('publishes an estate with a file whose address is no URL, and reports that file missing', async () => {
    const house = estate();
    house.images = [
      { ...(house.images as Record<string, unknown>[])[0]!, filename: null, url: 'not a url' },
      ...(house.images as Record<string, unknown>[]).slice(1),
    ];
    const sb = await connect(1, [house]);
    await announced(sb, 'estate-added', house.id);
    const [first] = await syncLog(sb.connectionId);
    expect(first).toMatchObject({ created: 1, error: null });
    expect(JSON.parse(first.refusals)).toContainEqual(expect.objectContaining({ path: 'images.0', reason: expect.stringMatching(/has no valid address/) }));
    expect(await estateIdOf(1, house.id)).toBeGreaterThan(0);
  });

  it('refuses a file whose Content-Length is over MAX_COPIED_BYTES before reading it', async () => {
    const house = estate();
    const sb = await connect(1, [house]);
    const url =
      `https://sweepbright.test/files/${encodeURIComponent(sb.connection.clientId)}/${house.id}/big.png?expires=` +
      `${Math.floor(Date.now() / 1000) + 600}&bytes=${MAX_COPIED_BYTES + 1}`;
    const result = await copyFile(env.MEDIA, { key: `crm/1/sweepbright/${house.id}/big.png`, siteId: 1, url });
    expect(result).toEqual({ ok: false, reason: `is over ${MAX_COPIED_BYTES} bytes`, copy: { problem: 'tooLarge', bytes: MAX_COPIED_BYTES } });
    expect(await env.MEDIA!.head(`crm/1/sweepbright/${house.id}/big.png`)).toBeNull();
  });

  it('reads a webhook body up to MAX_WEBHOOK_BODY_CHARS on the site and the platform, and answers a longer one 413', async () => {
    const house = estate();
    const sb = await connect(1, [house]);
    const json = JSON.stringify({ event: 'estate-added', estate_id: house.id });
    const init = (length: number) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: json.padEnd(length, ' ') });
    // The site's relay (on the agency's hostname), and the platform's hook it relays to.
    for (const send of [
      (length: number) => get(`http://localhost${sb.webhookPath}`, init(length)),
      (length: number) => platform.request(sb.webhookPath, init(length), bindings),
    ]) {
      expect((await send(MAX_WEBHOOK_BODY_CHARS)).status).toBe(202);
      expect((await send(MAX_WEBHOOK_BODY_CHARS + 1)).status).toBe(413);
    }
    await settled(sb.connectionId);
  });

  it('changes nothing for an estate of another site’s connection, and answers an unknown address 404', async () => {
    const theirs = estate();
    const other = await connect(2, [theirs]);
    const mine = await connect(1, []);
    // Site 1's address naming site 2's estate: fetched with site 1's credentials, which do not reach it.
    const answer = await hook(mine.webhookPath, 'estate-added', theirs.id);
    expect(answer.status).toBe(202);
    await settled(mine.connectionId);
    expect(await estateIdOf(1, theirs.id)).toBeNull();
    expect(await estateIdOf(2, theirs.id)).toBeNull();
    expect(await other.calls()).toEqual([]);

    const forged = mine.webhookPath.replace(/\.[A-Za-z0-9_-]{43}$/, `.${'A'.repeat(43)}`);
    expect((await hook(forged, 'estate-added', theirs.id)).status).toBe(404);
    expect((await hook(`/hooks/sweepbright/${other.connectionId}.${mine.webhookPath.split('.')[1]}`, 'estate-added', theirs.id)).status).toBe(404);
    expect((await hook('/hooks/sweepbright/not-a-token', 'estate-added', theirs.id)).status).toBe(404);
  });

  it('derives the webhook token key once per isolate, not on every call', async () => {
    const derive = vi.spyOn(crypto.subtle, 'deriveKey');
    const connection = { id: 7, created_at: '2026-01-01T00:00:00.000Z' };
    const first = await webhookToken(connection, env.CONNECTION_SECRET_KEY);
    const calls = derive.mock.calls.length;
    expect(await webhookToken(connection, env.CONNECTION_SECRET_KEY)).toBe(first);
    expect(await webhookTokenMatches(connection, first!, env.CONNECTION_SECRET_KEY)).toBe(true);
    expect(calls).toBeLessThanOrEqual(1);
    expect(derive.mock.calls.length).toBe(calls);
  });

  it('answers a body it cannot read 400 and ignores an unknown event', async () => {
    const sb = await connect(1, []);
    const bad = await get(`http://localhost${sb.webhookPath}`, { method: 'POST', body: '{"event":"estate-added","estate_id":"../x"}' });
    expect(bad.status).toBe(400);
    expect((await hook(sb.webhookPath, 'contact-created', 'abc')).status).toBe(202);
    expect((await hook(sb.webhookPath, 'estate-updated', 'a1')).status).toBe(202);
    await settled(sb.connectionId);
  });
});

describe('SweepBright: a fresh page after an update, the URL reported once per change', () => {
  const putPrice = (sb: { connection: { clientId: string } }, house: RawSweepBrightEstate, amount: number) =>
    fetch(`https://sweepbright.test/__fake/${sb.connection.clientId}/estates/${house.id}`, {
      method: 'PUT',
      body: JSON.stringify({ ...house, price: { amount, currency: 'EUR', hidden: false } }),
    });
  const urlReports = async (sb: { calls(): Promise<{ method: string; path: string; status: number; body: unknown }[]> }) =>
    (await sb.calls()).filter((call) => call.method === 'PUT' && call.path.endsWith('/url'));

  it('shows an update to a visitor looking at the listing a second later, not after the site’s five-second memory', async () => {
    expect(LISTING_GENERATION_MEMORY_MS).toBeLessThan(GENERATION_MEMORY_MS);
    const house = estate();
    const sb = await connect(1, [house]);
    await announced(sb, 'estate-added', house.id);
    const id = (await estateIdOf(1, house.id))!;
    const card = async () =>
      new RegExp(`data-estate-id="${id}"[\\s\\S]*?estate-card__price">([^<]*)<`).exec(
        await (await get('http://localhost/nl/te-koop?city=66&sortType=date&sortOrder=DESC')).text(),
      )?.[1];
    later();
    // The visitor's pages: the isolate now remembers their answers and generation numbers.
    expect(priceOn((await detailPage(id)).body)).toBe(formatPrice(385_000));
    expect(await card()).toBe(formatPrice(385_000));
    const looked = Date.now();

    await putPrice(sb, house, 359_000);
    await announced(sb, 'estate-updated', house.id);
    vi.spyOn(Date, 'now').mockReturnValue(looked + LISTING_GENERATION_MEMORY_MS + 1);
    expect(priceOn((await detailPage(id)).body)).toBe(formatPrice(359_000));
    expect(await card()).toBe(formatPrice(359_000));
  });

  it('reports the public URL once: again after a failed report or a new site address, never on an update or an unchanged estate', async () => {
    const house = estate();
    const sb = await connect(1, [house]);
    await sb.fail({ status: 503, path: '/url', times: 1 });
    await announced(sb, 'estate-added', house.id);
    const id = (await estateIdOf(1, house.id))!;
    expect((await urlReports(sb)).map((call) => call.status)).toEqual([503, 200]);

    await putPrice(sb, house, 359_000);
    await announced(sb, 'estate-updated', house.id);
    await announced(sb, 'estate-updated', house.id);
    expect((await syncLog(sb.connectionId)).slice(-2).map((entry) => [entry.updated, entry.unchanged])).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect(await urlReports(sb)).toHaveLength(2);

    const primary = "UPDATE sites SET document = json_set(document, '$.primaryHostname', ?1) WHERE id = 1";
    await env.DB.prepare(primary).bind('www.immo-scheldeland.localhost').run();
    try {
      await announced(sb, 'estate-updated', house.id);
    } finally {
      await env.DB.prepare(primary).bind(null).run();
    }
    const reports = await urlReports(sb);
    expect(reports).toHaveLength(3);
    expect(reports.at(-1)).toMatchObject({
      path: `/estates/${house.id}/url`,
      status: 200,
      body: { url: `http://www.immo-scheldeland.localhost/nl/aanbod/${id}` },
    });
  });
});

describe('SweepBright: an estate under option', () => {
  it('shows "Onder optie" / "Sous option" / "Under option" / "Unter Option" on card and detail; sale filters find it, not the sold or rent lists', async () => {
    const house = estate(undefined, { status: 'option' });
    const sb = await connect(1, [house]);
    await announced(sb, 'estate-added', house.id);
    const id = (await estateIdOf(1, house.id))!;
    // A minute on: past the times an earlier test of this file set the clock to (its kept answers were stored then).
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    const lists = { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale', de: 'zu-verkaufen' } as const;
    for (const locale of LOCALES) {
      expect(await detailLabel(locale, id), locale).toEqual({ kind: 'option', text: UNDER_OPTION[locale] });
      const list = await (await get(`http://localhost/${locale}/${lists[locale]}?city=66&sortType=date&sortOrder=DESC`)).text();
      expect(cardLabel(list, id), locale).toEqual({ kind: 'option', text: UNDER_OPTION[locale] });
    }
    const html = async (path: string) => (await get(`http://localhost/nl/${path}`)).text();
    expect(cardLabel(await html('te-koop?city=66&trans=kopen&sortType=date&sortOrder=DESC'), id)).toMatchObject({ kind: 'option' });
    expect(cardLabel(await html('te-koop?city=66&status=FOR_SALE&sortType=date&sortOrder=DESC'), id)).toMatchObject({ kind: 'option' });
    expect(cardLabel(await html('verkocht?city=66'), id)).toBeUndefined();
    expect(cardLabel(await html('te-huur?city=66'), id)).toBeUndefined();
    expect((await detailPage(id)).body).toContain('"availability":"https://schema.org/LimitedAvailability"');

    // Available again: the label goes on the next page.
    await fetch(`https://sweepbright.test/__fake/${sb.connection.clientId}/estates/${house.id}`, {
      method: 'PUT',
      body: JSON.stringify({ ...house, status: 'available' }),
    });
    await announced(sb, 'estate-updated', house.id);
    later();
    expect(await detailLabel('nl', id)).toBeNull();
  });
});
