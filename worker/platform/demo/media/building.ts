/** Facades: windows, doors, roofs, houses and apartment blocks, drawn front-on. */
import type { Random } from '../seed/random';
import { type Box, type Canvas, lightness, shade } from './canvas';

export const BRICKS = ['#a4553f', '#8e4433', '#b4674a', '#9b5a45', '#c08a5e', '#7f4b3d', '#b0703f'] as const;
export const PLASTER = ['#f3efe7', '#ece6d9', '#e4e1da', '#d8d5cf', '#c6c4bf', '#efe4cc'] as const;
export const MODERN = ['#f4f4f2', '#46494f', '#5b5f66', '#d9d6ce', '#3a3d42'] as const;
export const ROOFS = ['#3e4248', '#4a4e55', '#8f4532', '#2f3237', '#a2553b', '#5a5048'] as const;
export const FRAMES = ['#ffffff', '#f3f0e8', '#2f3337', '#39463b', '#6b4a32', '#324b66'] as const;
export const DOORS = ['#2f3e46', '#6b2e2e', '#2d4a3a', '#3b3f4a', '#8a5a2b', '#1f2d3d', '#5e6b4e'] as const;
export const BLUESTONE = '#687078';

export type Material = 'brick' | 'plaster' | 'modern';

export interface WindowStyle {
  frame: string;
  glass: string;
  mullion: 'none' | 'cross' | 'vertical' | 'transom';
  sill?: string;
  shutters?: string;
  /** Share of lit windows (evening). */
  lit?: number;
}

/** Paints a shape in its colour and lays a shared texture (if any) over it. */
export function paint(c: Canvas, d: string, color: string, texture?: string): void {
  c.path(d, color);
  if (texture) c.path(d, texture);
}

/** Brick joints and a few darker bricks, over any brick colour (none on thumbnails). */
export function brickTexture(c: Canvas, unit: number): string | undefined {
  if (!c.detail) return undefined;
  const bl = unit * 0.03;
  const bh = bl * 0.34;
  const g = bh * 0.18;
  return c.pattern(`b${Math.round(bl * 10)}`, bl * 2, bh * 2, () => {
    c.path(
      c.boxes([
        [bl + g, g, bl - g, bh - g],
        [bl / 2 + g, bh + g, bl - g, bh - g],
      ]),
      '#000000',
      { opacity: 0.1 },
    );
    c.path(
      c.boxes([
        [0, 0, bl * 2, g],
        [0, bh, bl * 2, g],
        [0, 0, g, bh],
        [bl, 0, g, bh],
        [bl / 2, bh, g, bh],
        [bl * 1.5, bh, g, bh],
      ]),
      '#ece6da',
      { opacity: 0.5 },
    );
  });
}

/** Rows of tiles or slates over any roof colour (none on thumbnails). */
export function tileTexture(c: Canvas, unit: number): string | undefined {
  if (!c.detail) return undefined;
  const row = unit * 0.022;
  return c.pattern(`r${Math.round(row * 10)}`, row * 2, row, () => {
    c.path(
      c.boxes([
        [0, row * 0.8, row * 2, row * 0.2],
        [row * 0.95, 0, row * 0.1, row * 0.8],
      ]),
      '#000000',
      { opacity: 0.2 },
    );
  });
}

