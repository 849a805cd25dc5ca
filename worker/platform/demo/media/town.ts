/** Commercial buildings, agency storefronts and garages. */
import type { Random } from '../seed/random';
import { BRANDS, type Box, type Canvas, lightness, shade } from './canvas';
import { BLUESTONE, garageDoor } from './building';
import { neighbours, rowHouse, scene, unitOf } from './houses';
import { type Mood, car, hedge, lawn, pickMood, street, tint, tree } from './nature';

/** Word-like bars standing in for lettering (no text is ever drawn). */
function lettering(c: Canvas, random: Random, x: number, y: number, w: number, h: number, color: string): void {
  const list: Box[] = [];
  let cx = x;
  const end = x + w;
  while (cx < end - h) {
    const word = Math.min(end - cx, h * random.step(1.5, 4, 0.5));
    list.push([cx, y, word, h]);
    cx += word + h * 0.7;
  }
  c.path(c.boxes(list), color);
}

/** A small house mark like the agency's logo. */
function mark(c: Canvas, x: number, y: number, s: number, color: string): void {
  c.path(
    c.poly([
      x,
      y + s * 0.45,
      x + s * 0.5,
      y,
      x + s,
      y + s * 0.45,
      x + s * 0.85,
      y + s * 0.45,
      x + s * 0.85,
      y + s,
      x + s * 0.15,
      y + s,
      x + s * 0.15,
      y + s * 0.45,
    ]),
    color,
  );
}

/** A striped awning. */
function awning(c: Canvas, x: number, y: number, w: number, h: number, color: string): void {
  c.path(c.poly([x, y, x + w, y, x + w + h * 0.3, y + h, x - h * 0.3, y + h]), color);
  const stripes: Box[] = [];
  const n = Math.max(4, Math.round(w / (h * 0.6)));
  for (let i = 0; i < n; i += 2) stripes.push([x - h * 0.3 + ((w + h * 0.6) * i) / n, y + h * 0.25, (w + h * 0.6) / n, h * 0.75]);
  c.path(c.boxes(stripes), '#ffffff', { opacity: 0.85 });
  c.rect(x, y, w, h * 0.25, shade(color, -0.2));
}

/** Property cards in an agency's window: a picture and a few lines each. */
function listingCards(c: Canvas, random: Random, x: number, y: number, w: number, h: number): void {
  const cols = Math.max(2, Math.min(6, Math.round(w / (h * 0.75))));
  const tw = w / cols;
  const th = h / 2;
  const roof = random.pick(['#b4674a', '#e8e2d6', '#8e4433']);
  const spot = random.step(0.25, 0.55, 0.05);
  const fill = c.pattern(
    `cards${Math.round(tw)}${Math.round(th)}${roof}`,
    tw,
    th,
    () => {
      const cw = tw * 0.78;
      const ch = th * 0.8;
      const cx = tw * 0.11;
      const cy = th * 0.1;
      c.rect(cx, cy, cw, ch, '#ffffff');
      const px = cx + cw * 0.08;
      const py = cy + cw * 0.08;
      const pw = cw * 0.84;
      const ph = ch * 0.5;
      c.rect(px, py, pw, ph, '#a9d0ec');
      c.rect(px, py + ph * 0.7, pw, ph * 0.3, '#8fbf62');
      const hx = px + pw * spot;
      const hy = py + ph * 0.72;
      c.path(c.poly([hx, hy - ph * 0.25, hx + pw * 0.18, hy - ph * 0.5, hx + pw * 0.36, hy - ph * 0.25, hx + pw * 0.36, hy, hx, hy]), roof);
      c.path(
        c.boxes([
          [px, cy + ch * 0.7, pw * 0.8, ch * 0.06],
          [px, cy + ch * 0.82, pw * 0.5, ch * 0.06],
        ]),
        '#9aa0a6',
      );
    },
    [x, y],
  );
  c.rect(x, y, w, h, fill);
}

