import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RawPage } from '../../../../shared/contract/raw/page';
import { readDraftItem } from '../../../../worker/platform/drafts/store';
import { XSS_VECTORS } from '../../../unit/fixtures/xss-vectors';
import { consoleFetch, signIn } from '../../console-helpers';
import { later, postForm } from '../../draft-helpers';
import { html } from '../../helpers';

// Rich text sanitised: the XSS vectors the site's sanitiser tests use, now through
// the editor's save. Every vector goes in as a text section's HTML through the page
// editor's own form (a form post, as a browser without JavaScript sends it), is saved cleaned
// into the draft, and after the publish the public page carries none of it as markup.

const OWNER = 'owner@immo-scheldeland.localhost';

afterEach(() => vi.useRealTimers());

/** What no saved or published text may hold: a script, an event handler, a script address, a frame or an object. */
const UNSAFE = /<\s*(script|iframe|object|embed|svg|math|style|form|base|meta|link)\b|\son[a-z]+\s*=|(java|vb)script\s*:|data:text\/html/i;

describe('rich text through the page editor’s save', () => {
  it('keeps none of the known XSS vectors in the draft, and none reach the published page', async () => {
    const owner = await signIn(OWNER);
    const made = await postForm(owner, '/en/sites/1/pages', {
      'title.nl': 'Veilig',
      'url.nl': 'veilig',
      'url.fr': 'sur',
      'url.en': 'safe',
      'url.de': 'sicher',
    });
    expect(made.status).toBe(303);
    const pageId = Number(/pages\/(\d+)/.exec(made.headers.get('Location')!)![1]);
    const path = `/en/sites/1/pages/${pageId}`;
    const version = async () => /name="version" value="(\d+)"/.exec(await (await consoleFetch(path, { cookie: owner.cookie })).text())![1]!;
    expect((await postForm(owner, path, { op: 'add', type: 'htmlText', version: await version() })).status).toBe(303);

    const marker = (index: number) => `veilig-${index}`;
    for (const [index, vector] of XSS_VECTORS.entries()) {
      const saved = await postForm(owner, path, { op: 'section', index: '0', version: await version(), 'html.nl': `<p>${marker(index)}</p>${vector}` });
      expect(saved.status, vector).toBe(303);
      const draft = (await readDraftItem<RawPage>(env.DB, 1, 'page', String(pageId))).document!;
      const section = draft.sections[0]!;
      expect(section.type).toBe('htmlText');
      const kept = section.type === 'htmlText' ? (section.data.html.nl ?? '') : '';
      expect(kept, vector).toContain(marker(index));
      expect(kept, vector).not.toMatch(UNSAFE);
    }

    // The last vector's text published: the public page holds the text, and no markup of it.
    const published = await postForm(owner, '/en/sites/1/changes', { action: 'publish' });
    expect(published.status).toBe(303);
    later();
    const page = await html('http://localhost/nl/veilig');
    expect(page.response.status).toBe(200);
    const main = /<main[\s\S]*?<\/main>/.exec(page.body)![0];
    expect(main).toContain(marker(XSS_VECTORS.length - 1));
    expect(main).not.toMatch(UNSAFE);
  });
});
