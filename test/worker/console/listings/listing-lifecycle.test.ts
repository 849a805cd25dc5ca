import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import words from '../../../../locales/console.json';
import type { ConsoleEstateDraft, ConsoleEstates } from '../../../../shared/contract/console-listings';
import { brusselsTime } from '../../../../shared/format/brussels-time';
import { forgetPreviewChecks } from '../../../../worker/site/middleware/coming-soon';
import { consoleFetch, member, signIn, type Who } from '../../console-helpers';
import { later, postForm, previewFromEditor } from '../../draft-helpers';
import { consoleApi } from '../../golive-helpers';
import { detailPage, get, priceOn } from '../../helpers';
import { COMPLETE_FACTS, GHENT_HOUSE } from '../../listing-fixtures';
import { TEXT } from '../../locale-words';

// A console listing's life (docs/console-listings.md): its draft previewed as the site's detail
// page (to a preview grant alone), every publish kept as a version, an earlier one published
// again, the listing taken offline and back; each refused over another save with who and when,
// to an editor while the owners publish editors' changes, and to another agency (404). Site 1
// of the demo (Immo Scheldeland, on localhost); site 2 is another agency.

const OWNER = 'owner@immo-scheldeland.localhost';
const STRANGER = 'owner@ardennes-habitat.localhost';

/** A house for sale in Ghent with every fact its ad must show, and a description in rich text (a script in it too). */
const HOUSE = {
  ...GHENT_HOUSE,
  'title.nl': 'Herenhuis aan de Veldstraat',
  'title.fr': 'Maison de maître rue Veldstraat',
  'description.nl': '<h2>Ligging</h2><p>Vlakbij <strong>het station</strong>.</p><script>alert(1)</script>',
  ...COMPLETE_FACTS,
};

afterEach(() => vi.useRealTimers());

const draftOf = async (who: Who, draftId: string) => (await (await consoleApi(who, 'GET', `/sites/1/estate-drafts/${draftId}`)).json()) as ConsoleEstateDraft;
const listed = async (who: Who, reference: string) =>
  ((await (await consoleApi(who, 'GET', `/sites/1/estates?q=${reference}`)).json()) as ConsoleEstates).estates;

/** Saves the house as a new draft (published when `publish`); answers the draft's path and id. */
async function house(who: Who, reference: string, publish: boolean, site = 1): Promise<{ path: string; id: string }> {
  const saved = await postForm(who, `/en/sites/${site}/estates/new`, { ...HOUSE, reference, version: '0', action: publish ? 'publish' : 'save' });
  expect(saved.status).toBe(303);
  const path = saved.headers.get('Location')!.split('?')[0]!;
  return { path, id: path.split('/').pop()! };
}

/** Publishes the draft again with a field changed, as the form does. */
async function republish(who: Who, path: string, reference: string, fields: Record<string, string>): Promise<void> {
  const version = /name="version" value="(\d+)"/.exec(await (await consoleFetch(path, { cookie: who.cookie })).text())![1]!;
  const answer = await postForm(who, path, { ...HOUSE, reference, ...fields, version, action: 'publish' });
  expect(answer.status).toBe(303);
}

