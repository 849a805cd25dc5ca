import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import { ANSWERS } from '../../../../shared/contract/console-api/answers';
import type { ConsoleMedia, MediaRefusal } from '../../../../shared/contract/console-media';
import type { RawEmployee, RawOffice } from '../../../../shared/contract/raw/entities';
import type { RawPage, RawSection } from '../../../../shared/contract/raw/page';
import { forgetPreviewChecks } from '../../../../worker/site/middleware/coming-soon';
import { platform } from '../../../../worker/platform/demo/embedded';
import { readDraftItem } from '../../../../worker/platform/drafts/store';
import { CONSOLE, consoleFetch, signIn, type Who } from '../../console-helpers';
import { later, postForm, previewGrant } from '../../draft-helpers';
import { consoleApi } from '../../golive-helpers';
import { bodyOf, get, html } from '../../helpers';
import { png } from '../../png';

// Images and photos uploaded to R2, with alt text required: pictures in
// the console's editors, used as a person uses the forms (multipart, no JavaScript). The type
// is read from the file's bytes, its size and pixel size are capped, an image-and-text
// section's picture (and a page's hero) needs an alt text in each of the site's languages, and
// all of it stays in the draft until a publish shows it to visitors.

const SITE = 'http://localhost';
const OWNER = 'owner@immo-scheldeland.localhost';
let owner: Who;

beforeAll(async () => {
  owner = await signIn(OWNER);
});
afterEach(() => vi.useRealTimers());

/** POST …/media as the console sends it: the bytes, a declared type the platform does not trust. */
async function upload(who: Who, bytes: Uint8Array, { type = 'image/png', use = 'section', site = 1 } = {}): Promise<Response> {
  const headers = new Headers({ [SESSION_HEADER]: who.cookie.split('=')[1]!, [CSRF_HEADER]: who.csrf, 'Content-Type': type });
  const bindings = {
    DB: env.DB,
    CACHE: env.CACHE,
    MEDIA: env.MEDIA,
    RATE_LIMITER: env.RATE_LIMITER,
    OUTBOX_QUEUE: env.OUTBOX_QUEUE,
    CONSOLE_OPERATORS: env.CONSOLE_OPERATORS,
  };
  return platform.fetch(
    new Request(`https://platform.test/console-api/sites/${site}/media?use=${use}`, { method: 'POST', headers, body: bytes as Uint8Array<ArrayBuffer> }),
    bindings,
  );
}

/** A console form with a file, posted multipart as a browser does. */
function postFile(who: Who, path: string, fields: Record<string, string | File>): Promise<Response> {
  const body = new FormData();
  body.set('_csrf', who.csrf);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return get(`${CONSOLE}${path}`, { method: 'POST', body, headers: { Cookie: who.cookie, Origin: CONSOLE }, redirect: 'manual' });
}

