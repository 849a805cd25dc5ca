import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import words from '../../../../locales/console.json';
import type { ConsoleEstates } from '../../../../shared/contract/console-listings';
import { upsertListings } from '../../../../worker/platform/listings/upsert';
import { CONSOLE, consoleFetch, signIn, type Who } from '../../console-helpers';
import { consoleApi } from '../../golive-helpers';
import { get, html } from '../../helpers';
import { COMPLETE_FACTS } from '../../listing-fixtures';
import { png } from '../../png';

// A console listing's pictures and documents (docs/console-listings.md): several pictures in
// one file input, in the order their position fields give; one picture at a time through the
// console's media route (what the listing-media script sends, with its progress); a file that
// is no picture refused in the console's language with the form kept; a PDF document with its
// type and titles, shown on the site's detail page as a CRM's documents are. Site 1 of the demo;
// site 2 is another agency.

const OWNER = 'owner@immo-scheldeland.localhost';
const STRANGER = 'owner@ardennes-habitat.localhost';

/** A house for sale in Antwerp, complete for the legal guard. */
const house = (reference: string) => ({
  transaction: 'sale',
  status: 'available',
  type: 'HOUSE',
  reference,
  'price.amount': '420000',
  'address.postalCode': '2000',
  'address.city': 'Antwerpen',
  constructionYear: '1985',
  'title.nl': `Woning ${reference}`,
  'title.fr': `Maison ${reference}`,
  version: '0',
  ...COMPLETE_FACTS,
});

const picture = async (name: string, width: number) => new File([await png(width, 600)], name, { type: 'image/png' });
const PDF = new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')], 'grondplan.pdf', { type: 'application/pdf' });

