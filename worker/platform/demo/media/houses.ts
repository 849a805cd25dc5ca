/** Residential exteriors: houses of every Belgian type, apartment buildings and new-build projects. */
import type { Random } from '../seed/random';
import { type Box, type Canvas, shade } from './canvas';
import { BLUESTONE, BRICKS, DOORS, FRAMES, MODERN, type Material, PLASTER, ROOFS, type Roof, type WindowStyle, block, house } from './building';
import { type Mood, car, hedge, lawn, pickMood, sky, street, tint, tree } from './nature';

export function unitOf(c: Canvas): number {
  return Math.min(c.w / 1.5, c.h);
}

/**
 * A street scene's start: its unit, the ground line at `ground` of the height with the sky of
 * `mood` above it, and the scene's own random (`name`, forked after the sky's).
 */
export function scene(c: Canvas, random: Random, mood: Mood, ground: number, name: string): { u: number; base: number; r: Random } {
  const u = unitOf(c);
  const base = c.h * ground;
  sky(c, random, mood, base);
  return { u, base, r: random.fork(name) };
}

export function windowStyle(random: Random, mood: Mood, material: Material): WindowStyle {
  const frame = material === 'modern' ? random.pick(['#2f3337', '#3a3d42', '#f4f4f2']) : random.pick(FRAMES);
  return {
    frame,
    glass: mood === 'dusk' ? '#4f5f78' : mood === 'overcast' ? '#9fb0bd' : '#93b7d0',
    mullion: material === 'modern' ? 'none' : random.pick(['cross', 'vertical', 'transom', 'none']),
    sill: material === 'modern' ? undefined : BLUESTONE,
    lit: mood === 'dusk' ? 0.45 : 0,
  };
}

function wallOf(random: Random, material: Material): string {
  return material === 'brick' ? random.pick(BRICKS) : material === 'plaster' ? random.pick(PLASTER) : random.pick(MODERN);
}

/** One terraced house of a street; returns its roof top. */
export function rowHouse(
  c: Canvas,
  random: Random,
  x: number,
  w: number,
  base: number,
  fh: number,
  mood: Mood,
  options: { floors?: number; skipGround?: boolean; garage?: boolean } = {},
): number {
  const material = random.pick<Material>(['brick', 'brick', 'brick', 'plaster', 'plaster', 'modern']);
  const roof = material === 'modern' ? 'flat' : random.pick<Roof>(['saddle', 'saddle', 'saddle', 'flat', 'stepped']);
  const cols = w > fh * 2.6 ? 3 : 2;
  return house(c, random, {
    x,
    w,
    base,
    floors: options.floors ?? random.int(2, 3),
    fh,
    unit: unitOf(c),
    wall: wallOf(random, material),
    material,
    roof,
    roofColor: random.pick(ROOFS),
    roofH: fh * random.step(0.7, 0.95, 0.05),
    overhang: 0,
    cols,
    doorCol: random.pick([0, cols - 1]),
    garageCol: options.garage && cols === 3 ? 1 : -1,
    window: windowStyle(random, mood, material),
    doorColor: random.pick(DOORS),
    big: material === 'modern',
    dormers: roof === 'saddle' && random.chance(0.5) ? 1 : 0,
    chimney: random.chance(0.5),
    shared: true,
    skipGround: options.skipGround,
  });
}

/** Terraced houses left and right of [from, to], filling the picture. */
export function neighbours(c: Canvas, random: Random, from: number, to: number, base: number, fh: number, mood: Mood, floors?: number): void {
  const unit = unitOf(c);
  let x = from;
  let i = 0;
  while (x > 0 && i < 6) {
    const w = unit * random.step(0.3, 0.44, 0.01);
    x -= w;
    rowHouse(c, random.fork(`l${i}`), x, w, base, fh, mood, { floors });
    i += 1;
  }
  x = to;
  i = 0;
  while (x < c.w && i < 6) {
    const w = unit * random.step(0.3, 0.44, 0.01);
    rowHouse(c, random.fork(`r${i}`), x, w, base, fh, mood, { floors });
    x += w;
    i += 1;
  }
}

