import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../../../shared/i18n';
import { buildPath } from '../../../../shared/routes';
import worker from '../../../../worker/local';
import type { Env } from '../../../../worker/site/env';
import type { SiteRecord } from '../../../../shared/contract/site-document';
import { CAPTCHA_TEST_SECRET, CAPTCHA_TEST_URL, VALID_CAPTCHA_TOKEN } from '../../captcha-provider';
import { attribute, CLIENT, get, html, sitemapOf, tags, VALID_CONTACT_FORM } from '../../helpers';

// Agencies, hostnames and languages are data, created and changed through
// /admin/sites (bearer ADMIN_TOKEN) and written by the platform (calls).

const TOKEN = env.ADMIN_TOKEN;

afterEach(() => {
  vi.restoreAllMocks();
});

function admin(path: string, { method = 'GET', body, token = TOKEN }: { method?: string; body?: unknown; token?: string | null } = {}) {
  const headers: Record<string, string> = {};
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return get(`http://localhost/admin${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function listSites(): Promise<SiteRecord[]> {
  const response = await admin('/sites');
  expect(response.status).toBe(200);
  return ((await response.json()) as { sites: SiteRecord[] }).sites;
}

async function createSite(body: Record<string, unknown>): Promise<SiteRecord> {
  const response = await admin('/sites', { method: 'POST', body });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as SiteRecord;
}

/** What the platform holds, read past the admin API: nothing half-written hides from this. */
async function storedRows(): Promise<{ sites: unknown[]; hostnames: unknown[] }> {
  const sites = await env.DB.prepare('SELECT id, name, document FROM sites ORDER BY id').all();
  const hostnames = await env.DB.prepare('SELECT hostname, site_id FROM site_hostnames ORDER BY hostname').all();
  return { sites: sites.results, hostnames: hostnames.results };
}

/** hreflang values of the head's alternates (x-default apart). */
function headLanguages(body: string): string[] {
  return tags(body, 'link')
    .filter((tag) => attribute(tag, 'rel') === 'alternate')
    .map((tag) => attribute(tag, 'hreflang') ?? attribute(tag, 'hrefLang') ?? '')
    .filter((lang) => lang !== 'x-default');
}

function switcherLanguages(body: string): string[] {
  const nav = /<nav class="language-switcher"[\s\S]*?<\/nav>/.exec(body)?.[0] ?? '';
  return tags(nav, 'a').map((tag) => attribute(tag, 'hreflang') ?? attribute(tag, 'hrefLang') ?? '');
}

function htmlLang(body: string): string | undefined {
  return attribute(tags(body, 'html')[0] ?? '', 'lang');
}

const NOORD = {
  name: 'Immo Noord',
  // Live (a new site is born coming soon): these tests are about its pages.
  comingSoon: false,
  hostnames: ['www.immo-noord.test', 'immo-noord.test'],
  locales: ['nl', 'fr'],
  defaultLocale: 'fr',
  theme: { primary: '#123456', accent: '#abcdef' },
  logo: 'https://cdn.immo-noord.test/logo.svg',
  settings: { hiddenStatus: [7] },
};

describe('admin API for sites: the token', () => {
  it.each([
    ['GET', '/sites'],
    ['POST', '/sites'],
    ['GET', '/sites/1'],
    ['PUT', '/sites/1'],
    ['POST', '/sites/1/hostnames'],
    ['DELETE', '/sites/1/hostnames/localhost'],
  ])('refuses %s %s without a token or with a wrong one (401)', async (method, path) => {
    const body = method === 'POST' || method === 'PUT' ? { name: 'X' } : undefined;
    expect((await admin(path, { method, body, token: null })).status).toBe(401);
    expect((await admin(path, { method, body, token: 'wrong-token' })).status).toBe(401);
  });

  it('changes nothing when the token is wrong', async () => {
    const before = await storedRows();
    await admin('/sites', { method: 'POST', body: { ...NOORD, hostnames: ['sneaky.test'] }, token: 'wrong-token' });
    await admin('/sites/1', { method: 'PUT', body: { name: 'Hijacked' }, token: 'wrong-token' });
    await admin('/sites/1/hostnames/localhost', { method: 'DELETE', token: 'wrong-token' });
    expect(await storedRows()).toEqual(before);
  });

  it('answers as RFC 6750 says: the challenge on 401, 400 for a header that is no bearer token, the token’s scheme in any case', async () => {
    const ask = async (authorization?: string) => {
      const response = await get('http://localhost/admin/sites', authorization ? { headers: { Authorization: authorization } } : {});
      return { status: response.status, headers: response.headers, body: await response.text() };
    };
    const missing = await ask();
    expect([missing.status, missing.headers.get('WWW-Authenticate'), JSON.parse(missing.body).error]).toEqual([
      401,
      'Bearer realm=""',
      'Authorization: Bearer <ADMIN_TOKEN> is required',
    ]);
    const wrong = await ask(`Bearer ${env.ADMIN_TOKEN}x`);
    expect([wrong.status, wrong.headers.get('WWW-Authenticate'), JSON.parse(wrong.body).error]).toEqual([
      401,
      'Bearer error="invalid_token"',
      'Invalid admin token',
    ]);
    for (const header of [`Basic ${env.ADMIN_TOKEN}`, 'Bearer', `Bearer ${env.ADMIN_TOKEN} trailing`]) {
      const invalid = await ask(header);
      expect([invalid.status, invalid.headers.get('WWW-Authenticate'), JSON.parse(invalid.body).error]).toEqual([
        400,
        'Bearer error="invalid_request"',
        'Invalid Authorization header',
      ]);
    }
    expect((await ask(`bearer ${env.ADMIN_TOKEN}`)).status).toBe(200);
  });
});

describe('admin API for sites: create, list, show', () => {
  it('creates a site in the platform words and lists it', async () => {
    const before = await listSites();
    const site = await createSite(NOORD);
    expect(site).toMatchObject({
      name: 'Immo Noord',
      hostnames: ['www.immo-noord.test', 'immo-noord.test'],
      primaryHostname: 'www.immo-noord.test',
      locales: ['nl', 'fr'],
      defaultLocale: 'fr',
      theme: { primary: '#123456', accent: '#abcdef' },
      logo: 'https://cdn.immo-noord.test/logo.svg',
      settings: { hiddenStatus: [7], showEstateAddress: true },
      captcha: null,
    });
    expect(site.id).toBeGreaterThan(Math.max(...before.map((s) => s.id)));
    const after = await listSites();
    expect(after.map((s) => s.id)).toEqual([...before.map((s) => s.id), site.id]);
    const shown = await admin(`/sites/${site.id}`);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toEqual(site);
  });

  it('answers 404 for a site that does not exist', async () => {
    const response = await admin('/sites/9999');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(/9999/);
  });

  it('keeps hostnames in lower case and defaults the languages to all four, Dutch first', async () => {
    const site = await createSite({ name: 'Immo Hoofdletter', hostnames: ['WWW.Immo-Hoofdletter.TEST'] });
    expect(site.hostnames).toEqual(['www.immo-hoofdletter.test']);
    expect(site.locales).toEqual(['nl', 'fr', 'en', 'de']);
    expect(site.defaultLocale).toBe('nl');
  });
});

describe('a created site serves its pages in its languages only', () => {
  it('answers on its primary hostname, in nl and fr, with hreflang and switcher for nl and fr only', async () => {
    await createSite({ ...NOORD, name: 'Immo Zuid', hostnames: ['www.immo-zuid.test', 'immo-zuid.test'] });
    const home = await get('http://www.immo-zuid.test/');
    expect(home.status).toBe(302);
    expect(home.headers.get('Location')).toBe('/fr/');
    for (const locale of ['nl', 'fr'] as const) {
      const { response, body } = await html(`http://www.immo-zuid.test${buildPath('subscribe', {}, locale)}`);
      expect(response.status).toBe(200);
      expect(htmlLang(body)).toBe(locale);
      expect(body).toContain('Immo Zuid');
      expect(body).toContain('--color-primary:#123456');
      expect(headLanguages(body)).toEqual(['nl', 'fr']);
      expect(switcherLanguages(body)).toEqual(['nl', 'fr']);
      const xDefault = tags(body, 'link').find((tag) => attribute(tag, 'hreflang') === 'x-default' || attribute(tag, 'hrefLang') === 'x-default');
      expect(attribute(xDefault ?? '', 'href')).toBe(`https://www.immo-zuid.test${buildPath('subscribe', {}, 'fr')}`);
    }
  });

  it.each(['en', 'de'] as const)('answers /%s/ addresses with the 404 page in the site default language', async (locale) => {
    await createSite({ ...NOORD, name: 'Immo Oost', hostnames: [`immo-oost-${locale}.test`] });
    for (const path of [`/${locale}/`, buildPath('favorites', {}, locale), `/${locale}/ajax/search-city?q=gent`]) {
      const { response, body } = await html(`http://immo-oost-${locale}.test${path}`);
      expect(response.status, path).toBe(404);
      expect(htmlLang(body)).toBe('fr');
      expect(body).toContain(createTranslator('fr')('notFound.title'));
      expect(switcherLanguages(body)).toEqual(['nl', 'fr']);
    }
    // A visitor who prefers Dutch gets the 404 in Dutch: one of the site's languages.
    const { body } = await html(`http://immo-oost-${locale}.test/${locale}/`, { headers: { 'Accept-Language': `${locale},nl;q=0.5` } });
    expect(htmlLang(body)).toBe('nl');
  });

  it('lists only its languages in sitemap.xml and robots.txt', async () => {
    await createSite({ ...NOORD, name: 'Immo West', hostnames: ['www.immo-west.test'] });
    const { xml: sitemap } = await sitemapOf('http://www.immo-west.test');
    expect(sitemap).toContain('<loc>https://www.immo-west.test/nl/');
    expect(sitemap).toContain('<loc>https://www.immo-west.test/fr/');
    expect(sitemap).not.toMatch(/hreflang="(en|de)"/);
    expect(sitemap).not.toMatch(/\/(en|de)\//);
    const robots = await (await get('http://www.immo-west.test/robots.txt')).text();
    expect(robots).toContain('Disallow: /nl/ajax/');
    expect(robots).not.toContain('/en/');
    expect(robots).toContain('Sitemap: https://www.immo-west.test/sitemap.xml');
  });

  it('hides the language switcher on a site in one language', async () => {
    await createSite({ name: 'Immo Eentalig', hostnames: ['immo-eentalig.test'], locales: ['nl'], comingSoon: false });
    const { response, body } = await html(`http://immo-eentalig.test${buildPath('subscribe', {}, 'nl')}`);
    expect(response.status).toBe(200);
    expect(switcherLanguages(body)).toEqual([]);
    expect(headLanguages(body)).toEqual(['nl']);
  });
});

