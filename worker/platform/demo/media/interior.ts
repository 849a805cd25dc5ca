/** estate-interior: a room in one-point perspective with furniture that depends on the room type. */
import type { Random } from '../seed/random';
import { type Box, type Canvas, shade } from './canvas';

const WALLS = ['#f2efe9', '#ebe6dc', '#e4e8e6', '#efe7dd', '#dfe5ea', '#e9dfd3', '#d9ded5', '#f4f1ea'] as const;
const ACCENT_WALLS = ['#6f8a86', '#4d5d6b', '#b9806a', '#8c9a7a', '#c7b299', '#3f4a55'] as const;
const WOODS = ['#c8a27a', '#b98d5f', '#d6b48c', '#a97c52', '#cfae86'] as const;
const TILES = ['#d9d6d0', '#c3c0ba', '#e8e4dc', '#9c9a96'] as const;
const FABRICS = ['#6b7f8e', '#8a6f5a', '#4f6b5a', '#b7a48c', '#7a5b73', '#c9c2b5', '#3e4a5c', '#a65e4a'] as const;
const CABINETS = ['#f2f0ea', '#3e4a52', '#6f8a7a', '#c9b79c', '#2f3338', '#e7e2d6'] as const;

interface Room {
  c: Canvas;
  /** Vanishing point. */
  vx: number;
  vy: number;
  /** Scale of the back wall against the picture frame. */
  k: number;
  /** Back wall box. */
  bx0: number;
  by0: number;
  bx1: number;
  by1: number;
  /** Picture units per metre on the back wall. */
  m: number;
}

/** A point on the floor: u across (0 left .. 1 right of the frame), s depth scale (1 front .. k back). */
function floorPt(room: Room, u: number, s: number): [number, number] {
  return [room.vx + s * (u * room.c.w - room.vx), room.vy + s * (room.c.h - room.vy)];
}

/** A point on a side wall: s depth scale, v height (0 floor .. 1 ceiling). */
function wallPt(room: Room, right: boolean, s: number, v: number): [number, number] {
  return [room.vx + s * ((right ? room.c.w : 0) - room.vx), room.vy + s * ((1 - v) * room.c.h - room.vy)];
}

function shell(c: Canvas, random: Random, wood: boolean): Room {
  const k = random.step(0.6, 0.66, 0.01);
  const vx = c.w * random.step(0.42, 0.58, 0.01);
  const vy = c.h * random.step(0.4, 0.48, 0.01);
  const room: Room = {
    c,
    vx,
    vy,
    k,
    bx0: vx - k * vx,
    by0: vy - k * vy,
    bx1: vx + k * (c.w - vx),
    by1: vy + k * (c.h - vy),
    m: (k * c.h) / 2.7,
  };
  const wall = random.pick(WALLS);
  const back = random.chance(0.35) ? random.pick(ACCENT_WALLS) : wall;
  const floor = wood ? random.pick(WOODS) : random.pick(TILES);
  const { bx0, by0, bx1, by1 } = room;
  c.path(c.poly([0, 0, c.w, 0, bx1, by0, bx0, by0]), shade(wall, 0.3));
  c.path(c.poly([0, 0, bx0, by0, bx0, by1, 0, c.h]), shade(wall, -0.04));
  c.path(c.poly([c.w, 0, bx1, by0, bx1, by1, c.w, c.h]), shade(wall, -0.1));
  c.rect(bx0, by0, bx1 - bx0, by1 - by0, back);
  c.path(
    c.poly([0, c.h, c.w, c.h, bx1, by1, bx0, by1]),
    c.linear([
      [0, shade(floor, -0.12)],
      [1, shade(floor, 0.05)],
    ]),
  );
  // floor joints
  let d = '';
  const lines = wood ? 14 : 8;
  for (let i = 1; i < lines; i += 1) {
    const [x0, y0] = floorPt(room, i / lines, 1);
    const [x1, y1] = floorPt(room, i / lines, k);
    d += `M${c.n(x0)} ${c.n(y0)}L${c.n(x1)} ${c.n(y1)}`;
  }
  if (!wood) {
    const a = (1 / k - 1) / 5;
    for (let i = 1; i < 5; i += 1) {
      const s = 1 / (1 + i * a);
      const [x0, y] = floorPt(room, 0, s);
      const [x1] = floorPt(room, 1, s);
      d += `M${c.n(x0)} ${c.n(y)}L${c.n(x1)} ${c.n(y)}`;
    }
  }
  if (c.detail || !wood) c.stroke(d, shade(floor, -0.2), Math.max(1, c.h * 0.0018), { opacity: 0.6 });
  // skirting and corner shadows
  c.rect(bx0, by1 - room.m * 0.07, bx1 - bx0, room.m * 0.07, shade(back, 0.25));
  if (c.detail) {
    c.stroke(c.line([bx0, by0, bx0, by1]) + c.line([bx1, by0, bx1, by1]), '#000000', Math.max(1, c.w * 0.002), { opacity: 0.08 });
  }
  return room;
}