function terraced(c: Canvas, random: Random, mood: Mood): void {
  const u = unitOf(c);
  const base = c.h * 0.8;
  sky(c, random, mood, base);
  const fh = u * 0.15;
  const w = u * random.step(0.4, 0.5, 0.01);
  const x = c.w / 2 - w / 2 + random.step(-0.1, 0.1, 0.01) * u;
  neighbours(c, random.fork('n'), x, x + w, base, fh, mood);
  rowHouse(c, random.fork('main'), x, w, base, fh, mood, { garage: random.chance(0.3) });
  street(c, base, c.h * 0.88);
  const r = random.fork('street');
  if (r.chance(0.6)) tree(c, r, r.chance(0.5) ? x - u * 0.12 : x + w + u * 0.12, c.h * 0.87, u * 0.42, 'round');
  if (r.chance(0.6)) car(c, r, r.chance(0.5) ? c.w * 0.04 : c.w * 0.7, c.h * 0.97, u * 0.34);
}

function garden(c: Canvas, random: Random, base: number, driveway?: readonly [number, number]): void {
  lawn(c, random, base, c.h * 0.86);
  if (driveway) {
    const [x0, x1] = driveway;
    c.path(c.poly([x0, base, x1, base, x1 + (x1 - x0) * 0.15, c.h * 0.86, x0 - (x1 - x0) * 0.15, c.h * 0.86]), '#b9b4aa');
  }
  street(c, c.h * 0.86, c.h * 0.93);
}

function semiDetached(c: Canvas, random: Random, mood: Mood): void {
  const { u, base, r } = scene(c, random, mood, 0.72, 'semi');
  const fh = u * 0.14;
  const w = u * 0.42;
  const pairX = c.w / 2 - w + r.step(-0.08, 0.08, 0.01) * u;
  const material = r.pick<Material>(['brick', 'brick', 'plaster']);
  const roof = r.pick<Roof>(['gable', 'saddle', 'saddle']);
  const wall = wallOf(r, material);
  const roofColor = r.pick(ROOFS);
  const style = windowStyle(r, mood, material);
  const leftMain = r.chance(0.5);
  const annex = u * 0.2;
  const annexX = leftMain ? pairX - annex : pairX + 2 * w;
  const trees = random.fork('trees');
  tree(c, trees, annexX < c.w / 2 ? annexX - u * 0.25 : annexX + annex + u * 0.25, base + u * 0.02, u * 0.55);
  tree(c, trees, annexX < c.w / 2 ? pairX + 2 * w + u * 0.3 : pairX - u * 0.3, base + u * 0.02, u * 0.5);
  // garage annex
  c.rect(annexX, base - fh * 1.05, annex, fh * 1.05, material === 'brick' ? wall : shade(wall, -0.05));
  c.rect(annexX - u * 0.01, base - fh * 1.12, annex + u * 0.02, fh * 0.08, shade(roofColor, 0.1));
  garden(c, random, base, [annexX + annex * 0.12, annexX + annex * 0.88]);
  const houseSpec = {
    w,
    base,
    floors: 2,
    fh,
    unit: u,
    wall,
    material,
    roof,
    roofColor,
    roofH: roof === 'gable' ? fh * 1.1 : fh * 0.85,
    overhang: u * 0.02,
    cols: 2,
    garageCol: -1,
    window: style,
    dormers: roof === 'saddle' ? 1 : 0,
    chimney: r.chance(0.5),
  } as const;
  house(c, r.fork('a'), { ...houseSpec, x: pairX, doorCol: 0, doorColor: r.pick(DOORS) });
  house(c, r.fork('b'), { ...houseSpec, x: pairX + w, doorCol: 1, doorColor: r.pick(DOORS) });
  c.rect(pairX + w - u * 0.004, base - fh * 2, u * 0.008, fh * 2, shade(wall, -0.25), { opacity: 0.5 });
  // garage door
  const gw = annex * 0.76;
  c.rect(annexX + (annex - gw) / 2, base - fh * 0.85, gw, fh * 0.85, r.pick(['#e9e7e1', '#4a4e55', '#6d5038']));
  c.path(c.boxes([1, 2, 3, 4].map((i) => [annexX + (annex - gw) / 2, base - fh * 0.85 + (fh * 0.85 * i) / 5, gw, Math.max(1, fh * 0.012)] as Box)), '#000000', {
    opacity: 0.15,
  });
  hedge(
    c,
    leftMain ? pairX + w * 1.15 : 0,
    base + (c.h * 0.86 - base) * 0.55,
    leftMain ? c.w - pairX - w * 1.15 : pairX + w * 0.85,
    (c.h * 0.86 - base) * 0.35,
  );
}

