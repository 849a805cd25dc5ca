import type { Context } from 'hono';
import type { AppEnv } from '../env';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The agency's initials, e.g. 'IS' for Immo Scheldeland. */
export function initials(name: string): string {
  const words = name.split(/[\s&-]+/).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** GET /favicon.svg: the agency's initials on its primary colour. */
export function favicon(c: Context<AppEnv>): Response {
  const site = c.get('site');
  const text = `<text x="32" y="42" font-family="Arial,sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="${site.theme.primaryText}">`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${site.theme.primary}"/>` +
    `${text}${escapeXml(initials(site.name))}</text></svg>`;
  return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
}
