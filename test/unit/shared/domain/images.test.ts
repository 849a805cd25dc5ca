import { describe, expect, it, vi } from 'vitest';
import { sizedBase, sizedRequest } from '../../../../shared/contract/sized-pictures';
import { galleryImages, heldImageSource, IMAGE_PLACES, type ImagePolicy, imageSource, parseImageOrigins, sizedAddress } from '../../../../shared/domain/images';
import { isPictureAddress } from '../../../../worker/platform/listings/estate-schema';

const CRM = 'https://images.crm.example';
const PHOTO = `${CRM}/estates/12/front.jpg`;
const plain: ImagePolicy = { origins: [CRM], resizing: false };
const resized: ImagePolicy = { origins: [CRM], resizing: true };

describe('IMAGE_ORIGINS: the origins pictures may come from (the CSP img-src)', () => {
  it.each([
    ['', []],
    [undefined, []],
    ['https://images.crm.example https://cdn.agency.be', ['https://images.crm.example', 'https://cdn.agency.be']],
    ['https://images.crm.example/, HTTPS://CDN.Agency.be:443', ['https://images.crm.example', 'https://cdn.agency.be']],
    ['  http://127.0.0.1:9000\nhttps://x.example/path  ', ['http://127.0.0.1:9000', 'https://x.example']],
    ['images.crm.example ftp://x.example javascript:alert(1) *', []],
  ])('%j → %j', (value, origins) => {
    expect(parseImageOrigins(value)).toEqual(origins);
  });
});

