import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import type { ConsoleLegal } from '../../../shared/contract/console-legal';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { legalErrorsOf, legalUpdateOf, legalValuesOf, type LegalValues } from './legal-form';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { type LegalForm, LegalPage } from './legal';

/**
 * The legal data screen (owners): a form without JavaScript whose PUT the platform judges with
 * the site schema; its refusals come back beside their fields, with what was typed kept.
 */
export function legalRoutes({ owner }: ConsoleGroups): void {
  const params = (c: Context<ConsoleEnv>) => ({ params: { siteId: c.get('site').id } });
  const show = (c: Context<ConsoleEnv>, legal: ConsoleLegal, form: LegalForm, status = 200) =>
    renderPage(c, <LegalPage locale={c.get('locale')} session={c.get('session')} legal={legal} form={form} />, status);

  owner.get('/legal', async (c) => {
    const answer = await call(c, routes.legalGet, params(c));
    if (!answer.ok) return refusal(c, answer.status);
    return show(c, answer.body, { values: legalValuesOf(answer.body), errors: {}, saved: c.req.query('saved') === '1' });
  });

  owner.post('/legal', async (c) => {
    const locale = c.get('locale');
    const stored = await call(c, routes.legalGet, params(c));
    if (!stored.ok) return refusal(c, stored.status);
    const { _csrf, ...values }: LegalValues = c.get('form').fields;
    const answer = await call(c, routes.legalUpdate, { ...params(c), json: legalUpdateOf(values, stored.body.locales) });
    if (answer.status === 400)
      return show(
        c,
        stored.body,
        { values, errors: legalErrorsOf(locale, answer.body?.issues ?? [], stored.body.locales), alert: t(locale, 'errors.summary') },
        400,
      );
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`/${locale}/sites/${c.get('site').id}/legal?saved=1`, 303);
  });
}
