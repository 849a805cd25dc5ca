import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import words from '../../../../locales/console.json';
import { CONSOLE, consolePage, signIn } from '../../console-helpers';
import { postForm } from '../../draft-helpers';
import { bodyOf, get, html } from '../../helpers';

// The operators' screen of a new agency (worker/console/agencies/agencies.tsx), as its browser
// test's walk reads it (test/e2e/console/agencies/console-agencies.test.ts keeps the keyboard and
// axe): the fields left empty marked with their reasons, the agency made with its owner invited
// and its address, its starter pages once published, and the sign-up switch's state in words.

const OPERATOR = 'operator@agency-sites.localhost';

describe('the new agency screen', () => {
  it('marks the name and the languages left empty, each with its reason beside its field', async () => {
    const operator = await signIn(OPERATOR);
    const answer = await postForm(operator, '/en/agencies/new', { name: '', defaultLocale: 'nl', ownerEmail: '' });
    const body = await bodyOf(answer, 400);
    expect(body).toContain(`<p class="field-error" id="agency-name-error">${words.errors.required.en}</p>`);
    expect(body).toContain(`<p class="field-error" id="agency-locales-error">${words.agencies.errors.locales.en}</p>`);
    expect(body).toMatch(/<input [^>]*id="agency-name"[^>]*aria-invalid="true"/);
  });

  it('says the owner was invited and links the address; once published, the site answers there with its starter pages', async () => {
    const operator = await signIn(OPERATOR);
    const stamp = crypto.randomUUID().slice(0, 8);
    const name = `Immo Start ${stamp}`;
    const owner = `owner-${stamp}@example.be`;
    // Dutch and French, French first: the form's checkboxes post `locales` once each.
    const form = [
      ['_csrf', operator.csrf],
      ['name', name],
      ['locales', 'nl'],
      ['locales', 'fr'],
      ['defaultLocale', 'fr'],
      ['ownerEmail', owner],
    ];
    const made = await get(`${CONSOLE}/en/agencies/new`, {
      method: 'POST',
      headers: { Cookie: operator.cookie, Origin: CONSOLE, 'CF-Connecting-IP': '203.0.113.10', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    expect(made.status).toBe(303);
    const location = new URL(made.headers.get('Location')!, CONSOLE);
    const told = await consolePage(operator, location.pathname + location.search);
    const address = `http://immo-start-${stamp}.localhost/`;
    expect(told).toContain(`<p>${words.agencies.invited.en.replace('{{email}}', owner)}</p>`);
    expect(told).toContain(`<a href="${address}">${address}</a>`);

    // Published through the admin API, the new site answers on its hostname with its starter pages.
    const site = await env.DB.prepare('SELECT id FROM sites WHERE name = ?1').bind(name).first<number>('id');
    const published = await get(`http://localhost/admin/sites/${site}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ comingSoon: false }),
    });
    expect(published.status, await published.clone().text()).toBe(200);
    for (const [path, heading] of [
      ['fr/', name],
      ['fr/a-vendre', 'À vendre'],
      ['nl/te-huur', 'Te huur'],
      ['fr/estimation-gratuite', 'Estimation gratuite'],
      ['nl/contact', 'Contact'],
    ] as const) {
      const page = await html(`${address}${path}`);
      expect(page.response.status, path).toBe(200);
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(page.body)?.[1], path).toBe(heading);
    }
    const privacy = await html(`${address}fr/declaration-de-confidentialite`);
    expect(privacy.body.slice(privacy.body.indexOf('<main'), privacy.body.indexOf('</main>'))).toContain(name);
  });
});

describe('the sign-up switch on the new agency screen', () => {
  it('says sign-up is closed, then open once the operator opens it', async () => {
    const operator = await signIn(OPERATOR);
    const state = async () => /<h2 id="sign-up-switch">[^<]*<\/h2><p>([^<]*)<\/p>/.exec(await consolePage(operator, '/en/agencies/new'))?.[1];
    expect(await state()).toBe(words.signUp.isClosed.en);
    expect((await postForm(operator, '/en/agencies/sign-up', { open: '1' })).status).toBe(303);
    expect(await state()).toBe(words.signUp.isOpen.en);
    expect((await postForm(operator, '/en/agencies/sign-up', { open: '0' })).status).toBe(303);
    expect(await state()).toBe(words.signUp.isClosed.en);
  });
});
