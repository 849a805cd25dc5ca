import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../../../worker/site/env';
import { type RawSweepBrightEstate, SWEEPBRIGHT_FIXTURES, whiseEstates } from '../../../support/fake-crm/fixtures';
import { agency, connectionIdOf, page, post } from '../../console-crm-helpers';
import { consoleFetch, type Who } from '../../console-helpers';
import { fakeSweepBright, fakeWhise } from '../../fake-crm';
import { get } from '../../helpers';
import { UNTIL, until } from '../../until';

// Nothing refused without a word (docs/crm-connectors.md "The sync queue on the console",
// decision 054): a bulk publish of SweepBright is taken whole and synced at the connection's pace;
// an event the platform gives up is named on the CRM screen with "Fetch again"; an import's
// summary accounts for every listing it read; deleting a connection asks what becomes of its
// listings and does it. Through the console's forms and the fake CRMs of test/support/fake-crm/.
// Real D1, Queues and KV (miniflare).

afterEach(() => vi.restoreAllMocks());

const listingsOf = (siteId: number, source: string) =>
  env.DB.prepare('SELECT count(*) AS n FROM external_ids WHERE site_id = ?1 AND source = ?2').bind(siteId, source).first<number>('n');

const estate = (changes: Partial<RawSweepBrightEstate> = {}): RawSweepBrightEstate => ({
  ...structuredClone(SWEEPBRIGHT_FIXTURES.minimal),
  id: crypto.randomUUID(),
  ...changes,
});

