/** Portraits of agents (friendly abstract avatars) and agency logo marks. */
import type { Random } from '../seed/random';
import { BRANDS, type Canvas, shade } from './canvas';

/** Lighter tones are listed twice: they are more frequent among the agents. */
const SKINS = ['#f6d7c3', '#f6d7c3', '#f1cbb2', '#f1cbb2', '#eec1a0', '#eec1a0', '#e0ac86', '#c98e67', '#a46b48', '#7a4b32', '#5c3a28'] as const;
const HAIRS = ['#2b2220', '#3b2a20', '#5a3d28', '#8a6038', '#b98e55', '#d8bd85', '#8f8f8f', '#a0482e', '#e6e0d6'] as const;
const CLOTHES = ['#1f3a5f', '#3f4a55', '#2f6b6b', '#7a2e3b', '#c9a23a', '#4f6b5a', '#8a6f9e', '#2b2f36', '#b5654a', '#6b7f8e'] as const;
const BACKDROPS = ['#e6eef5', '#f3e9df', '#e7f0e6', '#efe6f2', '#f5efd9', '#e3ecef', '#f1e3e1'] as const;

/** portrait: head, hair and shoulders on a soft backdrop. */
export function portrait(c: Canvas, random: Random): void {
  const p = Math.min(c.w, c.h);
  const cx = c.w / 2;
  const backdrop = random.pick(BACKDROPS);
  c.rect(
    0,
    0,
    c.w,
    c.h,
    c.linear([
      [0, shade(backdrop, 0.3)],
      [1, backdrop],
    ]),
  );
  c.circle(cx + p * random.step(-0.25, 0.25, 0.01), c.h * 0.38, p * 0.42, shade(backdrop, -0.05), { opacity: 0.7 });
  const skin = random.pick(SKINS);
  const hair = random.pick(HAIRS);
  const cloth = random.pick(CLOTHES);
  const style = random.pick(['short', 'short', 'side', 'long', 'long', 'bob', 'bun', 'curly', 'bald'] as const);
  const beard = (style === 'short' || style === 'bald' || style === 'side') && random.chance(0.35);
  const glasses = random.chance(0.3);
  const hy = c.h * 0.56 - p * 0.16;
  const rx = p * 0.145;
  const ry = p * 0.18;
  const shoulderY = hy + ry + p * 0.06;
  // long hair falls behind the shoulders
  if (style === 'long') {
    c.path(
      `M${c.n(cx - rx * 1.25)} ${c.n(hy)}Q${c.n(cx - rx * 1.35)} ${c.n(shoulderY + p * 0.05)} ${c.n(cx - rx * 1.45)} ${c.n(shoulderY + p * 0.12)}` +
        `L${c.n(cx + rx * 1.45)} ${c.n(shoulderY + p * 0.12)}Q${c.n(cx + rx * 1.35)} ${c.n(shoulderY + p * 0.05)} ${c.n(cx + rx * 1.25)} ${c.n(hy)}Z`,
      hair,
    );
  }
  if (style === 'bob') c.rect(cx - rx * 1.22, hy - ry * 0.2, rx * 2.44, ry * 1.15, hair, { rx: rx * 0.4 });
  // shoulders
  const sw = p * 0.4;
  const nw = rx * 0.5;
  c.path(
    `M${c.n(cx - sw)} ${c.n(c.h + 2)}L${c.n(cx - sw)} ${c.n(shoulderY + p * 0.2)}` +
      `C${c.n(cx - sw)} ${c.n(shoulderY + p * 0.04)} ${c.n(cx - sw * 0.6)} ${c.n(shoulderY)} ${c.n(cx - nw * 1.8)} ${c.n(shoulderY - p * 0.01)}` +
      `L${c.n(cx + nw * 1.8)} ${c.n(shoulderY - p * 0.01)}` +
      `C${c.n(cx + sw * 0.6)} ${c.n(shoulderY)} ${c.n(cx + sw)} ${c.n(shoulderY + p * 0.04)} ${c.n(cx + sw)} ${c.n(shoulderY + p * 0.2)}` +
      `L${c.n(cx + sw)} ${c.n(c.h + 2)}Z`,
    cloth,
  );
  // neck and collar
  c.rect(cx - nw, hy + ry * 0.6, nw * 2, shoulderY - hy - ry * 0.6 + p * 0.02, shade(skin, -0.1));
  const collar = random.pick(['v', 'shirt', 'round'] as const);
  if (collar === 'shirt') {
    c.path(
      c.poly([
        cx - nw * 1.5,
        shoulderY - p * 0.012,
        cx,
        shoulderY + p * 0.09,
        cx + nw * 1.5,
        shoulderY - p * 0.012,
        cx + nw * 0.6,
        shoulderY + p * 0.14,
        cx,
        shoulderY + p * 0.1,
        cx - nw * 0.6,
        shoulderY + p * 0.14,
      ]),
      '#f7f6f2',
    );
    c.path(c.poly([cx - nw * 0.9, shoulderY - p * 0.01, cx, shoulderY + p * 0.1, cx + nw * 0.9, shoulderY - p * 0.01]), shade(skin, -0.1));
  } else if (collar === 'v') {
    c.path(c.poly([cx - nw * 1.1, shoulderY - p * 0.012, cx, shoulderY + p * 0.1, cx + nw * 1.1, shoulderY - p * 0.012]), shade(skin, -0.1));
  } else {
    c.path(
      `M${c.n(cx - nw * 1.2)} ${c.n(shoulderY - p * 0.012)}Q${c.n(cx)} ${c.n(shoulderY + p * 0.05)} ${c.n(cx + nw * 1.2)} ${c.n(shoulderY - p * 0.012)}Z`,
      shade(skin, -0.1),
    );
  }
  // ears and head
  c.path(
    c.circles([
      [cx - rx * 0.98, hy + ry * 0.05, rx * 0.2],
      [cx + rx * 0.98, hy + ry * 0.05, rx * 0.2],
    ]),
    shade(skin, -0.05),
  );
  c.ellipse(cx, hy, rx, ry, skin);
  // hair on top
  if (style === 'short' || style === 'side') {
    const part = style === 'side' ? rx * 0.35 : 0;
    c.path(
      `M${c.n(cx - rx * 1.02)} ${c.n(hy - ry * 0.1)}Q${c.n(cx - rx * 1.12)} ${c.n(hy - ry * 1.22)} ${c.n(cx + part)} ${c.n(hy - ry * 1.1)}` +
        `Q${c.n(cx + rx * 1.18)} ${c.n(hy - ry * 1.08)} ${c.n(cx + rx * 1.02)} ${c.n(hy - ry * 0.1)}` +
        `Q${c.n(cx + rx * 0.92)} ${c.n(hy - ry * 0.6)} ${c.n(cx + part)} ${c.n(hy - ry * 0.72)}` +
        `Q${c.n(cx - rx * 0.85)} ${c.n(hy - ry * 0.66)} ${c.n(cx - rx * 1.02)} ${c.n(hy - ry * 0.1)}Z`,
      hair,
    );
  } else if (style === 'long' || style === 'bob' || style === 'bun') {
    c.path(
      `M${c.n(cx - rx * 1.1)} ${c.n(hy + ry * 0.3)}Q${c.n(cx - rx * 1.2)} ${c.n(hy - ry * 1.25)} ${c.n(cx)} ${c.n(hy - ry * 1.1)}` +
        `Q${c.n(cx + rx * 1.2)} ${c.n(hy - ry * 1.25)} ${c.n(cx + rx * 1.1)} ${c.n(hy + ry * 0.3)}` +
        `Q${c.n(cx + rx * 0.85)} ${c.n(hy - ry * 0.5)} ${c.n(cx - rx * 0.1)} ${c.n(hy - ry * 0.6)}` +
        `Q${c.n(cx - rx * 0.8)} ${c.n(hy - ry * 0.4)} ${c.n(cx - rx * 1.1)} ${c.n(hy + ry * 0.3)}Z`,
      hair,
    );
    if (style === 'bun') c.circle(cx, hy - ry * 1.12, rx * 0.42, hair);
  } else if (style === 'curly') {
    const curls: (readonly [number, number, number])[] = [];
    for (let i = 0; i < 9; i += 1) {
      const a = Math.PI * (1.05 + (i / 8) * 0.9);
      curls.push([cx + Math.cos(a) * rx * 0.98, hy - ry * 0.15 + Math.sin(a) * ry * 0.95, rx * 0.32]);
    }
    c.path(c.circles(curls), hair);
  }
  if (beard) {
    c.path(
      `M${c.n(cx - rx * 0.97)} ${c.n(hy + ry * 0.15)}Q${c.n(cx - rx * 0.85)} ${c.n(hy + ry * 1.1)} ${c.n(cx)} ${c.n(hy + ry * 1.08)}` +
        `Q${c.n(cx + rx * 0.85)} ${c.n(hy + ry * 1.1)} ${c.n(cx + rx * 0.97)} ${c.n(hy + ry * 0.15)}` +
        `Q${c.n(cx + rx * 0.75)} ${c.n(hy + ry * 0.6)} ${c.n(cx)} ${c.n(hy + ry * 0.62)}` +
        `Q${c.n(cx - rx * 0.75)} ${c.n(hy + ry * 0.6)} ${c.n(cx - rx * 0.97)} ${c.n(hy + ry * 0.15)}Z`,
      hair === '#e6e0d6' ? '#cfc8bd' : hair,
    );
  }
  // a friendly face
  const ink = '#2b2725';
  const ey = hy + ry * 0.02;
  c.path(
    c.circles([
      [cx - rx * 0.38, ey, rx * 0.075],
      [cx + rx * 0.38, ey, rx * 0.075],
    ]),
    ink,
  );
  c.stroke(
    `M${c.n(cx - rx * 0.3)} ${c.n(hy + ry * 0.4)}Q${c.n(cx)} ${c.n(hy + ry * 0.58)} ${c.n(cx + rx * 0.3)} ${c.n(hy + ry * 0.4)}`,
    shade(skin, -0.45),
    Math.max(1.5, rx * 0.07),
    { 'stroke-linecap': 'round' },
  );
  if (c.detail) {
    c.path(
      c.circles([
        [cx - rx * 0.55, hy + ry * 0.3, rx * 0.15],
        [cx + rx * 0.55, hy + ry * 0.3, rx * 0.15],
      ]),
      '#e8707a',
      { opacity: 0.18 },
    );
    c.stroke(
      `M${c.n(cx - rx * 0.55)} ${c.n(ey - ry * 0.22)}q${c.n(rx * 0.17)} ${c.n(-ry * 0.07)} ${c.n(rx * 0.32)} 0` +
        `M${c.n(cx + rx * 0.23)} ${c.n(ey - ry * 0.22)}q${c.n(rx * 0.15)} ${c.n(-ry * 0.07)} ${c.n(rx * 0.32)} 0`,
      style === 'bald' ? shade(skin, -0.4) : hair,
      Math.max(1.5, rx * 0.06),
      { 'stroke-linecap': 'round' },
    );
  }
  if (glasses) {
    const gr = rx * 0.24;
    c.stroke(
      `${c.circles([
        [cx - rx * 0.4, ey, gr],
        [cx + rx * 0.4, ey, gr],
      ])}M${c.n(cx - rx * 0.16)} ${c.n(ey)}L${c.n(cx + rx * 0.16)} ${c.n(ey)}`,
      random.pick(['#2b2725', '#7a4b32', '#4f5f78']),
      Math.max(1.5, rx * 0.05),
    );
  }
  // a lapel for jackets
  if (collar === 'shirt' && c.detail) {
    c.path(
      c.poly([cx - nw * 1.5, shoulderY, cx - nw * 0.6, shoulderY + p * 0.14, cx - nw * 1.2, shoulderY + p * 0.3, cx - sw * 0.7, shoulderY + p * 0.03]) +
        c.poly([cx + nw * 1.5, shoulderY, cx + nw * 0.6, shoulderY + p * 0.14, cx + nw * 1.2, shoulderY + p * 0.3, cx + sw * 0.7, shoulderY + p * 0.03]),
      shade(cloth, -0.15),
    );
  }
}

