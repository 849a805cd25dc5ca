import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { importEstates } from '../../../../worker/platform/import';
import { sizedBase } from '../../../../shared/contract/sized-pictures';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { allEstates } from '../../platform-helpers';
import { attribute, get, html, tags } from '../../helpers';

const CRM = 'https://images.crm.example';
const OTHER = 'https://photos.unlisted.example';
/** The deploy's vars as a production site with an agency's image host would set them. */
const PRODUCTION = { IMAGE_ORIGINS: `${CRM} https://cdn.agency.be`, IMAGE_RESIZING: 'on' };

/** Estates of site 1 whose photos are on image hosts, imported as a CRM would send them. */
const ALLOWED_ID = 910_001;
const REFUSED_ID = 910_002;

async function importWithPictures(id: number, pictures: RawEstate['pictures']): Promise<void> {
  const template = (await allEstates(1)).find((e) => e.general.status === 'FOR_SALE' && !e.general.project && !e.general.parentId)!;
  const estate = structuredClone(template);
  Object.assign(estate.general, { id, parentId: null, reference: `CRM-${id}` });
  Object.assign(estate, { pictures, children: [], collections: [] });
  expect(await importEstates(env.DB, { siteId: 1, estates: [estate] })).toMatchObject({ ok: true });
}

/** The detail page of an estate, reached by its short address as a visitor would. */
async function detail(id: number, vars: Record<string, string>): Promise<string> {
  const redirect = await get(`http://localhost/nl/aanbod/${id}`, {}, vars);
  expect(redirect.status).toBe(301);
  return (await html(`http://localhost${redirect.headers.get('Location')}`, {}, vars)).body;
}

const gallery = (body: string) => /<div class="estate-gallery[\s\S]*?<\/dialog>/.exec(body)?.[0] ?? '';

beforeAll(async () => {
  await importWithPictures(ALLOWED_ID, [
    { file: `${CRM}/estates/${ALLOWED_ID}/1.jpg`, thumbnail: `${CRM}/estates/${ALLOWED_ID}/1-small.jpg`, index: 0 },
    { file: `${CRM}/estates/${ALLOWED_ID}/2.jpg`, thumbnail: null, index: 1 },
  ]);
  await importWithPictures(REFUSED_ID, [{ file: `${OTHER}/${REFUSED_ID}.jpg`, thumbnail: null, index: 0 }]);
});

describe('pictures on an agency’s image host (IMAGE_ORIGINS, IMAGE_RESIZING)', () => {
  it('lists the configured origins in the CSP img-src, and no other', async () => {
    const csp = (await get('http://localhost/nl/', {}, PRODUCTION)).headers.get('Content-Security-Policy') ?? '';
    const imgSrc = /img-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/).filter(Boolean);
    expect(imgSrc).toEqual(["'self'", 'data:', 'blob:', CRM, 'https://cdn.agency.be']);
    const local = (await get('http://localhost/nl/')).headers.get('Content-Security-Policy') ?? '';
    expect(/img-src ([^;]*)/.exec(local)?.[1]?.trim()).toBe("'self' data: blob:");
  });

  it('shows a photo on an allowed origin in the gallery: resized, with srcset, sizes, width and height', async () => {
    const body = gallery(await detail(ALLOWED_ID, PRODUCTION));
    const photos = tags(body, 'img').filter((tag) => tag.includes('estate-gallery__photo'));
    expect(photos).toHaveLength(2);
    const main = photos[0]!;
    const source = `${CRM}/estates/${ALLOWED_ID}/1.jpg`;
    expect(attribute(main, 'src')).toBe(`/cdn-cgi/image/width=800,quality=80,format=auto/${source}`);
    expect(attribute(main, 'srcset')).toBe(
      [480, 640, 800, 1024, 1200, 1600].map((w) => `/cdn-cgi/image/width=${w},quality=80,format=auto/${source} ${w}w`).join(', '),
    );
    expect(attribute(main, 'sizes')).toBe('(min-width: 72rem) 70rem, 100vw');
    expect([attribute(main, 'width'), attribute(main, 'height')]).toEqual(['725', '483']);
    const thumbs = tags(body, 'img').filter((tag) => !tag.includes('class='));
    expect(thumbs.map((tag) => attribute(tag, 'src'))).toEqual([
      `/cdn-cgi/image/width=160,quality=80,format=auto/${CRM}/estates/${ALLOWED_ID}/1-small.jpg`,
      `/cdn-cgi/image/width=160,quality=80,format=auto/${CRM}/estates/${ALLOWED_ID}/2.jpg`,
    ]);
    for (const thumb of thumbs) {
      expect([attribute(thumb, 'width'), attribute(thumb, 'height'), attribute(thumb, 'sizes')]).toEqual(['72', '48', '72px']);
      expect(attribute(thumb, 'srcset')).toMatch(/ 160w$/);
    }
  });

  it('without Image Resizing (the production default) offers the copies made on arrival, on the site itself', async () => {
    const body = gallery(await detail(ALLOWED_ID, { IMAGE_ORIGINS: CRM }));
    const main = tags(body, 'img').find((tag) => tag.includes('estate-gallery__photo'))!;
    const base = sizedBase(`${CRM}/estates/${ALLOWED_ID}/1.jpg`, 1)!;
    expect(attribute(main, 'src')).toBe(`/assets/media/${base}/800`);
    expect(attribute(main, 'srcset')).toBe([480, 640, 800, 1024, 1200, 1600].map((w) => `/assets/media/${base}/${w} ${w}w`).join(', '));
    expect([attribute(main, 'width'), attribute(main, 'height')]).toEqual(['725', '483']);
    expect(body).not.toContain(`src="${CRM}`);
  });

  it('shows the placeholder for a photo on an origin not allowed, and logs that once', async () => {
    const once = 'https://once.unlisted.example';
    await importWithPictures(REFUSED_ID + 1, [{ file: `${once}/1.jpg`, thumbnail: `${once}/1-small.jpg`, index: 0 }]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const id of [REFUSED_ID, REFUSED_ID + 1, REFUSED_ID + 1]) {
        const body = await detail(id, PRODUCTION);
        expect(body).toContain('<div class="estate-card__placeholder estate-detail__no-photo">');
        // No element loads it (only the metadata names it, for link previews): the CSP never has to block it.
        expect([...tags(body, 'img'), ...tags(body, 'link')].filter((tag) => tag.includes(OTHER) || tag.includes(once))).toEqual([]);
      }
      const logged = warn.mock.calls.map((call) => String(call[0])).filter((message) => message.includes(once));
      expect(logged).toEqual([`pictures from ${once} show the placeholder: that origin is not in IMAGE_ORIGINS (e.g. ${once}/1.jpg)`]);
    } finally {
      warn.mockRestore();
    }
  });

  it('gives a card (favorites, infinite scroll) the same image attributes, or none when refused', async () => {
    const card = async (id: number) =>
      ((await (await get(`http://localhost/nl/ajax/estate/${id}`, {}, PRODUCTION)).json()) as { card: { image: unknown } }).card;
    expect((await card(ALLOWED_ID)).image).toMatchObject({
      src: `/cdn-cgi/image/width=640,quality=80,format=auto/${CRM}/estates/${ALLOWED_ID}/1.jpg`,
      sizes: '(min-width: 37.5rem) 27rem, 100vw',
      width: 600,
      height: 400,
    });
    expect((await card(REFUSED_ID)).image).toBeNull();
  });
});
