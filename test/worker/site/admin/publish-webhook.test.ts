import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Fetcher } from '@cloudflare/workers-types';
import type { Env } from '../../../../worker/site/env';
import worker from '../../../../worker/local';
import { platform } from '../../../../worker/platform/demo/embedded';
import { forgetGenerations, ResponseCache } from '../../../../worker/site/upstream/cache';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import type { SiteRecord } from '../../../../shared/contract/site-document';
import { allEstates } from '../../platform-helpers';

// Publishing (docs/caching.md, "Purge and retirement"): a CRM tells the site which estates (estateId; a
// project is an estate) and holiday units (rentalUnitId) it changed, signed with the
// site's own secret; the site retires exactly what shows them, so the new price shows on the
// next request instead of at the cache TTL. The platform's database is changed directly, as
// the CRM's import would, and the platform's calls are counted.

const SECRETS = { 1: 'site-one-publish-secret-0123456789abcdef', 2: 'site-two-publish-secret-0123456789abcdef' } as const;
const HOSTS = { 1: 'http://localhost', 2: 'http://immo-tweede.localhost' } as const;

/** The platform's calls, logged by a PLATFORM binding in front of the embedded platform. */
let platformCalls: string[] = [];
const loggingPlatform = {
  async fetch(request: Request): Promise<Response> {
    platformCalls.push(new URL(request.url).pathname);
    return platform.fetch(request, { DB: env.DB });
  },
};
const testEnv = { ...env, PLATFORM: loggingPlatform as unknown as Fetcher } as unknown as Env;
const callsTo = (path: string) => platformCalls.filter((call) => call === path).length;

/** A request to the worker, its background cache writes done. */
async function send(url: string, init: RequestInit = {}, withEnv: Env = testEnv): Promise<{ status: number; body: string; location: string | null }> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, init), withEnv, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, body, location: response.headers.get('Location') };
}

