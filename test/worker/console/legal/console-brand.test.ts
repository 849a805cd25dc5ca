import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import type { ConsoleBrand, ConsoleLogo } from '../../../../shared/contract/console-brand';
import type { ConsoleFieldError, ConsoleLegal } from '../../../../shared/contract/console-legal';
import worker from '../../../../worker/local';
import type { Env } from '../../../../worker/site/env';
import { platform } from '../../../../worker/platform/demo/embedded';
import { forgetGenerations } from '../../../../worker/site/upstream/cache';
import { consoleFetch, consolePage, member, signIn, type Who } from '../../console-helpers';
import { bodyOf, get } from '../../helpers';
import { png } from '../../png';

// Legal data, theme and logo: the console's screens and their API. The legal
// data (owners) goes through the admin API's own site update and shows in the site's footer once
// the site's cache generation moved; the logo (owners and editors) is checked by its bytes,
// kept in R2 and served by the site.

const SITE = 1;
const OWNER = 'owner@immo-scheldeland.localhost';
const EDITOR = 'editor-brand@immo-scheldeland.localhost';
let owner: Who;
let editor: Who;

const LEGAL = {
  legal: {
    company: 'Immo Scheldeland BV',
    enterpriseNumber: '0123456749',
    title: { nl: 'Erkend vastgoedmakelaar-bemiddelaar', fr: 'Agent immobilier intermédiaire agréé' },
    vatRegime: 'subject',
    insurer: { name: 'Ethias', policy: '45.123.789' },
    deontologyUrl: 'https://www.biv.be/deontologische-code',
    privacy: { controller: 'Immo Scheldeland BV', email: 'privacy@immo-scheldeland.be', retentionMonths: 24 },
  },
};

async function api(method: string, path: string, who: Who, body?: unknown, type = 'application/json'): Promise<Response> {
  const headers = new Headers({ [SESSION_HEADER]: who.cookie.split('=')[1]!, [CSRF_HEADER]: who.csrf });
  if (body !== undefined) headers.set('Content-Type', type);
  const payload: BodyInit | undefined = body === undefined ? undefined : body instanceof Uint8Array ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body);
  const bindings = {
    DB: env.DB,
    CACHE: env.CACHE,
    MEDIA: env.MEDIA,
    RATE_LIMITER: env.RATE_LIMITER,
    OUTBOX_QUEUE: env.OUTBOX_QUEUE,
    CONSOLE_OPERATORS: env.CONSOLE_OPERATORS,
  };
  return platform.fetch(new Request(`https://platform.test/console-api/sites/${SITE}${path}`, { method, headers, body: payload }), bindings);
}

/**
 * A page of the site as an isolate sees it once its 5 s memory of the cache generations has
 * passed (forgetGenerations): the answers kept in KV are served unless their generation moved.
 * Its cache writes are awaited, so the next page finds them.
 */
async function sitePage(path: string): Promise<string> {
  forgetGenerations();
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://localhost${path}`), env as unknown as Env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return body;
}

const footerOf = async (lang = 'nl') => {
  const body = await sitePage(`/${lang}/`);
  return body.slice(body.indexOf('<footer'), body.indexOf('</footer>'));
};

beforeAll(async () => {
  await member(EDITOR, SITE, 'editor');
  owner = await signIn(OWNER);
  editor = await signIn(EDITOR);
});

describe('the screens', () => {
  it('have every word in the four languages (no key shown as _key_)', async () => {
    for (const lang of ['nl', 'fr', 'en', 'de']) {
      for (const screen of ['legal', 'brand']) {
        const page = await consoleFetch(`/${lang}/sites/${SITE}/${screen}`, { cookie: owner.cookie });
        expect(page.status).toBe(200);
        expect((await page.text()).match(/_(legal|brand|errors)\.[\w.]+_/g), `${lang} ${screen}`).toBeNull();
      }
    }
  });
});

