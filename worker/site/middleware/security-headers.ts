import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
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
export const securityHeaders = (): MiddlewareHandler<AppEnv> => {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, (c) => captchaOrigins(c as Context<AppEnv>)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', (c) => tileOrigin(c as Context<AppEnv>), (c) => imageOrigins(c as Context<AppEnv>)],
      connectSrc: ["'self'", (c) => captchaOrigins(c as Context<AppEnv>)],
      fontSrc: ["'self'"],
      frameSrc: [
        "'self'",
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
        'https://my.matterport.com',
        (c) => captchaOrigins(c as Context<AppEnv>),
      ],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'", (c) => previewFramer(c as Context<AppEnv>)],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-site',
    permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'], payment: [] },
    overwrite: false,
  });
  return async function securityHeaders(c, next) {
    let own = false;
    await headers(c, async () => {
      await next();
      own = c.res.headers.has('Content-Security-Policy');
    });
    const tags = c.get('site')?.tags;
    const csp = c.res.headers.get('Content-Security-Policy');
    if (tags && csp && !own) c.res.headers.set('Content-Security-Policy', withTagHosts(csp, tags));
    withSiteOrigins(c);
  };
};

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
