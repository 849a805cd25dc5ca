import type { AssetDrawings } from '../site-api/assets';
import type { AssetKind } from './seed/assets';
import { simplePdf } from './media/pdf';
import { renderAsset } from './media/render';

/**
 * The demo's pictures and documents, drawn from their recipes (never fetched), each
 * for the site whose data shows it alone: a picture's row holds its site (`site_id`), a
 * document is one of the site's estates' files.
 */
export const DEMO_DRAWINGS: AssetDrawings = {
  async image(db, { id, hash, variant, version, siteId }) {
    const row = await db
      .prepare('SELECT id, hash, kind, seed, width, height, version FROM assets WHERE id = ?1 AND site_id = ?2')
      .bind(id, siteId)
      .first<{ id: number; hash: string; kind: string; seed: string; width: number; height: number; version: number }>();
    if (!row || row.hash !== hash || (version !== undefined && version !== String(row.version))) return null;
    return renderAsset({ ...row, kind: row.kind as AssetKind }, variant);
  },
  async file(db, name, siteId) {
    const row = await db
      .prepare(
        `SELECT json_extract(e.document, '$.general.reference') AS reference, json_extract(f.value, '$.type') AS type,
                json_extract(f.value, '$.comment.nl') AS title
         FROM estates e, json_each(e.document, '$.files') f
         WHERE e.site_id = ?2 AND json_extract(f.value, '$.link') = ?1 LIMIT 1`,
      )
      .bind(`/assets/media/${name}`, siteId)
      .first<{ reference: string; type: string; title: string | null }>();
    if (!row) return null;
    return simplePdf(row.title ?? row.type, [
      `Pand / Bien / Property: ${row.reference}`,
      `Document: ${row.type}`,
      'Demo-document, gegenereerd door het platform.',
    ]);
  },
};