describe('the legal data', () => {
  it('refuses a wrong enterprise number with a 400 naming the field, and stores nothing', async () => {
    const refused = await api('PUT', '/legal', owner, { legal: { ...LEGAL.legal, enterpriseNumber: '0123.456.748' } });
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as ConsoleFieldError;
    expect(answer.field).toBe('legal.enterpriseNumber');
    expect(answer.issues[0]?.message).toMatch(/enterprise number/);
    expect(((await (await api('GET', '/legal', owner)).json()) as ConsoleLegal).legal).toBeNull();
  });

  it('refuses a key that is not legal data', async () => {
    const refused = await api('PUT', '/legal', owner, { name: 'Other name' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ConsoleFieldError).field).toBe('name');
  });

  it('is for owners only: an editor gets 403 on the API and the screen', async () => {
    expect((await api('GET', '/legal', editor)).status).toBe(403);
    expect((await api('PUT', '/legal', editor, LEGAL)).status).toBe(403);
    expect((await consoleFetch(`/en/sites/${SITE}/legal`, { cookie: editor.cookie })).status).toBe(403);
  });

  it('stores the enterprise number as the register writes it and shows every field in the footer once the cache generation moved', async () => {
    const before = await footerOf();
    expect(before).not.toContain('Ethias');
    const saved = await api('PUT', '/legal', owner, LEGAL);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const legal = (await saved.json()) as ConsoleLegal;
    expect(legal.legal?.enterpriseNumber).toBe('0123.456.749');
    expect(legal.missing).toEqual([]);
    const nl = await footerOf('nl');
    for (const text of [
      'Immo Scheldeland BV',
      'KBO 0123.456.749',
      'Erkend vastgoedmakelaar-bemiddelaar',
      'Beroepsaansprakelijkheid: Ethias, polis 45.123.789',
      'href="https://www.biv.be/deontologische-code"',
      'BIV-erkend vastgoedmakelaar nr. 508.214',
    ]) {
      expect(nl).toContain(text);
    }
    const fr = await footerOf('fr');
    expect(fr).toContain('BCE 0123.456.749');
    expect(fr).toContain('RC professionnelle : Ethias, police 45.123.789');
  });

  it('shows the new fields in the bivCib section too, with the right word for the enterprise number', async () => {
    await api('PUT', '/legal', owner, { legal: { ...LEGAL.legal, vatRegime: 'exempt' } });
    const body = await sitePage('/fr/a-propos');
    const section = body.slice(body.indexOf('biv-cib'), body.indexOf('</section>', body.indexOf('biv-cib')));
    expect(section).toContain('<dt>Numéro BCE</dt><dd>0123.456.749</dd>');
    expect(section).toContain('<dt>Régime TVA</dt><dd>Franchise de TVA (petite entreprise)</dd>');
    expect(section).toContain('Ethias, police 45.123.789');
  });

  it('keeps what was typed and marks the field beside it when the form has an error, then saves it right', async () => {
    const form = {
      company: 'Immo Scheldeland BV',
      enterpriseNumber: '0123 456 748',
      'city.nl': 'Gent',
      insurerName: 'Ethias',
      insurerPolicy: '',
      _csrf: owner.csrf,
    };
    const again = await consoleFetch(`/en/sites/${SITE}/legal`, { cookie: owner.cookie, form });
    const page = await bodyOf(again, 400);
    expect(page).toMatch(/id="legal-enterpriseNumber"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="legal-enterpriseNumber"/);
    expect(page).toContain('id="legal-enterpriseNumber-error">This is not a valid enterprise number');
    expect(page).toContain('id="legal-insurerPolicy-error">Fill in this field.');
    expect(page).toContain('value="0123 456 748"');
    expect(page).toContain('value="Immo Scheldeland BV"');
    const saved = await consoleFetch(`/en/sites/${SITE}/legal`, {
      cookie: owner.cookie,
      form: { ...form, enterpriseNumber: '0123 456 749', insurerPolicy: 'P-1' },
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe(`/en/sites/${SITE}/legal?saved=1`);
    expect(await footerOf('en')).toContain('Professional liability: Ethias, policy P-1');
  });
});

describe('the theme', () => {
  it('refuses button text below WCAG AA contrast on the primary colour, beside the field', async () => {
    const refused = await api('PUT', '/theme', editor, { primary: '#777777', primaryText: '#ffffff' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ConsoleFieldError).field).toBe('theme.primaryText');
    const form = { primary: '#777777', primaryText: '#ffffff', accent: '#e07a1f', background: '#ffffff', _csrf: editor.csrf };
    const again = await consoleFetch(`/en/sites/${SITE}/brand`, { cookie: editor.cookie, form });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('id="theme-primaryText-error">The text on the main colour has a contrast of 4.47:1');
  });

  it('saves colours with enough contrast and the site uses them', async () => {
    const saved = await api('PUT', '/theme', editor, { primary: '#1d4e89', primaryText: '#ffffff' });
    expect(saved.status).toBe(200);
    const body = await sitePage('/nl/');
    expect(body.includes('--color-primary:#1d4e89')).toBe(true);
  });
});

describe('the logo', () => {
  it('refuses a type that is not PNG, JPEG or WebP (400), an SVG however it is declared, a file over 1 MiB (413) and one under 64 px high', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(1)</script></svg>');
    expect((await api('PUT', '/logo', owner, svg, 'text/plain')).status).toBe(400);
    expect((await api('PUT', '/logo', owner, svg, 'image/svg+xml')).status).toBe(400);
    expect((await api('PUT', '/logo', owner, svg, 'image/png')).status).toBe(400);
    const big = new Uint8Array(new ArrayBuffer(1024 * 1024 + 1));
    big.set(await png(200, 200));
    expect((await api('PUT', '/logo', owner, big, 'image/png')).status).toBe(413);
    const flat = await api('PUT', '/logo', owner, await png(400, 63), 'image/png');
    expect(flat.status).toBe(400);
    expect(((await flat.json()) as ConsoleFieldError).issues[0]?.message).toBe('height');
    expect((await api('PUT', '/logo', owner, await png(200, 200), 'image/jpeg')).status).toBe(400);
  });

  it('stores a PNG in R2 under a key of its content, and the site serves it with its type and shows it in its header', async () => {
    const file = await png(240, 80);
    const answer = await api('PUT', '/logo', editor, file, 'image/png');
    expect(answer.status, await answer.clone().text()).toBe(201);
    const logo = (await answer.json()) as ConsoleLogo;
    expect(logo).toMatchObject({ stored: true, type: 'image/png', width: 240, height: 80, bytes: file.length });
    expect(logo.url).toMatch(/^\/assets\/media\/site\/1\/logo-[0-9a-f]{16}-240x80\.png$/);
    const object = await env.MEDIA!.get(logo.url.slice('/assets/media/'.length));
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(file);

    const served = await get(`http://localhost${logo.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Cache-Control')).toContain('immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(file);
    // At its proportions (3:1) within the header's 48 px height, its shown size given before it loads.
    // Offered in its copies for the width it is shown at, 144 CSS pixels.
    const copies = [160, 320, 480, 640].map((width) => `/assets/media/sized/${logo.url.slice('/assets/media/'.length)}/${width} ${width}w`).join(', ');
    expect(await sitePage('/nl/')).toContain(`<img class="brand__logo" src="${logo.url}" alt="" width="144" height="48" srcSet="${copies}" sizes="144px"/>`);

    const brand = (await (await api('GET', '/brand', owner)).json()) as ConsoleBrand;
    expect(brand.logo).toMatchObject({ url: logo.url, width: 240, height: 80 });
    const screen = await consolePage(editor, `/en/sites/${SITE}/brand`);
    expect(screen).toContain('The current logo: 240 × 80 pixels');
    // The preview and the samples show it as the header will: 144 × 48, 120 × 40 on a phone.
    expect(screen).toMatch(/<img class="preview__logo" src="[^"]+\/logo" alt="" width="144" height="48"\/>/);
    expect(screen).toContain('On a phone: 120 × 40 pixels');
    const preview = await consoleFetch(`/en/sites/${SITE}/brand/logo`, { cookie: editor.cookie });
    expect(preview.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await preview.arrayBuffer())).toEqual(file);
  });

  it('uploads through the console form (multipart) and removes the logo, its file and its place in the header', async () => {
    const body = new FormData();
    body.set('_csrf', owner.csrf);
    body.set('logo', new File([await png(128, 128, [200, 30, 30])], 'logo.png', { type: 'image/png' }));
    const uploaded = await get(`http://console.localhost/en/sites/${SITE}/brand/logo`, {
      method: 'POST',
      body,
      headers: { Cookie: owner.cookie, Origin: 'http://console.localhost' },
      redirect: 'manual',
    });
    expect(uploaded.status).toBe(303);
    const { logo } = (await (await api('GET', '/brand', owner)).json()) as ConsoleBrand;
    expect(logo).toMatchObject({ width: 128, height: 128, stored: true });
    const removed = await consoleFetch(`/en/sites/${SITE}/brand/logo/remove`, { cookie: owner.cookie, form: { _csrf: owner.csrf } });
    expect(removed.status).toBe(303);
    expect(((await (await api('GET', '/brand', owner)).json()) as ConsoleBrand).logo).toBeNull();
    expect(await env.MEDIA!.head(logo!.url.slice('/assets/media/'.length))).toBeNull();
    expect((await sitePage('/nl/')).includes('class="brand__logo"')).toBe(false);
    expect((await get(`http://localhost${logo!.url}`)).status).toBe(404);
  });

  it('says so beside the file field when the console is given an SVG', async () => {
    const body = new FormData();
    body.set('_csrf', owner.csrf);
    body.set('logo', new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }));
    const refused = await get(`http://console.localhost/en/sites/${SITE}/brand/logo`, {
      method: 'POST',
      body,
      headers: { Cookie: owner.cookie, Origin: 'http://console.localhost' },
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('id="logo-file-error">This is not a PNG, JPEG or WebP image.');
  });
});
