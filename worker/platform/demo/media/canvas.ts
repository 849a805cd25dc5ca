/**
 * A tiny SVG writer for the generated pictures: numbers are rounded, many shapes of one colour
 * are merged into one path, so a whole scene stays a few kilobytes. Everything written here comes
 * from numbers and the fixed palettes: no caller text ever reaches the output.
 */

/** Extra presentation attributes; numbers are written with at most two decimals. */
export type Attrs = Readonly<Record<string, string | number | undefined>>;

/** [x, y, width, height] */
export type Box = readonly [number, number, number, number];

const ATTR_NAME = /^[a-z][a-z-]*$/;
const ATTR_VALUE = /^[#a-zA-Z0-9 .,()%-]*$/;

function small(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export class Canvas {
  private body: string[] = [];
  private readonly defs: string[] = [];
  private readonly cache = new Map<string, string>();
  private uid = 0;
  private scale: number;

  /**
   * @param w view box width
   * @param h view box height
   * @param detail false for thumbnails: callers skip textures and small decorations
   * @param prefix makes the ids of gradients and patterns unique per asset
   */
  constructor(
    readonly w: number,
    readonly h: number,
    readonly detail: boolean,
    private readonly prefix: string,
  ) {
    this.scale = Math.min(w, h) >= 400 ? 1 : 10;
  }

  /** A coordinate: whole numbers on large pictures, one decimal on small ones. */
  n(value: number): string {
    if (!Number.isFinite(value)) return '0';
    const rounded = Math.round(value * this.scale) / this.scale;
    return Object.is(rounded, -0) ? '0' : String(rounded);
  }

  private attrs(extra?: Attrs): string {
    if (!extra) return '';
    let out = '';
    for (const [name, value] of Object.entries(extra)) {
      if (value === undefined) continue;
      const text = typeof value === 'number' ? small(value) : value;
      if (!ATTR_NAME.test(name) || name.startsWith('on') || !ATTR_VALUE.test(text)) {
        throw new Error(`unsafe SVG attribute ${name}`);
      }
      out += ` ${name}="${text}"`;
    }
    return out;
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra?: Attrs): void {
    const n = (v: number) => this.n(v);
    this.body.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${this.attrs(extra)}/>`);
  }

  circle(cx: number, cy: number, r: number, fill: string, extra?: Attrs): void {
    this.body.push(`<circle cx="${this.n(cx)}" cy="${this.n(cy)}" r="${this.n(Math.max(0, r))}" fill="${fill}"${this.attrs(extra)}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra?: Attrs): void {
    this.body.push(
      `<ellipse cx="${this.n(cx)}" cy="${this.n(cy)}" rx="${this.n(Math.max(0, rx))}" ry="${this.n(Math.max(0, ry))}" fill="${fill}"${this.attrs(extra)}/>`,
    );
  }

  /** A path from a prepared `d`. */
  path(d: string, fill: string, extra?: Attrs): void {
    if (d === '') return;
    this.body.push(`<path d="${d}" fill="${fill}"${this.attrs(extra)}/>`);
  }

  /** A stroked open path. */
  stroke(d: string, color: string, width: number, extra?: Attrs): void {
    if (d === '') return;
    this.body.push(`<path d="${d}" fill="none" stroke="${color}" stroke-width="${small(width)}"${this.attrs(extra)}/>`);
  }

  /** `d` of one closed polygon: [x0, y0, x1, y1, ...]. */
  poly(points: readonly number[]): string {
    let d = '';
    for (let i = 0; i + 1 < points.length; i += 2) {
      d += `${i === 0 ? 'M' : i === 2 ? 'L' : ' '}${this.n(points[i]!)} ${this.n(points[i + 1]!)}`;
    }
    return d === '' ? '' : `${d}Z`;
  }

  /** `d` of an open polyline. */
  line(points: readonly number[]): string {
    return this.poly(points).replace(/Z$/, '');
  }

  /** Whether a box lies wholly outside the picture (not while a pattern tile is drawn). */
  outside(x: number, y: number, w: number, h: number): boolean {
    return this.scale !== 100 && (x + w < 0 || y + h < 0 || x > this.w || y > this.h);
  }

  /** An absolute move, or a relative one from the start of the previous closed subpath. */
  private moveTo(at: readonly [number, number] | undefined, x: number, y: number): string {
    return at ? `m${this.n(x - at[0])} ${this.n(y - at[1])}` : `M${this.n(x)} ${this.n(y)}`;
  }

  /** `d` of many rectangles. */
  boxes(list: readonly Box[]): string {
    // after `z` the pen is back at the box's corner, so the next box starts with a short relative move
    let d = '';
    let at: [number, number] | undefined;
    for (const [x, y, w, h] of list) {
      if (w <= 0 || h <= 0 || this.outside(x, y, w, h)) continue;
      const x0 = Number(this.n(x));
      const y0 = Number(this.n(y));
      const dx = this.n(Number(this.n(x + w)) - x0);
      const dy = this.n(Number(this.n(y + h)) - y0);
      d += `${this.moveTo(at, x0, y0)}h${dx}v${dy}h-${dx}z`;
      at = [x0, y0];
    }
    return d;
  }

  /** `d` of many circles: [cx, cy, r]. */
  circles(list: readonly (readonly [number, number, number])[]): string {
    let d = '';
    let at: [number, number] | undefined;
    for (const [cx, cy, r] of list) {
      if (r <= 0 || this.outside(cx - r, cy - r, 2 * r, 2 * r)) continue;
      const rr = this.n(r);
      const x0 = Number(this.n(cx - r));
      const y0 = Number(this.n(cy));
      const dd = this.n(Number(this.n(cx + r)) - x0);
      d += `${this.moveTo(at, x0, y0)}a${rr} ${rr} 0 1 1 ${dd} 0a${rr} ${rr} 0 1 1 -${dd} 0z`;
      at = [x0, y0];
    }
    return d;
  }

  /** A closed smooth curve through a polyline (quadratic curves through the midpoints), closed down to `bottom`. */
  smooth(points: readonly (readonly [number, number])[], bottom: number): string {
    if (points.length < 2) return '';
    const n = (v: number) => this.n(v);
    const first = points[0]!;
    const last = points[points.length - 1]!;
    let d = `M${n(first[0])} ${n(bottom)}L${n(first[0])} ${n(first[1])}`;
    for (let i = 1; i < points.length - 1; i += 1) {
      const p = points[i]!;
      const q = points[i + 1]!;
      d += `Q${n(p[0])} ${n(p[1])} ${n((p[0] + q[0]) / 2)} ${n((p[1] + q[1]) / 2)}`;
    }
    d += `L${n(last[0])} ${n(last[1])}L${n(last[0])} ${n(bottom)}Z`;
    return d;
  }

  /**
   * Evenly repeated marks along a horizontal line: `length` wide and `thickness` tall each, one
   * every `every` from `x0` to `x1` (a dashed stroke, far smaller than one shape per mark).
   */
  dashes(x0: number, y: number, x1: number, thickness: number, length: number, every: number, color: string, extra?: Attrs): void {
    if (x1 <= x0 || length <= 0 || every <= length) return;
    this.stroke(`M${this.n(x0)} ${this.n(y)}H${this.n(x1)}`, color, thickness, { 'stroke-dasharray': `${small(length)} ${small(every - length)}`, ...extra });
  }

  /** Writes everything drawn by `draw` into a group. */
  group(extra: Attrs, draw: () => void): void {
    const inner = this.capture(draw);
    if (inner !== '') this.body.push(`<g${this.attrs(extra)}>${inner}</g>`);
  }

  private capture(draw: () => void): string {
    const saved = this.body;
    this.body = [];
    try {
      draw();
      return this.body.join('');
    } finally {
      this.body = saved;
    }
  }

  private define(key: string, make: (id: string) => string): string {
    const known = this.cache.get(key);
    if (known) return known;
    const id = `${this.prefix}${this.uid.toString(36)}`;
    this.uid += 1;
    this.defs.push(make(id));
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }

  private stops(stops: readonly (readonly [number, string, number?])[]): string {
    return stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${small(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${small(opacity)}"`}/>`,
      )
      .join('');
  }

  /** A linear gradient over the shape's box, top to bottom unless told; returns the fill. */
  linear(stops: readonly (readonly [number, string, number?])[], x2 = 0, y2 = 1): string {
    const key = `l${x2},${y2}:${JSON.stringify(stops)}`;
    return this.define(key, (id) => `<linearGradient id="${id}" x1="0" y1="0" x2="${small(x2)}" y2="${small(y2)}">${this.stops(stops)}</linearGradient>`);
  }

  /** Two boxes of one size side by side, filled alike: a bed's pillows, a car's wheels, a pair of windows. */
  twins(leftX: number, rightX: number, y: number, w: number, h: number, fill: string): void {
    this.path(
      this.boxes([
        [leftX, y, w, h],
        [rightX, y, w, h],
      ]),
      fill,
    );
  }

  /** A linear gradient from `top` to `bottom` over the shape's box; returns the fill. */
  fade(top: string, bottom: string): string {
    return this.linear([
      [0, top],
      [1, bottom],
    ]);
  }

  /** Diagonal light bands repeating over the whole picture, like reflections on glass. */
  sheen(color: string, light: string, period: number): string {
    const key = `s${color}${light}${Math.round(period)}`;
    const stops = this.stops([
      [0, color],
      [0.55, color],
      [0.6, light],
      [0.72, light],
      [0.77, color],
    ]);
    return this.define(
      key,
      (id) =>
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" spreadMethod="repeat" x1="0" y1="0" x2="${small(period)}" ` +
        `y2="${small(period * 0.7)}">${stops}</linearGradient>`,
    );
  }

  /** A radial gradient over the shape's box; returns the fill. */
  radial(stops: readonly (readonly [number, string, number?])[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `r${cx},${cy},${r}:${JSON.stringify(stops)}`;
    return this.define(key, (id) => `<radialGradient id="${id}" cx="${small(cx)}" cy="${small(cy)}" r="${small(r)}">${this.stops(stops)}</radialGradient>`);
  }

  /** A soft round glow (a lamp's light, the sun's halo): `color` at `opacity` in the middle, fading out at radius `r`. */
  glow(x: number, y: number, r: number, color: string, opacity: number): void {
    this.circle(
      x,
      y,
      r,
      this.radial([
        [0, color, opacity],
        [1, color, 0],
      ]),
    );
  }

  /** A repeating tile in picture units; `draw` paints one tile at (0, 0). */
  pattern(key: string, w: number, h: number, draw: () => void, origin: readonly [number, number] = [0, 0]): string {
    return this.define(`p${key}`, (id) => {
      const saved = this.scale;
      this.scale = 100;
      let inner: string;
      try {
        inner = this.capture(draw);
      } finally {
        this.scale = saved;
      }
      const at = origin[0] !== 0 || origin[1] !== 0 ? ` x="${small(origin[0])}" y="${small(origin[1])}"` : '';
      return `<pattern id="${id}"${at} width="${small(w)}" height="${small(h)}" patternUnits="userSpaceOnUse">${inner}</pattern>`;
    });
  }

  /** The finished document. */
  toString(width: number, height: number): string {
    const defs = this.defs.length > 0 ? `<defs>${this.defs.join('')}</defs>` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.w} ${this.h}" width="${width}" height="${height}" role="img">` +
      `${defs}${this.body.join('')}</svg>`
    );
  }
}

function parse(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1, 7), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function hex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** a → b by t in [0, 1]. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return hex(x.map((c, i) => c + (y[i]! - c) * t));
}

/** Lighter (t > 0, towards white) or darker (t < 0, towards black). */
export function shade(color: string, t: number): string {
  return t >= 0 ? mix(color, '#ffffff', t) : mix(color, '#000000', -t);
}

/** Perceived lightness in [0, 1]. */
export function lightness(color: string): number {
  const [r, g, b] = parse(color);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Agency brand colours: a badge or storefront colour and the ink drawn on it. */
export const BRANDS: readonly (readonly [string, string])[] = [
  ['#1f4e79', '#ffffff'],
  ['#0f766e', '#ffffff'],
  ['#b45309', '#fff7ed'],
  ['#7c2d12', '#fde68a'],
  ['#1e293b', '#f59e0b'],
  ['#9f1239', '#ffffff'],
  ['#14532d', '#d9f99d'],
  ['#312e81', '#c7d2fe'],
];
