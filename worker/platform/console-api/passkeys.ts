import type { Context, Hono } from 'hono';
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { PasskeyList, PasskeySignInRequest } from '../../../shared/contract/console-passkeys';
import { jsonError } from '../kit/http';
import type { PlatformBindings } from '../types';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { passkeyOptionsRequest, passkeyRegisterRequest, passkeySignInOptionsRequest, passkeySignInRequest } from '../../../shared/contract/console-passkeys';
import {
  CHALLENGE_TTL_MS,
  credentialById,
  keepChallenge,
  keepCredential,
  markUsed,
  passkeysOf,
  removePasskey,
  useChallenge,
  userHandleOf,
} from './passkey-store';
import { createSession } from './sessions';
import { take } from './sign-in';
import { logWarning } from '../log';

/**
 * Sign-in attempts with a passkey, counted by the shared RateLimiter as the e-mail link's are
 * (sign-in.ts SIGN_IN_LIMITS): per client address (20 in 15 minutes) and per credential (5, as
 * per address); the challenges a client address may ask (each is a row) more loosely.
 */
export const PASSKEY_LIMITS = {
  options: { limit: 60, windowSeconds: 900 },
  ip: { limit: 20, windowSeconds: 900 },
  credential: { limit: 5, windowSeconds: 900 },
} as const;

/** ES256, EdDSA and RS256: what authenticators make (COSE algorithm ids). */
const ALGORITHMS = [-7, -8, -257];

/** The RP ID of a console origin: its hostname (console.example.be; locally console.localhost). */
const bindingOf = (origin: string) => ({ origin, rpId: new URL(origin).hostname });

/** The challenge a browser signed, read from its clientDataJSON; null when it holds none. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length <= 128 ? challenge : null;
  } catch {
    return null;
  }
}

/** A refused ceremony's reason, without saying which check failed (logged for the operator, never the credential). */
function refused(what: string, error: unknown): null {
  logWarning(`console passkeys: a ${what} was refused`, error instanceof Error ? error.message : String(error));
  return null;
}

/** The options of a sign-in with any passkey of this console (discoverable credentials: none listed), its challenge kept. */
async function signInOptions(env: PlatformBindings, origin: string, now: Date) {
  const binding = bindingOf(origin);
  const options = await generateAuthenticationOptions({ rpID: binding.rpId, userVerification: 'required', timeout: CHALLENGE_TTL_MS });
  await keepChallenge(env.DB, options.challenge, 'sign-in', null, binding, now);
  return options;
}

/**
 * Signs in with a passkey: the challenge used once (bound to this origin), the credential
 * known, its user's handle the one the authenticator gave, the signature verified by
 * @simplewebauthn/server against the kept public key, the counter moved on; then the same
 * session as a link's.
 */
async function signInWithPasskey(env: PlatformBindings, input: PasskeySignInRequest, now: Date) {
  const { credential } = input;
  const challenge = signedChallenge(credential.response.clientDataJSON);
  const binding = challenge ? await useChallenge(env.DB, challenge, 'sign-in', null, input.origin, now) : null;
  const stored = binding ? await credentialById(env.DB, credential.id) : null;
  if (!challenge || !binding || !stored) return null;
  if (credential.response.userHandle && credential.response.userHandle !== stored.userHandle)
    return refused('sign-in', 'the user handle is not the credential user’s');
  const verification = await verifyAuthenticationResponse({
    response: { ...credential, response: { ...credential.response, userHandle: credential.response.userHandle || undefined }, clientExtensionResults: {} },
    expectedChallenge: challenge,
    expectedOrigin: binding.origin,
    expectedRPID: binding.rpId,
    credential: { id: stored.credentialId, publicKey: isoBase64URL.toBuffer(stored.publicKey), counter: stored.counter },
    requireUserVerification: true,
  }).catch((error: unknown) => refused('sign-in', error));
  if (!verification?.verified) return null;
  if (!(await markUsed(env.DB, stored, verification.authenticationInfo.newCounter, now))) return refused('sign-in', 'the counter moved meanwhile');
  await env.DB.prepare('UPDATE console_users SET signed_in_at = COALESCE(signed_in_at, ?2) WHERE id = ?1').bind(stored.userId, now.toISOString()).run();
  return createSession(env.DB, stored.userId, now);
}

