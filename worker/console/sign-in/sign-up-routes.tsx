import type { Context } from 'hono';
import { CONSOLE_TOKEN_PATTERN } from '../../../shared/contract/console';
import { signUpRequest } from '../../../shared/contract/console-agencies';
import * as routes from '../../../shared/contract/console-api/routes';
import { EMPTY_AGENCY, type AgencyForm } from '../kit/agency-form';
import { readAgencyForm, refusedField } from '../kit/agency-form';
import { signUpIsOpen } from '../kit/sign-up-status';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { renderPage } from '../kit/render';
import { SentPage } from './sign-in';
import { SignUpClosedPage, SignUpPage } from './sign-up';
import { landOn, MailedLinkPage, SIGN_UP_LINK } from './mailed-link';
import { startSession } from '../kit/session';
import type { ConsoleTools } from '../kit/tools';

/**
 * Self-service sign-up: /{lang}/sign-up (the form, 404 while closed), its "check your
 * mail", and the confirmation link's page whose button makes the agency and signs its owner in.
 * The operators' switch is on /{lang}/agencies/new (agencies-routes.tsx).
 */
export function signUpRoutes({ open }: ConsoleGroups, tools: ConsoleTools): void {
  const show = (c: Context<ConsoleEnv>, form: AgencyForm, status = 200) => renderPage(c, <SignUpPage locale={c.get('locale')} form={form} />, status);

  open.get('/sign-up', async (c) => {
    if (!(await signUpIsOpen(c))) return renderPage(c, <SignUpClosedPage locale={c.get('locale')} />, 404);
    return show(c, { ...EMPTY_AGENCY, locales: [c.get('locale')], defaultLocale: c.get('locale') });
  });

  open.post('/sign-up', async (c) => {
    const locale = c.get('locale');
    const form = await c.req.parseBody({ all: true });
    const ip = c.req.header('CF-Connecting-IP') ?? 'unknown';
    const { values, input, errors } = readAgencyForm(locale, form, { locale, origin: tools.origin(c), ip }, signUpRequest);
    const again = (errors: AgencyForm['errors'], status: number, alert = t(locale, 'errors.summary')) => show(c, { ...values, errors, alert }, status);
    if (!input) return again(errors, 400);
    const answer = await call(c, routes.signUp, { json: input });
    if (answer.status === 404) return renderPage(c, <SignUpClosedPage locale={locale} />, 404);
    if (answer.status === 429) {
      c.header('Retry-After', String(answer.retryAfter));
      return again({}, 429, t(locale, 'errors.rateLimited', { minutes: Math.max(1, Math.ceil(answer.retryAfter / 60)) }));
    }
    if (!answer.ok) return again(refusedField(locale, answer.body), 400);
    return renderPage(c, <SentPage locale={locale} email={input.ownerEmail} local={tools.local} signUp />);
  });

  open.get('/sign-up/:token', landOn(SIGN_UP_LINK));

  open.post('/sign-up/:token', async (c) => {
    const locale = c.get('locale');
    const token = c.req.param('token') ?? '';
    if (!CONSOLE_TOKEN_PATTERN.test(token)) return renderPage(c, <MailedLinkPage link={SIGN_UP_LINK} locale={locale} token="" invalid />, 410);
    const answer = await call(c, routes.signUpConsume, { json: { token } });
    if (answer.ok) return startSession(c, tools.secure(c), answer.body);
    if (answer.status === 409)
      return renderPage(c, <MailedLinkPage link={SIGN_UP_LINK} locale={locale} token={token} error={t(locale, 'agencies.errors.hostname')} />, 409);
    return renderPage(c, <MailedLinkPage link={SIGN_UP_LINK} locale={locale} token="" invalid />, 410);
  });
}
