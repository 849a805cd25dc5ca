import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RawSweepBrightEstate, SWEEPBRIGHT_FIXTURES, whiseEstates } from '../../../support/fake-crm/fixtures';
import { agency, connectionIdOf, page, post } from '../../console-crm-helpers';
import { consoleFetch, type Who } from '../../console-helpers';
import { fakeSweepBright, fakeWhise } from '../../fake-crm';
import type { ImportRow } from '../../../../worker/platform/sync/imports';
import { get } from '../../helpers';
import { UNTIL } from '../../until';

// A CRM's listings imported when the connection is made or its
// credentials change (Whise: its estates list, page by page through the sync queue, the
// progress on the CRM screen; SweepBright: no list call, the screen says what to do in
// SweepBright and counts what arrives), "Import everything again", and the sync queue's
// waiting, retried and dead events with "Retry now", against the fake CRMs of
// test/support/fake-crm/. Real D1, Queues and KV (miniflare).

/** The queue delivers in milliseconds; the limit only keeps a broken test from hanging. */

afterEach(() => vi.restoreAllMocks());

const importsOf = async (connectionId: number) =>
  (await env.DB.prepare('SELECT * FROM crm_imports WHERE connection_id = ?1 ORDER BY id').bind(connectionId).all<ImportRow>()).results;

/** Waits until the connection has had `count` imports and the last one is done (or `state`); answers it. */
async function imported(connectionId: number, count: number, state = 'done'): Promise<ImportRow> {
  let last: ImportRow | undefined;
  await vi.waitFor(async () => {
    const rows = await importsOf(connectionId);
    expect(rows).toHaveLength(count);
    last = rows.at(-1);
    // A failed import's error in the message: the reason is what a failure's reader needs.
    expect(last?.state, `import ${last?.id}: ${last?.error ?? 'no error'}`).toBe(state);
  }, UNTIL);
  return last!;
}

const listingsOf = (siteId: number, source: string) =>
  env.DB.prepare('SELECT count(*) AS n FROM external_ids WHERE site_id = ?1 AND source = ?2').bind(siteId, source).first<number>('n');

/** Connects Whise through the console's form, as the owner would. */
async function connectWhise(siteId: number, who: Who, fake: Awaited<ReturnType<typeof fakeWhise>>, password = fake.connection.password) {
  const made = await post(`/en/sites/${siteId}/crm`, who, {
    kind: 'whise',
    username: fake.connection.username,
    password,
    clientId: String(fake.connection.clientId),
    officeId: '',
  });
  expect(made.status, await made.clone().text()).toBe(303);
  return connectionIdOf(siteId, 'whise');
}

/** The form action of the screen's button that retries the event of `subject` (its words on the screen). */
function retryActionOf(body: string, subject: string): string {
  const item = body.split('<li>').find((part) => part.includes(`<strong>${subject}</strong>`));
  const action = item && /<form action="([^"]+\/retry)"/.exec(item)?.[1];
  if (!action) throw new Error(`no retry button for ${subject}`);
  return action;
}

