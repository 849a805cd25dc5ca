import { enqueueOutbox } from '../delivery/queue-message';
import { AGENCY_KINDS } from '../delivery/mail-texts';
import { siteDb } from '../databases/site-db';
import type { PlatformBindings } from '../types';

/**
 * "Send again" of one of a site's leads (the console's leads screen, owners): a lead whose
 * delivery failed, or that its CRM refused (it needs attention), is pending again and sent to
 * the queue at once. The destinations that took it are not sent again, except the CRM that
 * refused it (the agency may have fixed its credentials since); what the CRM already holds of
 * it (crm_state) keeps a retry from making a second contact. A row the queue does not take
 * stays pending: the Cron Trigger's re-send brings it (delivery/resend.ts).
 * Answers `missing` for no such lead of this site, `delivering` for one that is not failed.
 */
export async function resendLead(env: PlatformBindings, siteId: number, id: string, now = new Date()): Promise<'queued' | 'missing' | 'delivering'> {
  const db = await siteDb(env, siteId);
  const row = await db
    .prepare(
      `UPDATE outbox SET status = 'pending', claimed_until = NULL, updated_at = ?3, needs_attention = NULL, failure = NULL,
         delivered_to = CASE WHEN needs_attention IS NULL THEN delivered_to
           ELSE (SELECT json_group_array(value) FROM json_each(outbox.delivered_to) WHERE value != 'crm') END
       WHERE id = ?1 AND site_id = ?2 AND kind IN (SELECT value FROM json_each(?4)) AND (status = 'failed' OR needs_attention IS NOT NULL)
       RETURNING id, site_id`,
    )
    .bind(id, siteId, now.toISOString(), JSON.stringify(AGENCY_KINDS))
    .first<{ id: string; site_id: number }>();
  if (row) {
    await enqueueOutbox(env.OUTBOX_QUEUE, [row]);
    return 'queued';
  }
  const kind = await db.prepare('SELECT kind FROM outbox WHERE id = ?1 AND site_id = ?2').bind(id, siteId).first<string>('kind');
  return kind && (AGENCY_KINDS as readonly string[]).includes(kind) ? 'delivering' : 'missing';
}
