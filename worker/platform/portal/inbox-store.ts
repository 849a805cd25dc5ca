import type { D1Database } from '@cloudflare/workers-types';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';

// The agencies' inbound addresses and the enquiries received (migration 0045, directory
// database): the token of each agency's address, its automatic answer's switch and words, the
// log of mails received and the answers sent.

export interface PortalInbox {
  siteId: number;
  token: string;
  autoAnswer: boolean;
  /** The agency's own opening of the answer per language; a language not here has the default. */
  words: Partial<Record<Locale, string>>;
}

interface InboxRow {
  site_id: number;
  token: string;
  auto_answer: number;
  words: string;
}

const inboxOfRow = (row: InboxRow): PortalInbox => ({
  siteId: row.site_id,
  token: row.token,
  autoAnswer: row.auto_answer === 1,
  words: JSON.parse(row.words) as PortalInbox['words'],
});

/** A new address token: 16 random letters and digits (lower case, an address's local part). */
function newToken(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** The agency's inbox, made (with a new token) the first time it is asked for. */
export async function inboxOf(db: D1Database, siteId: number): Promise<PortalInbox> {
  await db
    .prepare('INSERT INTO portal_inboxes (site_id, token, updated_at) VALUES (?1, ?2, ?3) ON CONFLICT(site_id) DO NOTHING')
    .bind(siteId, newToken(), new Date().toISOString())
    .run();
  return inboxOfRow((await db.prepare('SELECT * FROM portal_inboxes WHERE site_id = ?1').bind(siteId).first<InboxRow>())!);
}

/** The inbox an address's token names, if any. */
export async function inboxOfToken(db: D1Database, token: string): Promise<PortalInbox | null> {
  const row = await db.prepare('SELECT * FROM portal_inboxes WHERE token = ?1').bind(token.toLowerCase()).first<InboxRow>();
  return row ? inboxOfRow(row) : null;
}

/** A new address for the agency: mail to the old one is refused from now on. */
export async function rotateToken(db: D1Database, siteId: number): Promise<PortalInbox> {
  await inboxOf(db, siteId);
  await db.prepare('UPDATE portal_inboxes SET token = ?2, updated_at = ?3 WHERE site_id = ?1').bind(siteId, newToken(), new Date().toISOString()).run();
  return inboxOf(db, siteId);
}

/** The automatic answer's switch and words (empty words: the default of that language). */
export async function saveAnswer(db: D1Database, siteId: number, autoAnswer: boolean, words: Partial<Record<Locale, string>>): Promise<PortalInbox> {
  await inboxOf(db, siteId);
  const kept = Object.fromEntries(LOCALES.flatMap((locale) => (words[locale]?.trim() ? [[locale, words[locale].trim()]] : [])));
  await db
    .prepare('UPDATE portal_inboxes SET auto_answer = ?2, words = ?3, updated_at = ?4 WHERE site_id = ?1')
    .bind(siteId, autoAnswer ? 1 : 0, JSON.stringify(kept), new Date().toISOString())
    .run();
  return inboxOf(db, siteId);
}

/** One mail received, as the console lists it. */
export interface EnquiryRecord {
  messageId: string;
  portal: string | null;
  state: 'lead' | 'forwarded';
  reason: string | null;
  sender: string;
  subject: string;
  enquirer: string | null;
  reference: string | null;
  estateId: number | null;
  leadId: string | null;
  answer: string | null;
  receivedAt: string;
}

/** Records a mail once per Message-ID: false when it was recorded before (the same mail again). */
export async function recordEnquiry(db: D1Database, siteId: number, record: Omit<EnquiryRecord, 'answer' | 'receivedAt'>): Promise<boolean> {
  const written = await db
    .prepare(
      `INSERT INTO portal_enquiries (site_id, message_id, portal, state, reason, sender, subject, enquirer, reference, estate_id, lead_id, received_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12) ON CONFLICT(site_id, message_id) DO NOTHING`,
    )
    .bind(
      siteId,
      record.messageId,
      record.portal,
      record.state,
      record.reason,
      record.sender,
      record.subject.slice(0, 300),
      record.enquirer,
      record.reference,
      record.estateId,
      record.leadId,
      new Date().toISOString(),
    )
    .run();
  return written.meta.changes > 0;
}

/** Whether (and why not) the enquirer was answered: `sent`, `off`, `limited`, `no-reply`, `automatic`, `failed`… */
export async function markAnswer(db: D1Database, siteId: number, messageId: string, answer: string): Promise<void> {
  await db.prepare('UPDATE portal_enquiries SET answer = ?3 WHERE site_id = ?1 AND message_id = ?2').bind(siteId, messageId, answer).run();
}

/** The agency's last mails received, newest first. */
export async function lastEnquiries(db: D1Database, siteId: number, limit = 20): Promise<EnquiryRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT message_id AS messageId, portal, state, reason, sender, subject, enquirer, reference, estate_id AS estateId,
       lead_id AS leadId, answer, received_at AS receivedAt
       FROM portal_enquiries WHERE site_id = ?1 ORDER BY received_at DESC, id DESC LIMIT ?2`,
    )
    .bind(siteId, limit)
    .all<EnquiryRecord>();
  return results;
}

/** The answers sent to an address since a moment: in all, and about one listing. */
export async function answersTo(db: D1Database, address: string, estateId: number, since: string): Promise<{ all: number; listing: number }> {
  const row = await db
    .prepare('SELECT count(*) AS "all", count(CASE WHEN estate_id = ?2 THEN 1 END) AS listing FROM portal_answers WHERE address = ?1 AND sent_at > ?3')
    .bind(address.toLowerCase(), estateId, since)
    .first<{ all: number; listing: number }>();
  return { all: row?.all ?? 0, listing: row?.listing ?? 0 };
}

export async function recordAnswer(db: D1Database, siteId: number, address: string, estateId: number): Promise<void> {
  await db
    .prepare('INSERT INTO portal_answers (address, site_id, estate_id, sent_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(address.toLowerCase(), siteId, estateId, new Date().toISOString())
    .run();
}
