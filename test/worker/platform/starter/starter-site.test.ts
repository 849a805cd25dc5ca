import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '../../../../shared/i18n/locales';
import type { RawAgreement } from '../../../../shared/contract/raw/page';
import type { RawSite } from '../../../../shared/contract/raw/site';
import type { SiteRecord } from '../../../../shared/contract/site-document';
import { buildPath, ROUTES } from '../../../../shared/routes';
import { starterSite } from '../../../../worker/platform/starter';
import { agreementTexts, forgetAgreementTexts } from '../../../../worker/platform/starter/agreement-texts';
import files from '../../../../worker/platform/static-files.generated.json';
import { platform } from '../../../../worker/platform/demo/embedded';
import { assetsReading } from '../../assets-reading';
import { get, html } from '../../helpers';

// Start: a new site is born with a starter site in its languages (pages with their
// URLs, main and footer menus, a privacy statement and terms of use filled from its legal data).

// The agreements' templates, as the platform reads them (a static file through ASSETS).
const TEXTS = await agreementTexts(env.ASSETS);

const KEYS = ['home', 'forSale', 'forRent', 'projects', 'sold', 'valuation', 'about', 'contact'];

const LEGAL = {
  company: 'Immo Start BV',
  enterpriseNumber: '0123.456.749',
  title: {
    nl: 'erkend vastgoedmakelaar-bemiddelaar (BIV)',
    fr: 'agent immobilier intermédiaire agréé (IPI)',
    en: 'licensed estate agent (BIV/IPI)',
    de: 'zugelassener Immobilienmakler (BIV/IPI)',
  },
  insurer: { name: 'Verzekeringen Vandamme NV', policy: 'BA-778899' },
  privacy: { controller: 'Immo Start BV (privacy)', email: 'privacy@immo-start.test', retentionMonths: 18 },
};

const FULL: RawSite = {
  id: 77,
  name: 'Immo Start',
  languages: ['nl', 'fr', 'en', 'de'],
  tagline: { nl: 'Thuis in de Kempen' },
  contact: { email: 'info@immo-start.test', phone: '+32 14 12 34 56', street: 'Markt 1', zip: '2300', city: { nl: 'Turnhout', fr: 'Turnhout' } },
  biv: {
    number: '512.345',
    authority: { nl: 'BIV, Luxemburgstraat 16B, 1000 Brussel', fr: 'IPI, rue du Luxembourg 16B, 1000 Bruxelles' },
    vat: 'BE 0123.456.749',
  },
  legal: LEGAL,
};

