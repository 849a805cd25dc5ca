/** Sky, weather, greenery and streets shared by the outdoor scenes. */
import type { Random } from '../seed/random';
import { type Canvas, mix, shade } from './canvas';

export type Mood = 'clear' | 'day' | 'dusk' | 'overcast';

const SKIES: Record<Mood, readonly string[]> = {
  clear: ['#4f94d4', '#9ccbef', '#e3f1fa'],
  day: ['#77acdc', '#bcdaf1', '#eef5f9'],
  dusk: ['#56619e', '#d98a7a', '#f7cf98'],
  overcast: ['#9eafc0', '#c6d1db', '#e6eaee'],
};

export const GREENS = ['#5f8f3e', '#4e803a', '#6c9a46', '#44743a', '#789f4c', '#568a4a'] as const;

export function pickMood(random: Random): Mood {
  return random.pick<Mood>(['clear', 'clear', 'day', 'day', 'day', 'dusk', 'overcast']);
}

/** Light tint laid over the scene's colours by the mood. */
export function moodTint(mood: Mood): { color: string; amount: number } {
  if (mood === 'dusk') return { color: '#f0a070', amount: 0.12 };
  if (mood === 'overcast') return { color: '#a8b4bf', amount: 0.1 };
  return { color: '#ffffff', amount: 0 };
}

/** Sky gradient from the top down to `horizon`, a sun and clouds. */
export function sky(c: Canvas, random: Random, mood: Mood, horizon: number): void {
  const colors = SKIES[mood];
  const fill = c.linear([
    [0, colors[0]!],
    [0.6, colors[1]!],
    [1, colors[2]!],
  ]);
  c.rect(0, 0, c.w, horizon + 2, fill);
  const s = Math.min(c.w / 1.5, c.h);
  const r = random.fork('sky');
  if (mood === 'dusk') {
    const x = r.next() * c.w;
    const y = horizon * r.step(0.45, 0.75, 0.01);
    c.glow(x, y, s * 0.16, '#ffe7b0', 0.9);
    c.circle(x, y, s * 0.05, '#fff0c8');
  } else if (mood !== 'overcast') {
    const x = c.w * r.step(0.08, 0.92, 0.01);
    const y = horizon * r.step(0.15, 0.35, 0.01);
    c.glow(x, y, s * 0.12, '#fffbe8', 0.85);
    c.circle(x, y, s * 0.045, '#fffbe6');
  }
  const count = mood === 'overcast' ? r.int(3, 5) : mood === 'clear' ? r.int(0, 2) : r.int(1, 3);
  const cloudColor = mood === 'dusk' ? '#fbe1cf' : mood === 'overcast' ? '#f3f5f7' : '#ffffff';
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const cx = r.next() * c.w;
    const bottom = horizon * r.step(0.12, 0.62, 0.01);
    const size = s * r.step(0.05, 0.11, 0.005);
    const puffs = r.int(3, 5);
    // an outline of arcs bulging upwards between points along the top, closed by a flat bottom
    const x0 = cx - size * 1.7;
    const x1 = cx + size * 1.7;
    const points: [number, number][] = [[x0, bottom]];
    for (let j = 1; j < puffs; j += 1) {
      const t = j / puffs;
      points.push([x0 + (x1 - x0) * (t + r.step(-0.06, 0.06, 0.01)), bottom - size * (0.55 + (1 - Math.abs(t - 0.5) * 2) * 0.5) * r.step(0.8, 1.1, 0.01)]);
    }
    points.push([x1, bottom]);
    const start = points[0]!;
    let at: [number, number] = [Number(c.n(start[0])), Number(c.n(start[1]))];
    d += `M${at[0]} ${at[1]}`;
    for (let j = 1; j < points.length; j += 1) {
      const p = points[j]!;
      const q: [number, number] = [Number(c.n(p[0])), Number(c.n(p[1]))];
      const dx = q[0] - at[0];
      const dy = q[1] - at[1];
      const radius = c.n((Math.hypot(dx, dy) / 2) * 1.04);
      d += `a${radius} ${radius} 0 1 1 ${c.n(dx)} ${c.n(dy)}`;
      at = q;
    }
    d += 'z';
  }
  c.path(d, cloudColor, { opacity: mood === 'overcast' ? 0.75 : 0.88 });
}

