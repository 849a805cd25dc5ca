import type { Context, MiddlewareHandler } from 'hono';
import { imagePolicy } from '../config/image-policy';
import { type SiteTags, TAG_NAMES, type TagName } from '../../../shared/domain/site-tags';
import type { AppEnv } from '../env';

/** The origin of a configured map tile server, allowed as an image source. */
function tileOrigin(c: Context<AppEnv>): string {
  const template = c.env.MAP_TILE_URL;
  if (!template) return '';
  try {
    return new URL(template.replace(/[{}]/g, '')).origin;
  } catch {
    return '';
  }
}

/** The agencies' image hosts (IMAGE_ORIGINS): the same list decides which pictures are shown. */
function imageOrigins(c: Context<AppEnv>): string {
  return imagePolicy(c.env).origins.join(' ');
}

/** Origins a configured captcha provider loads its script and frame from. */
const CAPTCHA_ORIGINS: Record<string, string> = {
  recaptcha: 'https://www.google.com https://www.gstatic.com',
  turnstile: 'https://challenges.cloudflare.com',
};

/** A provider's origins: those of its script when CAPTCHA_SCRIPT_URL overrides it (one origin), else its own; '' for none. */
function originsOf(c: Context<AppEnv>, provider: string | undefined): string {
  const own = CAPTCHA_ORIGINS[provider ?? ''];
  if (!own || !c.env.CAPTCHA_SCRIPT_URL) return own ?? '';
  try {
    return new URL(c.env.CAPTCHA_SCRIPT_URL).origin;
  } catch {
    return own;
  }
}

function captchaOrigins(c: Context<AppEnv>): string {
  return originsOf(c, c.env.CAPTCHA_PROVIDER);
}

/** The console's preview of one section (routes/section-preview.tsx): the one answer another origin may frame. */
export const SECTION_PREVIEW_PATH = /^\/_preview\/[A-Za-z0-9_-]{43}\/section$/;

/**
 * Who may frame this answer besides the site: the console, for a section's preview (CONSOLE_ORIGIN,
 * or locally its hostname on this request's scheme and port).
 */
function previewFramer(c: Context<AppEnv>): string {
  if (!SECTION_PREVIEW_PATH.test(c.req.path)) return '';
  if (c.env.CONSOLE_ORIGIN) return c.env.CONSOLE_ORIGIN;
  const url = new URL(c.req.url);
  return c.env.CONSOLE_HOSTNAME ? `${url.protocol}//${c.env.CONSOLE_HOSTNAME}${url.port ? `:${url.port}` : ''}` : '';
}

/**
 * What the site's own settings add to the policy, known once the site is resolved (after the
 * policy was made): an agency's own captcha provider, its origins in script-src,
 * connect-src and frame-src; an external valuation widget, its origin alone in
 * frame-src. A site with neither keeps the policy to the byte.
 */
function withSiteOrigins(c: Context<AppEnv>): void {
  const site = c.get('site') as AppEnv['Variables']['site'] | undefined;
  const own = site?.captcha?.provider;
  const captcha = own && originsOf(c, own) !== captchaOrigins(c) ? originsOf(c, own) : undefined;
  const avm = site?.settings.avmWidgetUrl ? new URL(site.settings.avmWidgetUrl).origin : undefined;
  const policy = c.res.headers.get('Content-Security-Policy');
  if ((!captcha && !avm) || !policy) return;
  let widened = captcha ? policy.replace(/\b(script-src|connect-src|frame-src) /g, `$1 ${captcha} `) : policy;
  if (avm) widened = widened.replace(/\bframe-src /, `frame-src ${avm} `);
  try {
    c.res.headers.set('Content-Security-Policy', widened);
  } catch {
    // A kept answer's headers are immutable: a copy takes the policy.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('Content-Security-Policy', widened);
  }
}

/**
 * Security headers on every answer: a Content-Security-Policy whose script-src is a
 * per-request nonce (read it with `c.get('secureHeadersNonce')`; React's render and
 * every inline script carry it), no framing by other sites, no MIME sniffing. A route that
 * sets one of these headers itself keeps its own (the media pictures: `default-src 'none'`).
 * On a site with its own tags the policy also allows their hosts (`withTagHosts`);
 * every other site's is the same to the byte.
 *
 * @example app.use(securityHeaders())
 */