/** A window on a side wall with daylight falling on the floor. */
function sideWindow(room: Room, random: Random, right: boolean, evening: boolean): void {
  const { c } = room;
  const s1 = random.step(0.78, 0.88, 0.01);
  const s2 = s1 - random.step(0.16, 0.22, 0.01);
  const v0 = 0.2;
  const v1 = 0.85;
  const p = (s: number, v: number) => wallPt(room, right, s, v);
  const frame = c.poly([...p(s1, v0), ...p(s1, v1), ...p(s2, v1), ...p(s2, v0)]);
  c.path(frame, '#f7f6f2');
  const inset = (s1 - s2) * 0.08;
  const glass = c.poly([...p(s1 - inset, v0 + 0.03), ...p(s1 - inset, v1 - 0.03), ...p(s2 + inset, v1 - 0.03), ...p(s2 + inset, v0 + 0.03)]);
  c.path(
    glass,
    evening
      ? c.fade('#3d4a72', '#c98a6e')
      : c.linear([
          [0, '#9fcbec'],
          [0.7, '#dff0fa'],
          [1, '#a8cf8a'],
        ]),
  );
  const sm = (s1 + s2) / 2;
  c.stroke(c.line([...p(sm, v0), ...p(sm, v1)]) + c.line([...p(s1, 0.62), ...p(s2, 0.62)]), '#f7f6f2', Math.max(2, c.w * 0.006));
  // curtain
  const cs = s1 + 0.035;
  c.path(
    c.poly([...p(s1 + 0.005, v1 + 0.05), ...p(cs, v1 + 0.05), ...p(cs + 0.01, 0.05), ...p(s1 + 0.005, 0.05)]),
    random.pick(['#e9e1d2', '#c9cfc8', '#b7a48c', '#d8d2ca']),
  );
  if (!evening) {
    const u = right ? 1 : 0;
    const du = right ? -0.45 : 0.45;
    const light = c.poly([...floorPt(room, u, s1), ...floorPt(room, u, s2), ...floorPt(room, u + du, s2 * 0.98), ...floorPt(room, u + du * 0.8, s1 * 1.05)]);
    c.path(light, '#fff6da', { opacity: 0.28 });
  }
}

/** A large window on the back wall with a view of the garden. */
function backWindow(room: Room, x: number, y: number, w: number, h: number, evening: boolean): void {
  const { c } = room;
  c.rect(x - w * 0.03, y - w * 0.03, w * 1.06, h + w * 0.06, '#f7f6f2');
  c.rect(x, y, w, h, evening ? c.fade('#3d4a72', '#c98a6e') : c.fade('#9fcbec', '#e3f2fa'));
  c.path(
    c.circles([
      [x + w * 0.2, y + h * 0.8, h * 0.3],
      [x + w * 0.45, y + h * 0.9, h * 0.25],
      [x + w * 0.8, y + h * 0.85, h * 0.32],
    ]) + c.boxes([[x, y + h * 0.85, w, h * 0.15]]),
    evening ? '#2f3d3a' : '#7fae62',
    { opacity: 0.9 },
  );
  const t = Math.max(2, w * 0.03);
  c.path(c.boxes([[x + w / 2 - t / 2, y, t, h]]), '#f7f6f2');
}

