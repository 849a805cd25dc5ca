import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import type { NewAgency } from '../../../../shared/contract/console-agencies';
import { platform } from '../../../../worker/platform/demo/embedded';
import { agreementTexts, forgetAgreementTexts } from '../../../../worker/platform/starter/agreement-texts';
import { CONSOLE, consoleFetch, consolePage, latestLink, member, signIn } from '../../console-helpers';
import { bodyOf, get, html } from '../../helpers';

// Start: an operator creates an agency in the console (POST /console-api/agencies,
// /{lang}/agencies/new): the site with its starter pages on <slug>.<SITES_HOSTNAME_SUFFIX>, the
// owner's membership and invitation. Operators only: an owner or an editor gets 403.

const OPERATOR = 'operator@agency-sites.localhost';
const OWNER = 'owner@immo-scheldeland.localhost';
const EDITOR = 'editor@immo-scheldeland.localhost';

const bindings = () => ({
  DB: env.DB,
  RATE_LIMITER: env.RATE_LIMITER,
  OUTBOX_QUEUE: env.OUTBOX_QUEUE,
  CONSOLE_OPERATORS: env.CONSOLE_OPERATORS,
  SITES_HOSTNAME_SUFFIX: env.SITES_HOSTNAME_SUFFIX,
});

const GOOD = { name: 'Immo Noord', locales: ['nl', 'fr'], defaultLocale: 'nl', ownerEmail: 'eigenaar@immo-noord.test', locale: 'nl', origin: CONSOLE };

async function createAgency(who: { cookie: string; csrf: string }, body: unknown, extra: Record<string, unknown> = {}): Promise<Response> {
  const headers = new Headers({ [SESSION_HEADER]: who.cookie.split('=')[1]!, [CSRF_HEADER]: who.csrf, 'Content-Type': 'application/json' });
  const request = new Request('https://platform.test/console-api/agencies', { method: 'POST', headers, body: JSON.stringify(body) });
  return platform.fetch(request, { ...bindings(), ...extra });
}

const counts = () =>
  env.DB.prepare(
    'SELECT (SELECT count(*) FROM sites) AS sites, (SELECT count(*) FROM console_memberships) AS members, (SELECT count(*) FROM pages) AS pages',
  ).first();

describe('POST /console-api/agencies (operators only)', () => {
  it('creates the site with its starter pages on <slug>.localhost, makes the owner its member and mails the invitation (201)', async () => {
    const operator = await signIn(OPERATOR);
    const response = await createAgency(operator, GOOD);
    expect(response.status).toBe(201);
    const agency = (await response.json()) as NewAgency;
    expect(agency).toMatchObject({ site: { name: 'Immo Noord' }, hostname: 'immo-noord.localhost', owner: 'eigenaar@immo-noord.test' });
    const site = await env.DB.prepare('SELECT document FROM sites WHERE id = ?1').bind(agency.site.id).first<{ document: string }>();
    expect(JSON.parse(site!.document)).toMatchObject({ hostnames: ['immo-noord.localhost'], languages: ['nl', 'fr'], defaultLanguage: 'nl', comingSoon: true });
    const pages = await env.DB.prepare('SELECT count(*) AS n FROM pages WHERE site_id = ?1').bind(agency.site.id).first<{ n: number }>();
    expect(pages?.n).toBe(8);
    const membership = await env.DB.prepare(
      'SELECT m.role, m.invited_by FROM console_memberships m JOIN console_users u ON u.id = m.user_id WHERE u.email = ?1 AND m.site_id = ?2',
    )
      .bind(GOOD.ownerEmail, agency.site.id)
      .first();
    expect(membership).toMatchObject({ role: 'owner' });
    expect(await latestLink(GOOD.ownerEmail)).toMatch(/^http:\/\/console\.localhost\/nl\/link\//);
    // The new site answers on its hostname (its starter pages, once it is published).
    await env.DB.prepare(`UPDATE sites SET document = json_set(document, '$.comingSoon', json('false')) WHERE id = ?1`).bind(agency.site.id).run();
    const home = await html('http://immo-noord.localhost/nl/');
    expect(home.response.status).toBe(200);
    expect(home.body).toContain('<h1>Immo Noord</h1>');
  });

  it('gives a second agency of the same name the hostname <slug>-2, and never a reserved one such as console', async () => {
    const operator = await signIn(OPERATOR);
    const twin = { ...GOOD, name: 'Immo Tweeling' };
    expect(((await (await createAgency(operator, twin)).json()) as NewAgency).hostname).toBe('immo-tweeling.localhost');
    expect(((await (await createAgency(operator, { ...twin, ownerEmail: 'ander@immo-tweeling.test' })).json()) as NewAgency).hostname).toBe(
      'immo-tweeling-2.localhost',
    );
    expect(((await (await createAgency(operator, { ...GOOD, name: 'Console' })).json()) as NewAgency).hostname).toBe('console-2.localhost');
  });

  it.each([OWNER, EDITOR])('refuses %s (403) and writes nothing', async (email) => {
    const who = await signIn(email);
    const before = await counts();
    const response = await createAgency(who, GOOD);
    expect(response.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it.each([
    [{ ...GOOD, name: '  ' }, 'name'],
    [{ ...GOOD, locales: [] }, 'locales'],
    [{ ...GOOD, locales: ['nl', 'xx'] }, 'locales'],
    [{ ...GOOD, defaultLocale: 'en' }, 'defaultLocale'],
    [{ ...GOOD, ownerEmail: 'geen-adres' }, 'ownerEmail'],
  ])('answers a bad body with 400 naming the field (%j → %s), and writes nothing', async (body, field) => {
    const operator = await signIn(OPERATOR);
    const before = await counts();
    const response = await createAgency(operator, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { field?: string }).field).toBe(field);
    expect(await counts()).toEqual(before);
  });

  it('answers 503 with Retry-After when the platform has no SITES_HOSTNAME_SUFFIX, and writes nothing', async () => {
    const operator = await signIn(OPERATOR);
    const before = await counts();
    const response = await createAgency(operator, GOOD, { SITES_HOSTNAME_SUFFIX: '' });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBeTruthy();
    expect(await counts()).toEqual(before);
  });

  it('answers 503 with Retry-After when the starter agreements’ templates cannot be read (a static file), and writes nothing', async () => {
    const operator = await signIn(OPERATOR);
    const before = await counts();
    forgetAgreementTexts();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const missing = { fetch: async () => new Response('Not found', { status: 404 }) };
      const response = await createAgency(operator, GOOD, { ASSETS: missing });
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBeTruthy();
      expect(await counts()).toEqual(before);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^starter agreements unavailable: /));
    } finally {
      logged.mockRestore();
      await agreementTexts(env.ASSETS);
    }
  });
});

