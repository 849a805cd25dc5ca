import type { ConsoleSite } from './console';
import type { SiteTheme } from '../types/site';

/**
 * The console's theme and logo screen, owners and editors:
 * GET /console-api/sites/{siteId}/brand, PUT …/theme (the four colours), and the logo:
 * PUT …/logo (the file's bytes, its type as Content-Type), GET …/logo (the stored file, for
 * the console's preview), DELETE …/logo.
 */

/** The logo formats the platform takes, by Content-Type, with the extension of its R2 key. No SVG: it can carry scripts. */
export const LOGO_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
export type LogoType = keyof typeof LOGO_TYPES;

/** A logo file is at most 1 MiB. */
export const LOGO_MAX_BYTES = 1024 * 1024;
/** A logo is at least 64 pixels high: the header shows it up to 48 CSS pixels high (shared/domain/logo-size.ts), 96 device pixels on a high-density screen. */
export const LOGO_MIN_HEIGHT = 64;

/** Where the site serves an uploaded logo (worker/site/routes/crm-media.ts reads it from R2 under the same key). */
export const SITE_MEDIA_PREFIX = '/assets/media/';

/**
 * The R2 key of a site's logo: its content's SHA-256 prefix in the name, so a new logo is a new
 * address, and its pixel size, so the site's header sizes it before it loads (shared/domain/logo-size.ts).
 */
export const logoKey = (siteId: number, sha256Hex: string, type: LogoType, size: { width: number; height: number }): string =>
  `site/${siteId}/logo-${sha256Hex.slice(0, 16)}-${size.width}x${size.height}.${LOGO_TYPES[type]}`;

/** PUT /console-api/sites/{siteId}/theme: the four colours as #rrggbb. */
export type ThemeUpdate = SiteTheme;

/** The stored logo as the brand screen shows it; `stored`: uploaded here (R2), so the console can preview it. */
export interface ConsoleLogo {
  url: string;
  stored: boolean;
  type?: string;
  bytes?: number;
  width?: number;
  height?: number;
}

/** GET /console-api/sites/{siteId}/brand. */
export interface ConsoleBrand {
  site: ConsoleSite;
  /** The colours the site uses (a colour never set: the site's default). */
  theme: SiteTheme;
  logo: ConsoleLogo | null;
}
