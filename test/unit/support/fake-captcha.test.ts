import { describe, expect, it } from 'vitest';
import { createFakeCaptcha, PASSING_SECRET, PASSING_SITE_KEY } from '../../support/fake-captcha';

// The local captcha service answers siteverify in Cloudflare's documented shapes (form or JSON
// body; success, error-codes), so the site's one call (shared/captcha.ts) is exercised as with
// the real provider.

const ORIGIN = 'http://captcha.local';
const token = (issued: number, siteKey = PASSING_SITE_KEY) => `fake-captcha.${siteKey}.${issued}.abc123`;

function verify(fake: ReturnType<typeof createFakeCaptcha>, fields: Record<string, string>, as: 'form' | 'json' = 'form') {
  const body = as === 'form' ? new URLSearchParams(fields).toString() : JSON.stringify(fields);
  const type = as === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  return fake.handle(new Request(`${ORIGIN}/turnstile/v0/siteverify`, { method: 'POST', headers: { 'Content-Type': type }, body })).then((r) => r.json());
}

describe('the fake captcha service’s siteverify', () => {
  it('passes a token it issued once, as a form or as JSON; the second use is timeout-or-duplicate', async () => {
    const fake = createFakeCaptcha(() => 1_000_000);
    expect(await verify(fake, { secret: PASSING_SECRET, response: token(999_000), remoteip: '192.0.2.1' })).toMatchObject({ success: true, 'error-codes': [] });
    expect(await verify(fake, { secret: PASSING_SECRET, response: token(999_000) }, 'json')).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
    expect(await verify(fake, { secret: PASSING_SECRET, response: token(999_001) }, 'json')).toMatchObject({ success: true });
    expect(fake.verifications.map((v) => v.success)).toEqual([true, false, true]);
  });

  it('answers the documented error codes: missing secret or response, unknown token, expired after 300 s, the failing dummy secret and site key', async () => {
    const fake = createFakeCaptcha(() => 1_000_000);
    const codes = async (fields: Record<string, string>) => ((await verify(fake, fields)) as { 'error-codes': string[] })['error-codes'];
    expect(await codes({ response: token(999_000) })).toEqual(['missing-input-secret']);
    expect(await codes({ secret: PASSING_SECRET })).toEqual(['missing-input-response']);
    expect(await codes({ secret: PASSING_SECRET, response: 'forged' })).toEqual(['invalid-input-response']);
    expect(await codes({ secret: PASSING_SECRET, response: token(1_000_000 - 300_001) })).toEqual(['timeout-or-duplicate']);
    expect(await codes({ secret: '2x0000000000000000000000000000000AA', response: token(999_100) })).toEqual(['invalid-input-response']);
    expect(await codes({ secret: PASSING_SECRET, response: token(999_100, '2x00000000000000000000AB') })).toEqual(['invalid-input-response']);
  });

  it('refuses or expires one token its control endpoint names, and no other', async () => {
    const fake = createFakeCaptcha(() => 1_000_000);
    const control = (what: string, value: string) =>
      fake.handle(new Request(`${ORIGIN}/__fake/${what}`, { method: 'POST', body: JSON.stringify({ token: value }) }));
    expect((await control('refuse', token(999_200))).status).toBe(200);
    expect((await control('expire', token(999_300))).status).toBe(200);
    expect(await verify(fake, { secret: PASSING_SECRET, response: token(999_200) })).toMatchObject({ 'error-codes': ['invalid-input-response'] });
    expect(await verify(fake, { secret: PASSING_SECRET, response: token(999_300) })).toMatchObject({ 'error-codes': ['timeout-or-duplicate'] });
    expect(await verify(fake, { secret: PASSING_SECRET, response: token(999_400) })).toMatchObject({ success: true });
  });

  it('answers reCAPTCHA’s siteverify address with its score', async () => {
    const fake = createFakeCaptcha(() => 1_000_000);
    const body = new URLSearchParams({ secret: PASSING_SECRET, response: token(999_000, 'recaptcha-key') }).toString();
    const answer = await fake.handle(
      new Request(`${ORIGIN}/recaptcha/api/siteverify`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body }),
    );
    expect(await answer.json()).toMatchObject({ success: true, 'error-codes': [], score: 0.9 });
  });

  it('serves the widget script at both providers’ addresses', async () => {
    const fake = createFakeCaptcha();
    for (const path of ['/turnstile/v0/api.js', '/recaptcha/api.js']) {
      const answer = await fake.handle(new Request(ORIGIN + path));
      expect(answer.headers.get('Content-Type')).toContain('javascript');
      expect(await answer.text()).toContain('window.turnstile');
    }
  });
});