describe('a console listing’s preview', () => {
  it('shows the draft as the site’s detail page, its rich text sanitized, to a preview grant alone', async () => {
    const owner = await signIn(OWNER);
    const { path, id } = await house(owner, 'LIFE-PREVIEW', false);
    // Stored as the console's rich text keeps it.
    expect((await draftOf(owner, id)).record.description).toEqual({ nl: '<h2>Ligging</h2><p>Vlakbij <strong>het station</strong>.</p>' });
    const editor = await (await consoleFetch(path, { cookie: owner.cookie })).text();
    expect(editor).toContain(`name="to" value="/en/_listing/${id}"`);
    expect(editor).toContain(words.listingVersions.previewButton.en);

    const address = `http://localhost/nl/_listing/${id}`;
    expect((await get(address)).status).toBe(404);
    const cookie = await previewFromEditor(owner, `/nl/_listing/${id}`);
    const preview = await get(address, { headers: { Cookie: cookie } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(preview.headers.get('Cache-Control')).toBe('private, no-store');
    const page = await preview.text();
    expect(page).toContain('Herenhuis aan de Veldstraat');
    expect(page).toContain('<h2>Ligging</h2><p>Vlakbij <strong>het station</strong>.</p>');
    expect(page).not.toContain('alert(1)');
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    // The bar that says it is a preview, in the page's language: in Dutch, and in French with the same grant.
    expect(page).toContain(`<aside class="preview-bar" aria-label="${TEXT.nl.a11y.previewLabel}"><p>${TEXT.nl.a11y.previewBar}</p></aside>`);
    const french = await get(`http://localhost/fr/_listing/${id}`, { headers: { Cookie: cookie } });
    expect(french.status).toBe(200);
    const frenchPage = await french.text();
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(frenchPage)?.[1]).toBe('Maison de maître rue Veldstraat');
    expect(frenchPage).toContain(`<aside class="preview-bar" aria-label="${TEXT.fr.a11y.previewLabel}"><p>${TEXT.fr.a11y.previewBar}</p></aside>`);
    // Not published: not on the site's list.
    expect(await listed(owner, 'LIFE-PREVIEW')).toEqual([]);
    // Another agency's draft is no draft of this site, whatever the grant.
    const { id: theirs } = await house(await signIn(STRANGER), 'LIFE-THEIRS', false, 2);
    forgetPreviewChecks();
    expect((await get(`http://localhost/nl/_listing/${theirs}`, { headers: { Cookie: cookie } })).status).toBe(404);
  });
});

describe('a published console listing in a preview of the site', () => {
  it('shows its changes not published yet at its own address, to the grant alone', async () => {
    const owner = await signIn(OWNER);
    const { path } = await house(owner, 'LIFE-PENDING', true);
    const version = /name="version" value="(\d+)"/.exec(await (await consoleFetch(path, { cookie: owner.cookie })).text())![1]!;
    expect((await postForm(owner, path, { ...HOUSE, reference: 'LIFE-PENDING', 'price.amount': '379000', version, action: 'save' })).status).toBe(303);
    const [estate] = await listed(owner, 'LIFE-PENDING');
    expect(priceOn((await detailPage(estate!.id)).body)).toContain('385.000');
    const cookie = await previewFromEditor(owner, `/nl/_listing/${path.split('/').pop()}`);
    const short = await get(`http://localhost/nl/aanbod/${estate!.id}`, { headers: { Cookie: cookie } });
    const previewed = await get(new URL(short.headers.get('Location')!, 'http://localhost').href, { headers: { Cookie: cookie } });
    expect(priceOn(await previewed.text())).toContain('379.000');
    later();
    expect(priceOn((await detailPage(estate!.id)).body)).toContain('385.000');
  });
});

describe('a console listing’s versions', () => {
  it('keeps every publish, and publishes an earlier version again through the upsert', async () => {
    const owner = await signIn(OWNER);
    const { path, id } = await house(owner, 'LIFE-ROLLBACK', true);
    await republish(owner, path, 'LIFE-ROLLBACK', { 'price.amount': '379000' });
    const [estate] = await listed(owner, 'LIFE-ROLLBACK');
    expect(estate).toMatchObject({ price: 379000, source: 'console' });
    // The site's detail page shows the description's rich text, sanitized.
    later();
    const detail = await detailPage(estate!.id);
    expect(detail.body).toContain('<div class="estate-detail__description prose"><h2>Ligging</h2><p>Vlakbij <strong>het station</strong>.</p></div>');
    expect(priceOn(detail.body)).toContain('379.000');
    const before = await draftOf(owner, id);
    expect(before.versions.map((version) => version.price)).toEqual([379000, 385000]);

    const screen = await (await consoleFetch(`${path}/versions`, { cookie: owner.cookie })).text();
    expect(screen).toContain(words.listingVersions.online.en);
    expect(screen).toContain(words.listingVersions.current.en);
    const older = before.versions[1]!;
    const restored = await postForm(owner, `${path}/versions/${older.id}/restore`, { version: String(before.version) });
    expect(restored.status).toBe(303);
    expect(restored.headers.get('Location')).toBe(`${path}/versions?done=restored&n=1`);

    const [after] = await listed(owner, 'LIFE-ROLLBACK');
    expect(after).toMatchObject({ id: estate!.id, price: 385000 });
    const draft = await draftOf(owner, id);
    expect(draft.versions[0]).toMatchObject({ number: 3, price: 385000, restoredFrom: older.id, restoredNumber: 1, publishedBy: OWNER });
    const told = (await (await consoleFetch(restored.headers.get('Location')!, { cookie: owner.cookie })).text()).replaceAll('<!-- -->', '');
    expect(told).toContain(words.listingVersions.restored.en.replace('{{n}}', '1'));
    // The versions' table: the new one says which it published again.
    expect(told).toMatch(new RegExp(`<td data-label="${words.listingVersions.number.en}">3 \\(version 1 again\\)</td>`));
    later();
    expect(priceOn((await detailPage(estate!.id)).body)).toContain('385.000');
    // The form opens at the version now online.
    expect(await (await consoleFetch(path, { cookie: owner.cookie })).text()).toContain('value="385000"');
  });

  it('takes a listing offline and puts it back online', async () => {
    const owner = await signIn(OWNER);
    const { path, id } = await house(owner, 'LIFE-OFFLINE', true);
    const [online] = await listed(owner, 'LIFE-OFFLINE');
    expect((await detailPage(online!.id)).status).toBe(200);
    const withdrawn = await postForm(owner, `${path}/withdraw`, { version: String((await draftOf(owner, id)).version) });
    expect(withdrawn.status).toBe(303);
    expect(await (await consoleFetch(withdrawn.headers.get('Location')!, { cookie: owner.cookie })).text()).toContain(
      `role="status">${words.listingVersions.withdrawn.en}</p>`,
    );
    expect(await listed(owner, 'LIFE-OFFLINE')).toEqual([]);
    later();
    expect((await detailPage(online!.id)).status).toBe(404);
    const offline = await draftOf(owner, id);
    expect(offline).toMatchObject({ estateId: null, withdrawnBy: OWNER });
    const screen = await (await consoleFetch(`${path}/versions`, { cookie: owner.cookie })).text();
    expect(screen).toContain(words.listingVersions.reinstate.en);

    const back = await postForm(owner, `${path}/reinstate`, { version: String(offline.version) });
    expect(back.status).toBe(303);
    expect(await (await consoleFetch(back.headers.get('Location')!, { cookie: owner.cookie })).text()).toContain(
      `role="status">${words.listingVersions.reinstated.en}</p>`,
    );
    // Back at the same address.
    expect(await listed(owner, 'LIFE-OFFLINE')).toEqual([expect.objectContaining({ id: online!.id })]);
    expect(await draftOf(owner, id)).toMatchObject({ estateId: online!.id, withdrawnBy: null, withdrawnAt: null });
    later();
    expect((await detailPage(online!.id)).status).toBe(200);
  });

  it('refuses a restore, a withdrawal and a publish over another save, saying who and when, nothing changed', async () => {
    const owner = await signIn(OWNER);
    const colleague = 'listings-colleague@example.be';
    await member(colleague, 1, 'owner');
    const { path, id } = await house(owner, 'LIFE-CONFLICT', true);
    await republish(owner, path, 'LIFE-CONFLICT', { 'price.amount': '379000' });
    const opened = await draftOf(owner, id);
    // The colleague saves the form (not published) after the owner opened the versions screen.
    const other = await signIn(colleague);
    expect(
      (await postForm(other, path, { ...HOUSE, reference: 'LIFE-CONFLICT', 'price.amount': '350000', version: String(opened.version), action: 'save' })).status,
    ).toBe(303);

    const restore = await postForm(owner, `${path}/versions/${opened.versions[1]!.id}/restore`, { version: String(opened.version) });
    expect(restore.status).toBe(409);
    const said = await restore.text();
    expect(said).toContain(colleague);
    expect(said).toContain(words.listingVersions.conflict.en.split('{{at}}')[1]!.slice(0, 30).replace('’', '&#x27;'));
    const withdraw = await postForm(owner, `${path}/withdraw`, { version: String(opened.version) });
    expect(withdraw.status).toBe(409);
    expect(await withdraw.text()).toContain(colleague);
    expect(await listed(owner, 'LIFE-CONFLICT')).toEqual([expect.objectContaining({ price: 379000 })]);

    // Opened again, a restore is still refused over the colleague's changes not published, naming them.
    const pending = await postForm(owner, `${path}/versions/${opened.versions[1]!.id}/restore`, { version: String((await draftOf(owner, id)).version) });
    expect(pending.status).toBe(409);
    expect(await pending.text()).toContain(colleague);

    // A publish from the form opened before the colleague's save: refused, what was typed kept.
    const publish = await postForm(owner, path, {
      ...HOUSE,
      reference: 'LIFE-CONFLICT',
      'price.amount': '371000',
      version: String(opened.version),
      action: 'publish',
    });
    expect(publish.status).toBe(409);
    const form = await publish.text();
    expect(form).toContain(colleague);
    // When, in Brussels time as every time in the console.
    expect(form).toContain(brusselsTime((await draftOf(owner, id)).updatedAt!));
    expect(form).toContain('value="371000"');
    expect(await listed(owner, 'LIFE-CONFLICT')).toEqual([expect.objectContaining({ price: 379000 })]);
  });

  it('follows the site’s approval setting: an editor restores and withdraws unless owners publish editors’ changes', async () => {
    const owner = await signIn(OWNER);
    const editor = 'lifecycle-editor@example.be';
    await member(editor, 1, 'editor');
    const { path, id } = await house(owner, 'LIFE-EDITOR', true);
    await republish(owner, path, 'LIFE-EDITOR', { 'price.amount': '379000' });
    const who = await signIn(editor);
    await env.DB.prepare('UPDATE sites SET owner_approval = 1 WHERE id = 1').run();
    try {
      const draft = await draftOf(who, id);
      expect(draft.mayPublish).toBe(false);
      const screen = await (await consoleFetch(`${path}/versions`, { cookie: who.cookie })).text();
      expect(screen).toContain(words.listingVersions.approvalRequired.en);
      expect(screen).not.toContain(`${path}/withdraw`);
      expect(screen).not.toContain('/restore');
      const restore = await postForm(who, `${path}/versions/${draft.versions[1]!.id}/restore`, { version: String(draft.version) });
      expect(restore.status).toBe(403);
      expect((await postForm(who, `${path}/withdraw`, { version: String(draft.version) })).status).toBe(403);
      expect(await listed(owner, 'LIFE-EDITOR')).toEqual([expect.objectContaining({ price: 379000 })]);
    } finally {
      await env.DB.prepare('UPDATE sites SET owner_approval = 0 WHERE id = 1').run();
    }
    const draft = await draftOf(who, id);
    expect((await postForm(who, `${path}/versions/${draft.versions[1]!.id}/restore`, { version: String(draft.version) })).status).toBe(303);
    expect(await listed(owner, 'LIFE-EDITOR')).toEqual([expect.objectContaining({ price: 385000 })]);
    expect((await postForm(who, `${path}/withdraw`, { version: String((await draftOf(who, id)).version) })).status).toBe(303);
    expect(await listed(owner, 'LIFE-EDITOR')).toEqual([]);
  });

  it('is no listing, draft or version of another agency: 404', async () => {
    const owner = await signIn(OWNER);
    const { id } = await house(owner, 'LIFE-WALL', true);
    const [version] = (await draftOf(owner, id)).versions;
    const stranger = await signIn(STRANGER);
    for (const site of [1, 2]) {
      const base = `/en/sites/${site}/estates/drafts/${id}`;
      expect((await consoleFetch(`${base}/versions`, { cookie: stranger.cookie })).status).toBe(404);
      expect((await postForm(stranger, `${base}/versions/${version!.id}/restore`, { version: '1' })).status).toBe(404);
      expect((await postForm(stranger, `${base}/withdraw`, { version: '1' })).status).toBe(404);
      expect((await postForm(stranger, `${base}/reinstate`, { version: '1' })).status).toBe(404);
    }
    expect(await listed(owner, 'LIFE-WALL')).toHaveLength(1);
  });
});
