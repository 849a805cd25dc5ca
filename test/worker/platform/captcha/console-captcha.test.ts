import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import { platform } from '../../../../worker/platform/demo/embedded';
import { CAPTCHA_TEST_SECRET, CAPTCHA_TEST_URL, VALID_CAPTCHA_TOKEN } from '../../captcha-provider';
import { consolePage, member, signIn } from '../../console-helpers';
import { later, postForm } from '../../draft-helpers';
import { bodyOf, CLIENT, get, VALID_CONTACT_FORM } from '../../helpers';

// Captcha keys per site: the owner sets the provider, site key and secret; the secret
// is write-only (never in a console or API answer, nor in a log line), encrypted in D1 apart from
// the site document (which the site worker caches), and the platform verifies the site's tokens
// with it against the provider (the local fake, captcha-provider.ts).

const OWNER = 'owner@immo-scheldeland.localhost';
const SECRET = CAPTCHA_TEST_SECRET;
afterEach(() => vi.useRealTimers());

/** Every line the workers log during `run`, as text. */
async function logged(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) =>
    void lines.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) => vi.spyOn(console, name).mockImplementation(keep));
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.join('\n');
}

const contactPost = (token: string) =>
  get(
    'http://localhost/nl/ajax/contact-form-handler',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': CLIENT },
      body: JSON.stringify({ ...VALID_CONTACT_FORM, 'g-recaptcha-response': token }),
    },
    { CAPTCHA_VERIFY_URL: CAPTCHA_TEST_URL },
  );

describe("the agency's captcha keys", () => {
  it('are stored with the secret encrypted apart, never answered or logged, and verify the site’s forms on the platform', async () => {
    const owner = await signIn(OWNER);
    let answers = '';
    const log = await logged(async () => {
      const saved = await postForm(owner, '/en/sites/1/settings/captcha', { provider: 'turnstile', siteKey: 'agency-turnstile-key', secret: SECRET });
      expect(saved.status).toBe(303);
      answers += await consolePage(owner, '/en/sites/1/settings');
      const headers = { [SESSION_HEADER]: owner.cookie.split('=')[1]!, [CSRF_HEADER]: owner.csrf };
      const api = await platform.fetch(new Request('https://platform.test/console-api/sites/1/settings', { headers }), {
        DB: env.DB,
        CONNECTION_SECRET_KEY: env.CONNECTION_SECRET_KEY,
      });
      const body = await api.text();
      expect(JSON.parse(body)).toMatchObject({ captcha: { provider: 'turnstile', siteKey: 'agency-turnstile-key', secretSet: true } });
      answers += body;
      answers += await (await get('http://localhost/admin/sites/1', { headers: { Authorization: 'Bearer test-admin-token' } })).text();
      answers += await (await platform.fetch(new Request('https://platform.test/sites/by-hostname/localhost'), { DB: env.DB })).text();
      later();
      const page = await get('http://localhost/nl/contact', {}, { CAPTCHA_VERIFY_URL: CAPTCHA_TEST_URL });
      const html = await page.text();
      answers += html;
      // The agency's provider and key are on the page, and its provider's origin in the policy.
      expect(html).toContain('agency-turnstile-key');
      expect(page.headers.get('Content-Security-Policy')).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
      expect((await contactPost(VALID_CAPTCHA_TOKEN)).status).toBe(200);
      const refused = await contactPost('a-bad-token');
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { fields: Record<string, string> }).fields.captcha).toBeTruthy();
    });
    expect(answers).toContain('Set. Never shown');
    expect(answers).not.toContain(SECRET);
    expect(log).not.toContain(SECRET);

    // In D1: the document has no secret, the secrets row has it sealed (and it opens with the key).
    const document = (await env.DB.prepare('SELECT document FROM sites WHERE id = 1').first<{ document: string }>())!.document;
    expect(document).not.toContain(SECRET);
    expect(JSON.parse(document).captcha).toEqual({ provider: 'turnstile', siteKey: 'agency-turnstile-key', secretSet: true });
    const row = await env.DB.prepare("SELECT sealed FROM site_secrets WHERE site_id = 1 AND name = 'captcha'").first<{ sealed: string }>();
    expect(row?.sealed).toMatch(/^v1:/);
    expect(row?.sealed).not.toContain(SECRET);
    // The cached site answers hold no secret either.
    const cached = await env.CACHE.list();
    for (const key of cached.keys) expect((await env.CACHE.get(key.name)) ?? '').not.toContain(SECRET);

    // A new site key keeps the secret (the form's empty secret field); going back to the deploy's keys drops it.
    expect((await postForm(owner, '/en/sites/1/settings/captcha', { provider: 'turnstile', siteKey: 'agency-turnstile-key-2', secret: '' })).status).toBe(303);
    expect(await env.DB.prepare('SELECT sealed FROM site_secrets WHERE site_id = 1').first('sealed')).toBe(row?.sealed);
    expect((await postForm(owner, '/en/sites/1/settings/captcha', { remove: '1' })).status).toBe(303);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM site_secrets WHERE site_id = 1').first('n')).toBe(0);
    expect(JSON.parse((await env.DB.prepare('SELECT document FROM sites WHERE id = 1').first<{ document: string }>())!.document).captcha).toBeNull();
  });

  it('refuses a missing or spaced key beside its field in the console’s language; an editor gets 403', async () => {
    const owner = await signIn(OWNER);
    const first = await postForm(owner, '/fr/sites/1/settings/captcha', { provider: 'recaptcha', siteKey: '', secret: '' });
    const page = await bodyOf(first, 400);
    expect(page).toContain('id="captcha-site-key-error">Veuillez remplir ce champ.');
    expect(page).toContain('id="captcha-secret-error">Veuillez remplir ce champ.');
    const spaced = await (
      await postForm(owner, '/en/sites/1/settings/captcha', { provider: 'recaptcha', siteKey: 'a key', secret: 'secret with spaces' })
    ).text();
    expect(spaced).toContain('id="captcha-site-key-error">A key without spaces, at most 200 characters.');
    expect(spaced).not.toContain('secret with spaces');
    const provider = await (await postForm(owner, '/de/sites/1/settings/captcha', { provider: 'hcaptcha', siteKey: 'k', secret: 's' })).text();
    expect(provider).toContain('id="captcha-provider-error">Wählen Sie einen Anbieter.');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM site_secrets').first('n')).toBe(0);
    await member('editor-captcha@example.be', 1, 'editor');
    const editor = await signIn('editor-captcha@example.be');
    expect((await postForm(editor, '/en/sites/1/settings/captcha', { provider: 'recaptcha', siteKey: 'k', secret: 's' })).status).toBe(403);
  });
});
