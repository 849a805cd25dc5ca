import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleFetch, consolePage, signIn, type Who } from '../../console-helpers';
import { later, postForm as post, previewFromEditor as previewAs } from '../../draft-helpers';
import { get, html } from '../../helpers';
import { call } from '../../platform-helpers';

// Hiding, and the live preview of the section while editing: a page or a section the
// agency hides through the draft is, once published, gone for visitors (a 404, out of the sitemap
// and the menus) and still there for the preview; the pages editor frames the section being
// edited from the site, which lets only the console frame it, once per link.

const SITE = 'http://localhost';
const OWNER = 'owner@immo-scheldeland.localhost';

afterEach(() => vi.useRealTimers());

const versionOf = async (who: Who, id: number) => /name="version" value="(\d+)"/.exec(await consolePage(who, `/en/sites/1/pages/${id}`))![1]!;
const edit = async (who: Who, id: number, form: Record<string, string>) => post(who, `/en/sites/1/pages/${id}`, { version: await versionOf(who, id), ...form });
const publish = async (who: Who) => {
  expect((await post(who, '/en/sites/1/changes', { action: 'publish' })).status).toBe(303);
  later();
};
const pageId = (key: string) =>
  env.DB.prepare('SELECT id FROM pages WHERE site_id = 1 AND page_key = ?1')
    .bind(key)
    .first<{ id: number }>()
    .then((row) => row!.id);

