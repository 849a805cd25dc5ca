import * as z from 'zod';
import { LEAD_OUTBOX_KINDS, RECIPIENT_KINDS } from './lead-kinds';

export { DEFAULT_CRM_COPIES } from './lead-kinds';

/*
 * Where the platform delivers a site's leads (its outbox), in the words of the admin API and
 * the site writes (site-input.ts, `delivery`): the CRM's signed webhook and the agency's
 * mailbox, each optional; none and they stay in the outbox (GET /admin/outbox).
 */

/** A webhook address: https, or plain http on this machine (localhost, 127.0.0.1) for local use. */
export function isWebhookAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
}

const webhookUrl = z.string().trim().max(2048).refine(isWebhookAddress, 'must be an https:// address (http:// only on localhost or 127.0.0.1)');
const webhookSecret = z.string().min(16, 'must be at least 16 characters').max(256).regex(/^\S+$/, 'must not contain spaces');
const mailAddress = z.string().trim().max(254).pipe(z.email('must be an e-mail address'));

/** The CRM's lead endpoint: JSON posts signed with HMAC-SHA256 under the secret (docs/leads.md "Webhook"). */
const webhookSchema = z.strictObject({ url: webhookUrl, secret: webhookSecret });

/**
 * The agency's mailbox (`to`), the sender on the agency's own mail domain (`from`, else the
 * deploy's MAIL_FROM), and the lead kinds mailed to it as well when its CRM takes them
 * (`crmCopies`, default DEFAULT_CRM_COPIES; no effect without a CRM connection).
 */
const mailDestinationSchema = z.strictObject({
  to: mailAddress,
  from: mailAddress.optional(),
  crmCopies: z
    .array(z.enum(LEAD_OUTBOX_KINDS, `must be lead kinds: ${LEAD_OUTBOX_KINDS.join(', ')}`))
    .max(LEAD_OUTBOX_KINDS.length)
    .optional(),
  /** Another address per kind of lead (viewings to the viewings desk); a kind left out goes to `to`. */
  recipients: z.partialRecord(z.enum(RECIPIENT_KINDS), mailAddress).optional(),
});

/** The longest origin table a site keeps (one line per portal or campaign). */
export const MAX_CRM_ORIGINS = 50;
const utmValue = z.string().trim().toLowerCase().min(1, 'must not be empty').max(150, 'must be at most 150 characters');

/**
 * One line of the site's lead origin table: leads whose utm_source (and utm_medium,
 * when the line gives one) is this reach the CRM with `origin`, an id of the CRM's own list
 * (Whise `ContactOriginId`, Omnicasa `SourceId`). The site's CRM is the one taking its leads.
 */
export const crmOriginSchema = z.strictObject({ source: utmValue, medium: utmValue.optional(), origin: z.number().int().positive().max(2_147_483_647) });
export type CrmOrigin = z.output<typeof crmOriginSchema>;
const crmOriginsSchema = z.array(crmOriginSchema).max(MAX_CRM_ORIGINS, `must have at most ${MAX_CRM_ORIGINS} lines`);

/** Where the platform delivers the site's outbox messages; none: they stay in the outbox (GET /admin/outbox). */
export const deliverySchema = z.strictObject({
  webhook: webhookSchema.nullable().optional(),
  email: mailDestinationSchema.nullable().optional(),
  crmOrigins: crmOriginsSchema.optional(),
});

/** A change to the destinations: a given webhook key replaces the stored one (the secret may stay); `email` is replaced whole. */
export const deliveryUpdateSchema = z.strictObject({
  webhook: webhookSchema.partial().strict().nullable().optional(),
  email: mailDestinationSchema.nullable().optional(),
  /** The lead origin table, replaced whole (`[]` empties it). */
  crmOrigins: crmOriginsSchema.optional(),
});

/** The destinations after a change (deliveryUpdateSchema): null removes them, a webhook key by key. */
export function mergeDelivery(
  current: z.output<typeof deliverySchema> | null | undefined,
  update: z.output<typeof deliveryUpdateSchema> | null | undefined,
): unknown {
  if (update === undefined) return current;
  if (update === null) return null;
  const webhook = update.webhook === undefined ? current?.webhook : update.webhook === null ? null : { ...current?.webhook, ...update.webhook };
  const email = update.email === undefined ? current?.email : update.email;
  const crmOrigins = update.crmOrigins === undefined ? current?.crmOrigins : update.crmOrigins;
  return crmOrigins?.length ? { webhook, email, crmOrigins } : { webhook, email };
}
