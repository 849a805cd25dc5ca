import { describe, expect, it } from 'vitest';
import { CONSOLE, consolePage, signIn } from '../../console-helpers';
import { postForm } from '../../draft-helpers';
import { bodyOf, get } from '../../helpers';
import { formIn, redirectedTo, send } from '../../page-forms';

// The console's rich-text editor is a script over a textarea: without JavaScript the field stays
// the textarea, its toolbar hidden, and the section's form sent as it is saves the text cleaned.
// (The editor at work, and axe on the screen without its script, are the browser's:
// test/e2e/client/console/console-editor.test.ts.)

const OWNER = 'owner@immo-scheldeland.localhost';

describe('a rich-text field without JavaScript', () => {
  it('is the textarea, no toolbar shown; the section’s form sent as it is saves the text cleaned, which the editor shows back', async () => {
    const owner = await signIn(OWNER);
    const titles = { 'title.nl': 'Over ons', 'title.fr': 'À propos', 'title.en': 'About', 'title.de': 'Über uns' };
    const urls = { 'url.nl': 'over-ons-opmaak', 'url.fr': 'a-propos-opmaak', 'url.en': 'about-layout', 'url.de': 'ueber-uns-layout' };
    const made = await postForm(owner, '/en/sites/1/pages', { ...titles, ...urls });
    expect(made.status, await made.clone().text()).toBe(303);
    const editor = new URL(made.headers.get('Location')!, CONSOLE).pathname;
    const version = /name="version" value="(\d+)"/.exec(await consolePage(owner, editor))![1]!;
    expect((await postForm(owner, editor, { op: 'add', type: 'htmlText', version })).status).toBe(303);

    const headers = { Cookie: owner.cookie, 'CF-Connecting-IP': '203.0.113.10' };
    const page = `${CONSOLE}${editor}`;
    const body = await bodyOf(await get(page, { headers }), 200);
    const form = /<form [^>]*aria-label="1\. Text"[\s\S]*?<\/form>/.exec(body)![0];
    // Without its script the toolbar stays hidden and the textbox is the textarea itself.
    const toolbars = form.match(/<div role="toolbar"[^>]*>/g) ?? [];
    expect(toolbars.length).toBeGreaterThan(0);
    for (const toolbar of toolbars) expect(toolbar).toContain('hidden=""');
    expect(form).toMatch(/<label [^>]*for="s0-html-nl"[^>]*>Text \(Dutch\)/);
    const section = await formIn(page, body, 'form[aria-label="1. Text"]');
    expect(section.controls.find((control) => control.name === 'html.nl')?.tag).toBe('textarea');

    const typed = { 'html.nl': '<h1 class="Title">Wie we zijn</h1><p style="color:red">Een <b>tuin</b><script>alert(1)</script></p>' };
    const { response } = await send(section, typed, { headers, button: 'Save' });
    expect(response.status).toBe(303);
    const saved = await bodyOf(await get(redirectedTo(response, page).replace(/#.*$/, ''), { headers }), 200);
    expect(saved).toMatch(/<p class="notice" role="status">Saved in the draft/);
    const shown = await formIn(page, saved, 'form[aria-label="1. Text"]');
    expect(shown.controls.find((control) => control.name === 'html.nl')?.value).toBe('<h2>Wie we zijn</h2><p>Een <strong>tuin</strong></p>');
  });
});