function pictures(room: Room, random: Random, cx: number, y: number, span: number): void {
  const { c, m } = room;
  const count = random.int(1, 3);
  const w = Math.min(span / count - m * 0.1, m * random.step(0.45, 0.8, 0.05));
  const h = w * random.step(0.7, 1.25, 0.05);
  const gap = m * 0.12;
  const total = count * w + (count - 1) * gap;
  for (let i = 0; i < count; i += 1) {
    const x = cx - total / 2 + i * (w + gap);
    c.rect(x, y - h, w, h, random.pick(['#2f3337', '#c8a27a', '#f7f6f2']));
    const ix = x + w * 0.08;
    const iy = y - h + w * 0.08;
    const iw = w * 0.84;
    const ih = h - w * 0.16;
    const art = random.pick(['#e8dccb', '#dfe7ec', '#f1e4d6', '#d7dfd2']);
    c.rect(ix, iy, iw, ih, art);
    const a = random.pick(['#c0583f', '#2f5d8a', '#e0b04a', '#4f6b5a', '#8a6f9e']);
    if (random.chance(0.5)) c.circle(ix + iw * random.step(0.3, 0.7, 0.05), iy + ih * 0.4, Math.min(iw, ih) * 0.25, a);
    else c.path(c.poly([ix, iy + ih, ix, iy + ih * 0.6, ix + iw * 0.4, iy + ih * 0.35, ix + iw, iy + ih * 0.7, ix + iw, iy + ih]), a);
  }
}

function plant(room: Room, random: Random, x: number, base: number, scale: number): void {
  const { c } = room;
  const m = room.m * scale;
  c.path(
    c.poly([x - m * 0.16, base - m * 0.35, x + m * 0.16, base - m * 0.35, x + m * 0.12, base, x - m * 0.12, base]),
    random.pick(['#d8d2c6', '#b5654a', '#3f4449', '#f2f0ea']),
  );
  const g = random.pick(['#4e803a', '#5f8f3e', '#3f6f3a']);
  const leaves: (readonly [number, number, number])[] = [];
  for (let i = 0; i < 6; i += 1) leaves.push([x + (random.next() - 0.5) * m * 0.5, base - m * (0.5 + random.next() * 0.55), m * random.step(0.12, 0.2, 0.01)]);
  c.path(c.circles(leaves), g);
}

function floorLamp(room: Room, x: number, base: number, evening: boolean): void {
  const { c, m } = room;
  if (evening) c.glow(x, base - m * 1.45, m * 0.6, '#ffe6a8', 0.55);
  c.rect(x - m * 0.012, base - m * 1.45, m * 0.024, m * 1.45, '#3a3d42');
  c.ellipse(x, base - m * 0.01, m * 0.15, m * 0.03, '#3a3d42');
  c.path(
    c.poly([x - m * 0.12, base - m * 1.35, x + m * 0.12, base - m * 1.35, x + m * 0.08, base - m * 1.62, x - m * 0.08, base - m * 1.62]),
    evening ? '#fbe3a8' : '#d8c9a8',
  );
}

function pendant(room: Room, x: number, y: number, size: number, color: string, evening: boolean): void {
  const { c, m } = room;
  c.stroke(c.line([x, 0, x, y]), '#3a3d42', Math.max(1, m * 0.012));
  if (evening) c.glow(x, y + size * m * 0.2, size * m * 0.6, '#ffe6a8', 0.6);
  c.path(
    `M${c.n(x - size * m * 0.2)} ${c.n(y + size * m * 0.18)}` +
      `A${c.n(size * m * 0.2)} ${c.n(size * m * 0.2)} 0 0 1 ${c.n(x + size * m * 0.2)} ${c.n(y + size * m * 0.18)}Z`,
    color,
  );
}

