import type { Context } from 'hono';
import { z } from 'zod';
import { CAPTCHA_FIELD } from '../../shared/domain/contact-form';
import { createTranslator } from '../../shared/i18n';
import { admitForm, fieldMessages } from './admit';
import { VIEWING_RATE_LIMIT } from './rate-limit';
import type { AppEnv } from '../env';
import { siteApi } from '../upstream';
import { type Appointment, createAppointment, forgetAgendaSlots } from '../upstream/agenda';
import { UpstreamError } from '../upstream/client';
import { type FormResult, formMessage, refused } from './result';

const text = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, `tooLong:${max}`);
const viewingSchema = z.object({
  slotId: z.string({ error: 'slot' }).regex(/^[1-9]\d{0,14}$/, 'slot').transform(Number),
  firstName: text(100),
  lastName: text(100),
  email: z.string({ error: 'required' }).trim().min(1, 'required').max(254, 'tooLong:254').pipe(z.email('email')),
  phone: z.string({ error: 'required' }).trim().min(1, 'required').max(40, 'tooLong:40').regex(/^[+()\d\s./-]{6,}$/, 'phone'),
  message: z.string().trim().max(1000, 'tooLong:1000').optional(),
  privacy: z.union([z.literal('yes'), z.literal('on'), z.literal(true), z.literal('true')], { error: 'consent' }),
  [CAPTCHA_FIELD]: z.string().max(4096).optional(),
});

/**
 * Books a viewing on the live agenda (SPEC §1, §7): every field checked, then the limit per
 * client, the captcha and the platform, which refuses a slot taken in the meantime (409):
 * that becomes a message beside the slots, never an error page. The platform writes the
 * agency's and the visitor's mails; the estate's cached slots are forgotten either way.
 */
export async function submitViewing(c: Context<AppEnv>, payload: Record<string, unknown> | null, estateId: number): Promise<FormResult<{ appointment: Appointment }>> {
  const locale = c.get('locale');
  const t = createTranslator(locale);
  if (!payload) return refused(400, t('form.errors.body'));
  const parsed = viewingSchema.safeParse(payload);
  if (!parsed.success) return refused(400, t('viewing.error'), fieldMessages(parsed.error.issues, (key) => (key === 'slot' ? t('viewing.errorSlot') : formMessage(key, t))));
  const form = parsed.data;
  const refusal = await admitForm(c, t, { limits: [{ scope: 'viewing', rule: VIEWING_RATE_LIMIT }], captchaToken: form[CAPTCHA_FIELD] });
  if (refusal) return refusal;
  const api = siteApi(c.get('upstream'), c.get('site').id, locale);
  try {
    const appointment = await createAppointment(api, {
      locale,
      slotId: form.slotId,
      estateId,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phone: form.phone,
      ...(form.message ? { message: form.message } : {}),
    });
    return { ok: true, status: 201, data: { appointment } };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 409) return refused(409, t('viewing.errorTaken'), { slotId: t('viewing.errorTaken') });
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) return refused(400, t('viewing.error'), { slotId: t('viewing.errorSlot') });
    console.error('viewing not booked', error);
    return refused(502, t('form.errors.unavailable'));
  } finally {
    await forgetAgendaSlots(api, estateId);
  }
}
