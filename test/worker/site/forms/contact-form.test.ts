import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import worker from '../../../../worker/local';
import type { Env } from '../../../../worker/site/env';
import { CAPTCHA_TEST_SECRET, CAPTCHA_TEST_URL, VALID_CAPTCHA_TOKEN } from '../../captcha-provider';
import { bodyOf, ANOTHER_CLIENT, CLIENT, get, VALID_CONTACT_FORM } from '../../helpers';

const URL_NL = 'http://localhost/nl/ajax/contact-form-handler';

const valid = VALID_CONTACT_FORM;

async function stored(): Promise<{ document: string }[]> {
  const rows = await env.DB.prepare("SELECT document FROM outbox WHERE kind = 'contact-request' ORDER BY created_at, rowid").all<{ document: string }>();
  return rows.results;
}

function postJson(body: unknown, ip = CLIENT, url = URL_NL) {
  return get(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': ip },
    body: JSON.stringify(body),
  });
}

describe('POST /{lang}/ajax/contact-form-handler', () => {
  it('stores a valid request once and answers ok', async () => {
    const before = (await stored()).length;
    const response = await postJson(valid);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
    const after = await stored();
    expect(after).toHaveLength(before + 1);
    expect(JSON.parse(after.at(-1)!.document)).toMatchObject({ email: valid.email, message: valid.message, locale: 'nl', page: '/nl/contact' });
  });

  it.each([
    ['without consent', { ...valid, privacy: undefined }, 'privacy', 'Geef uw toestemming'],
    ['without a first name', { ...valid, firstName: '  ' }, 'firstName', 'verplicht'],
    ['without a message', { ...valid, message: undefined }, 'message', 'verplicht'],
    ['with a bad e-mail', { ...valid, email: 'lotte@@example' }, 'email', 'geldig e-mailadres'],
    ['with a bad phone number', { ...valid, phone: 'call me' }, 'phone', 'telefoonnummer'],
    ['with an over-long message', { ...valid, message: 'x'.repeat(5001) }, 'message', 'Maximaal 5000 tekens'],
    ['with an over-long name', { ...valid, lastName: 'y'.repeat(101) }, 'lastName', 'Maximaal 100 tekens'],
    // An optional field given something else than text is invalid, not "required".
    ['with a phone number sent as a number', { ...valid, phone: 470112233 }, 'phone', 'Controleer de gemarkeerde velden'],
  ])('refuses a request %s with a field message, storing nothing', async (_what, body, field, message) => {
    const before = (await stored()).length;
    const response = await postJson(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(answer.fields[field]).toContain(message);
    expect((await stored()).length).toBe(before);
  });

  it('answers in the page’s language', async () => {
    const response = await postJson({ ...valid, email: 'x' }, CLIENT, 'http://localhost/fr/ajax/contact-form-handler');
    expect(((await response.json()) as { fields: Record<string, string> }).fields.email).toBe('Saisissez une adresse e-mail valide.');
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await get(URL_NL, { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': CLIENT }, body: '{"firstName":' });
    expect(response.status).toBe(400);
  });

  it('prefixes a valuation request (source=estimate) once', async () => {
    await postJson({ ...valid, source: 'estimate', message: 'Graag een schatting.' });
    await postJson({ ...valid, source: 'estimate', message: 'Aanvraag gratis schatting - Al voorafgegaan.' });
    const last = (await stored()).slice(-2).map((row) => JSON.parse(row.document).message);
    expect(last).toEqual(['Aanvraag gratis schatting - Graag een schatting.', 'Aanvraag gratis schatting - Al voorafgegaan.']);
  });

  it('does not take the valuation prefix alone as a message', async () => {
    const response = await postJson({ ...valid, source: 'estimate', message: 'Aanvraag gratis schatting - ' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields.message).toContain('verplicht');
  });

  it('limits requests per client address: the sixth within ten minutes gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await postJson(valid)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await postJson(valid, ANOTHER_CLIENT)).status).toBe(200);
  });

  describe('with a captcha provider configured', () => {
    const configured: Env = {
      ...(env as unknown as Env),
      CAPTCHA_PROVIDER: 'recaptcha',
      CAPTCHA_SECRET: CAPTCHA_TEST_SECRET,
      CAPTCHA_VERIFY_URL: CAPTCHA_TEST_URL,
    };

    async function send(token: string, overrides: Partial<Env> = {}) {
      const ctx = createExecutionContext();
      const response = await worker.fetch(
        new Request(URL_NL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': CLIENT },
          body: JSON.stringify({ ...valid, 'g-recaptcha-response': token }),
        }),
        { ...configured, ...overrides },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return response;
    }

    it('refuses a wrong token with 400 and stores nothing', async () => {
      const before = (await stored()).length;
      const response = await send('forged-token');
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields.captcha).toContain('beveiligingscontrole');
      expect((await stored()).length).toBe(before);
    });

    it('accepts the token the provider vouches for', async () => {
      expect((await send(VALID_CAPTCHA_TOKEN)).status).toBe(200);
    });

    it('refuses everything when the provider is set but its secret is missing, and says so in the log', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect((await send(VALID_CAPTCHA_TOKEN, { CAPTCHA_SECRET: '' })).status).toBe(400);
      expect(logged).toHaveBeenCalledWith('captcha provider recaptcha is not fully configured: refusing');
      logged.mockRestore();
    });
  });

  it('answers JSON only: a page’s own form posts to the page', async () => {
    const response = await get(URL_NL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', 'CF-Connecting-IP': CLIENT },
      body: new URLSearchParams({ ...valid, email: 'nope' }).toString(),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toContain('application/json');
  });

  describe('without JavaScript, posted to the page itself (its action)', () => {
    /** The `form` field of the page's first contact form, as a browser sends it. */
    async function formIdOn(path: string): Promise<string> {
      const page = await (await get(`http://localhost${path}`)).text();
      return page.match(/name="form" value="(contact-form-[\w-]+)"/)![1]!;
    }

    function postForm(path: string, fields: Record<string, string>) {
      return get(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', 'CF-Connecting-IP': CLIENT },
        body: new URLSearchParams(fields).toString(),
      });
    }

    it('redirects back to the page, which shows the success alert', async () => {
      const response = await postForm('/nl/contact', { ...valid, form: 'contact-form-912' });
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe('/nl/contact?contact=sent#contact-form-912');
      const page = await (await get('http://localhost/nl/contact?contact=sent')).text();
      expect(page).toContain('alert alert--success');
    });

    it('shows the form again with the fields marked and the values kept', async () => {
      const response = await postForm('/nl/contact', { ...valid, form: await formIdOn('/nl/contact'), email: 'nope', privacy: '' });
      const page = await bodyOf(response, 400);
      expect(page).toContain('<html lang="nl">');
      expect(page).toContain('alert alert--danger');
      expect(page).toContain('Vul een geldig e-mailadres in.');
      expect(page).toContain('value="Lotte"');
    });

    it.each(['//evil.example/phish', '/nl/../..//evil.example', '/nl/%2e%2e/%2e%2e//evil.example', 'https://evil.example/nl/', '/fr/contact'])(
      'redirects only to the page posted to, and never stores another site or language as its page: %s',
      async (page) => {
        const response = await postForm('/nl/contact', { ...valid, page });
        expect(response.headers.get('Location')).toBe('/nl/contact?contact=sent#contact-form');
        expect(JSON.parse((await stored()).at(-1)!.document)).toMatchObject({ page: '/nl/' });
      },
    );

    it('brings an estate page back, with its form marked, when sent from there', async () => {
      const estate = await env.DB.prepare("SELECT id FROM estates WHERE site_id = 1 AND status = 'FOR_SALE' AND parent_id IS NULL LIMIT 1").first<{
        id: number;
      }>();
      const redirect = await get(`http://localhost/nl/aanbod/${estate!.id}`);
      const page = redirect.headers.get('Location')!;
      const response = await postForm(page, { ...valid, form: await formIdOn(page), page, email: 'fout', estateId: String(estate!.id) });
      const body = await bodyOf(response, 400);
      expect(body).toContain(`data-estate-id="${estate!.id}"`);
      expect(body).toContain('Vul een geldig e-mailadres in.');
      expect(body).toContain('value="Lotte"');
    });

    it('answers a form posted to a page without one with 405', async () => {
      const response = await postForm('/nl/vergelijken', valid);
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET');
    });
  });
});