export const securityHeaders = (): MiddlewareHandler<AppEnv> =>
  async function securityHeaders(c, next) {
    // The policy is made before the page renders: its nonce is what the render reads.
    const headers: (readonly [string, string])[] = [...FIXED_HEADERS, ['Content-Security-Policy', contentSecurityPolicy(c)]];
    await next();
    const own = c.res.headers.has('Content-Security-Policy');
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    c.res.headers.delete('X-Powered-By');
    const tags = c.get('site')?.tags;
    const csp = c.res.headers.get('Content-Security-Policy');
    if (tags && csp && !own) c.res.headers.set('Content-Security-Policy', withTagHosts(csp, tags));
    withSiteOrigins(c);
  };

/**
 * Every answer's other security headers: those hono's secureHeaders sets by default (no
 * cross-origin opener, no sniffing, no framing by other sites, HSTS…), with the site's referrer
 * and resource policies and what a page may use of the device. Written here rather than through
 * hono/secure-headers, whose general builder was 1 KiB gzipped of the site's bundle for one fixed
 * policy (docs/decisions/073-security-headers-written-for-one-policy.md).
 */
const FIXED_HEADERS: readonly (readonly [string, string])[] = [
  ['Cross-Origin-Resource-Policy', 'same-site'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()'],
];

/** A new nonce for this request's policy (16 random bytes in base64), kept for the render. */
function nonce(c: Context<AppEnv>): string {
  const value = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  c.set('secureHeadersNonce', value);
  return `'nonce-${value}'`;
}

/** The policy of this request: scripts only with its nonce, images of the site and its image hosts, frames of the video players. */
function contentSecurityPolicy(c: Context<AppEnv>): string {
  const captcha = captchaOrigins(c);
  return [
    ["default-src 'self'"],
    ["script-src 'self'", nonce(c), captcha],
    ["style-src 'self' 'unsafe-inline'"],
    ["img-src 'self' data: blob:", tileOrigin(c), imageOrigins(c)],
    ["connect-src 'self'", captcha],
    ["font-src 'self'"],
    ["frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://my.matterport.com", captcha],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self'"],
    ["frame-ancestors 'self'", previewFramer(c)],
  ]
    .map((directive) => directive.join(' '))
    .join('; ');
}

/**
 * The hosts each of the agency's own tags needs, after Google's "Use Tag Manager
 * with a Content Security Policy" (GA4: the gtag script, its collection endpoints; Tag Manager:
 * its script, images and calls) and Meta's pixel (its script; its /tr endpoint as image and call).
 * Only a configured tag's hosts, so a site allows exactly what it loads.
 */
const TAG_HOSTS: Record<TagName, Partial<Record<'script-src' | 'img-src' | 'connect-src', string>>> = {
  ga4: {
    'script-src': 'https://www.googletagmanager.com',
    'img-src': 'https://*.google-analytics.com https://*.googletagmanager.com',
    'connect-src': 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com',
  },
  gtm: { 'script-src': 'https://www.googletagmanager.com', 'img-src': 'https://www.googletagmanager.com', 'connect-src': 'https://www.googletagmanager.com' },
  meta: { 'script-src': 'https://connect.facebook.net', 'img-src': 'https://www.facebook.com', 'connect-src': 'https://www.facebook.com' },
};

/** The policy with each configured tag's hosts added to its directives, once each. */
export function withTagHosts(csp: string, tags: SiteTags): string {
  return csp
    .split('; ')
    .map((directive) => {
      const name = directive.split(' ')[0] as 'script-src';
      const hosts = new Set(TAG_NAMES.flatMap((tag) => (tags[tag] ? (TAG_HOSTS[tag][name]?.split(' ') ?? []) : [])));
      return hosts.size > 0 ? `${directive.trimEnd()} ${[...hosts].join(' ')}` : directive;
    })
    .join('; ');
}

/** The nonce of this request's CSP, for React's render and inline scripts. */
export function nonceOf(c: Context): string {
  return c.get('secureHeadersNonce') ?? '';
}