/** Every string in a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const admin = (path: string, method: string, body?: unknown) =>
  get(`http://localhost/admin${path}`, {
    method,
    headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function createSite(body: Record<string, unknown>): Promise<SiteRecord> {
  const response = await admin('/sites', 'POST', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as SiteRecord;
}

describe('the starter site (worker/platform/starter/)', () => {
  it.each([[['nl', 'fr']], [[...LOCALES]], [['de']]] as Locale[][][])(
    'has every page with its URL in each of the site languages %j, and no others',
    (languages) => {
      const starter = starterSite({ ...FULL, languages }, { firstPageId: 500 }, '2026-11-23', TEXTS);
      expect(starter.pages.map((page) => page.key)).toEqual(KEYS);
      expect(new Set(starter.pages.map((page) => page.id)).size).toBe(KEYS.length);
      for (const page of starter.pages) {
        expect(Object.keys(page.url).sort(), page.key).toEqual([...languages].sort());
        for (const locale of languages) {
          expect(page.title[locale], `${page.key} ${locale}`).toBeTruthy();
          expect(page.description[locale], `${page.key} ${locale}`).toBeTruthy();
        }
        expect(page.sections.every((section) => Math.floor(section.id / 100) === page.id)).toBe(true);
      }
      expect(starter.agreements.map((agreement) => `${agreement.type}:${agreement.locale}`).sort()).toEqual(
        ['privacy', 'terms'].flatMap((type) => languages.map((locale) => `${type}:${locale}`)).sort(),
      );
    },
  );

  it('points every menu item at a page of the site, and every page is in a menu', () => {
    const starter = starterSite(FULL, { firstPageId: 1 }, '2026-11-23', TEXTS);
    expect(starter.navigations.map((navigation) => navigation.name)).toEqual(['main', 'footer']);
    for (const locale of LOCALES) {
      const known = new Set(starter.pages.map((page) => `/${locale}/${page.url[locale]}`));
      for (const navigation of starter.navigations) {
        expect(navigation.items.length).toBeGreaterThan(3);
        for (const item of navigation.items) expect(known, `${navigation.name} ${locale} ${item.url[locale]}`).toContain(item.url[locale]);
      }
    }
    const linked = new Set(starter.navigations.flatMap((navigation) => navigation.items.map((item) => item.url.nl)));
    for (const page of starter.pages) expect(linked, page.key).toContain(`/nl/${page.url.nl}`);
  });

  it('fills the privacy statement and terms of use with the legal data, in each language', () => {
    const { agreements } = starterSite(FULL, { firstPageId: 1 }, '2026-11-23', TEXTS);
    const text = (type: RawAgreement['type'], locale: Locale) => agreements.find((a) => a.type === type && a.locale === locale)!.html;
    for (const locale of LOCALES) {
      const privacy = text('privacy', locale);
      const terms = text('terms', locale);
      for (const value of ['Immo Start BV', '0123.456.749', '512.345', 'Markt 1, 2300 Turnhout', 'Immo Start BV (privacy)', 'privacy@immo-start.test'])
        expect(privacy, `${locale}: ${value}`).toContain(value);
      expect(privacy).toContain('[[retention]]');
      expect(privacy).toContain('[[viewing-retention]]');
      for (const value of ['Immo Start BV', 'Verzekeringen Vandamme NV', 'BA-778899', LEGAL.title[locale]])
        expect(terms, `${locale}: ${value}`).toContain(value);
      expect(terms).toContain(`href="/${locale}/${ROUTES.privacy[locale]}"`);
      expect(agreements.every((agreement) => agreement.generated === true)).toBe(true);
    }
  });

  it('stays correct and readable without any legal or contact data: the sentences are left out, never undefined', () => {
    const bare: RawSite = { id: 78, name: 'Immo <Kaal> & Zo', languages: [...LOCALES] };
    const starter = starterSite(bare, { firstPageId: 1 }, '2026-11-23', TEXTS);
    for (const text of strings(starter)) {
      expect(text).not.toMatch(/undefined|null|NaN|\[object/);
      expect(text).not.toMatch(/ ,|,,|\(\s*\)| \./);
    }
    const privacy = starter.agreements.find((a) => a.type === 'privacy' && a.locale === 'nl')!.html;
    expect(privacy).toContain('<strong>Immo &lt;Kaal&gt; &amp; Zo</strong>. Immo &lt;Kaal&gt; &amp; Zo is verwerkingsverantwoordelijke');
    expect(privacy).toContain('via het contactformulier op deze website');
    expect(privacy).toContain('tot [[retention]] na ons laatste contact');
    const terms = starter.agreements.find((a) => a.type === 'terms' && a.locale === 'fr')!.html;
    expect(terms).not.toContain('IPI sous le numéro');
    expect(terms).toContain('l’arrondissement judiciaire de notre siège');
  });
});

describe('POST /sites writes the starter site with the site (one batch)', () => {
  it('serves the new site’s pages, menus and agreements in its languages, and hides the reviews until there are some', async () => {
    const site = await createSite({ name: 'Immo Start', hostnames: ['www.immo-start.test'], locales: ['nl', 'fr'], legal: LEGAL, comingSoon: false });
    expect(site.comingSoon).toBe(false);
    const counts = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM pages WHERE site_id = ?1) AS pages, (SELECT count(*) FROM page_urls WHERE site_id = ?1) AS urls,
              (SELECT count(*) FROM navigations WHERE site_id = ?1) AS menus, (SELECT count(*) FROM agreements WHERE site_id = ?1) AS agreements`,
    )
      .bind(site.id)
      .first();
    expect(counts).toEqual({ pages: 8, urls: 16, menus: 2, agreements: 4 });
    const home = await html('http://www.immo-start.test/nl/');
    expect(home.response.status).toBe(200);
    expect(home.body).toContain('<h1>Immo Start</h1>');
    expect(home.body).not.toContain('Wat onze klanten zeggen');
    for (const path of [
      '/nl/te-koop',
      '/fr/a-louer',
      '/nl/nieuwbouwprojecten',
      '/fr/vendu',
      '/nl/over-ons',
      '/fr/estimation-gratuite',
      '/nl/contact',
      buildPath('privacy', {}, 'fr'),
      buildPath('terms', {}, 'nl'),
    ]) {
      expect((await get(`http://www.immo-start.test${path}`)).status, path).toBe(200);
    }
    expect((await html(`http://www.immo-start.test${buildPath('privacy', {}, 'nl')}`)).body).toContain('privacy@immo-start.test');
    expect((await html(`http://www.immo-start.test${buildPath('terms', {}, 'fr')}`)).body).toContain('Verzekeringen Vandamme NV');
  });

  it('leaves out of its footer what the agency has not filled in yet: no empty phone or mail link, no stray line', async () => {
    await createSite({ name: 'Immo Leeg', hostnames: ['www.immo-leeg.test'], locales: ['nl'], comingSoon: false, contact: { email: 'info@immo-leeg.test' } });
    const home = await html('http://www.immo-leeg.test/nl/');
    expect(home.response.status).toBe(200);
    const address = /<address>([\s\S]*?)<\/address>/.exec(home.body.slice(home.body.indexOf('id="footer-contact"')))?.[1] ?? '';
    expect(address).toContain('href="mailto:info@immo-leeg.test"');
    expect(address).not.toContain('href="tel:');
    expect(home.body).not.toMatch(/href="(?:tel|mailto):"/);
    expect(address).not.toMatch(/^\s*<br\/?>/);
  });

  it('is born in coming-soon mode unless the body says otherwise, with its starter pages all the same', async () => {
    const site = await createSite({ name: 'Immo Later', hostnames: ['immo-later.test'], locales: ['nl'] });
    expect(site.comingSoon).toBe(true);
    const pages = await env.DB.prepare('SELECT page_key FROM pages WHERE site_id = ?1 ORDER BY id').bind(site.id).all<{ page_key: string }>();
    expect(pages.results.map((row) => row.page_key)).toEqual(KEYS);
  });

  it('gives the pages of two new sites ids that do not clash with each other or the demo’s', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM pages').first<{ n: number }>();
    const a = await createSite({ name: 'Immo A', hostnames: ['immo-a.test'] });
    const b = await createSite({ name: 'Immo B', hostnames: ['immo-b.test'] });
    const after = await env.DB.prepare('SELECT count(*) AS n, count(DISTINCT id) AS ids FROM pages').first<{ n: number; ids: number }>();
    expect(after).toEqual({ n: before!.n + 16, ids: before!.n + 16 });
    const home = (id: number) =>
      env.DB.prepare(`SELECT page_id FROM page_urls WHERE site_id = ?1 AND locale = 'nl' AND url = ''`).bind(id).first<{ page_id: number }>();
    expect((await home(a.id))?.page_id).not.toBe((await home(b.id))?.page_id);
  });
});

describe('generated agreements follow the legal data (refreshStarterAgreements, PUT /sites/{id})', () => {
  it('rewrites the generated privacy statement after the legal data change, and leaves an agency’s own texts alone', async () => {
    const site = await createSite({ name: 'Immo Nieuw', hostnames: ['immo-nieuw.test'], locales: ['nl'], comingSoon: false });
    const privacyPath = `http://immo-nieuw.test${buildPath('privacy', {}, 'nl')}`;
    expect((await html(privacyPath)).body).not.toContain('Immo Nieuw Comm.V');
    const demoBefore = await env.DB.prepare(`SELECT document FROM agreements WHERE site_id = 1 ORDER BY type, locale`).all();
    const changed = await admin(`/sites/${site.id}`, 'PUT', {
      legal: { ...LEGAL, company: 'Immo Nieuw Comm.V', privacy: { controller: 'Immo Nieuw Comm.V', email: 'dpo@immo-nieuw.test' } },
    });
    expect(changed.status).toBe(200);
    const { body } = await html(privacyPath);
    expect(body).toContain('Immo Nieuw Comm.V');
    expect(body).toContain('dpo@immo-nieuw.test');
    expect((await admin('/sites/1', 'PUT', { legal: { company: 'Iemand Anders NV' } })).status).toBe(200);
    expect((await env.DB.prepare(`SELECT document FROM agreements WHERE site_id = 1 ORDER BY type, locale`).all()).results).toEqual(demoBefore.results);
  });
});

describe('new sites created at the same moment', () => {
  it('each get their starter pages, with ids that do not clash', async () => {
    const made = await Promise.all(['een', 'twee', 'drie'].map((name) => admin('/sites', 'POST', { name: `Immo ${name}`, hostnames: [`immo-${name}.test`] })));
    expect(made.map((response) => response.status)).toEqual([201, 201, 201]);
    const rows = await env.DB.prepare(
      `SELECT s.name, count(p.id) AS pages FROM sites s JOIN pages p ON p.site_id = s.id WHERE s.name IN ('Immo een', 'Immo twee', 'Immo drie') GROUP BY ` +
        `s.id ORDER BY s.name`,
    ).all();
    expect(rows.results).toEqual([
      { name: 'Immo drie', pages: 8 },
      { name: 'Immo een', pages: 8 },
      { name: 'Immo twee', pages: 8 },
    ]);
  });
});

// The agreements' templates are a static file of the build the platform reads through ASSETS
// (worker/platform/starter/agreement-texts.ts), not part of its bundle.
describe("the agreements' templates (a static file read through ASSETS)", () => {
  // POST /sites of the platform itself, with the ASSETS given.
  const newSite = (name: string, hostname: string, assets: unknown) =>
    platform.request(
      '/sites',
      {
        method: 'POST',
        headers: { 'X-CLIENT': 'test', 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, hostnames: [hostname], locales: ['nl'], comingSoon: false }),
      },
      { DB: env.DB, ASSETS: assets },
    );

  afterEach(async () => {
    vi.restoreAllMocks();
    // Every other test finds them read, as setup.ts left them.
    await agreementTexts(env.ASSETS);
  });

  it('are read by the first new site of the isolate and kept for the next ones', async () => {
    forgetAgreementTexts();
    const { assets, reads } = assetsReading(files.starterAgreements);
    expect((await newSite('Immo Eerst', 'immo-eerst.test', assets)).status).toBe(201);
    expect((await newSite('Immo Tweede', 'immo-tweede.test', assets)).status).toBe(201);
    expect(reads).toEqual([files.starterAgreements]);
    const privacy = await html(`http://immo-tweede.test${buildPath('privacy', {}, 'nl')}`);
    expect(privacy.body).toContain('Deze privacyverklaring geldt voor de website van <strong>Immo Tweede</strong>.');
  });

  it('missing, refuse a new site with 503 and Retry-After before anything is written, logged, and are read again next time', async () => {
    forgetAgreementTexts();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { assets, reads } = assetsReading(files.starterAgreements, { fail: true });
    const refused = await newSite('Immo Onleesbaar', 'immo-onleesbaar.test', assets);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('privacy statement and terms of use') });
    expect(await env.DB.prepare(`SELECT count(*) AS n FROM sites WHERE name = 'Immo Onleesbaar'`).first('n')).toBe(0);
    expect(reads).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^starter agreements unavailable: .*answered 404/));

    expect((await newSite('Immo Onleesbaar', 'immo-onleesbaar.test', env.ASSETS)).status).toBe(201);
    const terms = await html(`http://immo-onleesbaar.test${buildPath('terms', {}, 'nl')}`);
    expect(terms.body).toContain('<strong>Immo Onleesbaar</strong>');
  });
});