/** A shop front (or the agency's office) in the ground floor of a terraced building. */
function shopfront(c: Canvas, random: Random, mood: Mood, agency: boolean): void {
  const { u, base, r } = scene(c, random, mood, 0.8, 'shop');
  const fh = u * 0.21;
  const w = Math.min(c.w * 0.8, u * r.step(0.7, 0.8, 0.01));
  const x = c.w / 2 - w / 2 + r.step(-0.06, 0.06, 0.01) * u;
  neighbours(c, r.fork('n'), x, x + w, base, fh, mood, 2);
  rowHouse(c, r.fork('main'), x, w, base, fh, mood, { floors: 2, skipGround: true });
  const [brand, ink] = r.pick(BRANDS);
  const frame = agency ? shade(brand, -0.3) : r.pick(['#2f3337', '#3f4a55', '#5a3d28', '#2d4a3a']);
  const top = base - fh;
  // fascia with the sign
  c.rect(x, top, w, fh * 0.24, agency ? brand : frame);
  const signX = x + w * 0.1;
  if (agency) mark(c, signX, top + fh * 0.04, fh * 0.16, ink);
  lettering(
    c,
    r,
    agency ? signX + fh * 0.25 : signX,
    top + fh * 0.09,
    w * (agency ? 0.5 : 0.6),
    fh * 0.06,
    agency ? ink : r.pick(['#f2d36b', '#ffffff', '#e8c9a0']),
  );
  // window, door
  const wy = top + fh * 0.24;
  const wh = fh * 0.76 - fh * 0.06;
  c.rect(x, wy, w, wh, frame);
  const doorLeft = r.chance(0.5);
  const dw = w * 0.2;
  const dx = doorLeft ? x + w * 0.04 : x + w * 0.76;
  const gx = doorLeft ? x + w * 0.28 : x + w * 0.04;
  const gw = w * 0.68;
  const glass = mood === 'dusk' ? '#f3dcae' : '#c9dde9';
  c.rect(gx, wy + fh * 0.05, gw, wh - fh * 0.1, glass);
  c.rect(dx, wy + fh * 0.05, dw, wh - fh * 0.05, glass);
  c.rect(dx + dw * 0.82, wy + wh * 0.45, dw * 0.06, wh * 0.25, '#9aa0a6');
  if (agency) {
    listingCards(c, r, gx + gw * 0.03, wy + fh * 0.08, gw * 0.94, wh - fh * 0.16);
  } else {
    // goods on shelves
    const shelves: Box[] = [];
    const goods: number[][] = [];
    for (let k = 0; k < 2; k += 1) {
      const sy = wy + fh * 0.05 + (wh - fh * 0.1) * (0.45 + k * 0.45);
      shelves.push([gx, sy, gw, fh * 0.025]);
      for (let gxx = gx + gw * 0.05; gxx < gx + gw * 0.92; gxx += gw * 0.09) {
        const gh = fh * r.step(0.08, 0.16, 0.01);
        goods.push([gxx, sy - gh, gw * 0.06, gh]);
      }
    }
    c.path(c.boxes(shelves), shade(frame, 0.3));
    const palette = ['#c0583f', '#e0b04a', '#2f5d8a', '#4f6b5a', '#8a6f9e', '#f4f1ea'];
    palette.forEach((color, index) => {
      c.path(c.boxes(goods.filter((_, j) => j % palette.length === index).map((g) => [g[0]!, g[1]!, g[2]!, g[3]!] as Box)), color);
    });
  }
  if (c.detail)
    c.path(
      c.poly([gx + gw * 0.1, wy + wh - fh * 0.05, gx + gw * 0.35, wy + fh * 0.05, gx + gw * 0.45, wy + fh * 0.05, gx + gw * 0.2, wy + wh - fh * 0.05]),
      '#ffffff',
      { opacity: 0.18 },
    );
  c.rect(x, base - fh * 0.06, w, fh * 0.06, BLUESTONE);
  if (r.chance(agency ? 0.5 : 0.6))
    awning(c, x + w * 0.02, top + fh * 0.24, w * 0.96, fh * 0.2, agency ? brand : r.pick(['#b23a3a', '#2f5d8a', '#2e6b55', '#c9a23a']));
  street(c, base, c.h * 0.88);
  const s = random.fork('street');
  // planters or a bicycle rack by the door
  const planterX = doorLeft ? dx - u * 0.06 : dx + dw + u * 0.02;
  c.rect(planterX, base - u * 0.05, u * 0.04, u * 0.05, '#3f4449');
  c.circle(planterX + u * 0.02, base - u * 0.08, u * 0.035, '#4e803a');
  if (s.chance(0.5)) car(c, s, c.w * s.step(0.05, 0.6, 0.01), c.h * 0.98, u * 0.34);
}