describe('an alias hostname redirects to the primary', () => {
  it('answers 301 to the same path and query on the primary hostname', async () => {
    await createSite({ ...NOORD, name: 'Immo Alias', hostnames: ['www.immo-alias.test', 'immo-alias.test', 'immo-alias.be.test'] });
    for (const alias of ['immo-alias.test', 'immo-alias.be.test']) {
      const response = await get(`http://${alias}/nl/favorieten?sort=price&x=1`);
      expect(response.status).toBe(301);
      expect(response.headers.get('Location')).toBe('https://www.immo-alias.test/nl/favorieten?sort=price&x=1');
      // Browsers keep it an hour, not for ever: the agency may swap primary and alias later.
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
    }
    expect((await get('http://www.immo-alias.test/nl/favorieten')).status).toBe(200);
    // A port the client chose never reaches the Location (the origin is the site's).
    const withPort = await get('http://immo-alias.test:9999/nl/favorieten');
    expect(withPort.headers.get('Location')).toBe('https://www.immo-alias.test/nl/favorieten');
  });

  it('keeps the method of a form post with 308', async () => {
    await createSite({ ...NOORD, name: 'Immo Post', hostnames: ['www.immo-post.test', 'immo-post.test'] });
    const response = await get('http://immo-post.test/nl/contact', {
      method: 'POST',
      body: 'a=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(308);
    expect(response.headers.get('Location')).toBe('https://www.immo-post.test/nl/contact');
  });

  it('leaves sites without a primary hostname alone: the demo site answers on each of its hostnames', async () => {
    expect((await get('http://127.0.0.1/nl/favorieten')).status).toBe(200);
    expect((await get('http://localhost/nl/favorieten')).status).toBe(200);
  });
});

describe('bad bodies are clear 400s and write nothing', () => {
  const BAD: [string, unknown, RegExp][] = [
    ['not JSON', '{"name": ', /JSON/],
    ['no name', { hostnames: ['bad-1.test'] }, /name/],
    ['no hostnames', { name: 'X' }, /hostnames/],
    ['an empty hostname list', { name: 'X', hostnames: [] }, /hostnames/],
    ['a hostname with a scheme', { name: 'X', hostnames: ['https://bad-2.test'] }, /hostnames\.0/],
    ['a hostname with a port', { name: 'X', hostnames: ['ok-3.test', 'bad-3.test:8787'] }, /hostnames\.1/],
    ['a hostname with a space', { name: 'X', hostnames: ['bad 4.test'] }, /hostnames\.0/],
    ['a label ending in a hyphen', { name: 'X', hostnames: ['bad-.test'] }, /hostnames\.0/],
    ['a hostname twice', { name: 'X', hostnames: ['twice.test', 'TWICE.test'] }, /hostnames\.1.*twice/],
    ['no language', { name: 'X', hostnames: ['bad-5.test'], locales: [] }, /locales/],
    ['a language the platform does not speak', { name: 'X', hostnames: ['bad-6.test'], locales: ['nl', 'es'] }, /locales\.1/],
    ['a language twice', { name: 'X', hostnames: ['bad-7.test'], locales: ['nl', 'nl'] }, /locales/],
    ['a default language the site does not offer', { name: 'X', hostnames: ['bad-8.test'], locales: ['nl', 'fr'], defaultLocale: 'en' }, /defaultLocale/],
    ['a colour by name', { name: 'X', hostnames: ['bad-9.test'], theme: { primary: 'red' } }, /theme\.primary/],
    ['a short colour', { name: 'X', hostnames: ['bad-10.test'], theme: { accent: '#fff' } }, /theme\.accent/],
    ['a theme key nobody reads', { name: 'X', hostnames: ['bad-11.test'], theme: { font: 'Comic Sans' } }, /theme.*font/],
    ['a logo over plain http', { name: 'X', hostnames: ['bad-12.test'], logo: 'http://cdn.test/logo.png' }, /logo/],
    ['a logo that is a script', { name: 'X', hostnames: ['bad-13.test'], logo: 'javascript:alert(1)' }, /logo/],
    ['a protocol-relative logo', { name: 'X', hostnames: ['bad-14.test'], logo: '//cdn.test/logo.png' }, /logo/],
    ['hidden statuses that are not ids', { name: 'X', hostnames: ['bad-15.test'], settings: { hiddenStatus: ['SOLD'] } }, /settings\.hiddenStatus\.0/],
    ['a captcha key without its secret', { name: 'X', hostnames: ['bad-16.test'], captcha: { siteKey: 'k' } }, /captcha\.secret/],
    ['an unknown field', { name: 'X', hostnames: ['bad-17.test'], colour: '#000000' }, /colour/],
  ];

  it.each(BAD)('refuses a site with %s', async (_what, body, field) => {
    const before = await storedRows();
    const response = await admin('/sites', { method: 'POST', body });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string };
    expect(answer.error).toMatch(field);
    expect(await storedRows()).toEqual(before);
  });

  it('refuses a bad update of a site and leaves it as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = await storedRows();
    const site = (await (await admin('/sites/2')).json()) as SiteRecord;
    for (const [body, field] of [
      [{ locales: ['fr'] }, /defaultLocale.*fr/],
      [{ defaultLocale: 'xx' }, /defaultLocale/],
      [{ hostnames: ['immo-tweede.localhost', 'bad_host.test'] }, /hostnames\.1/],
      [{ theme: { background: 'transparent' } }, /theme\.background/],
      [{ id: 5 }, /id/],
    ] as const) {
      const response = await admin('/sites/2', { method: 'PUT', body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(field);
    }
    expect(await storedRows()).toEqual(before);
    expect(await (await admin('/sites/2')).json()).toEqual(site);
  });

  it('refuses a bad hostname to add', async () => {
    const before = await storedRows();
    const response = await admin('/sites/2/hostnames', { method: 'POST', body: { hostname: 'not a host' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/hostname/);
    expect(await storedRows()).toEqual(before);
  });
});

describe('a hostname answers for one site only (409)', () => {
  it('refuses a new site on a hostname another site answers on, and writes none of its hostnames', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = await storedRows();
    const response = await admin('/sites', { method: 'POST', body: { name: 'Immo Dubbel', hostnames: ['immo-dubbel.test', 'immo-tweede.localhost'] } });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toMatch(/immo-tweede\.localhost \(site 2\)/);
    expect(await storedRows()).toEqual(before);
    expect((await get('http://immo-dubbel.test/nl/')).status).toBe(404);
  });

  it('refuses to move a hostname over by update or by adding it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = await storedRows();
    expect((await admin('/sites/2', { method: 'PUT', body: { hostnames: ['immo-tweede.localhost', 'localhost'] } })).status).toBe(409);
    expect((await admin('/sites/2/hostnames', { method: 'POST', body: { hostname: '127.0.0.1' } })).status).toBe(409);
    expect(await storedRows()).toEqual(before);
  });

  it('refuses a site id that exists', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await admin('/sites', { method: 'POST', body: { id: 1, name: 'Twin', hostnames: ['twin.test'] } });
    expect(response.status).toBe(409);
  });
});

describe('an update is visible at once (purge)', () => {
  it('shows the new name, colours and languages on the next request, though the old ones were cached', async () => {
    const path = buildPath('subscribe', {}, 'nl');
    const first = await html(`http://immo-tweede.localhost${path}`);
    expect(first.body).toContain('Ardennes Habitat');
    expect((await get('http://immo-tweede.localhost/en/')).status).toBe(200);

    const response = await admin('/sites/2', {
      method: 'PUT',
      body: { name: 'Ardennes Habitat & Fils', theme: { primary: '#224466' }, locales: ['nl', 'fr'] },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: 'Ardennes Habitat & Fils',
      locales: ['nl', 'fr'],
      defaultLocale: 'nl',
      theme: { primary: '#224466', accent: '#3a7d44' },
    });

    const { body } = await html(`http://immo-tweede.localhost${path}`);
    expect(body).toContain('Ardennes Habitat &amp; Fils');
    expect(body).toContain('--color-primary:#224466');
    expect(headLanguages(body)).toEqual(['nl', 'fr']);
    expect(switcherLanguages(body)).toEqual(['nl', 'fr']);
    expect((await get('http://immo-tweede.localhost/en/')).status).toBe(404);
    expect((await get('http://immo-tweede.localhost/de/')).status).toBe(404);
    const home = await html('http://immo-tweede.localhost/fr/');
    expect(home.response.status).toBe(200);
    expect(headLanguages(home.body)).toEqual(['nl', 'fr']);
    const { xml: sitemap } = await sitemapOf('http://immo-tweede.localhost');
    expect(sitemap).toMatch(/\/nl\/aanbod\//);
    expect(sitemap).toMatch(/\/fr\/offre\//);
    expect(sitemap).not.toMatch(/hreflang="(en|de)"|\/(en|de)\//);
  });

  it('leaves a site without a primary hostname without one when other fields change', async () => {
    const response = await admin('/sites/1', { method: 'PUT', body: { settings: { hiddenStatus: [5] } } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ primaryHostname: null, settings: { hiddenStatus: [5], showEstateAddress: true } });
    expect((await get('http://127.0.0.1/nl/favorieten')).status).toBe(200);
  });
});

describe('hostnames beneath a site', () => {
  it('adds an alias that redirects, makes another the primary, removes one', async () => {
    const site = await createSite({ ...NOORD, name: 'Immo Verhuis', hostnames: ['www.immo-verhuis.test'] });
    const added = await admin(`/sites/${site.id}/hostnames`, { method: 'POST', body: { hostname: 'Immo-Verhuis.test' } });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ hostnames: ['www.immo-verhuis.test', 'immo-verhuis.test'], primaryHostname: 'www.immo-verhuis.test' });
    expect((await get('http://immo-verhuis.test/fr/')).headers.get('Location')).toBe('https://www.immo-verhuis.test/fr/');

    const moved = await admin(`/sites/${site.id}/hostnames`, { method: 'POST', body: { hostname: 'www.immo-verhuisd.test', primary: true } });
    expect(await moved.json()).toMatchObject({
      hostnames: ['www.immo-verhuisd.test', 'www.immo-verhuis.test', 'immo-verhuis.test'],
      primaryHostname: 'www.immo-verhuisd.test',
    });
    const old = await get('http://www.immo-verhuis.test/nl/favorieten');
    expect(old.status).toBe(301);
    expect(old.headers.get('Location')).toBe('https://www.immo-verhuisd.test/nl/favorieten');

    const removed = await admin(`/sites/${site.id}/hostnames/immo-verhuis.test`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ hostnames: ['www.immo-verhuisd.test', 'www.immo-verhuis.test'] });
    const gone = await html('http://immo-verhuis.test/nl/');
    expect(gone.response.status).toBe(404);
    expect(gone.body).toContain('immo-verhuis.test');
  });

  it('makes the next hostname primary when the primary goes, and keeps the last one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const site = await createSite({ name: 'Immo Laatste', hostnames: ['www.immo-laatste.test', 'immo-laatste.test'] });
    const removed = await admin(`/sites/${site.id}/hostnames/www.immo-laatste.test`, { method: 'DELETE' });
    expect(await removed.json()).toMatchObject({ hostnames: ['immo-laatste.test'], primaryHostname: 'immo-laatste.test' });
    expect((await get('http://immo-laatste.test/nl/favorieten')).status).toBe(200);
    const last = await admin(`/sites/${site.id}/hostnames/immo-laatste.test`, { method: 'DELETE' });
    expect(last.status).toBe(409);
    expect(((await last.json()) as { error: string }).error).toMatch(/at least one/);
    expect((await admin(`/sites/${site.id}/hostnames/nowhere.test`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe("an agency's own captcha keys", () => {
  it('are used for its pages and forms, and the admin API never shows the secret', async () => {
    const response = await admin('/sites/1', { method: 'PUT', body: { captcha: { siteKey: 'agency-site-key', secret: CAPTCHA_TEST_SECRET } } });
    expect(response.status).toBe(200);
    const record = (await response.json()) as SiteRecord;
    expect(record.captcha).toEqual({ siteKey: 'agency-site-key', secretSet: true });
    expect(JSON.stringify(record)).not.toContain(CAPTCHA_TEST_SECRET);

    // The deploy's own secret is wrong: only the agency's makes the provider say yes.
    const configured: Env = {
      ...(env as unknown as Env),
      CAPTCHA_PROVIDER: 'recaptcha',
      CAPTCHA_SECRET: 'deploy-secret',
      CAPTCHA_SITE_KEY: 'deploy-site-key',
      CAPTCHA_VERIFY_URL: CAPTCHA_TEST_URL,
    };
    const send = async (request: Request) => {
      const ctx = createExecutionContext();
      const answer = await worker.fetch(request, configured, ctx);
      await waitOnExecutionContext(ctx);
      return answer;
    };
    const page = await (await send(new Request('http://localhost/nl/contact'))).text();
    expect(page).toContain('agency-site-key');
    expect(page).not.toContain('deploy-site-key');
    expect(page).not.toContain(CAPTCHA_TEST_SECRET);
    const form = { ...VALID_CONTACT_FORM, 'g-recaptcha-response': VALID_CAPTCHA_TOKEN };
    const post = await send(
      new Request('http://localhost/nl/ajax/contact-form-handler', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': CLIENT },
        body: JSON.stringify(form),
      }),
    );
    expect(post.status).toBe(200);
  });
});

describe('other admin addresses', () => {
  it('answers JSON 404 for an admin call that does not exist', async () => {
    const response = await admin('/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('/admin/nothing-here') });
  });
});
