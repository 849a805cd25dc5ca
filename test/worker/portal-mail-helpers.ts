import { env } from 'cloudflare:test';
import PostalMime from 'postal-mime';
import worker, { type LocalEnv } from '../../worker/local';
import { inboxOf } from '../../worker/platform/portal/inbox-store';
import type { InboundMail } from '../../worker/platform/portal/inbound';
import { mailsContaining } from './crm';
import type { EnquiryValues, Fixture } from '../support/portal-mails';

// What the worker tests of portal enquiries (docs/portal-enquiries.md) share: a mail handed to
// the local default's real email() handler as Email Routing hands it (a recording message:
// what it forwarded or refused), the agency's inbound address, the site's listings and the
// answers the send_email binding took.

export const SITE_ID = 1;

/** A message as the email() handler gets it, which records what the handler did with it. */
export interface RecordingMail extends InboundMail {
  forwarded: { to: string; headers?: InboundMail['headers'] }[];
  rejected: string[];
}

/** The header lines of a raw mail (unfolded), as Email Routing's `headers`. */
function headersOf(raw: string): Headers {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const headers = new Headers();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      try {
        headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      } catch {
        // A header no Headers object takes (malformed on purpose): Email Routing would leave it out too.
      }
    }
  }
  return headers;
}

export function recordingMail(raw: string | Uint8Array, envelope: { from: string; to: string; rawSize?: number }): RecordingMail {
  const bytes = typeof raw === 'string' ? new TextEncoder().encode(raw) : raw;
  const mail: RecordingMail = {
    from: envelope.from,
    to: envelope.to,
    headers: headersOf(new TextDecoder().decode(bytes.slice(0, 64 * 1024))) as unknown as InboundMail['headers'],
    raw: new Response(bytes as Uint8Array<ArrayBuffer>).body as unknown as InboundMail['raw'],
    rawSize: envelope.rawSize ?? bytes.byteLength,
    forwarded: [],
    rejected: [],
    setReject(reason: string) {
      mail.rejected.push(reason);
    },
    async forward(to: string, headers?: InboundMail['headers']) {
      mail.forwarded.push({ to, headers });
      return undefined as never;
    },
  };
  return mail;
}

/** Hands a raw mail to the local default's email() handler; answers the message with what it did. */
export async function deliverMail(
  raw: string | Uint8Array,
  envelope: { from: string; to: string; rawSize?: number },
  vars: Partial<LocalEnv> = {},
): Promise<RecordingMail> {
  const mail = recordingMail(raw, envelope);
  await worker.email(mail as never, { ...env, ...vars } as LocalEnv);
  return mail;
}

/** The agency's inbound address, made on first use. */
export async function inboxAddress(siteId = SITE_ID): Promise<string> {
  return `${(await inboxOf(env.DB, siteId)).token}@${env.PORTAL_INBOUND_DOMAIN}`;
}

/** Listings of the site for sale without agenda slots to come (no booking link), each with its reference. */
export async function saleListings(count = 1): Promise<{ id: number; reference: string }[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, json_extract(document, '$.general.reference') AS reference FROM estates e
     WHERE site_id = ?1 AND status = 'FOR_SALE' AND is_project = 0 AND parent_id IS NULL
       AND NOT EXISTS (SELECT 1 FROM agenda_slots a WHERE a.estate_id = e.id AND a.starts_at > ?2)
     ORDER BY id LIMIT ?3`,
  )
    .bind(SITE_ID, new Date().toISOString(), count)
    .all<{ id: number; reference: string }>();
  return results;
}

/** The mails the send_email binding took for an address, parsed. */
export async function mailsTo(address: string) {
  const raws = await mailsContaining(address);
  const mails = await Promise.all(raws.map((raw) => PostalMime.parse(raw)));
  return mails.filter((mail) => mail.to?.some((to) => to.address === address));
}

/** The outbox rows of the site's leads from one enquirer. */
export async function leadsOf(email: string) {
  const { results } = await env.DB.prepare("SELECT id, kind, document FROM outbox WHERE site_id = ?1 AND json_extract(document, '$.email') = ?2")
    .bind(SITE_ID, email)
    .all<{ id: string; kind: string; document: string }>();
  return results.map((row) => ({ ...row, document: JSON.parse(row.document) as Record<string, unknown> }));
}

/** The console's record of a mail received. */
export async function enquiryRecord(messageId: string) {
  return env.DB.prepare('SELECT * FROM portal_enquiries WHERE site_id = ?1 AND message_id = ?2')
    .bind(SITE_ID, messageId)
    .first<{ state: string; reason: string | null; answer: string | null; portal: string | null; estate_id: number | null }>();
}

/** A unique address and Message-ID per test. */
export const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/** A portal's fixture filled in for one listing: a unique enquirer's address and Message-ID unless given. */
export async function enquiryMail(
  fixture: Fixture,
  values: Partial<EnquiryValues> & { reference: string },
): Promise<{ raw: string; email: string; messageId: string }> {
  const email = values.email ?? `${unique('buyer')}@example.be`;
  const messageId = values.messageId ?? `${unique('m')}@portal.test`;
  const raw = fixture({
    to: await inboxAddress(),
    name: 'An Jacobs',
    phone: '0470 00 00 01',
    portalId: '10987654',
    message: 'Graag meer info.',
    ...values,
    email,
    messageId,
  });
  return { raw, email, messageId };
}