/** Windows with frames, glass, mullions, sills and shutters; all of one style share paths. */
export function windows(c: Canvas, random: Random, list: readonly Box[], style: WindowStyle): void {
  if (list.length === 0) return;
  const r = random.fork('windows');
  if (style.shutters) {
    c.path(
      c.boxes(
        list.flatMap(
          ([x, y, w, h]) =>
            [
              [x - w * 0.42, y, w * 0.4, h],
              [x + w * 1.02, y, w * 0.4, h],
            ] as Box[],
        ),
      ),
      style.shutters,
    );
    if (c.detail) {
      c.path(
        c.boxes(
          list.flatMap(
            ([x, y, w, h]) =>
              [
                [x - w * 0.42, y + h * 0.48, w * 0.4, h * 0.04],
                [x + w * 1.02, y + h * 0.48, w * 0.4, h * 0.04],
              ] as Box[],
          ),
        ),
        shade(style.shutters, -0.25),
      );
    }
  }
  c.path(c.boxes(list), style.frame);
  const plain: Box[] = [];
  const lit: Box[] = [];
  const glass: Box[] = [];
  for (const [x, y, w, h] of list) {
    const f = Math.min(w, h) * 0.08;
    const box: Box = [x + f, y + f, w - 2 * f, h - 2 * f];
    glass.push(box);
    (style.lit && r.chance(style.lit) ? lit : plain).push(box);
  }
  c.path(c.boxes(plain), c.detail ? c.sheen(style.glass, shade(style.glass, 0.22), Math.max(c.w, c.h) * 0.08) : style.glass);
  c.path(c.boxes(lit), '#ffd98a');
  const [, , w0, h0] = glass[0]!;
  const t = Math.max(1, Math.min(w0, h0) * 0.05);
  let bars = '';
  for (const [x, y, w, h] of glass) {
    if (c.outside(x, y, w, h)) continue;
    if (style.mullion === 'cross' || style.mullion === 'vertical') bars += `M${c.n(x + w / 2)} ${c.n(y)}v${c.n(h)}`;
    if (style.mullion === 'cross') bars += `M${c.n(x)} ${c.n(y + h * 0.38)}h${c.n(w)}`;
    if (style.mullion === 'transom') bars += `M${c.n(x)} ${c.n(y + h * 0.3)}h${c.n(w)}`;
  }
  if (c.detail) c.stroke(bars, style.frame, t);
  if (style.sill && c.detail) {
    const [, , , sh] = list[0]!;
    const st = Math.max(2, sh * 0.06);
    let sills = '';
    for (const [x, y, w, h] of list) if (!c.outside(x, y, w, h)) sills += `M${c.n(x - w * 0.06)} ${c.n(y + h + st / 2)}h${c.n(w * 1.12)}`;
    c.stroke(sills, style.sill, st);
  }
}

/** A front door with a fanlight, a handle and a blue-stone step. */
export function door(c: Canvas, x: number, y: number, w: number, h: number, color: string, frame: string): void {
  c.rect(x - w * 0.08, y - w * 0.08, w * 1.16, h + w * 0.08, frame);
  c.rect(x, y, w, h, color);
  c.rect(x + w * 0.12, y + h * 0.06, w * 0.76, h * 0.18, '#c9dbe6');
  if (c.detail) {
    c.path(
      c.boxes([
        [x + w * 0.15, y + h * 0.32, w * 0.7, h * 0.26],
        [x + w * 0.15, y + h * 0.64, w * 0.7, h * 0.26],
      ]),
      shade(color, 0.12),
    );
  }
  c.circle(x + w * 0.82, y + h * 0.58, Math.max(1.5, w * 0.04), '#d7c38a');
  c.rect(x - w * 0.2, y + h, w * 1.4, Math.max(3, h * 0.05), BLUESTONE);
}

/** A sectional garage door. */
export function garageDoor(c: Canvas, x: number, y: number, w: number, h: number, color: string): void {
  c.rect(x - w * 0.03, y - w * 0.03, w * 1.06, h + w * 0.03, shade(color, -0.3));
  c.rect(x, y, w, h, color);
  const lines: Box[] = [];
  for (let i = 1; i < 5; i += 1) lines.push([x, y + (h * i) / 5, w, Math.max(1, h * 0.015)]);
  c.path(c.boxes(lines), shade(color, -0.18));
}

export type Roof = 'saddle' | 'hip' | 'gable' | 'flat' | 'stepped';

export interface HouseSpec {
  x: number;
  w: number;
  base: number;
  floors: number;
  /** Storey height. */
  fh: number;
  /** Scale of the scene (texture size). */
  unit: number;
  wall: string;
  material: Material;
  roof: Roof;
  roofColor: string;
  roofH: number;
  overhang: number;
  cols: number;
  doorCol: number;
  garageCol: number;
  window: WindowStyle;
  doorColor: string;
  big?: boolean;
  dormers?: number;
  chimney?: boolean;
  /** Roof without sloped sides (terraced houses share their side walls). */
  shared?: boolean;
  /** Leave the ground floor empty (a shop front is drawn there). */
  skipGround?: boolean;
}

