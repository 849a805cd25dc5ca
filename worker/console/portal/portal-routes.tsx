import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import { PORTAL_WORDS_LONGEST } from '../../../shared/contract/console-portal';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { type PortalAnswerForm, PortalEnquiriesPage } from './portal-enquiries';

/** The "Portal enquiries" screen (docs/portal-enquiries.md, owners): the inbound address, a new one, the automatic answer, the last enquiries. */
export function portalRoutes({ owner }: ConsoleGroups): void {
  const params = (c: Context<ConsoleEnv>) => ({ params: { siteId: c.get('site').id } });
  const base = (c: Context<ConsoleEnv>) => `/${c.get('locale')}/sites/${c.get('site').id}/portal-enquiries`;

  owner.get('/portal-enquiries', async (c) => {
    const answer = await call(c, routes.portalEnquiriesGet, params(c));
    if (!answer.ok) return refusal(c, answer.status);
    const notice = c.req.query('saved') === '1' ? 'saved' : c.req.query('rotated') === '1' ? 'rotated' : undefined;
    const form: PortalAnswerForm = { autoAnswer: answer.body.autoAnswer, words: answer.body.words, errors: {}, ...(notice ? { notice } : {}) };
    return renderPage(c, <PortalEnquiriesPage locale={c.get('locale')} session={c.get('session')} answer={answer.body} form={form} />);
  });

  owner.post('/portal-enquiries', async (c) => {
    const locale = c.get('locale');
    const fields = c.get('form').fields;
    const autoAnswer = fields.autoAnswer === '1';
    const words = Object.fromEntries(LOCALES.map((code) => [code, (fields[`words.${code}`] ?? '').trim()])) as Record<Locale, string>;
    const errors = Object.fromEntries(
      LOCALES.flatMap((code) =>
        words[code].length > PORTAL_WORDS_LONGEST ? [[`pe-words-${code}`, t(locale, 'portal.tooLong', { max: String(PORTAL_WORDS_LONGEST) })]] : [],
      ),
    );
    if (Object.keys(errors).length > 0) {
      const current = await call(c, routes.portalEnquiriesGet, params(c));
      if (!current.ok) return refusal(c, current.status);
      const form: PortalAnswerForm = { autoAnswer, words, errors, alert: t(locale, 'errors.summary') };
      return renderPage(c, <PortalEnquiriesPage locale={locale} session={c.get('session')} answer={current.body} form={form} />, 400);
    }
    const answer = await call(c, routes.portalEnquiriesSave, { ...params(c), json: { autoAnswer, words } });
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`${base(c)}?saved=1`, 303);
  });

  owner.post('/portal-enquiries/address', async (c) => {
    const answer = await call(c, routes.portalEnquiriesAddress, params(c));
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`${base(c)}?rotated=1`, 303);
  });
}
