import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RawPage } from '../../../../shared/contract/raw/page';
import { forgetPreviewChecks } from '../../../../worker/site/middleware/coming-soon';
import { readDraftItem } from '../../../../worker/platform/drafts/store';
import { consoleFetch, consolePage, signIn, type Who } from '../../console-helpers';
import { consoleApi, previewCookie } from '../../golive-helpers';
import { bodyOf, get, html } from '../../helpers';
import { later, postForm } from '../../draft-helpers';

// Pages, and draft, preview, publish: the console's pages editor and changes
// screen, used as a person uses them (forms without JavaScript): a new page with its address
// checked, sections added, edited (rich text cleaned), moved; another editor's save refused
// by name; the preview shows the draft, visitors the live site until a publish; a rollback.

const SITE = 'http://localhost';
const OWNER = 'owner@immo-scheldeland.localhost';

afterEach(() => vi.useRealTimers());

const post = postForm;
const titleOf = (body: string) => /<title>([^<]*?)(?: [|–-] [^<]*)?<\/title>/.exec(body)?.[1]?.trim();

/** The version a page's editor holds in its forms. */
async function versionIn(who: Who, pageId: number): Promise<string> {
  const body = await consolePage(who, `/en/sites/1/pages/${pageId}`);
  return /name="version" value="(\d+)"/.exec(body)![1]!;
}