/** An office building with a curtain wall or ribbon windows. */
function officeBlock(c: Canvas, random: Random, mood: Mood): void {
  const { u, base, r } = scene(c, random, mood, 0.8, 'officeblock');
  const trees = r.fork('trees');
  for (let tx = u * 0.08; tx < c.w; tx += u * 0.3) tree(c, trees, tx, base - u * 0.02, u * trees.step(0.35, 0.5, 0.01), 'round');
  const w = Math.min(c.w * 0.6, u * r.step(0.85, 1.05, 0.01));
  const x = c.w / 2 - w / 2 + r.step(-0.1, 0.1, 0.01) * u;
  const floors = r.int(5, 8);
  const fh = Math.min(u * 0.1, (base - c.h * 0.14) / floors);
  const top = base - floors * fh;
  const [brand, ink] = r.pick(BRANDS);
  const ribbon = r.chance(0.5);
  const glass = mood === 'dusk' ? '#4f5f78' : r.pick(['#5f8fb0', '#6aa0a8', '#7d9cb8', '#4e7d96']);
  if (ribbon) {
    const wall = r.pick(['#f1f0ec', '#d9d6ce', '#c6c4bf']);
    c.rect(x, top, w, floors * fh, wall);
    const bands: Box[] = [];
    for (let f = 0; f < floors; f += 1) bands.push([x, top + f * fh + fh * 0.3, w, fh * 0.55]);
    c.path(
      c.boxes(bands),
      c.linear([
        [0, shade(glass, 0.25)],
        [1, glass],
      ]),
    );
    const mull: Box[] = [];
    const cols = Math.round(w / (fh * 0.8));
    for (let i = 1; i < cols; i += 1) mull.push([x + (w * i) / cols, top, Math.max(1, fh * 0.03), floors * fh]);
    c.path(c.boxes(mull), shade(wall, -0.25));
  } else {
    c.rect(
      x,
      top,
      w,
      floors * fh,
      c.linear(
        [
          [0, shade(glass, 0.3)],
          [0.5, glass],
          [1, shade(glass, -0.15)],
        ],
        1,
        1,
      ),
    );
    const grid: Box[] = [];
    const cols = Math.round(w / (fh * 0.7));
    for (let i = 0; i <= cols; i += 1) grid.push([x + (w * i) / cols - fh * 0.02, top, fh * 0.04, floors * fh]);
    for (let f = 0; f <= floors; f += 1) grid.push([x, top + f * fh - fh * 0.05, w, fh * 0.1]);
    c.path(c.boxes(grid), '#d9dde0');
    if (c.detail) c.path(c.poly([x + w * 0.1, base, x + w * 0.45, top, x + w * 0.6, top, x + w * 0.25, base]), '#ffffff', { opacity: 0.12 });
  }
  if (mood === 'dusk') {
    const lit: Box[] = [];
    for (let f = 1; f < floors; f += 1) if (r.chance(0.6)) lit.push([x + w * r.step(0, 0.6, 0.05), top + f * fh + fh * 0.32, w * 0.3, fh * 0.5]);
    c.path(c.boxes(lit), '#ffd98a', { opacity: 0.75 });
  }
  // crown with a sign
  c.rect(x - w * 0.01, top - fh * 0.35, w * 1.02, fh * 0.35, shade(glass, -0.5));
  c.rect(x + w * 0.3, top - fh * 0.3, w * 0.4, fh * 0.25, brand);
  mark(c, x + w * 0.32, top - fh * 0.27, fh * 0.19, ink);
  lettering(c, r, x + w * 0.4, top - fh * 0.2, w * 0.27, fh * 0.06, ink);
  // entrance
  const ex = x + w * r.step(0.3, 0.6, 0.05);
  c.rect(ex - w * 0.04, base - fh * 1.05, w * 0.28, fh * 0.1, '#3a3d42');
  c.rect(ex, base - fh * 0.95, w * 0.2, fh * 0.95, '#c9dde9');
  c.path(c.boxes([[ex + w * 0.1 - 1, base - fh * 0.95, 2, fh * 0.95]]), '#3a3d42');
  lawn(c, r, base, c.h * 0.86, '#86b25a');
  hedge(c, 0, base + u * 0.01, x - u * 0.05, u * 0.05);
  hedge(c, x + w + u * 0.05, base + u * 0.01, c.w, u * 0.05);
  street(c, c.h * 0.86, c.h * 0.92);
  const s = random.fork('street');
  if (s.chance(0.6)) car(c, s, c.w * s.step(0.05, 0.6, 0.01), c.h * 0.985, u * 0.32);
}