/** A house front: walls, roof, windows, door and optional garage. Returns the roof's top. */
export function house(c: Canvas, random: Random, s: HouseSpec): number {
  const r = random.fork('house');
  const top = s.base - s.floors * s.fh;
  const x1 = s.x + s.w;
  const mid = s.x + s.w / 2;
  const brick = s.material === 'brick' ? brickTexture(c, s.unit) : undefined;
  const edge = shade(s.wall, -0.12);
  const extras: Box[] = [];
  if (s.roof === 'gable') {
    paint(c, c.poly([s.x, s.base, s.x, top, mid, top - s.roofH, x1, top, x1, s.base]), s.wall, brick);
  } else if (s.roof === 'stepped') {
    const steps = 4;
    const crown = s.w * 0.08;
    const sw = (s.w / 2 - crown) / steps;
    const sh = s.roofH / steps;
    const left: number[] = [s.x, s.base, s.x, top];
    for (let i = 0; i < steps; i += 1) left.push(s.x + i * sw, top - (i + 1) * sh, s.x + (i + 1) * sw, top - (i + 1) * sh);
    const right: number[] = [];
    for (let i = left.length - 2; i >= 2; i -= 2) right.push(2 * mid - left[i]!, left[i + 1]!);
    paint(c, c.poly([...left, ...right, x1, s.base]), s.wall, brick);
    const copings: Box[] = [];
    for (let i = 0; i < steps; i += 1) {
      copings.push([s.x + i * sw - s.w * 0.01, top - (i + 1) * sh - s.fh * 0.04, sw + s.w * 0.02, s.fh * 0.04]);
      copings.push([x1 - (i + 1) * sw - s.w * 0.01, top - (i + 1) * sh - s.fh * 0.04, sw + s.w * 0.02, s.fh * 0.04]);
    }
    c.path(c.boxes(copings), BLUESTONE);
  } else {
    paint(c, c.boxes([[s.x, top, s.w, s.floors * s.fh]]), s.wall, brick);
  }
  if (s.material !== 'brick') c.rect(x1 - s.w * 0.04, top, s.w * 0.04, s.floors * s.fh, edge, { opacity: 0.35 });
  c.rect(s.x, s.base - s.fh * 0.09, s.w, s.fh * 0.09, s.material === 'modern' ? shade(s.wall, -0.25) : BLUESTONE);

  // Roof
  const tiles = tileTexture(c, s.unit);
  let roofTop = top;
  if (s.roof === 'saddle' || s.roof === 'hip') {
    const o = s.shared ? 0 : s.overhang;
    const inset = s.shared ? 0 : s.roof === 'hip' ? s.roofH * 0.9 : -o * 0.4;
    roofTop = top - s.roofH;
    paint(c, c.poly([s.x - o, top, x1 + o, top, x1 - inset, roofTop, s.x + inset, roofTop]), s.roofColor, tiles);
    c.rect(s.x - o, top - s.fh * 0.03, s.w + 2 * o, s.fh * 0.05, shade(s.roofColor, -0.3));
    if (c.detail) c.rect(s.x, top + s.fh * 0.02, s.w, s.fh * 0.05, '#000000', { opacity: 0.12 });
    const dormers = s.dormers ?? 0;
    if (dormers > 0 && s.roofH > s.fh * 0.5) {
      const dw = Math.min(s.w / (dormers * 2.2), s.fh * 0.75);
      const dh = s.roofH * 0.55;
      const boxes: Box[] = [];
      for (let i = 0; i < dormers; i += 1) {
        const cx = s.x + (s.w * (i + 0.5)) / dormers;
        boxes.push([cx - dw / 2, top - s.roofH * 0.12 - dh, dw, dh]);
      }
      c.path(c.boxes(boxes), s.material === 'modern' ? shade(s.roofColor, 0.1) : s.window.frame === '#ffffff' ? shade(s.wall, 0.1) : '#efece6');
      c.path(c.boxes(boxes.map(([x, y, w]) => [x - w * 0.12, y - s.fh * 0.06, w * 1.24, s.fh * 0.07] as Box)), shade(s.roofColor, -0.25));
      windows(
        c,
        r,
        boxes.map(([x, y, w, h]) => [x + w * 0.18, y + h * 0.18, w * 0.64, h * 0.64] as Box),
        { ...s.window, shutters: undefined, sill: undefined },
      );
    }
  } else if (s.roof === 'gable') {
    roofTop = top - s.roofH;
    const t = s.fh * 0.16;
    const k = t / 2;
    c.stroke(
      c.line([s.x - s.overhang, top + s.overhang * (s.roofH / (s.w / 2)), mid, roofTop - k, x1 + s.overhang, top + s.overhang * (s.roofH / (s.w / 2))]),
      s.roofColor,
      t,
      { 'stroke-linejoin': 'miter', 'stroke-miterlimit': 8 },
    );
    const a = Math.min(s.roofH * 0.4, s.w * 0.14);
    extras.push([mid - a / 2, top - s.roofH * 0.55, a, a]);
  } else if (s.roof === 'flat') {
    const o = s.shared ? 0 : s.overhang * 0.4;
    roofTop = top - s.fh * 0.1;
    c.rect(s.x - o, roofTop, s.w + 2 * o, s.fh * 0.1, s.material === 'modern' ? shade(s.wall, -0.3) : shade(s.wall, 0.35));
  } else {
    roofTop = top - s.roofH;
    const a = Math.min(s.roofH * 0.35, s.w * 0.12);
    extras.push([mid - a / 2, top - s.roofH * 0.55, a, a * 1.3]);
  }
  if (s.chimney && s.roof !== 'flat') {
    const cx = s.x + s.w * r.step(0.2, 0.8, 0.01);
    const cw = s.fh * 0.16;
    const ctop = s.roof === 'gable' || s.roof === 'stepped' ? top - s.roofH * 0.7 : roofTop - s.fh * 0.25;
    c.rect(
      cx - cw / 2,
      ctop,
      cw,
      (s.roof === 'hip' || s.roof === 'saddle' ? roofTop + s.roofH * 0.4 : top - s.roofH * 0.3) - ctop,
      s.material === 'brick' ? s.wall : shade(s.roofColor, 0.15),
    );
    c.rect(cx - cw * 0.65, ctop - s.fh * 0.03, cw * 1.3, s.fh * 0.04, shade(s.roofColor, -0.3));
  }

  // Openings
  const colW = s.w / s.cols;
  const list: Box[] = [...extras];
  for (let f = 0; f < s.floors; f += 1) {
    const floorTop = s.base - (f + 1) * s.fh;
    if (f === 0 && s.skipGround) continue;
    for (let i = 0; i < s.cols; i += 1) {
      const cx = s.x + colW * (i + 0.5);
      // A ground-floor opening of this column, centred, standing on the plinth: x, y, width, height.
      const opening = (w: number, h: number) => [cx - w / 2, s.base - s.fh * 0.09 - h, w, h] as const;
      if (f === 0 && i === s.doorCol) {
        const frame = s.window.frame === '#ffffff' || s.window.frame === '#f3f0e8' ? '#f1efe9' : s.window.frame;
        door(c, ...opening(Math.min(colW * 0.46, s.fh * 0.42), s.fh * 0.74), s.doorColor, frame);
        continue;
      }
      if (f === 0 && i === s.garageCol) {
        garageDoor(c, ...opening(colW * 0.8, s.fh * 0.72), s.material === 'modern' ? '#3a3d42' : r.pick(['#ebe9e4', '#6d5038', '#3f4449', '#a9aeb2']));
        continue;
      }
      const ww = colW * (s.big ? 0.72 : 0.5);
      const wh = s.fh * (s.big ? (f === 0 ? 0.74 : 0.64) : 0.55);
      list.push([cx - ww / 2, floorTop + s.fh * (s.big && f === 0 ? 0.13 : 0.2), ww, wh]);
    }
  }
  if (s.material === 'brick' && c.detail) {
    c.path(c.boxes(list.map(([x, y, w]) => [x - w * 0.05, y - s.fh * 0.05, w * 1.1, s.fh * 0.05] as Box)), shade(s.wall, -0.15));
  }
  windows(c, r, list, s.window);
  return roofTop;
}

