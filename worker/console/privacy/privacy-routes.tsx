import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import { personQuery } from '../../../shared/contract/console-privacy';
import { call } from '../kit/api';
import { confirmation } from '../kit/confirm';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { AccessLogPage } from './access-log';
import { PersonPage } from './person';
import { RegisterPage } from './register';
import { exportName, personJson, personText } from './summary';

/**
 * The privacy screens of an agency (owners; docs/privacy.md): a person found by address or phone
 * (posted, so the address is in no address bar, history or log), their data downloaded (JSON or
 * a summary in the agency's language) or erased after a confirmation; the access log; the
 * register of processing activities.
 */
export function privacyRoutes({ owner }: ConsoleGroups): void {
  const screen = (c: Context<ConsoleEnv>) => `/${c.get('locale')}/sites/${c.get('site').id}/privacy`;
  const page = (c: Context<ConsoleEnv>, shown: Omit<Parameters<typeof PersonPage>[0], 'locale' | 'session' | 'site'>, status = 200) =>
    renderPage(c, <PersonPage locale={c.get('locale')} session={c.get('session')} site={c.get('site')} {...shown} />, status);

  /** The posted person, or the screen again with the field's error (400). */
  const posted = async (c: Context<ConsoleEnv>): Promise<{ query: string } | Response> => {
    const query = c.get('form').fields.query ?? '';
    const parsed = personQuery.safeParse({ query });
    if (parsed.success) return parsed.data;
    const code = parsed.error.issues[0]?.message;
    const error = t(c.get('locale'), code === 'required' || code === 'tooLong' ? `errors.${code}` : 'privacy.badQuery');
    return page(c, { query, error }, 400);
  };

  owner.get('/privacy', (c) => {
    const erased = c.req.query('erased');
    const kept = Number(c.req.query('kept') ?? 0);
    const locale = c.get('locale');
    const notice = erased
      ? [t(locale, 'privacy.erased', { count: Number(erased) }), kept > 0 ? t(locale, 'privacy.erasedKept', { count: kept }) : ''].filter(Boolean).join(' ')
      : undefined;
    return page(c, notice ? { notice } : {});
  });

  owner.post('/privacy', async (c) => {
    const person = await posted(c);
    if (person instanceof Response) return person;
    const answer = await call(c, routes.privacySearch, { params: { siteId: c.get('site').id }, json: person });
    if (!answer.ok) return refusal(c, answer.status);
    return page(c, { query: person.query, person: answer.body });
  });

  owner.post('/privacy/export', async (c) => {
    const person = await posted(c);
    if (person instanceof Response) return person;
    const answer = await call(c, routes.privacyExport, { params: { siteId: c.get('site').id }, json: person });
    if (!answer.ok) return refusal(c, answer.status);
    const now = new Date();
    const json = c.get('form').fields.format !== 'text';
    const file = json ? personJson(answer.body, person.query, now) : personText(answer.body, person.query, now);
    return c.body(file, 200, {
      'Content-Type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportName(answer.body.site.name, now, json ? 'json' : 'txt')}"`,
    });
  });

  // First the question (the form sends the person again, with `confirmed`), then the erasure; its counts come back in the address, never whose they were.
  owner.post('/privacy/erase', async (c) => {
    const person = await posted(c);
    if (person instanceof Response) return person;
    const locale = c.get('locale');
    const site = c.get('site');
    if (c.get('form').fields.confirmed !== '1') {
      const words = { query: person.query, site: site.name };
      return confirmation(
        c,
        {
          title: t(locale, 'privacy.eraseTitle', words),
          // What the anti-money-laundering law keeps of a client is not the agency's to erase (docs/privacy.md).
          question: `${t(locale, 'privacy.eraseQuestion', words)} ${t(locale, 'privacy.amlKept')}`,
          confirm: t(locale, 'privacy.eraseConfirm'),
          hidden: { query: person.query, confirmed: '1' },
        },
        `/sites/${site.id}/privacy/erase`,
        screen(c),
      );
    }
    const answer = await call(c, routes.privacyErase, { params: { siteId: site.id }, json: person });
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`${screen(c)}?erased=${answer.body.erased}&kept=${answer.body.kept}`, 303);
  });

  owner.get('/privacy/log', async (c) => {
    const answer = await call(c, routes.privacyLog, { params: { siteId: c.get('site').id } });
    if (!answer.ok) return refusal(c, answer.status);
    return renderPage(c, <AccessLogPage locale={c.get('locale')} session={c.get('session')} log={answer.body} />);
  });

  owner.get('/privacy/register', async (c) => {
    const answer = await call(c, routes.privacyRegister, { params: { siteId: c.get('site').id } });
    if (!answer.ok) return refusal(c, answer.status);
    return renderPage(c, <RegisterPage locale={c.get('locale')} session={c.get('session')} register={answer.body} />);
  });
}