function villa(c: Canvas, random: Random, mood: Mood): void {
  const { u, base, r } = scene(c, random, mood, 0.7, 'villa');
  const modern = r.chance(0.4);
  const trees = random.fork('trees');
  const w = u * (modern ? 0.62 : 0.8);
  const x = c.w / 2 - w / 2 + r.step(-0.08, 0.08, 0.01) * u;
  tree(c, trees, x - u * 0.22, base + u * 0.02, u * 0.6, 'round');
  tree(c, trees, x + w + u * 0.3, base + u * 0.02, u * 0.65);
  if (trees.chance(0.5)) tree(c, trees, x - u * 0.5, base + u * 0.03, u * 0.45, 'conifer');
  const fh = u * 0.15;
  if (modern) {
    const wall = r.pick(['#f4f4f2', '#eeece6', '#e6e3dc']);
    const side = r.pick(['#9c6b43', '#46494f', '#8e5a3c', '#5b5f66']);
    const sideW = u * 0.4;
    const left = r.chance(0.5);
    const sx = left ? x - sideW * 0.7 : x + w - sideW * 0.3;
    garden(c, random, base, [sx + sideW * 0.15, sx + sideW * 0.85]);
    house(c, r.fork('main'), {
      x,
      w,
      base,
      floors: 2,
      fh,
      unit: u,
      wall,
      material: 'modern',
      roof: 'flat',
      roofColor: '#3a3d42',
      roofH: 0,
      overhang: u * 0.02,
      cols: 3,
      doorCol: left ? 2 : 0,
      garageCol: -1,
      window: { ...windowStyle(r, mood, 'modern'), frame: '#2f3337' },
      doorColor: '#2f3337',
      big: true,
    });
    house(c, r.fork('side'), {
      x: sx,
      w: sideW,
      base,
      floors: 1,
      fh: fh * 1.05,
      unit: u,
      wall: side,
      material: 'plaster',
      roof: 'flat',
      roofColor: '#3a3d42',
      roofH: 0,
      overhang: u * 0.01,
      cols: 1,
      doorCol: -1,
      garageCol: 0,
      window: windowStyle(r, mood, 'modern'),
      doorColor: '#2f3337',
    });
    if (c.detail && side === '#9c6b43') {
      const slats: Box[] = [];
      for (let i = 1; i < 16; i += 1) slats.push([sx + (sideW * i) / 16, base - fh * 1.05, Math.max(1, u * 0.002), fh * 0.12]);
      c.path(c.boxes(slats), '#7a5234');
    }
  } else {
    const material = r.pick<Material>(['brick', 'brick', 'plaster']);
    const floors = r.chance(0.35) ? 1 : 2;
    const roof = r.pick<Roof>(['hip', 'hip', 'saddle']);
    const cols = r.int(4, 5);
    const garageLeft = r.chance(0.5);
    const colW = w / cols;
    garden(c, random, base, garageLeft ? [x + colW * 0.1, x + colW * 0.9] : [x + w - colW * 0.9, x + w - colW * 0.1]);
    house(c, r, {
      x,
      w,
      base,
      floors,
      fh,
      unit: u,
      wall: wallOf(r, material),
      material,
      roof,
      roofColor: r.pick(ROOFS),
      roofH: floors === 1 ? fh * 1.4 : fh * 1.0,
      overhang: u * 0.025,
      cols,
      doorCol: garageLeft ? 2 : cols - 3,
      garageCol: garageLeft ? 0 : cols - 1,
      window: windowStyle(r, mood, material),
      doorColor: r.pick(DOORS),
      dormers: floors === 1 ? 2 : r.int(0, 2),
      chimney: r.chance(0.6),
    });
  }
  const hedgeY = base + (c.h * 0.86 - base) * 0.6;
  const hh = (c.h * 0.86 - base) * 0.32;
  hedge(c, 0, hedgeY, c.w * 0.3, hh);
  hedge(c, c.w * 0.72, hedgeY, c.w * 0.28, hh);
}

