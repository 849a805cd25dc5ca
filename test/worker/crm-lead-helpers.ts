import { env } from 'cloudflare:test';
import type { Message, MessageBatch } from '@cloudflare/workers-types';
import { expect, vi } from 'vitest';
import { platform } from '../../worker/platform/demo/embedded';
import { enqueueOutbox } from '../../worker/platform/delivery/queue-message';
import { outboxInsert } from '../../worker/platform/delivery/outbox-insert';
import type { RawSweepBrightEstate } from '../support/fake-crm/fixtures';
import { fakeOmnicasa, fakeSweepBright, fakeWhise } from './fake-crm';
import { get } from './helpers';
import { UNTIL } from './until';

// What the worker tests of lead delivery share: a site with one CRM connection made
// as the agency makes it, the site's destinations, leads written by the platform's own routes,
// and the outbox row as it then is.

export const SITE_ID = 1;
export const AGENCY = 'leads@agency.test';
export const SENDER = 'outbox@agency.test';
/**
 * How long a test waits for the outbox to reach a state (until.ts): a lead's whole retry window
 * (six deliveries through the local queue, each calling the fake CRM) took over 20 s beside a
 * CPU burner at load 20 (the worker tests' limit, vitest.config.ts, is above this).
 */
export { UNTIL };
const ENV = { DB: env.DB, OUTBOX_QUEUE: env.OUTBOX_QUEUE };