export type Balcony = 'glass' | 'band' | 'loggia' | 'none';

export interface BlockSpec {
  x: number;
  w: number;
  base: number;
  floors: number;
  fh: number;
  cols: number;
  unit: number;
  wall: string;
  material: Material;
  accent: string;
  balcony: Balcony;
  window: WindowStyle;
  /** Ground floor: glazed entrance hall or a shop. */
  ground: 'entrance' | 'shop';
  /** Column of narrow stairwell windows in the accent colour, or -1. */
  stairCol: number;
  penthouse?: boolean;
}

/** A flat-roofed apartment building. Returns its top. */
export function block(c: Canvas, random: Random, s: BlockSpec): number {
  const r = random.fork('block');
  const top = s.base - s.floors * s.fh;
  const colW = s.w / s.cols;
  paint(c, c.boxes([[s.x, top, s.w, s.floors * s.fh]]), s.wall, s.material === 'brick' ? brickTexture(c, s.unit) : undefined);
  if (s.stairCol >= 0) c.rect(s.x + colW * s.stairCol, top, colW, s.floors * s.fh, s.accent);
  // ground floor plinth
  c.rect(s.x, s.base - s.fh, s.w, s.fh, shade(s.wall, lightness(s.wall) < 0.45 ? 0.15 : -0.22));
  c.rect(s.x - s.w * 0.015, top - s.fh * 0.12, s.w * 1.03, s.fh * 0.12, shade(s.wall, lightness(s.wall) < 0.45 ? 0.3 : -0.28));
  if (s.penthouse) {
    const pw = s.w * 0.6;
    const px = s.x + s.w * 0.2;
    c.rect(px, top - s.fh * 0.9, pw, s.fh * 0.9, shade(s.wall, -0.06));
    c.rect(px - s.w * 0.02, top - s.fh * 1.0, pw + s.w * 0.04, s.fh * 0.1, shade(s.wall, -0.35));
    windows(c, r, [[px + pw * 0.08, top - s.fh * 0.75, pw * 0.84, s.fh * 0.62]], { ...s.window, mullion: 'none', sill: undefined, shutters: undefined });
    c.rect(px + pw * 0.05, top - s.fh * 0.75 + s.fh * 0.3, pw * 0.9, s.fh * 0.02, s.window.frame);
  }
  const list: Box[] = [];
  const slabs: Box[] = [];
  const rails: Box[] = [];
  const recess: Box[] = [];
  const balconyCols = new Set<number>();
  for (let i = 0; i < s.cols; i += 1) if (i !== s.stairCol && (s.balcony === 'band' || r.chance(0.6))) balconyCols.add(i);
  for (let f = 1; f < s.floors; f += 1) {
    const floorTop = s.base - (f + 1) * s.fh;
    for (let i = 0; i < s.cols; i += 1) {
      const cx = s.x + colW * (i + 0.5);
      if (i === s.stairCol) {
        list.push([cx - colW * 0.12, floorTop + s.fh * 0.15, colW * 0.24, s.fh * 0.7]);
        continue;
      }
      const hasBalcony = s.balcony !== 'none' && balconyCols.has(i);
      const ww = colW * (hasBalcony ? 0.56 : 0.6);
      const wh = s.fh * (hasBalcony ? 0.78 : 0.58);
      const wy = floorTop + s.fh * (hasBalcony ? 0.14 : 0.2);
      if (hasBalcony && s.balcony === 'loggia') recess.push([cx - colW * 0.42, floorTop + s.fh * 0.08, colW * 0.84, s.fh * 0.92]);
      list.push([cx - ww / 2, wy, ww, wh]);
      if (hasBalcony && s.balcony === 'glass') {
        slabs.push([cx - colW * 0.45, floorTop + s.fh * 0.93, colW * 0.9, s.fh * 0.07]);
        rails.push([cx - colW * 0.45, floorTop + s.fh * 0.6, colW * 0.9, s.fh * 0.33]);
      }
      if (hasBalcony && s.balcony === 'loggia') rails.push([cx - colW * 0.42, floorTop + s.fh * 0.62, colW * 0.84, s.fh * 0.38]);
    }
    if (s.balcony === 'band') {
      slabs.push([s.x - s.w * 0.01, floorTop + s.fh * 0.93, s.w * 1.02, s.fh * 0.07]);
      rails.push([s.x - s.w * 0.01, floorTop + s.fh * 0.6, s.w * 1.02, s.fh * 0.33]);
    }
  }
  c.path(c.boxes(recess), shade(s.wall, -0.4));
  windows(c, r, list, s.window);
  // ground floor
  const gy = s.base - s.fh;
  const ground: Box[] = [];
  const entrance = r.int(0, s.cols - 1);
  for (let i = 0; i < s.cols; i += 1) {
    const cx = s.x + colW * (i + 0.5);
    if (i === entrance) {
      const dw = colW * 0.6;
      c.rect(cx - dw / 2 - colW * 0.1, gy + s.fh * 0.05, dw + colW * 0.2, s.fh * 0.08, shade(s.wall, -0.45));
      door(c, cx - dw / 2, gy + s.fh * 0.2, dw, s.fh * 0.74, '#2f3b46', s.window.frame);
      continue;
    }
    if (s.ground === 'shop') ground.push([cx - colW * 0.46, gy + s.fh * 0.16, colW * 0.92, s.fh * 0.78]);
    else ground.push([cx - colW * 0.3, gy + s.fh * 0.22, colW * 0.6, s.fh * 0.55]);
  }
  windows(c, r, ground, { ...s.window, mullion: s.ground === 'shop' ? 'transom' : s.window.mullion, sill: undefined, shutters: undefined });
  if (s.ground === 'shop') c.rect(s.x, gy, s.w, s.fh * 0.12, s.accent);
  c.path(c.boxes(slabs), s.balcony === 'band' ? shade(s.wall, 0.25) : '#d9dadb');
  if (s.balcony === 'glass' || s.balcony === 'band') {
    c.path(c.boxes(rails), '#cfe4ef', { opacity: 0.55 });
    if (c.detail) c.path(c.boxes(rails.map(([x, y, w]) => [x, y, w, Math.max(1.5, s.fh * 0.025)] as Box)), '#5b6168');
  } else if (rails.length > 0) {
    c.path(c.boxes(rails), s.accent, { opacity: 0.85 });
  }
  return s.penthouse ? top - s.fh : top;
}
