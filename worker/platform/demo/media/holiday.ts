/** Holiday scenery: the Belgian coast and the Ardennes (holiday photos; Ardennes page banners, land.ts). */
import type { Random } from '../seed/random';
import { type Box, type Canvas, mix, shade } from './canvas';
import { BLUESTONE, paint, tileTexture } from './building';
import { unitOf } from './houses';
import { type Mood, hills, sky, tint, tree } from './nature';

/** The Belgian coast: the apartment front on the dike, dunes, the beach with its cabins. */
function coast(c: Canvas, random: Random, mood: Mood): void {
  const u = unitOf(c);
  const horizon = c.h * random.step(0.5, 0.56, 0.01);
  sky(c, random, mood, horizon);
  const r = random.fork('coast');
  const sea = mood === 'dusk' ? '#5d7a99' : mood === 'overcast' ? '#7f97a3' : '#4f94b8';
  const beachTop = c.h * 0.7;
  c.rect(
    0,
    horizon,
    c.w,
    beachTop - horizon + 2,
    c.linear([
      [0, shade(sea, -0.15)],
      [1, shade(sea, 0.25)],
    ]),
  );
  if (c.detail) {
    let d = '';
    for (let i = 0; i < 14; i += 1) {
      const y = horizon + (beachTop - horizon) * (0.15 + r.next() * 0.8);
      const x = r.next() * c.w;
      const l = u * (0.03 + ((y - horizon) / (beachTop - horizon)) * 0.08);
      d += `M${c.n(x)} ${c.n(y)}l${c.n(l)} 0`;
    }
    c.stroke(d, '#ffffff', Math.max(1, u * 0.003), { opacity: 0.55, 'stroke-linecap': 'round' });
  }
  // surf and beach
  c.path(
    c.smooth(
      [
        [0, beachTop - c.h * 0.005],
        [c.w * 0.25, beachTop - c.h * 0.015],
        [c.w * 0.5, beachTop],
        [c.w * 0.75, beachTop - c.h * 0.012],
        [c.w, beachTop - c.h * 0.004],
      ],
      c.h,
    ),
    '#f4f2ea',
  );
  c.path(
    c.smooth(
      [
        [0, beachTop + c.h * 0.008],
        [c.w * 0.3, beachTop],
        [c.w * 0.6, beachTop + c.h * 0.01],
        [c.w, beachTop + c.h * 0.004],
      ],
      c.h,
    ),
    c.fade('#e9d6a8', '#dcc08a'),
  );
  // the apartment front of the Belgian coast on one side
  const side = r.chance(0.5);
  const base = c.h * 0.76;
  let x = side ? 0 : c.w * 0.62;
  const end = side ? c.w * 0.38 : c.w;
  let i = 0;
  while (x < end && i < 6) {
    const w = u * r.step(0.14, 0.22, 0.01);
    const floors = r.int(5, 9);
    const fh = u * 0.045;
    const wall = r.pick(['#f3f1ec', '#e9e4da', '#d9d6d0', '#efe4cc', '#cfd6da']);
    c.rect(x, base - floors * fh, w, floors * fh, wall);
    c.rect(x, base - floors * fh - fh * 0.2, w, fh * 0.2, shade(wall, -0.3));
    const glass: Box[] = [];
    const rails: Box[] = [];
    const colsN = Math.max(2, Math.round(w / (fh * 1.1)));
    for (let f = 0; f < floors; f += 1) {
      glass.push([x + w * 0.06, base - (f + 1) * fh + fh * 0.2, w * 0.88, fh * 0.6]);
      rails.push([x + w * 0.03, base - f * fh - fh * 0.28, w * 0.94, fh * 0.06]);
    }
    c.path(c.boxes(glass), mood === 'dusk' ? '#55627a' : '#8fb3c9');
    if (c.detail) {
      const mull: Box[] = [];
      for (let k = 1; k < colsN; k += 1) mull.push([x + w * 0.06 + (w * 0.88 * k) / colsN, base - floors * fh, Math.max(1, fh * 0.06), floors * fh]);
      c.path(c.boxes(mull), wall);
    }
    c.path(c.boxes(rails), shade(wall, -0.2));
    x += w + u * 0.004;
    i += 1;
  }
  // the dike promenade below the buildings
  c.rect(side ? 0 : c.w * 0.62, base - u * 0.005, side ? c.w * 0.38 : c.w * 0.38, u * 0.03, '#c9c2b0');
  // dunes with marram grass on the other side
  const dx0 = side ? c.w * 0.36 : 0;
  const dx1 = side ? c.w : c.w * 0.64;
  c.path(
    c.smooth(
      [
        [dx0, base + u * 0.02],
        [dx0 + (dx1 - dx0) * 0.2, base - u * 0.07],
        [dx0 + (dx1 - dx0) * 0.45, base - u * 0.02],
        [dx0 + (dx1 - dx0) * 0.7, base - u * 0.09],
        [dx1, base],
      ],
      base + u * 0.05,
    ),
    '#d9c79a',
  );
  if (c.detail) {
    let d = '';
    for (let k = 0; k < 26; k += 1) {
      const gx = dx0 + r.next() * (dx1 - dx0);
      const gy = base - u * (0.01 + r.next() * 0.04);
      d += `M${c.n(gx)} ${c.n(gy)}l${c.n(-u * 0.012)} ${c.n(-u * 0.035)}M${c.n(gx)} ${c.n(gy)}l${c.n(u * 0.01)} ${c.n(-u * 0.03)}`;
    }
    c.stroke(d, '#8f9a5a', Math.max(1, u * 0.003), { 'stroke-linecap': 'round' });
  }
  c.rect(0, base + u * 0.02, c.w, c.h - base - u * 0.02, c.fade('#e6cf98', '#f0dfb4'));
  // beach cabins and a parasol
  const cabins = r.int(3, 6);
  const cw = u * 0.07;
  const cy = c.h * 0.88;
  const start = c.w * r.step(0.1, 0.5, 0.01);
  for (let k = 0; k < cabins; k += 1) {
    const cx = start + k * cw * 1.25;
    const color = r.pick(['#e0483a', '#2f6db5', '#f2b632', '#3c9a6b', '#f4f1ea', '#e86fa0']);
    c.rect(cx, cy - cw * 0.9, cw, cw * 0.9, '#f7f5ef');
    c.twins(cx, cx + cw * 0.5, cy - cw * 0.9, cw * 0.25, cw * 0.9, color);
    c.path(c.poly([cx - cw * 0.08, cy - cw * 0.88, cx + cw * 0.5, cy - cw * 1.25, cx + cw * 1.08, cy - cw * 0.88]), shade(color, -0.15));
  }
  const px = c.w * r.step(0.1, 0.9, 0.01);
  const pc = r.pick(['#e0483a', '#2f6db5', '#f2b632', '#3c9a6b']);
  c.stroke(c.line([px, c.h * 0.95, px, c.h * 0.82]), '#6b4f3a', Math.max(1.5, u * 0.006));
  c.path(`M${c.n(px - u * 0.09)} ${c.n(c.h * 0.835)}Q${c.n(px)} ${c.n(c.h * 0.76)} ${c.n(px + u * 0.09)} ${c.n(c.h * 0.835)}Z`, pc);
}

