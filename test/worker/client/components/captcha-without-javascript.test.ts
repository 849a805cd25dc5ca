import { env } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_VERIFY_URLS } from '../../../../shared/captcha';
import { CAPTCHA_TEST_SECRET, CAPTCHA_TEST_URL } from '../../captcha-provider';
import { bodyOf, client, get } from '../../helpers';
import { formIn, formOnPage, send } from '../../page-forms';

// The captcha for a browser without JavaScript (docs/forms.md, "The captcha"): neither provider's
// widget runs without its script, so an agency's contact page with its own Turnstile keys says so
// before sending, with the agency's phone and e-mail; its form sent as it is (no token) comes back
// saying so, what was typed kept, the provider not asked and nothing stored. The widget with
// JavaScript is the browser's test (test/e2e/client/components/captcha.test.ts).

const admin = (captcha: Record<string, string> | null) =>
  get('http://localhost/admin/sites/1', {
    method: 'PUT',
    headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ captcha }),
  });
const VARS = { CAPTCHA_VERIFY_URL: CAPTCHA_TEST_URL };
const contactRequests = async () => (await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'contact-request'").first<{ n: number }>())!.n;

beforeAll(async () => {
  expect((await admin({ provider: 'turnstile', siteKey: 'agency-turnstile-key', secret: CAPTCHA_TEST_SECRET })).status).toBe(200);
});
afterAll(async () => {
  expect((await admin(null)).status).toBe(200);
});
afterEach(() => vi.restoreAllMocks());

describe('a contact form guarded by the agency’s captcha, without JavaScript', () => {
  it('says before sending that the check needs JavaScript, and how to reach the agency; sent, it comes back saying so, typing kept, nothing sent', async () => {
    const page = await formOnPage('http://localhost/fr/contact', 'form.contact-form', {}, VARS);
    // Before sending: the notice beside the form, shown only without JavaScript, with the ways to reach the agency as links.
    const notice = /<noscript><div class="alert alert--info form-noscript">(.*?)<\/div><\/noscript>/s.exec(page.body)?.[1];
    expect(notice).toContain('La vérification de sécurité de ce formulaire a besoin de JavaScript');
    expect(notice).toContain('<a href="tel:+3292234567">+32 9 223 45 67</a>');
    expect(notice).toContain('<a href="mailto:info@immo-scheldeland.be">info@immo-scheldeland.be</a>');

    const asked = vi.spyOn(globalThis, 'fetch');
    const before = await contactRequests();
    const typed = {
      firstName: 'Camille',
      lastName: 'Dubois',
      email: 'camille.dubois@example.be',
      message: 'Je voudrais visiter la maison samedi.',
      privacy: true,
    };
    const { response } = await send(page, typed, { headers: { 'CF-Connecting-IP': client(17) }, vars: VARS });
    const body = await bodyOf(response, 400);
    const form = /<form [^>]*class="contact-form"[\s\S]*?<\/form>/.exec(body)![0];
    expect(form).toContain(
      'La vérification de sécurité a besoin de JavaScript et n’a pas pu s’exécuter dans votre navigateur : rien n’a été envoyé. ' +
        'Contactez-nous directement : +32 9 223 45 67, info@immo-scheldeland.be.',
    );
    // Never a retry that cannot succeed.
    expect(form).not.toContain('Veuillez réessayer');
    const again = await formIn(page.page, body, 'form.contact-form');
    expect(Object.fromEntries(again.controls.map((control) => [control.name, control.value]))).toMatchObject({
      firstName: 'Camille',
      message: 'Je voudrais visiter la maison samedi.',
    });
    expect(body).toContain('<noscript><div class="alert alert--info form-noscript">');
    // No token: the provider was not even asked, and nothing was stored.
    const verifiers = [CAPTCHA_TEST_URL, ...Object.values(CAPTCHA_VERIFY_URLS)];
    expect(asked.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input))).filter((url) => verifiers.includes(url))).toEqual([]);
    expect(await contactRequests()).toBe(before);
  });
});
