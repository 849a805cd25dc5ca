import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import words from '../../../../locales/console.json';
import { adminSite, CONSOLE, consolePage, landing, signIn, type Who } from '../../console-helpers';
import { later } from '../../draft-helpers';
import { get, html } from '../../helpers';
import { fieldsOf, formIn, formOnPage, type PageForm, send, type Typed } from '../../page-forms';
import { png } from '../../png';

// A picture in a page, uploaded in the console, as the media browser walk takes it
// (test/e2e/console/media/console-media.test.ts keeps axe, the picture loaded in the editor and
// the sized copy the preview and the site load): the section's form sent as a browser without
// JavaScript sends it (a PNG its camera app named .jpg), refused beside the French alt text with
// the picture kept, then saved; no page for visitors until the publish; then the picture with its
// alt text in each language. A live agency of its own, made as an operator does.

const OPERATOR = 'operator@agency-sites.localhost';
const HOST = 'http://www.beeldbank.test';
const ALT = { nl: 'De etalage van ons kantoor aan de Korenmarkt', fr: 'La vitrine de notre agence au Korenmarkt' };
const SECTION = 'form[aria-label="1. Image and text"]';
let operator: Who;
let siteId: number;

afterEach(() => vi.useRealTimers());

beforeAll(async () => {
  siteId = await adminSite('Immo Beeldbank', 'www.beeldbank.test', ['nl', 'fr']);
  operator = await signIn(OPERATOR);
});

const cookie = () => ({ headers: { Cookie: operator.cookie } });

/** A multipart form sent without JavaScript: its own fields with what is typed, and the chosen file (if any). */
function sendWithFile(form: PageForm, typed: Typed, file?: File): Promise<Response> {
  const body = new FormData();
  for (const [key, value] of fieldsOf(form, typed).fields) body.append(key, value);
  if (file) body.set('image', file);
  return get(form.action, { method: 'POST', body, headers: { Cookie: operator.cookie, Origin: CONSOLE, Referer: form.page }, redirect: 'manual' });
}

/** The one form of `body` whose button says `label`, alone, for formIn. */
function formWith(body: string, label: string): string {
  const found = (body.match(/<form\b[^>]*>[\s\S]*?<\/form>/g) ?? []).filter((form) => form.includes(`>${label}</button>`));
  expect(found, label).toHaveLength(1);
  return found[0]!;
}

/** The picture of the page's image-and-text section, as a visitor gets it. */
const picture = (body: string) => /<img [^>]*class="image-with-text__image"[^>]*>/.exec(body)?.[0] ?? '';
const attribute = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];

describe('a picture in a page, uploaded in the console without JavaScript', () => {
  it('is refused beside the missing French alt text with the picture kept, saved once given, and shown with its alt text once published', async () => {
    const pages = `${CONSOLE}/en/sites/${siteId}/pages`;
    const create = await formOnPage(pages, 'form[aria-labelledby="new-page"]', cookie());
    const typedNames = { 'title.nl': 'Etalage', 'url.nl': 'etalage', 'title.fr': 'Vitrine', 'url.fr': 'vitrine' };
    const editor = await landing(operator, (await send(create, typedNames, cookie())).response, pages);
    const added = await landing(
      operator,
      (await send(await formIn(editor.url, editor.body, 'form[aria-label="Add a section"]'), { type: 'imageWithText' }, cookie())).response,
      editor.url,
    );

    const typed = {
      'image.alt.nl': ALT.nl,
      'title.nl': 'Kom eens langs',
      'html.nl': '<p>Elke week <b>nieuwe</b> woningen in de etalage.</p>',
      imagePosition: 'right',
    };
    const photo = new File([await png(1200, 800)], 'etalage.jpg', { type: 'image/jpeg' });
    const refused = await sendWithFile(await formIn(added.url, added.body, SECTION), typed, photo);
    const again = await refused.text();
    expect(refused.status).toBe(400);
    expect(again).toContain('<p class="field-error" id="s0-image-alt-fr-error">Describe the picture in this language.</p>');
    expect(again).toMatch(/<input [^>]*id="s0-image-alt-fr"[^>]*aria-invalid="true"/);
    // The picture itself was kept: shown with its Dutch alt text, not to be chosen again.
    expect(again.match(new RegExp(`<img [^>]*alt="${ALT.nl}"`, 'g'))).toHaveLength(1);

    const saved = await landing(operator, await sendWithFile(await formIn(added.url, again, SECTION), { 'image.alt.fr': ALT.fr }), added.url);
    expect(saved.body).toContain(`<p class="notice" role="status">${words.pages.saved.en}`);

    // Not for visitors yet; published, in each language with its alt text.
    later();
    expect((await get(`${HOST}/nl/etalage`)).status).toBe(404);
    const changes = `${CONSOLE}/en/sites/${siteId}/changes`;
    const publish = await formIn(changes, formWith(await consolePage(operator, new URL(changes).pathname), 'Publish the changes'), 'form');
    const published = await landing(operator, (await send(publish, {}, cookie())).response, changes);
    expect(published.body).toContain(words.changes.done.publish.en);
    later();
    const dutch = await html(`${HOST}/nl/etalage`);
    expect(dutch.response.status).toBe(200);
    const img = picture(dutch.body);
    expect(attribute(img, 'alt')).toBe(ALT.nl);
    expect(attribute(img, 'src')).toMatch(/^\/assets\/media\/sized\/site\/\d+\/image-[0-9a-f]{16}\.png\/800$/);
    expect(/<section [^>]*class="[^"]*image-with-text--right[^"]*"[^>]*>[\s\S]*?<h2[^>]*>([^<]*)<\/h2>/.exec(dutch.body)?.[1]).toBe('Kom eens langs');
    expect(attribute(picture((await html(`${HOST}/fr/vitrine`)).body), 'alt')).toBe(ALT.fr);
  });
});