function living(room: Room, random: Random, evening: boolean): void {
  const { c, m, bx0, bx1, by1 } = room;
  const mid = (bx0 + bx1) / 2 + random.step(-0.1, 0.1, 0.01) * (bx1 - bx0);
  pictures(room, random, mid, by1 - m * 1.25, m * 2.2);
  // sofa
  const fabric = random.pick(FABRICS);
  const sw = m * random.step(2, 2.4, 0.1);
  const sx = mid - sw / 2;
  const sb = by1;
  c.rect(sx, sb - m * 0.85, sw, m * 0.5, shade(fabric, -0.05), { rx: m * 0.08 });
  c.rect(sx + m * 0.04, sb - m * 0.5, sw - m * 0.08, m * 0.28, shade(fabric, 0.08), { rx: m * 0.05 });
  c.rect(sx - m * 0.08, sb - m * 0.62, m * 0.22, m * 0.5, fabric, { rx: m * 0.06 });
  c.rect(sx + sw - m * 0.14, sb - m * 0.62, m * 0.22, m * 0.5, fabric, { rx: m * 0.06 });
  c.rect(sx, sb - m * 0.22, sw, m * 0.14, shade(fabric, -0.15));
  c.twins(sx + m * 0.05, sx + sw - m * 0.1, sb - m * 0.08, m * 0.05, m * 0.08, '#3a3d42');
  if (c.detail) {
    c.rect(sx + sw * 0.18, sb - m * 0.72, m * 0.32, m * 0.28, random.pick(['#e0b04a', '#c0583f', '#e9e1d2', '#6f8a86']), { rx: m * 0.05 });
    c.rect(sx + sw * 0.68, sb - m * 0.72, m * 0.32, m * 0.28, random.pick(['#e0b04a', '#c0583f', '#e9e1d2', '#6f8a86']), { rx: m * 0.05 });
  }
  // lamp and plant
  floorLamp(room, sx - m * 0.4, sb, evening);
  plant(room, random, sx + sw + m * 0.45, sb, 1);
  // rug and coffee table nearer the viewer
  const s = room.k * 1.22;
  const rug = c.poly([
    ...floorPt(room, 0.25, room.k * 1.05),
    ...floorPt(room, 0.75, room.k * 1.05),
    ...floorPt(room, 0.8, room.k * 1.5),
    ...floorPt(room, 0.2, room.k * 1.5),
  ]);
  c.path(rug, random.pick(['#d8cfc0', '#a9b4b0', '#c7a98c', '#8f98a3']), { opacity: 0.85 });
  const [tx, ty] = floorPt(room, mid / c.w, s);
  const tm = m * (s / room.k);
  const wood = random.pick(WOODS);
  c.rect(tx - tm * 0.6, ty - tm * 0.4, tm * 1.2, tm * 0.06, shade(wood, -0.1));
  c.twins(tx - tm * 0.55, tx + tm * 0.5, ty - tm * 0.34, tm * 0.05, tm * 0.34, shade(wood, -0.35));
  if (c.detail) c.rect(tx - tm * 0.15, ty - tm * 0.5, tm * 0.22, tm * 0.1, random.pick(['#c0583f', '#2f5d8a', '#e0b04a']));
}

