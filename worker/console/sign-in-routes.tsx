import type { Hono } from 'hono';
import { CONSOLE_TOKEN_PATTERN, type NewSession, signInRequest } from '../../shared/contract/console';
import { type ConsoleTools, LANG } from './tools';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { callPlatform } from './platform';
import { renderPage } from './render';
import { LinkPage, SentPage, SignInPage } from './screens/sign-in';
import { writeSessionCookie } from './session';
import { signUpIsOpen } from './sign-up-status';

/** The words of a field error code of the contract's schemas ('required', 'email', 'tooLong'). */
export const fieldError = (locale: Parameters<typeof t>[0], code: string | undefined) =>
  t(locale, `errors.${code === 'required' || code === 'tooLong' ? code : 'email'}`);

/** Sign-in: the e-mail form, "check your mail", and the link's landing page whose button uses it. */
export function signInRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  app.get(`/${LANG}/sign-in`, async (c) => {
    if (await tools.session(c)) return c.redirect(`/${c.get('locale')}/`, 303);
    return renderPage(c, <SignInPage locale={c.get('locale')} signUp={await signUpIsOpen(c, tools)} />);
  });

  app.post(`/${LANG}/sign-in`, async (c) => {
    const locale = c.get('locale');
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email : '';
    const ip = c.req.header('CF-Connecting-IP') ?? 'unknown';
    const input = signInRequest.safeParse({ email, locale, origin: tools.origin(c), ip });
    if (!input.success) {
      const code = input.error.issues.find((issue) => issue.path[0] === 'email')?.message;
      return renderPage(c, <SignInPage locale={locale} email={email} error={fieldError(locale, code)} />, 400);
    }
    const answer = await callPlatform<{ retryAfter?: number }>(c, tools.platform, '/sign-in', { method: 'POST', json: input.data });
    if (answer.status === 429) {
      const minutes = Math.max(1, Math.ceil(answer.retryAfter / 60));
      c.header('Retry-After', String(answer.retryAfter));
      return renderPage(c, <SignInPage locale={locale} email={email} alert={t(locale, 'errors.rateLimited', { minutes })} />, 429);
    }
    if (answer.status !== 202) return renderPage(c, <SignInPage locale={locale} email={email} error={fieldError(locale, 'email')} />, 400);
    return renderPage(c, <SentPage locale={locale} email={input.data.email} local={tools.local} />);
  });

  app.get(`/${LANG}/link/:token`, (c) => {
    const token = c.req.param('token');
    return renderPage(c, <LinkPage locale={c.get('locale')} token={token} invalid={!CONSOLE_TOKEN_PATTERN.test(token)} />);
  });

  app.post(`/${LANG}/link/:token`, async (c) => {
    const locale = c.get('locale');
    const token = c.req.param('token');
    const answer = CONSOLE_TOKEN_PATTERN.test(token)
      ? await callPlatform<NewSession>(c, tools.platform, '/sign-in/consume', { method: 'POST', json: { token } })
      : { status: 400, body: null };
    if (answer.status !== 201 || !answer.body) return renderPage(c, <LinkPage locale={locale} token="" invalid />, 410);
    writeSessionCookie(c, tools.secure(c), answer.body.sessionId, answer.body.expiresAt);
    return c.redirect(`/${locale}/`, 303);
  });
}
