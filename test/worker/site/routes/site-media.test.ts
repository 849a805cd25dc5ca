import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedBy } from '../../../../shared/contract/media-owner';
import { giveMediaOwners } from '../../../../worker/platform/media/owners';
import { get } from '../../helpers';
import { allEstates } from '../../platform-helpers';

// An agency's own files (pictures uploaded in the console under /assets/media/site/{siteId}/…,
// CRM files copied under /assets/media/crm/{siteId}/…, the platform's pictures and documents
// under /assets/media/{id}/{hash}.svg and /assets/media/file-{n}.pdf) are served on that
// agency's hostnames only: on another agency's hostname they do not exist (404), so no site
// serves, or seems to vouch for, another's files. Whose a file is, is stored with it (the
// bucket file's metadata, the picture's row), never read from its address.

const SITE_1 = 'http://localhost';
const SITE_2 = 'http://immo-tweede.localhost';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FILES = {
  upload1: 'site/1/image-0123456789abcdef.png',
  upload2: 'site/2/image-fedcba9876543210.png',
  crm1: 'crm/1/sweepbright/estate-1/42-photo.png',
  crm2: 'crm/2/sweepbright/estate-9/43-photo.png',
};

beforeAll(async () => {
  for (const key of Object.values(FILES))
    await env.MEDIA!.put(key, PNG, { httpMetadata: { contentType: 'image/png' }, customMetadata: ownedBy(Number(key.split('/')[1])) });
});

const status = async (origin: string, key: string) => (await get(`${origin}/assets/media/${key}`)).status;

