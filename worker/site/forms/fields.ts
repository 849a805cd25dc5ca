import * as z from 'zod/mini';
import { _coercedNumber } from 'zod/v4/core';
import { FIELD_LIMITS, PHONE_PATTERN } from '../../../shared/contract/limits';

// The visitor forms' fields, in zod's tree-shakable build (zod/mini: about 16 KB less gzipped
// in the production worker than the chained API). Messages are keys of form.errors.* (or a
// form's own keys) in the locale files, with an optional ':max'.

/** A ticked box as browsers and the islands send it. */
const TICKED = [z.literal('yes'), z.literal('on'), z.literal(true), z.literal('true')] as const;
/** An id as a form field: a positive integer of at most 15 digits. */
const ID = /^[1-9]\d{0,14}$/;

/** Trimmed text that must not be empty. */
export const requiredText = (max: number) => z.string({ error: 'required' }).check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, `tooLong:${max}`));

/** Trimmed text that may be missing or empty; anything but text is invalid (not "required"). */
export const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, `tooLong:${max}`)));

/** A required e-mail address. */
export const emailField = () => z.pipe(requiredText(FIELD_LIMITS.email), z.email('email'));

/** A required phone number. */
export const phoneField = () => requiredText(FIELD_LIMITS.phone).check(z.regex(PHONE_PATTERN, 'phone'));

/** A phone number that may be left out or empty (the contact form's). */
export const optionalPhoneField = () =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(FIELD_LIMITS.phone, `tooLong:${FIELD_LIMITS.phone}`),
      z.refine((value) => value === '' || PHONE_PATTERN.test(value), 'phone'),
    ),
  );

/** The required consent box. */
export const consentField = () => z.union(TICKED, { error: 'consent' });

/** A box that may be left unticked. */
export const optionalTick = () => z.optional(z.union(TICKED));

/** The captcha provider's token (checked by admitForm, not here). */
export const captchaField = () => z.optional(z.string().check(z.maxLength(4096)));

/**
 * A number read as `Number(value)` first, as `z.coerce.number()` reads it and by the same function
 * (zod/mini's own), without `z.coerce`: its namespace brings zod's bigint, date and boolean
 * schemas into the site's bundle (about 0.3 KiB gzipped).
 */
export const coercedNumber = () => _coercedNumber(z.ZodMiniNumber);

/** An id chosen in the form (a slot, a period), as a number; `message` when missing or malformed. */
export const idField = (message: string) => z.pipe(z.string({ error: message }).check(z.regex(ID, message)), z.transform(Number));
