import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { platform } from '../../worker/platform/demo/embedded';
import { runWhiseConnection, syncWhise } from '../../worker/platform/crm/whise/cron';
import type { WhiseConnectionRow } from '../../worker/platform/crm/whise/connection';
import { brusselsWallTime } from '../../worker/platform/crm/whise/requests';
import { type RawWhiseEstate, WHISE_FIXTURES } from '../support/fake-crm/fixtures';
import type { fakeWhise } from './fake-crm';

// What the Whise connector's worker tests share (whise-sync.test.ts, whise-deletions.test.ts):
// connections made as the agency makes them, runs of the cron step, and what to read after.

export const bindings = { DB: env.DB, CACHE: env.CACHE, CONNECTION_SECRET_KEY: env.CONNECTION_SECRET_KEY, WHISE_API_URL: 'https://whise.test/' };
export const HOUR = 60 * 60 * 1000;

/** A fixture placed in Gent (9000). */
export const inGent = (estate: RawWhiseEstate): RawWhiseEstate => ({ ...estate, zip: '9000', city: 'Gent' });
/** In 9040 Sint-Amandsberg, a place the postal-code table does not list: resolved by its name and bpost's region ranges. */
export const house = WHISE_FIXTURES.houseForSale;
export const { apartmentForRent, projectWithUnits } = WHISE_FIXTURES;
export const changedNow = (estate: RawWhiseEstate, changes: Partial<RawWhiseEstate> = {}) => ({
  ...estate,
  ...changes,
  updateDateTime: brusselsWallTime(new Date()),
});

export type Fake = Awaited<ReturnType<typeof fakeWhise>>;

/** A Whise connection of the site made through the platform's admin API, as the agency makes it. */
export async function connect(siteId: number, fake: Fake, settings: Record<string, unknown> = {}): Promise<number> {
  const { username, password, clientId, officeId } = fake.connection;
  const body = JSON.stringify({ kind: 'whise', settings: { username, clientId, officeId, ...settings }, secret: password });
  const response = await platform.request(`/sites/${siteId}/connections`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }, bindings);
  expect(response.status).toBe(201);
  return ((await response.json()) as { connection: { id: number } }).connection.id;
}

export const rowOf = async (id: number) =>
  (await env.DB.prepare('SELECT * FROM connections WHERE id = ?1')
    .bind(id)
    .first<WhiseConnectionRow & { last_error: string | null; last_success_at: string | null }>())!;
export const run = async (id: number, at = new Date(), options = {}) => runWhiseConnection(bindings, await rowOf(id), at, options);
/** The cron's Whise step with only this connection left (earlier tests' connections removed). */
export async function cronWith(id: number, at = new Date()): Promise<void> {
  await env.DB.prepare("DELETE FROM connections WHERE kind = 'whise' AND id != ?1").bind(id).run();
  await syncWhise(bindings, at);
}

export async function estateIdOf(siteId: number, source: string, externalId: number | string): Promise<number | undefined> {
  const row = await env.DB.prepare('SELECT estate_id FROM external_ids WHERE site_id = ?1 AND source = ?2 AND external_id = ?3')
    .bind(siteId, source, String(externalId))
    .first<{ estate_id: number }>();
  return row?.estate_id;
}

/** The connection's sync log entries, oldest first. */
export async function logOf(
  id: number,
): Promise<{ kind: string; created: number; updated: number; unchanged: number; deleted: number; refused: number; error: string | null; refusals: string }[]> {
  return (await env.DB.prepare('SELECT * FROM sync_log WHERE connection_id = ?1 ORDER BY id').bind(id).all<any>()).results;
}

/** The pull's list calls (not the delete diff's id lists, which ask for `Field`). */
export const listCalls = async (fake: Fake) =>
  (await fake.calls()).filter((call) => call.path === '/v1/estates/list' && !(call.body as { Field?: unknown }).Field);
export const idListCalls = async (fake: Fake) =>
  (await fake.calls()).filter((call) => call.path === '/v1/estates/list' && (call.body as { Field?: unknown }).Field);
export const minOf = (call: { body: unknown }) => (call.body as { Filter: { UpdateDateTimeRange?: { Min: string } } }).Filter.UpdateDateTimeRange?.Min;
