import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import { passkeyRegisterRequest, passkeySignInRequest } from '../../../shared/contract/console-passkeys';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { PASSKEY } from '../kit/params';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { confirmation } from '../kit/confirm';
import { type PasskeyForm, PasskeysPage } from './passkeys';
import { SignInPage } from './sign-in';
import { startSession } from '../kit/session';
import type { ConsoleTools } from '../kit/tools';

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
function optionsAnswer(c: Context<ConsoleEnv>, answer: { ok: boolean; status: number; body: unknown; retryAfter: number }): Response {
  if (answer.ok) return c.json(answer.body);
  if (answer.status === 429) c.header('Retry-After', String(answer.retryAfter));
  return c.json({ error: 'refused' }, answer.status === 429 ? 429 : answer.status === 401 ? 401 : 400);
}

/**
 * Passkeys: the signed-in user's passkeys screen (list, add, remove after a
 * confirmation; every form with the session's CSRF token) and signing in with one. The
 * platform verifies everything (worker/platform/console-api/passkeys.ts); these routes carry the
 * console's origin to it, and the client address for its rate limits.
 */
export function passkeysRoutes({ open, signedIn }: ConsoleGroups, tools: ConsoleTools): void {
  const show = async (c: Context<ConsoleEnv>, form: PasskeyForm, status = 200) => {
    const answer = await call(c, routes.passkeysList);
    if (!answer.ok) return refusal(c, answer.status);
    return renderPage(c, <PasskeysPage locale={c.get('locale')} session={c.get('session')} passkeys={answer.body.passkeys} form={form} />, status);
  };
  const listPath = (c: Context<ConsoleEnv>) => `/${c.get('locale')}/passkeys`;

  signedIn.get('/passkeys', (c) => {
    const added = c.req.query('added');
    return show(c, { name: '', errors: {}, ...(added ? { added } : {}), removed: c.req.query('done') === 'removed' });
  });

  // The options of a new passkey, for the script (JSON): a challenge bound to this console's origin.
  signedIn.post('/passkeys/options', async (c) => optionsAnswer(c, await call(c, routes.passkeysOptions, { json: { origin: tools.origin(c) } })));

  signedIn.post('/passkeys', async (c) => {
    const locale = c.get('locale');
    const { name = '', credential } = c.get('form').fields;
    const input = passkeyRegisterRequest.safeParse({ name, credential: credentialOf(credential), origin: tools.origin(c) });
    if (!input.success) {
      const code = input.error.issues.find((issue) => issue.path[0] === 'name')?.message;
      const form: PasskeyForm = code
        ? { name, errors: { name: t(locale, `errors.${code === 'tooLong' ? 'tooLong' : 'required'}`) }, alert: t(locale, 'errors.summary') }
        : { name, errors: {}, alert: t(locale, 'passkeys.invalid') };
      return show(c, form, 400);
    }
    const answer = await call(c, routes.passkeysAdd, { json: input.data });
    if (answer.status === 409) return show(c, { name, errors: {}, alert: t(locale, 'passkeys.exists') }, 409);
    if (answer.status === 400) return show(c, { name, errors: {}, alert: t(locale, 'passkeys.invalid') }, 400);
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`${listPath(c)}?added=${encodeURIComponent(input.data.name)}`, 303);
  });

  signedIn.get(`/passkeys/${PASSKEY}/remove`, async (c) => {
    const locale = c.get('locale');
    const answer = await call(c, routes.passkeysList);
    if (!answer.ok) return refusal(c, answer.status);
    const passkey = answer.body.passkeys.find((one) => String(one.id) === c.req.param('passkeyId'));
    if (!passkey) return refusal(c, 404);
    const path = `/passkeys/${passkey.id}/remove`;
    return confirmation(
      c,
      {
        title: t(locale, 'passkeys.removeTitle'),
        question: t(locale, 'passkeys.removeQuestion', { name: passkey.name }),
        confirm: t(locale, 'passkeys.remove'),
      },
      path,
      listPath(c),
    );
  });

  signedIn.post(`/passkeys/${PASSKEY}/remove`, async (c) => {
    const answer = await call(c, routes.passkeysRemove, { params: { passkeyId: c.req.param('passkeyId')! } });
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`${listPath(c)}?done=removed`, 303);
  });

  // Signing in with a passkey: no session yet; the console's Origin check (app.tsx) still holds.
  open.post('/sign-in/passkey/options', async (c) =>
    optionsAnswer(c, await call(c, routes.passkeySignInOptions, { json: { origin: tools.origin(c), ip: clientAddress(c) } })),
  );

  open.post('/sign-in/passkey', async (c) => {
    const locale = c.get('locale');
    const form = await c.req.parseBody();
    const credential = credentialOf(typeof form.credential === 'string' ? form.credential : undefined);
    const input = passkeySignInRequest.safeParse({ credential, origin: tools.origin(c), ip: clientAddress(c) });
    const failed = () => renderPage(c, <SignInPage locale={locale} alert={t(locale, 'passkeys.signInFailed')} />, 400);
    if (!input.success) return failed();
    const answer = await call(c, routes.passkeySignIn, { json: input.data });
    if (answer.status === 429) {
      c.header('Retry-After', String(answer.retryAfter));
      return renderPage(
        c,
        <SignInPage locale={locale} alert={t(locale, 'errors.rateLimited', { minutes: Math.max(1, Math.ceil(answer.retryAfter / 60)) })} />,
        429,
      );
    }
    if (!answer.ok) return failed();
    return startSession(c, tools.secure(c), answer.body);
  });
}
