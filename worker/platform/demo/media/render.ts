/**
 * The pictures of the demo data: every image is an SVG drawn from its recipe (kind, seed), never
 * fetched. The output only depends on the asset, so it can be cached forever.
 */
import type { ImageVariant } from '../../site-api/assets';
import type { AssetKind } from '../seed/assets';
import { createRandom, shortHash } from '../seed/random';
import { Canvas } from './canvas';
import { apartmentExterior, estateExterior, projectScene } from './houses';
import { interior } from './interior';
import { holiday } from './holiday';
import { page, plot } from './land';
import { logo, portrait } from './people';
import { commercial, garage, office } from './town';

export interface RenderableAsset {
  id: number;
  kind: AssetKind;
  seed: string;
  width: number;
  height: number;
}

const THUMBNAIL_WIDTH = 360;

/** Each kind's drawing; the seed may name the scene (holiday and page pictures, media/land.ts). */
const SCENES: Record<AssetKind, (c: Canvas, random: ReturnType<typeof createRandom>, seed: string) => void> = {
  'estate-exterior': estateExterior,
  'estate-interior': interior,
  'apartment-exterior': apartmentExterior,
  plot,
  garage,
  commercial,
  project: projectScene,
  holiday,
  portrait,
  office,
  page,
  logo,
};

function dimension(value: number, fallback: number): number {
  return Number.isFinite(value) && value >= 16 ? Math.min(Math.round(value), 8000) : fallback;
}

/** Draws the picture of an asset as an SVG document string. Same input → byte-identical output. */
export function renderAsset(asset: RenderableAsset, variant: ImageVariant = 'original'): string {
  const w = dimension(asset.width, 1200);
  const h = dimension(asset.height, 800);
  const key = shortHash(`${asset.kind}:${asset.seed}:${asset.id}`);
  const random = createRandom(Number.parseInt(key, 16));
  const canvas = new Canvas(w, h, variant !== 'thumbnail', `m${key.slice(0, 4)}`);
  const draw = SCENES[asset.kind] ?? SCENES['estate-exterior'];
  draw(canvas, random, asset.seed);
  if (variant === 'medium') return canvas.toString(Math.max(1, Math.round(w / 2)), Math.max(1, Math.round(h / 2)));
  if (variant === 'thumbnail') return canvas.toString(THUMBNAIL_WIDTH, Math.max(1, Math.round((THUMBNAIL_WIDTH * h) / w)));
  return canvas.toString(w, h);
}
