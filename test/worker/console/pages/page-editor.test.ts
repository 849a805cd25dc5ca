import { beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE, consolePage, signIn, type Who } from '../../console-helpers';
import { postForm } from '../../draft-helpers';
import { bodyOf, get } from '../../helpers';
import { formIn, type PageForm, send } from '../../page-forms';

// The page editor with eight sections, in Dutch and French, as its forms answer without
// JavaScript: the sections collapsed with the first one open; moving a section up lands on it
// open, renumbered, its summary the one focused as the page loads, and down brings it back;
// removing a section asks first, "cancel" leads back to it open; confirmed, the section before it
// is open and focused, the screen says so. The keyboard, the languages' tabs, the height at
// 1280 px and axe: test/e2e/console/pages/console-page-editor.test.ts. Site 1 of the demo.

const KINDS = ['sectionTitle', 'htmlText', 'callToAction', 'imageWithText', 'contactForm', 'reviews', 'employees', 'offices'];
const WORDS = {
  nl: {
    up: 'Omhoog',
    down: 'Omlaag',
    remove: 'Verwijderen',
    yes: 'Ja, verwijderen',
    cancel: 'Annuleren',
    removed: 'Blok verwijderd',
    incomplete: 'onvolledig',
  },
  fr: { up: 'Monter', down: 'Descendre', remove: 'Retirer', yes: 'Oui, retirer', cancel: 'Annuler', removed: 'Bloc retiré', incomplete: 'incomplet' },
} as const;

let owner: Who;
/** The editor's address without its language: `/sites/1/pages/{id}`. */
let editor = '';

beforeAll(async () => {
  owner = await signIn('owner@immo-scheldeland.localhost');
  const made = await postForm(owner, '/en/sites/1/pages', {
    'title.nl': 'Blokken',
    'url.nl': 'blokken',
    'url.fr': 'blocs',
    'url.en': 'blocks',
    'url.de': 'bloecke',
  });
  expect(made.status).toBe(303);
  editor = made.headers.get('Location')!.split('?')[0]!.replace(/^\/en/, '');
  for (const type of KINDS) {
    const version = /name="version" value="(\d+)"/.exec(await consolePage(owner, `/en${editor}`))![1]!;
    expect((await postForm(owner, `/en${editor}`, { op: 'add', type, version })).status).toBe(303);
  }
});

/** A console page as the signed-in owner's browser gets it (200), its text nodes joined. */
const screen = async (path: string) => (await bodyOf(await get(`${CONSOLE}${path}`, { headers: { Cookie: owner.cookie } }), 200)).replaceAll('<!-- -->', '');

/** The editor's sections in order: each one's id, heading, whether it is open and whether its summary is focused as the page loads. */
function sections(body: string) {
  const list = /<ol class="sections"[^>]*>([^]*?)<\/ol>\s*<h2 id="add-section"/.exec(body)?.[1] ?? '';
  return [...list.matchAll(/<li id="(section-\d+)"[^>]*>\s*<details name="sections"( open="")?>\s*<summary ([^>]*)><h3>([^<]*)<\/h3>([^]*?)<\/summary>/g)].map(
    ([, id, open, summary, heading, line]) => ({ id: id!, heading: heading!, open: Boolean(open), focused: /autofocus=""/.test(summary!), line: line! }),
  );
}

/** The form of `body` (served at `path`) with the hidden `op` and `index` given. */
async function opForm(path: string, body: string, op: string, index: number): Promise<PageForm> {
  for (let nth = 0; ; nth += 1) {
    const form = await formIn(`${CONSOLE}${path}`, body, 'form.inline', nth);
    const value = (name: string) => form.controls.find((control) => control.name === name)?.value;
    if (value('op') === op && value('index') === String(index)) return form;
  }
}

/** Sends a form as a browser without JavaScript; answers where its redirect leads (a 303 asked). */
async function sent(form: PageForm, button?: string): Promise<string> {
  const { response } = await send(form, {}, { headers: { Cookie: owner.cookie }, ...(button ? { button } : {}) });
  expect(response.status, await response.clone().text()).toBe(303);
  return response.headers.get('Location')!;
}

describe.each(['nl', 'fr'] as const)('the page editor in %s', (language) => {
  const words = WORDS[language];
  it('opens the first section alone; moves a section up and down, landing on it; asks before removing, "cancel" leads back', async () => {
    const path = `/${language}${editor}`;
    const page = await screen(path);
    const first = sections(page);
    expect(first.map((section) => section.open)).toEqual([true, false, false, false, false, false, false, false]);
    expect(first[0]!.line).toContain(words.incomplete);

    // The sixth section up: the editor again with it fifth, open alone, its summary focused as the page loads.
    const { id, heading } = first[5]!;
    expect(page).toContain(`<button type="submit" aria-label="${words.up}: ${heading}">${words.up}</button>`);
    const up = await sent(await opForm(path, page, 'up', 5));
    expect(up).toMatch(new RegExp(`open=\\d+&focus=${id.replace('section', 'summary')}$`));
    const moved = await screen(up);
    expect(sections(moved).map((section) => [section.id, section.heading, section.open, section.focused])[4]).toEqual([
      id,
      heading.replace(/^6\./, '5.'),
      true,
      true,
    ]);
    expect(sections(moved).filter((section) => section.open || section.focused)).toHaveLength(1);
    // And down again, landing on it sixth.
    const down = await sent(await opForm(up, moved, 'down', 4));
    expect(down).toMatch(new RegExp(`focus=${id.replace('section', 'summary')}$`));
    expect(sections(await screen(down))[5]).toMatchObject({ id, heading, open: true, focused: true });

    // Removing the last section asks first; "cancel" leads back to it, open and focused, all eight there.
    const last = first[7]!;
    const link = new RegExp(`<a href="(${path}/sections/${last.id.replace('section-', '')}/remove)" class="danger-link">${words.remove}<`).exec(page);
    expect(link, 'the remove link').not.toBeNull();
    const question = await screen(link![1]!);
    expect(question).toMatch(new RegExp(`<button type="submit"[^>]*>${words.yes}</button>`));
    const cancel = new RegExp(`<a href="([^"]*)"[^>]*>${words.cancel}</a>`).exec(question)?.[1]?.replaceAll('&amp;', '&');
    expect(cancel).toBe(`${path}?open=${last.id.replace('section-', '')}&focus=${last.id.replace('section', 'summary')}`);
    const back = sections(await screen(cancel!));
    expect(back).toHaveLength(8);
    expect(back[7]).toMatchObject({ id: last.id, open: true, focused: true });
  });
});

describe('removing a section', () => {
  it('removes it once confirmed and lands on the section before it, open and focused, saying so', async () => {
    const path = `/nl${editor}`;
    const before = sections(await screen(path));
    const question = `${path}/sections/${before[7]!.id.replace('section-', '')}/remove`;
    const body = await screen(question);
    const removed = await sent(await formIn(`${CONSOLE}${question}`, body, `form[action="${question}"]`), WORDS.nl.yes);
    expect(removed).toContain('removed=1');
    const after = await screen(removed);
    expect(after).toMatch(new RegExp(`<p class="notice" role="status">${WORDS.nl.removed} `));
    const left = sections(after);
    expect(left).toHaveLength(7);
    expect(left[6]).toMatchObject({ id: before[6]!.id, open: true, focused: true });
  });
});
