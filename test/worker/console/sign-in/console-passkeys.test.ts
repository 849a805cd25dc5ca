import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { platform } from '../../../../worker/platform/demo/embedded';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import { assert, type CreationOptions, register, type RequestOptions, type SoftPasskey } from '../../../support/webauthn-authenticator';
import { CONSOLE, consoleFetch, consolePage, member, sessionCookie, signIn, type Who } from '../../console-helpers';
import { get } from '../../helpers';

// Passkeys as a second way to sign in to the console. The answers are real WebAuthn
// ones from a software authenticator (test/support/webauthn-authenticator.ts); the platform's
// @simplewebauthn/server checks them as it would a browser's.

const OWNER = 'owner@immo-scheldeland.localhost';
const OTHER = 'owner@ardennes-habitat.localhost';

async function registrationOptions(who: Who): Promise<CreationOptions> {
  const answer = await consoleFetch('/en/passkeys/options', { cookie: who.cookie, form: { _csrf: who.csrf } });
  expect(answer.status).toBe(200);
  return answer.json();
}

async function signInOptions(ip?: string): Promise<RequestOptions> {
  const answer = await consoleFetch('/en/sign-in/passkey/options', { method: 'POST', ...(ip ? { ip } : {}) });
  expect(answer.status).toBe(200);
  return answer.json();
}

/** Registers a passkey through the screen's form as the passkeys script posts it; answers it. */
async function addPasskey(who: Who, name = 'Laptop'): Promise<SoftPasskey> {
  const { json, passkey } = await register(await registrationOptions(who), CONSOLE);
  const added = await consoleFetch('/en/passkeys', { cookie: who.cookie, form: { _csrf: who.csrf, name, credential: JSON.stringify(json) } });
  expect(added.status).toBe(303);
  expect(added.headers.get('Location')).toBe(`/en/passkeys?added=${encodeURIComponent(name)}`);
  return passkey;
}

const postAssertion = (credential: unknown, ip?: string) =>
  consoleFetch('/en/sign-in/passkey', { form: { credential: JSON.stringify(credential) }, ...(ip ? { ip } : {}) });
const rows = () =>
  env.DB.prepare('SELECT * FROM console_passkeys ORDER BY id')
    .all<Record<string, unknown>>()
    .then(({ results }) => results);
const idsOf = async (email: string) =>
  (
    await env.DB.prepare('SELECT p.id FROM console_passkeys p JOIN console_users u ON u.id = p.user_id WHERE u.email = ?1 ORDER BY p.id')
      .bind(email)
      .all<{ id: number }>()
  ).results.map(({ id }) => id);

// The database is the file's (setup.ts): each test starts with no passkey and no challenge.
beforeEach(async () => {
  await env.DB.batch([env.DB.prepare('DELETE FROM console_passkeys'), env.DB.prepare('DELETE FROM console_passkey_challenges')]);
});

