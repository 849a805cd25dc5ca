import type { Translate } from '../../shared/i18n';

/** What handling a visitor's form gave: done (with what to tell the visitor), or refused with a message per field. */
export type FormResult<T = Record<string, unknown>> =
  | { ok: true; status: 200 | 201; data: T }
  | { ok: false; status: 400 | 404 | 409 | 410 | 429 | 502 | 503; error: string; fields: Record<string, string> };

/** A refusal: the status, the message for the whole form, and one per field. */
export function refused(status: 400 | 404 | 409 | 410 | 429 | 502 | 503, error: string, fields: Record<string, string> = {}): FormResult<never> {
  return { ok: false, status, error, fields };
}

/**
 * A validation message key ('required', 'tooLong:100', 'email'…) as the visitor reads it:
 * form.errors.* in the locale files, `invalid` for anything else.
 */
export function formMessage(key: string, t: Translate, known: readonly string[] = ['required', 'tooLong', 'email', 'phone', 'consent']): string {
  const [name = 'invalid', max] = key.split(':');
  return t(`form.errors.${known.includes(name) ? name : 'invalid'}`, { max: max ?? '' });
}

/** The fields of a posted form to show again: strings only, never the captcha token or a consent box. */
export function valuesToShowAgain(payload: Record<string, unknown> | null, hidden: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(payload ?? {}).filter(([key, value]) => typeof value === 'string' && !hidden.includes(key))) as Record<string, string>;
}

/** The groups of checkboxes of a posted form to show again: which boxes were ticked. */
export function listsToShowAgain(payload: Record<string, unknown> | null): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(payload ?? {}).filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1])).map(([key, value]) => [key, value.filter((item): item is string => typeof item === 'string')]),
  );
}