/** A retail warehouse by the main road, with its car park and flags. */
function retailBox(c: Canvas, random: Random, mood: Mood): void {
  const { u, base, r } = scene(c, random, mood, 0.66, 'retail');
  const x = c.w * r.step(0.04, 0.15, 0.01);
  const w = c.w * r.step(0.7, 0.85, 0.01);
  const h = u * 0.36;
  const wall = r.pick(['#d9dcde', '#c6c9cc', '#eef0f1', '#8d939a', '#b9a58a']);
  const [brand, ink] = r.pick(BRANDS);
  c.rect(x, base - h, w, h, wall);
  if (c.detail) {
    const seams: Box[] = [];
    for (let sx = x; sx < x + w; sx += u * 0.04) seams.push([sx, base - h, Math.max(1, u * 0.0015), h]);
    c.path(c.boxes(seams), shade(wall, -0.12));
  }
  c.rect(x - u * 0.01, base - h - u * 0.015, w + u * 0.02, u * 0.02, shade(wall, -0.35));
  const glassX = x + w * r.step(0.15, 0.55, 0.05);
  const glassW = w * 0.3;
  c.rect(glassX, base - h * 0.62, glassW, h * 0.62, mood === 'dusk' ? '#f3dcae' : '#9fc3d8');
  c.path(c.boxes([0.25, 0.5, 0.75].map((t) => [glassX + glassW * t - 1, base - h * 0.62, 2, h * 0.62] as Box)), '#3a3d42');
  // sign panel above the glass
  c.rect(glassX - glassW * 0.05, base - h * 1.05, glassW * 1.1, h * 0.36, brand);
  mark(c, glassX + glassW * 0.02, base - h * 1.0, h * 0.26, ink);
  lettering(c, r, glassX + glassW * 0.28, base - h * 0.9, glassW * 0.62, h * 0.08, ink);
  const gd = glassX > x + w / 2 ? x + w * 0.06 : x + w * 0.7;
  garageDoor(c, gd, base - h * 0.6, w * 0.14, h * 0.6, '#a9aeb2');
  // flags
  const flags: Box[] = [];
  const poles: Box[] = [];
  for (let i = 0; i < 3; i += 1) {
    const fx = (glassX > c.w / 2 ? x - u * 0.02 : x + w + u * 0.02) + (glassX > c.w / 2 ? -1 : 1) * 0 + i * u * 0.05 * (glassX > c.w / 2 ? 1 : -1);
    poles.push([fx, base - h * 1.5, Math.max(1.5, u * 0.004), h * 1.5]);
    flags.push([fx + u * 0.004, base - h * 1.48, u * 0.025, u * 0.08]);
  }
  c.path(c.boxes(poles), '#c9ccd0');
  c.path(c.boxes(flags), brand);
  // car park
  c.rect(0, base, c.w, c.h - base, c.fade('#6d7075', '#5b5e63'));
  let d = '';
  const vx = c.w / 2;
  for (let i = -10; i <= 10; i += 1) {
    const x0 = vx + i * u * 0.12;
    const x1 = vx + i * u * 0.22;
    d += `M${c.n(x0)} ${c.n(base + (c.h - base) * 0.2)}L${c.n(x1)} ${c.n(base + (c.h - base) * 0.55)}`;
  }
  c.stroke(`${d}M0 ${c.n(base + (c.h - base) * 0.2)}L${c.n(c.w)} ${c.n(base + (c.h - base) * 0.2)}`, '#e8e6df', Math.max(1.5, u * 0.004), { opacity: 0.8 });
  const s = random.fork('cars');
  for (let i = 0; i < 3; i += 1) if (s.chance(0.7)) car(c, s, c.w * (0.05 + i * 0.32) + s.step(0, 0.1, 0.01) * c.w, base + (c.h - base) * 0.5, u * 0.3);
  c.rect(0, c.h * 0.88, c.w, c.h * 0.12, '#86b25a');
  hedge(c, 0, c.h * 0.86, c.w, u * 0.05);
}

