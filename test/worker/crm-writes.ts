import { env } from 'cloudflare:test';
import { expect, vi } from 'vitest';
import { formatPrice } from '../../shared/format';
import { platform } from '../../worker/platform/demo/embedded';
import type { OmnicasaConnectionRow } from '../../worker/platform/crm/omnicasa/connection';
import { omnicasaTime, runOmnicasaConnection } from '../../worker/platform/crm/omnicasa/sync';
import type { RawOmnicasaProperty, RawSweepBrightEstate } from '../support/fake-crm/fixtures';
import { fakeOmnicasa, fakeSweepBright } from './fake-crm';
import { detailPage, get, later, priceOn } from './helpers';
import { UNTIL } from './until';

// What the tests of values a CRM writes share (malformed-values.test.ts, crm-numbers.test.ts):
// SweepBright and Omnicasa connections made as the agency makes them, a write through each, and
// what the sync log and the site then hold.

export interface LogRow {
  created: number;
  updated: number;
  refused: number;
  refusals: string;
}
export interface LogLine {
  source: string | null;
  externalId: string;
  path: string;
  reason: string;
  warning?: true;
  held?: true;
}
export const linesOf = (row: LogRow | undefined) => JSON.parse(row?.refusals ?? '[]') as LogLine[];
export const storedPrice = (estateId: number) => env.DB.prepare('SELECT price FROM estates WHERE id = ?1').bind(estateId).first<number | null>('price');
export const estateIdOf = (siteId: number, source: string, externalId: string | number) =>
  env.DB.prepare('SELECT estate_id FROM external_ids WHERE site_id = ?1 AND source = ?2 AND external_id = ?3')
    .bind(siteId, source, String(externalId))
    .first<number>('estate_id');

/** The page shows `price` after the site's memory of earlier answers ran out, and the database keeps it. */
export async function stillPriced(estateId: number, price: number) {
  later();
  expect(await storedPrice(estateId)).toBe(price);
  const page = await detailPage(estateId);
  expect(page.status).toBe(200);
  expect(priceOn(page.body)).toBe(formatPrice(price));
  vi.restoreAllMocks();
}

/** The admin API as the operator calls it. */
export async function admin(path: string, body?: unknown) {
  const response = await get(`http://localhost/admin${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/**
 * A SweepBright connection of site 1 serving `estates`; `publish` is SweepBright publishing or
 * changing one (its webhook), settled by the platform, and answers the sync log's entry.
 */
export async function sweepBrightConnection(estates: RawSweepBrightEstate[]) {
  const fake = await fakeSweepBright(estates);
  const made = await admin('/sites/1/connections', {
    kind: 'sweepbright',
    settings: { clientId: fake.connection.clientId },
    secret: fake.connection.clientSecret,
  });
  expect(made.status).toBe(201);
  const { id, webhookPath } = made.body.connection as { id: number; webhookPath: string };
  const publish = async (one: RawSweepBrightEstate): Promise<LogRow> => {
    await fetch(`https://sweepbright.test/__fake/${fake.connection.clientId}/estates/${one.id}`, { method: 'PUT', body: JSON.stringify(one) });
    const answer = await get(`http://localhost${webhookPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'estate-updated', estate_id: one.id }),
    });
    expect(answer.status).toBe(202);
    await vi.waitFor(async () => {
      const open = await env.DB.prepare("SELECT count(*) AS n FROM sync_events WHERE connection_id = ?1 AND state <> 'done'").bind(id).first<number>('n');
      expect(open).toBe(0);
    }, UNTIL);
    return (await env.DB.prepare('SELECT created, updated, refused, refusals FROM sync_log WHERE connection_id = ?1 ORDER BY id DESC')
      .bind(id)
      .first<LogRow>())!;
  };
  return { id, publish };
}

export const omnicasaBindings = {
  DB: env.DB,
  CACHE: env.CACHE,
  MEDIA: env.MEDIA,
  CONNECTION_SECRET_KEY: env.CONNECTION_SECRET_KEY,
  OMNICASA_API_URL: 'https://omnicasa.test/1.12/OmnicasaService.svc/',
};

/** A property changed at Omnicasa now. */
export const changedAtOmnicasa = (property: RawOmnicasaProperty, changes: Record<string, unknown>): RawOmnicasaProperty => ({
  ...property,
  ...changes,
  LastChangedDate: omnicasaTime(new Date()),
});

/**
 * The only Omnicasa connection of site 1, serving `properties`; `run` is one pull `minutes` from
 * now (after `next` replaced the properties), answering the sync log's entry.
 */
export async function omnicasaConnection(properties: RawOmnicasaProperty[]) {
  const fake = await fakeOmnicasa(properties);
  await env.DB.prepare("DELETE FROM connections WHERE kind = 'omnicasa'").run();
  const made = await platform.request(
    '/sites/1/connections',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'omnicasa', settings: { customerName: fake.connection.customerName }, secret: fake.connection.password }),
    },
    omnicasaBindings,
  );
  expect(made.status).toBe(201);
  const id = ((await made.json()) as { connection: { id: number } }).connection.id;
  const run = async (minutes: number, next?: RawOmnicasaProperty[]): Promise<LogRow> => {
    if (next) await fake.setProperties(next);
    const row = await env.DB.prepare('SELECT * FROM connections WHERE id = ?1').bind(id).first<OmnicasaConnectionRow>();
    await runOmnicasaConnection(omnicasaBindings, row!, new Date(Date.now() + minutes * 60_000));
    return (await env.DB.prepare('SELECT * FROM sync_log WHERE connection_id = ?1 ORDER BY id DESC').bind(id).first<LogRow>())!;
  };
  return { id, run };
}
