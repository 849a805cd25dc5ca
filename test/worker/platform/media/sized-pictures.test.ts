import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import type { ConsoleMedia } from '../../../../shared/contract/console-media';
import { ownedBy } from '../../../../shared/contract/media-owner';
import type { Queue } from '@cloudflare/workers-types';
import { type PictureJob, SIZED_FORMATS, SIZED_WIDTHS, sizedBase, sizedKey } from '../../../../shared/contract/sized-pictures';
import { platform } from '../../../../worker/platform/demo/embedded';
import { imageHeader } from '../../../../worker/platform/media/picture-header';
import { importEstates } from '../../../../worker/platform/import';
import { queueUnmadePictures } from '../../../../worker/platform/media/backfill';
import { dropRefusedPicture } from '../../../../worker/platform/media/refused';
import { makeSizes } from '../../../../worker/platform/media/sizes';
import { cameraPhotoSmall } from '../../../support/camera-photo-small';
import { signIn } from '../../console-helpers';
import { get } from '../../helpers';
import { allEstates } from '../../platform-helpers';
import { png } from '../../png';
import { UNTIL } from '../../until';

// A picture made once, when it arrives, in the widths and formats pages ask for
// (shared/contract/sized-pictures.ts): the copies and what they hold, the site's answer for them,
// the wall between agencies, a file that is no picture, and a console upload end to end.

const SITE = 'http://localhost';
const OTHER_SITE = 'http://immo-tweede.localhost';
const text = new TextDecoder('latin1');

/** A picture stored for a site as the console's upload stores it, under a fresh key. */
async function stored(bytes: Uint8Array, siteId = 1, name = crypto.randomUUID().replace(/-/g, '').slice(0, 16)): Promise<string> {
  const key = `site/${siteId}/image-${name}.jpg`;
  await env.MEDIA!.put(key, bytes, { httpMetadata: { contentType: 'image/jpeg' }, customMetadata: ownedBy(siteId) });
  return `/assets/media/${key}`;
}

/**
 * A queue binding that keeps what it was sent, as Cloudflare's Queue takes it (send, sendBatch):
 * what a write or a page queued, read without waiting for a consumer.
 */
function pictureQueue() {
  const sent: PictureJob[] = [];
  return {
    sent,
    send: async (body: PictureJob) => void sent.push(body),
    sendBatch: async (messages: Iterable<{ body: PictureJob }>) => void sent.push(...[...messages].map((message) => message.body)),
  } as unknown as Queue<PictureJob> & { sent: PictureJob[] };
}

describe('a picture made in sizes', () => {
  it('has every width in WebP and JPEG, the site’s own, none wider than the original, none with the camera’s metadata', async () => {
    const photo = cameraPhotoSmall();
    expect(text.decode(photo)).toContain('SellerCam');
    const url = await stored(photo);
    expect(await makeSizes(env, { siteId: 1, url })).toEqual({ made: true, width: 480, height: 360 });
    const base = sizedBase(url, 1)!;
    for (const width of SIZED_WIDTHS)
      for (const [format, type] of Object.entries(SIZED_FORMATS)) {
        const copy = await env.MEDIA!.get(sizedKey(base, width, format as keyof typeof SIZED_FORMATS));
        expect(copy?.httpMetadata?.contentType).toBe(type);
        expect(copy?.customMetadata).toEqual(ownedBy(1));
        const bytes = new Uint8Array(await copy!.arrayBuffer());
        expect(imageHeader(bytes)).toEqual({ type, width: Math.min(width, 480), height: Math.round((Math.min(width, 480) * 3) / 4) });
        expect(text.decode(bytes)).not.toMatch(/SellerCam|Exif/);
      }
  });

  it('is not made again once its note is there', async () => {
    const url = await stored(cameraPhotoSmall());
    await makeSizes(env, { siteId: 1, url });
    const base = sizedBase(url, 1)!;
    await env.MEDIA!.delete(sizedKey(base, 640, 'webp'));
    expect(await makeSizes(env, { siteId: 1, url })).toMatchObject({ made: true });
    expect(await env.MEDIA!.head(sizedKey(base, 640, 'webp'))).toBeNull();
  });

  it('is refused, with its reason, when it is no picture or a decompression bomb, and never another site’s', async () => {
    const broken = await stored(new TextEncoder().encode('<html>not a photo</html>'));
    expect(await makeSizes(env, { siteId: 1, url: broken })).toEqual({ made: false, reason: 'it is not a PNG, JPEG or WebP picture' });
    // A few bytes claiming 20,000 × 20,000 pixels: decoding them would take gigabytes.
    const bomb = await png(1, 1);
    new DataView(bomb.buffer).setUint32(16, 20_000);
    new DataView(bomb.buffer).setUint32(20, 20_000);
    expect(await makeSizes(env, { siteId: 1, url: await stored(bomb) })).toEqual({ made: false, reason: 'it is 20000 × 20000 pixels, over 8000 on a side' });
    // Site 2 cannot have site 1's picture made for itself.
    const theirs = await stored(cameraPhotoSmall(), 1);
    expect(await makeSizes(env, { siteId: 2, url: theirs })).toBeNull();
    expect(await makeSizes(env, { siteId: 2, url: theirs.replace('/site/1/', '/site/2/') })).toEqual({ made: false, reason: 'the file is not in the store' });
  });
});

