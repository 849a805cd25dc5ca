import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../shared/i18n/locales';
import { forgetGenerations } from '../../../../worker/site/upstream/cache';
import { forgetKeptPages } from '../../../../worker/site/middleware/page-cache';
import { attribute, get, html, tags } from '../../helpers';

describe('languages and addresses', () => {
  it('redirects / to the default language', async () => {
    const response = await get('http://localhost/');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/nl/');
  });

  it('adds the slash after a bare language prefix', async () => {
    const response = await get('http://localhost/fr');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/fr/');
  });

  const TITLES = {
    nl: 'uw vastgoedmakelaar in Gent',
    fr: 'votre agence immobilière à Gand',
    en: 'your estate agent in Ghent',
    de: 'Ihr Immobilienmakler in Gent',
  };

  it.each(LOCALES)('renders the home page in %s with lang, title, canonical and hreflang', async (locale) => {
    const { response, body } = await html(`http://localhost/${locale}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(body.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(body).toContain(`<html lang="${locale}">`);
    const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
    expect(title.match(/Immo Scheldeland/g)).toHaveLength(1);
    expect(title.replace(/&#x27;|&#39;/g, "'")).toContain(TITLES[locale]);
    expect(attribute(tags(body, 'meta').find((t) => t.includes('name="description"'))!, 'content')).toBeTruthy();
    const links = tags(body, 'link');
    expect(links.filter((t) => t.includes('rel="canonical"')).map((t) => attribute(t, 'href'))).toEqual([`http://localhost/${locale}/`]);
    const alternates = Object.fromEntries(links.filter((t) => t.includes('rel="alternate"')).map((t) => [attribute(t, 'hrefLang'), attribute(t, 'href')]));
    expect(alternates).toEqual({
      nl: 'http://localhost/nl/',
      fr: 'http://localhost/fr/',
      en: 'http://localhost/en/',
      de: 'http://localhost/de/',
      'x-default': 'http://localhost/nl/',
    });
  });

  it('links the language switcher to the same page in the other languages', async () => {
    const { body } = await html('http://localhost/en/');
    const switcher = /<nav class="language-switcher"[\s\S]*?<\/nav>/.exec(body)?.[0] ?? '';
    expect(tags(switcher, 'a').map((a) => attribute(a, 'href'))).toEqual(['/nl/', '/fr/', '/en/', '/de/']);
    expect(tags(switcher, 'a').find((a) => a.includes('aria-current="true"'))).toContain('hrefLang="en"');
  });

  it('answers an unsupported language with a 404 page in the visitor’s language', async () => {
    const { response, body } = await html('http://localhost/es/', { headers: { 'Accept-Language': 'fr-BE,fr;q=0.9' } });
    expect(response.status).toBe(404);
    expect(body).toContain('<html lang="fr">');
    expect(body).toContain('Page introuvable');
    expect(body).toContain('<meta name="robots" content="noindex"/>');
  });

  it.each([
    ['/nl/bestaat-niet', 'nl', 'Pagina niet gevonden'],
    ['/de/gibt/es/nicht', 'de', 'Seite nicht gefunden'],
    ['/en/offer/not-a-number', 'en', 'Page not found'],
    ['/fr/offre/0', 'fr', 'Page introuvable'],
  ])('answers the unknown path %s with a 404 page in %s', async (path, locale, text) => {
    const { response, body } = await html(`http://localhost${path}`);
    expect(response.status).toBe(404);
    expect(body).toContain(`<html lang="${locale}">`);
    expect(body).toContain(text);
    expect(body).toContain('Immo Scheldeland');
  });

  it('answers a path outside any language with a 404 page', async () => {
    const { response, body } = await html('http://localhost/wp-login.php');
    expect(response.status).toBe(404);
    expect(body).toContain('Pagina niet gevonden');
  });
});

describe('sites by hostname', () => {
  it('maps localhost and 127.0.0.1 to the first agency', async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const { body } = await html(`http://${host}/nl/`);
      expect(body).toContain('<span class="brand__name">Immo Scheldeland</span>');
    }
  });

  it('shows the second agency on its own hostname, with its colours and menu', async () => {
    const { response, body } = await html('http://immo-tweede.localhost/fr/');
    expect(response.status).toBe(200);
    expect(body).toContain('<span class="brand__name">Ardennes Habitat</span>');
    expect(body).toContain('--color-primary:#5b2a4e');
    expect(body).not.toContain('Immo Scheldeland');
    const menu = /<nav class="main-nav"[\s\S]*?<\/nav>/.exec(body)?.[0] ?? '';
    expect(menu).toContain('Locations de vacances');
    expect(menu).not.toContain('Projets neufs');
  });

  it('answers an unknown hostname with a clear 404 page', async () => {
    const { response, body } = await html('http://no-agency.example/nl/', { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(404);
    expect(body).toContain('No site on this domain');
    expect(body).toContain('no-agency.example');
  });
});

describe('security and streaming', () => {
  it('sends a CSP whose nonce every inline script carries', async () => {
    const { response, body } = await html('http://localhost/nl/');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    const scripts = tags(body, 'script');
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect(attribute(script, 'nonce'), script).toBe(nonce);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('uses a new nonce for every request', async () => {
    const nonces = await Promise.all([1, 2].map(async () => (await get('http://localhost/nl/')).headers.get('Content-Security-Policy')));
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('streams the page: the shell arrives before the footer menu', async () => {
    // With the isolate's memory cleared (no kept page either) the footer menu comes from KV,
    // a real wait: the shell must not wait for it.
    forgetGenerations();
    forgetKeptPages();
    const response = await get('http://localhost/nl/');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(decoder.decode(chunk.value, { stream: true }));
    const arrived = (text: string) =>
      chunks.findIndex((_, index) =>
        chunks
          .slice(0, index + 1)
          .join('')
          .includes(text),
      );
    expect(arrived('</main>')).toBeGreaterThanOrEqual(0);
    expect(arrived('aria-label="Voettekstmenu"')).toBeGreaterThan(arrived('</main>'));
    expect(chunks.join('').trimEnd().endsWith('</html>')).toBe(true);
  });

  it('gives crawlers the finished document in one piece', async () => {
    const { body } = await html('http://localhost/nl/', { headers: { 'User-Agent': 'Googlebot/2.1' } });
    const footer = /<footer[\s\S]*<\/footer>/.exec(body)?.[0] ?? '';
    expect(footer).toContain('aria-label="Voettekstmenu"');
    expect(footer).toContain('href="/nl/over-ons"');
  });
});

describe('islands', () => {
  it('renders the back-to-top island with its props and loads the client entry once', async () => {
    const { body } = await html('http://localhost/de/');
    const island = tags(body, 'agency-island').find((t) => t.includes('data-island="back-to-top"'));
    expect(island).toBeDefined();
    expect(JSON.parse(attribute(island!, 'data-props')!.replace(/&quot;/g, '"'))).toEqual({ label: 'Nach oben' });
    const modules = tags(body, 'script').filter((t) => t.includes('type="module"'));
    expect(modules).toHaveLength(1);
    expect(attribute(modules[0]!, 'src')).toMatch(/^\/assets\/entry-[A-Z0-9]+\.js$/);
    expect(tags(body, 'link').filter((t) => t.includes('rel="modulepreload"')).length).toBeGreaterThan(0);
  });

  // Every agency page has an island (back-to-top, menu and favorites count, enhanced without
  // React: page-scripts.test.ts); the page for a hostname without a site is the one without,
  // so it is the one that shows the rule.
  it('sends no client script on the no-site page, which renders no island', async () => {
    const { body } = await html('http://nowhere.example/nl/');
    expect(tags(body, 'agency-island')).toEqual([]);
    expect(body).not.toContain('<script');
    expect(body).not.toContain('modulepreload');
  });
});
