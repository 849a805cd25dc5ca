import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Checklist, PreviewLink } from '../../../../shared/contract/console-golive';
import { PREVIEW_LINK_MS } from '../../../../shared/contract/preview';
import { forgetPreviewChecks, PREVIEW_CHECK_MS } from '../../../../worker/site/middleware/coming-soon';
import { PAGE_CACHE_HEADER } from '../../../../worker/site/middleware/page-cache';
import { get, html } from '../../helpers';
import { consoleFetch, consolePage, member, signIn } from '../../console-helpers';
import { upsertListings } from '../../../../worker/platform/listings/upsert';
import { changeSite, consoleApi, isSoonPage, later, previewCookie, SOON_SITE } from '../../golive-helpers';

// Going live. The owner (or an editor) previews a site in coming-soon mode through a
// one-time link that becomes a grant cookie on the site's host; the preview renders the real
// pages (noindex, private, never kept), visitors still get the soon page; the owner publishes
// (an editor may not) and the next visitor gets the live site; the checklist follows the data.

const SITE = SOON_SITE.origin;

beforeEach(async () => {
  await changeSite(SOON_SITE.id, { comingSoon: true });
  forgetPreviewChecks();
});

afterEach(() => {
  vi.useRealTimers();
});

async function previewLink(who: { cookie: string; csrf: string }, siteId = SOON_SITE.id): Promise<PreviewLink> {
  const answer = await consoleApi(who, 'POST', `/sites/${siteId}/preview`);
  expect(answer.status).toBe(201);
  return (await answer.json()) as PreviewLink;
}

const visit = (origin: string, token: string) => get(`${origin}/_preview/${token}`, { redirect: 'manual' });

async function checklist(who: { cookie: string; csrf: string }): Promise<Record<string, boolean>> {
  const answer = await consoleApi(who, 'GET', `/sites/${SOON_SITE.id}/checklist`);
  expect(answer.status).toBe(200);
  return Object.fromEntries(((await answer.json()) as Checklist).steps.map(({ step, done }) => [step, done]));
}

