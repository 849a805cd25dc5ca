import type { Context, Hono } from 'hono';
import type { ConsoleSession, NewSession } from '../../shared/contract/console';
import { type PasskeyList, passkeyRegisterRequest, passkeySignInRequest } from '../../shared/contract/console-passkeys';
import { type ConsoleTools, LANG } from './tools';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { callPlatform } from './platform';
import { postedForm } from './posted';
import { renderPage } from './render';
import { ConfirmPage } from './screens/confirm';
import { type PasskeyForm, PasskeysPage } from './screens/passkeys';
import { SignInPage } from './screens/sign-in';
import { writeSessionCookie } from './session';
import { refusal } from './team-routes';

const PASSKEY = ':passkeyId{[1-9][0-9]{0,14}}';

/** A posted credential (the passkeys script's JSON in a form field), or undefined when it is none. */
function credentialOf(value: string | undefined): unknown {
  try {
    return value ? (JSON.parse(value) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

const clientAddress = (c: Context<ConsoleEnv>) => c.req.header('CF-Connecting-IP') ?? 'unknown';

/** A platform answer passed on to the passkeys script as JSON (the options of a ceremony); a refusal keeps its status. */
function optionsAnswer(c: Context<ConsoleEnv>, answer: { status: number; body: unknown; retryAfter: number }): Response {
  if (answer.status === 200 && answer.body) return c.json(answer.body);
  if (answer.status === 429) c.header('Retry-After', String(answer.retryAfter));
  return c.json({ error: 'refused' }, answer.status === 429 ? 429 : answer.status === 401 ? 401 : 400);
}

/**
 * Passkeys (issue 31): the signed-in user's passkeys screen (list, add, remove after a
 * confirmation; every form with the session's CSRF token) and signing in with one. The
 * platform verifies everything (worker/platform/console/passkeys.ts); these routes carry the
 * console's origin to it, and the client address for its rate limits.
 */
export function passkeysRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  const show = async (c: Context<ConsoleEnv>, session: ConsoleSession, form: PasskeyForm, status = 200) => {
    const answer = await callPlatform<PasskeyList>(c, tools.platform, '/passkeys');
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    return renderPage(c, <PasskeysPage locale={c.get('locale')} session={session} passkeys={answer.body.passkeys} form={form} />, status);
  };
  const listPath = (c: Context<ConsoleEnv>) => `/${c.get('locale')}/passkeys`;

  app.get(`/${LANG}/passkeys`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const added = c.req.query('added');
    return show(c, session, { name: '', errors: {}, ...(added ? { added } : {}), removed: c.req.query('done') === 'removed' });
  });

  // The options of a new passkey, for the script (JSON): a challenge bound to this console's origin.
  app.post(`/${LANG}/passkeys/options`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    return optionsAnswer(c, await callPlatform(c, tools.platform, '/passkeys/options', { method: 'POST', json: { origin: tools.origin(c) }, csrf: posted.csrf }));
  });

  app.post(`/${LANG}/passkeys`, async (c) => {
    const locale = c.get('locale');
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const name = posted.form.name ?? '';
    const input = passkeyRegisterRequest.safeParse({ name, credential: credentialOf(posted.form.credential), origin: tools.origin(c) });
    if (!input.success) {
      const code = input.error.issues.find((issue) => issue.path[0] === 'name')?.message;
      const form: PasskeyForm = code
        ? { name, errors: { name: t(locale, `errors.${code === 'tooLong' ? 'tooLong' : 'required'}`) }, alert: t(locale, 'errors.summary') }
        : { name, errors: {}, alert: t(locale, 'passkeys.invalid') };
      return show(c, posted.session, form, 400);
    }
    const answer = await callPlatform(c, tools.platform, '/passkeys', { method: 'POST', json: input.data, csrf: posted.csrf });
    if (answer.status === 409) return show(c, posted.session, { name, errors: {}, alert: t(locale, 'passkeys.exists') }, 409);
    if (answer.status === 400) return show(c, posted.session, { name, errors: {}, alert: t(locale, 'passkeys.invalid') }, 400);
    if (answer.status !== 201) return refusal(c, tools, answer.status, posted.session);
    return c.redirect(`${listPath(c)}?added=${encodeURIComponent(input.data.name)}`, 303);
  });

  app.get(`/${LANG}/passkeys/${PASSKEY}/remove`, async (c) => {
    const locale = c.get('locale');
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${locale}/sign-in`, 303);
    const answer = await callPlatform<PasskeyList>(c, tools.platform, '/passkeys');
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    const passkey = answer.body.passkeys.find((one) => String(one.id) === c.req.param('passkeyId'));
    if (!passkey) return refusal(c, tools, 404, session);
    const path = `/passkeys/${passkey.id}/remove`;
    return renderPage(
      c,
      <ConfirmPage locale={locale} session={session} title={t(locale, 'passkeys.removeTitle')} path={path} question={t(locale, 'passkeys.removeQuestion', { name: passkey.name })} action={`/${locale}${path}`} confirm={t(locale, 'passkeys.remove')} back={listPath(c)} />,
    );
  });

  app.post(`/${LANG}/passkeys/${PASSKEY}/remove`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const answer = await callPlatform(c, tools.platform, `/passkeys/${c.req.param('passkeyId')}`, { method: 'DELETE', csrf: posted.csrf });
    if (answer.status !== 204) return refusal(c, tools, answer.status, posted.session);
    return c.redirect(`${listPath(c)}?done=removed`, 303);
  });

  // Signing in with a passkey: no session yet; the console's Origin check (app.tsx) still holds.
  app.post(`/${LANG}/sign-in/passkey/options`, async (c) => {
    const json = { origin: tools.origin(c), ip: clientAddress(c) };
    return optionsAnswer(c, await callPlatform(c, tools.platform, '/passkeys/sign-in/options', { method: 'POST', json }));
  });

  app.post(`/${LANG}/sign-in/passkey`, async (c) => {
    const locale = c.get('locale');
    const form = await c.req.parseBody();
    const credential = credentialOf(typeof form.credential === 'string' ? form.credential : undefined);
    const input = passkeySignInRequest.safeParse({ credential, origin: tools.origin(c), ip: clientAddress(c) });
    const failed = () => renderPage(c, <SignInPage locale={locale} alert={t(locale, 'passkeys.signInFailed')} />, 400);
    if (!input.success) return failed();
    const answer = await callPlatform<NewSession>(c, tools.platform, '/passkeys/sign-in', { method: 'POST', json: input.data });
    if (answer.status === 429) {
      c.header('Retry-After', String(answer.retryAfter));
      return renderPage(c, <SignInPage locale={locale} alert={t(locale, 'errors.rateLimited', { minutes: Math.max(1, Math.ceil(answer.retryAfter / 60)) })} />, 429);
    }
    if (answer.status !== 201 || !answer.body) return failed();
    writeSessionCookie(c, tools.secure(c), answer.body.sessionId, answer.body.expiresAt);
    return c.redirect(`/${locale}/`, 303);
  });
}
