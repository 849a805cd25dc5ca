import type { R2Bucket } from '@cloudflare/workers-types';
import { queuePictures } from '../media/sizes';
import { withoutMetadata } from '../media/without-metadata';
import type { Context, Hono } from 'hono';
import { contrastRatio, formatRatio, MIN_TEXT_CONTRAST } from '../../../shared/domain/contrast';
import {
  type ConsoleBrand,
  type ConsoleLogo,
  LOGO_MAX_BYTES,
  LOGO_MIN_HEIGHT,
  LOGO_TYPES,
  logoKey,
  SITE_MEDIA_PREFIX,
} from '../../../shared/contract/console-brand';
import type { RawSite } from '../../../shared/contract/raw/site';
import { DEFAULT_THEME } from '../../../shared/contract/reshape/site';
import { ownedBy } from '../../../shared/contract/media-owner';
import { jsonError, storedFile } from '../kit/http';
import { retireSite } from '../cache/retire';
import { updateSite } from '../sites/update';
import { storedSite } from '../sites/store';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { BYTES } from '../../../shared/contract/console-api/route';
import { themeUpdate } from '../../../shared/contract/console-api/requests';
import { imageHeader, sha256Hex } from '../media/picture-header';
import { fieldError, refusedUpdate } from './site-write';

/** The R2 key of the site's logo when it was uploaded here (`/assets/media/site/{id}/…`), else null. */
function storedLogoKey(site: RawSite): string | null {
  const url = site.logo?.url ?? '';
  const prefix = `${SITE_MEDIA_PREFIX}site/${site.id}/`;
  return url.startsWith(prefix) ? url.slice(SITE_MEDIA_PREFIX.length) : null;
}

async function logoOf(media: R2Bucket | undefined, site: RawSite): Promise<ConsoleLogo | null> {
  if (!site.logo?.url) return null;
  const key = storedLogoKey(site);
  const head = key && media ? await media.head(key) : null;
  if (!head) return { url: site.logo.url, stored: false };
  const size = head.customMetadata ?? {};
  return {
    url: site.logo.url,
    stored: true,
    type: head.httpMetadata?.contentType,
    bytes: head.size,
    width: Number(size.width) || undefined,
    height: Number(size.height) || undefined,
  };
}

/** Writes the site's logo address through the admin API's site update and retires the site's cache; the old file goes. */
async function setLogo(c: Context<ConsoleApiEnv>, current: RawSite, url: string | null): Promise<void> {
  await updateSite(c.env, current.id, { logo: url });
  const old = storedLogoKey(current);
  if (old && c.env.MEDIA && url !== `${SITE_MEDIA_PREFIX}${old}`) await c.env.MEDIA.delete(old);
  await retireSite(c.env, current.id);
}

/**
 * The agency's theme colours and logo (shared/contract/console-brand.ts), owners
 * and editors. A logo is checked by its bytes (PNG, JPEG or WebP, at most 1 MiB, at least
 * 64 px high), kept in R2 (MEDIA) under a key that changes with its content, and served by
 * the site under /assets/media/site/ (worker/site/routes/crm-media.ts).
 */
export function brandApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /sites/:siteId/brand', async (c) => {
    const site = await storedSite(c.env.DB, c.var.site.id);
    const brand: ConsoleBrand = { site: c.var.site, theme: { ...DEFAULT_THEME, ...site.theme }, logo: await logoOf(c.env.MEDIA, site) };
    return c.json(brand);
  });

  on(api, 'PUT /sites/:siteId/theme', { body: themeUpdate }, async (c, { json: theme }) => {
    const current = await storedSite(c.env.DB, c.var.site.id);
    const merged = { ...DEFAULT_THEME, ...current.theme, ...theme } as Record<string, unknown>;
    const ratio = contrastRatio(String(merged.primaryText), String(merged.primary));
    if (ratio !== null && ratio < MIN_TEXT_CONTRAST) {
      const message = `contrast ${formatRatio(ratio)} of primaryText on primary is below ${MIN_TEXT_CONTRAST}:1 (WCAG AA)`;
      return fieldError(c, `Invalid theme: ${message}`, [{ path: 'theme.primaryText', message }]);
    }
    try {
      await updateSite(c.env, current.id, { theme });
    } catch (error) {
      return refusedUpdate(c, error);
    }
    await retireSite(c.env, current.id);
    return c.json({ theme: { ...DEFAULT_THEME, ...current.theme, ...theme } });
  });

  on(api, 'PUT /sites/:siteId/logo', { body: BYTES }, async (c) => {
    if (Number(c.req.header('Content-Length') ?? 0) > LOGO_MAX_BYTES) return jsonError(c, 413, `A logo is at most ${LOGO_MAX_BYTES} bytes (1 MiB)`);
    const declared = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!(declared in LOGO_TYPES)) return fieldError(c, 'A logo must be a PNG, JPEG or WebP image', [{ path: 'logo', message: 'type' }]);
    const sent = await c.req.arrayBuffer();
    if (sent.byteLength > LOGO_MAX_BYTES) return jsonError(c, 413, `A logo is at most ${LOGO_MAX_BYTES} bytes (1 MiB)`);
    const bytes = withoutMetadata(new Uint8Array(sent));
    const header = imageHeader(bytes);
    if (!header || header.type !== declared)
      return fieldError(c, 'The file is not the PNG, JPEG or WebP image it says it is', [{ path: 'logo', message: 'type' }]);
    if (header.height < LOGO_MIN_HEIGHT)
      return fieldError(c, `A logo is at least ${LOGO_MIN_HEIGHT} pixels high; this one is ${header.height}`, [{ path: 'logo', message: 'height' }]);
    if (!c.env.MEDIA) return c.json({ error: 'The logo store is not available' }, 503, { 'Retry-After': '30' });
    const current = await storedSite(c.env.DB, c.var.site.id);
    const key = logoKey(current.id, await sha256Hex(bytes), header.type, header);
    await c.env.MEDIA.put(key, bytes, {
      httpMetadata: { contentType: header.type },
      customMetadata: ownedBy(current.id, { width: String(header.width), height: String(header.height) }),
    });
    await setLogo(c, current, `${SITE_MEDIA_PREFIX}${key}`);
    // Its copies in sizes, for the header's srcset (media/sizes.ts).
    await queuePictures(c.env, current.id, [`${SITE_MEDIA_PREFIX}${key}`], { asked: true });
    const logo: ConsoleLogo = {
      url: `${SITE_MEDIA_PREFIX}${key}`,
      stored: true,
      type: header.type,
      bytes: bytes.byteLength,
      width: header.width,
      height: header.height,
    };
    return c.json(logo, 201);
  });

  // The stored file, for the console's preview (its CSP allows only its own images).
  on(api, 'GET /sites/:siteId/logo', async (c) => {
    const key = storedLogoKey(await storedSite(c.env.DB, c.var.site.id));
    const object = key && c.env.MEDIA ? await c.env.MEDIA.get(key) : null;
    if (!object) return jsonError(c, 404, 'This site has no uploaded logo');
    return storedFile(object, 'private, no-cache');
  });

  on(api, 'DELETE /sites/:siteId/logo', async (c) => {
    await setLogo(c, await storedSite(c.env.DB, c.var.site.id), null);
    return c.json({ logo: null });
  });
}
