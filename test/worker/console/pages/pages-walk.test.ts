import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import words from '../../../../locales/console.json';
import { readDraftItem } from '../../../../worker/platform/drafts/store';
import { consolePage, signIn, type Who } from '../../console-helpers';
import { later, postForm, previewFromEditor } from '../../draft-helpers';
import { get, html } from '../../helpers';
import { TEXT } from '../../locale-words';

// A page's way from the console to the site, as the pages browser walk takes it
// (test/e2e/console/pages/console-pages.test.ts keeps its keyboard and axe): what each screen
// says after its form (the menus, the employees, the changes with who made each and when, the
// publish and the rollback), the preview with the page in the main menu, and the settings saved
// live. Site 1 of the demo, whose owner signs in.

const OWNER = 'owner@immo-scheldeland.localhost';

afterEach(() => vi.useRealTimers());

/** The page a form's answer sends the browser to (its Location), as the signed-in user gets it. */
const answerPage = async (who: Who, answer: Response) => {
  expect(answer.status, /<p class="(?:alert|field-error)"[^>]*>[^<]*/.exec(await answer.clone().text())?.[0]).toBe(303);
  return (await consolePage(who, answer.headers.get('Location')!)).replaceAll('<!-- -->', '');
};
const draftVersion = async (kind: 'page' | 'navigation' | 'entities', key: string) => String((await readDraftItem(env.DB, 1, kind, key as 'main')).version);

describe("a new page's walk from the console to the site", () => {
  it('puts the page in the main menu beside a new employee; the changes name each by whom and when; previewed, published, rolled back', async () => {
    const owner = await signIn(OWNER);
    const made = await postForm(owner, '/en/sites/1/pages', {
      'title.nl': 'Nieuws',
      'title.fr': 'Actualités',
      'title.en': 'News',
      'title.de': 'Neuigkeiten',
      'url.nl': 'nieuws',
      'url.fr': 'actualites',
      'url.en': 'news',
      'url.de': 'neuigkeiten',
    });
    expect(made.status).toBe(303);
    const editor = made.headers.get('Location')!.split('?')[0]!;
    const id = editor.split('/').pop()!;
    const op = async (form: Record<string, string>) =>
      expect((await postForm(owner, editor, { ...form, version: await draftVersion('page', id) })).status).toBe(303);
    await op({ op: 'add', type: 'htmlText' });
    await op({ op: 'section', index: '0', 'html.nl': '<p>Ons nieuws van de week</p>' });
    await op({ op: 'add', type: 'sectionTitle' });
    await op({ op: 'section', index: '1', 'title.nl': 'Het laatste nieuws' });
    await op({ op: 'up', index: '1' });

    // The page in the main menu: the menus screen says it is saved, with the new item's form.
    const menus = await answerPage(
      owner,
      await postForm(owner, '/en/sites/1/menus/main', { op: 'add', kind: 'page', page: id, version: await draftVersion('navigation', 'main') }),
    );
    expect(menus).toContain(`<p class="notice" role="status">${words.pages.saved.en} `);
    expect(menus).toMatch(/<form [^>]*aria-label="Main menu: Nieuws"/);

    // An employee: the employees screen shows her under her name.
    const employees = await answerPage(
      owner,
      await postForm(owner, '/en/sites/1/content/employees', {
        op: 'add',
        version: await draftVersion('entities', 'employees'),
        firstname: 'Ann',
        lastname: 'Peeters',
        'function.nl': 'Makelaar',
        email: 'ann@redactie.be',
        phone: '',
        mobile: '',
        officeId: '',
        'description.nl': '',
      }),
    );
    expect(employees).toContain('<h2>Ann Peeters</h2>');

    // The changes screen: each change with who made it and when, the newest last.
    const changes = (await consolePage(owner, '/en/sites/1/changes')).replaceAll('<!-- -->', '');
    const listed = [...(/<ul class="changes">(.*?)<\/ul>/s.exec(changes)?.[1] ?? '').matchAll(/<li>(.*?)<\/li>/gs)].map((item) => item[1]);
    const by = `by ${OWNER} on \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d`;
    expect(listed).toEqual([
      expect.stringMatching(new RegExp(`^Page <strong>Nieuws</strong> \\(new\\), ${by}$`)),
      expect.stringMatching(new RegExp(`^<strong>Main menu</strong> \\(changed\\), ${by}$`)),
      expect.stringMatching(new RegExp(`^<strong>Employees</strong> \\(changed\\), ${by}$`)),
    ]);

    // The preview: the page with its title above its text, and in the main menu.
    const cookie = await previewFromEditor(owner, '/nl/nieuws');
    const preview = await html('http://localhost/nl/nieuws', { headers: { Cookie: cookie } });
    expect(preview.response.status).toBe(200);
    expect(preview.body.indexOf('Het laatste nieuws')).toBeGreaterThan(-1);
    expect(preview.body.indexOf('Het laatste nieuws')).toBeLessThan(preview.body.indexOf('Ons nieuws van de week'));
    expect(new RegExp(`<nav[^>]*aria-label="${TEXT.nl.nav.main}"[^>]*>.*?</nav>`, 's').exec(preview.body)?.[0]).toContain('href="/nl/nieuws"');

    // Published: the changes screen says so, and visitors get the page; rolled back: they get a 404 again.
    const published = await answerPage(owner, await postForm(owner, '/en/sites/1/changes', { action: 'publish' }));
    expect(published).toContain(words.changes.done.publish.en);
    later();
    const live = await html('http://localhost/nl/nieuws');
    expect(live.response.status).toBe(200);
    expect(live.body).toContain('Het laatste nieuws');
    const publication = /name="publication" value="(\d+)"/.exec(published)![1]!;
    const rolledBack = await answerPage(owner, await postForm(owner, '/en/sites/1/changes', { action: 'rollback', publication }));
    expect(rolledBack).toContain(words.changes.done.rollback.en);
    later();
    expect((await get('http://localhost/nl/nieuws')).status).toBe(404);
  });

  it('saves the settings live: the screen says so, with what was ticked', async () => {
    const owner = await signIn(OWNER);
    const saved = await answerPage(owner, await postForm(owner, '/en/sites/1/settings', { hidden: '5', to: 'leads@redactie.be', from: '' }));
    expect(saved).toContain(`<p class="notice" role="status">${words.settings.saved.en}</p>`);
    expect(saved).toContain('<input type="checkbox" id="settings-hidden-SOLD" name="hidden" checked="" value="5"/>');
    expect(saved).toContain('value="leads@redactie.be"');
  });
});
