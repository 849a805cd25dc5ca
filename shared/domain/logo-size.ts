/**
 * How the site's header shows an agency's logo: at its own proportions, 48 CSS pixels high at
 * most and 200 wide at most (client/styles/header.css `.brand__logo`, 120 on a phone), so a wide
 * logo is not squeezed into a square. An uploaded logo's address names its pixel size
 * (shared/contract/console-brand.ts `logoKey`), so the page gives the image its width and height
 * before it loads (no layout shift); the console's theme screen previews it with the same box.
 */

/** The header's logo box, in CSS pixels. */
export const LOGO_BOX = { height: 48, maxWidth: 200, phoneMaxWidth: 120 } as const;

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The pixel size an uploaded logo's address names (`…/logo-<hash>-800x200.png`); null for one
 * that names none (an address elsewhere, or an upload from before sizes were named).
 * @example logoSizeOf('/assets/media/site/1/logo-0123456789abcdef-800x200.png') // { width: 800, height: 200 }
 */
export function logoSizeOf(url: string | null | undefined): PixelSize | null {
  const match = /-(\d{1,5})x(\d{1,5})\.[a-z]+$/.exec(url ?? '');
  if (!match) return null;
  const size = { width: Number(match[1]), height: Number(match[2]) };
  return size.width > 0 && size.height > 0 ? size : null;
}

/**
 * The size the header shows a logo of `natural` pixels at: 48 high, or narrower than `maxWidth`
 * (and then lower) for a wide one; never larger than the file.
 * @example logoBox({ width: 800, height: 200 }) // { width: 192, height: 48 }
 * @example logoBox({ width: 1600, height: 200 }) // { width: 200, height: 25 }
 */
export function logoBox(natural: PixelSize, maxWidth: number = LOGO_BOX.maxWidth): PixelSize {
  const ratio = natural.width / natural.height;
  const height = Math.min(LOGO_BOX.height, natural.height, maxWidth / ratio);
  return { width: Math.max(1, Math.round(height * ratio)), height: Math.max(1, Math.round(height)) };
}
