import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { wantsJson } from './payload';
import { type FormResult, formJson, listsToShowAgain, valuesToShowAgain } from './result';
import type { FormReturn } from '../request-context';

/** Never shown again: the captcha token and the consent boxes, which the visitor gives each time. */
const HIDDEN = ['g-recaptcha-response', 'privacy', 'consent'];

export interface FormAnswerOptions<T> {
  /** The form's id on its page ('contact-form-12', 'reservation'…): which form comes back marked. */
  form: string;
  payload: Record<string, unknown> | null;
  /** Where a form posted without JavaScript goes when it was taken (303, so a reload does not post again). */
  redirect: (data: T) => string;
  /** Shows the page again with the form marked (its screen's renderScreen); absent (an ajax route, no page), the answer is always JSON. */
  again?: (answer: { status: Exclude<FormResult['status'], 200 | 201>; form: FormReturn }) => Promise<Response>;
  /** What an island gets back on success, besides `ok: true`. */
  json?: (data: T) => Record<string, unknown>;
  /** What an island gets back besides the messages when the form was refused (what changed meanwhile). */
  refusedJson?: () => Promise<Record<string, unknown>>;
}

/**
 * The answer to a screen's form (its action): JSON for an island; for a form posted without
 * JavaScript, a redirect when it was taken, or the page again with each problem beside its
 * field and the values kept (or, 202, with the message that it is being confirmed). The same rules for every form, so each action only says what
 * its form is and where it leads.
 */
export async function answerForm<T>(c: Context<AppEnv>, result: FormResult<T>, options: FormAnswerOptions<T>): Promise<Response> {
  const waiting = !result.ok && result.status === 202;
  if (wantsJson(c) || !options.again) {
    return formJson(
      c,
      result,
      result.ok ? (options.json?.(result.data) ?? (result.data as Record<string, unknown>)) : waiting ? {} : await options.refusedJson?.(),
    );
  }
  if (result.ok) return c.redirect(options.redirect(result.data), 303);
  // A write still being confirmed: the page again with its message (not an error), the input kept for a retry under the same key.
  return options.again({
    status: result.status,
    form: {
      form: options.form,
      status: waiting ? 'pending' : 'error',
      message: result.error,
      fieldErrors: result.fields,
      values: valuesToShowAgain(options.payload, HIDDEN),
      lists: listsToShowAgain(options.payload),
    },
  });
}