/** SweepBright connected through the console's form: its connection id and the webhook path the screen shows. */
async function connectSweepBright(siteId: number, owner: Who, estates: RawSweepBrightEstate[]) {
  const fake = await fakeSweepBright(estates);
  const made = await post(`/en/sites/${siteId}/crm`, owner, {
    kind: 'sweepbright',
    sbClientId: fake.connection.clientId,
    sbClientSecret: fake.connection.clientSecret,
  });
  expect(made.status).toBe(303);
  const id = await connectionIdOf(siteId, 'sweepbright');
  const webhook = /\/hooks\/sweepbright\/[^<"]+/.exec((await page(`/en/sites/${siteId}/crm`, owner)).body)![0];
  return { fake, id, webhook };
}

/** SweepBright publishing an estate to the agency's site. */
async function publish(siteId: number, webhook: string, estateId: string, vars: Partial<Env> = {}) {
  const response = await get(
    `http://agency-${siteId}.localhost${webhook}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ event: 'estate-updated', estate_id: estateId }) },
    vars,
  );
  return { status: response.status, body: (await response.json()) as { syncsInSeconds?: number } };
}

describe('a bulk publish of SweepBright', () => {
  it('takes 600 publications sent at once, paces those beyond the burst, and writes all 600 on the site', async () => {
    const { siteId, owner } = await agency();
    const estates = Array.from({ length: 600 }, () => estate());
    const { id, webhook } = await connectSweepBright(siteId, owner, estates);
    // 6,000 a minute: the first 100 at once, the other 500 over five seconds.
    const pace = { SYNC_LISTINGS_PER_MINUTE: '6000' } as Partial<Env>;
    const answers = [];
    for (let at = 0; at < estates.length; at += 100)
      answers.push(...(await Promise.all(estates.slice(at, at + 100).map((one) => publish(siteId, webhook, one.id, pace)))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(600).fill(202));
    expect(Math.max(...answers.map((answer) => answer.body.syncsInSeconds ?? 0))).toBeLessThanOrEqual(6);
    // A turn each, never two within 10 ms (6,000 a minute).
    const turns = await env.DB.prepare(
      'SELECT min(due_at - previous) AS gap, count(*) AS n FROM (SELECT due_at, lag(due_at) OVER (ORDER BY due_at) AS previous FROM sync_events WHERE ' +
        'connection_id = ?1)',
    )
      .bind(id)
      .first<{ gap: number; n: number }>();
    expect(turns!.n).toBe(600);
    expect(turns!.gap).toBeGreaterThanOrEqual(10);

    // 600 writes through the local queue's consumer: beside seven other suites at load 20–30 they
    // took longer than 120 s (238, 400 and 520 of 600 written by then). A bound, not a wait.
    await vi.waitFor(async () => expect(await listingsOf(siteId, 'sweepbright')).toBe(600), until(100_000));
    // The sync log's entry of the last one follows its write.
    await vi.waitFor(async () => expect((await page(`/en/sites/${siteId}/crm`, owner)).body).toMatch(/Received from SweepBright since [^<]+: 600\./), UNTIL);
    const screen = (await page(`/en/sites/${siteId}/crm`, owner)).body;
    expect(screen).toContain('Waiting: 0 · being retried: 0 · given up for now: 0');
    expect(screen).not.toContain('Not taken');
  });

  it('says how long a bulk publish takes at the pace the platform keeps, in each language', async () => {
    const { siteId, owner } = await agency();
    await connectSweepBright(siteId, owner, []);
    const en = (await page(`/en/sites/${siteId}/crm`, owner)).body;
    expect(en).toContain(
      'The platform takes every publication: the first 100 at once, then 300 listings a minute. How long it takes: 100 listings about 1 min · 300 ' +
        'listings about 1 min · 600 listings about 2 min · 1000 listings about 3 min.',
    );
    expect((await page(`/nl/sites/${siteId}/crm`, owner)).body).toContain('daarna 300 panden per minuut');
    expect((await page(`/fr/sites/${siteId}/crm`, owner)).body).toContain('puis 300 biens par minute');
    expect((await page(`/de/sites/${siteId}/crm`, owner)).body).toContain('dann 300 Angebote pro Minute');
  });
});

describe('events the platform could not take', () => {
  it('names an event SweepBright refused on the CRM screen and fetches it again on request, once SweepBright answers', async () => {
    const { siteId, owner } = await agency();
    const house = estate();
    const { fake, id, webhook } = await connectSweepBright(siteId, owner, [house]);
    await fake.fail({ path: '/estates/', status: 422, times: 'always' });
    expect((await publish(siteId, webhook, house.id)).status).toBe(202);
    await vi.waitFor(
      async () => expect(await env.DB.prepare('SELECT failed_at FROM sync_events WHERE connection_id = ?1').bind(id).first('failed_at')).not.toBeNull(),
      UNTIL,
    );

    const screen = (await page(`/en/sites/${siteId}/crm`, owner)).body;
    expect(screen).toContain('Not taken: 1. Fetch them again once the cause is gone.');
    expect(screen).toContain('Not taken (the platform gave them up: every try failed or the CRM refused)');
    expect(screen).toMatch(new RegExp(`<strong>Listing ${house.id}</strong>[^]*?Reason: [^<]*answered 422`));
    expect(screen).toContain(`aria-label="Fetch again: Listing ${house.id}"`);
    expect((await page(`/fr/sites/${siteId}/crm`, owner)).body).toContain('Non pris en compte : 1.');
    expect(await listingsOf(siteId, 'sweepbright')).toBe(0);

    await fake.answerAgain();
    const eventId = /action="[^"]+\/events\/(\d+)\/fetch"/.exec(screen)![1];
    const fetched = await post(`/en/sites/${siteId}/crm/${id}/events/${eventId}/fetch`, owner);
    expect(fetched.headers.get('Location')).toBe(`/en/sites/${siteId}/crm?done=fetched#connection-${id}`);
    await vi.waitFor(async () => expect(await listingsOf(siteId, 'sweepbright')).toBe(1), UNTIL);
    // The event that wrote it is settled just after the write: the screen follows.
    await vi.waitFor(async () => expect((await page(`/en/sites/${siteId}/crm`, owner)).body).not.toContain(`<strong>Listing ${house.id}</strong>`), UNTIL);
    // Taken now: nothing left to fetch again.
    expect((await post(`/en/sites/${siteId}/crm/${id}/events/${eventId}/fetch`, owner)).headers.get('Location')).toBe(
      `/en/sites/${siteId}/crm?done=fetchedNone#connection-${id}`,
    );
  });

  it("gives another agency nothing of a connection's events not taken, and refuses a fetch without the CSRF token", async () => {
    const mine = await agency();
    const theirs = await agency();
    const { id } = await connectSweepBright(theirs.siteId, theirs.owner, []);
    const at = new Date().toISOString();
    const event = await env.DB.prepare(
      `INSERT INTO sync_events (site_id, connection_id, external_id, event, state, attempts, received_at, updated_at, last_error, failed_at)
       VALUES (?1, ?2, 'sb-refused', 'estate-added', 'done', 1, ?3, ?3, 'refused: answered 422', ?3) RETURNING id`,
    )
      .bind(theirs.siteId, id, at)
      .first<number>('id');
    expect((await page(`/en/sites/${theirs.siteId}/crm`, theirs.owner)).body).toContain('Not taken: 1.');
    expect((await page(`/en/sites/${theirs.siteId}/crm`, mine.owner)).status).toBe(404);
    for (const path of [`/crm/${id}/events/fetch`, `/crm/${id}/events/${event}/fetch`]) {
      expect((await post(`/en/sites/${theirs.siteId}${path}`, mine.owner)).status).toBe(404);
      expect((await post(`/en/sites/${mine.siteId}${path}`, mine.owner)).status).toBe(404);
      const noToken = await consoleFetch(`/en/sites/${theirs.siteId}${path}`, { cookie: theirs.owner.cookie, form: {} });
      expect(noToken.status).toBe(403);
    }
    const count = await env.DB.prepare('SELECT count(*) AS n FROM sync_events WHERE connection_id = ?1').bind(id).first<number>('n');
    expect(count).toBe(1);
  });
});

