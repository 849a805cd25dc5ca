import type { D1Database } from '@cloudflare/workers-types';
import { recipientKindOf } from '../../../shared/contract/lead-kinds';
import { leadRoute } from '../../../shared/contract/lead-routing';
import type { RawSite } from '../../../shared/contract/raw/site';
import type { PlatformBindings } from '../types';
import { crmDestination, type CrmRoute } from './crm';
import { composeMail, mailAudience } from './mail-message';
import { ASSISTANT_CONFIRMATION } from './mail-texts';
import type { Destination, OutboxMessage } from './outbox-message';
import { sendMail } from './send-mail';
import { postWebhook } from './webhook';
import { siteDb } from '../databases/site-db';

export type { Destination };

async function slotStartOf(db: D1Database, message: OutboxMessage): Promise<string | null> {
  const slotId = message.document.slotId;
  if (!message.kind.startsWith('appointment') || typeof slotId !== 'number') return null;
  const slot = await db.prepare('SELECT starts_at FROM agenda_slots WHERE id = ?1').bind(slotId).first<{ starts_at: string }>();
  return slot?.starts_at ?? null;
}

/** The address of the agent a lead names (sent from their page), if it is one. */
function agentAddress(message: OutboxMessage): string | null {
  const agent = message.document.agent as { email?: unknown } | undefined;
  const email = typeof agent?.email === 'string' ? agent.email : '';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
}

/**
 * The destinations of a message on its site (site.delivery, docs/leads.md): the
 * webhook takes every kind but an assistant's request waiting for its person; e-mail goes to the agency's address (the one it gave the lead's
 * kind, delivery.email.recipients, else its mailbox), a confirmation to the
 * visitor's own address, send-to-a-friend to the friend (mailAudience). None: the message stays in
 * the outbox as the site's mailbox. A lead of a site with a CRM connection (`crm`, crm.ts) goes
 * to the CRM first; the agency's e-mail then goes as a copy the site asked for
 * (delivery.email.crmCopies) or when the CRM did not take the lead. Where a lead goes is one
 * rule, the console's go-live screen's too (shared/contract/lead-routing.ts leadRoute).
 */
export function destinationsFor(message: OutboxMessage, site: RawSite, env: PlatformBindings, crm: CrmRoute | null = null): Destination[] {
  const destinations: Destination[] = [];
  const webhook = site.delivery?.webhook;
  // A request an assistant made waits for the person's confirmation: nothing of it reaches the agency before.
  if (webhook?.url && webhook.secret && message.kind !== ASSISTANT_CONFIRMATION) {
    destinations.push({ name: 'webhook', send: () => postWebhook({ url: webhook.url, secret: webhook.secret! }, message) });
  }
  const lead = crm ? crmDestination(env, message, site, crm) : null;
  if (lead) destinations.push(lead.destination);
  const email = site.delivery?.email;
  // A kind the agency is mailed only when its CRM could not take it (a subscription) gets an
  // e-mail destination on a site with a CRM, which sends only if that happens.
  const audience = mailAudience(message) ?? (lead ? mailAudience(message, { crm: 'not-supported' }) : null);
  if (email?.to && audience) {
    const route = leadRoute(message.kind, recipientKindOf(message.kind, message.document), site.delivery, lead !== null);
    /** A lead's mail that is only the CRM's fallback is not sent while the CRM takes the lead. */
    const unwanted = () => lead !== null && route.mail?.when === 'fallback' && !lead.notTaken();
    // The address the agency gave this kind of lead, else its mailbox.
    const agency = route.mail?.to ?? email.to;
    /** The site's sender, else the platform's; with neither, the mail fails saying `missing`. */
    const sender = (missing: string) => {
      const from = email.from ?? env.MAIL_FROM;
      if (!from) throw new Error(missing);
      return from;
    };
    destinations.push({
      name: 'email',
      async send() {
        if (unwanted()) return 'skipped';
        const from = sender('no sender: set delivery.email.from on the site or MAIL_FROM on the platform');
        const crmNotice = lead?.notice();
        const context = { site, from, agency, localPort: env.LOCAL_SITES_PORT, slotStart: await slotStartOf(await siteDb(env, message.siteId), message) };
        const mail = composeMail(
          message,
          audience,
          crmNotice ? { ...context, crmNotice: crmNotice.reason, crmRetrying: crmNotice.retrying, crmDown: crmNotice.down } : context,
        );
        await sendMail(env, mail, { siteId: message.siteId, recordId: message.id });
      },
    });
    // A request from an agent's page goes to the agent as well, the same mail, as a destination of its own (retried alone).
    const agent = agentAddress(message);
    if (agent && audience.to === 'agency') {
      destinations.push({
        name: 'email-agent',
        async send() {
          if (unwanted()) return 'skipped';
          const from = sender('no sender for the agent’s copy');
          if (agent.toLowerCase() === agency.toLowerCase()) return 'skipped';
          const mail = composeMail(message, audience, { site, from, agency: agent, localPort: env.LOCAL_SITES_PORT, slotStart: null });
          await sendMail(env, mail, { siteId: message.siteId, recordId: message.id });
        },
      });
    }
  }
  return destinations;
}