function fermette(c: Canvas, random: Random, mood: Mood): void {
  const { u, base, r } = scene(c, random, mood, 0.72, 'farm');
  const trees = random.fork('trees');
  const w = Math.min(u * 0.95, c.w * 0.75);
  const x = c.w / 2 - w / 2 + r.step(-0.05, 0.05, 0.01) * u;
  tree(c, trees, x - u * 0.2, base + u * 0.02, u * 0.62, 'round');
  tree(c, trees, x + w + u * 0.22, base + u * 0.02, u * 0.7, trees.pick(['round', 'poplar'] as const));
  garden(c, random, base);
  const fh = u * 0.17;
  const material = r.pick<Material>(['plaster', 'plaster', 'brick']);
  const wall = material === 'plaster' ? r.pick(['#f6f3ec', '#f1ede2', '#ece7dc']) : r.pick(BRICKS);
  // barn annex
  const annex = w * 0.3;
  const ax = r.chance(0.5) ? x - annex * 0.85 : x + w - annex * 0.15;
  const roofColor = r.pick(['#3b3f45', '#2f3237', '#8f4532', '#9c5038']);
  house(c, r.fork('barn'), {
    x: ax,
    w: annex,
    base,
    floors: 1,
    fh: fh * 0.85,
    unit: u,
    wall: shade(wall, -0.06),
    material,
    roof: 'saddle',
    roofColor,
    roofH: fh * 1.1,
    overhang: u * 0.015,
    cols: 1,
    doorCol: -1,
    garageCol: 0,
    window: windowStyle(r, mood, material),
    doorColor: '#5e3b26',
  });
  const style = windowStyle(r, mood, material);
  house(c, r, {
    x,
    w,
    base,
    floors: 1,
    fh,
    unit: u,
    wall,
    material,
    roof: 'saddle',
    roofColor,
    roofH: fh * 1.55,
    overhang: u * 0.02,
    cols: r.int(4, 5),
    doorCol: r.int(1, 2),
    garageCol: -1,
    window: { ...style, mullion: 'cross', shutters: r.pick(['#3f6b4a', '#8a3b32', '#2f4f6f', '#3f6b4a']), frame: r.pick(['#ffffff', '#f3f0e8', '#39463b']) },
    doorColor: r.pick(['#3f6b4a', '#6b2e2e', '#5e3b26']),
    dormers: r.int(1, 2),
    chimney: true,
  });
  if (c.detail) {
    // a low wooden fence
    const fy = c.h * 0.83;
    const posts: Box[] = [];
    for (let px = u * 0.02; px < c.w; px += u * 0.07) posts.push([px, fy - u * 0.05, u * 0.01, u * 0.05]);
    c.path(
      c.boxes(posts) +
        c.boxes([
          [0, fy - u * 0.042, c.w, u * 0.008],
          [0, fy - u * 0.02, c.w, u * 0.008],
        ]),
      '#8a6a4a',
    );
  }
}