function kitchen(room: Room, random: Random, evening: boolean): void {
  const { c, m, bx0, bx1, by0, by1 } = room;
  const cab = random.pick(CABINETS);
  const top = random.pick(['#d9d4cc', '#2c2c2c', '#a67c52', '#f0eeea']);
  const x0 = bx0;
  const x1 = bx1;
  // back-wall window above the worktop
  const ww = Math.min((x1 - x0) * 0.3, m * 1.3);
  const wx = x0 + (x1 - x0) * random.step(0.35, 0.55, 0.01);
  backWindow(room, wx, by1 - m * 2.15, ww, m * 0.85, evening);
  // backsplash
  c.rect(x0, by1 - m * 1.3, x1 - x0, m * 0.38, random.pick(['#e8e4dc', '#cfd8dc', '#f4f1ea', '#b9c4bd']), { opacity: 0.9 });
  // upper cabinets left and right of the window
  const uy = by1 - m * 2.3;
  const uh = m * 0.75;
  const uppers: Box[] = [
    [x0, uy, wx - x0 - m * 0.2, uh],
    [wx + ww + m * 0.2, uy, x1 - wx - ww - m * 0.2, uh],
  ];
  c.path(c.boxes(uppers), shade(cab, 0.04));
  // lower cabinets and worktop
  c.rect(x0, by1 - m * 0.88, x1 - x0, m * 0.8, cab);
  c.rect(x0, by1 - m * 0.08, x1 - x0, m * 0.08, shade(cab, -0.4));
  c.rect(x0 - m * 0.02, by1 - m * 0.94, x1 - x0 + m * 0.04, m * 0.07, top);
  const doors = Math.max(3, Math.round((x1 - x0) / (m * 0.6)));
  const seams: Box[] = [];
  const handles: Box[] = [];
  for (let i = 1; i < doors; i += 1) seams.push([x0 + ((x1 - x0) * i) / doors, by1 - m * 0.86, Math.max(1, m * 0.01), m * 0.76]);
  for (const [ux, , uw] of uppers) {
    const n = Math.max(1, Math.round(uw / (m * 0.5)));
    for (let i = 1; i < n; i += 1) seams.push([ux + (uw * i) / n, uy, Math.max(1, m * 0.01), uh]);
  }
  for (let i = 0; i < doors; i += 1) handles.push([x0 + ((x1 - x0) * (i + 0.5)) / doors - m * 0.08, by1 - m * 0.8, m * 0.16, Math.max(1.5, m * 0.02)]);
  c.path(c.boxes(seams), shade(cab, -0.2));
  c.path(c.boxes(handles), '#8d9196');
  // sink and tap under the window, hob and hood on the other side
  const sinkX = wx + ww / 2;
  c.stroke(c.line([sinkX, by1 - m * 0.94, sinkX, by1 - m * 1.2, sinkX + m * 0.15, by1 - m * 1.2]), '#9aa0a6', Math.max(2, m * 0.03));
  const hob = wx > (x0 + x1) / 2 ? x0 + (wx - x0) * 0.45 : wx + ww + (x1 - wx - ww) * 0.55;
  c.path(c.poly([hob - m * 0.35, uy + uh, hob + m * 0.35, uy + uh, hob + m * 0.12, uy - m * 0.1, hob - m * 0.12, uy - m * 0.1]), '#b9bec3');
  c.rect(hob - m * 0.12, by0, m * 0.24, uy - by0, '#b9bec3');
  // island with stools nearer the viewer
  const s = room.k * 1.3;
  const [ix, iy] = floorPt(room, (x0 + x1) / 2 / c.w, s);
  const im = m * (s / room.k);
  c.rect(ix - im * 1.1, iy - im * 0.9, im * 2.2, im * 0.9, shade(cab, -0.06));
  c.rect(ix - im * 1.15, iy - im * 0.96, im * 2.3, im * 0.07, top);
  const stool = '#3a3d42';
  let d = '';
  for (const off of [-0.65, 0, 0.65]) {
    const sxx = ix + off * im;
    d +=
      c.line([sxx - im * 0.13, iy + im * 0.02, sxx - im * 0.08, iy - im * 0.62]) + c.line([sxx + im * 0.13, iy + im * 0.02, sxx + im * 0.08, iy - im * 0.62]);
  }
  c.stroke(d, stool, Math.max(2, im * 0.03));
  c.path(
    c.boxes([-0.65, 0, 0.65].map((off) => [ix + off * im - im * 0.16, iy - im * 0.68, im * 0.32, im * 0.07] as Box)),
    random.pick(['#a67c52', '#3a3d42', '#c9c2b5']),
  );
  for (const off of [-0.6, 0.6]) pendant(room, ix + off * im, by0 + (by1 - by0) * 0.12, 1.3, random.pick(['#2f3337', '#d8c9a8', '#f2f0ea']), evening);
}