async function newsPageId(): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT item_key FROM site_drafts WHERE site_id = 1 AND kind = 'page' AND json_extract(document, '$.url.nl') = 'nieuws'`,
  ).first<{ item_key: string }>();
  return Number(row!.item_key);
}

describe('the pages editor', () => {
  it('lists the pages and makes a new one, refusing an address that is reserved, taken or badly written beside its field', async () => {
    const owner = await signIn(OWNER);
    const list = await consolePage(owner, '/en/sites/1/pages');
    expect(list).toContain('Over Immo Scheldeland');
    const page = {
      'title.nl': 'Nieuws',
      'title.fr': 'Actualités',
      'title.en': 'News',
      'title.de': 'Neuigkeiten',
      'url.fr': 'actualites',
      'url.en': 'news',
      'url.de': 'neuigkeiten',
    };
    for (const [url, message] of [
      ['favorieten', 'The site itself uses this address.'],
      ['over-ons', 'Another page has this address already.'],
      ['Nieuws!', 'Use lowercase letters, digits and hyphens.'],
    ] as const) {
      const refused = await post(owner, '/en/sites/1/pages', { ...page, 'url.nl': url });
      expect(refused.status, url).toBe(400);
      const body = await refused.text();
      expect(body, url).toContain(`<p class="field-error" id="p-url-nl-error">${message}</p>`);
      expect(body, url).toMatch(/<input [^>]*id="p-url-nl"[^>]*aria-invalid="true"/);
      expect(body, url).toContain('value="Neuigkeiten"');
    }
    const made = await post(owner, '/en/sites/1/pages', { ...page, 'url.nl': 'nieuws' });
    expect(made.status).toBe(303);
    expect(made.headers.get('Location')).toBe(`/en/sites/1/pages/${await newsPageId()}?saved=1`);
  });

  it('adds, edits and moves sections; rich text is cleaned; another editor’s save since is named and the typing kept', async () => {
    const owner = await signIn(OWNER);
    const id = await newsPageId();
    const path = `/en/sites/1/pages/${id}`;
    expect((await post(owner, path, { op: 'add', type: 'htmlText', version: await versionIn(owner, id) })).status).toBe(303);
    expect((await post(owner, path, { op: 'add', type: 'sectionTitle', version: await versionIn(owner, id) })).status).toBe(303);
    const html = '<p class="MsoNormal" style="color:red">Ons <b>nieuws</b> <span>van de week</span></p><script>alert(1)</script>';
    expect(
      (await post(owner, path, { op: 'section', index: '0', version: await versionIn(owner, id), 'html.nl': html, 'html.fr': '<p>Nos nouvelles</p>' })).status,
    ).toBe(303);
    expect((await post(owner, path, { op: 'section', index: '1', version: await versionIn(owner, id), 'title.nl': 'Het laatste nieuws' })).status).toBe(303);
    expect((await post(owner, path, { op: 'up', index: '1', version: await versionIn(owner, id) })).status).toBe(303);
    const draft = (await readDraftItem<RawPage>(env.DB, 1, 'page', String(id))).document!;
    expect(draft.sections.map((section) => section.type)).toEqual(['sectionTitle', 'htmlText']);
    expect(draft.sections[1]).toMatchObject({
      type: 'htmlText',
      data: { html: { nl: '<p>Ons <strong>nieuws</strong> van de week</p>', fr: '<p>Nos nouvelles</p>' } },
    });
    // The editor's field holds the cleaned text (its HTML source, the field itself).
    expect(await consolePage(owner, path)).toMatch(
      /<textarea [^>]*id="s1-html-nl"[^>]*>&lt;p&gt;Ons &lt;strong&gt;nieuws&lt;\/strong&gt; van de week&lt;\/p&gt;<\/textarea>/,
    );

    // Two people opened the page; the second save names the first one's.
    const other = await signIn('owner@immo-scheldeland.localhost', '203.0.113.77');
    const opened = await versionIn(owner, id);
    expect((await post(other, path, { op: 'section', index: '0', version: opened, 'title.nl': 'Nieuws van Bert' })).status).toBe(303);
    const refused = await post(owner, path, { op: 'section', index: '0', version: opened, 'title.nl': 'Nieuws van Ann' });
    const body = await bodyOf(refused, 409);
    expect(body).toMatch(/owner@immo-scheldeland\.localhost saved this on \d{4}-\d\d-\d\d \d\d:\d\d after you opened it/);
    expect(body).toContain('value="Nieuws van Ann"');
    expect(((await readDraftItem<RawPage>(env.DB, 1, 'page', String(id))).document!.sections[0]!.data as { title: { nl: string } }).title.nl).toBe(
      'Nieuws van Bert',
    );
  });

  it('moves the menus’ links along when a page gets a new address', async () => {
    const owner = await signIn(OWNER);
    const about = await env.DB.prepare(`SELECT id FROM pages WHERE site_id = 1 AND page_key = 'about'`).first<{ id: number }>();
    const menuLinks = async () =>
      (
        (await readDraftItem<{ items: { url: Record<string, string>; children?: { url: Record<string, string> }[] }[] }>(env.DB, 1, 'navigation', 'main'))
          .document?.items ?? []
      ).flatMap((item) => [item.url.nl, ...(item.children ?? []).map((child) => child.url.nl)]);
    expect(await menuLinks()).toContain('/nl/over-ons');
    const body = await consolePage(owner, `/en/sites/1/pages/${about!.id}`);
    const values = Object.fromEntries(
      [...body.matchAll(/<input id="p-[a-z]+-[a-z]{2}" name="((?:title|description|url)\.[a-z]{2})"[^>]*?value="([^"]*)"/g)].map((match) => [
        match[1]!,
        match[2]!,
      ]),
    );
    expect(
      (await post(owner, `/en/sites/1/pages/${about!.id}`, { ...values, op: 'fields', version: await versionIn(owner, about!.id), 'url.nl': 'wie-we-zijn' }))
        .status,
    ).toBe(303);
    const links = await menuLinks();
    expect(links).toContain('/nl/wie-we-zijn');
    expect(links).not.toContain('/nl/over-ons');
    // Back as it was, for the tests after this one.
    expect(
      (await post(owner, `/en/sites/1/pages/${about!.id}`, { ...values, op: 'fields', version: await versionIn(owner, about!.id), 'url.nl': 'over-ons' }))
        .status,
    ).toBe(303);
    expect(await menuLinks()).toContain('/nl/over-ons');
  });

  it('refuses deleting a page the site needs; a section error shows beside its field', async () => {
    const owner = await signIn(OWNER);
    const about = await env.DB.prepare(`SELECT id FROM pages WHERE site_id = 1 AND page_key = 'about'`).first<{ id: number }>();
    const refused = await post(owner, `/en/sites/1/pages/${about!.id}`, { op: 'delete', version: await versionIn(owner, about!.id) });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('The site needs this page: it can be changed, not deleted.');
    const id = await newsPageId();
    const long = await post(owner, `/en/sites/1/pages/${id}`, { op: 'section', index: '0', version: await versionIn(owner, id), 'title.nl': 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('<p class="field-error" id="s0-title-nl-error">This is too long.</p>');
  });

  it('refuses an operation its forms do not post: the editor again saying so (400), the draft as it was', async () => {
    const owner = await signIn(OWNER);
    const id = await newsPageId();
    const version = await versionIn(owner, id);
    const refused = await post(owner, `/en/sites/1/pages/${id}`, { op: 'constructor', version, 'title.nl': 'Niet bewaard' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('This is not valid.');
    expect(await versionIn(owner, id)).toBe(version);
  });
});

describe('preview, publish and rollback from the changes screen', () => {
  it('shows the draft page to the preview only, publishes it for visitors, and rolls it back', async () => {
    forgetPreviewChecks();
    const owner = await signIn(OWNER);
    const id = await newsPageId();
    const changes = (await consolePage(owner, '/en/sites/1/changes')).replace(/<!-- -->/g, '');
    expect(changes).toContain('Page <strong>Nieuws</strong> (new)');

    // The page's preview button: a one-time link to the page itself on the site.
    const made = await post(owner, '/en/sites/1/preview', { to: '/nl/nieuws' });
    expect(made.status).toBe(201);
    const link = /href="(http:\/\/localhost[^"]*\/_preview\/[^"]+)"/.exec(await made.text())![1]!.replace(/&amp;/g, '&');
    const used = await get(link.replace(/^http:\/\/localhost(:\d+)?/, SITE), { redirect: 'manual' });
    expect(used.headers.get('Location')).toBe('/nl/nieuws');
    const cookie = previewCookie(used)!;
    const preview = await html(`${SITE}/nl/nieuws`, { headers: { Cookie: cookie } });
    expect(preview.response.status).toBe(200);
    expect(preview.body).toContain('Ons <strong>nieuws</strong> van de week');
    expect((await get(`${SITE}/nl/nieuws`)).status).toBe(404);

    const published = await post(owner, '/en/sites/1/changes', { action: 'publish' });
    expect(published.status).toBe(303);
    expect(published.headers.get('Location')).toBe('/en/sites/1/changes?done=publish');
    later();
    const live = await html(`${SITE}/nl/nieuws`);
    expect(live.response.status).toBe(200);
    expect(titleOf(live.body)).toBe('Nieuws');
    const history = await consolePage(owner, '/en/sites/1/changes?done=publish');
    expect(history).toContain('Published: visitors see the changes.');
    expect(history).toContain('There is nothing to publish.');
    const publication = /name="publication" value="(\d+)"/.exec(history)![1]!;

    expect((await post(owner, '/en/sites/1/changes', { action: 'rollback', publication })).status).toBe(303);
    later();
    expect((await get(`${SITE}/nl/nieuws`)).status).toBe(404);
    expect((await readDraftItem(env.DB, 1, 'page', String(id))).document).toBeNull();
    // Without the form's token nothing happens.
    expect((await consoleFetch('/en/sites/1/changes', { cookie: owner.cookie, form: { action: 'publish' } })).status).toBe(403);
    expect((await consoleApi(owner, 'GET', '/sites/1/drafts')).status).toBe(200);
  });
});