/** A PNG file whose header states a size it does not hold (the platform reads only the header). */
async function claimedPng(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await png(1, 1);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** A site 1 upload's copy of one width, and its srcset over `widths`. */
const copy = (url: string, width: number) => `/assets/media/sized/${url.slice('/assets/media/'.length)}/${width}`;
const copies = (url: string, widths: number[]) => widths.map((width) => `${copy(url, width)} ${width}w`).join(', ');

const storedCount = async () => (await env.MEDIA!.list({ prefix: 'site/' })).objects.length;
const pageOf = async (key: string) => (await env.DB.prepare('SELECT id FROM pages WHERE site_id = 1 AND page_key = ?1').bind(key).first<{ id: number }>())!.id;
const draftPage = async (id: number) => (await readDraftItem<RawPage>(env.DB, 1, 'page', String(id))).document!;
const versionOf = async (id: number) => String((await readDraftItem(env.DB, 1, 'page', String(id))).version);
const ALT = {
  'image.alt.nl': 'Onze etalage in de Veldstraat',
  'image.alt.fr': 'Notre vitrine rue Veldstraat',
  'image.alt.en': 'Our shop window on Veldstraat',
  'image.alt.de': 'Unser Schaufenster in der Veldstraat',
};

/** The page as a visitor gets it once the isolate's memory of the cache generations has passed. */
async function visitorPage(path: string): Promise<string> {
  later();
  return (await html(`${SITE}${path}`)).body;
}

async function publish(): Promise<void> {
  expect((await consoleApi(owner, 'POST', '/sites/1/drafts/publish')).status).toBe(201);
}

describe('uploading a picture', () => {
  it('judges the type by the bytes: a PNG named .jpg is stored as a PNG, an HTML or SVG file named .png is refused', async () => {
    const file = await png(900, 600);
    const taken = await upload(owner, file, { type: 'image/jpeg' });
    expect(taken.status).toBe(201);
    const media = (await taken.json()) as ConsoleMedia;
    expect(media).toMatchObject({ type: 'image/png', width: 900, height: 600, bytes: file.length });
    expect(media.url).toMatch(/^\/assets\/media\/site\/1\/image-[0-9a-f]{16}\.png$/);
    const served = await get(`${SITE}${media.url}`);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(file);
    // The same bytes again: the same address (its content's hash), nothing new kept.
    const count = await storedCount();
    expect(((await (await upload(owner, file)).json()) as ConsoleMedia).url).toBe(media.url);
    expect(await storedCount()).toBe(count);

    const htmlFile = new TextEncoder().encode('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><script>alert(1)</script></svg>');
    for (const [bytes, type] of [
      [htmlFile, 'image/png'],
      [svg, 'image/png'],
      [svg, 'image/svg+xml'],
    ] as const) {
      const refused = await upload(owner, bytes, { type });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: 'type', field: 'image' });
    }
    expect(await storedCount()).toBe(count);

    // Through the editor's form: the refusal beside the file field, in the console's language.
    const about = await pageOf('about');
    const index = (await draftPage(about)).sections.length;
    expect((await postForm(owner, `/en/sites/1/pages/${about}`, { op: 'add', type: 'imageWithText', version: await versionOf(about) })).status).toBe(303);
    const form = await postFile(owner, `/nl/sites/1/pages/${about}`, {
      op: 'section',
      index: String(index),
      version: await versionOf(about),
      image: new File([htmlFile], 'etalage.png', { type: 'image/png' }),
      ...ALT,
    });
    const body = await bodyOf(form, 400);
    expect(body).toContain(`<p class="field-error" id="s${index}-image-error">Dit bestand is geen PNG-, JPEG- of WebP-afbeelding (wat de naam ook zegt).</p>`);
    expect(body).toContain('value="Onze etalage in de Veldstraat"');
    expect(await storedCount()).toBe(count);
  });

  it('refuses a file over 5 MiB (413) and a picture too small or too large for its place, saying so beside the field', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(await png(1200, 800));
    expect((await upload(owner, big)).status).toBe(413);
    const small = await upload(owner, await png(400, 300));
    expect(small.status).toBe(400);
    expect(await small.json()).toMatchObject({ error: 'small', width: 400, height: 300, minWidth: 800, minHeight: 400 } satisfies Partial<MediaRefusal>);
    expect(((await (await upload(owner, await claimedPng(9000, 600))).json()) as MediaRefusal).error).toBe('large');
    // A photo of a person needs less than a section's picture; a hero more.
    expect((await upload(owner, await png(300, 300), { use: 'photo' })).status).toBe(201);
    expect((await upload(owner, await png(1000, 500), { use: 'hero' })).status).toBe(400);
    // Every 400 is the contract's `mediaRefusal` (the console reads no other); a use there is not is no such thing (404).
    expect(ANSWERS.mediaRefusal.safeParse(await (await upload(owner, await png(1000, 500), { use: 'hero' })).json()).success).toBe(true);
    expect((await upload(owner, await png(1200, 800), { use: 'banner' })).status).toBe(404);

    const about = await pageOf('about');
    const index = (await draftPage(about)).sections.findIndex((section) => section.type === 'imageWithText');
    expect(index).toBeGreaterThanOrEqual(0);
    const path = `/en/sites/1/pages/${about}`;
    const tooBig = await postFile(owner, path, {
      op: 'section',
      index: String(index),
      version: await versionOf(about),
      image: new File([big], 'big.png', { type: 'image/png' }),
    });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toContain(`id="s${index}-image-error">This file is larger than 5 MiB: save it smaller and try again.</p>`);
    const tooSmall = await postFile(owner, path, {
      op: 'section',
      index: String(index),
      version: await versionOf(about),
      image: new File([await png(400, 300)], 'small.png', { type: 'image/png' }),
    });
    expect(tooSmall.status).toBe(400);
    expect(await tooSmall.text()).toContain(
      `id="s${index}-image-error">This picture is 400 × 300 pixels: at least 800 × 400 are needed for it to stay sharp.</p>`,
    );
  });
});

