import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { FAILING_PLATFORM_HOST } from '../../../support/failing-platform';
import { client, get } from '../../helpers';

// POST /{lang}/ajax/notifications, the keep-me-informed call, shares the subscribe page's action.
const count = async () => (await env.DB.prepare('SELECT count(*) AS n FROM subscriptions').first<{ n: number }>())!.n;

function postJson(path: string, body: unknown, ip: string) {
  return get(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
    body: JSON.stringify(body),
  });
}

function postForm(path: string, fields: [string, string][], ip: string) {
  return get(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': ip },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('keep me informed over ajax (POST /{lang}/ajax/notifications)', () => {
  it('takes a JSON body and answers 201 JSON with the subscription’s token', async () => {
    const before = await count();
    const response = await postJson(
      '/nl/ajax/notifications',
      { email: 'json@example.be', statuses: ['FOR_SALE'], cityIds: [7], headTypeIds: ['1'], priceMax: '400000', consent: 'yes' },
      client(61),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    const body = await response.json<{ ok: boolean; token: string }>();
    expect(body.ok).toBe(true);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await count()).toBe(before + 1);
    // The same subscription the page shows by its token.
    const edit = await get(`http://localhost/nl/hou-me-op-de-hoogte/${body.token}`);
    expect(edit.status).toBe(200);
    expect(await edit.text()).toContain('value="json@example.be"');
  });

  it('takes a form-encoded body and still answers JSON, never a redirect', async () => {
    const before = await count();
    const response = await postForm(
      '/fr/ajax/notifications',
      [
        ['email', 'form@example.be'],
        ['statuses', 'TO_RENT'],
        ['statuses', 'FOR_SALE'],
        ['consent', 'yes'],
      ],
      client(62),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('Location')).toBeNull();
    const body = await response.json<{ ok: boolean; token: string }>();
    expect(body.ok).toBe(true);
    expect(typeof body.token).toBe('string');
    expect(await count()).toBe(before + 1);
  });

  it('refuses an invalid body with 400 JSON naming each field, in the address’s language, storing nothing', async () => {
    const before = await count();
    const response = await postJson('/fr/ajax/notifications', { email: 'pas-un-email', priceMin: '500000', priceMax: '100000' }, client(63));
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    const body = await response.json<{ error: string; fields: Record<string, string> }>();
    expect(body.fields.email).toBe('Saisissez une adresse e-mail valide.');
    expect(body.fields.statuses).toBe('Choisissez acheter, louer ou les deux.');
    expect(body.fields.priceMax).toBe('Le prix maximum est inférieur au prix minimum.');
    expect(body.fields.consent).toBe('Veuillez donner votre accord pour vous inscrire.');
    expect(await count()).toBe(before);
  });

  it('answers a body that is not JSON with 400 JSON, never a 500', async () => {
    const response = await get('http://localhost/nl/ajax/notifications', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': client(64) },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    const body = await response.json<{ fields: Record<string, string> }>();
    expect(Object.keys(body.fields)).toContain('email');
  });

  it('leaves the page’s own form as it was: a redirect when taken, the page again when refused', async () => {
    const taken = await postForm(
      '/nl/hou-me-op-de-hoogte',
      [
        ['email', 'page@example.be'],
        ['statuses', 'FOR_SALE'],
        ['consent', 'yes'],
      ],
      client(65),
    );
    expect(taken.status).toBe(303);
    expect(taken.headers.get('Location')).toMatch(/^\/nl\/hou-me-op-de-hoogte\/succes\?token=/);
    const refused = await postForm('/nl/hou-me-op-de-hoogte', [['email', 'geen-email']], client(66));
    expect(refused.status).toBe(400);
    expect(refused.headers.get('Content-Type')).toContain('text/html');
    expect(await refused.text()).toContain('value="geen-email"');
  });
});

describe('keep me informed over ajax while the platform fails', () => {
  it('answers JSON 503 with Retry-After, storing nothing', async () => {
    const before = await count();
    const response = await get(
      'http://localhost/nl/ajax/notifications',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': client(67) },
        body: JSON.stringify({ email: 'down@example.be', statuses: ['FOR_SALE'], consent: 'yes' }),
      },
      // Budgets a loaded machine cannot outlast: the platform's prompt 500 must be what answers,
      // not the form budget (a write left unanswered is "being confirmed", late-writes.test.ts).
      { UPSTREAM_URL: `http://${FAILING_PLATFORM_HOST}`, PAGE_BUDGET_MS: '20000', FORM_BUDGET_MS: '20000' },
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await response.json()).toHaveProperty('error');
    expect(await count()).toBe(before);
  });
});