function admin(path: string, method = 'GET', body?: unknown) {
  return send(`http://localhost/admin${path}`, {
    method,
    headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const encoder = new TextEncoder();

/** HMAC-SHA256 of "<timestamp>.<body>" in hex: what the openssl line of docs/crm-connectors.md computes. */
async function sign(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const now = () => Math.floor(Date.now() / 1000);

interface Signed {
  siteId?: number;
  secret?: string;
  timestamp?: number;
  /** The body the signature covers, when it is not the one sent. */
  signedBody?: string;
}

/** The webhook request a CRM sends: its headers and raw body. */
async function publishRequest(body: unknown, { siteId = 1, secret = SECRETS[1], timestamp = now(), signedBody }: Signed = {}): Promise<RequestInit> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature = await sign(secret, timestamp, signedBody ?? raw);
  return {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Agency-Site': String(siteId),
      'X-Agency-Timestamp': String(timestamp),
      'X-Agency-Signature': `sha256=${signature}`,
    },
    body: raw,
  };
}

const PUBLISH_URL = 'http://localhost/admin/webhooks/publish';
const publish = async (body: unknown, signed: Signed = {}) => send(PUBLISH_URL, await publishRequest(body, signed));

/** '€ 123.457': a price as the site shows it. */
const shown = (price: number) => `€\u00a0${new Intl.NumberFormat('de-DE').format(price)}`;

/** What the CRM's import does to the platform: a new asking price, document and column. */
async function changePrice(id: number, price: number): Promise<void> {
  await env.DB.prepare("UPDATE estates SET price = ?2, document = json_set(document, '$.general.price.value', ?2) WHERE id = ?1").bind(id, price).run();
}

/** The estate's asking price as the platform holds it now. */
async function priceOf(id: number): Promise<number> {
  return (await env.DB.prepare('SELECT price FROM estates WHERE id = ?1').bind(id).first<{ price: number }>())!.price;
}

const DETAIL_WORD = { nl: 'aanbod', fr: 'offre' } as const;

/** The estate's detail page in a language, by its short address. */
async function detail(id: number, locale: keyof typeof DETAIL_WORD = 'nl', host: string = HOSTS[1]): Promise<string> {
  const redirect = await send(`${host}/${locale}/${DETAIL_WORD[locale]}/${id}`);
  expect(redirect.status).toBe(301);
  const page = await send(host + redirect.location!);
  expect(page.status).toBe(200);
  return page.body;
}

/** The for-sale listing of one city: the estate's card shows its price. */
async function listing(cityId: number): Promise<string> {
  const page = await send(`${HOSTS[1]}/nl/te-koop?city=${cityId}`);
  expect(page.status).toBe(200);
  return page.body;
}

/** The card of one estate in a listing, up to its price. */
const cardOf = (body: string, id: number) => new RegExp(`data-estate-id="${id}">[\\s\\S]*?<p class="estate-card__price">([^<]*)</p>`).exec(body)?.[1];

/** The generation numbers a publish bumps, read from KV: unchanged when nothing was retired. */
const generations = async (siteId: number, ids: number[]) =>
  Promise.all([`gen:${siteId}/listings`, ...ids.map((id) => `gen:${siteId}/estate-${id}`)].map((key) => env.CACHE.get(key)));

let estates: RawEstate[];
/** Distinct for-sale estates of site 1 with a visible price, one per test that changes one. */
let pick: () => RawEstate;

beforeAll(async () => {
  expect((await admin('/sites/1', 'PUT', { publish: { secret: SECRETS[1] } })).status).toBe(200);
  expect((await admin('/sites/2', 'PUT', { publish: { secret: SECRETS[2] } })).status).toBe(200);
  estates = (await allEstates(1)).filter(
    (e) =>
      e.general.status === 'FOR_SALE' &&
      !e.general.parentId &&
      !e.general.project &&
      !e.general.guid &&
      (e.general.price?.value ?? 0) > 0 &&
      e.general.address.city?.id,
  );
  let next = 0;
  pick = () => estates[next++]!;
});

beforeEach(async () => {
  // Every test starts from an empty cache, as another isolate reading KV would see it.
  await new ResponseCache({ kv: env.CACHE, waitUntil: () => {} }).purge('all');
  forgetGenerations();
  platformCalls = [];
});

describe('the signature (docs/crm-connectors.md "Publish webhook")', () => {
  it('is the HMAC-SHA256 of "<timestamp>.<body>" that openssl computes', async () => {
    // printf '%s.%s' 1767225600 '{"estateIds":[1042],"rentalUnitIds":[]}' | openssl dgst -sha256 -hmac 0123456789abcdef0123456789abcdef
    expect(await sign('0123456789abcdef0123456789abcdef', 1767225600, '{"estateIds":[1042],"rentalUnitIds":[]}')).toBe(
      '3b07eb82db2cfe4f65f1ea3c76e9bf4211939594be2139f251a2a5b8f75a02ea',
    );
  });
});

describe('POST /admin/webhooks/publish retires what shows the published estates', () => {
  it('shows the new price on the next request of the detail page, in every language, and in the listing; another estate stays cached', async () => {
    const changed = pick();
    const other = estates.find((e) => e.general.id !== changed.general.id && e.general.address.city.id === changed.general.address.city.id) ?? pick();
    const { id } = changed.general;
    const cityId = changed.general.address.city.id;
    const oldPrice = changed.general.price.value!;
    const newPrice = oldPrice + 12_345;

    expect(await detail(id, 'nl')).toContain(shown(oldPrice));
    expect(await detail(id, 'fr')).toContain(shown(oldPrice));
    expect(cardOf(await listing(cityId), id)).toBe(shown(oldPrice));
    await detail(other.general.id);

    await changePrice(id, newPrice);
    // Without the webhook, the cached answers show the old price until their TTL.
    expect(await detail(id)).toContain(shown(oldPrice));
    expect(cardOf(await listing(cityId), id)).toBe(shown(oldPrice));

    const answer = await publish({ estateIds: [id], rentalUnitIds: [] });
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ retired: { siteId: 1, estateIds: [id], rentalUnitIds: [], listings: true } });

    forgetGenerations(); // as another isolate, which has only KV
    const before = {
      other: callsTo(`/estates/v2/${other.general.id}`),
      estate: callsTo(`/estates/v2/${id}`),
      menus: platformCalls.filter((call) => call.includes('/navigation/')).length,
    };
    const nl = await detail(id, 'nl');
    expect(nl).toContain(shown(newPrice));
    expect(nl).not.toContain(shown(oldPrice));
    expect(await detail(id, 'fr')).toContain(shown(newPrice));
    expect(cardOf(await listing(cityId), id)).toBe(shown(newPrice));
    expect(callsTo(`/estates/v2/${id}`)).toBeGreaterThan(before.estate);

    // The other estate's answers, the site's pages and menus were not retired.
    await detail(other.general.id);
    expect(callsTo(`/estates/v2/${other.general.id}`)).toBe(before.other);
    expect(platformCalls.filter((call) => call.includes('/navigation/')).length).toBe(before.menus);
  });

  it('retires a holiday unit’s page when its id is published', async () => {
    const row = await env.DB.prepare('SELECT id FROM rental_units WHERE site_id = 1 AND published = 1 ORDER BY id LIMIT 1').first<{ id: number }>();
    const path = `${HOSTS[1]}/nl/vakantie/${row!.id}`;
    expect((await send(path)).status).toBe(200);
    await env.DB.prepare(
      "UPDATE rental_units SET document = json_set(document, '$.general.building', json_object('name', 'Residentie Nieuw', 'rentalName', " +
        "'REF-PUBLISHED-14')) WHERE id = ?1",
    )
      .bind(row!.id)
      .run();
    expect((await send(path)).body).not.toContain('REF-PUBLISHED-14');
    expect((await publish({ rentalUnitIds: [row!.id] })).status).toBe(200);
    expect((await send(path)).body).toContain('REF-PUBLISHED-14');
  });

  it('retires only the signing site’s answers: site 2’s CRM cannot refresh site 1', async () => {
    const { id } = pick().general;
    const oldPrice = await priceOf(id);
    await detail(id);
    await changePrice(id, oldPrice + 1_000);
    expect((await publish({ estateIds: [id] }, { siteId: 2, secret: SECRETS[2] })).status).toBe(200);
    forgetGenerations();
    expect(await detail(id)).toContain(shown(oldPrice));
  });
});

