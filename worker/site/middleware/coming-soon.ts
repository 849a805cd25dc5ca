import type { Context, MiddlewareHandler } from 'hono';
import { PREVIEW_COOKIE, PREVIEW_LISTING_TO, PREVIEW_TO, PREVIEW_TOKEN_PATTERN } from '../../../shared/contract/preview';
import type { AppEnv } from '../env';
import { soonPage } from '../render/soon-page';
import { UpstreamError } from '../upstream/client';
import { previewCall } from '../upstream/previews';

/*
 * Coming-soon mode. A site whose document says `comingSoon` answers every page, and
 * every form post, with the one "soon online" page (render/soon-page.ts), and its ajax with a
 * JSON 404; robots.txt and the sitemap say so themselves (routes/seo-files.ts). The owner
 * reviews it first through a preview: the console's one-time link to `/_preview/{token}`
 * (`previewLink`) is exchanged with the platform for a grant, set as a cookie on the site's host;
 * with it the site renders as it will be, `noindex`, `private, no-store`, and without the
 * page cache (page-cache.ts), so no visitor is ever sent a page rendered for a preview. A
 * live site's preview works the same way: its calls send the grant and skip the
 * response cache, and the platform answers the draft the console's editors saved
 * (worker/platform/drafts/), so the owner sees the pending changes before publishing them.
 */

/** How long this isolate trusts a grant's check (ms): preview browsing does not ask D1 on every request. */
export const PREVIEW_CHECK_MS = 60_000;
const CHECKS_MAX = 1_000;
/** Grant checks of this isolate, by `{siteId} {grant}`: whether it holds and until when we trust that. */
const checks = new Map<string, { valid: boolean; until: number }>();

/** The grant in a Cookie header (a pattern, not a cookie parser: the site's bundle is tight). */
const GRANT_COOKIE = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`);

/** Forgets the grant checks this isolate remembers (tests). */
export function forgetPreviewChecks(): void {
  checks.clear();
}

/** The grant the request carries to preview its site, when it holds (asked of the platform at most once a minute per grant). */
async function previewing(c: Context<AppEnv>): Promise<string | undefined> {
  const grant = GRANT_COOKIE.exec(c.req.header('Cookie') ?? '')?.[1];
  if (!grant) return undefined;
  const siteId = c.get('site').id;
  const key = `${siteId} ${grant}`;
  const now = Date.now();
  const known = checks.get(key);
  if (known && known.until > now) return known.valid ? grant : undefined;
  let valid = false;
  let until = now + PREVIEW_CHECK_MS;
  try {
    const { expiresAt } = await previewCall(c.get('upstream'), siteId, 'check', { grant });
    valid = true;
    until = Math.min(until, Date.parse(expiresAt));
  } catch (error) {
    // A grant the platform does not know is no grant; an outage shows the soon page for now (not remembered).
    if (!(error instanceof UpstreamError && error.status === 404)) return undefined;
  }
  checks.delete(key);
  checks.set(key, { valid, until });
  if (checks.size > CHECKS_MAX) checks.delete(checks.keys().next().value as string);
  return valid ? grant : undefined;
}

/**
 * After resolveSite: a request with a preview grant sees the site as its draft will be (issue
 * 32: every platform call sends the grant and skips the cache, so the platform answers the
 * draft); a live site goes on; a site coming soon answers its soon page (pages and form posts)
 * or a JSON 404 (`json`: the islands' ajax).
 */
export const comingSoon = ({ json = false }: { json?: boolean } = {}): MiddlewareHandler<AppEnv> =>
  async function comingSoon(c, next) {
    const grant = c.req.header('Cookie')?.includes(PREVIEW_COOKIE) ? await previewing(c) : undefined;
    if (grant) {
      const upstream = c.get('upstream');
      upstream.client.previewGrant = grant;
      upstream.cache.bypass = true;
      c.set('preview', true);
      await next();
      c.header('X-Robots-Tag', 'noindex');
      c.header('Cache-Control', 'private, no-store');
      return;
    }
    if (!c.get('site').comingSoon) return next();
    if (json) return c.json({ error: 'Not found' }, 404);
    return soonPage(c);
  };

/**
 * GET /_preview/{token}: the console's one-time link. Used, it becomes the grant's cookie on
 * this host (HttpOnly, SameSite=Lax, Secure over https, 8 hours) and leads to the home page (or to
 * `?to=`, a page of the site: PREVIEW_TO, or a console listing's draft: PREVIEW_LISTING_TO); a
 * used, expired or foreign link leads there without one (the soon page). A GET, not a form: the
 * link is never mailed, the console sends the owner to it at once.
 */
export async function previewLink(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site');
  const token = c.req.param('token') ?? '';
  c.header('Cache-Control', 'no-store');
  if (PREVIEW_TOKEN_PATTERN.test(token)) {
    try {
      const { grant, expiresAt } = await previewCall(c.get('upstream'), site.id, 'consume', { token });
      const maxAge = Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
      const secure = new URL(c.req.url).protocol === 'https:' ? '; Secure' : '';
      c.header('Set-Cookie', `${PREVIEW_COOKIE}=${grant}; Max-Age=${maxAge}; Path=/; HttpOnly${secure}; SameSite=Lax`);
    } catch (error) {
      if (!(error instanceof UpstreamError && (error.status === 410 || error.status === 400))) throw error;
    }
  }
  const to = c.req.query('to') ?? '';
  return c.redirect(PREVIEW_TO.test(to) || PREVIEW_LISTING_TO.test(to) ? to : `/${site.defaultLocale}/`, 303);
}
