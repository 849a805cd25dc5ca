import { Hono } from 'hono';
import type { D1Database } from '@cloudflare/workers-types';
import { fail, idParam } from '../kit/http';
import { siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { serve, site } from './serve';

export type ImageVariant = 'original' | 'medium' | 'thumbnail';

/** What a site asks of a demo picture: the asset, its hash (so ids cannot be enumerated), its size, and the site asking (X-SITE). */
export interface AssetAsked {
  id: number;
  hash: string;
  variant: ImageVariant;
  version: string | undefined;
  siteId: number;
}

/**
 * What draws the assets stored as recipes: the demo's pictures and documents
 * (worker/platform/demo/drawings.ts), in the local default only. A platform without drawings
 * (the production entry) has no picture for them: 404. Each is drawn for the site it belongs
 * to alone (null for any other), so no site shows another's pictures or documents.
 */
export interface AssetDrawings {
  /** The picture as an SVG document (same input, byte-identical output), or null. `db`: the directory, which holds the recipes. */
  image(db: D1Database, asked: AssetAsked): Promise<string | null>;
  /** A document of one of the site's estates as a PDF, or null. `db`: the site's data database. */
  file(db: D1Database, name: string, siteId: number): Promise<Uint8Array<ArrayBuffer> | null>;
}

const VARIANTS = new Set<ImageVariant>(['original', 'medium', 'thumbnail']);

/**
 * GET /assets/{id}?hash(&variant&version): an image of the site asking (X-SITE), drawn from its
 * stored recipe. GET /files/{name}: a document of one of its estates (EPC certificate, floor plan,
 * brochure, soil certificate), as the estate's files list names it, drawn as a one-page PDF.
 * Another site's: 404.
 */
export function assetRoutes(drawings?: AssetDrawings): Hono<PlatformEnv> {
  const assets = new Hono<PlatformEnv>();

  serve(assets, 'GET /assets/:id', site, async (c) => {
    const id = idParam(c.req.param('id'));
    const siteId = c.var.site;
    const variant = (c.req.query('variant') ?? 'original') as ImageVariant;
    if (!VARIANTS.has(variant)) fail(400, 'variant must be original, medium or thumbnail');
    // site-db: DB (the recipes of the demo's pictures are in the directory)
    const svg = await drawings?.image(c.env.DB, { id, hash: c.req.query('hash') ?? '', variant, version: c.req.query('version'), siteId });
    if (!svg) fail(404, 'No such asset');
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  serve(assets, 'GET /files/:name', site, async (c) => {
    const name = c.req.param('name');
    const siteId = c.var.site;
    const pdf = /^file-\d{1,12}\.pdf$/.test(name) && drawings ? await drawings.file(await siteDb(c.env, siteId), name, siteId) : null;
    if (!pdf) fail(404, 'No such file');
    return c.body(pdf, 200, { 'Content-Type': 'application/pdf', 'Cache-Control': 'public, max-age=86400' });
  });

  return assets;
}
