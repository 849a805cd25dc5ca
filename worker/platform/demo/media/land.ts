/** Landscapes: building plots and wide page banners (the holiday scenery is in holiday.ts). */
import type { Random } from '../seed/random';
import { type Box, type Canvas, mix, shade } from './canvas';
import { BRICKS, PLASTER, ROOFS } from './building';
import { ardennes } from './holiday';
import { unitOf } from './houses';
import { type Mood, hills, lawn, sky, tint, tree } from './nature';

const FIELDS = ['#8fb35a', '#a9c46a', '#d9c27a', '#c9b17a', '#7fa65a', '#b7c98a', '#9a8a62'] as const;

/** Farmland strips between two heights, tilted a little. */
function fields(c: Canvas, random: Random, top: number, bottom: number, count: number): void {
  let y = top;
  const tilt = random.step(-0.04, 0.04, 0.005) * c.h;
  for (let i = 0; i < count; i += 1) {
    const h = ((bottom - top) * (i + 1.5)) / ((count * (count + 2)) / 2);
    const color = random.pick(FIELDS);
    const extra = i === count - 1 ? Math.abs(tilt) * 2 : 0;
    c.path(c.poly([0, y - tilt * (1 - i / count), c.w, y + tilt * (1 - i / count), c.w, y + h + tilt + extra, 0, y + h - tilt + extra]), color);
    if (c.detail && random.chance(0.5)) {
      let d = '';
      for (let j = 1; j < 4; j += 1) {
        const yy = y + (h * j) / 4;
        d += `M0 ${c.n(yy - tilt * 0.8)}L${c.n(c.w)} ${c.n(yy + tilt * 0.8)}`;
      }
      c.stroke(d, shade(color, -0.12), Math.max(1, h * 0.04), { opacity: 0.6 });
    }
    y += h;
  }
}

/** A row of small distant trees along a line. */
function treeLine(c: Canvas, random: Random, y: number, size: number, from = 0, to = c.w, color = '#5a7f48'): void {
  const blobs: (readonly [number, number, number])[] = [];
  for (let x = from; x < to; x += size * random.step(0.6, 1.6, 0.1)) {
    if (random.chance(0.25)) continue;
    const r = size * random.step(0.4, 0.7, 0.05);
    blobs.push([x, y - r * 0.8, r]);
  }
  c.path(c.circles(blobs), color);
}

/** A tiny far-away house. */
function farHouse(c: Canvas, x: number, base: number, size: number, wall: string, roof: string): void {
  c.rect(x, base - size * 0.5, size, size * 0.5, wall);
  c.path(
    c.poly([x - size * 0.08, base - size * 0.5, x + size * 1.08, base - size * 0.5, x + size * 0.8, base - size * 0.95, x + size * 0.2, base - size * 0.95]),
    roof,
  );
  c.rect(x + size * 0.2, base - size * 0.35, size * 0.18, size * 0.18, '#6d8499');
  c.rect(x + size * 0.6, base - size * 0.35, size * 0.18, size * 0.18, '#6d8499');
}

