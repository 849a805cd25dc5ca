import type { Context } from 'hono';
import * as z from 'zod/mini';
import { FIELD_LIMITS } from '../../../shared/contract/limits';
import { CAPTCHA_FIELD } from '../../../shared/domain/contact-form';
import { createTranslator } from '../../../shared/i18n';
import { readForm } from './admit';
import { captchaField, consentField, emailField, idField, optionalText, phoneField, requiredText } from './fields';
import { VIEWING_RATE_LIMIT } from './rate-limit';
import type { AppEnv } from '../env';
import { type SiteApi, siteApi } from '../upstream';
import { type Appointment, type AppointmentRequest, createAppointment, forgetAgendaSlots } from '../upstream/agenda';
import { UpstreamError } from '../upstream/client';
import { WritePending } from '../upstream/forms';
import { isOutage } from '../upstream/outage';
import { type FormResult, formMessage, refused } from './result';
import { admitAndWrite, attributionOf, visitorOf } from './submit';
import { writeKeyOf } from './write-key';

const viewingSchema = z.object({
  slotId: idField('slot'),
  firstName: requiredText(FIELD_LIMITS.name),
  lastName: requiredText(FIELD_LIMITS.name),
  email: emailField(),
  phone: phoneField(),
  message: optionalText(1000),
  privacy: consentField(),
  [CAPTCHA_FIELD]: captchaField(),
});

/**
 * Books a viewing on the live agenda: every field checked, then the limit per
 * client, the captcha and the platform, which refuses a slot taken in the meantime (409):
 * that becomes a message beside the slots, never an error page. The platform writes the
 * agency's and the visitor's mails; the estate's cached slots are forgotten once it answered.
 */
export async function submitViewing(
  c: Context<AppEnv>,
  payload: Record<string, unknown> | null,
  estateId: number,
): Promise<FormResult<{ appointment: Appointment }>> {
  const locale = c.get('locale');
  const t = createTranslator(locale);
  const read = readForm(t, payload, viewingSchema, {
    error: t('viewing.error'),
    message: (key) => (key === 'slot' ? t('viewing.errorSlot') : key === 'consent' ? t('viewing.consentRequired') : formMessage(key, t)),
  });
  if (!read.ok) return read;
  const { form } = read;
  const admission = { limits: [{ scope: 'viewing', rule: VIEWING_RATE_LIMIT }], captchaToken: form[CAPTCHA_FIELD] };
  const api = siteApi(c.get('upstream'), c.get('site'), locale);
  // A slot taken or gone in the meantime is said beside the slots, never an error page.
  const slotRefused = (error: unknown) => {
    if (error instanceof UpstreamError && error.status === 409) return refused(409, t('viewing.errorTaken'), { slotId: t('viewing.errorTaken') });
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 410 || error.status === 400))
      return refused(400, t('viewing.error'), { slotId: t('viewing.errorSlot') });
    return null;
  };
  const body = {
    locale,
    slotId: form.slotId,
    estateId,
    ...visitorOf(form),
    ...(form.message ? { message: form.message } : {}),
    attribution: attributionOf(c, payload),
  };
  const key = await writeKeyOf(c, '/live-agenda/reservation', payload, body);
  return admitAndWrite(c, t, admission, () => book(api, body, key), { status: 201, failure: 'viewing not booked', refusalOf: slotRefused });
}

/**
 * Books the slot under the form's key, then forgets the estate's cached slots: whether the
 * booking was taken or not, unless the platform failed or has not answered yet (then they are
 * what the form shows again).
 */
async function book(api: SiteApi, body: AppointmentRequest, key: string): Promise<{ appointment: Appointment }> {
  try {
    const appointment = await createAppointment(api, body, key);
    await forgetAgendaSlots(api, body.estateId);
    return { appointment };
  } catch (error) {
    if (!(isOutage(error) || error instanceof WritePending)) await forgetAgendaSlots(api, body.estateId);
    throw error;
  }
}
