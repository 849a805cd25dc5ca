import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftState, PublicationSummary } from '../../../../shared/contract/console-drafts';
import type { PreviewLink } from '../../../../shared/contract/console-golive';
import type { RawPage } from '../../../../shared/contract/raw/page';
import { readDraftItem, saveDraftItem, takePageId } from '../../../../worker/platform/drafts/store';
import { forgetPreviewChecks } from '../../../../worker/site/middleware/coming-soon';
import { PAGE_CACHE_HEADER } from '../../../../worker/site/middleware/page-cache';
import { get, html } from '../../helpers';
import { member, signIn } from '../../console-helpers';
import { consoleApi, previewCookie } from '../../golive-helpers';
import { later } from '../../draft-helpers';

// Edits go to a draft (worker/platform/drafts/), the owner's preview shows it, a
// publish makes it live at once and is recorded, the last ten can be rolled back, and two
// people saving the same item do not overwrite each other. Site 1 of the demo, live on localhost.

const SITE = 'http://localhost';
const OWNER = 'owner@immo-scheldeland.localhost';

beforeEach(() => forgetPreviewChecks());

afterEach(() => vi.useRealTimers());

async function aboutPage(): Promise<RawPage> {
  const row = await env.DB.prepare(`SELECT document FROM pages WHERE site_id = 1 AND page_key = 'about'`).first<{ document: string }>();
  return JSON.parse(row!.document) as RawPage;
}

async function previewAs(who: { cookie: string; csrf: string }): Promise<string> {
  const answer = await consoleApi(who, 'POST', '/sites/1/preview');
  expect(answer.status).toBe(201);
  const { token } = (await answer.json()) as PreviewLink;
  const cookie = previewCookie(await get(`${SITE}/_preview/${token}`, { redirect: 'manual' }));
  expect(cookie).toBeDefined();
  return cookie!;
}

/** The page's title as the document's <title> says it, before the agency's name. */
const h1 = (body: string) => /<title>([^<]*?)(?: [|–-] [^<]*)?<\/title>/.exec(body)?.[1]?.trim();

describe('the draft', () => {
  it('refuses a save that started from an older version, naming who saved since; the first save stands', async () => {
    const about = await aboutPage();
    const first = await saveDraftItem(
      env.DB,
      1,
      'page',
      String(about.id),
      { ...about, title: { ...about.title, nl: 'Over ons (Ann)' } },
      0,
      'ann@example.be',
      new Date('2026-11-24T09:00:00Z'),
    );
    expect(first).toEqual({ saved: true, version: { version: 1, updatedBy: 'ann@example.be', updatedAt: '2026-11-24T09:00:00.000Z' } });
    const second = await saveDraftItem(
      env.DB,
      1,
      'page',
      String(about.id),
      { ...about, title: { ...about.title, nl: 'Over ons (Bert)' } },
      0,
      'bert@example.be',
      new Date('2026-11-24T09:01:00Z'),
    );
    expect(second).toEqual({ saved: false, current: { version: 1, updatedBy: 'ann@example.be', updatedAt: '2026-11-24T09:00:00.000Z' } });
    const item = await readDraftItem<RawPage>(env.DB, 1, 'page', String(about.id));
    expect(item.document?.title.nl).toBe('Over ons (Ann)');
    expect(item.pending).toBe(true);
    // Bert, told, starts again from version 1.
    const again = await saveDraftItem(
      env.DB,
      1,
      'page',
      String(about.id),
      { ...about, title: { ...about.title, nl: 'Over ons' } },
      1,
      'bert@example.be',
      new Date(),
    );
    expect(again.saved).toBe(true);
    const owner = await signIn(OWNER);
    expect((await consoleApi(owner, 'POST', '/sites/1/drafts/discard')).status).toBe(204);
    expect((await readDraftItem(env.DB, 1, 'page', String(about.id))).pending).toBe(false);
  });
});

