// A photo as an agency's camera or phone makes it: 4000 × 3000 pixels, a JPEG of about 5 MB at
// quality 92, with the EXIF a phone writes (make, model, orientation and where it was taken).
// Drawn from a seed (no file is committed): a sky, a façade, windows and a lawn, with the grain
// a sensor leaves, so it compresses as a real photo does, not as a flat drawing. The demo seed
// (scripts/lib.mjs), the pictures' benchmark (scripts/bench-photos.mjs) and the tests use it.
import sharp from 'sharp';

/** A small, repeatable random number generator (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A camera-size photo's bytes.
 * @param {{ seed?: number, width?: number, height?: number, quality?: number, grain?: number, gps?: boolean }} options
 * @returns {Promise<Buffer>}
 */
export async function cameraPhoto({ seed = 1, width = 4000, height = 3000, quality = 92, grain = 28, gps = true } = {}) {
  const next = random(seed);
  const raw = Buffer.alloc(width * height * 3);
  const horizon = Math.round(height * (0.3 + next() * 0.15));
  const lawn = Math.round(height * (0.78 + next() * 0.1));
  const [left, right] = [Math.round(width * (0.1 + next() * 0.1)), Math.round(width * (0.8 + next() * 0.1))];
  const wall = [150 + next() * 60, 90 + next() * 50, 60 + next() * 40];
  const columns = 4 + Math.floor(next() * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let r;
      let g;
      let b;
      if (y < horizon) {
        const k = y / horizon;
        [r, g, b] = [110 + 80 * k, 160 + 60 * k, 230 - 10 * k];
      } else if (y >= lawn) {
        const k = (y - lawn) / (height - lawn);
        [r, g, b] = [60 + 30 * k, 120 + 40 * Math.sin(x / 37 + y / 11), 50];
      } else if (x >= left && x < right) {
        const cell = Math.floor(((x - left) / (right - left)) * columns);
        const inCell = (((x - left) / (right - left)) * columns) % 1;
        const row = (y - horizon) / (lawn - horizon);
        const window = inCell > 0.25 && inCell < 0.75 && row % 0.5 > 0.15 && row % 0.5 < 0.4;
        // Bricks: a joint every few pixels, the wall's colour between.
        const joint = y % 24 < 3 || (x + (Math.floor(y / 24) % 2) * 30 + cell) % 60 < 3;
        [r, g, b] = window ? [40, 55, 70 + 40 * row] : joint ? [200, 195, 185] : wall;
      } else {
        const k = (y - horizon) / (lawn - horizon);
        [r, g, b] = [70 + 40 * k, 110 + 50 * Math.sin(x / 23) * k, 60];
      }
      const noise = (next() - 0.5) * grain;
      const at = (y * width + x) * 3;
      raw[at] = Math.max(0, Math.min(255, r + noise));
      raw[at + 1] = Math.max(0, Math.min(255, g + noise));
      raw[at + 2] = Math.max(0, Math.min(255, b + noise));
    }
  }
  const exif = {
    IFD0: { Make: 'SellerCam', Model: 'Phone 12', Orientation: '1' },
    ...(gps ? { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 3/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 43/1 5/1' } } : {}),
  };
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif(exif)
    .jpeg({ quality })
    .toBuffer();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const bytes = await cameraPhoto({ seed: Number(process.argv[2] ?? 1) });
  console.log(`${bytes.length} bytes in ${Date.now() - started} ms`);
}
