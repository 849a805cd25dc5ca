import { EmailMessage } from 'cloudflare:email';
import type { MailAbout, PlatformBindings } from '../types';
import type { MailEnvelope } from './mail-message';

/**
 * Sends one composed mail through the send_email binding (MAILER); the local default also keeps
 * a copy in its mailbox (LOCAL_MAILBOX, worker/local.ts), which the console shows at /__mailbox,
 * marked with `about` (the site and the record the mail carried) for a person's erasure.
 * Throws when the platform has no MAILER: the outbox keeps the row and tries again.
 */
export async function sendMail(env: Pick<PlatformBindings, 'MAILER' | 'LOCAL_MAILBOX'>, mail: MailEnvelope, about?: MailAbout): Promise<void> {
  if (!env.MAILER) throw new Error('no MAILER binding (send_email) on the platform');
  await env.MAILER.send(new EmailMessage(mail.from, mail.to, mail.raw));
  await env.LOCAL_MAILBOX?.keep(mail, about);
}
