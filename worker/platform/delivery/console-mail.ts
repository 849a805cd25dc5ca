import { createMimeMessage } from 'mimetext/browser';
import { isLocale, type Locale } from '../../../shared/i18n/locales';
import { MAILBOX_MAIL_KIND, SIGN_IN_MAIL_KIND } from '../../../shared/contract/console';
import type { Destination } from './destinations';
import { base64Lines } from './mail-message';
import { sendMail } from './send-mail';
import { anchor, html, mailPage, text } from './mail-parts';
import { setMailId } from './mail-id';
import type { OutboxMessage } from './outbox-message';
import type { PlatformBindings } from '../types';
import { mailLookup } from './mail-words';

/** The console's mails' words (locales/console-mail.json; read from a static file: ../mail-words.ts). */
const lookup = mailLookup('console');

/** An outbox row of the console's own (site_id null). */
export type ConsoleMail = Pick<OutboxMessage, 'id' | 'kind' | 'document'>;

/** A line of HTML with the link as its own text, between the words before and after it. */
const linkParagraph = (before: string | undefined, link: string, after: string | undefined) =>
  `<p>${html(before ?? '')}${anchor(link, link)}${html(after ?? '')}</p>`;

/** A console mail as MIME, from the console's address: its subject, plain text and HTML body. */
function consoleMime(message: ConsoleMail, from: string, mail: { to: string; locale: Locale; subject: string; plain: string; body: string }) {
  const mime = createMimeMessage();
  mime.setSender({ name: 'Console', addr: from });
  mime.setRecipient(mail.to);
  setMailId(mime, `<${message.id}.console@${from.split('@')[1]}>`);
  mime.setHeader('Content-Language', mail.locale);
  mime.setSubject(mail.subject);
  const encode = (value: string) => mime.toBase64(value);
  mime.addMessage({ contentType: 'text/plain', encoding: 'base64', data: base64Lines(encode, mail.plain) });
  mime.addMessage({ contentType: 'text/html', encoding: 'base64', data: base64Lines(encode, mailPage(mail.locale, mail.body)) });
  return { from, to: mail.to, raw: mime.asRaw() };
}

/** The console's mail (a sign-in link, site_id null) as MIME: the user's language, plain text and HTML. */
export function composeSignInMail(message: ConsoleMail, from: string): { from: string; to: string; raw: string } {
  const locale: Locale = isLocale(message.document.locale) ? message.document.locale : 'nl';
  const reason = message.document.reason === 'invite' || message.document.reason === 'sign-up' ? message.document.reason : 'sign-in';
  const to = text(message.document.to);
  const link = text(message.document.link);
  const site = text(message.document.siteName);
  // An invitation says who invited and as what; an agency an operator made, that its owner runs it.
  const by = text(message.document.invitedBy);
  const role = message.document.role === 'owner' || message.document.role === 'editor' ? message.document.role : '';
  const key = reason !== 'invite' || !role ? reason : by ? 'inviteBy' : role === 'owner' ? 'inviteOwner' : reason;
  const intro = lookup(locale, `intro.${key}`, { site, by, role: role && lookup(locale, `role.${role}`) });
  const once = lookup(locale, 'once');
  const [before, after] = lookup(locale, 'open', { link: '\u0000' }).split('\u0000');
  const plain = [intro, '', lookup(locale, 'open', { link }), '', once].join('\n');
  const body = `<p>${html(intro)}</p>${linkParagraph(before, link, after)}<p>${html(once)}</p>`;
  return consoleMime(message, from, { to, locale, subject: lookup(locale, `subject.${reason}`, { site }), plain, body });
}

/**
 * The mail telling an office mailbox that its site's leads now come there (console-api/mailbox.ts),
 * in the site's default language, with the link to the console's settings to change it.
 */
export function composeMailboxMail(message: ConsoleMail, from: string): { from: string; to: string; raw: string } {
  const locale: Locale = isLocale(message.document.locale) ? message.document.locale : 'nl';
  const to = text(message.document.to);
  const site = text(message.document.siteName);
  const link = text(message.document.link);
  const intro = lookup(locale, 'mailbox.intro', { site, to });
  const [before, after] = lookup(locale, 'mailbox.change', { link: '\u0000' }).split('\u0000');
  const plain = [intro, ...(link ? ['', `${before ?? ''}${link}${after ?? ''}`] : [])].join('\n');
  const body = `<p>${html(intro)}</p>${link ? linkParagraph(before, link, after) : ''}`;
  return consoleMime(message, from, { to, locale, subject: lookup(locale, 'mailbox.subject', { site }), plain, body });
}

/** The console's own mails by their outbox kind. */
const CONSOLE_MAILS: Record<string, (message: ConsoleMail, from: string) => { from: string; to: string; raw: string }> = {
  [SIGN_IN_MAIL_KIND]: composeSignInMail,
  [MAILBOX_MAIL_KIND]: composeMailboxMail,
};

/** Where the console's own mail goes: the address it names, from MAIL_FROM. None for any other kind without a site. */
export function consoleDestinations(message: ConsoleMail, env: PlatformBindings): Destination[] {
  const compose = Object.hasOwn(CONSOLE_MAILS, message.kind) ? CONSOLE_MAILS[message.kind]! : null;
  if (!compose) return [];
  return [
    {
      name: 'email',
      async send() {
        if (!env.MAIL_FROM) throw new Error('no sender: set MAIL_FROM on the platform');
        const mail = compose(message, env.MAIL_FROM);
        await sendMail(env, mail);
      },
    },
  ];
}
