import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RawNavigation } from '../../../../shared/contract/raw/site';
import { forgetPreviewChecks } from '../../../../worker/site/middleware/coming-soon';
import { readDraftItem } from '../../../../worker/platform/drafts/store';
import { consolePage, signIn, type Who } from '../../console-helpers';
import { expectPreviewThenPublished, postForm } from '../../draft-helpers';
import { bodyOf } from '../../helpers';

// Menus: the main and footer menus edited in the console (forms without
// JavaScript): an item to a page and one to another website, labels, order, one level of
// nesting and no more; addresses checked beside their field; another editor's save named; the
// preview shows the draft menu, visitors the live one until a publish.

const OWNER = 'owner@immo-scheldeland.localhost';

afterEach(() => vi.useRealTimers());

const post = (who: Who, menu: string, form: Record<string, string>) => postForm(who, `/en/sites/1/menus/${menu}`, form);
const mainMenu = async () => (await readDraftItem<RawNavigation>(env.DB, 1, 'navigation', 'main')).document!;
const version = async () => String((await readDraftItem(env.DB, 1, 'navigation', 'main')).version);
const link = (label: string, url: string) => ({
  'label.nl': label,
  'label.fr': label,
  'label.en': label,
  'label.de': label,
  'url.nl': url.replace('{l}', 'nl'),
  'url.fr': url.replace('{l}', 'fr'),
  'url.en': url.replace('{l}', 'en'),
  'url.de': url.replace('{l}', 'de'),
});

describe('the menus editor', () => {
  it('adds an item to a page and one to another website, refusing plain http beside its field', async () => {
    const owner = await signIn(OWNER);
    const screen = await consolePage(owner, '/en/sites/1/menus');
    expect(screen).toContain('Main menu');
    expect(screen).toContain('Footer menu');
    const before = (await mainMenu()).items.length;
    const about = await env.DB.prepare(`SELECT id FROM pages WHERE site_id = 1 AND page_key = 'about'`).first<{ id: number }>();
    expect((await post(owner, 'main', { op: 'add', kind: 'page', page: String(about!.id), version: await version() })).status).toBe(303);
    const added = (await mainMenu()).items.at(-1)!;
    expect(added.url).toEqual({ nl: '/nl/over-ons', fr: '/fr/a-propos', en: '/en/about-us', de: '/de/ueber-uns' });
    expect(added.label.nl).toBe('Over Immo Scheldeland');

    const refused = await post(owner, 'main', { op: 'add', kind: 'link', version: await version(), ...link('Blog', 'http://blog.example.be/{l}') });
    const body = await bodyOf(refused, 400);
    expect(body).toContain(
      '<p class="field-error" id="main-new-url-nl-error">Use a full address starting with https://, mailto: or tel: (javascript: and http:// are refused).</p>',
    );
    expect(body).toContain('value="http://blog.example.be/nl"');
    const script = await post(owner, 'main', { op: 'add', kind: 'link', version: await version(), ...link('Blog', 'javascript:alert(1)') });
    expect(script.status).toBe(400);
    expect((await post(owner, 'main', { op: 'add', kind: 'link', version: await version(), ...link('Blog', 'https://blog.example.be/{l}') })).status).toBe(303);
    expect((await mainMenu()).items).toHaveLength(before + 2);
  });

  it('relabels, moves, nests one level and no deeper, and takes an item back out', async () => {
    const owner = await signIn(OWNER);
    const count = (await mainMenu()).items.length;
    const last = String(count - 1);
    expect((await post(owner, 'main', { op: 'item', at: last, version: await version(), ...link('Ons blog', 'https://blog.example.be/{l}') })).status).toBe(
      303,
    );
    expect((await post(owner, 'main', { op: 'nest', at: last, version: await version() })).status).toBe(303);
    const nested = await mainMenu();
    expect(nested.items).toHaveLength(count - 1);
    expect(nested.items.at(-1)!.children!.map((child) => child.label.nl)).toEqual(['Ons blog']);
    // A child goes no deeper; its parent, which has children, cannot go under another.
    expect((await post(owner, 'main', { op: 'nest', at: `${count - 2}.0`, version: await version() })).status).toBe(400);
    const parent = await post(owner, 'main', { op: 'nest', at: String(count - 2), version: await version() });
    expect(parent.status).toBe(400);
    expect(await parent.text()).toContain('That cannot be done: a menu has one level below it only.');
    expect((await post(owner, 'main', { op: 'outdent', at: `${count - 2}.0`, version: await version() })).status).toBe(303);
    expect((await post(owner, 'main', { op: 'up', at: last, version: await version() })).status).toBe(303);
    const labels = (await mainMenu()).items.map((item) => item.label.nl);
    expect(labels.slice(-2)).toEqual(['Ons blog', 'Over Immo Scheldeland']);
    expect((await mainMenu()).items.every((item) => !item.children)).toBe(true);

    // Another editor's save since: named, the typing kept, nothing overwritten.
    const opened = await version();
    const other = await signIn(OWNER, '203.0.113.78');
    expect((await post(other, 'main', { op: 'item', at: '0', version: opened, 'label.nl': 'Thuis' })).status).toBe(303);
    const conflict = await post(owner, 'main', { op: 'item', at: '0', version: opened, 'label.nl': 'Start' });
    expect(conflict.status).toBe(409);
    expect(await conflict.text()).toMatch(/owner@immo-scheldeland\.localhost saved this on .* after you opened it/);
    expect((await mainMenu()).items[0]!.label.nl).toBe('Thuis');
  });

  it('shows the draft menu in the preview only, and to visitors once published', async () => {
    forgetPreviewChecks();
    const owner = await signIn(OWNER);
    await expectPreviewThenPublished(owner, '/nl/', 'Ons blog');
  });
});