describe('a hidden page', () => {
  it('is a 404 for visitors once published, out of the sitemap and the menus; the preview still shows it', async () => {
    const owner = await signIn(OWNER);
    const about = await pageId('about');
    // The main menu (the header) and the footer's; the home page's own text may link to it, that is the agency's.
    const inMenu = async () => {
      const { body } = await html(`${SITE}/nl/`);
      return [/<header[\s\S]*?<\/header>/.exec(body)?.[0], /<footer[\s\S]*?<\/footer>/.exec(body)?.[0]].some((menu) => menu?.includes('href="/nl/over-ons"'));
    };
    expect((await get(`${SITE}/nl/over-ons`)).status).toBe(200);
    expect(await inMenu()).toBe(true);

    expect((await edit(owner, about, { op: 'visibility', hidden: '1' })).status).toBe(303);
    const editor = await consolePage(owner, `/en/sites/1/pages/${about}`);
    expect(editor).toContain('Hidden: visitors get ‘not found’; in no menu or sitemap.');
    expect(editor).toContain('Show the page to visitors');
    expect((await consolePage(owner, '/en/sites/1/pages')).replace(/<!-- -->/g, '')).toMatch(
      /Over Immo Scheldeland<\/a> <span class="hint">\/nl\/over-ons<\/span><em> \(changed, not published\)<\/em><em> \(hidden\)<\/em>/,
    );
    // Only in the draft yet: visitors still get it.
    expect((await get(`${SITE}/nl/over-ons`)).status).toBe(200);

    await publish(owner);
    expect((await get(`${SITE}/nl/over-ons`)).status).toBe(404);
    expect((await get(`${SITE}/fr/a-propos`)).status).toBe(404);
    const sitemap = await (await get(`${SITE}/sitemap-pages.xml`)).text();
    expect(sitemap).toContain('<loc>http://localhost/nl/</loc>');
    expect(sitemap).not.toContain('/nl/over-ons');
    expect(await inMenu()).toBe(false);
    const cookie = await previewAs(owner, '/nl/over-ons');
    const preview = await html(`${SITE}/nl/over-ons`, { headers: { Cookie: cookie } });
    expect(preview.response.status).toBe(200);
    expect(preview.response.headers.get('X-Robots-Tag')).toBe('noindex');

    // Shown again: back for visitors, in the menu and the sitemap.
    expect((await edit(owner, about, { op: 'visibility', hidden: '0' })).status).toBe(303);
    await publish(owner);
    expect((await get(`${SITE}/nl/over-ons`)).status).toBe(200);
    expect(await inMenu()).toBe(true);
    expect(await (await get(`${SITE}/sitemap-pages.xml`)).text()).toContain('/nl/over-ons');
  });

  it('is no listing page an estate leads back to: the breadcrumb goes without it', async () => {
    const owner = await signIn(OWNER);
    const sold = await env.DB.prepare(
      'SELECT id FROM estates WHERE site_id = 1 AND main_transaction_id = 5 AND parent_id IS NULL AND is_project = 0 ORDER BY id',
    ).first<{ id: number }>();
    expect((await call('GET', `/estate-pages/1/${sold!.id}`)).body).toMatchObject({ pageKey: 'sold', pageId: await pageId('sold') });
    expect((await edit(owner, await pageId('sold'), { op: 'visibility', hidden: '1' })).status).toBe(303);
    await publish(owner);
    expect((await call('GET', `/estate-pages/1/${sold!.id}`)).body).toMatchObject({ pageKey: 'sold', pageId: null, url: null });
  });

  it('is never the home page: no button, and a post of one is refused beside it', async () => {
    const owner = await signIn(OWNER);
    const home = await pageId('home');
    const editor = await consolePage(owner, `/en/sites/1/pages/${home}`);
    expect(editor).toContain('The home page is always shown.');
    expect(editor).not.toContain('Hide the page from visitors');
    const refused = await edit(owner, home, { op: 'visibility', hidden: '1' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('<p class="field-error" id="p-hidden-error">The home page cannot be hidden.</p>');
  });
});

describe('a hidden section and the section preview', () => {
  it('leaves a hidden section out for visitors once published; the preview beside its form still shows it, framed by the console alone, once', async () => {
    const owner = await signIn(OWNER);
    const made = await post(owner, '/en/sites/1/pages', {
      'title.nl': 'Geheim',
      'url.nl': 'geheim',
      'url.fr': 'secret',
      'url.en': 'secret',
      'url.de': 'geheimnis',
    });
    const id = Number(/pages\/(\d+)/.exec(made.headers.get('Location')!)![1]);
    for (const _ of [0, 1]) expect((await edit(owner, id, { op: 'add', type: 'htmlText' })).status).toBe(303);
    expect((await edit(owner, id, { op: 'section', index: '0', 'html.nl': '<p>Geheime tekst</p>' })).status).toBe(303);
    const saved = await edit(owner, id, { op: 'section', index: '1', 'html.nl': '<p>Open tekst</p>' });
    // A saved section is previewed beside its form.
    expect(saved.headers.get('Location')).toBe(`/en/sites/1/pages/${id}?saved=1&preview=2&focus=summary-2`);
    expect((await edit(owner, id, { op: 'sectionVisibility', index: '0', hidden: '1' })).status).toBe(303);
    await publish(owner);
    const visitor = (await html(`${SITE}/nl/geheim`)).body;
    expect(visitor).toContain('Open tekst');
    expect(visitor).not.toContain('Geheime tekst');

    const editor = await consoleFetch(`/en/sites/1/pages/${id}?preview=1`, { cookie: owner.cookie });
    expect(editor.headers.get('Content-Security-Policy')).toContain('; frame-src http://localhost');
    const body = await editor.text();
    expect(body).toContain('Hidden from visitors.');
    const frame =
      /<iframe src="(http:\/\/localhost\/_preview\/[A-Za-z0-9_-]{43}\/section\?to=%2Fnl%2Fgeheim&amp;section=1)" title="Preview of 1\. Text on the site"/.exec(
        body,
      );
    expect(frame).not.toBeNull();
    const address = frame![1]!.replace(/&amp;/g, '&');
    const reviews = async () =>
      (await env.DB.prepare('SELECT count(*) AS n FROM site_preview_links WHERE site_id = 1 AND used_at IS NOT NULL').first<{ n: number }>())!.n;
    const reviewsBefore = await reviews();
    const framed = await html(address);
    expect(framed.response.status).toBe(200);
    expect(framed.body).toContain('Geheime tekst');
    expect(framed.body).not.toContain('Open tekst');
    expect(framed.body).not.toContain('<header');
    expect(framed.response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self' http://console.localhost");
    expect(framed.response.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(framed.response.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await get(address)).status).toBe(410);
    // A section's preview is not the owner reviewing the site: it ticks no "review" step of the checklist.
    expect(await reviews()).toBe(reviewsBefore);
    // Any other page of the site: framed by the site alone; the console's other pages frame nothing.
    expect((await get(`${SITE}/nl/geheim`)).headers.get('Content-Security-Policy')).toMatch(/frame-ancestors 'self'\s*(;|$)/);
    expect((await consoleFetch(`/en/sites/1/pages/${id}`, { cookie: owner.cookie })).headers.get('Content-Security-Policy')).not.toContain('frame-src');
  });
});
