import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import words from '../../../../locales/console.json';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import type { DraftState, WaitingDraft } from '../../../../shared/contract/console-drafts';
import type { RawPage } from '../../../../shared/contract/raw/page';
import { brusselsTime } from '../../../../shared/format/brussels-time';
import { readDraftItem, saveDraftItem } from '../../../../worker/platform/drafts/store';
import { platform } from '../../../../worker/platform/demo/embedded';
import { consoleFetch, member, signIn } from '../../console-helpers';
import { later, postForm } from '../../draft-helpers';
import { html } from '../../helpers';

// Editors' changes published by an owner (docs/publishing.md, "Approval"): the owners' switch in
// Settings, off by default (editors publish as before); on, the platform refuses an editor's
// publish, discard and rollback (403) and the editor submits the draft instead: it waits, with
// who and when, on the changes screen and the first page, until an owner publishes it or sends
// it back with a note. Site 1 of the demo (Immo Scheldeland, live on localhost).

const SITE = 'http://localhost';
const OWNER = 'owner@immo-scheldeland.localhost';
const EDITOR = 'approval-editor@example.be';
const STRANGER = 'owner@ardennes-habitat.localhost';

type Who = { cookie: string; csrf: string };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A console API call as the console makes it: the session, the CSRF token (unless `csrf` says otherwise), a JSON body. */
async function api(who: Who, method: string, path: string, body: unknown = {}, csrf: string | null = who.csrf): Promise<Response> {
  const headers = new Headers({ [SESSION_HEADER]: who.cookie.split('=')[1]!, 'Content-Type': 'application/json' });
  if (csrf !== null) headers.set(CSRF_HEADER, csrf);
  const bindings = { DB: env.DB, CACHE: env.CACHE, RATE_LIMITER: env.RATE_LIMITER, OUTBOX_QUEUE: env.OUTBOX_QUEUE, CONSOLE_OPERATORS: env.CONSOLE_OPERATORS };
  return platform.fetch(
    new Request(`https://platform.test/console-api${path}`, { method, headers, body: method === 'GET' ? undefined : JSON.stringify(body) }),
    bindings,
  );
}

async function aboutPage(): Promise<RawPage> {
  const row = await env.DB.prepare(`SELECT document FROM pages WHERE site_id = 1 AND page_key = 'about'`).first<{ document: string }>();
  return JSON.parse(row!.document) as RawPage;
}

/** The editor retitles the about page in the draft (Dutch): the change an owner is to approve. */
async function retitle(title: string): Promise<void> {
  const about = await aboutPage();
  const { version } = await readDraftItem(env.DB, 1, 'page', String(about.id));
  const saved = await saveDraftItem(env.DB, 1, 'page', String(about.id), { ...about, title: { ...about.title, nl: title } }, version, EDITOR, new Date());
  expect(saved.saved).toBe(true);
}

/** The about page's title as a visitor gets it (the document's <title>, before the agency's name). */
async function visitorTitle(): Promise<string | undefined> {
  later();
  const { body } = await html(`${SITE}/nl/over-ons`);
  return /<title>([^<]*?)(?: [|–-] [^<]*)?<\/title>/.exec(body)?.[1]?.trim();
}

const drafts = async (who: Who) => (await (await api(who, 'GET', '/sites/1/drafts')).json()) as DraftState;
const page = async (who: Who, path: string) => {
  const response = await consoleFetch(path, { cookie: who.cookie });
  expect(response.status, path).toBe(200);
  return response.text();
};

/** The settings screen's switch, as its markup says it (ticked: `checked=""`). */
const approvalSwitch = (settings: string) => /<input type="checkbox" id="approval-required"[^>]*>/.exec(settings)?.[0] ?? 'none';

/** Turns the owners' switch on or off through the settings screen's form. */
async function requireApproval(owner: Who, on: boolean): Promise<void> {
  const saved = await postForm(owner, '/en/sites/1/settings/approval', on ? { required: '1' } : {});
  expect(saved.status).toBe(303);
  expect(saved.headers.get('Location')).toBe('/en/sites/1/settings?saved=1');
}