/** plot: building land with boundary stakes and a sign, fields and trees behind. */
export function plot(c: Canvas, random: Random): void {
  const u = unitOf(c);
  const mood = random.pick<Mood>(['clear', 'clear', 'day', 'day', 'overcast', 'dusk']);
  const horizon = c.h * random.step(0.46, 0.54, 0.01);
  sky(c, random, mood, horizon);
  const r = random.fork('plot');
  hills(c, r, horizon + c.h * 0.02, c.h * 0.06, '#9fb7a6', 3);
  treeLine(c, r, horizon + c.h * 0.03, u * 0.035, 0, c.w, '#6f9070');
  if (r.chance(0.7)) farHouse(c, c.w * r.step(0.1, 0.8, 0.01), horizon + c.h * 0.035, u * 0.07, r.pick(PLASTER), r.pick(ROOFS));
  fields(c, r, horizon + c.h * 0.03, c.h * 0.66, r.int(3, 5));
  treeLine(c, r, c.h * 0.655, u * 0.06, 0, c.w, '#52793f');
  lawn(c, r, c.h * 0.64, c.h, r.pick(['#86b25a', '#7aa653', '#93b964']));
  // the plot itself, staked out
  const q = [c.w * r.step(0.14, 0.24, 0.01), c.h * 0.7, c.w * r.step(0.72, 0.84, 0.01), c.h * 0.69, c.w * 0.94, c.h * 0.93, c.w * 0.06, c.h * 0.95];
  c.path(c.poly(q), '#a9cf73', { opacity: 0.55 });
  let rope = '';
  for (let i = 0; i < 4; i += 1) {
    const a = i * 2;
    const b = ((i + 1) % 4) * 2;
    rope += `M${c.n(q[a]!)} ${c.n(q[a + 1]! - u * 0.03)}L${c.n(q[b]!)} ${c.n(q[b + 1]! - u * 0.03)}`;
  }
  c.stroke(rope, '#e0483a', Math.max(1.5, u * 0.004), { 'stroke-dasharray': `${Math.round(u * 0.02)} ${Math.round(u * 0.015)}` });
  const stakes: Box[] = [];
  const tops: Box[] = [];
  for (let i = 0; i < 4; i += 1) {
    const near = q[i * 2 + 1]! > c.h * 0.8 ? 1.5 : 1;
    stakes.push([q[i * 2]! - u * 0.006 * near, q[i * 2 + 1]! - u * 0.06 * near, u * 0.012 * near, u * 0.06 * near]);
    tops.push([q[i * 2]! - u * 0.006 * near, q[i * 2 + 1]! - u * 0.06 * near, u * 0.012 * near, u * 0.015 * near]);
  }
  c.path(c.boxes(stakes), '#f4f1ea');
  c.path(c.boxes(tops), '#e0483a');
  // sign board
  const sx = c.w * r.step(0.3, 0.7, 0.01);
  const sy = c.h * 0.8;
  const brand = r.pick(['#1f4e79', '#0f766e', '#9f1239', '#b45309', '#334155']);
  c.twins(sx - u * 0.09, sx + u * 0.08, sy - u * 0.2, u * 0.012, u * 0.2, '#8a6a4a');
  c.rect(sx - u * 0.12, sy - u * 0.3, u * 0.24, u * 0.14, brand, { rx: u * 0.008 });
  c.path(
    c.poly([sx - u * 0.1, sy - u * 0.235, sx - u * 0.07, sy - u * 0.275, sx - u * 0.04, sy - u * 0.235]) +
      c.boxes([
        [sx - u * 0.09, sy - u * 0.235, u * 0.04, u * 0.04],
        [sx - u * 0.02, sy - u * 0.27, u * 0.12, u * 0.02],
        [sx - u * 0.02, sy - u * 0.235, u * 0.09, u * 0.015],
        [sx - u * 0.02, sy - u * 0.21, u * 0.1, u * 0.015],
      ]),
    '#ffffff',
  );
  const trees = random.fork('trees');
  tree(c, trees, c.w * 0.04, c.h * 0.78, u * 0.5);
  tree(c, trees, c.w * 0.96, c.h * 0.76, u * 0.45);
  tint(c, mood);
}