function bedroom(room: Room, random: Random, evening: boolean): void {
  const { c, m, bx0, bx1, by1 } = room;
  const mid = (bx0 + bx1) / 2 + random.step(-0.08, 0.08, 0.01) * (bx1 - bx0);
  pictures(room, random, mid, by1 - m * 1.55, m * 1.8);
  const bw = m * 1.8;
  const head = random.pick(['#8a6f5a', '#3e4a5c', '#c9c2b5', '#6f8a86', '#a67c52']);
  c.rect(mid - bw / 2 - m * 0.05, by1 - m * 1.15, bw + m * 0.1, m * 1.15, head, { rx: m * 0.06 });
  // the bed comes towards the viewer: its foot is lower on the picture
  const s = room.k * 1.25;
  const fm = m * (s / room.k);
  const [, fy] = floorPt(room, 0.5, s);
  const duvet = random.pick(['#f4f1ea', '#dfe5ea', '#e9dfd3', '#c9d3c4', '#f2e6d0']);
  c.path(
    c.poly([
      mid - bw / 2,
      by1 - m * 0.5,
      mid + bw / 2,
      by1 - m * 0.5,
      mid + (bw / 2) * (s / room.k),
      fy - fm * 0.55,
      mid - (bw / 2) * (s / room.k),
      fy - fm * 0.55,
    ]),
    shade(duvet, -0.05),
  );
  c.rect(mid - (bw / 2) * (s / room.k), fy - fm * 0.55, bw * (s / room.k), fm * 0.4, duvet);
  c.rect(mid - (bw / 2) * (s / room.k), fy - fm * 0.15, bw * (s / room.k), fm * 0.12, shade(head, -0.2));
  c.twins(mid - bw * 0.42, mid + bw * 0.04, by1 - m * 0.72, bw * 0.38, m * 0.25, '#ffffff');
  c.path(
    c.poly([
      mid - (bw / 2) * 1.04,
      by1 - m * 0.35,
      mid + (bw / 2) * 1.04,
      by1 - m * 0.35,
      mid + (bw / 2) * (s / room.k) * 1.02,
      fy - fm * 0.4,
      mid - (bw / 2) * (s / room.k) * 1.02,
      fy - fm * 0.4,
    ]),
    random.pick(['#c0583f', '#6b7f8e', '#b7a48c', '#4f6b5a', '#e0b04a']),
    { opacity: 0.85 },
  );
  // night stands with lamps
  const wood = random.pick(WOODS);
  for (const side of [-1, 1]) {
    const nx = mid + side * (bw / 2 + m * 0.4);
    c.rect(nx - m * 0.25, by1 - m * 0.55, m * 0.5, m * 0.55, wood);
    c.rect(nx - m * 0.25, by1 - m * 0.3, m * 0.5, Math.max(1, m * 0.015), shade(wood, -0.25));
    if (evening) c.glow(nx, by1 - m * 0.85, m * 0.45, '#ffe6a8', 0.55);
    c.rect(nx - m * 0.015, by1 - m * 0.8, m * 0.03, m * 0.25, '#8d9196');
    c.path(
      c.poly([nx - m * 0.14, by1 - m * 0.75, nx + m * 0.14, by1 - m * 0.75, nx + m * 0.09, by1 - m * 0.95, nx - m * 0.09, by1 - m * 0.95]),
      evening ? '#fbe3a8' : '#ece6d8',
    );
  }
}