describe('import on connect (Whise: its list, page by page through the sync queue)', () => {
  it('brings all 250 listings over three pages with the progress on screen, a dead page retried now goes on, a second import changes nothing', async () => {
    const { siteId, owner } = await agency();
    const fake = await fakeWhise(whiseEstates(250, { firstId: 7_100_000 }));
    // Pages 1 and 2 answer; page 3 fails (Whise down) until the fake answers again.
    await fake.fail({ path: '/v1/estates/list', status: 500, skip: 2 });
    const id = await connectWhise(siteId, owner, fake);

    await vi.waitFor(async () => {
      const dead = await env.DB.prepare("SELECT count(*) AS n FROM sync_events WHERE connection_id = ?1 AND event = 'import' AND state = 'dead'")
        .bind(id)
        .first('n');
      expect(dead).toBe(1);
    }, UNTIL);
    expect(await listingsOf(siteId, 'whise')).toBe(200);
    const stalled = await page(`/en/sites/${siteId}/crm`, owner);
    expect(stalled.body).toContain('200 of 250 imported');
    expect(stalled.body).toMatch(/<progress max="250" value="200" aria-label="Import progress"/);
    expect(stalled.body).toContain('So far: 200 new, 0 changed, 0 unchanged, 0 refused, 0 kept off the site (status).');
    expect(stalled.body).toContain('Waiting: 0 · being retried: 0 · given up for now: 1');
    expect(stalled.body).toMatch(/<strong>Import, page from number 201<\/strong> · received [^<]+, tries: 6/);
    expect(stalled.body).toMatch(/Reason: CRM down: whise: POST \/v1\/estates\/list answered 500/);
    // The calls pages 1 and 2 made: offsets 0 and 100, 100 a page, in the documented Page shape.
    const pages = (await fake.calls())
      .filter((call) => call.path === '/v1/estates/list')
      .map((call) => (call.body as { Page: { Offset: number; Limit: number } }).Page);
    expect(pages.slice(0, 3)).toEqual([
      { Offset: 0, Limit: 100 },
      { Offset: 100, Limit: 100 },
      { Offset: 200, Limit: 100 },
    ]);

    await fake.answerAgain();
    const retried = await post(retryActionOf(stalled.body, 'Import, page from number 201'), owner);
    expect(retried.status).toBe(303);
    expect(retried.headers.get('Location')).toBe(`/en/sites/${siteId}/crm?done=retried#connection-${id}`);
    const first = await imported(id, 1);
    expect(first).toMatchObject({ reason: 'connected', mode: 'pages', total: 250, imported: 250, created: 250, updated: 0, unchanged: 0, refused: 0 });
    expect(await listingsOf(siteId, 'whise')).toBe(250);
    const done = await page(`/en/sites/${siteId}/crm?done=retried`, owner);
    expect(done.body).toContain('Sent to the queue again: it is being tried now.');
    expect(done.body).toMatch(
      /Imported on \d{4}-\d\d-\d\d \d\d:\d\d: 250 read \(250 new, 0 changed, 0 unchanged, 0 refused, 0 kept off the site by their status\)\./,
    );
    expect(done.body).toContain('Waiting: 0 · being retried: 0 · given up for now: 0');

    // "Import everything again": the same 250, nothing written.
    const again = await post(`/en/sites/${siteId}/crm/${id}/import`, owner);
    expect(again.headers.get('Location')).toBe(`/en/sites/${siteId}/crm?done=importing#connection-${id}`);
    expect(await imported(id, 2)).toMatchObject({ reason: 'again', total: 250, imported: 250, created: 0, updated: 0, unchanged: 250 });
    expect(await listingsOf(siteId, 'whise')).toBe(250);
  });

  it('stops with the reason when Whise refuses the credentials, and imports everything once they are replaced', async () => {
    const { siteId, owner } = await agency();
    const fake = await fakeWhise(whiseEstates(120, { firstId: 7_200_000 }));
    const id = await connectWhise(siteId, owner, fake, 'not-the-password');
    expect(await imported(id, 1, 'failed')).toMatchObject({ reason: 'connected', total: null, imported: 0 });
    expect((await page(`/en/sites/${siteId}/crm`, owner)).body).toMatch(
      /The import stopped: credentials rejected: whise: POST \/token answered 401[^<]*\. Fix the cause/,
    );

    const replaced = await post(`/en/sites/${siteId}/crm/${id}/credentials`, owner, {
      kind: 'whise',
      username: fake.connection.username,
      password: fake.connection.password,
      clientId: '20001',
    });
    expect(replaced.status).toBe(303);
    expect(await imported(id, 2)).toMatchObject({ reason: 'credentials', total: 120, imported: 120, created: 120 });
    expect((await importsOf(id))[0]!.state).toBe('failed');
    expect(await listingsOf(siteId, 'whise')).toBe(120);
  });

  it("refuses to import a second Whise connection of the site under the first one's source, and says why", async () => {
    const { siteId, owner } = await agency();
    const first = await fakeWhise(whiseEstates(3, { firstId: 7_400_000 }));
    const firstId = await connectWhise(siteId, owner, first);
    expect(await imported(firstId, 1)).toMatchObject({ created: 3 });
    // A second office made by the operator through the admin API, without a source of its own.
    const second = await fakeWhise(whiseEstates(2, { firstId: 7_400_100 }));
    const { username, password, clientId } = second.connection;
    const made = await get(`http://localhost/admin/sites/${siteId}/connections`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'whise', settings: { username, clientId }, secret: password }),
    });
    expect(made.status).toBe(201);
    const secondId = ((await made.json()) as { connection: { id: number } }).connection.id;
    expect(await imported(secondId, 1, 'failed')).toMatchObject({
      error: `whise: settings refused: the source is already connection ${firstId}'s on this site: give this connection a source of its own (settings.source)`,
    });
    expect((await second.calls()).filter((call) => call.path === '/v1/estates/list')).toEqual([]);
    expect(await listingsOf(siteId, 'whise')).toBe(3);
  });
});