describe('preview, publish and rollback', () => {
  it('shows the draft to the preview only; a publish shows it to visitors, is recorded, and a rollback restores the page', async () => {
    const owner = await signIn(OWNER);
    const about = await aboutPage();
    const before = await html(`${SITE}/nl/over-ons`);
    expect(h1(before.body)).toBe(about.title.nl);

    const retitled = { ...about, title: { ...about.title, nl: 'Wie wij zijn' }, url: { ...about.url, nl: 'wie-wij-zijn' } };
    // The first test's saves and discard moved the page's version on.
    const { version } = await readDraftItem(env.DB, 1, 'page', String(about.id));
    expect((await saveDraftItem(env.DB, 1, 'page', String(about.id), retitled, version, OWNER, new Date())).saved).toBe(true);
    const menu = JSON.parse(
      (await env.DB.prepare(`SELECT document FROM navigations WHERE site_id = 1 AND name = 'main'`).first<{ document: string }>())!.document,
    ) as { name: string; items: { label: Record<string, string> }[] };
    const renamed = { ...menu, items: menu.items.map((item, index) => (index === 0 ? { ...item, label: { ...item.label, nl: 'Eerste punt' } } : item)) };
    expect((await saveDraftItem(env.DB, 1, 'navigation', 'main', renamed, 0, OWNER, new Date())).saved).toBe(true);

    // Visitors: the live site, unchanged (kept pages too).
    later();
    expect(h1((await html(`${SITE}/nl/over-ons`)).body)).toBe(about.title.nl);
    expect((await get(`${SITE}/nl/wie-wij-zijn`)).status).toBe(404);

    // The preview: the draft, never kept, noindex.
    const cookie = await previewAs(owner);
    const preview = await html(`${SITE}/nl/wie-wij-zijn`, { headers: { Cookie: cookie } });
    expect(preview.response.status).toBe(200);
    expect(h1(preview.body)).toBe('Wie wij zijn');
    expect(preview.body).toContain('Eerste punt');
    expect(preview.response.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(preview.response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(preview.response.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect((await get(`${SITE}/nl/over-ons`, { headers: { Cookie: cookie } })).status).toBe(404);
    const visitor = await html(`${SITE}/nl/`);
    expect(visitor.body).not.toContain('Eerste punt');

    const state = (await (await consoleApi(owner, 'GET', '/sites/1/drafts')).json()) as DraftState;
    expect(state.pending.map(({ kind, key, label, action, updatedBy }) => ({ kind, key, label, action, updatedBy }))).toEqual([
      { kind: 'page', key: String(about.id), label: 'Wie wij zijn', action: 'change', updatedBy: OWNER },
      { kind: 'navigation', key: 'main', label: 'main', action: 'change', updatedBy: OWNER },
    ]);

    // Publish: live at once (once the isolate reads the generations again), recorded.
    const published = await consoleApi(owner, 'POST', '/sites/1/drafts/publish');
    expect(published.status).toBe(201);
    const publication = (await published.json()) as PublicationSummary & { cacheRetired: boolean };
    expect(publication).toMatchObject({ action: 'publish', by: OWNER, rolledBackBy: null, cacheRetired: true });
    expect(publication.items.map((item) => item.label)).toEqual(['Wie wij zijn', 'main']);
    later();
    expect(h1((await html(`${SITE}/nl/wie-wij-zijn`)).body)).toBe('Wie wij zijn');
    expect((await html(`${SITE}/nl/`)).body).toContain('Eerste punt');
    expect((await get(`${SITE}/nl/over-ons`)).status).toBe(404);
    expect(((await (await consoleApi(owner, 'GET', '/sites/1/drafts')).json()) as DraftState).pending).toEqual([]);
    expect((await consoleApi(owner, 'POST', '/sites/1/drafts/publish')).status).toBe(409);

    // Rollback: the page and the menu as they were; itself recorded; the draft follows.
    const rolled = await consoleApi(owner, 'POST', `/sites/1/publications/${publication.id}/rollback`);
    expect(rolled.status).toBe(201);
    const rollback = (await rolled.json()) as PublicationSummary;
    expect(rollback.action).toBe('rollback');
    later();
    expect(h1((await html(`${SITE}/nl/over-ons`)).body)).toBe(about.title.nl);
    expect((await html(`${SITE}/nl/`)).body).not.toContain('Eerste punt');
    const history = ((await (await consoleApi(owner, 'GET', '/sites/1/drafts')).json()) as DraftState).publications;
    expect(history.map((entry) => [entry.id, entry.action, entry.rolledBackBy])).toEqual([
      [rollback.id, 'rollback', null],
      [publication.id, 'publish', rollback.id],
    ]);
    const item = await readDraftItem<RawPage>(env.DB, 1, 'page', String(about.id));
    expect([item.version, item.pending, item.document?.url.nl]).toEqual([version + 2, false, 'over-ons']);
    // A publication already rolled back is not rolled back twice.
    expect((await consoleApi(owner, 'POST', `/sites/1/publications/${publication.id}/rollback`)).status).toBe(404);
  });

  it('publishes a new page at a new address and a deleted one away; refuses a rollback over pending changes', async () => {
    const owner = await signIn(OWNER);
    const about = await aboutPage();
    const id = await takePageId(env.DB);
    expect(await env.DB.prepare('SELECT 1 FROM pages WHERE id = ?1').bind(id).first()).toBeNull();
    const fresh = {
      ...about,
      id,
      key: `page-${id}`,
      url: { nl: 'nieuws', fr: null, en: null, de: null },
      title: { ...about.title, nl: 'Nieuws' },
      sections: [],
    };
    expect((await saveDraftItem(env.DB, 1, 'page', String(id), fresh, 0, OWNER, new Date())).saved).toBe(true);
    expect((await takePageId(env.DB)) > id).toBe(true);
    const cookie = await previewAs(owner);
    expect(h1((await html(`${SITE}/nl/nieuws`, { headers: { Cookie: cookie } })).body)).toBe('Nieuws');
    expect((await get(`${SITE}/nl/nieuws`)).status).toBe(404);
    const published = (await (await consoleApi(owner, 'POST', '/sites/1/drafts/publish')).json()) as PublicationSummary;
    later();
    expect(h1((await html(`${SITE}/nl/nieuws`)).body)).toBe('Nieuws');

    // A pending change to the new page stands in the way of rolling its publication back.
    expect((await saveDraftItem(env.DB, 1, 'page', String(id), null, 1, OWNER, new Date())).saved).toBe(true);
    const refused = await consoleApi(owner, 'POST', `/sites/1/publications/${published.id}/rollback`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'pending', labels: ['Nieuws'] });
    expect(((await (await consoleApi(owner, 'GET', '/sites/1/drafts')).json()) as DraftState).pending).toMatchObject([{ key: String(id), action: 'delete' }]);
    expect((await consoleApi(owner, 'POST', '/sites/1/drafts/publish')).status).toBe(201);
    later();
    expect((await get(`${SITE}/nl/nieuws`)).status).toBe(404);
    expect(await env.DB.prepare('SELECT 1 FROM page_urls WHERE page_id = ?1').bind(id).first()).toBeNull();
  });

  it("keeps each agency to its own: another agency's owner gets 404 for the drafts, publish and rollback", async () => {
    await member('stranger-drafts@example.be', 2, 'owner');
    const stranger = await signIn('stranger-drafts@example.be');
    expect((await consoleApi(stranger, 'GET', '/sites/1/drafts')).status).toBe(404);
    expect((await consoleApi(stranger, 'POST', '/sites/1/drafts/publish')).status).toBe(404);
    expect((await consoleApi(stranger, 'POST', '/sites/1/drafts/discard')).status).toBe(404);
    const own = await consoleApi(stranger, 'POST', '/sites/2/publications/1/rollback');
    expect(own.status).toBe(404);
    // An editor may publish (they edit the content).
    await member('editor-drafts@example.be', 1, 'editor');
    const editor = await signIn('editor-drafts@example.be');
    expect((await consoleApi(editor, 'POST', '/sites/1/drafts/publish')).status).toBe(409);
  });
});
