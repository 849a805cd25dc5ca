import type { Hono } from 'hono';
import { SIGN_IN_MAIL_KIND } from '../../../shared/contract/console';
import type { LinkNotice } from '../console/sign-in';
import type { PlatformEnv } from '../types';
import { logNotice } from '../log';

/** One mail of the local mailbox: a console sign-in link as it was mailed. */
export interface MailboxEntry {
  to: string;
  link: string;
  reason: string;
  createdAt: string;
}

/**
 * The local default's mailbox (issue 31): GET /__mailbox answers the console's latest sign-in
 * mails, which the console's local mailbox page shows (worker/console/local/mailbox.tsx), so a
 * newcomer signs in without any mail set-up. Demo only: the production platform never has it.
 */
export function mailboxRoute(platform: Hono<PlatformEnv>): void {
  platform.get('/__mailbox', async (c) => {
    const { results } = await c.env.DB.prepare(
      `SELECT json_extract(document, '$.to') AS "to", json_extract(document, '$.link') AS link, json_extract(document, '$.reason') AS reason, created_at AS createdAt
       FROM outbox WHERE site_id IS NULL AND kind = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 20`,
    )
      .bind(SIGN_IN_MAIL_KIND)
      .all<MailboxEntry>();
    return c.json(results);
  });
}

/** The local default prints every sign-in link in the terminal too. */
export const printLink: LinkNotice = (to, link) => logNotice('console', `sign-in link for ${to}: ${link}`);