describe('an image-and-text section', () => {
  it('requires an alt text in each of the site’s languages, naming the field, and keeps the uploaded picture through the refusal', async () => {
    const about = await pageOf('about');
    const sections = (await draftPage(about)).sections;
    const index = sections.findIndex((section) => section.type === 'imageWithText' && !section.data.image.url);
    expect(index).toBeGreaterThanOrEqual(0);
    const path = `/en/sites/1/pages/${about}`;
    const fields = {
      op: 'section',
      index: String(index),
      'title.nl': 'Onze etalage',
      'html.nl': '<p>Elke week <b>nieuw</b></p><script>alert(1)</script>',
      imagePosition: 'right',
    };
    const photo = new File([await png(1200, 800)], 'etalage.jpg', { type: 'image/jpeg' });
    const refused = await postFile(owner, path, { ...fields, version: await versionOf(about), image: photo, 'image.alt.nl': ALT['image.alt.nl'] });
    const body = await bodyOf(refused, 400);
    expect(body).toContain(`<p class="field-error" id="s${index}-image-alt-fr-error">Describe the picture in this language.</p>`);
    // The picture was stored and the form holds it (a preview from the console's own address): it need not be chosen again.
    const url = /name="image.url" value="(\/assets\/media\/site\/1\/image-[0-9a-f]{16}\.png)"/.exec(body)?.[1];
    expect(url).toBeDefined();
    expect(body).toContain(`src="/en/sites/1/media/${url!.split('/').pop()}"`);
    expect((await draftPage(about)).sections[index]).toEqual(sections[index]);

    // The API names the field of the first language without one.
    const page = await draftPage(about);
    const sent = structuredClone(page);
    (sent.sections[index] as Extract<RawSection, { type: 'imageWithText' }>).data.image = { url: url!, alt: { nl: 'a', fr: 'b', en: 'c' } };
    const api = await platform.fetch(
      new Request(`https://platform.test/console-api/sites/1/pages/${about}`, {
        method: 'PUT',
        headers: { [SESSION_HEADER]: owner.cookie.split('=')[1]!, [CSRF_HEADER]: owner.csrf, 'Content-Type': 'application/json' },
        body: JSON.stringify({ version: Number(await versionOf(about)), page: sent }),
      }),
      {
        DB: env.DB,
        CACHE: env.CACHE,
        MEDIA: env.MEDIA,
        RATE_LIMITER: env.RATE_LIMITER,
        OUTBOX_QUEUE: env.OUTBOX_QUEUE,
        CONSOLE_OPERATORS: env.CONSOLE_OPERATORS,
      },
    );
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ field: `sections.${index}.data.image.alt.de`, error: 'altRequired' });

    // A picture that is not this site's upload is refused whatever its alt texts.
    const foreign = await postForm(owner, path, {
      ...fields,
      version: await versionOf(about),
      'image.url': '/assets/media/site/2/image-0123456789abcdef.png',
      ...ALT,
    });
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain(`id="s${index}-image-error">This is not valid.</p>`);

    const saved = await postForm(owner, path, { ...fields, version: await versionOf(about), 'image.url': url!, ...ALT });
    expect(saved.status).toBe(303);
    expect((await draftPage(about)).sections[index]).toEqual({
      id: sections[index]!.id,
      type: 'imageWithText',
      data: {
        image: { url, alt: { nl: ALT['image.alt.nl'], fr: ALT['image.alt.fr'], en: ALT['image.alt.en'], de: ALT['image.alt.de'] }, width: 1200, height: 800 },
        title: { nl: 'Onze etalage' },
        html: { nl: '<p>Elke week <strong>nieuw</strong></p>' },
        imagePosition: 'right',
        link: null,
      },
    });
  });

  it('is in the draft only: the preview shows it, visitors once published, with its alt text', async () => {
    forgetPreviewChecks();
    const about = await pageOf('about');
    const section = (await draftPage(about)).sections.find((candidate) => candidate.type === 'imageWithText' && candidate.data.image.url.includes('/site/1/'));
    const url = (section as Extract<RawSection, { type: 'imageWithText' }>).data.image.url;
    // Offered in the copies made when it was uploaded (shared/contract/sized-pictures.ts).
    const offered = `srcSet="${copies(url, [480, 640, 800, 1024, 1200])}" sizes="(min-width: 72rem) 35rem, 100vw"`;
    const img = `<img class="image-with-text__image" src="${copy(url, 800)}" ${offered} alt="Onze etalage in de Veldstraat" width="1200" height="800"`;
    expect(await visitorPage('/nl/over-ons')).not.toContain(url.slice('/assets/media/'.length));
    const cookie = await previewGrant(owner);
    expect((await html(`${SITE}/nl/over-ons`, { headers: { Cookie: cookie } })).body).toContain(img);
    await publish();
    const live = await visitorPage('/nl/over-ons');
    expect(live).toContain(img);
    expect(live).toContain('image-with-text--right');
  });
});

