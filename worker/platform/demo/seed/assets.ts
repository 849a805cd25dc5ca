import { shortHash } from './random';

/**
 * Kinds of generated images (no image is ever fetched, so the demo runs offline). The picture is drawn
 * from (kind, seed) by worker/platform/demo/media/; the database keeps only that recipe.
 */
export type AssetKind =
  | 'estate-exterior'
  | 'estate-interior'
  | 'apartment-exterior'
  | 'plot'
  | 'garage'
  | 'commercial'
  | 'project'
  | 'holiday'
  | 'portrait'
  | 'office'
  | 'page'
  | 'logo';

export interface AssetRow {
  id: number;
  hash: string;
  kind: AssetKind;
  seed: string;
  width: number;
  height: number;
}

/** The site address of an asset; the site serves it from the platform's GET /assets/{id}?hash. */
export function assetUrl(id: number, hash: string, variant?: 'thumbnail' | 'medium'): string {
  return `/assets/media/${id}/${hash}${variant ? `-${variant}` : ''}.svg`;
}

/**
 * The address of an asset that names its pixel size (`…/{hash}-256x256.svg`), as an uploaded
 * logo's does (shared/domain/logo-size.ts): the site's header sizes the demo agencies' logos
 * before they load, so the header does not move when they arrive.
 */
export function sizedAssetUrl(row: Pick<AssetRow, 'id' | 'hash' | 'width' | 'height'>): string {
  return `/assets/media/${row.id}/${row.hash}-${row.width}x${row.height}.svg`;
}

/**
 * The site each asset belongs to, by asset id: the one whose data shows it (its address in one
 * of the site's documents), once the whole seed is generated; stored as the asset's `site_id`.
 * Each site shows only its own (the platform draws a picture only for its site: demo/drawings.ts),
 * so an asset two sites show is refused here.
 */
export function assetOwners(documents: Iterable<{ siteId: number; document: unknown }>): Map<number, number> {
  const owners = new Map<number, number>();
  for (const { siteId, document } of documents) {
    for (const [, id] of JSON.stringify(document).matchAll(/\/assets\/media\/(\d+)\//g)) {
      const owner = owners.get(Number(id));
      if (owner !== undefined && owner !== siteId) throw new Error(`asset ${id} is shown by sites ${owner} and ${siteId}: each site's pictures are its own`);
      owners.set(Number(id), siteId);
    }
  }
  return owners;
}

/** Hands out asset ids and hashes while the seed is generated, in a deterministic order. */
export class AssetRegistry {
  private readonly assets: AssetRow[] = [];

  constructor(private nextId = 1) {}

  add(kind: AssetKind, seed: string, width = 1200, height = 800): AssetRow & { url: string; thumbnail: string; medium: string } {
    const id = this.nextId;
    this.nextId += 1;
    const row: AssetRow = { id, hash: shortHash(`${kind}:${seed}:${id}`), kind, seed, width, height };
    this.assets.push(row);
    return { ...row, url: assetUrl(id, row.hash), thumbnail: assetUrl(id, row.hash, 'thumbnail'), medium: assetUrl(id, row.hash, 'medium') };
  }

  rows(): readonly AssetRow[] {
    return this.assets;
  }
}