/** A rounded deciduous tree, a conifer or a poplar standing on `base`. */
export function tree(c: Canvas, random: Random, x: number, base: number, size: number, kind?: 'round' | 'conifer' | 'poplar'): void {
  const type = kind ?? random.pick(['round', 'round', 'round', 'conifer', 'poplar'] as const);
  const green = random.pick(GREENS);
  const trunk = '#6b4f3a';
  if (type === 'conifer') {
    c.rect(x - size * 0.04, base - size * 0.2, size * 0.08, size * 0.2, trunk);
    const layers: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const top = base - size * (1.05 - i * 0.22);
      const bottom = base - size * (0.55 - i * 0.17);
      const half = size * (0.2 + i * 0.07);
      layers.push(x, top, x + half, bottom, x - half, bottom);
    }
    const dark = shade(green, -0.25);
    c.path(c.poly(layers.slice(0, 6)) + c.poly(layers.slice(6, 12)) + c.poly(layers.slice(12)), dark);
    return;
  }
  if (type === 'poplar') {
    c.rect(x - size * 0.035, base - size * 0.3, size * 0.07, size * 0.3, trunk);
    c.ellipse(x, base - size * 0.72, size * 0.16, size * 0.5, shade(green, -0.1));
    if (c.detail) c.ellipse(x - size * 0.05, base - size * 0.82, size * 0.07, size * 0.3, shade(green, 0.12), { opacity: 0.6 });
    return;
  }
  c.path(c.poly([x - size * 0.05, base, x + size * 0.05, base, x + size * 0.03, base - size * 0.45, x - size * 0.03, base - size * 0.45]), trunk);
  const cy = base - size * 0.68;
  const puffs: (readonly [number, number, number])[] = [
    [x, cy - size * 0.08, size * 0.3],
    [x - size * 0.2, cy + size * 0.06, size * 0.22],
    [x + size * 0.21, cy + size * 0.05, size * 0.23],
    [x + random.step(-0.08, 0.08, 0.01) * size, cy - size * 0.26, size * 0.2],
  ];
  c.path(c.circles(puffs), green);
  c.path(c.circles([[x - size * 0.08, cy - size * 0.16, size * 0.15]]), shade(green, 0.15), { opacity: 0.7 });
}

/** A trimmed hedge. */
export function hedge(c: Canvas, x: number, y: number, w: number, h: number, color = '#4c7a36'): void {
  const bumps: (readonly [number, number, number])[] = [];
  const step = h * 0.55;
  for (let bx = x + step * 0.5; bx < x + w - step * 0.3; bx += step) bumps.push([bx, y + h * 0.22, h * 0.3]);
  c.path(c.boxes([[x, y + h * 0.18, w, h * 0.82]]) + c.circles(bumps), color);
  if (c.detail) c.rect(x, y + h * 0.7, w, h * 0.3, shade(color, -0.2), { opacity: 0.5 });
}

/** Rolling hills closing down to the bottom of the picture. */
export function hills(c: Canvas, random: Random, base: number, height: number, color: string, bumps = 4): void {
  const points: [number, number][] = [];
  const count = bumps * 2 + 2;
  for (let i = 0; i <= count; i += 1) {
    const x = (i / count) * (c.w + 40) - 20;
    points.push([x, base - height * (i % 2 === 0 ? random.step(0.2, 0.55, 0.01) : random.step(0.7, 1, 0.01))]);
  }
  c.path(c.smooth(points, c.h), color);
}