describe('the console screen /{lang}/agencies/new', () => {
  it('is linked from the home page and shown to operators only (403 for an owner, without a form)', async () => {
    const operator = await signIn(OPERATOR);
    expect(await consolePage(operator, '/en/')).toContain('href="/en/agencies/new"');
    expect((await consoleFetch('/en/agencies/new', { cookie: operator.cookie })).status).toBe(200);
    const owner = await signIn(OWNER);
    expect(await consolePage(owner, '/en/')).not.toContain('/agencies/new');
    const refused = await consoleFetch('/en/agencies/new', { cookie: owner.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('name="ownerEmail"');
    await member('someone@example.be', 1, 'owner');
    const before = await counts();
    const posted = await consoleFetch('/en/agencies/new', {
      cookie: owner.cookie,
      form: { _csrf: owner.csrf, name: 'Immo Stiekem', locales: 'nl', defaultLocale: 'nl', ownerEmail: 'x@example.be' },
    });
    expect(posted.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('gives the form again with the fields at fault marked, keeping what was typed', async () => {
    const operator = await signIn(OPERATOR);
    const before = await counts();
    const response = await consoleFetch('/en/agencies/new', {
      cookie: operator.cookie,
      form: { _csrf: operator.csrf, name: 'Immo Fout', defaultLocale: 'de', ownerEmail: 'geen-adres' },
    });
    const body = await bodyOf(response, 400);
    expect(body).toContain('role="alert"');
    expect(body).toContain('id="agency-locales-error"');
    expect(body).toMatch(/id="agency-owner"[^>]*aria-invalid="true"/);
    expect(body).toContain('id="agency-owner-error"');
    expect(body).toContain('value="Immo Fout"');
    expect(await counts()).toEqual(before);
  });

  it('creates the agency and then says the owner was invited and where the site answers', async () => {
    const operator = await signIn(OPERATOR);
    const response = await consoleFetch('/fr/agencies/new', {
      cookie: operator.cookie,
      form: { _csrf: operator.csrf, name: 'Immo Élan', locales: 'fr', defaultLocale: 'fr', ownerEmail: 'proprio@immo-elan.test' },
    });
    expect(response.status).toBe(303);
    const page = await consoleFetch(new URL(response.headers.get('Location')!, CONSOLE).pathname + new URL(response.headers.get('Location')!, CONSOLE).search, {
      cookie: operator.cookie,
    });
    const body = await page.text();
    expect(body).toContain('proprio@immo-elan.test');
    expect(body).toContain('href="http://immo-elan.localhost/"');
    expect((await get('http://immo-elan.localhost/fr/')).status).toBeLessThan(500);
    // Operators see every agency on their home page, the new one among them.
    expect(await consolePage(operator, '/fr/')).toContain('Immo Élan');
  });
});