describe("editors' changes published by an owner", () => {
  it('is off by default: the settings show the switch unticked, and an editor publishes as before', async () => {
    await member(EDITOR, 1, 'editor');
    const owner = await signIn(OWNER);
    const editor = await signIn(EDITOR);
    const settings = await page(owner, '/en/sites/1/settings');
    expect(settings).toContain(words.approval.setting.en);
    expect(approvalSwitch(settings)).not.toContain('checked');
    expect(((await (await api(owner, 'GET', '/sites/1/settings')).json()) as { ownerApproval: boolean }).ownerApproval).toBe(false);

    await retitle('Over ons, door de redacteur');
    const changes = await page(editor, '/en/sites/1/changes');
    expect(changes).toContain(words.changes.publish.en);
    expect(changes).not.toContain(words.approval.submit.en);
    const published = await postForm(editor, '/en/sites/1/changes', { action: 'publish' });
    expect(published.status).toBe(303);
    expect(published.headers.get('Location')).toBe('/en/sites/1/changes?done=publish');
    expect(await visitorTitle()).toBe('Over ons, door de redacteur');
  });

  it("once on, refuses an editor's publish, discard and rollback (403), the draft unpublished; the screen and first page say an owner publishes", async () => {
    const owner = await signIn(OWNER);
    const editor = await signIn(EDITOR);
    await requireApproval(owner, true);
    const saved = await page(owner, '/nl/sites/1/settings?saved=1');
    expect(saved).toContain(`<p class="notice" role="status">${words.settings.saved.nl}</p>`);
    expect(approvalSwitch(saved)).toContain('checked=""');

    await retitle('Over ons, nog niet goedgekeurd');
    // The editor's first page (French) offers to submit the changes, not to publish them.
    const first = await page(editor, '/fr/');
    expect(first).toContain(`<a href="/fr/sites/1/changes">${words.approval.homeChanges.fr}</a>`);
    expect(first).not.toContain(`>${words.home.changes.fr}</a>`);
    const screen = await page(editor, '/en/sites/1/changes');
    expect(screen).toContain(words.approval.submit.en);
    expect(screen).toContain(words.approval.intro.en);
    expect(screen).not.toContain(`>${words.changes.publish.en}<`);
    expect(screen).not.toContain(`>${words.changes.discard.en}<`);
    expect(screen).not.toContain(`>${words.changes.rollback.en}<`);

    // Posted all the same (a page opened before the switch): the screen again, saying why. The
    // console knows the publish route's role: the platform is asked whether owners publish, never to publish.
    const asked = vi.spyOn(platform, 'fetch');
    const refused = await postForm(editor, '/en/sites/1/changes', { action: 'publish' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(words.approval.refused.en);
    const paths = asked.mock.calls.map(([request]) => `${(request as Request).method} ${new URL((request as Request).url).pathname}`);
    expect(paths).toContain('GET /console-api/sites/1/drafts/submission');
    expect(paths.filter((path) => path.startsWith('POST'))).toEqual([]);
    asked.mockRestore();
    const platformSays = await api(editor, 'POST', '/sites/1/drafts/publish');
    expect(platformSays.status).toBe(403);
    expect(await platformSays.json()).toMatchObject({ code: 'approvalRequired' });
    expect((await api(editor, 'POST', '/sites/1/drafts/discard')).status).toBe(403);
    const { publications } = await drafts(owner);
    expect((await api(editor, 'POST', `/sites/1/publications/${publications[0]!.id}/rollback`)).status).toBe(403);
    expect((await postForm(editor, '/en/sites/1/changes', { action: 'rollback', publication: String(publications[0]!.id) })).status).toBe(403);

    // Nothing moved: the change is still pending, visitors see the title published before.
    const state = await drafts(owner);
    expect(state.pending.map((change) => change.updatedBy)).toEqual([EDITOR]);
    expect(state.publications[0]!.id).toBe(publications[0]!.id);
    expect(await visitorTitle()).toBe('Over ons, door de redacteur');
  });

  it('lets the editor submit (their first page says so); the owner sees what waits, by whom, when (Brussels time) on both screens, and publishes', async () => {
    const owner = await signIn(OWNER);
    const editor = await signIn(EDITOR);
    const submitted = await postForm(editor, '/en/sites/1/changes', { action: 'submit' });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get('Location')).toBe('/en/sites/1/changes?done=submit');
    const { submission } = await drafts(owner);
    expect(submission).toMatchObject({ state: 'waiting', submittedBy: EDITOR, returnedBy: null, note: null });
    const at = brusselsTime(submission!.submittedAt);
    // Brussels time, not the stored UTC instant's digits.
    expect(at).not.toBe(submission!.submittedAt.slice(0, 16).replace('T', ' '));

    const told = await page(editor, '/en/sites/1/changes?done=submit');
    expect(told).toContain(words.changes.done.submit.en);
    expect(told).toContain(words.approval.waitsForOwner.en.replace('{{email}}', EDITOR).replace('{{at}}', at));
    expect(told).not.toContain(`>${words.approval.submit.en}<`);
    expect(await page(editor, '/fr/')).toContain(
      `<a href="/fr/sites/1/changes">${words.approval.homeSubmitted.fr.replace('{{email}}', EDITOR).replace('{{at}}', at)}</a>`,
    );

    const screen = await page(owner, '/en/sites/1/changes');
    expect(screen).toContain(words.approval.waitsForYou.en.replace('{{email}}', EDITOR).replace('{{at}}', at));
    expect(screen).toContain(words.approval.sendBack.en);
    expect(screen).toMatch(new RegExp(`<label for="return-note">${words.approval.note.en.replace(/[()]/g, '\\$&')}</label>`));
    expect(screen).toContain(words.changes.publish.en);
    const home = await page(owner, '/en/');
    expect(home).toContain(`<a href="/en/sites/1/changes">${words.approval.homeWaiting.one.en.replace('{{email}}', EDITOR).replace('{{at}}', at)}</a>`);
    const waiting = (await (await api(owner, 'GET', '/sites/1/drafts/submission')).json()) as WaitingDraft;
    expect(waiting).toMatchObject({ approval: true, pending: 1, submission: { state: 'waiting', submittedBy: EDITOR } });
    const french = await page(owner, '/fr/');
    expect(french).toContain(words.approval.homeWaiting.one.fr.replace('{{email}}', EDITOR).replace('{{at}}', at));

    const published = await postForm(owner, '/en/sites/1/changes', { action: 'publish' });
    expect(published.status).toBe(303);
    const done = await page(owner, published.headers.get('Location')!);
    expect(done).toContain(words.changes.done.publish.en);
    expect(done).not.toContain('id="return-note"');
    expect(await visitorTitle()).toBe('Over ons, nog niet goedgekeurd');
    const after = await drafts(owner);
    expect(after.pending).toEqual([]);
    expect(after.submission).toBeNull();
    expect(after.publications[0]).toMatchObject({ action: 'publish', by: OWNER });
    expect(await page(owner, '/en/')).not.toContain(words.approval.homeWaiting.one.en.split(' (')[0]);
  });

  it('lets the owner send the changes back with a note the editor reads; a note too long is the form again with what was typed', async () => {
    const owner = await signIn(OWNER);
    const editor = await signIn(EDITOR);
    await retitle('Over ons, met een tikfout');
    expect((await postForm(editor, '/en/sites/1/changes', { action: 'submit' })).status).toBe(303);

    const long = 'Te lang. '.repeat(120);
    const again = await postForm(owner, '/en/sites/1/changes', { action: 'return', note: long });
    expect(again.status).toBe(400);
    const form = await again.text();
    expect(form).toContain(words.errors.tooLong.en);
    expect(form).toContain('aria-invalid="true"');
    expect(form).toContain(long.trim());
    expect((await drafts(owner)).submission?.state).toBe('waiting');

    const returned = await postForm(owner, '/en/sites/1/changes', { action: 'return', note: 'Tikfout in de titel: "tikfout".' });
    expect(returned.status).toBe(303);
    expect(returned.headers.get('Location')).toBe('/en/sites/1/changes?done=return');
    const { submission, pending } = await drafts(owner);
    expect(submission).toMatchObject({ state: 'returned', submittedBy: EDITOR, returnedBy: OWNER, note: 'Tikfout in de titel: "tikfout".' });
    expect(pending).toHaveLength(1);

    const screen = await page(editor, '/nl/sites/1/changes');
    expect(screen).toContain(words.approval.returned.nl.replace('{{email}}', OWNER).replace('{{at}}', brusselsTime(submission!.returnedAt!)));
    expect(screen).toContain('Tikfout in de titel: &quot;tikfout&quot;.');
    expect(screen).toContain(words.approval.submit.nl);
    expect(await page(editor, '/nl/')).toContain(
      words.approval.homeReturned.nl.replace('{{email}}', OWNER).replace('{{at}}', brusselsTime(submission!.returnedAt!)),
    );
    // Nothing waits any more: a second send-back is refused, said on the screen.
    const twice = await postForm(owner, '/en/sites/1/changes', { action: 'return', note: '' });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain(words.approval.notWaiting.en);
    // Submitted again, the note is gone.
    expect((await api(editor, 'POST', '/sites/1/drafts/submit')).status).toBe(201);
    expect((await drafts(owner)).submission).toMatchObject({ state: 'waiting', note: null, returnedBy: null });
  });

  it("keeps another agency's owner out: 404 for the submission, submit and send-back, on the pages and the API; editors cannot send back", async () => {
    const stranger = await signIn(STRANGER);
    const editor = await signIn(EDITOR);
    const before = await env.DB.prepare('SELECT * FROM draft_submissions WHERE site_id = 1').first();
    expect((await api(stranger, 'GET', '/sites/1/drafts/submission')).status).toBe(404);
    expect((await api(stranger, 'POST', '/sites/1/drafts/submit')).status).toBe(404);
    expect((await api(stranger, 'POST', '/sites/1/drafts/return', { note: 'Niet van u' })).status).toBe(404);
    expect((await api(stranger, 'PUT', '/sites/1/settings/approval', { required: false })).status).toBe(404);
    expect((await postForm(stranger, '/en/sites/1/changes', { action: 'return', note: 'Niet van u' })).status).toBe(404);
    expect((await postForm(stranger, '/en/sites/1/changes', { action: 'submit' })).status).toBe(404);
    expect((await postForm(stranger, '/en/sites/1/settings/approval', {})).status).toBe(404);
    expect((await consoleFetch('/en/sites/1/changes', { cookie: stranger.cookie })).status).toBe(404);
    // The stranger's own first page says nothing of site 1's draft.
    expect(await page(stranger, '/en/')).not.toContain(EDITOR);
    // Send-back and the switch are the owners'.
    expect((await api(editor, 'POST', '/sites/1/drafts/return', { note: '' })).status).toBe(403);
    expect((await api(editor, 'PUT', '/sites/1/settings/approval', { required: false })).status).toBe(403);
    expect((await postForm(editor, '/en/sites/1/settings/approval', {})).status).toBe(403);
    expect(await env.DB.prepare('SELECT * FROM draft_submissions WHERE site_id = 1').first()).toEqual(before);
    expect(((await (await api(await signIn(OWNER), 'GET', '/sites/1/settings')).json()) as { ownerApproval: boolean }).ownerApproval).toBe(true);
  });

  it('refuses a submit, a send-back and the switch without the CSRF token (403), changing nothing', async () => {
    const owner = await signIn(OWNER);
    const editor = await signIn(EDITOR);
    expect((await api(owner, 'POST', '/sites/1/drafts/return', { note: '' })).status).toBe(200);
    const before = await env.DB.prepare('SELECT * FROM draft_submissions WHERE site_id = 1').first();
    expect(before).toMatchObject({ state: 'returned' });

    const noToken = await consoleFetch('/en/sites/1/changes', { cookie: editor.cookie, form: { action: 'submit' } });
    expect(noToken.status).toBe(403);
    expect(await noToken.text()).toContain(words.errors.csrf.en);
    expect((await postForm({ ...editor, csrf: 'not-the-token' }, '/en/sites/1/changes', { action: 'submit' })).status).toBe(403);
    expect((await consoleFetch('/en/sites/1/changes', { cookie: owner.cookie, form: { action: 'return', note: '' } })).status).toBe(403);
    expect((await consoleFetch('/en/sites/1/settings/approval', { cookie: owner.cookie, form: {} })).status).toBe(403);
    expect((await api(editor, 'POST', '/sites/1/drafts/submit', {}, null)).status).toBe(403);
    expect((await api(owner, 'PUT', '/sites/1/settings/approval', { required: false }, null)).status).toBe(403);
    expect(await env.DB.prepare('SELECT * FROM draft_submissions WHERE site_id = 1').first()).toEqual(before);
    expect(((await (await api(owner, 'GET', '/sites/1/settings')).json()) as { ownerApproval: boolean }).ownerApproval).toBe(true);

    // Switched off again, the editor publishes (and the publish ends the submission).
    await requireApproval(owner, false);
    expect((await postForm(editor, '/en/sites/1/changes', { action: 'publish' })).status).toBe(303);
    expect(await env.DB.prepare('SELECT * FROM draft_submissions WHERE site_id = 1').first()).toBeNull();
    expect(await visitorTitle()).toBe('Over ons, met een tikfout');
  });
});