describe('the preview of a site coming soon', () => {
  it('is a link that works once, for 15 minutes, on its own site only, and becomes an HttpOnly grant cookie', async () => {
    const owner = await signIn(SOON_SITE.owner);
    const link = await previewLink(owner);
    expect(link.hostname).toBe('immo-tweede.localhost');
    const stored = await env.DB.prepare('SELECT token_hash FROM site_preview_links WHERE site_id = ?1').bind(SOON_SITE.id).all<{ token_hash: string }>();
    expect(stored.results.map((row) => row.token_hash)).not.toContain(link.token);

    const foreign = await visit('http://localhost', link.token);
    expect(foreign.status).toBe(303);
    expect(previewCookie(foreign)).toBeUndefined();

    const used = await visit(SITE, link.token);
    expect(used.status).toBe(303);
    expect(used.headers.get('Location')).toBe('/nl/');
    expect(previewCookie(used)).toBeDefined();
    expect(used.headers.get('Set-Cookie')).toMatch(/; Max-Age=28[78]\d\d; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(used.headers.get('Set-Cookie')).not.toContain('Secure');
    expect(used.headers.get('Cache-Control')).toBe('no-store');

    const again = await visit(SITE, link.token);
    expect(previewCookie(again)).toBeUndefined();

    const overHttps = await visit('https://immo-tweede.localhost', (await previewLink(owner)).token);
    expect(overHttps.headers.get('Set-Cookie')).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);

    const late = await previewLink(owner);
    later(PREVIEW_LINK_MS + 1000);
    expect(previewCookie(await visit(SITE, late.token))).toBeUndefined();
  });

  it('lets the grant see the real pages, noindex and private, never kept; a visitor after it still gets the soon page', async () => {
    const owner = await signIn(SOON_SITE.owner);
    const cookie = previewCookie(await visit(SITE, (await previewLink(owner)).token))!;
    for (const path of ['/nl/', '/nl/over-ons', '/nl/over-ons']) {
      const { response, body } = await html(`${SITE}${path}`, { headers: { Cookie: cookie } });
      expect(response.status, path).toBe(200);
      expect(isSoonPage(body), path).toBe(false);
      expect(body, path).toContain('Ardennes Habitat');
      expect(response.headers.get('X-Robots-Tag'), path).toBe('noindex');
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-store');
      expect(response.headers.get(PAGE_CACHE_HEADER), path).toBeNull();
    }
    const visitor = await html(`${SITE}/nl/over-ons`);
    expect(isSoonPage(visitor.body)).toBe(true);
    expect(visitor.response.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    // The islands' ajax answers the preview too.
    expect((await get(`${SITE}/nl/ajax/search-city?q=durbuy`, { headers: { Cookie: cookie } })).status).toBe(200);
    // A made-up grant is no grant.
    expect(isSoonPage((await html(`${SITE}/nl/`, { headers: { Cookie: `site-preview=${'x'.repeat(43)}` } })).body)).toBe(true);
  });

  it('checks the grant with the platform at most once a minute, and not past its 8 hours', async () => {
    const owner = await signIn(SOON_SITE.owner);
    const cookie = previewCookie(await visit(SITE, (await previewLink(owner)).token))!;
    expect(isSoonPage((await html(`${SITE}/nl/`, { headers: { Cookie: cookie } })).body)).toBe(false);
    await env.DB.prepare('DELETE FROM site_preview_grants WHERE site_id = ?1').bind(SOON_SITE.id).run();
    expect(isSoonPage((await html(`${SITE}/nl/`, { headers: { Cookie: cookie } })).body), 'remembered for a minute').toBe(false);
    later(PREVIEW_CHECK_MS + 1);
    expect(isSoonPage((await html(`${SITE}/nl/`, { headers: { Cookie: cookie } })).body), 'asked again after a minute').toBe(true);
    vi.useRealTimers();

    forgetPreviewChecks();
    const expiring = previewCookie(await visit(SITE, (await previewLink(owner)).token))!;
    later(8 * 60 * 60 * 1000 + 1000);
    expect(isSoonPage((await html(`${SITE}/nl/`, { headers: { Cookie: expiring } })).body)).toBe(true);
  });

  it('refuses a preview link of a site the user has no role on (404) and lets an editor make one', async () => {
    const other = await signIn('owner@immo-scheldeland.localhost');
    expect((await consoleApi(other, 'POST', `/sites/${SOON_SITE.id}/preview`)).status).toBe(404);
    await member('editor-preview@example.be', SOON_SITE.id, 'editor');
    const editor = await signIn('editor-preview@example.be');
    expect(previewCookie(await visit(SITE, (await previewLink(editor)).token))).toBeDefined();
  });
});

describe('publishing', () => {
  it('is for owners: an editor gets 403 and the site stays coming soon', async () => {
    await member('editor-publish@example.be', SOON_SITE.id, 'editor');
    const editor = await signIn('editor-publish@example.be');
    expect((await consoleApi(editor, 'POST', `/sites/${SOON_SITE.id}/publish`)).status).toBe(403);
    expect((await consoleApi(editor, 'POST', `/sites/${SOON_SITE.id}/unpublish`)).status).toBe(403);
    const row = await env.DB.prepare(`SELECT json_extract(document, '$.comingSoon') AS soon FROM sites WHERE id = ?1`)
      .bind(SOON_SITE.id)
      .first<{ soon: number }>();
    expect(row?.soon).toBe(1);
    expect((await consoleApi(editor, 'GET', `/sites/${SOON_SITE.id}/checklist`)).status).toBe(200);
  });

  it('shows the live home to the next visitor at once, records who did it, and goes back to coming soon', async () => {
    const owner = await signIn(SOON_SITE.owner);
    expect(isSoonPage((await html(`${SITE}/nl/`)).body)).toBe(true);
    const published = await consoleApi(owner, 'POST', `/sites/${SOON_SITE.id}/publish`);
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ live: true, cacheRetired: true, lastChange: { action: 'publish', by: SOON_SITE.owner } });
    later();
    const live = await html(`${SITE}/nl/`);
    expect(live.response.status).toBe(200);
    expect(isSoonPage(live.body)).toBe(false);
    expect(live.response.headers.get('X-Robots-Tag')).toBeNull();
    expect(await (await get(`${SITE}/robots.txt`)).text()).toContain('Sitemap:');

    expect((await consoleApi(owner, 'POST', `/sites/${SOON_SITE.id}/unpublish`)).status).toBe(200);
    later(); // from the time moved on above
    expect(isSoonPage((await html(`${SITE}/nl/`)).body)).toBe(true);
    const history = await env.DB.prepare('SELECT action, email FROM site_publications WHERE site_id = ?1 ORDER BY id').bind(SOON_SITE.id).all();
    expect(history.results).toEqual([
      { action: 'publish', email: SOON_SITE.owner },
      { action: 'unpublish', email: SOON_SITE.owner },
    ]);
  });

  it('publishes from the console: a confirmation page, then the home page says so', async () => {
    const owner = await signIn(SOON_SITE.owner);
    const confirm = await consolePage(owner, `/en/sites/${SOON_SITE.id}/publish`);
    expect(confirm).toContain('<h1>Publish Ardennes Habitat</h1>');
    const done = await consoleFetch(`/en/sites/${SOON_SITE.id}/publish`, { cookie: owner.cookie, form: { _csrf: owner.csrf, action: 'publish' } });
    expect(done.status).toBe(303);
    const home = await (await consoleFetch(done.headers.get('Location')!, { cookie: owner.cookie })).text();
    expect(home).toContain('Ardennes Habitat is live: visitors see the site.');
    const forged = await consoleFetch(`/en/sites/${SOON_SITE.id}/publish`, { cookie: owner.cookie, form: { _csrf: 'x', action: 'unpublish' } });
    expect(forged.status).toBe(403);
  });
});

