import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { composeSignInMail } from '../../../../worker/platform/delivery/console-mail';
import { consoleFetch, latestLink, linkPath, sessionCookie, signIn } from '../../console-helpers';
import { bodyOf, html } from '../../helpers';
import { expectText } from '../../../support/text';

// Sign-up: an operator (or a sign-up form, when the operator enables it) creates an
// agency. The form is closed by default; an operator opens it; a newcomer asks, confirms the address by a
// one-time link, and only then is the site made (starter site, coming soon) with them as owner.

const OPERATOR = 'operator@agency-sites.localhost';
const OWNER = 'owner@immo-scheldeland.localhost';
const NEWCOMER = 'zaakvoerder@immo-kempen.test';
const FORM = { name: 'Immo Kempen', locales: 'nl', defaultLocale: 'nl', ownerEmail: NEWCOMER };

const counts = () =>
  env.DB.prepare(
    'SELECT (SELECT count(*) FROM sites) AS sites, (SELECT count(*) FROM console_sign_ups) AS requests, (SELECT count(*) FROM console_users) AS users',
  ).first();

async function openSignUp(open = true): Promise<void> {
  const operator = await signIn(OPERATOR);
  const switched = await consoleFetch('/en/agencies/sign-up', { cookie: operator.cookie, form: { _csrf: operator.csrf, open: open ? '1' : '0' } });
  expect(switched.status).toBe(303);
}

describe('self-service sign-up while closed (the default)', () => {
  it('shows no form and no link to it, and the API takes no request', async () => {
    const page = await consoleFetch('/en/sign-up');
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('name="ownerEmail"');
    expect(await (await consoleFetch('/en/sign-in')).text()).not.toContain('/en/sign-up');
    const before = await counts();
    const posted = await consoleFetch('/en/sign-up', { form: FORM });
    expect(posted.status).toBe(404);
    expect(await counts()).toEqual(before);
    expect(await latestLink(NEWCOMER)).toBeUndefined();
  });

  it('can be opened and closed by an operator only: an owner is refused (403) and it stays closed', async () => {
    const owner = await signIn(OWNER);
    const refused = await consoleFetch('/en/agencies/sign-up', { cookie: owner.cookie, form: { _csrf: owner.csrf, open: '1' } });
    expect(refused.status).toBe(403);
    expect((await consoleFetch('/en/sign-up')).status).toBe(404);
    await openSignUp();
    expect((await consoleFetch('/en/sign-up')).status).toBe(200);
    expect(await (await consoleFetch('/fr/sign-in')).text()).toContain('href="/fr/sign-up"');
    await openSignUp(false);
    expect((await consoleFetch('/en/sign-up')).status).toBe(404);
  });

  it("refuses the switch without the session's CSRF token", async () => {
    const operator = await signIn(OPERATOR);
    const forged = await consoleFetch('/en/agencies/sign-up', { cookie: operator.cookie, form: { _csrf: 'forged', open: '1' } });
    expect(forged.status).toBe(403);
    expect((await consoleFetch('/en/sign-up')).status).toBe(404);
  });
});

