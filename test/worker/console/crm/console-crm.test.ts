import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../../../../worker/platform/demo/embedded';
import { consoleFetch, type Who } from '../../console-helpers';
import { agency, connectionIdOf, page, post } from '../../console-crm-helpers';
import { fakeOmnicasa, fakeSweepBright, fakeWhise } from '../../fake-crm';
import { bodyOf } from '../../helpers';
import { UNTIL } from '../../until';

// Connect the CRM: the console's CRM screen against the fake CRMs of
// test/support/fake-crm/ (through the outbound service): connect (tested at once, its answer
// kept and shown), test (OK, wrong key, CRM down, too slow), the webhook address, replace and
// disconnect; credentials never answered nor logged; owners only.

afterEach(() => vi.restoreAllMocks());

/** Connects SweepBright through the console's form, as the owner would. */
async function connectSweepBright(siteId: number, who: Who, clientId: string, secret: string) {
  const answer = await post(`/en/sites/${siteId}/crm`, who, { kind: 'sweepbright', sbClientId: clientId, sbClientSecret: secret });
  expect(answer.status, await answer.clone().text()).toBe(303);
  expect(answer.headers.get('Location')).toBe(`/en/sites/${siteId}/crm?done=connected`);
  return connectionIdOf(siteId, 'sweepbright');
}

const testConnection = async (siteId: number, who: Who, connectionId: number) => {
  const answer = await post(`/en/sites/${siteId}/crm/${connectionId}/test`, who);
  return { status: answer.status, body: await answer.text() };
};