/** commercial: a shop, an office building or a retail warehouse. */
export function commercial(c: Canvas, random: Random): void {
  const mood = pickMood(random);
  const type = random.pick(['shop', 'office', 'retail'] as const);
  if (type === 'shop') shopfront(c, random, mood, false);
  else if (type === 'office') officeBlock(c, random, mood);
  else retailBox(c, random, mood);
  tint(c, mood);
}

/** office: the agency's own storefront with properties in the window. */
export function office(c: Canvas, random: Random): void {
  const mood = random.pick<Mood>(['clear', 'clear', 'day', 'day', 'dusk']);
  shopfront(c, random, mood, true);
  tint(c, mood);
}

/** A row of garage boxes with an asphalt apron. */
function garageRow(c: Canvas, random: Random, mood: Mood): void {
  const { u, base, r } = scene(c, random, mood, 0.72, 'boxes');
  const trees = r.fork('trees');
  for (let tx = u * 0.05; tx < c.w; tx += u * 0.22) tree(c, trees, tx, base - u * 0.25, u * trees.step(0.45, 0.6, 0.01));
  const count = r.int(4, 7);
  const bw = Math.min(u * 0.36, (c.w * 1.05) / count);
  const w = bw * count;
  const x = (c.w - w) / 2;
  const h = u * 0.34;
  const brick = r.chance(0.5);
  const wall = brick ? r.pick(['#a4553f', '#9b5a45', '#b4674a']) : r.pick(['#cfcbc4', '#bdbab4', '#d9d6cf']);
  c.rect(x, base - h, w, h, wall);
  c.rect(x - u * 0.01, base - h - u * 0.025, w + u * 0.02, u * 0.03, shade(wall, -0.35));
  const uniform = r.chance(0.5) ? r.pick(['#e8e6e0', '#4a4e55', '#7d848a', '#6b4a32']) : '';
  const open = r.int(-2, count - 1);
  for (let i = 0; i < count; i += 1) {
    const dx = x + i * bw + bw * 0.1;
    const dw = bw * 0.8;
    if (i === open) {
      c.rect(dx, base - h * 0.78, dw, h * 0.78, '#2a2c30');
      c.rect(dx, base - h * 0.78, dw, h * 0.12, uniform || '#a9aeb2');
      c.path(
        `M${c.n(dx + dw * 0.12)} ${c.n(base)}L${c.n(dx + dw * 0.12)} ${c.n(base - h * 0.38)}` +
          `Q${c.n(dx + dw * 0.5)} ${c.n(base - h * 0.52)} ${c.n(dx + dw * 0.88)} ${c.n(base - h * 0.38)}L${c.n(dx + dw * 0.88)} ${c.n(base)}Z`,
        r.pick(['#b23a3a', '#2f5d8a', '#e0e0dc', '#7a8a95']),
      );
      c.twins(dx + dw * 0.18, dx + dw * 0.7, base - h * 0.26, dw * 0.12, h * 0.06, '#f3e4a8');
      continue;
    }
    garageDoor(c, dx, base - h * 0.78, dw, h * 0.78, uniform || r.pick(['#e8e6e0', '#4a4e55', '#7d848a', '#6b4a32', '#2f5d8a', '#2e6b55']));
  }
  c.rect(0, base, c.w, c.h - base, c.fade('#6d7075', '#55585d'));
  if (c.detail) {
    let d = '';
    for (let i = 0; i <= count; i += 1) d += `M${c.n(x + i * bw)} ${c.n(base + u * 0.02)}L${c.n(x + i * bw + (x + i * bw - c.w / 2) * 0.6)} ${c.n(c.h)}`;
    c.stroke(d, '#d9d6cf', Math.max(1.5, u * 0.004), { opacity: 0.6 });
  }
  c.rect(0, base, c.w, u * 0.015, '#9d9a93');
}

