import { afterEach, describe, expect, it, vi } from 'vitest';
import words from '../../../../locales/console.json';
import { CONSOLE, consolePage, signIn, type Who } from '../../console-helpers';
import { later } from '../../draft-helpers';
import { html } from '../../helpers';
import { formIn, formOnPage, redirectedTo, send, type Typed } from '../../page-forms';

// A list of properties and its filter on a new page, as the sections browser walk takes them
// (test/e2e/console/pages/console-sections.test.ts keeps the preview framed beside its form at two
// widths, the move by keyboard and axe): each form sent as a browser without JavaScript sends it,
// the refused page size, each section's preview (what its frame shows), the filter moved above the
// list, the publish, and the public page with the properties and the filter. Every refusal and
// what each section saves: test/worker/console/pages/console-sections.test.ts. Site 1 of the demo, whose owner signs in.

const OWNER = 'owner@immo-scheldeland.localhost';
const SLUG = 'aanbod-walk';
let owner: Who;

afterEach(() => vi.useRealTimers());

const cookie = () => ({ headers: { Cookie: owner.cookie } });

/** A form of a console page sent without JavaScript; answers its answer and the page it redirects to (none when it did not). */
async function sendForm(page: string, body: string, selector: string, typed: Typed = {}): Promise<{ status: number; landed: string; body: string }> {
  const { response } = await send(await formIn(page, body, selector), typed, cookie());
  if (response.status !== 303) return { status: response.status, landed: page, body: await response.text() };
  const landed = redirectedTo(response, page);
  const to = new URL(landed);
  return { status: 303, landed, body: (await consolePage(owner, to.pathname + to.search)).replaceAll('<!-- -->', '') };
}

/** The one form of `body` whose button has `label` (its text or aria-label), alone, for formIn. */
function formWith(body: string, label: string): string {
  const forms = body.match(/<form\b[^>]*>[\s\S]*?<\/form>/g) ?? [];
  const found = forms.filter((form) => form.includes(`aria-label="${label}"`) || form.includes(`>${label}</button>`));
  expect(found, label).toHaveLength(1);
  return found[0]!;
}

/** What the preview frame of a section shows (its one-time link, as the frame loads it). */
async function framed(body: string, section: string): Promise<string> {
  const src = new RegExp(`<iframe src="([^"]+)" title="Preview of ${section} on the site"`).exec(body)?.[1]?.replace(/&amp;/g, '&');
  expect(src, `the preview of ${section}`).toMatch(/^http:\/\/localhost\/_preview\/[\w-]{43}\/section\?/);
  const { response, body: shown } = await html(src!);
  expect(response.status).toBe(200);
  return shown;
}

const cards = (body: string) => body.match(/<article class="estate-card[ "]/g)?.length ?? 0;
/** Whether the checkbox `id` of the form named `form` is ticked as served. */
const checked = (body: string, form: string, id: string) => new RegExp(`<input type="checkbox" id="${id}"[^>]* checked=""`).test(formWith(body, form));

describe('a list of properties with its filter, without JavaScript', () => {
  it('adds the list (a page size of 0 refused) and the filter above it, previews each, publishes, and the public page lists the houses', async () => {
    owner = await signIn(OWNER);
    const pages = `${CONSOLE}/en/sites/1/pages`;
    const create = await formOnPage(pages, 'form[aria-labelledby="new-page"]', cookie());
    const names: Typed = {};
    for (const [lang, suffix] of [
      ['nl', ''],
      ['fr', '-fr'],
      ['en', '-en'],
      ['de', '-de'],
    ] as const) {
      names[`title.${lang}`] = `Aanbod ${lang}`;
      names[`url.${lang}`] = `${SLUG}${suffix}`;
    }
    const made = await sendForm(pages, create.body, 'form[aria-labelledby="new-page"]', names);
    expect(made.body).toContain('<h1>Edit the page “Aanbod nl”</h1>');

    // The list: houses for sale, first 0 a page (refused beside the field), then six; its preview shows up to six.
    let editor = await sendForm(made.landed, made.body, 'form[aria-label="Add a section"]', { type: 'estateList' });
    const refused = await sendForm(editor.landed, editor.body, 'form[aria-label="1. List of properties"]', { 'type.HOUSE': true, pageSize: '0' });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('<p class="field-error" id="s0-pageSize-error">Choose a number from 1 to 50.</p>');
    const list = await sendForm(editor.landed, refused.body, 'form[aria-label="1. List of properties"]', { pageSize: '6' });
    expect(list.body).toContain(`<p class="notice" role="status">${words.pages.saved.en}`);
    const listed = cards(await framed(list.body, '1. List of properties'));
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThanOrEqual(6);

    // The filter, for sale by default, moved above the list, then previewed with its form.
    editor = await sendForm(list.landed, list.body, 'form[aria-label="Add a section"]', { type: 'estateFilter' });
    expect(checked(editor.body, '2. Search filter', 's1-statuses-FOR_SALE')).toBe(true);
    const moved = await sendForm(editor.landed, formWith(editor.body, 'Move up: 2. Search filter'), 'form');
    expect(moved.body).toContain('<h3>1. Search filter</h3>');
    expect(checked(moved.body, '1. Search filter', 's0-statuses-FOR_SALE')).toBe(true);
    const filter = await sendForm(moved.landed, moved.body, 'form[aria-label="1. Search filter"]');
    expect(filter.body).toContain(`<p class="notice" role="status">${words.pages.saved.en}`);
    expect(await framed(filter.body, '1. Search filter')).toMatch(/<form class="filter-bar"/);

    // Published from the changes screen: a visitor gets the page with the filter and the houses.
    const changes = `${CONSOLE}/en/sites/1/changes`;
    const published = await sendForm(changes, formWith(await consolePage(owner, '/en/sites/1/changes'), 'Publish the changes'), 'form');
    expect(published.body).toContain(words.changes.done.publish.en);
    later();
    const visitor = await html(`http://localhost/nl/${SLUG}`);
    expect(visitor.response.status).toBe(200);
    const main = /<main\b[\s\S]*<\/main>/.exec(visitor.body)?.[0] ?? '';
    expect(cards(main)).toBeGreaterThan(0);
    expect(main).toMatch(/<form class="filter-bar"/);
  });
});
