import type { Context } from 'hono';
import { createTranslator, type Translate } from '../../../shared/i18n';
import type { AppEnv } from '../env';
import { UpstreamError } from '../upstream/client';
import { isOutage, OUTAGE_RETRY_AFTER_S } from '../upstream/outage';

/**
 * What handling a visitor's form gave: done (with what to tell the visitor), refused with a
 * message per field, or (202) sent without an answer in time: the platform may still make it,
 * so the visitor is told it is being confirmed and will get a mail, never that it failed.
 */
export type FormResult<T = Record<string, unknown>> =
  | { ok: true; status: 200 | 201; data: T }
  | { ok: false; status: 202 | 400 | 404 | 409 | 410 | 429 | 503; error: string; fields: Record<string, string> };

/** A form not done: refused, or (202) being confirmed. */
export type Refusal = Extract<FormResult<never>, { ok: false }>;

/** A refusal: the status, the message for the whole form, and one per field. */
export function refused(status: 400 | 404 | 409 | 410 | 429 | 503, error: string, fields: Record<string, string> = {}): Refusal {
  return { ok: false, status, error, fields };
}

/**
 * A write sent whose answer did not come within the form budget (upstream/forms.ts
 * `WritePending`): 202 with `message` ("we are confirming…"). The platform makes it or refuses
 * it and mails the visitor either way; the same form again (its key) gets the first answer.
 */
export function pending(message: string): FormResult<never> {
  return { ok: false, status: 202, error: message, fields: {} };
}

/**
 * The one failure shape of every visitor form: the platform could not take what
 * needs its answer at once (a slot, a period, a subscription) or the form could not be read
 * against it: 503 with Retry-After and `message`, as JSON for an island, else the page again
 * with the visitor's input (forms/answer.ts).
 */
export function unavailable(c: Context<AppEnv>, message: string): FormResult<never> {
  c.header('Retry-After', String(OUTAGE_RETRY_AFTER_S));
  return refused(503, message);
}

/**
 * The platform's own answer refusing a form's write (400: it does not take the request as sent;
 * 404/410: what it is about is gone; 409: a conflict), which no retry will change: the form
 * again with `message` under that status, no Retry-After, nothing queued. Null for
 * anything else (an outage).
 */
export function platformRefusal(error: unknown, message: string): FormResult<never> | null {
  if (!(error instanceof UpstreamError)) return null;
  const { status } = error;
  return status === 400 || status === 404 || status === 409 || status === 410 ? refused(status, message) : null;
}

/**
 * What a form reads before its write (the listing, the unit) when that read fails: an outage
 * is the form's one failure shape, never the HTML error page an island cannot read; anything
 * else is thrown on.
 * @example const unit = await loadUnit(ctx).catch(unavailableRead(c, t))
 */
export function unavailableRead(c: Context<AppEnv>, t: Translate) {
  return (error: unknown): FormResult<never> => {
    if (!isOutage(error)) throw error;
    return unavailable(c, t('form.errors.unavailable'));
  };
}

/**
 * A form's answer as JSON (an island): `ok` and what it gave, or the messages. A lead queued
 * for the platform (LeadReceipt.queued) is as taken as any: its message says it was received;
 * a write still being confirmed (202) says so, with `pending`.
 */
export function formJson<T>(c: Context<AppEnv>, result: FormResult<T>, extra: Record<string, unknown> = {}): Response {
  if (!result.ok && result.status === 202) return c.json({ ok: true, pending: true, message: result.error, ...extra }, 202);
  if (!result.ok) return c.json({ error: result.error, fields: result.fields, ...extra }, result.status);
  const queued = (result.data as { queued?: boolean } | null)?.queued ? { queued: true, message: createTranslator(c.get('locale'))('form.received') } : {};
  return c.json({ ok: true, ...queued, ...extra }, result.status);
}

/**
 * A validation message key ('required', 'tooLong:100', 'email'…) as the visitor reads it:
 * form.errors.* in the locale files, `invalid` for anything else.
 */
export function formMessage(key: string, t: Translate, known: readonly string[] = ['required', 'tooLong', 'email', 'phone', 'consent']): string {
  const [name = 'invalid', max] = key.split(':');
  return t(`form.errors.${known.includes(name) ? name : 'invalid'}`, { max: max ?? '' });
}

/**
 * A validation message as the visitor reads it when it is one of the forms' keys ('required',
 * 'tooLong:100', 'email', 'phone'); any other message as it is. For checks shared by forms and
 * other callers (the MCP server's tools, whose other messages are the schema's own).
 */
export function knownFormMessage(message: string, t: Translate): string {
  return /^(?:required|tooLong|email|phone)(?::\d+)?$/.test(message) ? formMessage(message, t) : message;
}

/** The fields of a posted form to show again: strings only, never the captcha token or a consent box. */
export function valuesToShowAgain(payload: Record<string, unknown> | null, hidden: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(payload ?? {}).filter(([key, value]) => typeof value === 'string' && !hidden.includes(key))) as Record<
    string,
    string
  >;
}

/** The groups of checkboxes of a posted form to show again: which boxes were ticked. */
export function listsToShowAgain(payload: Record<string, unknown> | null): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(payload ?? {})
      .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
      .map(([key, value]) => [key, value.filter((item): item is string => typeof item === 'string')]),
  );
}
