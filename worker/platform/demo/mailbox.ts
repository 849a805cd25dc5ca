import type { R2Bucket } from '@cloudflare/workers-types';
import type { Hono } from 'hono';
import PostalMime from 'postal-mime';
import { SIGN_IN_MAIL_KIND } from '../../../shared/contract/console';
import type { MailEnvelope } from '../delivery/mail-message';
import type { KeptCopy, KeptMails, MailAbout, MailMatch, PlatformEnv } from '../types';
import { logNotice } from '../log';

/** One mail of the local mailbox: a console sign-in link as it was mailed. */
export interface MailboxEntry {
  to: string;
  link: string;
  reason: string;
  createdAt: string;
}

/** A mail the local default sent (send_email), as the mailbox lists it. */
export interface KeptMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  sentAt: string;
}

/** The same, opened: its plain text (or the HTML's text when it has none). */
export interface OpenedMail extends KeptMail {
  text: string;
}

const PREFIX = 'local-mailbox/';
/** The mails the mailbox lists, newest first. */
const LISTED = 50;
/** A kept mail's id: the newest sorts first in R2's key order (the time left until 9999), then a random tail. */
const newId = () => `${String(253_402_300_799_999 - Date.now()).padStart(15, '0')}-${crypto.randomUUID().slice(0, 8)}`;
const ID = /^\d{15}-[0-9a-f]{8}$/;

/** The kept copies of the bucket, every page of its listing, with their metadata. */
async function keptCopies(bucket: R2Bucket): Promise<{ key: string; meta: Record<string, string>; uploaded: Date }[]> {
  const copies: { key: string; meta: Record<string, string>; uploaded: Date }[] = [];
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix: PREFIX, include: ['customMetadata'], ...(cursor ? { cursor } : {}) });
    for (const object of listed.objects) copies.push({ key: object.key, meta: object.customMetadata ?? {}, uploaded: object.uploaded });
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return copies;
}

/** A kept copy's id: its key without the prefix and the extension. */
const idOf = (key: string) => key.slice(PREFIX.length, -'.eml'.length);

/** Whether a copy is one of `match`: the site's, and one of its ids, of one of its records, to its address, or sent before its time. */
function matches({ key, meta }: { key: string; meta: Record<string, string> }, match: MailMatch): boolean {
  if (meta.siteId !== String(match.siteId)) return false;
  if (match.ids) return match.ids.includes(idOf(key));
  if (match.before) return (meta.sentAt ?? '') < match.before;
  return Boolean((meta.recordId && match.recordIds?.includes(meta.recordId)) || (match.address && meta.to?.toLowerCase() === match.address));
}

/**
 * The local default's mailbox (worker/local.ts hands it to the platform as LOCAL_MAILBOX): every
 * mail sent is also kept in the media bucket under local-mailbox/, with the site and the record
 * it carried (a person's erasure and the retention step find and remove it), and the terminal
 * says where to read it, instead of the path of the .eml file miniflare writes outside the
 * repository, and prints each console link mailed (neither when `notify` is false).
 */
export function keptMailbox(bucket: R2Bucket, notify = true): KeptMails {
  return {
    async keep(mail: MailEnvelope, about?: MailAbout) {
      const owner = about ? { siteId: String(about.siteId), ...(about.recordId ? { recordId: about.recordId } : {}) } : {};
      await bucket.put(`${PREFIX}${newId()}.eml`, mail.raw, { customMetadata: { from: mail.from, to: mail.to, sentAt: new Date().toISOString(), ...owner } });
      if (notify) logNotice('mail', `to ${mail.to}: read it in the console's local mailbox (/__mailbox)`);
    },
    noticeLink(to, link) {
      if (notify) logNotice('console', `sign-in link for ${to}: ${link}`);
    },
    async find(match: MailMatch) {
      const found = (await keptCopies(bucket)).filter((copy) => matches(copy, match));
      const opened = await Promise.all(
        found.map(async ({ key, meta, uploaded }): Promise<KeptCopy | null> => {
          const body = await bucket.get(key);
          if (!body) return null;
          return {
            id: idOf(key),
            from: meta.from ?? '',
            to: meta.to ?? '',
            sentAt: meta.sentAt ?? uploaded.toISOString(),
            ...(await parsed(await body.arrayBuffer())),
          };
        }),
      );
      return opened.filter((copy) => copy !== null);
    },
    async forget(match: MailMatch) {
      const keys = (await keptCopies(bucket)).filter((copy) => matches(copy, match)).map((copy) => copy.key);
      for (let start = 0; start < keys.length; start += 1000) await bucket.delete(keys.slice(start, start + 1000));
      return keys.length;
    },
  };
}

async function parsed(raw: ArrayBuffer) {
  const email = await PostalMime.parse(raw);
  const text = email.text ?? (email.html ?? '').replace(/<[^>]*>/g, ' ').replace(/[ \t]+/g, ' ');
  return { subject: email.subject ?? '', text: text.trim() };
}

/**
 * The local default's mailbox (demo only: the production platform never has it), read by the
 * console's local mailbox page (worker/console/local/mailbox.tsx), so a newcomer signs in and
 * reads every mail the platform sent without any mail set-up: GET /__mailbox, the console's
 * latest sign-in mails; GET /__mailbox/mails, the mails sent, newest first; GET
 * /__mailbox/mails/{id}, one of them opened.
 */
export function mailboxRoute(platform: Hono<PlatformEnv>): void {
  platform.get('/__mailbox', async (c) => {
    const { results } = await c.env.DB.prepare(
      `SELECT json_extract(document, '$.to') AS "to", json_extract(document, '$.link') AS link,
              json_extract(document, '$.reason') AS reason, created_at AS createdAt
       FROM outbox WHERE site_id IS NULL AND kind = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 20`,
    )
      .bind(SIGN_IN_MAIL_KIND)
      .all<MailboxEntry>();
    return c.json(results);
  });

  platform.get('/__mailbox/mails', async (c) => {
    const bucket = c.env.MEDIA;
    if (!bucket) return c.json([]);
    const listed = await bucket.list({ prefix: PREFIX, limit: LISTED });
    const mails = await Promise.all(
      listed.objects.map(async (object): Promise<KeptMail | null> => {
        const body = await bucket.get(object.key);
        if (!body) return null;
        const meta = body.customMetadata ?? {};
        const { subject } = await parsed(await body.arrayBuffer());
        return {
          id: idOf(object.key),
          from: meta.from ?? '',
          to: meta.to ?? '',
          subject,
          sentAt: meta.sentAt ?? object.uploaded.toISOString(),
        };
      }),
    );
    return c.json(mails.filter((mail) => mail !== null));
  });

  platform.get('/__mailbox/mails/:id', async (c) => {
    const id = c.req.param('id');
    const body = ID.test(id) ? await c.env.MEDIA?.get(`${PREFIX}${id}.eml`) : null;
    if (!body) return c.json({ error: 'No such mail' }, 404);
    const meta = body.customMetadata ?? {};
    const opened: OpenedMail = {
      id,
      from: meta.from ?? '',
      to: meta.to ?? '',
      sentAt: meta.sentAt ?? body.uploaded.toISOString(),
      ...(await parsed(await body.arrayBuffer())),
    };
    return c.json(opened);
  });
}
