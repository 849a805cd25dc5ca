/**
 * Colour contrast as WCAG 2.x defines it (relative luminance of sRGB colours): the console's
 * theme screen shows the ratio of the site's button text on its primary colour and refuses a
 * theme below AA for normal text.
 */

/** WCAG AA for normal text: at least 4.5 to 1. */
export const MIN_TEXT_CONTRAST = 4.5;

/** A colour as the theme stores it: `#rrggbb`. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a `#rrggbb` colour (0 black to 1 white). */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/**
 * The contrast ratio of two `#rrggbb` colours, from 1 (none) to 21 (black on white); null when
 * either is not such a colour.
 * @example contrastRatio('#ffffff', '#0b4f6c') // 8.9…
 */
export function contrastRatio(a: string, b: string): number | null {
  if (!HEX_COLOUR.test(a) || !HEX_COLOUR.test(b)) return null;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The ratio as people read it: rounded down to two decimals, so 4.499 never shows as 4.5. */
export const formatRatio = (ratio: number): string => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
