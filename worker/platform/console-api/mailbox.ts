import { MAILBOX_MAIL_KIND } from '../../../shared/contract/console';
import { legalMailbox } from '../../../shared/contract/lead-routing';
import { DEFAULT_LOCALE, isLocale } from '../../../shared/i18n/locales';
import { enqueueOutbox } from '../delivery/queue-message';
import { logWarning } from '../log';
import { updateSite } from '../sites/update';
import { storedSite } from '../sites/store';
import type { PlatformBindings } from '../types';

/**
 * A site going live without an office mailbox gets the legal data's e-mail address as its
 * mailbox (delivery.email.to), so its first lead reaches a person; it stays editable in the
 * console's settings. A mail to that address says leads will come there, in the site's default
 * language, with a link to the settings (`origin`: the console's, when the console gave it).
 * Answers the address set, or null (a mailbox was set already, or the legal data has no
 * address). A site whose document the site schema refuses keeps going live, its mailbox unset.
 */
export async function publishMailbox(env: PlatformBindings, siteId: number, origin: string | undefined, now: Date): Promise<string | null> {
  const site = await storedSite(env.DB, siteId);
  const to = site.delivery?.email?.to ? null : legalMailbox(site);
  if (!to) return null;
  try {
    await updateSite(env, siteId, { delivery: { email: { to } } });
  } catch (error) {
    logWarning('console publish: the mailbox could not be set from the legal data', error, String(siteId));
    return null;
  }
  const locale = isLocale(site.defaultLanguage) ? site.defaultLanguage : DEFAULT_LOCALE;
  const link = origin ? `${origin}/${locale}/sites/${siteId}/settings` : undefined;
  const id = crypto.randomUUID();
  // site-db: DB (the console's own mail is no site's: it is in the directory's outbox)
  await env.DB.prepare('INSERT INTO outbox (id, site_id, kind, document, created_at) VALUES (?1, NULL, ?2, ?3, ?4)')
    .bind(id, MAILBOX_MAIL_KIND, JSON.stringify({ to, locale, siteName: site.name, ...(link ? { link } : {}) }), now.toISOString())
    .run();
  await enqueueOutbox(env.OUTBOX_QUEUE, [id]);
  return to;
}
