import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../../../worker/site/env';
import { CAPTCHA_TEST_SECRET, CAPTCHA_TEST_URL, VALID_CAPTCHA_TOKEN } from '../../captcha-provider';
import { client, get } from '../../helpers';

// A new keep-me-informed subscription passes the captcha as every visitor form does;
// its page renders Turnstile's widget (the token arrives as g-recaptcha-response); the widget's
// script comes from CAPTCHA_SCRIPT_URL when set, whose origin alone the CSP then allows.

const count = async () => (await env.DB.prepare('SELECT count(*) AS n FROM subscriptions').first<{ n: number }>())!.n;
const SCRIPT = 'http://127.0.0.1:8793/turnstile/v0/api.js';
const configured: Partial<Env> = {
  CAPTCHA_PROVIDER: 'turnstile',
  CAPTCHA_SITE_KEY: 'site-key-1',
  CAPTCHA_SECRET: CAPTCHA_TEST_SECRET,
  CAPTCHA_VERIFY_URL: CAPTCHA_TEST_URL,
};

function subscribe(token: string | null, ip: string) {
  const fields: [string, string][] = [
    ['email', `captcha-${ip}@example.be`],
    ['statuses', 'FOR_SALE'],
    ['consent', 'yes'],
  ];
  if (token !== null) fields.push(['g-recaptcha-response', token]);
  return get(
    'http://localhost/nl/hou-me-op-de-hoogte',
    { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': ip }, body: new URLSearchParams(fields).toString() },
    configured,
  );
}

describe('keep-me-informed and the captcha', () => {
  it('with no token (no JavaScript) the form returns: the check needs JavaScript, call the agency (phone, e-mail); address kept, nothing stored', async () => {
    const before = await count();
    const response = await subscribe(null, client(71));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(
      'De beveiligingscontrole heeft JavaScript nodig en kon in uw browser niet werken: er is niets verstuurd. Neem rechtstreeks contact met ons op: +32 ' +
        '9 223 45 67, info@immo-scheldeland.be.',
    );
    // Never a retry that cannot succeed.
    expect(page).not.toContain('Probeer het opnieuw');
    expect(page).toContain(`value="captcha-${client(71)}@example.be"`);
    expect(await count()).toBe(before);
  });

  it('a token the provider refuses is the usual message: another token can pass', async () => {
    const response = await subscribe('refused-token', client(73));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('De beveiligingscontrole is mislukt. Probeer het opnieuw.');
  });

  it('tells a browser without JavaScript before sending that the check needs it, with the agency’s phone and e-mail as links', async () => {
    const page = await (await get('http://localhost/fr/tenez-moi-informe', {}, configured)).text();
    const notice = /<noscript><div class="alert alert--info form-noscript">(.*?)<\/div><\/noscript>/s.exec(page)?.[1];
    expect(notice).toContain('La vérification de sécurité de ce formulaire a besoin de JavaScript');
    expect(notice).toContain('<a href="tel:+3292234567">+32 9 223 45 67</a>');
    expect(notice).toContain('<a href="mailto:info@immo-scheldeland.be">info@immo-scheldeland.be</a>');
    // Without a captcha the form works without JavaScript: no notice.
    expect(await (await get('http://localhost/fr/tenez-moi-informe')).text()).not.toContain('form-noscript');
  });

  it('a token the provider vouches for makes the subscription', async () => {
    const before = await count();
    const response = await subscribe(VALID_CAPTCHA_TOKEN, client(72));
    expect(response.status).toBe(303);
    expect(await count()).toBe(before + 1);
  });

  it('renders Turnstile’s widget in the form, its script from CAPTCHA_SCRIPT_URL, whose origin alone the CSP allows', async () => {
    const response = await get('http://localhost/nl/hou-me-op-de-hoogte', {}, { ...configured, CAPTCHA_SCRIPT_URL: SCRIPT });
    const page = await response.text();
    expect(page).toContain(
      '<div class="cf-turnstile contact-form__captcha" data-sitekey="site-key-1" data-action="subscribe" ' +
        'data-response-field-name="g-recaptcha-response"></div>',
    );
    expect(page).toContain(`src="${SCRIPT}"`);
    const csp = response.headers.get('Content-Security-Policy')!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' http:\/\/127\.0\.0\.1:8793;/);
    expect(csp).not.toContain('challenges.cloudflare.com');
  });
});