/** The form posted multipart as a browser does; a list is several files of one input. */
function post(who: Who, path: string, fields: Record<string, string | File | File[]>): Promise<Response> {
  const body = new FormData();
  body.set('_csrf', who.csrf);
  for (const [name, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  return get(`${CONSOLE}${path}`, { method: 'POST', body, headers: { Cookie: who.cookie, Origin: CONSOLE }, redirect: 'manual' });
}

const estateOf = async (who: Who, reference: string) =>
  ((await (await consoleApi(who, 'GET', `/sites/1/estates?q=${reference}`)).json()) as ConsoleEstates).estates[0]!;
const storedPictures = async (id: number) => {
  const row = await env.DB.prepare('SELECT document FROM estates WHERE id = ?1').bind(id).first<string>('document');
  return JSON.parse(row!) as { pictures: { file: string; index: number }[]; files: { type: string; link: string }[] };
};
const PICTURE = /\/assets\/media\/site\/1\/image-[0-9a-f]{16}\.png/g;

describe('a console listing’s pictures', () => {
  it('takes several from one file input and publishes them in the order of their position fields', async () => {
    const owner = await signIn(OWNER);
    const chosen = [await picture('front.png', 900), await picture('garden.png', 910), await picture('kitchen.png', 920)];
    const saved = await post(owner, '/nl/sites/1/estates/new', { ...house('MEDIA-1'), 'picture.new[]': chosen, action: 'save' });
    expect(saved.status).toBe(303);
    const path = saved.headers.get('Location')!.split('?')[0]!;
    const form = await (await consoleFetch(path, { cookie: owner.cookie })).text();
    const urls = [...form.matchAll(/name="pictures\.(\d)\.url" value="([^"]+)"/g)].map((match) => match[2]!);
    expect(urls).toHaveLength(3);
    expect(form).toMatch(/name="pictures\.2\.order" value="3"/);

    // The kitchen first, then the front, then the garden: typed positions, as without JavaScript
    // (any numbers: 20, 30, 10); a picture added with them comes last.
    const version = /name="version" value="(\d+)"/.exec(form)![1]!;
    const fields = {
      'pictures.0.url': urls[0]!,
      'pictures.0.order': '20',
      'pictures.1.url': urls[1]!,
      'pictures.1.order': '30',
      'pictures.2.url': urls[2]!,
      'pictures.2.order': '10',
      'pictures.2.alt.nl': 'De keuken',
    };
    const moved = await post(owner, path, { ...house('MEDIA-1'), version, ...fields, 'picture.new[]': [await picture('attic.png', 940)], action: 'publish' });
    expect(moved.status).toBe(303);
    const estate = await estateOf(owner, 'MEDIA-1');
    expect(estate.picture).toBe(urls[2]);
    const stored = await storedPictures(estate.id);
    const order = [...stored.pictures].sort((a, b) => a.index - b.index).map((one) => one.file);
    expect(order.slice(0, 3)).toEqual([urls[2], urls[0], urls[1]]);
    expect(order).toHaveLength(4);
    expect(urls).not.toContain(order[3]);
    // The site's gallery says what the kitchen shows in Dutch; in French, where it was not described, the listing's title and its number.
    const gallery = async (lang: 'nl' | 'fr', word: string) => {
      const short = await get(`http://localhost/${lang}/${word}/${estate.id}`);
      return (await html(`http://localhost${short.headers.get('Location') ?? `/${lang}/${word}/${estate.id}`}`)).body;
    };
    expect(await gallery('nl', 'aanbod')).toMatch(/<img[^>]*alt="De keuken"/);
    expect(await gallery('fr', 'offre')).not.toContain('De keuken');
    // The form again in that order, the kitchen's alt text with it.
    const again = await (await consoleFetch(path, { cookie: owner.cookie })).text();
    expect([...again.matchAll(/name="pictures\.\d\.url" value="([^"]+)"/g)].map((match) => match[1])).toEqual(order);
    expect(again).toContain('value="De keuken"');
  });

  it('refuses a file that is no picture in the console’s language, keeping the form and the pictures before it', async () => {
    const owner = await signIn(OWNER);
    const refused = await post(owner, '/fr/sites/1/estates/new', {
      ...house('MEDIA-2'),
      'address.street': 'Meir',
      'picture.new[]': [await picture('front.png', 900), new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'plan.png', { type: 'image/png' })],
      action: 'save',
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('<html lang="fr"');
    expect(page).toContain(words.media.error.type.fr);
    expect(page).toMatch(/<input type="file" id="field-picture-new"[^>]*aria-invalid="true"/);
    expect(page).toContain('value="Meir"');
    expect(page.match(PICTURE)).toHaveLength(1);
    // One past 5 MiB: the same, with its own message (413).
    const big = await post(owner, '/fr/sites/1/estates/new', {
      ...house('MEDIA-2'),
      'picture.new[]': [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })],
      action: 'save',
    });
    expect(big.status).toBe(413);
    const again = await big.text();
    expect(again).toContain(words.media.error.tooBig.fr.replace('{{max}}', '5'));
    expect(again).toContain('value="MEDIA-2"');
  });

  it('takes one picture through the media route the script sends to, with its preview, and refuses the others as JSON', async () => {
    const owner = await signIn(OWNER);
    const taken = await post(owner, '/en/sites/1/estates/media', { picture: await picture('front.png', 930) });
    expect(taken.status).toBe(201);
    const body = (await taken.json()) as { url: string; preview: string };
    expect(body.url).toMatch(/^\/assets\/media\/site\/1\/image-[0-9a-f]{16}\.png$/);
    expect(body.preview).toBe(`/en/sites/1/media/${body.url.split('/').pop()}`);
    const small = await post(owner, '/de/sites/1/estates/media', { picture: new File([await png(100, 100)], 'tiny.png') });
    expect(small.status).toBe(400);
    expect(((await small.json()) as { message: string }).message).toContain('100 × 100');
    // The CSRF token is checked as on every form; another agency's user finds no such site.
    const forged = await post({ ...owner, csrf: 'forged' }, '/en/sites/1/estates/media', { picture: await picture('front.png', 930) });
    expect(forged.status).toBe(403);
    const stranger = await signIn(STRANGER);
    expect((await post(stranger, '/en/sites/1/estates/media', { picture: await picture('front.png', 930) })).status).toBe(404);
  });
});

describe('the listing-media script', () => {
  it('is loaded by the listing form only, not by the console’s other pages', async () => {
    const owner = await signIn(OWNER);
    const script = /<script type="module" src="\/assets\/listing-media-[0-9a-f]{12}\.js"/;
    expect(await (await consoleFetch('/en/sites/1/estates/new', { cookie: owner.cookie })).text()).toMatch(script);
    for (const path of ['/en/sites/1/estates', '/en/sites/1/pages', '/en/'])
      expect(await (await consoleFetch(path, { cookie: owner.cookie })).text(), path).not.toContain('listing-media');
  });
});

describe('a console listing’s documents', () => {
  it('stores a PDF with its type and titles, shows it on the site’s detail page, and removes it', async () => {
    const owner = await signIn(OWNER);
    const saved = await post(owner, '/en/sites/1/estates/new', {
      ...house('MEDIA-3'),
      'document.new': PDF,
      'document.new.type': 'BROCHURE',
      'document.new.title.nl': 'De brochure',
      'document.new.title.fr': 'La brochure',
      action: 'publish',
    });
    expect(saved.status).toBe(303);
    const path = saved.headers.get('Location')!.split('?')[0]!;
    const estate = await estateOf(owner, 'MEDIA-3');
    const [file] = (await storedPictures(estate.id)).files;
    expect(file!.type).toBe('BROCHURE');
    expect(file!.link).toMatch(/^\/assets\/media\/site\/1\/document-[0-9a-f]{16}\.pdf$/);
    // The site serves it, as a PDF, and lists it with its title in the page's language.
    const served = await get(`http://localhost${file!.link}`);
    expect([served.status, served.headers.get('Content-Type')]).toEqual([200, 'application/pdf']);
    expect(new TextDecoder().decode(await served.arrayBuffer()).startsWith('%PDF-')).toBe(true);
    const short = await get(`http://localhost/fr/offre/${estate.id}`);
    const { body } = await html(`http://localhost${short.headers.get('Location') ?? `/fr/offre/${estate.id}`}`);
    const files = /<section class="estate-detail__files"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
    expect(files).toContain(`href="${file!.link}"`);
    expect(files).toContain('La brochure');

    // The form shows it with its type; removed, it is gone from the listing.
    const form = await (await consoleFetch(path, { cookie: owner.cookie })).text();
    expect(form).toContain('<option value="BROCHURE" selected="">');
    // A link to download it, from the console itself, for the site's members only.
    const link = `/en/sites/1/documents/${file!.link.split('/').pop()}`;
    expect(form).toContain(`<a href="${link}" download="">Download document 1</a>`);
    const downloaded = await consoleFetch(link, { cookie: owner.cookie });
    expect([downloaded.status, downloaded.headers.get('Content-Type'), downloaded.headers.get('Content-Disposition')]).toEqual([
      200,
      'application/pdf',
      `attachment; filename="${link.split('/').pop()}"`,
    ]);
    await downloaded.arrayBuffer();
    expect((await consoleFetch(link.replace('/sites/1/', '/sites/2/'), { cookie: (await signIn(STRANGER)).cookie })).status).toBe(404);
    expect((await consoleFetch(link, { cookie: (await signIn(STRANGER)).cookie })).status).toBe(404);
    const version = /name="version" value="(\d+)"/.exec(form)![1]!;
    const removed = await post(owner, path, {
      ...house('MEDIA-3'),
      version,
      'documents.0.url': file!.link,
      'documents.0.type': 'BROCHURE',
      'documents.0.remove': '1',
      action: 'publish',
    });
    expect(removed.status).toBe(303);
    expect((await storedPictures(estate.id)).files).toEqual([]);
  });

  it('takes a plan drawn as a picture, which the site shows in its plans tab', async () => {
    const owner = await signIn(OWNER);
    const saved = await post(owner, '/nl/sites/1/estates/new', {
      ...house('MEDIA-5'),
      'document.new': new File([await png(1200, 800)], 'gelijkvloers.png'),
      'document.new.title.nl': 'Gelijkvloers',
      action: 'publish',
    });
    expect(saved.status).toBe(303);
    const estate = await estateOf(owner, 'MEDIA-5');
    const [file] = (await storedPictures(estate.id)).files;
    expect(file).toMatchObject({ type: 'FLOOR_PLAN', link: expect.stringMatching(/^\/assets\/media\/site\/1\/document-[0-9a-f]{16}\.png$/) });
    const short = await get(`http://localhost/nl/aanbod/${estate.id}`);
    const { body } = await html(`http://localhost${short.headers.get('Location') ?? `/nl/aanbod/${estate.id}`}`);
    const tab = /<section[^>]*aria-labelledby="detail-tabs-plans"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
    expect(tab).toContain('<dt>Gelijkvloers</dt>');
    // Shown as its copy made in sizes (the first page that asks has it made), linked to the file itself.
    expect(tab).toContain(`src="/assets/media/sized/${file!.link.slice('/assets/media/'.length)}/800"`);
    expect(tab).toContain(`href="${file!.link}"`);
  });

  it('refuses a file that is neither a PDF nor a picture beside its field, and one too large, with everything typed kept', async () => {
    const owner = await signIn(OWNER);
    const notADocument = new File(['<!doctype html><title>%PDF</title><script>alert(1)</script>'], 'plan.pdf', { type: 'application/pdf' });
    const refused = await post(owner, '/nl/sites/1/estates/new', {
      ...house('MEDIA-4'),
      'document.new': notADocument,
      'document.new.title.nl': 'Het plan',
      action: 'save',
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(words.estates.documentError.type.nl);
    expect(page).toMatch(/<input type="file" id="field-document-new"[^>]*aria-invalid="true"/);
    expect(page).toContain('value="Het plan"');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'brochure.pdf', { type: 'application/pdf' });
    const tooBig = await post(owner, '/fr/sites/1/estates/new', { ...house('MEDIA-4'), 'document.new': big, action: 'save' });
    expect(tooBig.status).toBe(413);
    const again = await tooBig.text();
    expect(again).toContain(words.estates.documentError.tooBig.fr.replace('{{max}}', '10'));
    expect(again).toContain('value="MEDIA-4"');
  });

  it('is refused by the ingest upsert when it is another site’s', async () => {
    const answer = await upsertListings(env.DB, 1, [
      {
        source: 'whise',
        externalId: 'doc-9',
        transaction: 'sale',
        status: 'available',
        type: 'HOUSE',
        address: { postalCode: '9000', city: 'Gent' },
        documents: [{ url: '/assets/media/site/2/document-0123456789abcdef.pdf', type: 'BROCHURE' }],
      },
    ]);
    expect(JSON.stringify(answer)).toContain('a document of another site');
  });
});
