import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RawPage } from '../../../../shared/contract/raw/page';
import type { RawSite } from '../../../../shared/contract/raw/site';
import { publishDraft } from '../../../../worker/platform/drafts/publish';
import { saveDraftItem, takePageId } from '../../../../worker/platform/drafts/store';
import { consoleFetch, consolePage, member, signIn } from '../../console-helpers';
import { later, postForm } from '../../draft-helpers';
import { bodyOf, get } from '../../helpers';

// Languages: the owner adds French to a Dutch-only agency. Its pages, menus and legal
// texts come into the draft (starter texts where the starter has them, the Dutch text of the
// agency's own page, each marked "not translated yet"); visitors see nothing of it until the
// publish, which makes /fr/ live with its alternates. Removing a language is confirmed, never
// the last one, and waits for the publish too.

const OWNER = 'owner@talen.test';
const HOST = 'http://www.talen.test';
afterEach(() => vi.useRealTimers());

async function dutchAgency(host = 'www.talen.test'): Promise<number> {
  const created = await get('http://localhost/admin/sites', {
    method: 'POST',
    headers: { Authorization: 'Bearer test-admin-token', 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Immo Talen', hostnames: [host], locales: ['nl'], comingSoon: false }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const site = (await created.json()) as RawSite;
  await member(OWNER, site.id, 'owner');
  // A page of the agency's own, in Dutch only, published.
  const id = await takePageId(env.DB);
  const page: RawPage = {
    id,
    siteId: site.id,
    key: `page-${id}`,
    url: { nl: 'onze-buurt' },
    title: { nl: 'Onze buurt' },
    description: { nl: 'Wonen in Gent' },
    image: null,
    sections: [],
    elements: [],
  };
  await saveDraftItem(env.DB, site.id, 'page', String(id), page, 0, OWNER, new Date());
  await publishDraft(env.DB, site.id, OWNER, new Date());
  return site.id;
}

const document = async (siteId: number) =>
  JSON.parse((await env.DB.prepare('SELECT document FROM sites WHERE id = ?1').bind(siteId).first<{ document: string }>())!.document) as RawSite;
const pageId = async (siteId: number, key: string) =>
  (await env.DB.prepare('SELECT id FROM pages WHERE site_id = ?1 AND page_key = ?2').bind(siteId, key).first<number>('id'))!;
const version = async (siteId: number) =>
  String((await env.DB.prepare("SELECT version FROM site_drafts WHERE site_id = ?1 AND kind = 'site'").bind(siteId).first<number>('version')) ?? 0);

describe("an agency's languages", () => {
  it('adds French into the draft only, marks what the starter could not translate, and publishes it live', async () => {
    const siteId = await dutchAgency();
    const owner = await signIn(OWNER);
    const added = await postForm(owner, `/en/sites/${siteId}/settings/languages`, { op: 'add', locale: 'fr', version: '0' });
    expect(added.status).toBe(303);
    const screen = await (
      await consoleFetch(`${new URL(added.headers.get('Location')!, 'http://console.localhost').pathname}?languages=1&added=fr`, { cookie: owner.cookie })
    ).text();
    expect(screen).toContain('French is in the draft.');
    expect(screen).toContain('In the draft, live once published: Dutch, French');

    // Nothing live: the document, the pages' French addresses, the site itself.
    expect((await document(siteId)).languages).toEqual(['nl']);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM page_urls WHERE site_id = ?1 AND locale = 'fr'").bind(siteId).first('n')).toBe(0);
    later();
    expect((await get(`${HOST}/nl/`)).status).toBe(200);
    expect([301, 302, 404]).toContain((await get(`${HOST}/fr/`, { redirect: 'manual' })).status);
    expect(await (await get(`${HOST}/nl/`)).text()).not.toContain('hrefLang="fr"');

    // The editors: the starter's French for a starter page, the Dutch text marked for the agency's own page.
    const home = await consolePage(owner, `/en/sites/${siteId}/pages/${await pageId(siteId, 'home')}`);
    expect(home).toMatch(/id="p-title-fr-hint"><strong class="untranslated">Not translated yet<\/strong>/);
    expect(home).toContain('lang="fr"');
    const ownId = (await env.DB.prepare("SELECT id FROM pages WHERE site_id = ?1 AND json_extract(document, '$.url.nl') = 'onze-buurt'")
      .bind(siteId)
      .first<number>('id'))!;
    const custom = await consolePage(owner, `/en/sites/${siteId}/pages/${ownId}`);
    expect(custom).toContain('name="title.fr" value="Onze buurt"');
    expect(custom).toMatch(/id="p-title-fr-hint"><strong class="untranslated">Not translated yet/);
    // A field the owner translates loses its mark.
    const aboutId = await pageId(siteId, 'about');
    const about = await consolePage(owner, `/en/sites/${siteId}/pages/${aboutId}`);
    expect(about).toContain('name="title.fr" value="À propos"');
    const pageVersion = /name="version" value="(\d+)"/.exec(about)![1]!;
    const fields = {
      op: 'fields',
      version: pageVersion,
      'title.nl': 'Over ons',
      'description.nl': 'x',
      'url.nl': 'over-ons',
      'title.fr': 'Qui sommes-nous',
      'description.fr': 'y',
      'url.fr': 'a-propos',
    };
    expect((await postForm(owner, `/en/sites/${siteId}/pages/${aboutId}`, fields)).status).toBe(303);
    const translated = await consolePage(owner, `/en/sites/${siteId}/pages/${aboutId}`);
    expect(translated).not.toMatch(/id="p-title-fr-hint"/);

    // The publish makes French live: its home page, the alternates, the menus and the privacy statement.
    expect((await postForm(owner, `/en/sites/${siteId}/changes`, { action: 'publish' })).status).toBe(303);
    expect((await document(siteId)).languages).toEqual(['nl', 'fr']);
    later();
    const french = await get(`${HOST}/fr/`);
    const frenchPage = await bodyOf(french, 200);
    expect(frenchPage).toContain('<html lang="fr"');
    expect(frenchPage).toContain('/fr/a-vendre');
    expect(await (await get(`${HOST}/nl/`)).text()).toMatch(/hrefLang="fr"/i);
    expect((await get(`${HOST}/fr/a-propos`)).status).toBe(200);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM agreements WHERE site_id = ?1 AND locale = 'fr'").bind(siteId).first('n')).toBe(2);
  });

  it('removes a language only once confirmed and published, never the last, with messages in the console’s language', async () => {
    const siteId = await dutchAgency('www.talen-twee.test');
    const owner = await signIn(OWNER);
    const last = await postForm(owner, `/nl/sites/${siteId}/settings/languages`, { op: 'remove', locale: 'nl', version: '0', confirm: '1' });
    expect(last.status).toBe(400);
    expect(await last.text()).toContain('Een site houdt minstens één taal.');
    const unknown = await postForm(owner, `/fr/sites/${siteId}/settings/languages`, { op: 'add', locale: 'es', version: '0' });
    expect(await unknown.text()).toContain('id="language-add-error">Choisissez une langue.');
    expect((await postForm(owner, `/en/sites/${siteId}/settings/languages`, { op: 'add', locale: 'de', version: '0' })).status).toBe(303);
    expect((await postForm(owner, `/en/sites/${siteId}/changes`, { action: 'publish' })).status).toBe(303);
    expect((await document(siteId)).languages).toEqual(['nl', 'de']);

    const asked = await postForm(owner, `/en/sites/${siteId}/settings/languages`, { op: 'remove', locale: 'de', version: await version(siteId) });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('Remove German from the site?');
    expect((await document(siteId)).languages).toEqual(['nl', 'de']);
    // A stale version is refused, naming who saved.
    expect((await postForm(owner, `/en/sites/${siteId}/settings/languages`, { op: 'remove', locale: 'de', version: '0', confirm: '1' })).status).toBe(409);
    expect(
      (await postForm(owner, `/en/sites/${siteId}/settings/languages`, { op: 'remove', locale: 'de', version: await version(siteId), confirm: '1' })).status,
    ).toBe(303);
    expect((await document(siteId)).languages).toEqual(['nl', 'de']);
    expect((await postForm(owner, `/en/sites/${siteId}/changes`, { action: 'publish' })).status).toBe(303);
    expect((await document(siteId)).languages).toEqual(['nl']);
    await member('editor-talen@example.be', siteId, 'editor');
    const editor = await signIn('editor-talen@example.be');
    expect((await postForm(editor, `/en/sites/${siteId}/settings/languages`, { op: 'add', locale: 'fr', version: await version(siteId) })).status).toBe(403);
  });
});
