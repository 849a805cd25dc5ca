import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import type { RawPage } from '../../../../shared/contract/raw/page';
import { linkTarget } from '../../../../shared/domain/link-target';
import { platform } from '../../../../worker/platform/demo/embedded';
import { readDraftItem } from '../../../../worker/platform/drafts/store';
import { consoleFetch, signIn, type Who } from '../../console-helpers';
import { postForm as post } from '../../draft-helpers';
import { bodyOf } from '../../helpers';

// Every link field takes one rule (shared/domain/link-target.ts): an https address, mailto:,
// tel: or a page of the site. A call to action's button and a picture's link refuse the rest
// (javascript:, data:, http:, //host) beside the field in the console's language, and the
// platform refuses them through its API as well; a menu item takes mailto: and tel: too.

const OWNER = 'owner@immo-scheldeland.localhost';
let owner: Who;
let pageId: number;
const editor = (lang = 'en') => `/${lang}/sites/1/pages/${pageId}`;
async function version(): Promise<string> {
  const body = await (await consoleFetch(editor(), { cookie: owner.cookie })).text();
  return /name="version" value="(\d+)"/.exec(body)![1]!;
}
const draft = async () => (await readDraftItem<RawPage>(env.DB, 1, 'page', String(pageId))).document!;
const saveSection = async (index: number, form: Record<string, string>, lang = 'en') =>
  post(owner, editor(lang), { op: 'section', index: String(index), version: await version(), ...form });

const REFUSED = [
  'javascript:alert(1)',
  ' JavaScript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'http://example.be',
  '//evil.example',
  '/\\evil.example',
  'vbscript:x',
  'https://',
  'ftp://example.be/a',
];
const TAKEN = ['https://www.example.be/contact?x=1#y', 'mailto:info@example.be', 'tel:+32 3 123 45 67', '/nl/contact', '#contact'];

beforeAll(async () => {
  owner = await signIn(OWNER);
  const made = await post(owner, '/en/sites/1/pages', {
    'title.nl': 'Links',
    'url.nl': 'links-proef',
    'url.fr': 'liens-essai',
    'url.en': 'links-trial',
    'url.de': 'links-probe',
  });
  pageId = Number(/pages\/(\d+)/.exec(made.headers.get('Location') ?? '')![1]);
  for (const type of ['callToAction', 'imageWithText']) {
    const added = await post(owner, editor(), { op: 'add', type, version: await version() });
    if (added.status !== 303) throw new Error(`adding a ${type} answered ${added.status}`);
  }
});

describe('a link field', () => {
  it('takes https, mailto:, tel: and the site’s own pages, and nothing else', () => {
    expect(TAKEN.map(linkTarget)).toEqual(['https', 'mailto', 'tel', 'page', 'page']);
    expect(REFUSED.map((url) => linkTarget(url.trim()))).toEqual(REFUSED.map(() => null));
  });

  it('refuses javascript: in a call to action’s button beside its field, in the console’s language, keeping the draft', async () => {
    const before = await draft();
    const cta = { 'title.nl': 'Verkopen?', 'text.nl': 'Bel ons', 'button.label.nl': 'Klik', 'button.url.nl': 'javascript:alert(1)' };
    const body = await bodyOf(await saveSection(0, cta, 'nl'), 400);
    expect(body).toContain(
      '<p class="field-error" id="s0-button-url-nl-error">Een link begint met https://, mailto: of tel:, of is een pagina van de website (bv. ' +
        '/nl/contact). Andere adressen, zoals javascript:, kunnen niet.</p>',
    );
    expect(body).toContain('value="javascript:alert(1)"');
    expect(await draft()).toEqual(before);
    for (const url of REFUSED) expect((await saveSection(0, { ...cta, 'button.url.nl': url })).status, url).toBe(400);
    expect(await draft()).toEqual(before);
  });

  it('saves every kind of link it takes, in a button and in a picture’s link', async () => {
    for (const url of TAKEN) {
      expect((await saveSection(0, { 'title.nl': 'Verkopen?', 'text.nl': 'Bel ons', 'button.label.nl': 'Klik', 'button.url.nl': url })).status, url).toBe(303);
      expect((await draft()).sections[0]!.data).toMatchObject({ button: { url: { nl: url } } });
    }
    expect((await saveSection(1, { 'title.nl': 'Wie', 'html.nl': '<p>Wij</p>', 'link.label.nl': 'Mail', 'link.url.nl': 'javascript:void(0)' })).status).toBe(
      400,
    );
    expect(
      (await saveSection(1, { 'title.nl': 'Wie', 'html.nl': '<p>Wij</p>', 'link.label.nl': 'Mail', 'link.url.nl': 'mailto:info@example.be' })).status,
    ).toBe(303);
  });

  it('is refused by the platform’s API as well, naming the field', async () => {
    const headers = { [SESSION_HEADER]: owner.cookie.split('=')[1]!, [CSRF_HEADER]: owner.csrf, 'Content-Type': 'application/json' };
    const bindings = { DB: env.DB, CACHE: env.CACHE, RATE_LIMITER: env.RATE_LIMITER, OUTBOX_QUEUE: env.OUTBOX_QUEUE, CONSOLE_OPERATORS: env.CONSOLE_OPERATORS };
    const api = (method: string, body?: unknown) =>
      platform.fetch(
        new Request(`https://platform.test/console-api/sites/1/pages/${pageId}`, {
          method,
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
        bindings,
      );
    const opened = (await (await api('GET')).json()) as { version: number; page: RawPage };
    const [cta, ...rest] = opened.page.sections;
    const sent = {
      ...opened.page,
      sections: [{ ...cta!, data: { ...cta!.data, button: { label: { nl: 'Klik' }, url: { nl: 'javascript:alert(1)' } } } }, ...rest],
    };
    const answer = await api('PUT', { version: opened.version, page: sent });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ field: 'sections.0.data.button.url.nl', error: 'link' });
  });
});
