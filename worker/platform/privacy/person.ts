import type { D1Database } from '@cloudflare/workers-types';
import type { PersonRecipient, PersonRecord, PersonRecordKind } from '../../../shared/contract/console-privacy';
import { phoneKey } from '../../../shared/domain/retention';
import { recipientKindOf } from '../../../shared/contract/lead-kinds';
import { leadRoute } from '../../../shared/contract/lead-routing';
import type { RawDelivery } from '../../../shared/contract/raw/site';
import { crmOf } from '../crm/crms';
import { crmConnectionsOf } from '../delivery/crm';
import { mailAudience } from '../delivery/mail-message';
import { storedSite } from '../sites/store';
import { siteDb } from '../databases/site-db';
import type { PlatformBindings } from '../types';

/*
 * A person's records in one agency's site (docs/privacy.md "A person's data"), by e-mail address
 * or phone: every table that keeps what a visitor sent, read with the site's id (never another
 * agency's rows), and the copies of the mails that carried them.
 */

/** Whom to find: a lower-case address (found wherever the text holds it), or a phone's key (shared/domain/retention.ts phoneKey). */
export type PersonMatch = { by: 'email'; email: string } | { by: 'phone'; phone: string };

/** The match of what the agency typed (checked already by the contract's personQuery). */
export function personMatch(query: string): PersonMatch {
  return query.includes('@') ? { by: 'email', email: query.trim().toLowerCase() } : { by: 'phone', phone: phoneKey(query) ?? '' };
}

type Row = Record<string, unknown> & { id: string | number; at: string };

/** One table that keeps a person: which database, its rows of the site not yet erased, what holds the person, and its record. */
interface Source {
  kind: PersonRecordKind;
  directory?: true;
  /** The statement up to its WHERE's end: ?1 is the site. */
  rows: string;
  /** The SQL text an address is looked for in. */
  text: string;
  /** Whether a phone can be in it (a form's phone field). */
  phones: boolean;
  data(row: Row): Record<string, unknown>;
  type?(row: Row): string;
}

const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

const SOURCES: readonly Source[] = [
  {
    kind: 'lead',
    rows: `SELECT id, kind, created_at AS at, document, status, delivered_to, crm_state, last_error, needs_attention FROM outbox
      WHERE site_id = ?1 AND erased_at IS NULL`,
    text: `document || ' ' || coalesce(last_error, '') || ' ' || coalesce(needs_attention, '')`,
    phones: true,
    type: (row) => String(row.kind),
    data: (row) => ({
      ...(json(row.document) as object),
      delivery: {
        status: row.status,
        deliveredTo: json(row.delivered_to),
        crm: json(row.crm_state),
        lastError: row.last_error,
        needsAttention: row.needs_attention,
      },
    }),
  },
  {
    kind: 'appointment',
    rows: 'SELECT id, created_at AS at, document, cancelled_at FROM appointments WHERE site_id = ?1 AND erased_at IS NULL',
    text: 'document',
    phones: true,
    data: (row) => ({ ...(json(row.document) as object), cancelledAt: row.cancelled_at }),
  },
  {
    kind: 'reservation',
    rows: 'SELECT id, created_at AS at, document FROM rental_reservations WHERE site_id = ?1 AND erased_at IS NULL',
    text: 'document',
    phones: true,
    data: (row) => json(row.document) as Record<string, unknown>,
  },
  {
    kind: 'subscription',
    rows: `SELECT token AS id, created_at AS at, email, document, confirmed_at, frequency,
      (SELECT json_group_array(estate_id) FROM subscription_follows f WHERE f.token = s.token) AS follows FROM subscriptions s WHERE site_id = ?1`,
    text: `email || ' ' || document`,
    phones: false,
    data: (row) => ({
      ...(json(row.document) as object),
      email: row.email,
      confirmedAt: row.confirmed_at,
      frequency: row.frequency,
      followed: json(row.follows),
    }),
  },
  {
    kind: 'assistantRequest',
    rows: 'SELECT id, created_at AS at, kind, payload, email, client, expires_at, confirmed_at FROM assistant_requests WHERE site_id = ?1',
    text: `email || ' ' || payload`,
    phones: true,
    data: (row) => ({
      kind: row.kind,
      email: row.email,
      request: json(row.payload),
      client: row.client,
      expiresAt: row.expires_at,
      confirmedAt: row.confirmed_at,
    }),
  },
  {
    kind: 'formAnswer',
    rows: 'SELECT key AS id, created_at AS at, path, answer FROM write_keys WHERE site_id = ?1',
    text: 'answer',
    phones: true,
    data: (row) => ({ path: row.path, answer: json(row.answer) }),
  },
  {
    kind: 'portalEnquiry',
    directory: true,
    rows: `SELECT id, received_at AS at, portal, state, sender, subject, enquirer, reference, lead_id, answer FROM portal_enquiries
      WHERE site_id = ?1 AND erased_at IS NULL`,
    text: `sender || ' ' || coalesce(enquirer, '') || ' ' || subject`,
    phones: false,
    data: (row) => ({
      portal: row.portal,
      state: row.state,
      sender: row.sender,
      subject: row.subject,
      enquirer: row.enquirer,
      reference: row.reference,
      leadId: row.lead_id,
      answer: row.answer,
    }),
  },
  {
    kind: 'portalAnswer',
    directory: true,
    rows: 'SELECT rowid AS id, sent_at AS at, address, estate_id FROM portal_answers WHERE site_id = ?1',
    text: 'address',
    phones: false,
    data: (row) => ({ address: row.address, estateId: row.estate_id }),
  },
];

