import { describe, expect, it, vi } from 'vitest';
import { galleryImages, IMAGE_PLACES, type ImagePolicy, imageSource, parseImageOrigins } from '../../shared/domain/images';
import { isPictureAddress } from '../../worker/platform/listings/estate-schema';

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
    expect(main.src).toBe(`/cdn-cgi/image/width=725,quality=80,format=auto/${PHOTO}`);
    expect(main.srcSet).toBe([480, 725, 1120, 1450].map((width) => `/cdn-cgi/image/width=${width},quality=80,format=auto/${PHOTO} ${width}w`).join(', '));
    expect(main.sizes).toBe(IMAGE_PLACES.main.sizes);
    expect([main.width, main.height]).toEqual([725, 483]);
  });

  it.each([
    ['card', 600, 400, [400, 600, 900, 1200]],
    ['thumbnail', 72, 48, [72, 144]],
  ] as const)('%s: %i × %i, offered in %j', (place, width, height, widths) => {
    const image = imageSource(PHOTO, place, resized)!;
    expect([image.width, image.height]).toEqual([width, height]);
    expect(image.src).toBe(`/cdn-cgi/image/width=${width},quality=80,format=auto/${PHOTO}`);
    expect(image.srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(widths.map((w) => `${w}w`));
    expect(image.sizes).toBe(IMAGE_PLACES[place].sizes);
  });

  it('resizes a picture on the site itself by its path', () => {
    expect(imageSource('/photos/1.jpg', 'card', resized)?.src).toBe('/cdn-cgi/image/width=600,quality=80,format=auto/photos/1.jpg');
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