describe('a site’s media, on its own hostnames only', () => {
  it('serves each agency its own uploads and CRM files', async () => {
    expect(await status(SITE_1, FILES.upload1)).toBe(200);
    expect(await status(SITE_1, FILES.crm1)).toBe(200);
    expect(await status(SITE_2, FILES.upload2)).toBe(200);
    expect(await status(SITE_2, FILES.crm2)).toBe(200);
    const answer = await get(`${SITE_1}/assets/media/${FILES.upload1}`);
    expect(answer.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(PNG);
  });

  it('answers 404 for another agency’s files, both ways', async () => {
    expect(await status(SITE_2, FILES.upload1)).toBe(404);
    expect(await status(SITE_2, FILES.crm1)).toBe(404);
    expect(await status(SITE_1, FILES.upload2)).toBe(404);
    expect(await status(SITE_1, FILES.crm2)).toBe(404);
  });

  it('answers 404 on a hostname that is no agency’s', async () => {
    expect(await status('http://nobody.example', FILES.upload1)).toBe(404);
  });

  it('serves a file on the hostnames of the site stored with it, whatever its address names', async () => {
    const key = 'crm/1/sweepbright/estate-5/44-photo.png';
    await env.MEDIA!.put(key, PNG, { httpMetadata: { contentType: 'image/png' }, customMetadata: ownedBy(2) });
    expect(await status(SITE_2, key)).toBe(200);
    expect(await status(SITE_1, key)).toBe(404);
    await env.MEDIA!.delete(key);
  });
});

describe('files stored before each carried its site', () => {
  const OLD = { upload: 'site/1/image-00000000000000aa.png', crm: 'crm/1/omnicasa/77/1-front.png', mail: 'local-mailbox/old.eml' };
  const state = () => env.DB.prepare("SELECT value FROM platform_settings WHERE key = 'media-owners'").first<string>('value');

  beforeAll(async () => {
    for (const key of Object.values(OLD)) await env.MEDIA!.put(key, PNG, { httpMetadata: { contentType: 'image/png' }, customMetadata: { width: '1' } });
  });
  afterAll(async () => {
    for (const key of Object.values(OLD)) await env.MEDIA!.delete(key);
    await env.DB.prepare("DELETE FROM platform_settings WHERE key = 'media-owners'").run();
  });

  it('are served by the site their key was written under until the scheduled runs store it with each, page by page, then stop', async () => {
    // Before the backfill: the site the key names, as before files carried their site; no other.
    for (const key of [OLD.upload, OLD.crm]) {
      expect(await status(SITE_1, key)).toBe(200);
      expect(await status(SITE_2, key)).toBe(404);
    }
    let runs = 0;
    while ((await state()) !== 'done' && runs < 100) {
      await giveMediaOwners(env, new Date());
      runs += 1;
    }
    expect(await state()).toBe('done');
    for (const key of [OLD.upload, OLD.crm]) {
      expect(await status(SITE_1, key)).toBe(200);
      expect(await status(SITE_2, key)).toBe(404);
      const kept = await env.MEDIA!.head(key);
      expect(kept!.httpMetadata?.contentType).toBe('image/png');
      expect(kept!.customMetadata).toEqual({ width: '1', site: '1' });
    }
    expect((await env.MEDIA!.head(OLD.mail))!.customMetadata).toEqual({ width: '1' });
    // Done: a later run reads nothing more (a file without a stored site stays without).
    await env.MEDIA!.put(OLD.upload, PNG, { httpMetadata: { contentType: 'image/png' } });
    expect(await giveMediaOwners(env, new Date())).toBe(0);
    expect((await env.MEDIA!.head(OLD.upload))!.customMetadata).toEqual({});
    // A stored site wins over the key's: site 1's key, stored as site 2's, is served on site 2 only.
    await env.MEDIA!.put(OLD.upload, PNG, { httpMetadata: { contentType: 'image/png' }, customMetadata: ownedBy(2) });
    expect(await status(SITE_1, OLD.upload)).toBe(404);
    expect(await status(SITE_2, OLD.upload)).toBe(200);
  });
});

describe('the platform’s pictures and documents, on their site’s hostnames only', () => {
  /** Site `siteId`'s logo, a listing's photo and its thumbnail, an agent's portrait and a listing's PDF, as its pages link them. */
  async function addressesOf(siteId: number): Promise<string[]> {
    const logo = await env.DB.prepare("SELECT json_extract(document, '$.logo.url') AS url FROM sites WHERE id = ?1").bind(siteId).first<{ url: string }>();
    const estates = await allEstates(siteId);
    const pictured = estates.find((estate) => estate.pictures.some((picture) => picture.thumbnail))!;
    const picture = pictured.pictures.find((one) => one.thumbnail)!;
    const portrait = estates.find((estate) => estate.salesRep?.picture)?.salesRep?.picture;
    const document = estates.flatMap((estate) => estate.files).find((file) => file.link.startsWith('/assets/media/file-'))!.link;
    const addresses = [logo!.url, picture.file, picture.thumbnail!, portrait!, document];
    for (const address of addresses) expect(address).toMatch(/^\/assets\/media\/(?:\d+\/[0-9a-f]{8}[-\dx\w]*\.svg|file-\d+\.pdf)$/);
    return addresses;
  }

  it.each([
    [1, SITE_1, SITE_2],
    [2, SITE_2, SITE_1],
  ] as const)('site %i’s logo, listing photo, thumbnail, portrait and PDF: 200 on its host, 404 on the other’s', async (siteId, own, other) => {
    for (const address of await addressesOf(siteId)) {
      expect(await status(own, address.slice('/assets/media/'.length)), `${address} on ${own}`).toBe(200);
      expect(await status(other, address.slice('/assets/media/'.length)), `${address} on ${other}`).toBe(404);
      expect(await status('http://nobody.example', address.slice('/assets/media/'.length)), `${address} on no site`).toBe(404);
    }
  });

  it('serves a picture on the hostnames of the site its row names', async () => {
    const asset = await env.DB.prepare('SELECT id, hash FROM assets WHERE site_id = 1 ORDER BY id DESC LIMIT 1').first<{ id: number; hash: string }>();
    const address = `${asset!.id}/${asset!.hash}-thumbnail.svg`;
    await env.DB.prepare('UPDATE assets SET site_id = 2 WHERE id = ?1').bind(asset!.id).run();
    try {
      expect(await status(SITE_2, address)).toBe(200);
      expect(await status(SITE_1, address)).toBe(404);
    } finally {
      await env.DB.prepare('UPDATE assets SET site_id = 1 WHERE id = ?1').bind(asset!.id).run();
    }
  });
});