/**
 * Whether a stored value holds the address as a whole address: the text found by SQL may hold
 * it inside another one (`an@example.be` in `jan@example.be` or `an@example.be.com`), which is someone else's.
 */
function holdsEmail(value: unknown, email: string): boolean {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9._%+-])${escaped}(?![a-z0-9-]|\\.[a-z0-9])`, 'i').test(JSON.stringify(value));
}

/** Whether a stored value holds the phone: a field named like a phone whose number has the same key, at any depth. */
function holdsPhone(value: unknown, phone: string, key = ''): boolean {
  if (typeof value === 'string') return /phone/i.test(key) && phoneKey(value) === phone;
  if (value && typeof value === 'object') return Object.entries(value).some(([name, inner]) => holdsPhone(inner, phone, name));
  return false;
}

/** The rows of one source that hold the person. */
async function rowsOf(source: Source, db: D1Database, siteId: number, match: PersonMatch): Promise<PersonRecord[]> {
  if (match.by === 'phone' && !source.phones) return [];
  const statement =
    match.by === 'email'
      ? db.prepare(`${source.rows} AND instr(lower(${source.text}), ?2) > 0`).bind(siteId, match.email)
      : // A form's phone is a JSON field named …phone: only rows with one are read, then compared by key.
        db.prepare(`${source.rows} AND instr(lower(${source.text}), 'phone"') > 0`).bind(siteId);
  const { results } = await statement.all<Row>();
  return results.flatMap((row) => {
    const data = source.data(row);
    if (match.by === 'phone' ? !holdsPhone(data, match.phone) : !holdsEmail(data, match.email)) return [];
    const kept = typeof data.keptUntil === 'string' ? data.keptUntil : null;
    return [{ kind: source.kind, type: source.type?.(row) ?? null, id: String(row.id), at: row.at, data, keptUntil: kept }];
  });
}

/**
 * The mails confirming the person's holiday reservations (`reservationId`), not found yet: they
 * hold their address and first name but no phone, so a search by phone finds them only through
 * the reservation they confirm.
 */
async function confirmationsOf(db: D1Database, siteId: number, found: readonly PersonRecord[]): Promise<PersonRecord[]> {
  const reservations = found.filter((record) => record.kind === 'reservation').map((record) => record.id);
  if (reservations.length === 0) return [];
  const lead = SOURCES[0]!;
  const { results } = await db
    .prepare(`${lead.rows} AND json_extract(document, '$.reservationId') IN (SELECT value FROM json_each(?2))`)
    .bind(siteId, JSON.stringify(reservations))
    .all<Row>();
  const known = new Set(found.filter((record) => record.kind === 'lead').map((record) => record.id));
  return results
    .filter((row) => !known.has(String(row.id)))
    .map((row) => ({ kind: 'lead', type: lead.type?.(row) ?? null, id: String(row.id), at: row.at, data: lead.data(row), keptUntil: null }));
}

/**
 * Every record of the person in the site: its own rows in the site's data database, its
 * portal mails in the directory (each read with the site's id), and the kept copies of the
 * mails that carried its leads or went to its address.
 */
export async function findPerson(env: PlatformBindings, siteId: number, match: PersonMatch): Promise<PersonRecord[]> {
  const db = await siteDb(env, siteId);
  const found = (await Promise.all(SOURCES.map((source) => rowsOf(source, source.directory ? env.DB : db, siteId, match)))).flat();
  found.push(...(await confirmationsOf(db, siteId, found)));
  const recordIds = found.filter((record) => record.kind === 'lead').map((record) => record.id);
  const copies = env.LOCAL_MAILBOX ? await env.LOCAL_MAILBOX.find({ siteId, recordIds, ...(match.by === 'email' ? { address: match.email } : {}) }) : [];
  const mails: PersonRecord[] = copies.map(({ id, sentAt, ...mail }) => ({ kind: 'mailCopy', type: null, id, at: sentAt, data: mail, keptUntil: null }));
  return [...found, ...mails].sort((a, b) => b.at.localeCompare(a.at));
}

/**
 * The agency's mailboxes a lead was mailed to (`deliveredTo`: `email` for a mail to the agency,
 * not one to the visitor or a friend; `email-agent` for the agent's copy): the address the site
 * mails its kind to (shared/contract/lead-routing.ts, as set now: the outbox keeps no address)
 * and the agent's; null for a mailbox the site no longer names.
 */
function mailboxesOf(record: PersonRecord, deliveredTo: readonly string[], delivery: RawDelivery | null | undefined): (string | null)[] {
  const kind = record.type ?? '';
  const mailboxes: (string | null)[] = [];
  if (deliveredTo.includes('email') && mailAudience({ kind, document: record.data }, { crm: 'refused' })?.to === 'agency')
    mailboxes.push(leadRoute(kind, recipientKindOf(kind, record.data), delivery, true).mail?.to ?? null);
  const agent = (record.data.agent as { email?: unknown } | undefined)?.email;
  if (deliveredTo.includes('email-agent')) mailboxes.push(typeof agent === 'string' ? agent : null);
  return mailboxes;
}

/**
 * Who outside the platform received the person's leads: each CRM connection that took one (by
 * the CRM's name; a connection deleted since is `CRM`), the agency's webhook, and each mailbox of
 * the agency they were mailed to, where the mails stay whatever is erased here; with how many,
 * CRMs first, mailboxes last.
 */
export async function recipientsOf(env: PlatformBindings, siteId: number, records: readonly PersonRecord[]): Promise<PersonRecipient[]> {
  const [connections, site] = await Promise.all([crmConnectionsOf(env.DB, siteId), storedSite(env.DB, siteId)]);
  const counts = new Map<string, PersonRecipient>();
  const count = (to: PersonRecipient['to'], name: string | null) => {
    const key = `${to}:${name ?? ''}`;
    counts.set(key, { to, name, leads: (counts.get(key)?.leads ?? 0) + 1 });
  };
  for (const record of records) {
    const delivery = record.kind === 'lead' ? (record.data.delivery as { deliveredTo?: string[]; crm?: { connectionId?: number } | null }) : null;
    const deliveredTo = delivery?.deliveredTo ?? [];
    if (deliveredTo.includes('crm')) {
      const kind = connections.find((connection) => connection.id === delivery?.crm?.connectionId)?.kind;
      count('crm', (kind && crmOf(kind)?.name) ?? 'CRM');
    }
    if (deliveredTo.includes('webhook')) count('webhook', null);
    for (const mailbox of new Set(mailboxesOf(record, deliveredTo, site.delivery))) count('mailbox', mailbox);
  }
  const order: PersonRecipient['to'][] = ['crm', 'webhook', 'mailbox'];
  return [...counts.values()].sort((a, b) => order.indexOf(a.to) - order.indexOf(b.to));
}
