import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { assert, type CreationOptions, register, type RequestOptions } from '../../../support/webauthn-authenticator';
import { CONSOLE, consoleFetch, sessionCookie, signIn, type Who } from '../../console-helpers';

// The attestations a browser sends when the console asks for "none" (decision 024): "none", or
// "packed" self-attestation signed by the new key itself, which some security keys keep. The
// platform reads no certificate (worker/platform/aliases/attestation-certificates.ts): a
// "packed" attestation that carries one is refused like any answer that does not verify.

const OWNER = 'owner@immo-scheldeland.localhost';

async function registrationOptions(who: Who): Promise<CreationOptions> {
  const answer = await consoleFetch('/en/passkeys/options', { cookie: who.cookie, form: { _csrf: who.csrf } });
  expect(answer.status).toBe(200);
  return answer.json();
}

async function signInOptions(): Promise<RequestOptions> {
  const answer = await consoleFetch('/en/sign-in/passkey/options', { method: 'POST' });
  expect(answer.status).toBe(200);
  return answer.json();
}

const rows = () =>
  env.DB.prepare('SELECT credential_id FROM console_passkeys ORDER BY id')
    .all<{ credential_id: string }>()
    .then(({ results }) => results);

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare('DELETE FROM console_passkeys'), env.DB.prepare('DELETE FROM console_passkey_challenges')]);
});

describe('a passkey registration', () => {
  it('is accepted with "packed" self-attestation (the new key signs it), and that passkey signs in', async () => {
    const owner = await signIn(OWNER);
    const { json, passkey } = await register(await registrationOptions(owner), CONSOLE, {}, 'packed');
    const added = await consoleFetch('/en/passkeys', {
      cookie: owner.cookie,
      form: { _csrf: owner.csrf, name: 'Security key', credential: JSON.stringify(json) },
    });
    expect(added.status).toBe(303);
    expect(await rows()).toEqual([{ credential_id: json.id }]);
    const signedIn = await consoleFetch('/en/sign-in/passkey', { form: { credential: JSON.stringify(await assert(passkey, await signInOptions(), CONSOLE)) } });
    expect(signedIn.status).toBe(303);
    expect(sessionCookie(signedIn)).toBeDefined();
  });

  it('is refused when its "packed" signature does not cover the answer sent, storing nothing', async () => {
    const owner = await signIn(OWNER);
    const options = await registrationOptions(owner);
    const { json } = await register(options, CONSOLE, {}, 'packed');
    // Signed over the client data of another origin, sent with this one's.
    const other = await register(options, CONSOLE, { origin: 'https://elsewhere.example' }, 'packed');
    const forged = { ...other.json, response: { ...other.json.response, clientDataJSON: json.response.clientDataJSON } };
    const answer = await consoleFetch('/en/passkeys', {
      cookie: owner.cookie,
      form: { _csrf: owner.csrf, name: 'Security key', credential: JSON.stringify(forged) },
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('This passkey could not be registered. Try again.');
    expect(await rows()).toEqual([]);
  });

  it.each(['packed', 'fido-u2f', 'tpm', 'android-key', 'apple'])(
    'is refused, never a 500, when a "%s" attestation carries a certificate (x5c), storing nothing',
    async (fmt) => {
      const owner = await signIn(OWNER);
      const certificate = Uint8Array.of(0x30, 0x82, 0x01, 0x0a, ...crypto.getRandomValues(new Uint8Array(266)));
      const { json } = await register(await registrationOptions(owner), CONSOLE, {}, { fmt, x5c: certificate });
      const answer = await consoleFetch('/en/passkeys', {
        cookie: owner.cookie,
        form: { _csrf: owner.csrf, name: 'Security key', credential: JSON.stringify(json) },
      });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('This passkey could not be registered. Try again.');
      expect(await rows()).toEqual([]);
    },
  );
});