describe('a page’s hero picture', () => {
  it('is uploaded in the page’s fields with its alt texts and shown at the top of the page once published', async () => {
    const home = await pageOf('home');
    const path = `/en/sites/1/pages/${home}`;
    const small = await postFile(owner, path, { op: 'fields', version: await versionOf(home), image: new File([await png(1000, 500)], 'hero.png'), ...ALT });
    expect(small.status).toBe(400);
    expect(await small.text()).toContain('id="p-image-error">This picture is 1000 × 500 pixels: at least 1280 × 400 are needed for it to stay sharp.</p>');
    const saved = await postFile(owner, path, {
      op: 'fields',
      version: await versionOf(home),
      image: new File([await png(1600, 600, [40, 120, 60])], 'hero.webp', { type: 'image/webp' }),
      ...ALT,
    });
    expect(saved.status).toBe(303);
    const image = (await draftPage(home)).image!;
    expect(image).toMatchObject({ alt: { nl: ALT['image.alt.nl'] }, width: 1600, height: 600 });
    expect(image.url).toMatch(/\.png$/);
    await publish();
    expect(await visitorPage('/nl/')).toContain(
      `<img class="page-hero__image" src="${copy(image.url, 1200)}" srcSet="${copies(image.url, [640, 800, 1024, 1200, 1600])}" sizes="100vw" ` +
        'alt="Onze etalage in de Veldstraat" width="1600" height="600"',
    );
  });
});

