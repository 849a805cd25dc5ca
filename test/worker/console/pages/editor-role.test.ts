import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDraftItem } from '../../../../worker/platform/drafts/store';
import { consolePage, member, signIn, type Who } from '../../console-helpers';
import { later, postForm, previewFromEditor } from '../../draft-helpers';
import { get, html } from '../../helpers';

// An editor's day, as the editor-role browser walk takes it (test/e2e/console/pages/console-editor-role.test.ts
// keeps its keyboard and axe): an editor (not an owner) of site 1 changes the home page's hero
// and an employee's phone number, previews both, publishes; adds a French page with a text and a
// title above it to the main menu, publishes, and rolls that publication back. Each form is
// sent whole, as the screen gives it, with the one field changed.

const EDITOR = 'redacteur@immo-scheldeland.be';
const HERO = 'Uw thuis in het Waasland';
const PHONE = '+32 9 444 55 66';

afterEach(() => vi.useRealTimers());

/** The fields of the form named `label` (its aria-label) on a console page: its inputs' and textareas' names and values. */
function formFields(page: string, label: string): Record<string, string> {
  const start = page.indexOf(`<form aria-label="${label}"`);
  expect(start, `a form named ${label}`).toBeGreaterThan(-1);
  const form = page.slice(start, page.indexOf('</form>', start));
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input [^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (!name || (/type="(checkbox|radio)"/.test(input) && !input.includes('checked=""')) || /type="file"/.test(input)) continue;
    fields[name] = decode(/value="([^"]*)"/.exec(input)?.[1] ?? '');
  }
  for (const [, attributes, text] of form.matchAll(/<textarea ([^>]*)>([^<]*)<\/textarea>/g)) fields[/name="([^"]*)"/.exec(attributes!)![1]!] = decode(text!);
  return fields;
}

const header = (body: string) => /<header[^>]*>.*?<\/header>/s.exec(body)?.[0] ?? '';
const draftVersion = async (kind: 'page' | 'navigation', key: string) => String((await readDraftItem(env.DB, 1, kind, key as 'main')).version);

/** Publishes the draft from the changes screen, as the editor; the next visitor's page comes after the cache generations are read again. */
async function publish(who: Who): Promise<void> {
  expect((await postForm(who, '/en/sites/1/changes', { action: 'publish' })).status).toBe(303);
  later();
}

describe("an editor's day in the console", () => {
  it('changes the hero text and a phone number, previews, publishes; adds a French page to the French menu; rolls it back', async () => {
    await member(EDITOR, 1, 'editor');
    const editor = await signIn(EDITOR, '203.0.113.61');

    // The home page's hero (its first section, a title) and the first employee's phone number.
    const home = await env.DB.prepare(`SELECT id FROM pages WHERE site_id = 1 AND page_key = 'home'`).first<number>('id');
    const homeEditor = `/en/sites/1/pages/${home}`;
    const hero = formFields(await consolePage(editor, homeEditor), '1. Title');
    expect((await postForm(editor, homeEditor, { ...hero, 'title.nl': HERO })).status).toBe(303);
    const employees = await consolePage(editor, '/en/sites/1/content/employees');
    const name = /<li><h2>([^<]+)<\/h2>/.exec(employees)![1]!;
    const person = formFields(employees, name);
    expect(person.phone).not.toBe(PHONE);
    expect((await postForm(editor, '/en/sites/1/content/employees', { ...person, phone: PHONE })).status).toBe(303);

    // The preview shows both; a visitor sees neither yet.
    const cookie = await previewFromEditor(editor, '/nl/');
    expect((await html('http://localhost/nl/', { headers: { Cookie: cookie } })).body).toMatch(new RegExp(`<h1[^>]*>${HERO}</h1>`));
    expect((await html('http://localhost/nl/over-ons', { headers: { Cookie: cookie } })).body).toContain(PHONE);
    expect((await html('http://localhost/nl/')).body).not.toContain(HERO);

    // Published by the editor: the public pages show both.
    await publish(editor);
    expect((await html('http://localhost/nl/')).body).toMatch(new RegExp(`<h1[^>]*>${HERO}</h1>`));
    expect((await html('http://localhost/nl/over-ons')).body).toContain(PHONE);

    // A French page with a text and a title above it, in the main menu.
    // Site 1 speaks four languages: the page has a title and an address in each.
    const made = await postForm(editor, '/en/sites/1/pages', {
      'title.nl': 'Nieuws',
      'url.nl': 'nieuws',
      'title.fr': 'Nouvelles',
      'url.fr': 'nouvelles',
      'title.en': 'News',
      'url.en': 'news',
      'title.de': 'Neuigkeiten',
      'url.de': 'neuigkeiten',
    });
    expect(made.status).toBe(303);
    const page = made.headers.get('Location')!.split('?')[0]!;
    const id = page.split('/').pop()!;
    for (const form of [
      { op: 'add', type: 'htmlText' },
      { op: 'section', index: '0', 'html.fr': '<p>Nos nouvelles de la semaine</p>' },
      { op: 'add', type: 'sectionTitle' },
      { op: 'section', index: '1', 'title.fr': 'Les dernières nouvelles' },
      { op: 'up', index: '1' },
    ] as Record<string, string>[])
      expect((await postForm(editor, page, { ...form, version: await draftVersion('page', id) })).status).toBe(303);
    const added = await postForm(editor, '/en/sites/1/menus/main', { op: 'add', kind: 'page', page: id, version: await draftVersion('navigation', 'main') });
    expect(added.status).toBe(303);
    await publish(editor);
    const french = await html('http://localhost/fr/nouvelles');
    expect(french.response.status).toBe(200);
    const main = french.body.slice(french.body.indexOf('<main'));
    expect(/<h[12][^>]*>([^<]*)<\/h[12]>/.exec(main)?.[1]).toBe('Les dernières nouvelles');
    expect(main.indexOf('Nos nouvelles de la semaine'), 'the text, under its title').toBeGreaterThan(main.indexOf('Les dernières nouvelles'));
    expect(header((await html('http://localhost/fr/')).body)).toContain('href="/fr/nouvelles"');

    // Rolled back: the French page and its menu item are gone; the hero and the phone number stay.
    const changes = await consolePage(editor, '/en/sites/1/changes');
    const newest = /name="publication" value="(\d+)"/.exec(changes)![1]!;
    expect((await postForm(editor, '/en/sites/1/changes', { action: 'rollback', publication: newest })).status).toBe(303);
    later();
    expect((await get('http://localhost/fr/nouvelles')).status).toBe(404);
    expect(header((await html('http://localhost/fr/')).body)).not.toContain('href="/fr/nouvelles"');
    expect((await html('http://localhost/nl/')).body).toMatch(new RegExp(`<h1[^>]*>${HERO}</h1>`));
    expect((await html('http://localhost/nl/over-ons')).body).toContain(PHONE);
  });
});