/** An underground car park: pillars, bays, strip lights and parked cars seen from behind. */
function parking(c: Canvas, random: Random): void {
  const u = unitOf(c);
  const r = random.fork('parking');
  const ceiling = c.h * 0.3;
  const floor = c.h * 0.58;
  const accent = r.pick(['#f2b632', '#2f6db5', '#3c9a6b', '#e0483a']);
  c.rect(0, 0, c.w, ceiling, '#8c9096');
  c.rect(0, ceiling, c.w, floor - ceiling, '#c9ccd0');
  c.rect(0, ceiling + (floor - ceiling) * 0.45, c.w, (floor - ceiling) * 0.18, accent);
  c.rect(0, floor, c.w, c.h - floor, c.fade('#7d8187', '#9a9ea3'));
  // ceiling beams and lights
  const beams: Box[] = [];
  for (let i = 0; i < 4; i += 1) beams.push([0, ceiling * (0.2 + i * 0.22), c.w, ceiling * (0.05 + i * 0.015)]);
  c.path(c.boxes(beams), '#6f7379');
  const lights: Box[] = [];
  for (let x = c.w * 0.1; x < c.w; x += c.w * 0.28)
    lights.push([x, ceiling * 0.55, c.w * 0.12, ceiling * 0.04], [x - c.w * 0.03, ceiling * 0.85, c.w * 0.16, ceiling * 0.05]);
  c.path(c.boxes(lights), '#fdfbea');
  // bay lines converging to the back wall
  let d = '';
  const bays = 6;
  for (let i = 0; i <= bays; i += 1) {
    const t = i / bays;
    d += `M${c.n(c.w * (0.05 + t * 0.9))} ${c.n(floor + c.h * 0.01)}L${c.n(c.w * (-0.4 + t * 1.8))} ${c.n(c.h)}`;
  }
  c.stroke(d, '#f4f1ea', Math.max(2, u * 0.006), { opacity: 0.85 });
  // pillars
  const pillars: Box[] = [];
  const stripes: Box[] = [];
  for (const t of [0.18, 0.82]) {
    const pw = u * 0.08;
    const px = c.w * t - pw / 2;
    pillars.push([px, 0, pw, c.h * 0.86]);
    stripes.push([px, c.h * 0.74, pw, c.h * 0.04], [px, c.h * 0.82, pw, c.h * 0.04]);
  }
  c.path(c.boxes(pillars), '#b9bdc2');
  c.path(c.boxes(stripes), accent);
  // cars from behind
  const cars = r.int(1, 3);
  const slots = r.sample([0, 1, 2, 3, 4, 5], cars);
  for (const slot of slots) {
    const t = (slot + 0.5) / bays;
    const cx = c.w * (-0.15 + t * 1.3);
    const cw = u * 0.36;
    const by = c.h * 0.84;
    const color = r.pick(['#b23a3a', '#2f5d8a', '#e0e0dc', '#3c3f44', '#7a8a95', '#2e6b55']);
    c.twins(cx - cw * 0.42, cx + cw * 0.26, by - cw * 0.02, cw * 0.16, cw * 0.12, '#1f2023');
    c.path(
      `M${c.n(cx - cw / 2)} ${c.n(by)}L${c.n(cx - cw / 2)} ${c.n(by - cw * 0.3)}` +
        `Q${c.n(cx - cw * 0.45)} ${c.n(by - cw * 0.36)} ${c.n(cx - cw * 0.32)} ${c.n(by - cw * 0.38)}L${c.n(cx - cw * 0.26)} ${c.n(by - cw * 0.58)}` +
        `L${c.n(cx + cw * 0.26)} ${c.n(by - cw * 0.58)}L${c.n(cx + cw * 0.32)} ${c.n(by - cw * 0.38)}` +
        `Q${c.n(cx + cw * 0.45)} ${c.n(by - cw * 0.36)} ${c.n(cx + cw / 2)} ${c.n(by - cw * 0.3)}L${c.n(cx + cw / 2)} ${c.n(by)}Z`,
      color,
    );
    c.path(c.poly([cx - cw * 0.3, by - cw * 0.4, cx - cw * 0.24, by - cw * 0.55, cx + cw * 0.24, by - cw * 0.55, cx + cw * 0.3, by - cw * 0.4]), '#3a4652');
    c.twins(cx - cw * 0.46, cx + cw * 0.3, by - cw * 0.27, cw * 0.16, cw * 0.06, '#d93a3a');
    c.rect(cx - cw * 0.1, by - cw * 0.2, cw * 0.2, cw * 0.06, '#f4f1ea');
    c.rect(cx - cw / 2, by - cw * 0.1, cw, cw * 0.05, shade(color, lightness(color) > 0.5 ? -0.2 : -0.35));
  }
}

/** garage: a row of garage boxes or a space in an underground car park. */
export function garage(c: Canvas, random: Random): void {
  if (random.chance(0.65)) {
    const mood = pickMood(random);
    garageRow(c, random, mood);
    tint(c, mood);
  } else {
    parking(c, random);
  }
}