describe('POST /admin/webhooks/publish refuses what its CRM did not sign just now (401, nothing changes)', () => {
  it.each<[string, (id: number) => Promise<RequestInit>]>([
    ['no signature headers', async (id) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ estateIds: [id] }) })],
    [
      'a signature without its sha256= prefix',
      async (id) => {
        const init = await publishRequest({ estateIds: [id] });
        const headers = new Headers(init.headers);
        headers.set('X-Agency-Signature', headers.get('X-Agency-Signature')!.slice('sha256='.length));
        return { ...init, headers };
      },
    ],
    ['a wrong secret', (id) => publishRequest({ estateIds: [id] }, { secret: 'not-the-secret-of-site-one-0123456789' })],
    ['another site’s secret', (id) => publishRequest({ estateIds: [id] }, { secret: SECRETS[2] })],
    ['a site that does not exist', (id) => publishRequest({ estateIds: [id] }, { siteId: 999 })],
    ['a body other than the one signed', (id) => publishRequest({ estateIds: [id] }, { signedBody: JSON.stringify({ estateIds: [id + 1] }) })],
    ['a timestamp over 5 minutes old', (id) => publishRequest({ estateIds: [id] }, { timestamp: now() - 301 })],
    ['a timestamp over 5 minutes ahead', (id) => publishRequest({ estateIds: [id] }, { timestamp: now() + 301 })],
  ])('refuses %s', async (_case, request) => {
    const { id } = estates[0]!.general;
    const price = await priceOf(id);
    expect(await detail(id)).toContain(shown(price));
    const before = await generations(1, [id]);
    await changePrice(id, price + 500);

    const answer = await send(PUBLISH_URL, await request(id));
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
    expect(await generations(1, [id])).toEqual(before);
    forgetGenerations(); // as another isolate, which has only KV
    expect(await detail(id)).toContain(shown(price));
    await changePrice(id, price);
  });

  it('refuses a replayed request: the same signed call a second time changes nothing', async () => {
    const { id } = pick().general;
    const timestamp = now();
    const first = await publishRequest({ estateIds: [id] }, { timestamp });
    expect((await send(PUBLISH_URL, first)).status).toBe(200);
    const price = await priceOf(id);
    expect(await detail(id)).toContain(shown(price));

    await changePrice(id, price + 777);
    const before = await generations(1, [id]);
    const replay = await send(PUBLISH_URL, first);
    expect(replay.status).toBe(401);
    expect(JSON.parse(replay.body).error).toMatch(/accepted before/);
    expect(await generations(1, [id])).toEqual(before);
    expect(await detail(id)).toContain(shown(price));

    // Signed anew (the signature covers the timestamp), the same body is taken.
    expect((await publish({ estateIds: [id] }, { timestamp: timestamp + 1 })).status).toBe(200);
    expect(await detail(id)).toContain(shown(price + 777));
  });
});

describe('POST /admin/webhooks/publish checks the signed payload (400)', () => {
  it.each([
    ['not JSON', 'estateIds=1'],
    ['a list', '[1042]'],
    ['no ids at all', '{}'],
    ['empty lists', '{"estateIds":[],"rentalUnitIds":[]}'],
    ['ids as text', '{"estateIds":["1042"]}'],
    ['a fraction', '{"estateIds":[10.5]}'],
    ['a negative id', '{"rentalUnitIds":[-3]}'],
    ['an unknown key (projects are estates)', '{"projectIds":[1042]}'],
    [
      'more than 100 ids',
      JSON.stringify({ estateIds: Array.from({ length: 60 }, (_, i) => i + 1), rentalUnitIds: Array.from({ length: 41 }, (_, i) => i + 1) }),
    ],
  ])('answers 400 to %s and retires nothing', async (_case, body) => {
    const before = await generations(1, []);
    const answer = await publish(body);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error).toMatch(/estateIds/);
    expect(await generations(1, [])).toEqual(before);
  });
});

