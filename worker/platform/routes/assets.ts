import { Hono } from 'hono';
import { fail, idParam } from '../http';
import type { PlatformEnv } from '../types';

export type ImageVariant = 'original' | 'medium' | 'thumbnail';

/** An asset as the platform stores it: a recipe (kind, seed) and its size, not the picture. */
export interface StoredAsset {
  id: number;
  kind: string;
  seed: string;
  width: number;
  height: number;
}

/** An estate's document as its files list names it. */
export interface StoredFile {
  reference: string;
  type: string;
  title: string | null;
}

/**
 * What draws the assets stored as recipes: the demo's pictures and documents
 * (worker/platform/demo/drawings.ts), in the local default only. A platform without drawings
 * (the production entry) has no picture for them: 404.
 */
export interface AssetDrawings {
  /** The picture of an asset as an SVG document. Same input → byte-identical output. */
  image(asset: StoredAsset, variant: ImageVariant): string;
  /** A document of an estate as a PDF. */
  file(file: StoredFile): Uint8Array<ArrayBuffer>;
}

const VARIANTS = new Set<ImageVariant>(['original', 'medium', 'thumbnail']);

/**
 * GET /assets/{id}?hash&version(&variant): an image. The hash must match, so asset ids
 * cannot be enumerated; the picture is drawn from its stored recipe.
 */
export function assetRoutes(drawings?: AssetDrawings): Hono<PlatformEnv> {
  const assets = new Hono<PlatformEnv>();

  assets.get('/assets/:id', async (c) => {
    const id = idParam(c.req.param('id'));
    const hash = c.req.query('hash') ?? '';
    const variant = (c.req.query('variant') ?? 'original') as ImageVariant;
    if (!VARIANTS.has(variant)) fail(400, 'variant must be original, medium or thumbnail');
    const row = await c.env.DB.prepare('SELECT id, hash, kind, seed, width, height, version FROM assets WHERE id = ?1')
      .bind(id)
      .first<StoredAsset & { hash: string; version: number }>();
    if (!row || row.hash !== hash || !drawings) fail(404, 'No such asset');
    const version = c.req.query('version');
    if (version !== undefined && version !== String(row.version)) fail(404, 'No such asset version');
    return c.body(drawings.image(row, variant), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  /**
   * GET /files/{name}: a document of an estate (EPC certificate, floor plan, brochure, soil
   * certificate) as the estate's files list names it; drawn as a one-page PDF.
   */
  assets.get('/files/:name', async (c) => {
    const name = c.req.param('name');
    if (!/^file-\d{1,12}\.pdf$/.test(name) || !drawings) fail(404, 'No such file');
    // site-db: DB (the demo's documents, drawn only in the local default, are its agencies' in DB)
    const row = await c.env.DB.prepare(
      `SELECT e.id, json_extract(e.document, '$.general.reference') AS reference, json_extract(f.value, '$.type') AS type,
              json_extract(f.value, '$.comment.nl') AS title
       FROM estates e, json_each(e.document, '$.files') f
       WHERE json_extract(f.value, '$.link') = ?1 LIMIT 1`,
    )
      .bind(`/assets/media/${name}`)
      .first<StoredFile & { id: number }>();
    if (!row) fail(404, 'No such file');
    return c.body(drawings.file(row), 200, { 'Content-Type': 'application/pdf', 'Cache-Control': 'public, max-age=86400' });
  });

  return assets;
}