describe('the site’s answer for a copy', () => {
  it('is the WebP copy for a browser that takes it, JPEG for another, kept a year; another agency’s hostname gets nothing', async () => {
    const url = await stored(cameraPhotoSmall());
    await makeSizes(env, { siteId: 1, url });
    const address = `${SITE}/assets/media/${sizedBase(url, 1)}/640`;
    const webp = await get(address, { headers: { Accept: 'image/avif,image/webp,image/apng,*/*;q=0.8' } });
    expect([webp.status, webp.headers.get('Content-Type'), webp.headers.get('Vary')]).toEqual([200, 'image/webp', 'Accept']);
    expect(webp.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(imageHeader(new Uint8Array(await webp.arrayBuffer()))).toMatchObject({ type: 'image/webp', width: 480 });
    const jpeg = await get(address, { headers: { Accept: 'image/jpeg' } });
    expect([jpeg.status, jpeg.headers.get('Content-Type')]).toEqual([200, 'image/jpeg']);
    await jpeg.arrayBuffer();
    const elsewhere = await get(address.replace(SITE, OTHER_SITE), { headers: { Accept: 'image/webp' } });
    expect(elsewhere.status).toBe(404);
    await elsewhere.arrayBuffer();
  });

  it('is, before the copies exist, the placeholder, never kept and never the original, and asks for the copies on the asked-for queue', async () => {
    const photo = await stored(cameraPhotoSmall());
    const queue = pictureQueue();
    const writes = pictureQueue();
    const bindings = { PICTURE_QUEUE: writes, PICTURE_ASK_QUEUE: queue };
    const answer = await get(`${SITE}/assets/media/${sizedBase(photo, 1)}/800`, { headers: { Accept: 'image/webp' } }, bindings);
    expect([answer.status, answer.headers.get('Content-Type'), answer.headers.get('Cache-Control')]).toEqual([200, 'image/svg+xml', 'no-store']);
    expect((await answer.text()).length).toBeLessThan(200);
    // The page asked the platform for the copies: made from that message, they are what the next ask gets.
    // On the queue of pictures someone waits for, never behind the writes' (a CRM's import).
    await vi.waitFor(() => expect(queue.sent).toEqual([{ siteId: 1, url: photo }]), UNTIL);
    expect(writes.sent).toEqual([]);
    expect(await makeSizes(env, queue.sent[0]!)).toMatchObject({ made: true });
    const made = await get(`${SITE}/assets/media/${sizedBase(photo, 1)}/800`, { headers: { Accept: 'image/webp' } });
    expect(made.headers.get('Content-Type')).toBe('image/webp');
    await made.arrayBuffer();
  });
});

describe('a picture uploaded in the console', () => {
  it('is stored without where it was taken and made in sizes in the background, asked for ahead of the writes’ pictures', async () => {
    const owner = await signIn('owner@immo-scheldeland.localhost');
    const headers = new Headers({ [SESSION_HEADER]: owner.cookie.split('=')[1]!, [CSRF_HEADER]: owner.csrf, 'Content-Type': 'image/jpeg' });
    const queue = pictureQueue();
    const writes = pictureQueue();
    const bindings = { ...env, PLATFORM_TOKEN: undefined, PICTURE_QUEUE: writes, PICTURE_ASK_QUEUE: queue };
    const answer = await platform.fetch(
      new Request('https://platform.test/console-api/sites/1/media?use=photo', { method: 'POST', headers, body: cameraPhotoSmall() }),
      bindings,
    );
    expect(answer.status).toBe(201);
    const media = (await answer.json()) as ConsoleMedia;
    const original = new Uint8Array(await (await env.MEDIA!.get(media.url.replace('/assets/media/', '')))!.arrayBuffer());
    expect(text.decode(original)).not.toMatch(/SellerCam|Phone 12/);
    expect(imageHeader(original)).toEqual({ type: 'image/jpeg', width: 480, height: 360 });
    const base = sizedBase(media.url, 1)!;
    // Queued as it was stored, and made from that message.
    expect(queue.sent).toEqual([{ siteId: 1, url: media.url }]);
    expect(writes.sent).toEqual([]);
    expect(await makeSizes(env, queue.sent[0]!)).toEqual({ made: true, width: 480, height: 360 });
    expect(await env.MEDIA!.head(sizedKey(base, 160, 'webp'))).not.toBeNull();
  });
});

describe('pictures no write queued', () => {
  it('are queued by the scheduled runs, a page at a time, once, until a new import starts the pass again', async () => {
    const url = await stored(cameraPhotoSmall());
    const template = (await allEstates(1)).find((e) => e.general.status === 'FOR_SALE' && !e.general.project && !e.general.parentId)!;
    const estate = structuredClone(template);
    Object.assign(estate.general, { id: 920_001, parentId: null, reference: 'IMPORT-920001' });
    Object.assign(estate, { pictures: [{ file: url, thumbnail: null, index: 0 }], children: [], collections: [] });
    expect(await importEstates(env.DB, { siteId: 1, estates: [estate] })).toMatchObject({ ok: true });
    const queue = pictureQueue();
    const pass = async () => {
      for (let run = 0; run < 50; run += 1) {
        await queueUnmadePictures({ ...env, PICTURE_QUEUE: queue }, new Date());
        const state = await env.DB.prepare("SELECT value FROM platform_settings WHERE key = 'picture-backfill'").first<string>('value');
        if (state === 'done') return run + 1;
      }
      throw new Error('the pass did not end');
    };
    expect(await pass()).toBeGreaterThan(1);
    expect(queue.sent.filter((job) => job.url === url)).toEqual([{ siteId: 1, url }]);
    // Done: later runs read nothing, until an import writes pictures past the queue again.
    expect(await queueUnmadePictures(env, new Date())).toBe(0);
    expect(await importEstates(env.DB, { siteId: 1, estates: [estate] })).toMatchObject({ ok: true });
    let queued = 0;
    for (let run = 0; run < 50 && queued === 0; run += 1) queued += await queueUnmadePictures(env, new Date());
    expect(queued).toBe(1);
  });
});

describe('a picture that cannot be shown', () => {
  it('leaves the listings that name it (as a photo or a thumbnail), their other pictures kept, once', async () => {
    const broken = await stored(new TextEncoder().encode('not a photo at all'));
    const good = await stored(cameraPhotoSmall());
    const template = (await allEstates(1)).find((e) => e.general.status === 'FOR_SALE' && !e.general.project && !e.general.parentId)!;
    const estate = structuredClone(template);
    Object.assign(estate.general, { id: 920_002, parentId: null, reference: 'IMPORT-920002' });
    const pictures = [
      { file: broken, thumbnail: null, index: 0 },
      { file: good, thumbnail: broken, index: 1 },
    ];
    Object.assign(estate, { pictures, children: [], collections: [] });
    expect(await importEstates(env.DB, { siteId: 1, estates: [estate] })).toMatchObject({ ok: true });
    const note = await makeSizes(env, { siteId: 1, url: broken });
    expect(note).toEqual({ made: false, reason: 'it is not a PNG, JPEG or WebP picture' });
    expect(await dropRefusedPicture(env, { siteId: 1, url: broken }, note!.made ? '' : note!.reason)).toEqual([920_002]);
    const document = await env.DB.prepare('SELECT document FROM estates WHERE id = 920002').first<string>('document');
    expect(JSON.parse(document!).pictures).toEqual([{ file: good, thumbnail: null, index: 1 }]);
    // Another listing of the site, which never named it, is untouched; a second pass changes nothing.
    expect(await dropRefusedPicture(env, { siteId: 1, url: broken }, 'again')).toEqual([]);
  });
});
