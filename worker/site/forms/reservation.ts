import type { Context } from 'hono';
import * as z from 'zod/mini';
import { FIELD_LIMITS } from '../../../shared/contract/limits';
import { CAPTCHA_FIELD } from '../../../shared/domain/contact-form';
import type { ReservationField } from '../../../shared/domain/reservation';
import { MAX_GUESTS } from '../../../shared/domain/rentals';
import { createTranslator, type Translate } from '../../../shared/i18n';
import type { RentalPeriod, RentalUnit } from '../../../shared/types/rental';
import { fieldMessages } from './admit';
import { captchaField, consentField, emailField, idField, optionalText, phoneField, requiredText } from './fields';
import { RESERVATION_RATE_LIMIT } from './rate-limit';
import type { AppEnv } from '../env';
import { siteApi } from '../upstream';
import { UpstreamError } from '../upstream/client';
import { createReservation } from '../upstream/rentals';
import { type FormResult, formMessage, platformRefusal, refused } from './result';
import { admitAndWrite, attributionOf, visitorOf } from './submit';
import { writeKeyOf } from './write-key';

const today = () => new Date().toISOString().slice(0, 10);

// Messages are keys of form.errors.* or rental.* in the locale files.
const reservationForm = z.object({
  periodId: idField('period'),
  guests: z.pipe(z.string({ error: 'guests' }).check(z.regex(/^\d{1,3}$/, 'guests')), z.transform(Number)),
  firstName: requiredText(FIELD_LIMITS.name),
  lastName: requiredText(FIELD_LIMITS.name),
  email: emailField(),
  phone: phoneField(),
  message: optionalText(2000),
  privacy: consentField(),
  [CAPTCHA_FIELD]: captchaField(),
});

function messageOf(key: string, t: Translate, maxGuests: number): string {
  if (key === 'period') return t('rental.errorPeriod');
  if (key === 'periodTaken') return t('rental.errorPeriodTaken');
  if (key === 'guests') return t('rental.errorGuests', { max: maxGuests });
  if (key === 'consent') return t('rental.consentRequired');
  return formMessage(key, t);
}

/**
 * A reservation request for one of a unit's free periods. Every field is
 * checked (the period exists, is this unit's and still free; 1 to the unit's maximum guests;
 * names, e-mail, phone, consent), each problem with its own message and nothing written; then
 * the rate limit (counted once the request is valid), the captcha, and one write through the
 * platform, which puts the agency's mail and the visitor's confirmation in the outbox.
 */
export async function submitReservation(
  c: Context<AppEnv>,
  payload: Record<string, unknown> | null,
  unit: RentalUnit,
  periods: readonly RentalPeriod[],
): Promise<FormResult<{ id: string }>> {
  const locale = c.get('locale');
  const t = createTranslator(locale);
  if (!payload) return refused(400, t('form.errors.body'));
  const maxGuests = Math.min(unit.maxOccupation ?? MAX_GUESTS, MAX_GUESTS);
  const parsed = reservationForm.safeParse(payload);
  const fields: Partial<Record<ReservationField, string>> = parsed.success ? {} : fieldMessages(parsed.error.issues, (key) => messageOf(key, t, maxGuests));
  const period = periods.find((candidate) => candidate.id === Number(payload.periodId));
  if (!fields.periodId && (!period || period.start < today())) fields.periodId = messageOf('period', t, maxGuests);
  else if (!fields.periodId && period && !period.available) fields.periodId = messageOf('periodTaken', t, maxGuests);
  const guests = Number(payload.guests);
  if (!fields.guests && (!Number.isInteger(guests) || guests < 1 || guests > maxGuests)) fields.guests = messageOf('guests', t, maxGuests);
  if (!parsed.success || Object.keys(fields).length > 0) return refused(400, t('rental.error'), fields);

  const form = parsed.data;
  const admission = { limits: [{ scope: 'reservation', rule: RESERVATION_RATE_LIMIT }], captchaToken: form[CAPTCHA_FIELD] };
  // Taken by someone else between the check and the write: said beside the periods.
  const taken = (error: unknown) =>
    error instanceof UpstreamError && (error.status === 409 || error.status === 404 || error.status === 410)
      ? refused(409, t('rental.error'), { periodId: messageOf('periodTaken', t, maxGuests) })
      : platformRefusal(error, t('rental.error'));
  const body = {
    locale,
    unitId: unit.id,
    periodId: form.periodId,
    ...visitorOf(form),
    guests: form.guests,
    ...(form.message ? { message: form.message } : {}),
    attribution: attributionOf(c, payload),
  };
  const key = await writeKeyOf(c, '/rental-units/reservation', payload, body);
  const write = () => createReservation(siteApi(c.get('upstream'), c.get('site'), locale), body, key).then(({ id }) => ({ id }));
  return admitAndWrite(c, t, admission, write, { status: 201, failure: 'reservation request not stored', refusalOf: taken });
}
