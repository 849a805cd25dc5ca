import type { AssetDrawings } from '../routes/assets';
import type { AssetKind } from './seed/assets';
import { simplePdf } from './media/pdf';
import { renderAsset } from './media/render';

/** The demo's pictures and documents, drawn from their recipes (DESIGN.md §4: never fetched). */
export const DEMO_DRAWINGS: AssetDrawings = {
  image: (asset, variant) => renderAsset({ ...asset, kind: asset.kind as AssetKind }, variant),
  file: (file) =>
    simplePdf(file.title ?? file.type, [
      `Pand / Bien / Property: ${file.reference}`,
      `Document: ${file.type}`,
      'Demo-document, gegenereerd door het platform.',
    ]),
};