describe('an import accounts for every listing it read', () => {
  it('counts the listing it kept off the site in the summary', async () => {
    const { siteId, owner } = await agency();
    const [first, second, third] = whiseEstates(3, { firstId: 7_900_000 });
    // In prospection (Whise purpose status 19): not for the site.
    const prospect = { ...third!, purposeStatus: { id: 19 } };
    const fake = await fakeWhise([first!, second!, prospect]);
    const made = await post(`/en/sites/${siteId}/crm`, owner, {
      kind: 'whise',
      username: fake.connection.username,
      password: fake.connection.password,
      clientId: String(fake.connection.clientId),
      officeId: '',
    });
    expect(made.status).toBe(303);
    await vi.waitFor(async () => expect((await page(`/en/sites/${siteId}/crm`, owner)).body).toContain('Imported on'), UNTIL);
    const screen = (await page(`/en/sites/${siteId}/crm`, owner)).body;
    expect(screen).toMatch(/Imported on [^:]+:\d\d: 3 read \(2 new, 0 changed, 0 unchanged, 0 refused, 1 kept off the site by their status\)\./);
    expect(await listingsOf(siteId, 'whise')).toBe(2);
  });
});

describe('deleting a CRM connection', () => {
  async function withListings(count: number) {
    const { siteId, owner } = await agency();
    const estates = Array.from({ length: count }, () => estate());
    const sb = await connectSweepBright(siteId, owner, estates);
    for (const one of estates) expect((await publish(siteId, sb.webhook, one.id)).status).toBe(202);
    await vi.waitFor(async () => expect(await listingsOf(siteId, 'sweepbright')).toBe(count), UNTIL);
    return { siteId, owner, ...sb };
  }

  it('asks what becomes of its listings, and asks again when no choice was made', async () => {
    const { siteId, owner, id } = await withListings(3);
    const ask = (await page(`/en/sites/${siteId}/crm/${id}/disconnect`, owner)).body;
    expect(ask).toContain('What becomes of the 3 listings from SweepBright on the site?');
    expect(ask).toContain('Keep them online as your own');
    expect(ask).toContain('Take them offline: the 3 listings leave the site');
    expect((await page(`/nl/sites/${siteId}/crm/${id}/disconnect`, owner)).body).toContain('Wat gebeurt er met de 3 panden van SweepBright op de site?');
    const none = await post(`/en/sites/${siteId}/crm/${id}/disconnect`, owner);
    expect(none.status).toBe(400);
    expect((await none.text()).replaceAll('<!-- -->', '')).toContain('Choose what becomes of the listings.');
    expect(await connectionIdOf(siteId, 'sweepbright')).toBe(id);
    expect(await listingsOf(siteId, 'sweepbright')).toBe(3);
  });

  it('keeps the listings online as the agency’s own when asked to', async () => {
    const { siteId, owner, id } = await withListings(2);
    const done = await post(`/en/sites/${siteId}/crm/${id}/disconnect`, owner, { listings: 'keep' });
    expect(done.headers.get('Location')).toBe(`/en/sites/${siteId}/crm?done=disconnectedKept`);
    expect(await connectionIdOf(siteId, 'sweepbright')).toBeNull();
    expect(await listingsOf(siteId, 'sweepbright')).toBe(0);
    expect(await listingsOf(siteId, 'console')).toBe(2);
    expect((await page(`/en/sites/${siteId}/crm?done=disconnectedKept`, owner)).body).toContain(
      'Disconnected. The listings stay online as your own: you edit them under Listings.',
    );
  });

  it('takes the listings off the site when asked to, and leaves another agency’s alone', async () => {
    const other = await withListings(1);
    const { siteId, owner, id } = await withListings(2);
    const estateIds = (
      await env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = ?1 AND source = 'sweepbright'").bind(siteId).all<{ estate_id: number }>()
    ).results.map((row) => row.estate_id);
    // Another agency's owner cannot delete it.
    expect((await post(`/en/sites/${siteId}/crm/${id}/disconnect`, other.owner, { listings: 'offline' })).status).toBe(404);
    const done = await post(`/en/sites/${siteId}/crm/${id}/disconnect`, owner, { listings: 'offline' });
    expect(done.headers.get('Location')).toBe(`/en/sites/${siteId}/crm?done=disconnectedOffline`);
    expect(await listingsOf(siteId, 'sweepbright')).toBe(0);
    const left = await env.DB.prepare('SELECT count(*) AS n FROM estates WHERE id IN (SELECT value FROM json_each(?1))')
      .bind(JSON.stringify(estateIds))
      .first('n');
    expect(left).toBe(0);
    expect(await listingsOf(other.siteId, 'sweepbright')).toBe(1);
  });
});
