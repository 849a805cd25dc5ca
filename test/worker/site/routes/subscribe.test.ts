import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_RATE_LIMIT } from '../../../../worker/site/forms/rate-limit';
import { allEstates } from '../../platform-helpers';
import { bodyOf, CLIENT, get, html } from '../../helpers';
import { expectText } from '../../../support/text';

function post(path: string, fields: Record<string, string>) {
  return get(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': CLIENT },
    body: new URLSearchParams(fields).toString(),
  });
}

const count = async () => (await env.DB.prepare('SELECT count(*) AS n FROM subscriptions').first<{ n: number }>())!.n;

describe('keep me informed (subscribe routes)', () => {
  it('shows the form with the site’s towns and types, in every language', async () => {
    const townsOf = async (siteId: number) => new Set((await allEstates(siteId)).map((e) => e.general.address.city.zip));
    const [ours, theirs] = [await townsOf(1), await townsOf(2)];
    const ourZip = [...ours][0]!;
    const theirZip = [...theirs].find((zip) => !ours.has(zip))!;
    expect(theirZip).toBeDefined();
    for (const [path, title] of [
      ['/nl/hou-me-op-de-hoogte', 'Hou me op de hoogte'],
      ['/fr/tenez-moi-informe', 'Tenez-moi informé'],
      ['/en/keep-me-informed', 'Keep me informed'],
      ['/de/auf-dem-laufenden-halten', 'Halten Sie mich auf dem Laufenden'],
    ]) {
      const { response, body } = await html(`http://localhost${path}`);
      expect(response.status).toBe(200);
      expect(body).toContain(`<h1>${title}</h1>`);
      expect(body).toContain('name="cityIds"');
      expect(body).toContain('name="headTypeIds"');
      expect(body).toContain('name="consent"');
      const towns = [...body.matchAll(/name="cityIds" value="\d+"\/><span>([^<]*)<\/span>/g)].map((m) => m[1]!);
      expect(
        towns.some((label) => label.endsWith(`(${ourZip})`)),
        `a town of this agency (${ourZip})`,
      ).toBe(true);
      expect(
        towns.some((label) => label.endsWith(`(${theirZip})`)),
        `a town only the other agency has (${theirZip})`,
      ).toBe(false);
    }
  });

  it('subscribes, then changes and removes the subscription by its token only', async () => {
    const before = await count();
    const created = await post('/nl/hou-me-op-de-hoogte', {
      email: 'jan@example.be',
      statuses: 'FOR_SALE',
      cityIds: '7',
      headTypeIds: '1',
      priceMax: '400000',
      consent: 'yes',
    });
    expect(created.status).toBe(303);
    const location = created.headers.get('Location')!;
    expect(location).toMatch(/^\/nl\/hou-me-op-de-hoogte\/succes\?token=[A-Za-z0-9_-]{40,}$/);
    expect(await count()).toBe(before + 1);
    const token = new URL(location, 'http://localhost').searchParams.get('token')!;
    const success = await html(`http://localhost${location}`);
    expect(success.body).toContain(`/nl/hou-me-op-de-hoogte/${token}`);
    const edit = await html(`http://localhost/nl/hou-me-op-de-hoogte/${token}`);
    expect(edit.response.status).toBe(200);
    expect(edit.body).toContain('value="jan@example.be"');
    const city = edit.body.match(/<input[^>]*name="cityIds"[^>]*value="7"[^>]*>/)?.[0] ?? '';
    expect(city).toContain('checked=""');
    const changed = await post(`/nl/hou-me-op-de-hoogte/${token}`, { email: 'jan@example.be', statuses: 'TO_RENT', consent: 'yes' });
    expect(changed.headers.get('Location')).toBe(`/nl/hou-me-op-de-hoogte/${token}?saved=1`);
    expect((await html(`http://localhost/nl/hou-me-op-de-hoogte/${token}?saved=1`)).body).toContain('Uw zoekopdracht is bewaard.');
    const confirm = await html(`http://localhost/nl/hou-me-op-de-hoogte/uitschrijven/${token}`);
    expect(confirm.body).toContain('Ja, schrijf mij uit');
    const form = confirm.body.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="/nl/hou-me-op-de-hoogte/uitschrijven/${token}"`);
    // Opening the link (a mail scanner does) removes nothing; the button posts.
    expect(await count()).toBe(before + 1);
    const removed = await post(`/nl/hou-me-op-de-hoogte/uitschrijven/${token}`, {});
    expect(removed.headers.get('Location')).toBe('/nl/hou-me-op-de-hoogte?unsubscribed=1');
    expect(await count()).toBe(before);
    expect((await get(`http://localhost/nl/hou-me-op-de-hoogte/${token}`)).status).toBe(404);
  });

  it('shows the form again with the fields marked, storing nothing', async () => {
    const before = await count();
    const response = await post('/fr/tenez-moi-informe', { email: 'pas-un-email', priceMin: '500000', priceMax: '100000' });
    const body = await bodyOf(response, 400);
    expectText(body, [
      'Saisissez une adresse e-mail valide.',
      'Choisissez acheter, louer ou les deux.',
      'Le prix maximum est inférieur au prix minimum.',
      'Veuillez donner votre accord pour vous inscrire.',
      'value="pas-un-email"',
    ]);
    expect(await count()).toBe(before);
  });

  it('refuses a place or type id no platform can hold (1e300) with the form again, never a 502', async () => {
    const before = await count();
    const response = await post('/nl/hou-me-op-de-hoogte', { email: 'an@example.be', statuses: 'FOR_SALE', cityIds: '1e300', consent: 'yes' });
    expect(response.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('limits subscriptions per client address and mails a confirmation for each', async () => {
    const outbox = async () => (await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'subscription-confirmation'").first<{ n: number }>())!.n;
    const before = await outbox();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await post('/en/keep-me-informed', { email: `a${i}@example.be`, statuses: 'TO_RENT', consent: 'yes' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    expect((await outbox()) - before).toBe(5);
  });

  it('limits unsubscribing per client address, removing nothing once the limit is reached', async () => {
    const created = await post('/nl/hou-me-op-de-hoogte', { email: 'blijf@example.be', statuses: 'FOR_SALE', consent: 'yes' });
    const token = new URL(created.headers.get('Location')!, 'http://localhost').searchParams.get('token')!;
    const answers: number[] = [];
    for (let i = 0; i < UNSUBSCRIBE_RATE_LIMIT.limit; i += 1)
      answers.push((await post(`/nl/hou-me-op-de-hoogte/uitschrijven/${'A'.repeat(20)}${i}`, {})).status);
    const refused = await post(`/nl/hou-me-op-de-hoogte/uitschrijven/${token}`, {});
    expect([...answers, refused.status]).toEqual([303, 303, 303, 303, 303, 429]);
    expect(await refused.text()).toContain('alert alert--danger');
    expect((await get(`http://localhost/nl/hou-me-op-de-hoogte/${token}`)).status).toBe(200);
  });

  it('answers an unknown or malformed token with a 404', async () => {
    expect((await get('http://localhost/nl/hou-me-op-de-hoogte/AAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await get('http://localhost/nl/hou-me-op-de-hoogte/kort')).status).toBe(404);
  });
});
