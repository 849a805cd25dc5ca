import { correction, generate } from 'lean-qr/nano';

/*
 * QR codes for the window cards, made in the worker. lean-qr's nano build (2.7.4,
 * pinned): 2.1 KiB gzipped in the site worker, against 3.9 for uqr 0.1.3 and 7.5 for
 * qrcode-generator 2.0.4 (each bundled for an encode of a URL; measured with esbuild). It
 * makes the module matrix; the SVG is ours: one path, a run of dark modules per command.
 */

/** The light modules around the code that readers need (ISO/IEC 18004: four). */
export const QR_QUIET_ZONE = 4;

export interface QrPath {
  /** Modules a side, the quiet zone included: the SVG's viewBox. */
  size: number;
  /** The dark modules as one path, a horizontal run per `M x y h… v1 h… z`. */
  d: string;
}

/**
 * The QR code of a text (a URL), error correction M (a printed card may get scratched or
 * sun-bleached), as a path in module units.
 * @example qrPath('https://agency.be/nl/aanbod/12?utm_source=window').size // 37
 */
export function qrPath(text: string): QrPath {
  const code = generate(text, { minCorrectionLevel: correction.M });
  let d = '';
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; ) {
      if (!code.get(x, y)) {
        x += 1;
        continue;
      }
      let end = x + 1;
      while (end < code.size && code.get(end, y)) end += 1;
      d += `M${x + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${end - x}v1h-${end - x}z`;
      x = end;
    }
  }
  return { size: code.size + 2 * QR_QUIET_ZONE, d };
}

/** The QR code of a text as an SVG document (black on white, scalable, titled for screen readers). */
export function qrSvg(text: string, title: string): string {
  const { size, d } = qrPath(text);
  const escaped = title.replace(/[<>&"]/g, (character) => `&#${character.charCodeAt(0)};`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" shape-rendering="crispEdges" role="img">` +
    `<title>${escaped}</title><rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`
  );
}