/** Pavement with slabs, a kerb and optionally the road below. */
export function street(c: Canvas, top: number, kerb: number, withRoad = true): void {
  c.rect(0, top, c.w, kerb - top, '#c9c6bf');
  if (c.detail) {
    const slab = (kerb - top) / 2;
    c.rect(0, top + slab, c.w, 1.2, '#b3afa6');
    c.dashes(slab, top + slab, c.w, kerb - top, 1.2, slab * 1.6, '#b3afa6');
  }
  c.rect(0, kerb, c.w, (c.h - kerb) * 0.12 + 2, '#9d9a93');
  if (withRoad) {
    const road = kerb + (c.h - kerb) * 0.12 + 2;
    c.rect(0, road, c.w, c.h - road, '#5b5e63');
    c.dashes(c.w * 0.03, kerb + (c.h - kerb) * 0.6, c.w, Math.max(2, (c.h - kerb) * 0.05), c.w * 0.06, c.w * 0.12, '#e8e6df', { opacity: 0.8 });
  }
}

/** A lawn band with a soft gradient and a few grass tufts. */
export function lawn(c: Canvas, random: Random, top: number, bottom: number, color = '#7fae55'): void {
  c.rect(
    0,
    top,
    c.w,
    bottom - top,
    c.linear([
      [0, shade(color, -0.08)],
      [1, shade(color, 0.08)],
    ]),
  );
  if (!c.detail) return;
  const r = random.fork('tufts');
  let d = '';
  const len = (bottom - top) * 0.12;
  for (let i = 0; i < 18; i += 1) {
    const x = r.next() * c.w;
    const y = top + (0.25 + r.next() * 0.7) * (bottom - top);
    d += `M${c.n(x - len * 0.4)} ${c.n(y - len)}L${c.n(x)} ${c.n(y)}L${c.n(x + len * 0.4)} ${c.n(y - len)}`;
  }
  c.stroke(d, shade(color, -0.2), Math.max(1, len * 0.15), { 'stroke-linecap': 'round' });
}

/** A simple parked car seen from the side. */
export function car(c: Canvas, random: Random, x: number, base: number, length: number): void {
  const color = random.pick(['#b23a3a', '#2f5d8a', '#e0e0dc', '#3c3f44', '#7a8a95', '#2e6b55', '#c9a23a']);
  const h = length * 0.26;
  const wheel = length * 0.09;
  const body = c.poly([
    x,
    base - wheel * 0.6,
    x + length * 0.02,
    base - h * 0.62,
    x + length * 0.22,
    base - h * 0.7,
    x + length * 0.34,
    base - h,
    x + length * 0.72,
    base - h,
    x + length * 0.86,
    base - h * 0.66,
    x + length,
    base - h * 0.55,
    x + length,
    base - wheel * 0.6,
  ]);
  c.path(body, color);
  c.path(
    c.poly([x + length * 0.27, base - h * 0.68, x + length * 0.36, base - h * 0.92, x + length * 0.7, base - h * 0.92, x + length * 0.82, base - h * 0.66]),
    mix('#2f3b47', color, 0.15),
  );
  c.rect(x + length * 0.535, base - h * 0.93, length * 0.025, h * 0.3, color);
  c.path(
    c.circles([
      [x + length * 0.2, base - wheel, wheel],
      [x + length * 0.8, base - wheel, wheel],
    ]),
    '#25272a',
  );
  c.path(
    c.circles([
      [x + length * 0.2, base - wheel, wheel * 0.45],
      [x + length * 0.8, base - wheel, wheel * 0.45],
    ]),
    '#a9adb1',
  );
}

/** Lays a translucent mood colour over the whole picture. */
export function tint(c: Canvas, mood: Mood): void {
  const { color, amount } = moodTint(mood);
  if (amount > 0) c.rect(0, 0, c.w, c.h, color, { opacity: amount });
}
