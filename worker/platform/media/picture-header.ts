import type { LogoType } from '../../../shared/contract/console-brand';

/**
 * What a logo or any uploaded picture (console-media.ts) is, read from its first bytes, never
 * from its name or declared type: PNG, JPEG or WebP with its pixel size, or null for anything
 * else (SVG, GIF, HTML, a PDF, a truncated file). No dependency: each format states its size
 * in its header.
 */
export interface ImageHeader {
  type: LogoType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
const be16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const be32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const le16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const le24 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);

/** PNG: the signature, then the IHDR chunk first, width and height as big-endian 32-bit numbers. */
function png(b: Uint8Array): ImageHeader | null {
  if (b.length < 24 || !PNG_SIGNATURE.every((byte, i) => b[i] === byte) || ascii(b, 12, 4) !== 'IHDR') return null;
  return { type: 'image/png', width: be32(b, 16), height: be32(b, 20) };
}

/** JPEG: segments after the start-of-image marker until a start-of-frame (SOF0–SOF15 but DHT, JPG and DAC), which holds height then width. */
function jpeg(b: Uint8Array): ImageHeader | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let at = 2;
  while (at + 3 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = be16(b, at + 2);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > b.length) return null;
      return { type: 'image/jpeg', height: be16(b, at + 5), width: be16(b, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** WebP: a RIFF file of form WEBP whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, the canvas size). */
function webp(b: Uint8Array): ImageHeader | null {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { type: 'image/webp', width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { type: 'image/webp', width: le24(b, 24) + 1, height: le24(b, 27) + 1 };
  return null;
}

/**
 * The format and pixel size of a PNG, JPEG or WebP file; null for any other file.
 * @example imageHeader(bytes) // { type: 'image/png', width: 240, height: 80 }
 */
export function imageHeader(bytes: Uint8Array): ImageHeader | null {
  const header = png(bytes) ?? jpeg(bytes) ?? webp(bytes);
  return header && header.width > 0 && header.height > 0 ? header : null;
}

/**
 * Why a picture's size does not fit a place, or null: fewer pixels than the place needs, or
 * more than MEDIA_MAX_SIDE on a side.
 * @example sizeProblem({ type: 'image/png', width: 640, height: 480 }, { minWidth: 800, minHeight: 400 }, 8000) // 'small'
 */
export function sizeProblem(header: ImageHeader, least: { minWidth: number; minHeight: number }, maxSide: number): 'small' | 'large' | null {
  if (header.width > maxSide || header.height > maxSide) return 'large';
  return header.width < least.minWidth || header.height < least.minHeight ? 'small' : null;
}

/** Hex SHA-256 of a file: its R2 key changes with its content. */
export async function sha256Hex(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
