import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio } from '../../../../shared/domain/contrast';
import { imageHeader } from '../../../../worker/platform/media/picture-header';

// The logo upload: a logo is known by its first bytes (never its name or declared
// type), with the pixel size its header states; and the theme's contrast is WCAG 2's.

function png(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, data.length]), Buffer.from(type), data, Buffer.alloc(4)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(height * (1 + width * 3)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG's start: SOI, an APP0 (JFIF) segment, then SOF0 with height and width. */
function jpeg(width: number, height: number, marker = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, marker, 0x00, 0x11, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, 0xff, 0xfe, 0x00, 0x04, 0x41, 0x42, ...app0, ...sof]);
}

function webp(chunk: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Uint8Array {
  const b = Buffer.alloc(40);
  b.write('RIFF', 0);
  b.writeUInt32LE(32, 4);
  b.write('WEBP', 8);
  b.write(chunk, 12);
  b.writeUInt32LE(20, 16);
  if (chunk === 'VP8 ') {
    b.set([0x9d, 0x01, 0x2a], 23);
    b.writeUInt16LE(width, 26);
    b.writeUInt16LE(height, 28);
  } else if (chunk === 'VP8L') {
    b[20] = 0x2f;
    b.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 21);
  } else {
    b.writeUIntLE(width - 1, 24, 3);
    b.writeUIntLE(height - 1, 27, 3);
  }
  return b;
}

describe('a logo’s format and size, from its bytes', () => {
  it.each([
    ['PNG', png(240, 80), { type: 'image/png', width: 240, height: 80 }],
    ['JPEG (baseline, after a comment and JFIF)', jpeg(1200, 400), { type: 'image/jpeg', width: 1200, height: 400 }],
    ['JPEG (progressive)', jpeg(300, 150, 0xc2), { type: 'image/jpeg', width: 300, height: 150 }],
    ['WebP (lossy)', webp('VP8 ', 500, 200), { type: 'image/webp', width: 500, height: 200 }],
    ['WebP (lossless)', webp('VP8L', 333, 111), { type: 'image/webp', width: 333, height: 111 }],
    ['WebP (extended)', webp('VP8X', 4000, 3000), { type: 'image/webp', width: 4000, height: 3000 }],
  ])('reads %s', (_name, bytes, expected) => {
    expect(imageHeader(bytes)).toEqual(expected);
  });

  it.each([
    ['an SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script></svg>')],
    ['a GIF', new TextEncoder().encode('GIF89a\x40\x00\x40\x00')],
    ['a truncated PNG', png(100, 100).subarray(0, 20)],
    ['a JPEG without a frame header', new Uint8Array([0xff, 0xd8, 0xff, 0xd9])],
    ['a PNG of zero height', png(100, 0)],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_name, bytes) => {
    expect(imageHeader(bytes)).toBeNull();
  });
});

describe('contrast (WCAG 2)', () => {
  it.each([
    ['#ffffff', '#000000', '21.00:1'],
    ['#ffffff', '#777777', '4.47:1'],
    ['#ffffff', '#767676', '4.54:1'],
    ['#ffffff', '#0b4f6c', '8.93:1'],
  ])('%s on %s is %s', (text, background, ratio) => {
    expect(formatRatio(contrastRatio(text, background)!)).toBe(ratio);
  });

  it('has no ratio for a colour that is not #rrggbb', () => {
    expect(contrastRatio('#fff', '#000000')).toBeNull();
  });
});