/** logo: a house-shaped monogram mark on a badge. */
export function logo(c: Canvas, random: Random): void {
  const [bg, fg] = random.pick(BRANDS);
  const s = Math.min(c.w, c.h);
  const cx = c.w / 2;
  const cy = c.h / 2;
  const badge = random.pick(['square', 'circle', 'none'] as const);
  if (badge === 'circle') c.circle(cx, cy, s * 0.48, bg);
  else if (badge === 'square') c.rect(cx - s * 0.48, cy - s * 0.48, s * 0.96, s * 0.96, bg, { rx: s * 0.16 });
  const ink = badge === 'none' ? bg : fg;
  const back = badge === 'none' ? '#ffffff' : bg;
  const a = s * 0.26;
  const variant = random.pick(['solid', 'chevrons', 'keyhole', 'outline'] as const);
  const roofPeak = cy - a * 1.05;
  const eave = cy - a * 0.15;
  const pitch = random.step(0.9, 1.25, 0.05);
  if (variant === 'chevrons') {
    const t = a * 0.26;
    c.stroke(c.line([cx - a * pitch, eave, cx, roofPeak, cx + a * pitch, eave]), ink, t, { 'stroke-linejoin': 'round', 'stroke-linecap': 'round' });
    c.rect(cx - a * 0.62, eave + a * 0.05, a * 1.24, cy + a * 0.85 - eave - a * 0.05, ink, { rx: a * 0.12 });
    c.rect(cx - a * 0.18, cy + a * 0.3, a * 0.36, a * 0.55, back);
    c.rect(cx - a * 0.4, eave + a * 0.28, a * 0.8, a * 0.12, back);
    return;
  }
  if (variant === 'outline') {
    const t = a * 0.2;
    c.stroke(
      c.poly([
        cx - a * 0.75,
        cy + a * 0.85,
        cx - a * 0.75,
        eave + a * 0.05,
        cx,
        roofPeak + a * 0.2,
        cx + a * 0.75,
        eave + a * 0.05,
        cx + a * 0.75,
        cy + a * 0.85,
      ]),
      ink,
      t,
      { 'stroke-linejoin': 'round' },
    );
    c.rect(cx - a * 0.2, cy + a * 0.2, a * 0.4, a * 0.65, ink);
    if (random.chance(0.5)) c.rect(cx + a * 0.3, roofPeak + a * 0.05, a * 0.2, a * 0.4, ink);
    return;
  }
  // solid house: roof, body and a cut-out door or keyhole
  const d = c.poly([
    cx - a * pitch,
    eave,
    cx,
    roofPeak,
    cx + a * pitch,
    eave,
    cx + a * 0.75,
    eave,
    cx + a * 0.75,
    cy + a * 0.85,
    cx - a * 0.75,
    cy + a * 0.85,
    cx - a * 0.75,
    eave,
  ]);
  c.path(d, ink);
  if (random.chance(0.6)) c.rect(cx + a * 0.38, roofPeak + a * 0.12, a * 0.22, a * 0.45, ink);
  if (variant === 'keyhole') {
    c.circle(cx, cy + a * 0.2, a * 0.2, back);
    c.path(c.poly([cx - a * 0.1, cy + a * 0.25, cx + a * 0.1, cy + a * 0.25, cx + a * 0.17, cy + a * 0.7, cx - a * 0.17, cy + a * 0.7]), back);
  } else {
    c.rect(cx - a * 0.2, cy + a * 0.2, a * 0.4, a * 0.65, back, { rx: a * 0.04 });
    c.rect(cx - a * 0.5, cy - a * 0.02, a * 0.22, a * 0.22, back);
    c.rect(cx + a * 0.28, cy - a * 0.02, a * 0.22, a * 0.22, back);
  }
}
