/*
 * A picture as it is kept: without what its camera or phone wrote beside the pixels. A seller's
 * photo's EXIF holds where it was taken (the home's address), the camera and when; a PNG's text
 * chunks and a WebP's EXIF and XMP the same. They are personal data the site has no use for, so
 * they go before the file is stored (the console's uploads, the CRMs' copies). What draws the
 * picture stays: a JPEG's colour profile (APP2), its JFIF and Adobe segments, and its EXIF
 * orientation, written again alone, so a phone's upright photo stays upright.
 */

const be16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const be32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const le32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

function join(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The orientation (2–8) an EXIF segment's first directory gives, or null (upright, or none said). */
export function exifOrientation(segment: Uint8Array): number | null {
  // segment: "Exif\0\0" then a TIFF header (II or MM, 42, the first directory's offset).
  if (segment.length < 14 || ascii(segment, 0, 6) !== 'Exif\0\0') return null;
  const tiff = segment.subarray(6);
  const little = ascii(tiff, 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff[at]! | (tiff[at + 1]! << 8) : be16(tiff, at));
  const u32 = (at: number) => (little ? le32(tiff, at) : be32(tiff, at));
  const directory = u32(4);
  if (directory + 2 > tiff.length) return null;
  const count = u16(directory);
  for (let n = 0; n < count; n += 1) {
    const entry = directory + 2 + n * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 2 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment holding the orientation alone (big-endian TIFF, one entry). */
function orientationSegment(orientation: number): Uint8Array {
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const length = body.length + 2;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...body]);
}

/** JPEG segments whose content is words about the picture: APP1 (EXIF, XMP), APP12, APP13 (IPTC), a comment. */
const JPEG_DROPPED = new Set([0xe1, 0xec, 0xed, 0xfe]);

function jpeg(b: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [b.subarray(0, 2)];
  let orientation: number | null = null;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return b; // not a segment where one must start: left as it came, never half-written
    const marker = b[at + 1]!;
    if (marker === 0xda) {
      // After JFIF's APP0 where there is one (it comes first), else right after the start.
      if (orientation) kept.splice(kept[1]?.[1] === 0xe0 ? 2 : 1, 0, orientationSegment(orientation));
      kept.push(b.subarray(at));
      return join(kept);
    }
    const length = be16(b, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > b.length) return b;
    if (marker === 0xe1) orientation ??= exifOrientation(b.subarray(at + 4, end));
    if (!JPEG_DROPPED.has(marker)) kept.push(b.subarray(at, end));
    at = end;
  }
  return b;
}

/** PNG chunks of words: EXIF, text (plain, compressed, international) and the time it was last changed. */
const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

function png(b: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [b.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= b.length) {
    const end = at + 12 + be32(b, at);
    if (end > b.length) return b;
    if (!PNG_DROPPED.has(ascii(b, at + 4, 4))) kept.push(b.subarray(at, end));
    at = end;
  }
  return join(kept);
}

function webp(b: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= b.length) {
    const size = le32(b, at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > b.length + 1) return b;
    const name = ascii(b, at, 4);
    if (name !== 'EXIF' && name !== 'XMP ') {
      const chunk = b.slice(at, Math.min(end, b.length));
      // The extended header's flags say which chunks follow: no EXIF (bit 3), no XMP (bit 2).
      if (name === 'VP8X') chunk[8] = chunk[8]! & ~0x0c;
      kept.push(chunk);
    }
    at = end;
  }
  const body = join(kept);
  const header = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return join([header, body]);
}

/**
 * The picture's bytes without its metadata: a JPEG, PNG or WebP file (by its first bytes) comes
 * back without EXIF, XMP, IPTC, comments or text chunks; any other file, or one whose structure
 * cannot be walked, as it came.
 * @example withoutMetadata(phonePhoto) // the same pixels, no GPS position, camera or date
 */
export function withoutMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpeg(bytes);
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') return png(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webp(bytes);
  return bytes;
}
