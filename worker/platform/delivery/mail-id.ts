import type { createMimeMessage } from 'mimetext/browser';

type MIMEMessage = ReturnType<typeof createMimeMessage>;

/** The header that carries a mail's own id through the mail service, as its Message-ID was written. */
export const MAIL_ID_HEADER = 'X-Outbox-ID';

/**
 * Sets a mail's Message-ID (`<id@domain>`) and the same value in X-Outbox-ID. Cloudflare's Email
 * Service replaces every Message-ID with one of its own (a platform-controlled header; miniflare's
 * send_email does the same locally), and passes an `X-` header as written: so a mail in a
 * recipient's mailbox still names the outbox row or portal answer it came from, the same on
 * every try.
 */
export function setMailId(mime: MIMEMessage, messageId: string): void {
  mime.setHeader('Message-ID', messageId);
  mime.setHeader(MAIL_ID_HEADER, messageId);
}