/** A stone house with a slate roof in a wooded Ardennes valley, a river below. */
export function ardennes(c: Canvas, random: Random, mood: Mood): void {
  const u = unitOf(c);
  const horizon = c.h * 0.62;
  sky(c, random, mood, horizon);
  const r = random.fork('ardennes');
  hills(c, r, c.h * 0.5, c.h * 0.16, mix('#6f8fa0', '#4e7a55', 0.35), 3);
  hills(c, r, c.h * 0.6, c.h * 0.16, '#4a7a4a', 4);
  // conifer forest on the middle hill
  const cones: number[][] = [];
  for (let x = -u * 0.02; x < c.w; x += u * r.step(0.025, 0.045, 0.005)) {
    const y = c.h * (0.56 + r.next() * 0.1);
    const h = u * r.step(0.07, 0.12, 0.01);
    cones.push([x, y - h, x + h * 0.28, y, x - h * 0.28, y]);
  }
  c.path(cones.map((p) => c.poly(p)).join(''), '#2f5a3a');
  hills(c, r, c.h * 0.72, c.h * 0.08, '#6f9a4a', 3);
  // river
  c.path(
    `${c.smooth(
      [
        [-10, c.h * 0.86],
        [c.w * 0.3, c.h * 0.83],
        [c.w * 0.6, c.h * 0.88],
        [c.w + 10, c.h * 0.85],
      ],
      c.h * 0.93,
    )}`,
    mood === 'dusk' ? '#7f8fb0' : '#7fb3cf',
  );
  c.rect(0, c.h * 0.92, c.w, c.h * 0.08, '#6c9a45');
  // stone house with a slate roof
  const w = u * 0.5;
  const x = c.w * r.step(0.3, 0.6, 0.01);
  const base = c.h * 0.8;
  const stone = r.pick(['#9a968c', '#8c8b86', '#a69f90', '#7f7d78']);
  const wall = c.detail
    ? c.pattern(`s${stone}`, u * 0.06, u * 0.04, () => {
        const s = u * 0.06;
        c.rect(0, 0, s, s * 0.67, shade(stone, -0.25));
        c.rect(s * 0.03, s * 0.03, s * 0.55, s * 0.28, stone);
        c.rect(s * 0.62, s * 0.03, s * 0.35, s * 0.28, shade(stone, 0.08));
        c.rect(s * 0.03, s * 0.36, s * 0.3, s * 0.28, shade(stone, -0.06));
        c.rect(s * 0.37, s * 0.36, s * 0.6, s * 0.28, shade(stone, 0.04));
      })
    : stone;
  const fh = u * 0.14;
  const roof = '#3a3f47';
  const top = base - fh * 1.6;
  c.rect(x, top, w, fh * 1.6, wall);
  paint(c, c.poly([x - u * 0.02, top, x + w + u * 0.02, top, x + w - u * 0.05, top - fh, x + u * 0.05, top - fh]), roof, tileTexture(c, u));
  c.rect(x + w * 0.75, top - fh * 1.25, fh * 0.18, fh * 0.6, stone);
  const shutters = r.pick(['#6b2e2e', '#2f4f6f', '#3f6b4a']);
  const wins: Box[] = [
    [x + w * 0.12, top + fh * 0.25, w * 0.14, fh * 0.45],
    [x + w * 0.74, top + fh * 0.25, w * 0.14, fh * 0.45],
    [x + w * 0.74, top + fh * 0.95, w * 0.14, fh * 0.45],
  ];
  c.path(c.boxes(wins.map(([wx, wy, ww, wh]) => [wx - ww * 0.45, wy, ww * 1.9, wh] as Box)), shutters);
  c.path(c.boxes(wins), '#f3f0e8');
  c.path(c.boxes(wins.map(([wx, wy, ww, wh]) => [wx + ww * 0.1, wy + ww * 0.1, ww * 0.8, wh - ww * 0.2] as Box)), mood === 'dusk' ? '#ffd98a' : '#6d8499');
  c.rect(x + w * 0.36, base - fh * 0.8, w * 0.16, fh * 0.8, shutters);
  c.rect(x + w * 0.3, base, w * 0.28, u * 0.01, BLUESTONE);
  const trees = random.fork('trees');
  tree(c, trees, x - u * 0.15, base + u * 0.01, u * 0.45, 'round');
  tree(c, trees, x + w + u * 0.2, base + u * 0.02, u * 0.55, 'conifer');
  tree(c, trees, c.w * 0.06, c.h * 0.95, u * 0.5, 'conifer');
}

/**
 * holiday: the Belgian coast or the Ardennes, as the seed names it (`coast-…`, `ardennes-…`: a
 * unit's photos show its own region); any other seed draws one of the two at random.
 */
export function holiday(c: Canvas, random: Random, seed = ''): void {
  const mood = random.pick<Mood>(['clear', 'clear', 'day', 'day', 'dusk']);
  const heads = random.chance(0.5);
  const atCoast = seed.startsWith('coast-') ? true : seed.startsWith('ardennes-') ? false : heads;
  if (atCoast) coast(c, random, mood);
  else ardennes(c, random, mood);
  tint(c, mood);
}