async function admin(path: string, method: string, body?: unknown) {
  return get(`http://localhost/admin${path}`, {
    method,
    headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The site's destinations, exactly these (a change merges the webhook into the stored one: cleared first). */
export async function setDelivery(delivery: unknown): Promise<void> {
  for (const value of delivery === null ? [null] : [null, delivery]) {
    const response = await admin(`/sites/${SITE_ID}`, 'PUT', { delivery: value });
    expect(response.status, await response.clone().text()).toBe(200);
  }
}

/** Earlier tests' connections gone: the site's CRM is the one the test makes. */
export const noConnections = () => env.DB.prepare('DELETE FROM connections WHERE site_id = ?1').bind(SITE_ID).run();

/** One more connection of the site, made as the agency makes it (its other connections stay): its id. */
export async function addConnection(kind: string, settings: Record<string, unknown>, secret: string): Promise<number> {
  const response = await admin(`/sites/${SITE_ID}/connections`, 'POST', { kind, settings, secret });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { connection: { id: number } }).connection.id;
}

/** A SweepBright account serving these estate ids (the contact calls need them), connected to the site beside its other connections. */
export async function addSweepBright(estateIds: string[]) {
  const fake = await fakeSweepBright(estateIds.map((id) => ({ id }) as unknown as RawSweepBrightEstate));
  const id = await addConnection('sweepbright', { clientId: fake.connection.clientId }, fake.connection.clientSecret);
  const base = `https://sweepbright.test/__fake/${fake.connection.clientId}`;
  const leadCalls = async () => (await fake.calls()).filter((call) => call.path !== '/oauth/token');
  return { ...fake, id, leadCalls, recover: async () => void (await fetch(`${base}/failures`, { method: 'DELETE' })) };
}

/** A Whise account connected to the site beside its other connections, with a calendar action and user for viewings. */
export async function addWhise(settings: Record<string, unknown> = {}) {
  const fake = await fakeWhise();
  const { username, password, clientId, officeId } = fake.connection;
  const id = await addConnection('whise', { username, clientId, officeId, calendarActionId: 3, calendarUserIds: [501], ...settings }, password);
  // The lead calls only: not the tokens, nor the list the connection's import reads.
  const leadCalls = async () => (await fake.calls()).filter((call) => !call.path.includes('token') && call.path !== '/v1/estates/list');
  return { ...fake, id, leadCalls };
}

/** An Omnicasa customer connected to the site beside its other connections. */
export async function addOmnicasa() {
  const fake = await fakeOmnicasa();
  const id = await addConnection('omnicasa', { customerName: fake.connection.customerName }, fake.connection.password);
  // The lead calls only: not the credentials check, nor what the connection's import reads.
  const leadCalls = async () =>
    (await fake.calls()).filter((call) => !/^\/(ValidateCustomer|GetPropertyList|GetPropertiesByIDs|GetDeletedPropertyIDs)/.test(call.path));
  return { ...fake, id, leadCalls };
}

/** A SweepBright account serving these estate ids (the contact calls need them), the site's only connection. */
export async function connectSweepBright(estateIds: string[]) {
  await noConnections();
  return addSweepBright(estateIds);
}

/** A Whise account, the site's only connection, with a calendar action and user for viewings. */
export async function connectWhise(settings: Record<string, unknown> = {}) {
  await noConnections();
  return addWhise(settings);
}

/** An estate of the site known to the CRM under `externalId` (the sync's external-id map). */
export async function mapEstate(estateId: number, source: string, externalId: string): Promise<void> {
  await env.DB.prepare('INSERT OR REPLACE INTO external_ids (site_id, source, external_id, estate_id, updated_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(SITE_ID, source, externalId, estateId, new Date().toISOString())
    .run();
}

/** A future viewing slot of one of the site's estates, with the estate's reference. */
export async function freeSlot(): Promise<{ slotId: number; estateId: number; reference: string }> {
  const row = await env.DB.prepare(
    `SELECT s.id AS slotId, s.estate_id AS estateId, json_extract(e.document, '$.general.reference') AS reference FROM agenda_slots s JOIN estates e ON ` +
      `e.id = s.estate_id
     WHERE s.site_id = ?1 AND s.starts_at > ?2 AND (SELECT count(*) FROM appointments a WHERE a.slot_id = s.id) < s.capacity
       AND NOT EXISTS (SELECT 1 FROM external_ids x WHERE x.estate_id = s.estate_id) ORDER BY s.starts_at LIMIT 1`,
  )
    .bind(SITE_ID, new Date(Date.now() + 3_600_000).toISOString())
    .first<{ slotId: number; estateId: number; reference: string }>();
  return row!;
}

async function write<T>(path: string, body: unknown, method = 'POST'): Promise<T> {
  const response = await platform.request(
    path,
    { method, headers: { 'X-SITE': String(SITE_ID), 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    ENV,
  );
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.status === 204 ? (undefined as T) : ((await response.json()) as T);
}

export const VISITOR = { locale: 'nl', firstName: 'Zoë', lastName: "D'Hondt", email: 'zoe.dhondt@example.be', phone: '+32 470 11 22 33' } as const;

/** A contact request on the site (POST /contact-requests): the outbox row's id. */
export async function contactRequest(fields: Record<string, unknown> = {}): Promise<string> {
  return (await write<{ id: string }>('/contact-requests', { ...VISITOR, message: `Graag een bezoek. ${crypto.randomUUID()}`, page: '/nl/contact', ...fields }))
    .id;
}

/** A viewing booked in a slot: the appointment's id and its outbox row's id. */
export async function bookViewing(slotId: number, estateId: number): Promise<{ appointmentId: string; rowId: string }> {
  const { id } = await write<{ id: string }>('/live-agenda/reservation', { ...VISITOR, slotId, estateId, message: 'Na 17 uur?' });
  return { appointmentId: id, rowId: (await rowIdOf('appointment', id))! };
}

export async function cancelViewing(appointmentId: string): Promise<string> {
  await write(`/live-agenda/reservation/${appointmentId}`, undefined, 'DELETE');
  return (await rowIdOf('appointment-cancellation', appointmentId))!;
}

async function rowIdOf(kind: string, documentId: string): Promise<string | undefined> {
  return (await env.DB.prepare("SELECT id FROM outbox WHERE kind = ?1 AND json_extract(document, '$.id') = ?2").bind(kind, documentId).first<{ id: string }>())
    ?.id;
}

/** A holiday unit of the site known to the CRM under `externalId` (the ingest's external-id map of holiday units). */
export async function mapUnit(unitId: number, source: string, externalId: string): Promise<void> {
  await env.DB.prepare('INSERT OR REPLACE INTO rental_external_ids (site_id, source, external_id, unit_id, updated_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(SITE_ID, source, externalId, unitId, new Date().toISOString())
    .run();
}

/**
 * A holiday reservation request for a free period (of a unit the CRM `from` knows, when given;
 * by `visitor`, else VISITOR: the same visitor's second request of a period is the first): its outbox row's id.
 */
export async function reserveStay(from?: { source: string; externalId: string }, visitor: Partial<Record<keyof typeof VISITOR, string>> = {}): Promise<string> {
  const period = await env.DB.prepare(
    `SELECT p.id AS periodId, p.unit_id AS unitId FROM rental_periods p JOIN rental_units u ON u.id = p.unit_id
     WHERE u.site_id = ?1 AND u.published = 1 AND p.available = 1 AND json_extract(p.document, '$.start') > ?2 AND coalesce(u.max_occupation, 30) >= 2 LIMIT 1`,
  )
    .bind(SITE_ID, new Date().toISOString().slice(0, 10))
    .first<{ periodId: number; unitId: number }>();
  if (from) await mapUnit(period!.unitId, from.source, from.externalId);
  const { id } = await write<{ id: string }>('/rental-units/reservation', {
    ...VISITOR,
    ...visitor,
    unitId: period!.unitId,
    periodId: period!.periodId,
    guests: 2,
  });
  return (await rowIdOf('rental-reservation', id))!;
}

/**
 * An outbox row written as the forms write it and sent to the queue: for what this branch's
 * routes do not write yet (a confirmed subscription, a form's attribution).
 */
export async function writeLead(kind: string, document: Record<string, unknown>, enqueue = true): Promise<string> {
  const id = crypto.randomUUID();
  await outboxInsert(env.DB, SITE_ID, kind, document, id).run();
  if (enqueue) await enqueueOutbox(env.OUTBOX_QUEUE, [id]);
  return id;
}

export interface LeadRow {
  status: string;
  attempts: number;
  last_error: string | null;
  delivered_to: string;
  crm_state: string | null;
  needs_attention: string | null;
  redrives: number;
}

export async function leadRow(id: string): Promise<LeadRow> {
  return (await env.DB.prepare('SELECT status, attempts, last_error, delivered_to, crm_state, needs_attention, redrives FROM outbox WHERE id = ?1')
    .bind(id)
    .first<LeadRow>())!;
}

/** Waits until the row has the status, and answers it as it then is. */
export function leadWhen(id: string, status: string): Promise<LeadRow> {
  return vi.waitFor(async () => {
    const row = await leadRow(id);
    expect(row.status).toBe(status);
    return row;
  }, UNTIL);
}

/** One message of the outbox queue as the runtime hands it to the consumer, its ack or retry written down. */
export function queueMessage(outboxId: string, attempts = 1) {
  const outcome: { acked: boolean; retried?: { delaySeconds?: number } } = { acked: false };
  const message = {
    id: crypto.randomUUID(),
    timestamp: new Date(),
    body: { outboxId },
    attempts,
    ack: () => void (outcome.acked = true),
    retry: (options?: { delaySeconds?: number }) => void (outcome.retried = options ?? {}),
  } as unknown as Message<unknown>;
  const batch = { queue: 'agency-outbox', messages: [message], ackAll() {}, retryAll() {} } as unknown as MessageBatch<unknown>;
  return { batch, outcome };
}
