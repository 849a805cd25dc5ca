import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrPath, qrSvg } from '../../../../worker/site/formats/qr-code';

// The window card's QR code: what a phone decodes is what was encoded. The SVG is
// rasterised here from its own path (every `M x y h w v1 h-w z` run painted black on white),
// then read back with jsQR, a decoder written apart from the encoder.

const PIXELS_PER_MODULE = 4;

/** The SVG's one path painted into RGBA pixels, as a browser would draw it. */
function rasterise(svg: string): { data: Uint8ClampedArray; width: number } {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const d = /<path d="([^"]*)"/.exec(svg)?.[1] ?? '';
  const width = size * PIXELS_PER_MODULE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let row = Number(y) * PIXELS_PER_MODULE; row < (Number(y) + 1) * PIXELS_PER_MODULE; row += 1) {
      for (let column = Number(x) * PIXELS_PER_MODULE; column < (Number(x) + Number(run)) * PIXELS_PER_MODULE; column += 1) {
        data.fill(0, (row * width + column) * 4, (row * width + column) * 4 + 3);
      }
    }
  }
  return { data, width };
}

function decode(svg: string): string | null {
  const { data, width } = rasterise(svg);
  return jsQR(data, width, width)?.data ?? null;
}

describe('the window card QR code', () => {
  it.each([
    'https://www.immo-demo.be/nl/aanbod/12?utm_source=window',
    'https://agence.example/fr/offre/123456789012345?utm_source=window',
    // Longer than a version-3 code holds: a larger version, still read back.
    `https://www.een-agentschap-met-een-lange-naam.be/de/angebot/42?utm_source=window&x=${'a'.repeat(120)}`,
  ])('decodes back to what it encoded: %s', (url) => {
    expect(decode(qrSvg(url, 'QR'))).toBe(url);
  });

  it('paints nothing in the quiet zone of four modules around the code', () => {
    const { size, d } = qrPath('https://www.immo-demo.be/nl/aanbod/12?utm_source=window');
    for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      expect(Number(x)).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
      expect(Number(y)).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
      expect(Number(x) + Number(run)).toBeLessThanOrEqual(size - QR_QUIET_ZONE);
      expect(Number(y)).toBeLessThan(size - QR_QUIET_ZONE);
    }
  });

  it('is a standalone SVG with its title escaped', () => {
    const svg = qrSvg('https://a.be/', 'Scan <me> & "go"');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>Scan &#60;me&#62; &#38; &#34;go&#34;</title>');
  });
});
