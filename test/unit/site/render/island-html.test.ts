import { beforeEach, describe, expect, it } from 'vitest';
import { forgetIslandHtml, keepIslandsOf, keptIslandHtml } from '../../../../worker/site/render/island-html';

// Islands' server HTML kept per isolate (worker/site/render/island-html.ts): taken from a
// finished page by island and props, and only where writing it again as it is gives the page
// React would render.

/** An island as React writes it: its props' JSON escaped in the attribute. */
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');
const island = (name: string, props: object, html: string) =>
  `<agency-island data-island="${name}" data-props="${escaped(JSON.stringify(props))}">${html}</agency-island>`;

beforeEach(() => {
  forgetIslandHtml();
});

describe('keepIslandsOf', () => {
  it('keeps each island of a page by its name and its props as JSON', () => {
    const menu = { items: [{ label: "Rock 'n' roll & co", href: '/nl/te-koop', current: true }] };
    const nav = '<nav class="main-nav"><a href="/nl/te-koop" aria-current="page">Rock &#x27;n&#x27; roll &amp; co</a></nav>';
    const count = '<a href="/nl/favorieten">Mijn favorieten<!-- --> <span>0</span></a>';
    keepIslandsOf(`<header>${island('main-navigation', menu, nav)}${island('favorites-count', {}, count)}</header><main></main>`);
    expect(keptIslandHtml('main-navigation', JSON.stringify(menu))).toBe(nav);
    expect(keptIslandHtml('favorites-count', '{}')).toBe(count);
    expect(keptIslandHtml('favorites-count', '{"count":1}')).toBeUndefined();
  });

  it('keeps lazily loaded images and finished Suspense boundaries', () => {
    const html = '<!--$--><img src="/a.jpg" alt="" loading="lazy"/><!--/$-->';
    keepIslandsOf(island('estate-list', { page: 1 }, html));
    expect(keptIslandHtml('estate-list', '{"page":1}')).toBe(html);
  });

  it.each([
    ['an image React preloads', '<img src="/a.jpg" alt=""/>'],
    ['a stylesheet React hoists', '<link rel="stylesheet" href="/a.css"/>'],
    ['a script', '<script>1</script>'],
    ['an id of useId, numbered by its place in the page', '<label for="_R_1b_">Naam</label><input id="_R_1b_"/>'],
    ['a Suspense boundary still pending', '<!--$?--><template id="B:0"></template><p>…</p><!--/$-->'],
    ['a form’s state', '<!--F!--><form></form>'],
    ['another island inside (never rendered so: cut at the inner one’s end)', '<agency-island data-island="back-to-top" data-props="{}"><button>'],
  ])('renders again an island with %s', (_, html) => {
    keepIslandsOf(island('contact-form', { estate: 7 }, html));
    expect(keptIslandHtml('contact-form', '{"estate":7}')).toBeUndefined();
  });
});