const tooMany = (c: Context, retryAfter: number) =>
  c.json({ error: 'Too many sign-in attempts', code: 'rateLimited', retryAfter }, 429, { 'Retry-After': String(retryAfter) });

/**
 * Signing in with a passkey, before the session middleware of routes.ts: anyone may
 * ask a challenge and answer it, within the rate limits.
 */
export function passkeySignInApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'POST /passkeys/sign-in/options', { body: passkeySignInOptionsRequest }, async (c, { json }) => {
    const wait = await take(c.env, 'console-passkey:options', json.ip, PASSKEY_LIMITS.options);
    if (wait > 0) return tooMany(c, wait);
    return c.json(await signInOptions(c.env, json.origin, new Date()));
  });

  on(api, 'POST /passkeys/sign-in', { body: passkeySignInRequest }, async (c, { json }) => {
    const waitIp = await take(c.env, 'console-passkey:ip', json.ip, PASSKEY_LIMITS.ip);
    const wait = waitIp > 0 ? waitIp : await take(c.env, 'console-passkey:credential', json.credential.id, PASSKEY_LIMITS.credential);
    if (wait > 0) return tooMany(c, wait);
    const session = await signInWithPasskey(c.env, json, new Date());
    if (!session) return c.json({ error: 'This passkey could not sign you in', code: 'invalidPasskey' }, 400);
    return c.json(session, 201);
  });
}

/**
 * The signed-in user's passkeys, after the session middleware (a session, and the
 * CSRF token on every change): per user, not per site, so no site id and no tenant boundary to
 * cross; every query names the session's user, so another user's passkey is not found (404).
 */
export function passkeysApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /passkeys', async (c) => {
    const list: PasskeyList = { passkeys: await passkeysOf(c.env.DB, c.var.user.id) };
    return c.json(list);
  });

  on(api, 'POST /passkeys/options', { body: passkeyOptionsRequest }, async (c, { json }) => {
    const { user } = c.var;
    const binding = bindingOf(json.origin);
    const { handle, credentialIds } = await userHandleOf(c.env.DB, user.id);
    const options = await generateRegistrationOptions({
      rpName: 'Console',
      rpID: binding.rpId,
      userName: user.email,
      userDisplayName: user.email,
      userID: isoBase64URL.toBuffer(handle),
      attestationType: 'none',
      excludeCredentials: credentialIds.map((id) => ({ id })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      supportedAlgorithmIDs: ALGORITHMS,
      timeout: CHALLENGE_TTL_MS,
    });
    await keepChallenge(c.env.DB, options.challenge, 'register', user.id, binding, new Date());
    return c.json(options);
  });

  on(api, 'POST /passkeys', { body: passkeyRegisterRequest }, async (c, { json }) => {
    const { credential, name, origin } = json;
    const now = new Date();
    const challenge = signedChallenge(credential.response.clientDataJSON);
    const binding = challenge ? await useChallenge(c.env.DB, challenge, 'register', c.var.user.id, origin, now) : null;
    const verification =
      challenge && binding
        ? await verifyRegistrationResponse({
            response: { ...credential, clientExtensionResults: {} },
            expectedChallenge: challenge,
            expectedOrigin: binding.origin,
            expectedRPID: binding.rpId,
            requireUserVerification: true,
            supportedAlgorithmIDs: ALGORITHMS,
          }).catch((error: unknown) => refused('registration', error))
        : null;
    if (!verification?.verified) return c.json({ error: 'This passkey could not be registered', field: 'credential', code: 'invalidPasskey' }, 400);
    const { id: credentialId, publicKey, counter } = verification.registrationInfo.credential;
    const id = await keepCredential(c.env.DB, { userId: c.var.user.id, credentialId, publicKey: isoBase64URL.fromBuffer(publicKey), counter, name, now });
    if (id === null) return c.json({ error: 'This passkey is registered already', field: 'credential', code: 'exists' }, 409);
    return c.json({ id, name }, 201);
  });

  on(api, 'DELETE /passkeys/:passkeyId', async (c, { params }) => {
    const removed = await removePasskey(c.env.DB, c.var.user.id, Number(params.passkeyId));
    return removed ? c.body(null, 204) : jsonError(c, 404, 'No such passkey');
  });
}
