import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPath } from '../../../../shared/routes';
import { PAGE_CACHE_HEADER } from '../../../../worker/site/middleware/page-cache';
import { attribute, CLIENT, get, html, tags, VALID_CONTACT_FORM } from '../../helpers';
import { changeSite, isSoonPage, SOON_SITE } from '../../golive-helpers';

// A site in coming-soon mode answers every page with one "soon online" page
// (noindex, 200, never kept), its ajax with a JSON 404, its form posts with that page (no lead),
// and says so in robots.txt and its sitemap. Site 2 of the demo is put in that mode.

const SITE = SOON_SITE.origin;

beforeEach(async () => {
  await changeSite(SOON_SITE.id, { comingSoon: true });
});

async function estatePath(): Promise<string> {
  const row = await env.DB.prepare('SELECT id FROM estates WHERE site_id = ?1 AND parent_id IS NULL ORDER BY id LIMIT 1')
    .bind(SOON_SITE.id)
    .first<{ id: number }>();
  return buildPath('estate', { estateId: String(row!.id) }, 'nl');
}

describe('a site in coming-soon mode', () => {
  it('answers every kind of page with the one soon page: 200, noindex, in the language of the path, never kept', async () => {
    const paths = [
      '/nl/',
      '/nl/te-koop',
      await estatePath(),
      '/nl/over-ons',
      '/nl/contact',
      '/nl/gibt-es-nicht',
      buildPath('privacy', {}, 'nl'),
      buildPath('favorites', {}, 'nl'),
    ];
    for (const path of paths) {
      for (let visit = 0; visit < 2; visit += 1) {
        const { response, body } = await html(`${SITE}${path}`);
        expect(response.status, path).toBe(200);
        expect(isSoonPage(body), path).toBe(true);
        expect(response.headers.get('X-Robots-Tag'), path).toBe('noindex');
        expect(response.headers.get('Cache-Control'), path).toBe('no-store');
        expect(response.headers.get(PAGE_CACHE_HEADER), path).toBeNull();
        expect(body, path).toContain('<meta name="robots" content="noindex">');
        expect(attribute(tags(body, 'html')[0]!, 'lang'), path).toBe('nl');
        expect(tags(body, 'h1'), path).toHaveLength(1);
      }
    }
    const { body } = await html(`${SITE}/fr/offre/123`);
    expect(body).toContain('<h1>Bientôt en ligne</h1>');
    expect(attribute(tags(body, 'html')[0]!, 'lang')).toBe('fr');
  });

  it("shows the agency: name, logo, tagline, address, phone and e-mail as links, BIV number, the site's languages, no script", async () => {
    await changeSite(SOON_SITE.id, { logo: '/assets/media/logo.svg' });
    const { body } = await html(`${SITE}/en/`);
    expect(body).toContain('<span class="brand__name">Ardennes Habitat</span>');
    // A logo whose size the site does not know keeps its own proportions (no square box); an uploaded one carries its size in its name.
    expect(tags(body, 'img').map((tag) => [attribute(tag, 'src'), attribute(tag, 'alt'), attribute(tag, 'width'), attribute(tag, 'height')])).toEqual([
      ['/assets/media/logo.svg', '', undefined, undefined],
    ]);
    expect(body).toContain('Homes and holidays in the Ardennes');
    expect(body).toContain('Grand-Rue 7<br>6940 Durbuy');
    expect(body).toContain('<a href="tel:+3286213456">+32 86 21 34 56</a>');
    expect(body).toContain('<a href="mailto:contact@ardennes-habitat.be">contact@ardennes-habitat.be</a>');
    expect(body).toContain('BIV/IPI no. 511.907');
    const languages = tags(body, 'a').filter((tag) => attribute(tag, 'hreflang'));
    expect(languages.map((tag) => attribute(tag, 'href'))).toEqual(['/nl/', '/fr/', '/en/', '/de/']);
    expect(languages.filter((tag) => attribute(tag, 'aria-current') === 'true').map((tag) => attribute(tag, 'hreflang'))).toEqual(['en']);
    expect(tags(body, 'script')).toEqual([]);
    expect(tags(body, 'form')).toEqual([]);
    // Every link has words; every section a heading.
    const linkTexts = [...body.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, '').trim());
    expect(linkTexts.filter((text) => text === '')).toEqual([]);
    const sections = [...body.matchAll(/<section\b[^>]*>([\s\S]*?)<\/section>/g)];
    expect(sections.length).toBe(2);
    expect(sections.filter((section) => !/<h2 id="[^"]+">/.test(section[1]!))).toEqual([]);
  });

  it('takes no form post (the soon page, no lead written) and answers its ajax with a JSON 404', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE site_id = ?1').bind(SOON_SITE.id).first<{ n: number }>();
    const posted = await get(`${SITE}/nl/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': CLIENT, Origin: SITE },
      body: new URLSearchParams({ ...VALID_CONTACT_FORM, form: 'contact-form' }).toString(),
    });
    expect(posted.status).toBe(200);
    expect(isSoonPage(await posted.text())).toBe(true);
    const ajax = await get(`${SITE}/nl/ajax/contact-form-handler`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': CLIENT, Origin: SITE },
      body: JSON.stringify(VALID_CONTACT_FORM),
    });
    expect(ajax.status).toBe(404);
    expect(await ajax.json()).toEqual({ error: 'Not found' });
    const search = await get(`${SITE}/nl/ajax/search-city?q=durbuy`);
    expect(search.status).toBe(404);
    const after = await env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE site_id = ?1').bind(SOON_SITE.id).first<{ n: number }>();
    expect(after).toEqual(before);
  });

  it('disallows everything in robots.txt and lists nothing in its sitemap', async () => {
    const robots = await get(`${SITE}/robots.txt`);
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
    expect(robots.headers.get('Cache-Control')).toBe('no-store');
    const index = await (await get(`${SITE}/sitemap.xml`)).text();
    expect(index).not.toContain('<sitemap>');
    expect(index).toContain('<sitemapindex');
    const pages = await (await get(`${SITE}/sitemap-pages.xml`)).text();
    expect(pages).toContain('<urlset');
    expect(pages).not.toContain('<url>');
  });

  it('leaves a live site as it is', async () => {
    const { response, body } = await html('http://localhost/nl/');
    expect(response.status).toBe(200);
    expect(isSoonPage(body)).toBe(false);
    expect(response.headers.get('X-Robots-Tag')).toBeNull();
    expect(await (await get('http://localhost/robots.txt')).text()).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});