/** estate-exterior: a terraced house, a semi-detached pair, a villa or a fermette. */
export function estateExterior(c: Canvas, random: Random): void {
  const mood = pickMood(random);
  const type = random.pick(['terraced', 'semi', 'villa', 'fermette'] as const);
  if (type === 'terraced') terraced(c, random, mood);
  else if (type === 'semi') semiDetached(c, random, mood);
  else if (type === 'villa') villa(c, random, mood);
  else fermette(c, random, mood);
  tint(c, mood);
}

type Scheme = { wall: string; material: Material; accent: string };
const SCHEMES: readonly Scheme[] = [
  { wall: '#ece7dc', material: 'plaster', accent: '#a0714a' },
  { wall: '#b4775a', material: 'brick', accent: '#3f4349' },
  { wall: '#f3f3f1', material: 'modern', accent: '#46494f' },
  { wall: '#4a4e55', material: 'modern', accent: '#c59a6a' },
  { wall: '#d7cdbb', material: 'brick', accent: '#6d7a6a' },
  { wall: '#e3e1dc', material: 'plaster', accent: '#5b7a8c' },
];

function apartmentBlock(c: Canvas, random: Random, mood: Mood, base: number, x: number, w: number, maxFloors: number): number {
  const u = unitOf(c);
  const floors = random.int(4, maxFloors);
  const penthouse = random.chance(0.4);
  const fh = Math.min(u * 0.12, (base - c.h * 0.1) / (floors + (penthouse ? 1 : 0)));
  const scheme = random.pick(SCHEMES);
  return block(c, random, {
    x,
    w,
    base,
    floors,
    fh,
    cols: Math.max(3, Math.round(w / (fh * 1.3))),
    unit: u,
    wall: scheme.wall,
    material: scheme.material,
    accent: scheme.accent,
    balcony: random.pick(['glass', 'glass', 'band', 'loggia', 'none'] as const),
    window: { ...windowStyle(random, mood, 'modern'), frame: random.pick(['#2f3337', '#f4f4f2', '#5b5f66']) },
    ground: random.chance(0.35) ? 'shop' : 'entrance',
    stairCol: random.chance(0.5) ? random.int(0, 1) : -1,
    penthouse,
  });
}

/** apartment-exterior: a multi-storey building with balconies in a street. */
export function apartmentExterior(c: Canvas, random: Random): void {
  const u = unitOf(c);
  const mood = pickMood(random);
  const base = c.h * 0.82;
  sky(c, random, mood, base);
  const r = random.fork('apartment');
  const w = Math.min(c.w * 0.62, u * r.step(0.85, 1.05, 0.01));
  const x = c.w / 2 - w / 2 + r.step(-0.06, 0.06, 0.01) * u;
  if (r.chance(0.6)) {
    neighbours(c, r.fork('n'), x, x + w, base, u * 0.14, mood);
  } else {
    const trees = r.fork('trees');
    for (let tx = u * 0.1; tx < c.w; tx += u * 0.28) if (tx < x - u * 0.1 || tx > x + w + u * 0.1) tree(c, trees, tx, base, u * trees.step(0.45, 0.6, 0.01));
  }
  apartmentBlock(c, r, mood, base, x, w, 7);
  street(c, base, c.h * 0.9);
  const s = random.fork('street');
  if (s.chance(0.7)) tree(c, s, s.chance(0.5) ? x + u * 0.05 : x + w - u * 0.05, c.h * 0.89, u * 0.4, 'round');
  if (s.chance(0.6)) car(c, s, c.w * s.step(0.05, 0.6, 0.01), c.h * 0.98, u * 0.34);
  tint(c, mood);
}