describe('a passkey', () => {
  it('is registered from the passkeys screen under a name, and the platform keeps only its id, public key and counter', async () => {
    const owner = await signIn(OWNER);
    const options = await registrationOptions(owner);
    expect(options).toMatchObject({
      rp: { id: 'console.localhost' },
      user: { name: OWNER },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expect(options.user.id).not.toContain('@');
    const { json } = await register(options, CONSOLE);
    const added = await consoleFetch('/en/passkeys', {
      cookie: owner.cookie,
      form: { _csrf: owner.csrf, name: '  Work laptop ', credential: JSON.stringify(json) },
    });
    expect(added.status).toBe(303);
    const [row, ...more] = await rows();
    expect(more).toEqual([]);
    expect(Object.keys(row!).sort()).toEqual(['counter', 'created_at', 'credential_id', 'id', 'last_used_at', 'name', 'public_key', 'user_id']);
    expect(row).toMatchObject({ credential_id: json.id, counter: 0, name: 'Work laptop', last_used_at: null });
    const page = await (await consoleFetch(added.headers.get('Location')!, { cookie: owner.cookie })).text();
    expect(page).toContain('Your passkey “Work laptop” is ready');
    expect(page).toMatch(/<td>Work laptop<\/td><td><time dateTime="[^"]+">[^<]+<\/time><\/td><td>Not yet<\/td>/);
  });

  it('refuses a registration without a name beside its field, and one whose answer is not valid, storing nothing', async () => {
    const owner = await signIn(OWNER);
    const { json } = await register(await registrationOptions(owner), CONSOLE);
    const unnamed = await consoleFetch('/en/passkeys', { cookie: owner.cookie, form: { _csrf: owner.csrf, name: ' ', credential: JSON.stringify(json) } });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.text()).toContain('<p class="field-error" id="passkey-name-error">Fill in this field.</p>');
    const broken = await consoleFetch('/en/passkeys', { cookie: owner.cookie, form: { _csrf: owner.csrf, name: 'Phone', credential: '{"id":' } });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain('This passkey could not be registered. Try again.');
    const unverified = await register(await registrationOptions(owner), CONSOLE, { userVerified: false });
    expect(
      (await consoleFetch('/en/passkeys', { cookie: owner.cookie, form: { _csrf: owner.csrf, name: 'Phone', credential: JSON.stringify(unverified.json) } }))
        .status,
    ).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it('signs in: the same session as a link (cookie, 7 days), and its counter and last use move on', async () => {
    const passkey = await addPasskey(await signIn(OWNER));
    const signedIn = await postAssertion(await assert(passkey, await signInOptions(), CONSOLE));
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('Location')).toBe('/en/');
    const cookie = sessionCookie(signedIn)!;
    expect(signedIn.headers.get('Set-Cookie')).toMatch(/^console-session=[A-Za-z0-9_-]{43}; Max-Age=60479\d; Path=\/; HttpOnly; SameSite=Lax$/);
    const home = await consoleFetch('/en/', { cookie });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(`Signed in as ${OWNER}`);
    const session = await env.DB.prepare('SELECT created_at, expires_at FROM console_sessions ORDER BY created_at DESC LIMIT 1').first<
      Record<string, string>
    >();
    expect(Date.parse(session!.expires_at) - Date.parse(session!.created_at)).toBe(7 * 24 * 60 * 60_000);
    const [row] = await rows();
    expect(row).toMatchObject({ counter: 1 });
    expect(row!.last_used_at).toEqual(expect.any(String));
    expect(sessionCookie(await postAssertion(await assert(passkey, await signInOptions(), CONSOLE)))).toBeDefined();
    expect((await rows())[0]).toMatchObject({ counter: 2 });
  });

  it('is refused with a counter that did not move on (a cloned authenticator), and the counter stays', async () => {
    const passkey = await addPasskey(await signIn(OWNER));
    expect((await postAssertion(await assert(passkey, await signInOptions(), CONSOLE, { counter: 7 }))).status).toBe(303);
    for (const counter of [7, 3]) {
      const refused = await postAssertion(await assert(passkey, await signInOptions(), CONSOLE, { counter }));
      expect(refused.status).toBe(400);
      expect(sessionCookie(refused)).toBeUndefined();
      expect(await refused.text()).toContain('This passkey could not sign you in.');
    }
    expect((await rows())[0]).toMatchObject({ counter: 7 });
  });

  it('is refused when made or used for another origin or RP ID, or not verified by the user', async () => {
    const owner = await signIn(OWNER);
    for (const tamper of [{ origin: 'http://console.localhost.evil.example' }, { rpId: 'evil.example' }, { type: 'webauthn.get' }]) {
      const { json } = await register(await registrationOptions(owner), CONSOLE, tamper);
      expect(
        (await consoleFetch('/en/passkeys', { cookie: owner.cookie, form: { _csrf: owner.csrf, name: 'Phone', credential: JSON.stringify(json) } })).status,
      ).toBe(400);
    }
    expect(await rows()).toEqual([]);
    const passkey = await addPasskey(owner);
    for (const tamper of [{ origin: 'https://console.localhost' }, { rpId: 'localhost' }, { userVerified: false }, { type: 'webauthn.create' }]) {
      const refused = await postAssertion(await assert(passkey, await signInOptions(), CONSOLE, tamper));
      expect(refused.status, JSON.stringify(tamper)).toBe(400);
      expect(sessionCookie(refused)).toBeUndefined();
    }
    // A challenge made for another console origin is not this one's (the platform is told each origin by the console);
    // another passkey, since each passkey has 5 tries in 15 minutes.
    const second = await addPasskey(owner, 'Phone');
    const elsewhere = await platform.fetch(
      new Request('https://platform.test/console-api/passkeys/sign-in/options', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ origin: 'https://console.other.example', ip: '192.0.2.1' }),
      }),
      env,
    );
    expect((await postAssertion(await assert(second, (await elsewhere.json()) as RequestOptions, CONSOLE))).status).toBe(400);
    expect((await postAssertion(await assert(second, await signInOptions(), CONSOLE))).status).toBe(303);
  });

  it('answers a challenge once and for 5 minutes; a registration challenge does not sign in', async () => {
    const owner = await signIn(OWNER);
    const passkey = await addPasskey(owner);
    // Counter 0, as synced passkeys send it: only the challenge's single use refuses the replay.
    const signature = await assert(passkey, await signInOptions(), CONSOLE, { counter: 0 });
    expect((await postAssertion(signature)).status).toBe(303);
    const replayed = await postAssertion(signature);
    expect(replayed.status).toBe(400);
    expect(sessionCookie(replayed)).toBeUndefined();
    const late = await assert(passkey, await signInOptions(), CONSOLE);
    const made = await env.DB.prepare('SELECT created_at, expires_at FROM console_passkey_challenges WHERE used_at IS NULL').first<Record<string, string>>();
    expect(Date.parse(made!.expires_at) - Date.parse(made!.created_at)).toBe(5 * 60_000);
    await env.DB.prepare(`UPDATE console_passkey_challenges SET expires_at = ?1 WHERE used_at IS NULL`)
      .bind(new Date(Date.now() - 1000).toISOString())
      .run();
    expect((await postAssertion(late)).status).toBe(400);
    const registration = await registrationOptions(owner);
    expect((await postAssertion(await assert(passkey, { challenge: registration.challenge }, CONSOLE))).status).toBe(400);
    // Only the challenges' hashes are kept.
    const { results } = await env.DB.prepare('SELECT challenge_hash FROM console_passkey_challenges').all<{ challenge_hash: string }>();
    expect(results.map(({ challenge_hash }) => challenge_hash)).not.toContain(registration.challenge);
  });

  it("refuses another user's credential: signed with another key, claimed for another user, or registered on another's challenge", async () => {
    const owner = await signIn(OWNER);
    const other = await signIn(OTHER);
    const mine = await addPasskey(owner);
    const theirs = await addPasskey(other, 'Phone');
    // B's credential id with A's key; A's credential under B's user handle.
    expect((await postAssertion(await assert(theirs, await signInOptions(), CONSOLE, { as: mine }))).status).toBe(400);
    expect((await postAssertion(await assert(mine, await signInOptions(), CONSOLE, { userHandle: theirs.userHandle }))).status).toBe(400);
    // B answers a challenge the platform made for A's new passkey.
    const { json } = await register(await registrationOptions(owner), CONSOLE);
    expect(
      (await consoleFetch('/en/passkeys', { cookie: other.cookie, form: { _csrf: other.csrf, name: 'Stolen', credential: JSON.stringify(json) } })).status,
    ).toBe(400);
    expect(await idsOf(OTHER)).toHaveLength(1);
    // Each still signs in as themselves.
    const signedIn = await postAssertion(await assert(theirs, await signInOptions(), CONSOLE));
    expect(await (await consoleFetch('/en/', { cookie: sessionCookie(signedIn)! })).text()).toContain(`Signed in as ${OTHER}`);
  });

  it('is listed and removed by its own user only; a removed passkey no longer signs in', async () => {
    const owner = await signIn(OWNER);
    const other = await signIn(OTHER);
    const mine = await addPasskey(owner, 'Laptop');
    await addPasskey(other, 'Their phone');
    const [theirId] = await idsOf(OTHER);
    const [myId] = await idsOf(OWNER);
    const list = await consolePage(owner, '/en/passkeys');
    expect(list).toContain('Laptop');
    expect(list).not.toContain('Their phone');
    expect((await consoleFetch(`/en/passkeys/${theirId}/remove`, { cookie: owner.cookie })).status).toBe(404);
    expect((await consoleFetch(`/en/passkeys/${theirId}/remove`, { cookie: owner.cookie, form: { _csrf: owner.csrf } })).status).toBe(404);
    const api = await platform.fetch(
      new Request(`https://platform.test/console-api/passkeys/${theirId}`, {
        method: 'DELETE',
        headers: { [SESSION_HEADER]: owner.cookie.split('=')[1]!, [CSRF_HEADER]: owner.csrf },
      }),
      env,
    );
    expect(api.status).toBe(404);
    expect(await idsOf(OTHER)).toEqual([theirId]);
    const confirm = await consoleFetch(`/en/passkeys/${myId}/remove`, { cookie: owner.cookie });
    expect(await confirm.text()).toContain('Remove the passkey “Laptop”?');
    const removed = await consoleFetch(`/en/passkeys/${myId}/remove`, { cookie: owner.cookie, form: { _csrf: owner.csrf } });
    expect(removed.status).toBe(303);
    expect(removed.headers.get('Location')).toBe('/en/passkeys?done=removed');
    expect(await idsOf(OWNER)).toEqual([]);
    expect((await postAssertion(await assert(mine, await signInOptions(), CONSOLE))).status).toBe(400);
  });

  it('is refused without a session, without the CSRF token or from another origin, on every passkey route', async () => {
    const owner = await signIn(OWNER);
    await addPasskey(owner);
    const [id] = await idsOf(OWNER);
    for (const path of ['/en/passkeys/options', '/en/passkeys', `/en/passkeys/${id}/remove`]) {
      expect((await consoleFetch(path, { cookie: owner.cookie, form: { name: 'x' } })).status, path).toBe(403);
      expect((await consoleFetch(path, { cookie: owner.cookie, form: { _csrf: 'wrong', name: 'x' } })).status, path).toBe(403);
      expect((await consoleFetch(path, { cookie: owner.cookie, form: { _csrf: owner.csrf, name: 'x' }, origin: 'https://evil.example' })).status, path).toBe(
        403,
      );
      const anonymous = await consoleFetch(path, { form: { _csrf: owner.csrf, name: 'x' } });
      expect(anonymous.headers.get('Location'), path).toBe('/en/sign-in');
    }
    expect((await consoleFetch('/en/passkeys')).headers.get('Location')).toBe('/en/sign-in');
    expect((await consoleFetch('/en/sign-in/passkey/options', { method: 'POST', origin: 'https://evil.example' })).status).toBe(403);
    expect(await idsOf(OWNER)).toEqual([id]);
    // The platform's own routes, read from its app: all but the two of signing in need a session, and a change its CSRF token.
    const routes = platform.routes.filter(
      ({ method, path }) => method !== 'ALL' && path.startsWith('/console-api/passkeys') && !path.startsWith('/console-api/passkeys/sign-in'),
    );
    expect(routes.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'DELETE /console-api/passkeys/:passkeyId',
      'GET /console-api/passkeys',
      'POST /console-api/passkeys',
      'POST /console-api/passkeys/options',
    ]);
    for (const { method, path } of routes) {
      const url = `https://platform.test${path.replace(':passkeyId', String(id))}`;
      const body = method === 'GET' ? undefined : JSON.stringify({ origin: CONSOLE });
      expect((await platform.fetch(new Request(url, { method, body, headers: { 'Content-Type': 'application/json' } }), env)).status, `${method} ${path}`).toBe(
        401,
      );
      const session = { [SESSION_HEADER]: owner.cookie.split('=')[1]!, 'Content-Type': 'application/json' };
      if (method !== 'GET') expect((await platform.fetch(new Request(url, { method, body, headers: session }), env)).status, `${method} ${path}`).toBe(403);
    }
    expect(await idsOf(OWNER)).toEqual([id]);
  });

  it('signs in at most 20 times per client address and 5 times per passkey in 15 minutes, like the link', async () => {
    const passkey = await addPasskey(await signIn(OWNER));
    for (let tried = 1; tried <= 5; tried++)
      expect((await postAssertion(await assert(passkey, await signInOptions(), CONSOLE), `198.51.100.${tried}`)).status).toBe(303);
    const perPasskey = await postAssertion(await assert(passkey, await signInOptions(), CONSOLE), '198.51.100.50');
    expect(perPasskey.status).toBe(429);
    expect(Number(perPasskey.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await perPasskey.text()).toContain('Too many attempts');
    const garbled = { ...(await assert(passkey, await signInOptions(), CONSOLE)), id: 'AAAA' };
    for (let tried = 1; tried <= 20; tried++) expect((await postAssertion({ ...garbled, id: `AAAA${tried}` }, '198.51.100.7')).status).toBe(400);
    expect((await postAssertion({ ...garbled, id: 'AAAA21' }, '198.51.100.7')).status).toBe(429);
    expect((await postAssertion({ ...garbled, id: 'AAAA22' }, '198.51.100.8')).status).toBe(400);
  });
});

describe('the sign-in page', () => {
  it('offers a passkey only to a browser with the passkeys script (hidden without JavaScript); the e-mail form is as before', async () => {
    const page = await consoleFetch('/en/sign-in');
    const html = await page.text();
    const script = /<script src="(\/assets\/passkeys\.[0-9a-f]{8}\.js)" defer="">/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(html).toMatch(/<section hidden="" data-passkey-part="" aria-labelledby="passkey-sign-in"><h2 id="passkey-sign-in">With a passkey<\/h2>/);
    expect(html).toContain('<form noValidate="" action="/en/sign-in" method="post">');
    expect(html).toContain('autoComplete="email webauthn"');
    expect(page.headers.get('Content-Security-Policy')).toContain("script-src 'self'; connect-src 'self'");
    const served = await get(`${CONSOLE}${script}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(served.headers.get('Cache-Control')).toContain('immutable');
    expect(await served.text()).toContain('navigator.credentials.get');
    await member('passkey-less@example.be', 1, 'editor');
    expect((await signIn('passkey-less@example.be')).cookie).toBeDefined();
  });
});