function dining(room: Room, random: Random, evening: boolean): void {
  const { c, m, bx0, bx1, by0, by1 } = room;
  const mid = (bx0 + bx1) / 2 + random.step(-0.08, 0.08, 0.01) * (bx1 - bx0);
  // sideboard and pictures on the back wall
  const wood = random.pick(WOODS);
  const sbw = m * 1.8;
  c.rect(mid - sbw / 2, by1 - m * 0.8, sbw, m * 0.72, shade(wood, -0.05));
  c.path(c.boxes([1, 2].map((i) => [mid - sbw / 2 + (sbw * i) / 3, by1 - m * 0.78, Math.max(1, m * 0.01), m * 0.68] as Box)), shade(wood, -0.3));
  c.twins(mid - sbw / 2 + m * 0.1, mid + sbw / 2 - m * 0.15, by1 - m * 0.08, m * 0.05, m * 0.08, '#3a3d42');
  plant(room, random, mid + sbw * 0.3, by1 - m * 0.8, 0.6);
  pictures(room, random, mid, by1 - m * 1.2, m * 2);
  // table with chairs
  const s = room.k * 1.3;
  const [tx, ty] = floorPt(room, mid / c.w, s);
  const tm = m * (s / room.k);
  const chair = random.pick(['#3a3d42', '#a67c52', '#e9e1d2', '#6f8a86', '#c9a23a']);
  const backs: Box[] = [];
  for (const off of [-0.7, 0, 0.7]) backs.push([tx + off * tm - tm * 0.2, ty - tm * 1.15, tm * 0.4, tm * 0.45]);
  c.path(c.boxes(backs), chair);
  const tw = tm * 2.4;
  const top = random.pick(WOODS);
  c.rect(tx - tw / 2, ty - tm * 0.78, tw, tm * 0.07, shade(top, -0.08));
  c.twins(tx - tw / 2 + tm * 0.08, tx + tw / 2 - tm * 0.15, ty - tm * 0.72, tm * 0.07, tm * 0.72, shade(top, -0.35));
  // chairs at the ends
  for (const side of [-1, 1]) {
    const cx = tx + side * (tw / 2 + tm * 0.25);
    c.path(
      c.poly([cx - tm * 0.2, ty - tm * 0.46, cx + tm * 0.2, ty - tm * 0.46, cx + tm * 0.2, ty - tm * 0.4, cx - tm * 0.2, ty - tm * 0.4]) +
        c.boxes([
          [cx + side * tm * 0.17, ty - tm * 1.0, tm * 0.05, tm * 1.0],
          [cx - side * tm * 0.2, ty - tm * 0.44, tm * 0.04, tm * 0.44],
        ]),
      chair,
    );
  }
  if (c.detail) {
    c.ellipse(tx - tm * 0.5, ty - tm * 0.8, tm * 0.13, tm * 0.03, '#ffffff');
    c.ellipse(tx + tm * 0.5, ty - tm * 0.8, tm * 0.13, tm * 0.03, '#ffffff');
    c.rect(tx - tm * 0.05, ty - tm * 1.0, tm * 0.1, tm * 0.22, '#dfe7ec', { opacity: 0.8 });
  }
  pendant(room, tx, by0 + (by1 - by0) * 0.2, 1.6, random.pick(['#2f3337', '#d8c9a8', '#c9a23a']), evening);
}

/** estate-interior: living room, kitchen, bedroom or dining room. */
export function interior(c: Canvas, random: Random): void {
  const type = random.pick(['living', 'living', 'kitchen', 'bedroom', 'dining'] as const);
  const evening = random.chance(0.2);
  const room = shell(c, random.fork('shell'), type !== 'kitchen' ? random.chance(0.8) : random.chance(0.3));
  const r = random.fork(type);
  if (type !== 'kitchen') sideWindow(room, r.fork('window'), r.chance(0.5), evening);
  if (type === 'living') living(room, r, evening);
  else if (type === 'kitchen') kitchen(room, r, evening);
  else if (type === 'bedroom') bedroom(room, r, evening);
  else dining(room, r, evening);
  if (evening) c.rect(0, 0, c.w, c.h, '#2a2f4a', { opacity: 0.12 });
}
