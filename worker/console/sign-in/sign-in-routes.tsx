import { CONSOLE_TOKEN_PATTERN, signInRequest } from '../../../shared/contract/console';
import * as routes from '../../../shared/contract/console-api/routes';
import { call } from '../kit/api';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { fieldError } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { SentPage, SignInPage } from './sign-in';
import { landOn, MailedLinkPage, SIGN_IN_LINK } from './mailed-link';
import { startSession } from '../kit/session';
import { signUpIsOpen } from '../kit/sign-up-status';
import type { ConsoleTools } from '../kit/tools';

/** Sign-in: the e-mail form (a session goes home instead), "check your mail", and the link's landing page whose button uses it. */
export function signInRoutes({ open, signedOut }: ConsoleGroups, tools: ConsoleTools): void {
  signedOut.get('/sign-in', async (c) => renderPage(c, <SignInPage locale={c.get('locale')} signUp={await signUpIsOpen(c)} />));

  open.post('/sign-in', async (c) => {
    const locale = c.get('locale');
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email : '';
    const ip = c.req.header('CF-Connecting-IP') ?? 'unknown';
    const input = signInRequest.safeParse({ email, locale, origin: tools.origin(c), ip });
    if (!input.success) {
      const code = input.error.issues.find((issue) => issue.path[0] === 'email')?.message;
      return renderPage(c, <SignInPage locale={locale} email={email} error={fieldError(locale, code)} alert={t(locale, 'errors.summary')} />, 400);
    }
    const answer = await call(c, routes.signIn, { json: input.data });
    if (answer.status === 429) {
      const minutes = Math.max(1, Math.ceil(answer.retryAfter / 60));
      c.header('Retry-After', String(answer.retryAfter));
      return renderPage(c, <SignInPage locale={locale} email={email} alert={t(locale, 'errors.rateLimited', { minutes })} />, 429);
    }
    if (!answer.ok)
      return renderPage(c, <SignInPage locale={locale} email={email} error={fieldError(locale, 'email')} alert={t(locale, 'errors.summary')} />, 400);
    return renderPage(c, <SentPage locale={locale} email={input.data.email} local={tools.local} />);
  });

  open.get('/link/:token', landOn(SIGN_IN_LINK));

  open.post('/link/:token', async (c) => {
    const locale = c.get('locale');
    const token = c.req.param('token') ?? '';
    const answer = CONSOLE_TOKEN_PATTERN.test(token) ? await call(c, routes.signInConsume, { json: { token } }) : null;
    if (!answer?.ok) return renderPage(c, <MailedLinkPage link={SIGN_IN_LINK} locale={locale} token="" invalid />, 410);
    return startSession(c, tools.secure(c), answer.body);
  });
}
