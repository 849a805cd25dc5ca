import type { Context } from 'hono';
import { parseAttribution, readAttribution } from '../../../shared/domain/attribution';
import type { Translate } from '../../../shared/i18n';
import type { AppEnv } from '../env';
import { admitForm } from './admit';
import { logFailure } from '../log';
import { WritePending } from '../upstream/forms';
import { type FormResult, pending, platformRefusal, unavailable } from './result';

/** Who sent a form, as the platform's writes take it (a contact request's phone may be left out). */
export function visitorOf<P extends string | undefined>(form: { firstName: string; lastName: string; email: string; phone: P }) {
  return { firstName: form.firstName, lastName: form.lastName, email: form.email, phone: form.phone };
}

/**
 * Where the visitor came from, for a write's body: the form's `attribution` field
 * (what the browser kept for the visit, shared/domain/attribution.ts), else the page the form
 * was posted from (its Referer, this site's only, whole under the site's Referrer-Policy), with
 * the landing page's campaign parameters a form posted without JavaScript still carries. What
 * cannot be read is left out, never refused: it is nothing the visitor typed or could fix.
 */
export function attributionOf(c: Context<AppEnv>, payload: Record<string, unknown> | null) {
  const { hostname } = new URL(c.req.url);
  return readAttribution(payload?.attribution, hostname) ?? parseAttribution(c.req.header('Referer'), undefined, hostname);
}

/** How a form's write ends: its status when done, what the log says when it fails, and the failures the visitor is told about. */
export interface WriteOutcome {
  status: 200 | 201;
  /** The log line of a write that failed for no reason the visitor can act on, e.g. 'contact request not stored'. */
  failure: string;
  /** A failure the form answers itself (a slot or period taken in the meantime); null: 503 (`unavailable`). */
  refusalOf?: (error: unknown) => FormResult<never> | null;
}

/**
 * The end every visitor form shares once its fields are valid: admitted (`admitForm`: the
 * limits, then the captcha), then its one write through the platform, under the key the form
 * was sent with (write-key.ts). A write that fails is the form's own refusal when `refusalOf`
 * names one, the platform's own refusal of it (400, 404, 409, 410: the form again with the
 * message, never queued, never 503), else the one failure shape (`unavailable`: 503 with
 * Retry-After), logged: the platform answered that it failed, or was not asked (its breaker
 * open), so nothing was written, and the form shows again with what the visitor typed. A write
 * sent that got no answer within the form budget (FORM_BUDGET_MS, the client's write deadline)
 * may still be made: it is `pending` (202, "we are confirming…"), never a failure; a lead that
 * cannot wait is queued instead (upstream/forms.ts).
 * @example admitAndWrite(c, t, { limits, captchaToken }, () => createReservation(api, body, key), { status: 201, failure: 'reservation request not stored' })
 */
export async function admitAndWrite<T>(
  c: Context<AppEnv>,
  t: Translate,
  admission: Parameters<typeof admitForm>[2],
  write: () => Promise<T>,
  { status, failure, refusalOf }: WriteOutcome,
): Promise<FormResult<T>> {
  const refusal = await admitForm(c, t, admission);
  if (refusal) return refusal;
  try {
    return { ok: true, status, data: await write() };
  } catch (error) {
    if (error instanceof WritePending) return pending(t('form.confirming'));
    const answer = refusalOf?.(error) ?? platformRefusal(error, t('contact.error'));
    if (answer) return answer;
    // One line: the client logged the platform's failure already.
    logFailure(failure, error);
    return unavailable(c, t('form.errors.unavailable'));
  }
}