/** A Flemish town skyline: stepped and bell gables, a belfry and a church, along a canal. */
function town(c: Canvas, random: Random, mood: Mood): void {
  const u = Math.min(c.w / 2, c.h * 0.75);
  const water = c.h * 0.8;
  sky(c, random, mood, water);
  const r = random.fork('town');
  // belfry and church far behind
  const bx = c.w * r.step(0.15, 0.85, 0.01);
  const far = mix('#8a8f99', '#bfc7d2', 0.3);
  c.path(
    c.boxes([
      [bx - u * 0.05, water - u * 0.72, u * 0.1, u * 0.72],
      [bx - u * 0.065, water - u * 0.76, u * 0.13, u * 0.05],
    ]) + c.poly([bx - u * 0.04, water - u * 0.76, bx, water - u * 0.92, bx + u * 0.04, water - u * 0.76]),
    far,
  );
  const cx = bx + (bx > c.w / 2 ? -1 : 1) * c.w * 0.3;
  c.path(
    c.boxes([
      [cx - u * 0.03, water - u * 0.55, u * 0.06, u * 0.55],
      [cx, water - u * 0.35, u * 0.3, u * 0.35],
    ]) +
      c.poly([cx - u * 0.035, water - u * 0.55, cx, water - u * 0.8, cx + u * 0.035, water - u * 0.55]) +
      c.poly([cx, water - u * 0.35, cx + u * 0.15, water - u * 0.47, cx + u * 0.3, water - u * 0.35]),
    shade(far, 0.08),
  );
  // gabled houses on the quay
  let x = -u * 0.02;
  let i = 0;
  const base = water - u * 0.02;
  while (x < c.w && i < 30) {
    const w = u * r.step(0.1, 0.16, 0.01);
    const h = u * r.step(0.28, 0.42, 0.01);
    const material = r.chance(0.6) ? 'brick' : 'plaster';
    const color = material === 'brick' ? r.pick(BRICKS) : r.pick(['#f1e6cf', '#e8d9b5', '#f3efe7', '#d7c7a0', '#c9d3cf']);
    const gable = r.pick(['stepped', 'pointed', 'bell'] as const);
    const top = base - h;
    const gh = w * 0.7;
    let d = '';
    if (gable === 'stepped') {
      const sw = w / 7;
      const sh = gh / 3;
      d = c.poly([
        x,
        base,
        x,
        top,
        x + sw,
        top,
        x + sw,
        top - sh,
        x + 2 * sw,
        top - sh,
        x + 2 * sw,
        top - 2 * sh,
        x + 3 * sw,
        top - 2 * sh,
        x + 3 * sw,
        top - 3 * sh,
        x + 4 * sw,
        top - 3 * sh,
        x + 4 * sw,
        top - 2 * sh,
        x + 5 * sw,
        top - 2 * sh,
        x + 5 * sw,
        top - sh,
        x + 6 * sw,
        top - sh,
        x + 6 * sw,
        top,
        x + w,
        top,
        x + w,
        base,
      ]);
    } else if (gable === 'pointed') {
      d = c.poly([x, base, x, top, x + w / 2, top - gh, x + w, top, x + w, base]);
    } else {
      d =
        `M${c.n(x)} ${c.n(base)}L${c.n(x)} ${c.n(top)}Q${c.n(x + w * 0.1)} ${c.n(top - gh * 0.5)} ${c.n(x + w * 0.3)} ${c.n(top - gh * 0.6)}` +
        `L${c.n(x + w * 0.3)} ${c.n(top - gh)}L${c.n(x + w * 0.7)} ${c.n(top - gh)}L${c.n(x + w * 0.7)} ${c.n(top - gh * 0.6)}` +
        `Q${c.n(x + w * 0.9)} ${c.n(top - gh * 0.5)} ${c.n(x + w)} ${c.n(top)}L${c.n(x + w)} ${c.n(base)}Z`;
    }
    c.path(d, color);
    const floors = Math.max(2, Math.floor(h / (u * 0.1)));
    const wins: Box[] = [];
    for (let f = 0; f < floors; f += 1) {
      const wy = base - h + (h * (f + 0.25)) / floors;
      wins.push([x + w * 0.18, wy, w * 0.24, (h / floors) * 0.5], [x + w * 0.58, wy, w * 0.24, (h / floors) * 0.5]);
    }
    wins.push([x + w * 0.4, top - gh * 0.45, w * 0.2, gh * 0.3]);
    if (c.detail) c.path(c.boxes(wins), mood === 'dusk' ? '#f1c27a' : '#f6f3ec');
    c.path(c.boxes(wins.map(([wx, wy, ww, wh]) => [wx + ww * 0.15, wy + ww * 0.15, ww * 0.7, wh - ww * 0.3] as Box)), mood === 'dusk' ? '#ffd98a' : '#5f7688');
    x += w;
    i += 1;
  }
  c.rect(0, base, c.w, water - base + 2, '#8d8a84');
  c.rect(
    0,
    water,
    c.w,
    c.h - water,
    c.linear([
      [0, mood === 'dusk' ? '#6f78a0' : '#5f8fa8'],
      [1, mood === 'dusk' ? '#c99a8a' : '#9ec3d3'],
    ]),
  );
  if (c.detail) {
    let d = '';
    for (let k = 0; k < 16; k += 1) {
      const y = water + (c.h - water) * (0.15 + r.next() * 0.8);
      d += `M${c.n(r.next() * c.w)} ${c.n(y)}l${c.n(u * 0.08)} 0`;
    }
    c.stroke(d, '#ffffff', Math.max(1, u * 0.004), { opacity: 0.45, 'stroke-linecap': 'round' });
  }
}