describe('imageSource: one picture in one place', () => {
  it('leaves the address as it is without resizing, with the place’s width and height', () => {
    expect(imageSource(PHOTO, 'main', plain)).toEqual({ src: PHOTO, width: 725, height: 483 });
    expect(imageSource('/assets/media/4/0a1b2c3d.svg', 'card', plain)).toEqual({ src: '/assets/media/4/0a1b2c3d.svg', width: 600, height: 400 });
  });

  it('the main image is 725 wide: Image Resizing URLs, srcset and sizes', () => {
    const main = imageSource(PHOTO, 'main', resized)!;
    expect(main.src).toBe(`/cdn-cgi/image/width=800,quality=80,format=auto/${PHOTO}`);
    const offered = [480, 640, 800, 1024, 1200, 1600].map((width) => `/cdn-cgi/image/width=${width},quality=80,format=auto/${PHOTO} ${width}w`);
    expect(main.srcSet).toBe(offered.join(', '));
    expect(main.sizes).toBe(IMAGE_PLACES.main.sizes);
    expect([main.width, main.height]).toEqual([725, 483]);
  });

  it.each([
    ['card', 600, 400, 640, [320, 480, 640, 800, 1200]],
    ['thumbnail', 72, 48, 160, [160]],
  ] as const)('%s: %i × %i, first %i wide, offered in %j', (place, width, height, base, widths) => {
    const image = imageSource(PHOTO, place, resized)!;
    expect([image.width, image.height]).toEqual([width, height]);
    expect(image.src).toBe(`/cdn-cgi/image/width=${base},quality=80,format=auto/${PHOTO}`);
    expect(image.srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(widths.map((w) => `${w}w`));
    expect(image.sizes).toBe(IMAGE_PLACES[place].sizes);
  });

  it('resizes a picture on the site itself by its path', () => {
    expect(imageSource('/photos/1.jpg', 'card', resized)?.src).toBe('/cdn-cgi/image/width=640,quality=80,format=auto/photos/1.jpg');
  });

  it('offers the copies made on arrival where Image Resizing is off (the production default), for the site shown', () => {
    const upload = '/assets/media/site/3/image-0123456789abcdef.jpg';
    const card = imageSource(upload, 'card', { ...plain, siteId: 3 })!;
    expect(card.src).toBe('/assets/media/sized/site/3/image-0123456789abcdef.jpg/640');
    expect(card.srcSet).toBe([320, 480, 640, 800, 1200].map((w) => `/assets/media/sized/site/3/image-0123456789abcdef.jpg/${w} ${w}w`).join(', '));
    const base = sizedBase(PHOTO, 3)!;
    expect(base).toMatch(/^sized\/ext\/3\/[0-9a-f]{16}$/);
    expect(imageSource(PHOTO, 'thumbnail', { ...plain, siteId: 3 })).toEqual({
      src: `/assets/media/${base}/160`,
      srcSet: `/assets/media/${base}/160 160w`,
      sizes: '72px',
      width: 72,
      height: 48,
    });
    // The same address on another site is another site's copy.
    expect(sizedBase(PHOTO, 4)).not.toBe(base);
    // A drawing is drawn at every size.
    expect(imageSource('/assets/media/4/0a1b2c3d.svg', 'card', { ...plain, siteId: 3 })?.src).toBe('/assets/media/4/0a1b2c3d.svg');
  });

  it('names an Open Graph picture by its copy 1200 wide', () => {
    const copied = '/assets/media/crm/2/sweepbright/ab/1-front.jpg';
    expect(sizedAddress(copied, 1200, { ...plain, siteId: 2 })).toBe('/assets/media/sized/crm/2/sweepbright/ab/1-front.jpg/1200');
    expect(sizedAddress('/assets/media/4/0a1b2c3d.svg', 1200, { ...plain, siteId: 2 })).toBe('/assets/media/4/0a1b2c3d.svg');
  });

  it('never resizes SVG (vector: Cloudflare serves it as it is)', () => {
    expect(imageSource('/assets/media/4/0a1b2c3d.svg', 'main', resized)).toEqual({ src: '/assets/media/4/0a1b2c3d.svg', width: 725, height: 483 });
    expect(imageSource(`${CRM}/plan.svg?v=2`, 'card', resized)).toEqual({ src: `${CRM}/plan.svg?v=2`, width: 600, height: 400 });
  });

  it.each([
    'https://elsewhere.example/front.jpg',
    'https://images.crm.example.evil.test/front.jpg',
    'http://images.crm.example/front.jpg',
    '//images.crm.example/front.jpg',
    'front.jpg',
    'javascript:alert(1)',
  ])('refuses %s (placeholder) and reports it, resizing on or off', (url) => {
    for (const policy of [plain, resized]) {
      const refused = vi.fn();
      expect(imageSource(url, 'card', { ...policy, refused })).toBeNull();
      expect(refused).toHaveBeenCalledWith(url);
    }
  });

  it('with no origins configured, only the site’s own pictures show', () => {
    expect(imageSource(PHOTO, 'main', { origins: [], resizing: false })).toBeNull();
    expect(imageSource('/assets/media/1/00000000.svg', 'main', { origins: [], resizing: false })).not.toBeNull();
  });

  it('no address, no image, nothing reported', () => {
    const refused = vi.fn();
    expect(imageSource(null, 'card', { ...plain, refused })).toBeNull();
    expect(imageSource('', 'card', { ...plain, refused })).toBeNull();
    expect(refused).not.toHaveBeenCalled();
  });
});

describe('galleryImages: the photos a gallery shows', () => {
  it('leaves refused photos out and falls back to the photo for a missing or refused thumbnail', () => {
    const photos = [
      { file: PHOTO, thumbnail: `${CRM}/estates/12/front-small.jpg` },
      { file: 'https://elsewhere.example/2.jpg', thumbnail: null },
      { file: `${CRM}/3.jpg`, thumbnail: null },
      { file: `${CRM}/4.jpg`, thumbnail: 'https://elsewhere.example/4-small.jpg' },
    ];
    expect(galleryImages(photos, plain)).toEqual([
      { main: { src: PHOTO, width: 725, height: 483 }, thumbnail: { src: `${CRM}/estates/12/front-small.jpg`, width: 72, height: 48 } },
      { main: { src: `${CRM}/3.jpg`, width: 725, height: 483 }, thumbnail: { src: `${CRM}/3.jpg`, width: 72, height: 48 } },
      { main: { src: `${CRM}/4.jpg`, width: 725, height: 483 }, thumbnail: { src: `${CRM}/4.jpg`, width: 72, height: 48 } },
    ]);
  });
});

describe('import: a picture is a path on the site or an https address', () => {
  it.each(['/assets/media/1/0a1b2c3d.svg', PHOTO, 'https://cdn.agency.be/a.jpg?w=1', 'http://127.0.0.1:9000/a.png', 'http://localhost:9000/a.png'])(
    'accepts %s',
    (value) => {
      expect(isPictureAddress(value)).toBe(true);
    },
  );

  it.each([
    'http://images.crm.example/a.jpg',
    '//images.crm.example/a.jpg',
    'front.jpg',
    'ftp://x.example/a.jpg',
    'https://x.example/my photo.jpg',
    'data:image/png;base64,AAAA',
    '',
  ])('refuses %j', (value) => {
    expect(isPictureAddress(value)).toBe(false);
  });
});

describe('sizedRequest: the copy a site address asks for', () => {
  it.each([
    ['sized/site/1/image-0123456789abcdef.jpg/640', { base: 'sized/site/1/image-0123456789abcdef.jpg', width: 640 }],
    ['sized/crm/2/sweepbright/ab/1-front.jpg/160', { base: 'sized/crm/2/sweepbright/ab/1-front.jpg', width: 160 }],
    ['sized/ext/2/0123456789abcdef/1600', { base: 'sized/ext/2/0123456789abcdef', width: 1600 }],
    ['sized/site/1/image-0123456789abcdef.jpg/641', null],
    ['sized/site/1/../2/image.jpg/640', null],
    ['sized/other/1/image.jpg/640', null],
    ['site/1/image-0123456789abcdef.jpg', null],
  ])('%s → %j', (key, wanted) => {
    expect(sizedRequest(key)).toEqual(wanted);
  });
});

describe('heldImageSource: a page’s own picture', () => {
  it('offers an upload’s copies, and leaves a drawing or an address elsewhere as it is', () => {
    const upload = heldImageSource('/assets/media/site/2/image-0123456789abcdef.png', 'photo', 2);
    expect(upload.src).toBe('/assets/media/sized/site/2/image-0123456789abcdef.png/320');
    expect(upload.srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['160w', '320w', '480w']);
    expect(heldImageSource('/assets/media/4/0a1b2c3d.svg', 'photo', 2)).toEqual({ src: '/assets/media/4/0a1b2c3d.svg', width: 300, height: 300 });
    expect(heldImageSource(PHOTO, 'card', 2)).toEqual({ src: PHOTO, width: 600, height: 400 });
  });
});
