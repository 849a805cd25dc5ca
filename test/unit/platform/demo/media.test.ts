import { describe, expect, it } from 'vitest';
import type { AssetKind } from '../../../../worker/platform/demo/seed/assets';
import { renderAsset } from '../../../../worker/platform/demo/media/render';
import type { ImageVariant } from '../../../../worker/platform/site-api/assets';

const KINDS: readonly AssetKind[] = [
  'estate-exterior',
  'estate-interior',
  'apartment-exterior',
  'plot',
  'garage',
  'commercial',
  'project',
  'holiday',
  'portrait',
  'office',
  'page',
  'logo',
];

/** Typical sizes the seed asks for, per kind. */
const SIZES: Partial<Record<AssetKind, [number, number]>> = {
  portrait: [600, 600],
  logo: [400, 400],
  page: [1600, 900],
};

const SEEDS = Array.from({ length: 24 }, (_, i) => i);

function asset(kind: AssetKind, i: number, size?: [number, number]) {
  const [width, height] = size ?? SIZES[kind] ?? [1200, 800];
  return { id: 100 + i, kind, seed: `${kind}-seed-${i}`, width, height };
}

/** Checks that every tag is closed in order and returns the names of the elements. */
function parseTags(svg: string): string[] {
  const stack: string[] = [];
  const names: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/y;
  let pos = 0;
  while (pos < svg.length) {
    const next = svg.indexOf('<', pos);
    if (next === -1) {
      expect(svg.slice(pos).trim()).toBe('');
      break;
    }
    expect(svg.slice(pos, next)).not.toMatch(/[<>]/);
    tag.lastIndex = next;
    const match = tag.exec(svg);
    if (!match) throw new Error(`malformed tag at ${next}: ${svg.slice(next, next + 80)}`);
    const [, closing, name, , selfClosing] = match;
    if (closing) {
      expect(stack.pop(), `closing </${name}> at ${next}`).toBe(name);
    } else {
      names.push(name!);
      if (!selfClosing) stack.push(name!);
    }
    pos = tag.lastIndex;
  }
  expect(stack).toEqual([]);
  return names;
}

function attribute(svg: string, name: string): string | undefined {
  return new RegExp(`^<svg[^>]*\\s${name}="([^"]*)"`).exec(svg)?.[1];
}

const ALLOWED = new Set(['svg', 'defs', 'g', 'rect', 'circle', 'ellipse', 'path', 'linearGradient', 'radialGradient', 'stop', 'pattern']);

describe('renderAsset (generated pictures)', () => {
  it.each(KINDS)('%s renders well-formed, safe SVG for every seed and variant', (kind) => {
    for (const i of SEEDS) {
      for (const variant of ['original', 'medium', 'thumbnail'] as const) {
        const svg = renderAsset(asset(kind, i), variant);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" ')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        const names = parseTags(svg);
        expect(names[0]).toBe('svg');
        expect(names.filter((name) => name === 'svg')).toHaveLength(1);
        for (const name of names) expect(ALLOWED.has(name), name).toBe(true);
        expect(svg).not.toMatch(/<script/i);
        expect(svg).not.toMatch(/foreignObject/i);
        expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
        expect(svg).not.toMatch(/javascript:/i);
        expect(svg).not.toMatch(/href=/i);
        expect(svg).not.toMatch(/aria-label/);
        expect(svg).not.toMatch(/NaN|Infinity|undefined/);
        expect(attribute(svg, 'role')).toBe('img');
        // every url(#id) points at a definition of the same document
        for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(svg).toContain(`id="${id}"`);
      }
    }
  });

  it.each(KINDS)('%s is deterministic and varies with the seed', (kind) => {
    const outputs = new Set<string>();
    for (const i of SEEDS.slice(0, 8)) {
      const first = renderAsset(asset(kind, i));
      expect(renderAsset(asset(kind, i))).toBe(first);
      expect(renderAsset({ ...asset(kind, i) })).toBe(first);
      outputs.add(first);
    }
    expect(outputs.size).toBe(8);
    // the id is part of the recipe too
    expect(renderAsset({ ...asset(kind, 0), id: 999 })).not.toBe(renderAsset(asset(kind, 0)));
  });

  it('sizes the variants by their width and height attributes and keeps the view box', () => {
    const cases: [number, number][] = [
      [1200, 800],
      [1600, 900],
      [600, 600],
      [401, 299],
      [800, 1200],
    ];
    for (const [width, height] of cases) {
      const a = { id: 7, kind: 'estate-exterior' as const, seed: 'sizes', width, height };
      const expected: Record<ImageVariant, [string, string]> = {
        original: [String(width), String(height)],
        medium: [String(Math.round(width / 2)), String(Math.round(height / 2))],
        thumbnail: ['360', String(Math.round((360 * height) / width))],
      };
      for (const variant of ['original', 'medium', 'thumbnail'] as const) {
        const svg = renderAsset(a, variant);
        expect(attribute(svg, 'viewBox')).toBe(`0 0 ${width} ${height}`);
        expect([attribute(svg, 'width'), attribute(svg, 'height')]).toEqual(expected[variant]);
      }
      expect(renderAsset(a)).toBe(renderAsset(a, 'original'));
    }
  });

  it('medium is the same picture as the original', () => {
    for (const kind of KINDS) {
      const a = asset(kind, 3);
      const strip = (svg: string) => svg.replace(/ width="\d+" height="\d+" role/, ' role');
      expect(strip(renderAsset(a, 'medium'))).toBe(strip(renderAsset(a)));
    }
  });

  it.each(KINDS)('%s stays small: originals under 12 KB, thumbnails under 8 KB', (kind) => {
    for (const i of SEEDS) {
      const a = asset(kind, i);
      expect(renderAsset(a).length, `${kind} #${i}`).toBeLessThan(12 * 1024);
      expect(renderAsset(a, 'thumbnail').length, `${kind} #${i} thumbnail`).toBeLessThan(8 * 1024);
    }
  });

  it('draws any aspect ratio, including odd sizes', () => {
    for (const kind of KINDS) {
      for (const [width, height] of [
        [1600, 500],
        [500, 900],
        [120, 120],
        [0, Number.NaN],
      ] as const) {
        const svg = renderAsset({ id: 1, kind, seed: 'odd', width, height });
        parseTags(svg);
        expect(svg).not.toMatch(/NaN|Infinity/);
      }
    }
  });
});
