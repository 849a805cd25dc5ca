import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RawPage } from '../../../../shared/contract/raw/page';
import { readDraftItem } from '../../../../worker/platform/drafts/store';
import { consolePage, signIn, type Who } from '../../console-helpers';
import { later, postForm as post, previewFromEditor as previewAs } from '../../draft-helpers';
import { html } from '../../helpers';

// A section the agency added and never filled (a call to action without its title or button) is
// marked incomplete in the pages editor, listed on the changes screen, and left out of the live
// page when the draft is published, which says so; the draft keeps it to finish. The preview of
// the draft says at its top that visitors do not see it; the live site never does.

const SITE = 'http://localhost';
const OWNER = 'owner@immo-scheldeland.localhost';
const BAR = 'Voorbeeld: bezoekers zien dit niet';

afterEach(() => vi.useRealTimers());

const aboutId = () =>
  env.DB.prepare(`SELECT id FROM pages WHERE site_id = 1 AND page_key = 'about'`)
    .first<{ id: number }>()
    .then((row) => row!.id);
const livePage = async (id: number) =>
  JSON.parse((await env.DB.prepare('SELECT document FROM pages WHERE site_id = 1 AND id = ?1').bind(id).first<{ document: string }>())!.document) as RawPage;
const versionOf = async (who: Who, id: number) => /name="version" value="(\d+)"/.exec(await consolePage(who, `/en/sites/1/pages/${id}`))![1]!;
const edit = async (who: Who, id: number, form: Record<string, string>) => {
  const answer = await post(who, `/en/sites/1/pages/${id}`, { version: await versionOf(who, id), ...form });
  expect(answer.status).toBe(303);
  return answer.headers.get('Location')!;
};

describe('an incomplete section', () => {
  it('is marked in the editor, listed on the changes screen, and left out of the published page while its draft keeps it', async () => {
    const owner = await signIn(OWNER);
    const about = await aboutId();
    const sections = (await livePage(about)).sections.length;

    // A call to action added and left empty; a title added and filled.
    await edit(owner, about, { op: 'add', type: 'callToAction' });
    const titled = await edit(owner, about, { op: 'add', type: 'sectionTitle' });
    expect(titled).toMatch(/open=\d+&focus=summary-\d+$/);
    await edit(owner, about, { op: 'section', index: String(sections + 1), 'title.nl': 'Klaar voor u' });
    const draft = (await readDraftItem<RawPage>(env.DB, 1, 'page', String(about))).document!;
    const [empty, title] = draft.sections.slice(sections);
    expect([empty?.type, title?.type]).toEqual(['callToAction', 'sectionTitle']);

    const editor = (await consolePage(owner, `/en/sites/1/pages/${about}?open=${empty!.id}`)).replace(/<!-- -->/g, '');
    expect(editor).toContain('Still to fill in: title, button text, button link. Until then this section is not published.');
    expect(editor).toMatch(new RegExp(`id="section-${empty!.id}"[\\s\\S]*?incomplete`));

    const changes = (await consolePage(owner, '/en/sites/1/changes')).replace(/<!-- -->/g, '');
    expect(changes).toContain('These sections still lack their content. Publishing leaves them out until they are finished; visitors do not see them.');
    expect(changes).toContain(`Over Immo Scheldeland: section ${sections + 1} (Call to action)`);
    expect(changes).not.toContain(`section ${sections + 2} (Title)`);

    expect((await post(owner, '/en/sites/1/changes', { action: 'publish' })).status).toBe(303);
    later();
    expect((await consolePage(owner, '/en/sites/1/changes?done=publish')).replace(/<!-- -->/g, '')).toContain(
      'Incomplete sections were left out: they are listed below.',
    );

    // Live: the finished title, not the empty band; the draft still has it to finish.
    const live = await livePage(about);
    expect(live.sections.map((section) => section.id)).toContain(title!.id);
    expect(live.sections.map((section) => section.id)).not.toContain(empty!.id);
    expect((await readDraftItem<RawPage>(env.DB, 1, 'page', String(about))).document!.sections.map((section) => section.id)).toContain(empty!.id);
    const { body } = await html(`${SITE}/nl/over-ons`);
    expect(body).toContain('<h2>Klaar voor u</h2>');
    expect(body).not.toContain('call-to-action');
    expect(body).not.toMatch(/href=""|<h2[^>]*><\/h2>/);
  });
});

describe('the preview', () => {
  it('says at its top that visitors do not see it, in a landmark of its own; the live site has no such bar', async () => {
    const owner = await signIn(OWNER);
    const cookie = await previewAs(owner, '/nl/over-ons');
    const preview = await html(`${SITE}/nl/over-ons`, { headers: { Cookie: cookie } });
    expect(preview.body).toMatch(new RegExp(`<aside class="preview-bar" aria-label="Voorbeeld"><p>${BAR}</p></aside>`));
    expect(preview.response.headers.get('X-Robots-Tag')).toBe('noindex');
    const french = await html(`${SITE}/fr/a-propos`, { headers: { Cookie: cookie } });
    expect(french.body).toContain('Aperçu : les visiteurs ne voient pas ceci');

    const live = await html(`${SITE}/nl/over-ons`);
    expect(live.response.status).toBe(200);
    expect(live.body).not.toContain('preview-bar');
    expect(live.body).not.toContain(BAR);
  });
});