/** A tower crane with its mast at x. */
function crane(c: Canvas, random: Random, x: number, base: number, top: number, reach: number): void {
  const u = unitOf(c);
  const color = random.pick(['#f2b632', '#e8a317', '#d9463b', '#f0c419']);
  const m = u * 0.03;
  const dir = reach >= 0 ? 1 : -1;
  // mast
  c.rect(x - m / 2, top, m, base - top, color);
  if (c.detail) {
    let d = '';
    const step = m * 1.2;
    for (let y = top; y < base - step; y += step) d += `M${c.n(x - m / 2)} ${c.n(y)}L${c.n(x + m / 2)} ${c.n(y + step / 2)}L${c.n(x - m / 2)} ${c.n(y + step)}`;
    c.stroke(d, shade(color, -0.35), Math.max(1, m * 0.12));
  }
  const jibY = top;
  const jibH = m * 0.8;
  const tip = x + reach;
  const tail = x - dir * Math.abs(reach) * 0.3;
  c.path(c.poly([Math.min(x, tip), jibY, Math.max(x, tip), jibY, Math.max(x, tip), jibY + jibH, Math.min(x, tip), jibY + jibH]), color);
  c.rect(Math.min(x, tail), jibY, Math.abs(x - tail), jibH, color);
  if (c.detail) {
    let d = '';
    const len = Math.abs(reach);
    for (let t = 0; t < len; t += jibH)
      d += `M${c.n(x + dir * t)} ${c.n(jibY + jibH)}L${c.n(x + dir * (t + jibH / 2))} ${c.n(jibY)}L${c.n(x + dir * (t + jibH))} ${c.n(jibY + jibH)}`;
    c.stroke(d, shade(color, -0.35), Math.max(1, m * 0.1));
  }
  // counterweight, apex, ties, cab
  c.rect(tail - (dir > 0 ? 0 : m * 1.6), jibY + jibH, m * 1.6, m * 1.4, '#7c8087');
  const apex = jibY - m * 3;
  c.path(c.poly([x - m / 2, jibY, x, apex, x + m / 2, jibY]), color);
  c.stroke(c.line([tail, jibY, x, apex, x + reach * 0.7, jibY]), '#4a4e55', Math.max(1, m * 0.07));
  c.rect(x + dir * m * 0.5 - (dir > 0 ? 0 : m * 1.1), jibY + jibH, m * 1.1, m * 1.1, shade(color, -0.1));
  c.rect(x + dir * m * 0.6 - (dir > 0 ? 0 : m * 0.9), jibY + jibH + m * 0.2, m * 0.9, m * 0.5, '#a9c6da');
  // hook and load
  const trolley = x + reach * random.step(0.45, 0.85, 0.01);
  const hookY = jibY + (base - jibY) * random.step(0.25, 0.55, 0.01);
  c.stroke(c.line([trolley, jibY + jibH, trolley, hookY]), '#3a3d42', Math.max(1, m * 0.08));
  c.rect(trolley - m * 0.35, hookY, m * 0.7, m * 0.6, '#3a3d42');
  c.rect(trolley - m * 1.6, hookY + m * 1.1, m * 3.2, m * 0.7, random.pick(['#9aa0a6', '#b07a4a', '#c9c6bf']));
  c.stroke(c.line([trolley - m * 1.4, hookY + m * 1.1, trolley, hookY + m * 0.6, trolley + m * 1.4, hookY + m * 1.1]), '#3a3d42', Math.max(1, m * 0.06));
}