describe('POST /admin/webhooks/publish reads the raw bytes', () => {
  /** The webhook request for raw bytes, signed over "<timestamp>." and those bytes as docs/crm-connectors.md says. */
  async function signedBytes(bytes: Uint8Array, secret: string = SECRETS[1]): Promise<RequestInit> {
    const timestamp = now();
    const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const signed = new Uint8Array([...encoder.encode(`${timestamp}.`), ...bytes]);
    const mac = [...new Uint8Array(await crypto.subtle.sign('HMAC', key, signed))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    return {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Agency-Site': '1', 'X-Agency-Timestamp': String(timestamp), 'X-Agency-Signature': `sha256=${mac}` },
      body: bytes as unknown as BodyInit,
    };
  }
  /** `{"estateIds":[1]}` with two bytes that are no UTF-8 inside the brackets. */
  const NOT_UTF8 = new Uint8Array([...encoder.encode('{"estateIds":[1'), 0xff, 0xfe, ...encoder.encode(']}')]);

  it('answers a correctly signed body that is not UTF-8 with 400 (the signature matched), and retires nothing', async () => {
    const before = await generations(1, []);
    const answer = await send(PUBLISH_URL, await signedBytes(NOT_UTF8));
    expect(answer.status, answer.body).toBe(400);
    expect(JSON.parse(answer.body).error).toMatch(/not UTF-8/);
    expect(await generations(1, [])).toEqual(before);
  });

  it('still answers 401 to the same bytes signed with another secret', async () => {
    const answer = await send(PUBLISH_URL, await signedBytes(NOT_UTF8, SECRETS[2]));
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body).error).toMatch(/signature does not match/);
  });

  it('answers a 17 KiB body 413 saying it is too large, not what the body must hold', async () => {
    const body = JSON.stringify({ estateIds: [1], padding: 'x'.repeat(17 * 1024) });
    const answer = await publish(body);
    expect(answer.status).toBe(413);
    const { error } = JSON.parse(answer.body) as { error: string };
    expect(error).toMatch(/too large: at most 16384 bytes/);
    expect(error).not.toMatch(/estateIds/);
  });

  it('reads a signed body of exactly 16 KiB (its size is the limit, in bytes)', async () => {
    const ids = JSON.stringify({ estateIds: [1] });
    // Spaces are JSON whitespace: the body stays one valid call, 16,384 bytes long.
    const answer = await publish(`${ids.slice(0, -1) + ' '.repeat(16 * 1024 - ids.length)}}`);
    expect(answer.status, answer.body).toBe(200);
  });
});

describe('the publish secret', () => {
  it('is never shown: the admin API says secretSet, pages do not carry it', async () => {
    const record = JSON.parse((await admin('/sites/1')).body) as SiteRecord;
    expect(record.publish).toEqual({ secretSet: true });
    const listed = (await admin('/sites')).body;
    expect(listed).not.toContain(SECRETS[1]);
    expect(listed).not.toContain(SECRETS[2]);
    for (const url of [`${HOSTS[1]}/nl/`, `${HOSTS[1]}/nl/contact`, `${HOSTS[1]}/nl/te-koop`]) expect((await send(url)).body).not.toContain(SECRETS[1]);
  });

  it('is the only key: the webhook works without ADMIN_TOKEN, while the admin routes stay closed', async () => {
    const closed = { ...testEnv, ADMIN_TOKEN: '' } as Env;
    const { id } = estates[0]!.general;
    expect((await send(PUBLISH_URL, await publishRequest({ estateIds: [id] }), closed)).status).toBe(200);
    expect((await send('http://localhost/admin/purge', { method: 'POST', body: '{"all":true}' }, closed)).status).toBe(503);
    // And the admin token is no key to it.
    const withToken = await send(PUBLISH_URL, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}` },
      body: JSON.stringify({ estateIds: [id] }),
    });
    expect(withToken.status).toBe(401);
  });

  it('refuses every call for a site without a secret, and a removed secret stops working at once', async () => {
    expect((await publish({ estateIds: [1] })).status).toBe(200);
    expect((await admin('/sites/1', 'PUT', { publish: null })).status).toBe(200);
    expect(JSON.parse((await admin('/sites/1')).body).publish).toBeNull();
    expect((await publish({ estateIds: [2] })).status).toBe(401);
    expect((await admin('/sites/1', 'PUT', { publish: { secret: SECRETS[1] } })).status).toBe(200);
    expect((await publish({ estateIds: [3] })).status).toBe(200);
  });
});
