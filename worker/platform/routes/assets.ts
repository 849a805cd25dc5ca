import { Hono } from 'hono';
import type { AssetKind } from '../seed/assets';
import { simplePdf } from '../media/pdf';
import { renderAsset, type ImageVariant } from '../media/render';
import { fail, idParam } from '../http';
import type { PlatformEnv } from '../types';

const VARIANTS = new Set<ImageVariant>(['original', 'medium', 'thumbnail']);

/**
 * GET /assets/{id}?hash&version(&variant): an image. The hash must match, so asset ids
 * cannot be enumerated; the picture is drawn from its stored recipe.
 */
export const assets = new Hono<PlatformEnv>();

assets.get('/assets/:id', async (c) => {
  const id = idParam(c.req.param('id'));
  const hash = c.req.query('hash') ?? '';
  const variant = (c.req.query('variant') ?? 'original') as ImageVariant;
  if (!VARIANTS.has(variant)) fail(400, 'variant must be original, medium or thumbnail');
  const row = await c.env.DB.prepare('SELECT id, hash, kind, seed, width, height, version FROM assets WHERE id = ?1')
    .bind(id)
    .first<{ id: number; hash: string; kind: AssetKind; seed: string; width: number; height: number; version: number }>();
  if (!row || row.hash !== hash) fail(404, 'No such asset');
  const version = c.req.query('version');
  if (version !== undefined && version !== String(row.version)) fail(404, 'No such asset version');
  return c.body(renderAsset(row, variant), 200, {
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
  if (!/^file-\d{1,12}\.pdf$/.test(name)) fail(404, 'No such file');
  const row = await c.env.DB.prepare(
    `SELECT e.id, json_extract(e.document, '$.general.reference') AS reference, json_extract(f.value, '$.type') AS type,
            json_extract(f.value, '$.comment.nl') AS title
     FROM estates e, json_each(e.document, '$.files') f
     WHERE json_extract(f.value, '$.link') = ?1 LIMIT 1`,
  )
    .bind(`/assets/media/${name}`)
    .first<{ id: number; reference: string; type: string; title: string | null }>();
  if (!row) fail(404, 'No such file');
  const pdf = simplePdf(row.title ?? row.type, [`Pand / Bien / Property: ${row.reference}`, `Document: ${row.type}`, 'Demo-document, gegenereerd door het platform.']);
  return c.body(pdf, 200, { 'Content-Type': 'application/pdf', 'Cache-Control': 'public, max-age=86400' });
});
