import type { D1Database } from '@cloudflare/workers-types';
import { EmailMessage } from 'cloudflare:email';
import type { RawSite } from '../../../shared/platform-api/raw/site';
import type { PlatformBindings } from '../types';
import { composeMail, mailAudience } from './mail-message';
import type { DestinationName, OutboxMessage } from './outbox-message';
import { postWebhook } from './webhook';

/** One place an outbox message goes; `send` throws when that place did not take it. */
export interface Destination {
  name: DestinationName;
  send(): Promise<void>;
}

async function slotStartOf(db: D1Database, message: OutboxMessage): Promise<string | null> {
  const slotId = message.document.slotId;
  if (!message.kind.startsWith('appointment') || typeof slotId !== 'number') return null;
  const slot = await db.prepare('SELECT starts_at FROM agenda_slots WHERE id = ?1').bind(slotId).first<{ starts_at: string }>();
  return slot?.starts_at ?? null;
}

/**
 * The destinations of a message on its site (site.delivery, README "Lead delivery"): the
 * webhook takes every kind; e-mail goes to the agency's address, a confirmation to the
 * visitor's own address, send-to-a-friend to the friend (mailAudience). None: the message stays in
 * the outbox as the site's mailbox.
 */
export function destinationsFor(message: OutboxMessage, site: RawSite, env: PlatformBindings): Destination[] {
  const destinations: Destination[] = [];
  const webhook = site.delivery?.webhook;
  if (webhook?.url && webhook.secret) {
    destinations.push({ name: 'webhook', send: () => postWebhook({ url: webhook.url, secret: webhook.secret! }, message) });
  }
  const email = site.delivery?.email;
  const audience = mailAudience(message);
  if (email?.to && audience) {
    destinations.push({
      name: 'email',
      async send() {
        if (!env.MAILER) throw new Error('no MAILER binding (send_email) on the platform');
        const from = email.from ?? env.MAIL_FROM;
        if (!from) throw new Error('no sender: set delivery.email.from on the site or MAIL_FROM on the platform');
        const mail = composeMail(message, audience, { site, from, agency: email.to, slotStart: await slotStartOf(env.DB, message) });
        await env.MAILER.send(new EmailMessage(mail.from, mail.to, mail.raw));
      },
    });
  }
  return destinations;
}
