import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { getAsset } from '../upstream/assets';
import { UpstreamError } from '../upstream/client';
import { siteRequest } from '../upstream/site-api';

const FILE = /^([0-9a-f]{8})(?:-(thumbnail|medium)|-\d{1,5}x\d{1,5})?\.svg$/;

/**
 * GET /assets/media/{id}/{hash}[-thumbnail|-medium|-{width}x{height}].svg: a platform image
 * (the size, which a logo's address names for the header, serves the original). Names carry
 * the hash, so they are immutable and cached for a year. Like every media address, only on the
 * hostnames of the site it belongs to: asked of the platform for the site resolved before, which
 * answers only its own pictures; elsewhere 404.
 */
export async function media(c: Context<AppEnv>): Promise<Response> {
  const id = Number(c.req.param('id'));
  const match = FILE.exec(c.req.param('file') ?? '');
  if (!Number.isSafeInteger(id) || id <= 0 || !match) return c.text('Not found', 404);
  try {
    const svg = await getAsset(c.get('upstream'), c.get('site').id, id, match[1]!, (match[2] as 'thumbnail' | 'medium' | undefined) ?? 'original');
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return c.text('Not found', 404);
    throw error;
  }
}

/** GET /assets/media/file-{n}.pdf: a document of one of the site's estates, asked of the platform for the site (X-SITE); another site's: 404. */
export async function mediaFile(c: Context<AppEnv>): Promise<Response> {
  const name = c.req.param('file') ?? '';
  if (!/^file-\d{1,12}\.pdf$/.test(name)) return c.text('Not found', 404);
  try {
    const response = await fetchFile(c, name);
    return c.body(response, 200, {
      'Content-Type': 'application/pdf',
      'Cache-Control': 'public, max-age=86400',
      'Content-Disposition': `inline; filename="${name}"`,
    });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return c.text('Not found', 404);
    throw error;
  }
}

async function fetchFile(c: Context<AppEnv>, name: string): Promise<ArrayBuffer> {
  const { client } = c.get('upstream');
  return client.request(siteRequest('GET /files/:name', { name }, { siteId: c.get('site').id, binary: true }));
}
