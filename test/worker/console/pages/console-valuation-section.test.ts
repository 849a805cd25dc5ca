import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { RawPage } from '../../../../shared/contract/raw/page';
import { readDraftItem } from '../../../../worker/platform/drafts/store';
import { consoleFetch, signIn } from '../../console-helpers';
import { postForm } from '../../draft-helpers';

// The valuation wizard is a section the console's page editor adds to any page,
// with its own title (the rest of it is the site's).

const OWNER = 'owner@immo-scheldeland.localhost';

describe('the valuation wizard in the page editor', () => {
  it('is added to a page as a section of its own kind and takes a title per language', async () => {
    const owner = await signIn(OWNER);
    const about = (await env.DB.prepare(`SELECT id FROM pages WHERE site_id = 1 AND page_key = 'about'`).first<{ id: number }>())!.id;
    const path = `/en/sites/1/pages/${about}`;
    const version = async () => /name="version" value="(\d+)"/.exec(await (await consoleFetch(path, { cookie: owner.cookie })).text())![1]!;
    const editor = await (await consoleFetch(path, { cookie: owner.cookie })).text();
    expect(editor).toMatch(/<option value="valuationWizard">Step-by-step valuation request<\/option>/);
    expect((await postForm(owner, path, { op: 'add', type: 'valuationWizard', version: await version() })).status).toBe(303);
    const added = (await readDraftItem<RawPage>(env.DB, 1, 'page', String(about))).document!;
    const index = added.sections.length - 1;
    expect(added.sections[index]).toMatchObject({ type: 'valuationWizard', data: { title: null } });
    const saved = await postForm(owner, path, {
      op: 'section',
      index: String(index),
      version: await version(),
      'title.nl': 'Wat is uw woning waard?',
      'title.fr': 'Que vaut votre bien ?',
    });
    expect(saved.status).toBe(303);
    const draft = (await readDraftItem<RawPage>(env.DB, 1, 'page', String(about))).document!;
    expect(draft.sections[index]).toMatchObject({ type: 'valuationWizard', data: { title: { nl: 'Wat is uw woning waard?', fr: 'Que vaut votre bien ?' } } });
    expect(await (await consoleFetch(path, { cookie: owner.cookie })).text()).toContain(`id="s${index}-title-nl"`);
  });
});
