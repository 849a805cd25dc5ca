import type { Context } from 'hono';
import * as z from 'zod/mini';
import { FIELD_LIMITS } from '../../../shared/contract/limits';
import { CAPTCHA_FIELD } from '../../../shared/domain/contact-form';
import { createTranslator, type Translate } from '../../../shared/i18n';
import { fieldMessages } from './admit';
import { captchaField, consentField, emailField, requiredText } from './fields';
import { SHARE_RECIPIENT_LIMIT, SHARE_SENDER_LIMIT } from './rate-limit';
import type { AppEnv } from '../env';
import { siteApi } from '../upstream';
import { type LeadReceipt, sendToFriend } from '../upstream/forms';
import { type FormResult, formMessage, platformRefusal, refused } from './result';
import { admitAndWrite } from './submit';
import { writeKeyOf } from './write-key';
import { siteOrigin } from '../../../shared/domain/site-origin';

/** The listing a visitor sends on, as its page shows it (the mail's fixed template). */
export interface SharedListing {
  kind: 'estate' | 'rental';
  id: number;
  title: string;
  /** The price as shown ('€ 350.000', 'Vanaf € 450'), or '' without one. */
  price: string;
  /** The main photo, absolute. */
  image: string | null;
  /** The address line, when the agency shows it. */
  address: string | null;
  /** The listing's page in this language, a site path. */
  path: string;
}

export const SHARE_MESSAGE_MAX = 500;

/**
 * Whether a visitor's text carries a link or markup: a URL scheme, 'www.', a tag, or a
 * domain name. The mail goes to an address the visitor typed, so it must never carry what
 * the visitor wants a stranger to click (the site is not an open relay).
 */
export function hasLinkOrMarkup(text: string): boolean {
  return LINK.test(text) || MARKUP.test(text);
}

/**
 * A URL with a scheme, 'www.', or a domain name ('example.be', 'x.co/abc', 'café.be') standing
 * as a word: whatever follows it that is not a letter, digit or hyphen ends it ('example.be.',
 * '«example.fr»'), as a mail client's link finder sees it.
 */
const LINK = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,24}(?:\/\S*)?(?![\p{L}\p{N}-])/iu;
/** A tag or a character reference. */
const MARKUP = /<\s*[a-z!/?]|&#?[a-z0-9]+;/i;

const shareSchema = z.object({
  // The name goes into the friend's mail too: no links or markup there either.
  senderName: z.pipe(
    z.pipe(
      z.string({ error: 'required' }),
      // One line: it goes into the mail's subject, where a line break would start a header.
      z.transform((text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim()),
    ),
    requiredText(FIELD_LIMITS.name).check(z.refine((text) => !hasLinkOrMarkup(text), 'links')),
  ),
  senderEmail: emailField(),
  friendEmail: emailField(),
  message: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(SHARE_MESSAGE_MAX, `tooLong:${SHARE_MESSAGE_MAX}`),
      z.refine((text) => !hasLinkOrMarkup(text), 'links'),
    ),
  ),
  privacy: consentField(),
  [CAPTCHA_FIELD]: captchaField(),
});

/** The friend's mail: a fixed plain-text template in the page's language; the visitor adds only a short plain message. */
export function shareMail(
  listing: SharedListing,
  form: { senderName: string; senderEmail: string; message?: string },
  t: Translate,
  origin: string,
  agency: string,
) {
  const lines = [
    t('share.mailGreeting'),
    '',
    t('share.mailIntro', { sender: form.senderName, email: form.senderEmail, agency }),
    '',
    listing.title,
    ...(listing.price ? [t('share.mailPrice', { price: listing.price })] : []),
    ...(listing.address ? [t('share.mailAddress', { address: listing.address })] : []),
    ...(listing.image ? [t('share.mailPhoto', { photo: listing.image })] : []),
    t('share.mailLink', { link: origin + listing.path }),
    ...(form.message ? ['', t('share.mailMessage', { sender: form.senderName }), form.message] : []),
    '',
    '—',
    t('share.mailFooter', { site: new URL(origin).host }),
  ];
  return { subject: t('share.mailSubject', { sender: form.senderName, title: listing.title }), text: lines.join('\n') };
}

/**
 * Sends a listing on to a friend: every field checked, the message plain text
 * without links; then the limits (per sender address, per recipient, per client), the captcha,
 * and one mail in the platform's outbox.
 */
export async function submitShare(c: Context<AppEnv>, payload: Record<string, unknown> | null, listing: SharedListing): Promise<FormResult<LeadReceipt>> {
  const locale = c.get('locale');
  const t = createTranslator(locale);
  if (!payload) return refused(400, t('form.errors.body'));
  const parsed = shareSchema.safeParse(payload);
  const fields: Record<string, string> = parsed.success
    ? {}
    : fieldMessages(parsed.error.issues, (key) => (key === 'links' ? t('share.errorLinks') : formMessage(key, t)));
  if (parsed.success && parsed.data.friendEmail.toLowerCase() === parsed.data.senderEmail.toLowerCase()) fields.friendEmail = t('share.errorSame');
  if (!parsed.success || Object.keys(fields).length > 0) return refused(400, t('share.error'), fields);
  const form = parsed.data;
  const admission = {
    limits: [
      { scope: 'share-sender', key: form.senderEmail.toLowerCase(), rule: SHARE_SENDER_LIMIT },
      { scope: 'share-recipient', key: form.friendEmail.toLowerCase(), rule: SHARE_RECIPIENT_LIMIT },
      { scope: 'share-client', rule: SHARE_SENDER_LIMIT },
    ],
    captchaToken: form[CAPTCHA_FIELD],
    rateLimited: t('share.rateLimited'),
  };
  const site = c.get('site');
  const origin = siteOrigin(site.origin, c.req.url);
  const body = {
    locale,
    ...(listing.kind === 'estate' ? { estateId: listing.id } : { rentalUnitId: listing.id }),
    senderName: form.senderName,
    senderEmail: form.senderEmail,
    friendEmail: form.friendEmail,
    ...(form.message ? { message: form.message } : {}),
    link: listing.path,
    mail: shareMail(listing, form, t, origin, site.name),
  };
  const key = await writeKeyOf(c, '/send-to-a-friend', payload, body);
  return admitAndWrite(c, t, admission, () => sendToFriend(siteApi(c.get('upstream'), site, locale), body, key), {
    status: 201,
    failure: 'send-to-a-friend not stored',
    refusalOf: (error) => platformRefusal(error, t('share.error')),
  });
}