/** Rolling countryside with fields, poplars, a farm and a village church. */
function countryside(c: Canvas, random: Random, mood: Mood): void {
  const u = Math.min(c.w / 2, c.h);
  const horizon = c.h * 0.55;
  sky(c, random, mood, horizon);
  const r = random.fork('country');
  hills(c, r, horizon + c.h * 0.03, c.h * 0.1, '#a3bba6', 5);
  const church = c.w * r.step(0.1, 0.9, 0.01);
  c.path(
    c.boxes([
      [church - u * 0.02, horizon - u * 0.2, u * 0.04, u * 0.22],
      [church, horizon - u * 0.08, u * 0.14, u * 0.1],
    ]) + c.poly([church - u * 0.025, horizon - u * 0.2, church, horizon - u * 0.34, church + u * 0.025, horizon - u * 0.2]),
    '#8d949c',
  );
  treeLine(c, r, horizon + c.h * 0.04, u * 0.04, 0, c.w, '#6f9070');
  hills(c, r, c.h * 0.7, c.h * 0.1, '#8fb35a', 4);
  fields(c, r, c.h * 0.7, c.h, 4);
  // poplar row
  const trees = r.fork('poplars');
  const start = c.w * r.step(0, 0.5, 0.01);
  for (let k = 0; k < 7; k += 1) tree(c, trees, start + k * u * 0.09, c.h * 0.7, u * 0.3, 'poplar');
  // a farm
  const fx = start > c.w * 0.3 ? c.w * r.step(0.05, 0.2, 0.01) : c.w * r.step(0.65, 0.8, 0.01);
  farHouse(c, fx, c.h * 0.72, u * 0.16, '#f4f1ea', '#8f4532');
  farHouse(c, fx + u * 0.17, c.h * 0.72, u * 0.12, '#c9c2b0', '#3e4248');
  tree(c, r, fx - u * 0.05, c.h * 0.73, u * 0.2, 'round');
  const near = r.fork('near');
  tree(c, near, near.chance(0.5) ? c.w * 0.04 : c.w * 0.96, c.h * 1.02, u * 0.6, 'round');
}

type PageScene = 'town' | 'countryside' | 'ardennes';

/**
 * The scene a page picture's seed asks for, so a hero shows the place its caption names: the
 * Ardennes agency's pictures (`ardennes-…`) a stone house in a wooded valley, the Leie villages
 * (`…-latem-…`) countryside, the Ghent agency's others (`scheldeland-…`) a Flemish town on the
 * water. Any other seed: null (town or countryside at random).
 */
export function pageScene(seed: string): PageScene | null {
  if (seed.startsWith('ardennes-')) return 'ardennes';
  if (seed.includes('-latem-')) return 'countryside';
  if (seed.startsWith('scheldeland-')) return 'town';
  return null;
}

/** page: a wide banner landscape for the heroes of pages, of the scene its seed names (pageScene). */
export function page(c: Canvas, random: Random, seed = ''): void {
  const mood = random.pick<Mood>(['clear', 'day', 'day', 'dusk']);
  const heads = random.chance(0.55);
  const scene = pageScene(seed) ?? (heads ? 'town' : 'countryside');
  if (scene === 'town') town(c, random, mood);
  else if (scene === 'countryside') countryside(c, random, mood);
  else ardennes(c, random, mood);
  tint(c, mood);
}