describe('the CRM screen', () => {
  it('connects SweepBright, tests it (OK), shows the webhook address on the site and keeps the secret encrypted', async () => {
    const { siteId, owner } = await agency();
    const fake = await fakeSweepBright();
    const id = await connectSweepBright(siteId, owner, fake.connection.clientId, fake.connection.clientSecret);
    const stored = await env.DB.prepare('SELECT secret, settings FROM connections WHERE id = ?1').bind(id).first<{ secret: string; settings: string }>();
    expect(stored!.secret).toMatch(/^v1:/);
    expect(stored!.secret).not.toContain(fake.connection.clientSecret);

    const shown = await page(`/en/sites/${siteId}/crm?done=connected`, owner);
    expect(shown.status).toBe(200);
    // Connecting tested the credentials at once; the screen says how that went.
    expect(shown.body).toMatch(/Last test on \d{4}-\d\d-\d\d \d\d:\d\d: SweepBright answered: the connection works\./);
    expect((await fake.calls()).map((call) => `${call.method} ${call.path} ${call.status}`)).toEqual([
      'POST /oauth/token 200',
      'GET /estates/00000000-0000-0000-0000-000000000000 404',
    ]);
    const webhook = new RegExp(`<code class="copy">http://agency-${siteId}\\.localhost/hooks/sweepbright/${id}\\.[A-Za-z0-9_-]{43}</code>`);
    expect(shown.body).toMatch(webhook);

    const tested = await testConnection(siteId, owner, id);
    expect(tested.status).toBe(200);
    expect(tested.body).toContain('SweepBright answered: the connection works.');
    const calls = await fake.calls();
    expect(calls.map((call) => `${call.method} ${call.path} ${call.status}`)).toEqual(
      Array(2).fill(['POST /oauth/token 200', 'GET /estates/00000000-0000-0000-0000-000000000000 404']).flat(),
    );
  });

  it('says in plain words when the key is wrong, when the CRM fails (5xx) and when it answers too late', async () => {
    const { siteId, owner } = await agency();
    const fake = await fakeSweepBright();
    const id = await connectSweepBright(siteId, owner, fake.connection.clientId, 'not-the-secret');
    // The test made when connecting is on the screen, marked as an error.
    expect((await page(`/en/sites/${siteId}/crm?done=connected`, owner)).body).toMatch(
      /<p id="connection-\d+-test" class="field-error">Last test on [^<]+: SweepBright refuses the credentials: check them and replace them\.<\/p>/,
    );
    expect((await testConnection(siteId, owner, id)).body).toContain('SweepBright refuses the credentials: check them and replace them.');

    const replaced = await post(`/en/sites/${siteId}/crm/${id}/credentials`, owner, {
      kind: 'sweepbright',
      sbClientId: fake.connection.clientId,
      sbClientSecret: fake.connection.clientSecret,
    });
    expect(replaced.headers.get('Location')).toBe(`/en/sites/${siteId}/crm?done=replaced`);
    expect((await testConnection(siteId, owner, id)).body).toContain('the connection works');

    await fake.fail({ status: 503, times: 1 });
    const down = await testConnection(siteId, owner, id);
    expect(down.status).toBe(200);
    expect(down.body).toContain('SweepBright cannot be reached or does not answer in time. Try again later.');

    // An answer that would come after 30 s: the test gives up long before (its own time limit;
    // the margin is wide so a loaded machine's late timers do not matter).
    await fake.fail({ delayMs: 30_000, times: 1 });
    const started = Date.now();
    expect((await testConnection(siteId, owner, id)).body).toContain('cannot be reached or does not answer in time');
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('tests a Whise connection with its token requests, and a wrong password', async () => {
    const { siteId, owner } = await agency();
    const fake = await fakeWhise();
    const made = await post(`/en/sites/${siteId}/crm`, owner, {
      kind: 'whise',
      username: fake.connection.username,
      password: fake.connection.password,
      clientId: '20001',
      officeId: '',
    });
    expect(made.status, await made.clone().text()).toBe(303);
    const id = await connectionIdOf(siteId, 'whise');
    // Connecting tested the credentials and started the import (its list, through the sync queue).
    // Both ask the marketplace token, then the client token; the queue's consumer runs beside the
    // test, so the two pairs may interleave, and the import's list may come before the check's
    // client token: each flow keeps its order (a token, its client token, then the list).
    await vi.waitFor(
      async () => expect(await env.DB.prepare('SELECT state FROM crm_imports WHERE connection_id = ?1').bind(id).first('state')).toBe('done'),
      UNTIL,
    );
    const first = (await fake.calls()).map((call) => call.path).slice(0, 5);
    expect([...first].sort()).toEqual(['/token', '/token', '/v1/admin/clients/token', '/v1/admin/clients/token', '/v1/estates/list']);
    expect(first[0]).toBe('/token');
    expect(first.indexOf('/v1/estates/list')).toBeGreaterThan(first.indexOf('/v1/admin/clients/token'));
    const before = (await fake.calls()).length;
    expect((await testConnection(siteId, owner, id)).body).toContain('Whise answered: the connection works.');
    // The test on request asks Whise again.
    expect((await fake.calls()).slice(before).map((call) => call.path)).toEqual(['/token', '/v1/admin/clients/token']);
    await post(`/en/sites/${siteId}/crm/${id}/credentials`, owner, { kind: 'whise', username: fake.connection.username, password: 'wrong', clientId: '20001' });
    expect((await testConnection(siteId, owner, id)).body).toContain('Whise refuses the credentials');
  });

  it('connects Omnicasa (password encrypted), tests it with ValidateCustomer, which "refuses the credentials" when wrong; marks a missing field', async () => {
    const { siteId, owner } = await agency();
    const fake = await fakeOmnicasa();
    const empty = await post(`/en/sites/${siteId}/crm`, owner, { kind: 'omnicasa', ocCustomerName: fake.connection.customerName, ocPassword: '' });
    const form = await bodyOf(empty, 400);
    expect(form).toMatch(/id="connect-ocPassword"[^>]*aria-invalid="true"/);
    expect(form).toMatch(/<label for="connect-ocCustomerName">API customer name \(Omnicasa\)<\/label>/);

    const made = await post(`/en/sites/${siteId}/crm`, owner, {
      kind: 'omnicasa',
      ocCustomerName: fake.connection.customerName,
      ocPassword: fake.connection.password,
    });
    expect(made.status, await made.clone().text()).toBe(303);
    const id = await connectionIdOf(siteId, 'omnicasa');
    const stored = await env.DB.prepare('SELECT secret, settings FROM connections WHERE id = ?1').bind(id).first<{ secret: string; settings: string }>();
    expect(stored!.secret).toMatch(/^v1:/);
    expect(stored!.secret).not.toContain(fake.connection.password);
    expect(JSON.parse(stored!.settings)).toEqual({ customerName: fake.connection.customerName });
    expect((await page(`/en/sites/${siteId}/crm?done=connected`, owner)).body).toMatch(/Last test on [^<]+: Omnicasa answered: the connection works\./);
    expect((await testConnection(siteId, owner, id)).body).toContain('Omnicasa answered: the connection works.');
    const calls = async () => (await fake.calls()).map((call) => `${call.path} ${call.status}`);
    expect((await calls()).filter((call) => call.startsWith('/ValidateCustomer'))).toEqual(['/ValidateCustomer 200', '/ValidateCustomer 200']);
    // Connected, its listings are imported at once (the initial import's first page).
    await vi.waitFor(async () => expect(await calls()).toContain('/GetPropertyList 200'), UNTIL);

    const replaced = await post(`/en/sites/${siteId}/crm/${id}/credentials`, owner, {
      kind: 'omnicasa',
      ocCustomerName: fake.connection.customerName,
      ocPassword: 'wrong',
    });
    expect(replaced.headers.get('Location')).toBe(`/en/sites/${siteId}/crm?done=replaced`);
    expect((await page(`/en/sites/${siteId}/crm?done=replaced`, owner)).body).toMatch(
      /<p id="connection-\d+-test" class="field-error">Last test on [^<]+: Omnicasa refuses the credentials: check them and replace them\.<\/p>/,
    );
    // The import the new credentials started has stopped on them before the next call is made to fail (else it could take that failure).
    const lastImport = () => env.DB.prepare('SELECT state FROM crm_imports WHERE connection_id = ?1 ORDER BY id DESC LIMIT 1').bind(id).first<string>('state');
    await vi.waitFor(async () => expect(await lastImport()).toBe('failed'), UNTIL);
    await fake.fail({ status: 503, times: 1 });
    expect((await testConnection(siteId, owner, id)).body).toContain('Omnicasa cannot be reached or does not answer in time. Try again later.');
  });

  it('shows the form again with the fields marked when credentials are missing, and refuses a second SweepBright', async () => {
    const { siteId, owner } = await agency();
    const empty = await post(`/en/sites/${siteId}/crm`, owner, { kind: 'sweepbright', sbClientId: '', sbClientSecret: '' });
    const body = await bodyOf(empty, 400);
    expect(body).toMatch(/id="connect-sbClientId"[^>]*aria-invalid="true"/);
    expect(body).toMatch(/id="connect-sbClientSecret-error"/);
    const none = await post(`/en/sites/${siteId}/crm`, owner, {});
    expect(none.status).toBe(400);
    expect(await none.text()).toContain('Choose a CRM.');
    await connectSweepBright(siteId, owner, 'one', 'secret-one');
    const second = await post(`/en/sites/${siteId}/crm`, owner, { kind: 'sweepbright', sbClientId: 'two', sbClientSecret: 'secret-two' });
    expect(second.status).toBe(409);
    expect(await second.text()).toContain('This CRM is connected already');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM connections WHERE site_id = ?1').bind(siteId).first('n')).toBe(1);
  });

  it('makes an ingest key shown once, then only "set"; disconnects after a confirmation', async () => {
    const { siteId, owner } = await agency();
    const made = await post(`/en/sites/${siteId}/crm`, owner, { kind: 'ingest' });
    expect(made.status).toBe(201);
    const token = /<code class="copy">(ingest_[A-Za-z0-9_-]+)<\/code>/.exec(await made.text())?.[1];
    expect(token).toBeDefined();
    const listings = await platform.fetch(
      new Request(`https://platform.test/ingest/sites/${siteId}/listings`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{"listings":[]}',
      }),
      { DB: env.DB },
    );
    expect(listings.status).not.toBe(401);
    const again = await page(`/en/sites/${siteId}/crm`, owner);
    expect(again.body).not.toContain(token!);
    expect(again.body).toContain(`PUT /ingest/sites/${siteId}/listings`);
    expect(again.body).toContain('Key: set on');

    const id = await connectionIdOf(siteId, 'ingest');
    const confirm = await page(`/en/sites/${siteId}/crm/${id}/disconnect`, owner);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain(`action="/en/sites/${siteId}/crm/${id}/disconnect"`);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM connections WHERE id = ?1').bind(id).first('n')).toBe(1);
    const gone = await post(`/en/sites/${siteId}/crm/${id}/disconnect`, owner);
    expect(gone.headers.get('Location')).toBe(`/en/sites/${siteId}/crm?done=disconnected`);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM connections WHERE id = ?1').bind(id).first('n')).toBe(0);
    expect((await page(`/en/sites/${siteId}/crm`, owner)).body).toContain('No CRM connected');
  });

  it("answers 404 for another agency's connection named under the owner's own agency, and changes nothing", async () => {
    const mine = await agency();
    const theirs = await agency();
    const id = await connectSweepBright(theirs.siteId, theirs.owner, 'theirs', 'their-secret');
    const before = await env.DB.prepare('SELECT settings, secret FROM connections WHERE id = ?1').bind(id).first();
    expect((await consoleFetch(`/en/sites/${mine.siteId}/crm/${id}/disconnect`, { cookie: mine.owner.cookie })).status).toBe(404);
    for (const action of ['test', 'disconnect', 'credentials']) {
      const answer = await post(`/en/sites/${mine.siteId}/crm/${id}/${action}`, mine.owner, {
        kind: 'sweepbright',
        sbClientId: 'mine',
        sbClientSecret: 'my-secret',
      });
      expect(answer.status, action).toBe(404);
    }
    expect(await env.DB.prepare('SELECT settings, secret FROM connections WHERE id = ?1').bind(id).first()).toEqual(before);
  });

  it('shows the sync log: counts, refusals with their reason and the listing on the site, 50 a page', async () => {
    const { siteId, owner } = await agency();
    await env.DB.prepare(`INSERT INTO external_ids (site_id, source, external_id, estate_id, updated_at) VALUES (?1, 'sweepbright', 'sb-known', ?2, ?3)`)
      .bind(siteId, siteId * 10, new Date().toISOString())
      .run();
    const insert = (index: number, refusals: unknown[]) =>
      env.DB.prepare(
        `INSERT INTO sync_log (site_id, connection_id, kind, started_at, finished_at, created, updated, unchanged, deleted, refused, refusals, error) ` +
          `VALUES (?1, NULL, 'sweepbright', ?2, ?2, 3, 1, 0, 2, ?3, ?4, NULL)`,
      )
        .bind(siteId, new Date(Date.UTC(2026, 10, 1, 8, index)).toISOString(), refusals.length, JSON.stringify(refusals))
        .run();
    for (let index = 0; index < 55; index += 1) await insert(index, []);
    await insert(60, [
      { source: 'sweepbright', externalId: 'sb-known', path: 'price.amount', reason: 'must be a number' },
      { source: 'sweepbright', externalId: 'sb-new', path: 'location.postal_code', reason: 'unknown postal code' },
    ]);
    const shown = await page(`/en/sites/${siteId}/crm`, owner);
    expect(shown.body).toContain('Last sync: 2026-11-01 10:00');
    expect(shown.body).toContain('3 created, 1 updated, 2 deleted, 2 refused');
    expect(shown.body).toMatch(
      /SweepBright listing <code>sb-known<\/code>: <code>price\.amount<\/code> — must be a number \(<a href="http:\/\/agency-\d+\.localhost\/nl\/aanbod\/\d+">/,
    );
    expect(shown.body).toMatch(/<code>sb-new<\/code>: <code>location\.postal_code<\/code> — unknown postal code<\/li>/);
    expect(shown.body.match(/<time /g)).toHaveLength(50);
    const older = /href="(\/en\/sites\/\d+\/crm\?before=\d+)"/.exec(shown.body)?.[1];
    expect(older).toBeDefined();
    expect((await page(older!, owner)).body.match(/<time /g)).toHaveLength(6);
  });
});