describe('import on connect (SweepBright: no list call, the agency publishes again)', () => {
  const estate = (): RawSweepBrightEstate => ({ ...structuredClone(SWEEPBRIGHT_FIXTURES.everyLanguage), id: crypto.randomUUID() });

  it("says in the agency's language what to do in SweepBright and counts the listings as they arrive", async () => {
    const { siteId, owner } = await agency();
    const estates = [estate(), estate()];
    const fake = await fakeSweepBright(estates);
    const made = await post(`/fr/sites/${siteId}/crm`, owner, {
      kind: 'sweepbright',
      sbClientId: fake.connection.clientId,
      sbClientSecret: fake.connection.clientSecret,
    });
    expect(made.status).toBe(303);
    const id = await connectionIdOf(siteId, 'sweepbright');
    expect(await importsOf(id)).toMatchObject([{ reason: 'connected', mode: 'publish', state: 'running' }]);
    const before = await page(`/fr/sites/${siteId}/crm`, owner);
    expect(before.body).toContain('L’API de SweepBright ne peut pas lister vos biens');
    expect(before.body).toContain('cochez le canal de votre site web');
    expect(before.body).toMatch(/Reçus de SweepBright depuis le \d{4}-\d\d-\d\d \d\d:\d\d : 0\./);
    // Nothing is asked of SweepBright but the connection's test.
    expect((await fake.calls()).map((call) => call.path)).toEqual(['/oauth/token', '/estates/00000000-0000-0000-0000-000000000000']);

    const webhook = /<code class="copy">http:\/\/agency-\d+\.localhost(\/hooks\/sweepbright\/[^<]+)<\/code>/.exec(before.body)![1]!;
    for (const one of estates) {
      const hook = await get(`http://agency-${siteId}.localhost${webhook}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ event: 'estate-added', estate_id: one.id }),
      });
      expect(hook.status).toBe(202);
    }
    await vi.waitFor(async () => expect(await listingsOf(siteId, 'sweepbright')).toBe(2), UNTIL);
    await vi.waitFor(async () => expect((await page(`/fr/sites/${siteId}/crm`, owner)).body).toMatch(/Reçus de SweepBright depuis le [^<]+ : 2\./), UNTIL);
  });
});

describe('the sync queue on the CRM screen', () => {
  it('lists a dead webhook event with its reason, retries it now once SweepBright answers, and counts the day', async () => {
    const { siteId, owner } = await agency();
    const house = { ...structuredClone(SWEEPBRIGHT_FIXTURES.everyLanguage), id: crypto.randomUUID() };
    const fake = await fakeSweepBright([house]);
    const made = await post(`/en/sites/${siteId}/crm`, owner, {
      kind: 'sweepbright',
      sbClientId: fake.connection.clientId,
      sbClientSecret: fake.connection.clientSecret,
    });
    expect(made.status).toBe(303);
    const id = await connectionIdOf(siteId, 'sweepbright');
    const webhook = /\/hooks\/sweepbright\/[^<"]+/.exec((await page(`/en/sites/${siteId}/crm`, owner)).body)![0];
    await fake.fail({ path: '/estates/', status: 503 });
    await get(`http://agency-${siteId}.localhost${webhook}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'estate-added', estate_id: house.id }),
    });
    await vi.waitFor(
      async () =>
        expect(await env.DB.prepare("SELECT state FROM sync_events WHERE connection_id = ?1 AND event = 'estate-added'").bind(id).first('state')).toBe('dead'),
      UNTIL,
    );

    const dead = await page(`/en/sites/${siteId}/crm`, owner);
    expect(dead.body).toContain('Given up for now (the platform tries again every 15 minutes)');
    expect(dead.body).toContain(`<strong>Listing ${house.id}</strong>`);
    expect(dead.body).toMatch(/Reason: CRM down: sweepbright: GET \/api\/estates\/[^ ]+ answered 503/);
    expect(dead.body).toContain(`aria-label="Retry now: Listing ${house.id}"`);
    expect(await listingsOf(siteId, 'sweepbright')).toBe(0);

    await fake.answerAgain();
    const all = await post(`/en/sites/${siteId}/crm/${id}/events/retry`, owner);
    expect(all.headers.get('Location')).toBe(`/en/sites/${siteId}/crm?done=retried#connection-${id}`);
    await vi.waitFor(
      async () =>
        expect(await env.DB.prepare("SELECT state FROM sync_events WHERE connection_id = ?1 AND event = 'estate-added'").bind(id).first('state')).toBe('done'),
      UNTIL,
    );
    expect(await listingsOf(siteId, 'sweepbright')).toBe(1);
    const after = await page(`/en/sites/${siteId}/crm`, owner);
    expect(after.body).toContain('Waiting: 0 · being retried: 0 · given up for now: 0');
    expect(after.body).not.toContain(`<strong>Listing ${house.id}</strong>`);
    // Today's row: one event received, synced in the end after more than one try, none given up.
    expect(after.body).toMatch(/<caption id="connection-\d+-events-days">Per day \(last 14 days\)<\/caption>/);
    expect(after.body).toMatch(/<th scope="row"><time dateTime="\d{4}-\d\d-\d\d">\d{4}-\d\d-\d\d<\/time><\/th><td>1<\/td><td>1<\/td><td>1<\/td><td>0<\/td>/);
    // Nothing left to retry: said so, nothing sent.
    const none = await post(`/en/sites/${siteId}/crm/${id}/events/retry`, owner);
    expect(none.headers.get('Location')).toBe(`/en/sites/${siteId}/crm?done=retriedNone#connection-${id}`);
  });

  it("keeps another agency's owner out of a connection's import and retries, and refuses them without the CSRF token", async () => {
    const mine = await agency();
    const theirs = await agency();
    const fake = await fakeSweepBright([]);
    const made = await post(`/en/sites/${theirs.siteId}/crm`, theirs.owner, {
      kind: 'sweepbright',
      sbClientId: fake.connection.clientId,
      sbClientSecret: fake.connection.clientSecret,
    });
    expect(made.status).toBe(303);
    const id = await connectionIdOf(theirs.siteId, 'sweepbright');
    const event = await env.DB.prepare(
      'INSERT INTO sync_events (site_id, connection_id, external_id, event, state, attempts, received_at, updated_at, last_error) VALUES (?1, ?2, ' +
        "'sb-dead', 'estate-added', 'dead', 6, ?3, ?3, 'CRM down') RETURNING id",
    )
      .bind(theirs.siteId, id, new Date().toISOString())
      .first<number>('id');
    for (const path of [`/crm/${id}/import`, `/crm/${id}/events/retry`, `/crm/${id}/events/${event}/retry`]) {
      // Under the owner's own agency: no such connection there.
      expect((await post(`/en/sites/${mine.siteId}${path}`, mine.owner)).status, path).toBe(404);
      // Under the other agency: not theirs to see.
      expect([403, 404], path).toContain((await post(`/en/sites/${theirs.siteId}${path}`, mine.owner)).status);
      // The agency's own owner without the form's CSRF token.
      expect((await consoleFetch(`/en/sites/${theirs.siteId}${path}`, { cookie: theirs.owner.cookie, form: {} })).status, path).toBe(403);
    }
    expect(await importsOf(id)).toHaveLength(1);
    expect(await env.DB.prepare('SELECT state FROM sync_events WHERE id = ?1').bind(event).first('state')).toBe('dead');
  });
});