describe('self-service sign-up once open', () => {
  it('makes nothing before the address is confirmed, then the site with its starter pages, its owner and a session, once', async () => {
    await openSignUp();
    const before = await counts();
    const asked = await consoleFetch('/nl/sign-up', { form: FORM });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(NEWCOMER);
    expect(await counts()).toMatchObject({ sites: before!.sites, requests: (before!.requests as number) + 1, users: before!.users });
    const link = (await latestLink(NEWCOMER))!;
    expect(link).toMatch(/^http:\/\/console\.localhost\/nl\/sign-up\/[A-Za-z0-9_-]{43}$/);
    // Opening the link (a mail scanner's GET) shows the button and makes nothing.
    const landing = await consoleFetch(linkPath(link));
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain(`action="${linkPath(link)}"`);
    expect((await counts())!.sites).toBe(before!.sites);

    const used = await consoleFetch(linkPath(link), { method: 'POST' });
    expect(used.status).toBe(303);
    expect(used.headers.get('Location')).toBe('/nl/');
    const cookie = sessionCookie(used)!;
    expect(cookie).toBeDefined();
    const site = await env.DB.prepare(`SELECT s.id, s.document FROM sites s WHERE s.name = 'Immo Kempen'`).first<{ id: number; document: string }>();
    expect(JSON.parse(site!.document)).toMatchObject({ hostnames: ['immo-kempen.localhost'], languages: ['nl'], comingSoon: true });
    const pages = await env.DB.prepare('SELECT count(*) AS n FROM pages WHERE site_id = ?1').bind(site!.id).first<{ n: number }>();
    expect(pages!.n).toBeGreaterThan(5);
    const role = await env.DB.prepare('SELECT m.role FROM console_memberships m JOIN console_users u ON u.id = m.user_id WHERE u.email = ?1 AND m.site_id = ?2')
      .bind(NEWCOMER, site!.id)
      .first<{ role: string }>();
    expect(role!.role).toBe('owner');
    // Signed in: the console's first page is the new agency's checklist.
    const home = await (await consoleFetch('/nl/', { cookie })).text();
    expect(home).toContain('Immo Kempen');
    // The site answers on its hostname, coming soon, until its owner publishes it.
    const soon = await html('http://immo-kempen.localhost/nl/');
    expect(soon.response.headers.get('X-Robots-Tag')).toContain('noindex');
    expect(soon.body).toContain('Immo Kempen');

    const again = await consoleFetch(linkPath(link), { method: 'POST' });
    expect(again.status).toBe(410);
    expect((await env.DB.prepare(`SELECT count(*) AS n FROM sites WHERE name = 'Immo Kempen'`).first<{ n: number }>())!.n).toBe(1);
  });

  it('mails the confirmation in the language of the form, saying what it is for', async () => {
    await openSignUp();
    await consoleFetch('/fr/sign-up', { form: { ...FORM, locales: 'fr', defaultLocale: 'fr' } });
    const row = await env.DB.prepare(
      `SELECT id, kind, document FROM outbox WHERE site_id IS NULL AND json_extract(document, '$.to') = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    )
      .bind(NEWCOMER)
      .first<{ id: string; kind: string; document: string }>();
    const mail = composeSignInMail({ id: row!.id, kind: row!.kind, document: JSON.parse(row!.document) }, 'console@agency-sites.test');
    expect(mail.to).toBe(NEWCOMER);
    expect(mail.raw).toContain('Content-Language: fr');
    const decoded = [...mail.raw.matchAll(/\r\n\r\n([A-Za-z0-9+/=\r\n]+?)(?:\r\n--|$)/g)]
      .map((part) => new TextDecoder().decode(Uint8Array.from(atob(part[1]!.replace(/\r\n/g, '')), (char) => char.charCodeAt(0))))
      .join('\n');
    expect(decoded).toContain('Vous avez demandé un site pour Immo Kempen');
    expect(decoded).toContain('/fr/sign-up/');
  });

  it('gives the form again with the fields at fault marked, keeping what was typed, and records nothing', async () => {
    await openSignUp();
    const before = await counts();
    const response = await consoleFetch('/en/sign-up', { form: { name: 'Immo Fout', defaultLocale: 'de', ownerEmail: 'geen-adres' } });
    const body = await bodyOf(response, 400);
    expectText(body, ['role="alert"', 'id="agency-locales-error"', 'id="agency-owner-error"', 'value="Immo Fout"']);
    expect(await counts()).toEqual(before);
  });

  it('refuses an expired link (410) and makes nothing', async () => {
    await openSignUp();
    await consoleFetch('/en/sign-up', { form: FORM });
    const link = (await latestLink(NEWCOMER))!;
    await env.DB.prepare('UPDATE console_sign_ups SET expires_at = ?1')
      .bind(new Date(Date.now() - 1000).toISOString())
      .run();
    const before = await counts();
    const used = await consoleFetch(linkPath(link), { method: 'POST' });
    expect(used.status).toBe(410);
    expect(sessionCookie(used)).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('limits requests per address (3 a day) with Retry-After, and mails no more', async () => {
    await openSignUp();
    const mails = async () =>
      (await env.DB.prepare(`SELECT count(*) AS n FROM outbox WHERE site_id IS NULL AND json_extract(document, '$.to') = ?1`)
        .bind(NEWCOMER)
        .first<{ n: number }>())!.n;
    const before = await mails();
    for (let n = 0; n < 3; n++) expect((await consoleFetch('/en/sign-up', { form: FORM, ip: `198.51.100.${n + 1}` })).status).toBe(200);
    const refused = await consoleFetch('/en/sign-up', { form: FORM, ip: '198.51.100.9' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('role="alert"');
    expect(await mails()).toBe(before + 3);
  });

  it('limits requests per client address (10 a day) whatever the addresses asked for', async () => {
    await openSignUp();
    for (let n = 0; n < 10; n++) {
      expect((await consoleFetch('/en/sign-up', { form: { ...FORM, ownerEmail: `kantoor${n}@example.be` }, ip: '203.0.113.99' })).status).toBe(200);
    }
    expect((await consoleFetch('/en/sign-up', { form: { ...FORM, ownerEmail: 'kantoor10@example.be' }, ip: '203.0.113.99' })).status).toBe(429);
  });

  it("is reached only from the console's own pages (a post from another origin is refused)", async () => {
    await openSignUp();
    const before = await counts();
    const forged = await consoleFetch('/en/sign-up', { form: FORM, origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