/** project: a new-build residential block under a tower crane, behind a site fence. */
export function projectScene(c: Canvas, random: Random): void {
  const u = unitOf(c);
  const mood = random.pick<Mood>(['clear', 'clear', 'day', 'day', 'dusk']);
  const base = c.h * 0.8;
  sky(c, random, mood, base);
  const r = random.fork('project');
  const w = Math.min(c.w * 0.6, u * r.step(0.9, 1.1, 0.01));
  const left = r.chance(0.5);
  const x = left ? c.w * 0.08 + r.step(0, 0.06, 0.01) * c.w : c.w * 0.92 - w - r.step(0, 0.06, 0.01) * c.w;
  const trees = r.fork('trees');
  const tx = left ? x + w + u * 0.35 : x - u * 0.35;
  tree(c, trees, tx, base, u * 0.5, 'round');
  const floors = r.int(4, 5);
  const fh = Math.min(u * 0.12, (base - c.h * 0.25) / (floors + 1));
  const cols = Math.max(4, Math.round(w / (fh * 1.3)));
  const scheme = r.pick(SCHEMES.filter((s) => s.material !== 'brick'));
  const topY = base - floors * fh;
  crane(
    c,
    r.fork('crane'),
    left ? x + w + u * 0.12 : x - u * 0.12,
    base,
    Math.max(c.h * 0.08, topY - u * 0.3),
    (left ? -1 : 1) * Math.min(c.w * 0.5, u * 0.75),
  );
  block(c, r, {
    x,
    w,
    base,
    floors,
    fh,
    cols,
    unit: u,
    wall: scheme.wall,
    material: scheme.material,
    accent: scheme.accent,
    balcony: r.pick(['glass', 'band'] as const),
    window: { ...windowStyle(r, mood, 'modern'), frame: '#2f3337', lit: 0 },
    ground: 'entrance',
    stairCol: -1,
  });
  // unfinished storey: concrete slab, columns and scaffolding
  const sx = left ? x + w * 0.45 : x;
  const sw = w * 0.55;
  const colsBox: Box[] = [];
  for (let i = 0; i <= 4; i += 1) colsBox.push([sx + (sw - fh * 0.12) * (i / 4), topY - fh, fh * 0.12, fh]);
  c.path(c.boxes(colsBox), '#a7a9ab');
  c.rect(sx - w * 0.01, topY - fh - fh * 0.1, sw + w * 0.02, fh * 0.12, '#b9bbbd');
  if (c.detail) {
    const poles: Box[] = [];
    for (let i = 0; i <= 6; i += 1) poles.push([sx + (sw * i) / 6, topY - fh * 1.6, Math.max(1.5, u * 0.004), fh * 1.6 + fh]);
    for (let j = 0; j < 3; j += 1) poles.push([sx, topY - fh * 1.5 + j * fh * 0.8, sw, Math.max(1.5, u * 0.004)]);
    c.path(c.boxes(poles), '#c0563b');
  }
  // site ground and fence with banners
  c.rect(0, base, c.w, c.h - base, '#b8a98f');
  c.rect(0, c.h * 0.93, c.w, c.h * 0.07, '#8d8a84');
  const fenceTop = base + (c.h - base) * 0.05;
  const fenceH = c.h * 0.93 - fenceTop;
  c.rect(0, fenceTop, c.w, fenceH, '#dfe3e6', { opacity: 0.35 });
  const panel = u * 0.22;
  const posts: Box[] = [];
  for (let px = 0; px <= c.w; px += panel) posts.push([px, fenceTop - u * 0.01, Math.max(1.5, u * 0.006), fenceH + u * 0.01]);
  posts.push([0, fenceTop, c.w, Math.max(1.5, u * 0.005)]);
  c.path(c.boxes(posts), '#7d848a');
  const brand = r.pick(['#1f4e79', '#0f766e', '#9f1239', '#334155', '#b45309']);
  const bx = c.w * r.step(0.15, 0.45, 0.01);
  const bw = Math.min(c.w * 0.45, panel * 3);
  c.rect(bx, fenceTop + fenceH * 0.12, bw, fenceH * 0.78, brand);
  c.path(
    c.poly([bx + bw * 0.06, fenceTop + fenceH * 0.5, bx + bw * 0.14, fenceTop + fenceH * 0.25, bx + bw * 0.22, fenceTop + fenceH * 0.5]) +
      c.boxes([
        [bx + bw * 0.08, fenceTop + fenceH * 0.5, bw * 0.12, fenceH * 0.25],
        [bx + bw * 0.3, fenceTop + fenceH * 0.3, bw * 0.55, fenceH * 0.12],
        [bx + bw * 0.3, fenceTop + fenceH * 0.52, bw * 0.4, fenceH * 0.08],
        [bx + bw * 0.3, fenceTop + fenceH * 0.66, bw * 0.3, fenceH * 0.08],
      ]),
    '#ffffff',
    { opacity: 0.92 },
  );
  tint(c, mood);
}