describe('the checklist', () => {
  it('follows the data: legal data, logo, an active domain, a CRM whose test succeeded, a preview, the publish', async () => {
    const owner = await signIn(SOON_SITE.owner);
    await env.DB.prepare('DELETE FROM site_preview_links WHERE site_id = ?1').bind(SOON_SITE.id).run();
    await changeSite(SOON_SITE.id, { logo: null, legal: null });
    // A new agency has no listing yet (the demo gave this one some).
    await env.DB.batch([
      env.DB.prepare('DELETE FROM estate_collection_members WHERE estate_id IN (SELECT id FROM estates WHERE site_id = ?1)').bind(SOON_SITE.id),
      env.DB.prepare('DELETE FROM estates WHERE site_id = ?1').bind(SOON_SITE.id),
    ]);
    expect(await checklist(owner)).toEqual({ legal: false, theme: false, domain: false, crm: false, listing: false, review: false, publish: false });
    // The first listing's step offers both ways to one.
    const first = await consolePage(owner, '/en/');
    expect(first).toContain('0 of 7 steps done');
    expect(first.match(/<span class="state">\(to do\)<\/span>/g)).toHaveLength(7);
    expect(first).toContain(`<a href="/en/sites/${SOON_SITE.id}/estates/new">Add a listing</a>`);
    expect(first).toContain(`<a href="/en/sites/${SOON_SITE.id}/crm">Connect your CRM</a>`);

    await changeSite(SOON_SITE.id, {
      legal: {
        company: 'Ardennes Habitat SRL',
        enterpriseNumber: '0123.456.749',
        title: { fr: 'agent immobilier agréé IPI' },
        vatRegime: 'subject',
        insurer: { name: 'AXA Belgium', policy: 'RC-123' },
        deontologyUrl: 'https://www.ipi.be/deontologie',
        privacy: { controller: 'Ardennes Habitat SRL', email: 'privacy@ardennes-habitat.be' },
      },
      logo: '/assets/media/logo.svg',
    });
    expect(await checklist(owner)).toMatchObject({ legal: true, theme: true, domain: false });

    const now = new Date().toISOString();
    await env.DB.prepare(`INSERT INTO custom_hostnames (hostname, site_id, status, created_at) VALUES ('www.ardennes-habitat.be', ?1, 'pending', ?2)`)
      .bind(SOON_SITE.id, now)
      .run();
    expect((await checklist(owner)).domain).toBe(false);
    await env.DB.prepare(`UPDATE custom_hostnames SET status = 'active' WHERE hostname = 'www.ardennes-habitat.be'`).run();
    const ingest = await env.DB.prepare(`INSERT INTO connections (site_id, kind, token_hash, created_at) VALUES (?1, 'ingest', 'hash', ?2) RETURNING id`)
      .bind(SOON_SITE.id, now)
      .first<number>('id');
    expect(await checklist(owner), 'a connection never tested').toMatchObject({ domain: true, crm: false, review: false });
    expect((await consoleApi(owner, 'POST', `/sites/${SOON_SITE.id}/crm/connections/${ingest}/test`)).status).toBe(200);
    expect((await checklist(owner)).crm).toBe(true);
    // The first listing online, from any source: here the ingest connection's.
    await upsertListings(env.DB, SOON_SITE.id, [
      { source: 'ingest-test', externalId: 'first', transaction: 'sale', status: 'available', type: 'HOUSE', address: { postalCode: '6900' } },
    ]);
    expect((await checklist(owner)).listing).toBe(true);

    await previewLink(owner);
    expect((await checklist(owner)).review, 'a link made is not a preview').toBe(false);
    await visit(SITE, (await previewLink(owner)).token);
    expect((await checklist(owner)).review).toBe(true);
    expect(await consolePage(owner, '/en/')).toMatch(/Review the pages(?:<\/a>)?<\/span> <span class="state">\(done\)<\/span>/);

    await consoleApi(owner, 'POST', `/sites/${SOON_SITE.id}/publish`);
    expect(await checklist(owner)).toEqual({ legal: true, theme: true, domain: true, crm: true, listing: true, review: true, publish: true });
    const home = await consolePage(owner, '/en/');
    expect(home).toContain('7 of 7 steps done');
  });

  it('is read-only for an editor: the states, the preview button, no publish', async () => {
    await member('editor-checklist@example.be', SOON_SITE.id, 'editor');
    const editor = await signIn('editor-checklist@example.be');
    await changeSite(SOON_SITE.id, { legal: null });
    const home = await consolePage(editor, '/en/');
    expect(home).toMatch(/<ol\b.*Legal data<\/span> <span class="state">\(to do\)<\/span>/s);
    expect(home).toContain(`action="/en/sites/${SOON_SITE.id}/preview"`);
    expect(home).not.toContain(`/en/sites/${SOON_SITE.id}/publish`);
    expect(home).not.toContain(`/en/sites/${SOON_SITE.id}/legal`);
    expect(home).toContain('only an owner can publish');
    expect((await consoleFetch(`/en/sites/${SOON_SITE.id}/publish`, { cookie: editor.cookie })).status).toBe(403);

    // The preview button: a page with the one-time link (no cross-origin redirect after a form), which works.
    const made = await consoleFetch(`/en/sites/${SOON_SITE.id}/preview`, { cookie: editor.cookie, form: { _csrf: editor.csrf } });
    expect(made.status).toBe(201);
    const address = /href="(http:\/\/immo-tweede\.localhost\/_preview\/[A-Za-z0-9_-]{43})"/.exec(await made.text())?.[1];
    expect(address).toBeDefined();
    expect(previewCookie(await get(address!, { redirect: 'manual' }))).toBeDefined();
    expect((await consoleFetch(`/en/sites/${SOON_SITE.id}/preview`, { cookie: editor.cookie, form: { _csrf: 'forged' } })).status).toBe(403);
  });
});