describe('an employee’s or office’s photo', () => {
  it('is uploaded in the employee’s form, shown there as the site crops it, refused when not the site’s, and on the site once published', async () => {
    const before = (await readDraftItem<RawEmployee[]>(env.DB, 1, 'entities', 'employees')).document!;
    const version = async () => String((await readDraftItem(env.DB, 1, 'entities', 'employees')).version);
    const path = '/en/sites/1/content/employees';
    const tiny = await postFile(owner, path, { op: 'item', at: '0', version: await version(), picture: new File([await png(200, 200)], 'ann.png') });
    expect(tiny.status).toBe(400);
    expect(await tiny.text()).toContain('id="e0-picture-error">This picture is 200 × 200 pixels: at least 300 × 300 are needed for it to stay sharp.</p>');
    const foreign = await postForm(owner, path, { op: 'item', at: '0', version: await version(), 'picture.url': 'https://elsewhere.example/ann.png' });
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain('id="e0-picture-error">This is not valid.</p>');

    const saved = await postFile(owner, path, {
      op: 'item',
      at: '0',
      version: await version(),
      picture: new File([await png(400, 500, [200, 150, 120])], 'ann.jpg', { type: 'image/jpeg' }),
    });
    expect(saved.status).toBe(303);
    const after = (await readDraftItem<RawEmployee[]>(env.DB, 1, 'entities', 'employees')).document!;
    const url = after[0]!.picture!;
    expect(url).toMatch(/^\/assets\/media\/site\/1\/image-[0-9a-f]{16}\.png$/);
    expect(after.slice(1)).toEqual(before.slice(1));
    const file = url.split('/').pop()!;
    const screen = await (await consoleFetch(path, { cookie: owner.cookie })).text();
    expect(screen).toContain(`<img class="picture-sample picture-sample--photo" src="/en/sites/1/media/${file}"`);
    const preview = await consoleFetch(`/en/sites/1/media/${file}`, { cookie: owner.cookie });
    expect(preview.headers.get('Content-Type')).toBe('image/png');

    expect(await visitorPage('/nl/over-ons')).not.toContain(url);
    await publish();
    expect(await visitorPage('/nl/over-ons')).toContain(
      `<img class="employee__photo" src="${copy(url, 320)}" srcSet="${copies(url, [160, 320, 480])}" sizes="9rem" width="300" height="300" alt=""`,
    );

    // Removed again: the site shows the person without a photo.
    expect((await postForm(owner, path, { op: 'item', at: '0', version: await version(), 'picture.url': url, 'picture.remove': '1' })).status).toBe(303);
    expect((await readDraftItem<RawEmployee[]>(env.DB, 1, 'entities', 'employees')).document![0]!.picture).toBeNull();
  });

  it('an office’s photo too: at least 600 × 400, shown atop its card once published, cut to 3:2 by the site', async () => {
    const version = async () => String((await readDraftItem(env.DB, 1, 'entities', 'offices')).version);
    const path = '/en/sites/1/content/offices';
    const narrow = await postFile(owner, path, { op: 'item', at: '0', version: await version(), picture: new File([await png(500, 500)], 'kantoor.png') });
    expect(narrow.status).toBe(400);
    expect(await narrow.text()).toContain('id="e0-picture-error">This picture is 500 × 500 pixels: at least 600 × 400 are needed for it to stay sharp.</p>');
    // A photo as large as a real one (past a plain form's 64 KiB): the offices' form takes a file too.
    const photo = new Uint8Array(300 * 1024);
    photo.set(await claimedPng(900, 900));
    crypto.getRandomValues(photo.subarray(1024, 65_000));
    expect((await postFile(owner, path, { op: 'item', at: '0', version: await version(), picture: new File([photo], 'kantoor.webp') })).status).toBe(303);
    const url = (await readDraftItem<RawOffice[]>(env.DB, 1, 'entities', 'offices')).document![0]!.picture!;
    expect(url).toMatch(/^\/assets\/media\/site\/1\/image-[0-9a-f]{16}\.png$/);
    await publish();
    expect(await visitorPage('/nl/over-ons')).toContain(
      `<img class="office__photo" src="${copy(url, 640)}" srcSet="${copies(url, [320, 480, 640, 800, 1200])}" ` +
        'sizes="(min-width: 37.5rem) 27rem, 100vw" width="600" height="400" alt=""',
    );
  });

  it('is not another agency’s to see or add to: their owner gets 404 and nothing is stored', async () => {
    const other = await signIn('owner@ardennes-habitat.localhost');
    const count = await storedCount();
    expect((await upload(other, await png(900, 600), { site: 1 })).status).toBe(404);
    expect(await storedCount()).toBe(count);
    const mine = (await env.MEDIA!.list({ prefix: 'site/1/' })).objects[0]!.key.split('/').pop()!;
    expect((await consoleFetch(`/en/sites/1/media/${mine}`, { cookie: other.cookie })).status).toBe(404);
    // Nor through their own site's address: the file is looked for under their site only.
    expect((await consoleFetch(`/en/sites/2/media/${mine}`, { cookie: other.cookie })).status).toBe(404);
  });
});
