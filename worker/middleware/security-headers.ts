import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { parseImageOrigins } from '../../shared/domain/images';
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
  return parseImageOrigins(c.env.IMAGE_ORIGINS).join(' ');
}

/** Origins a configured captcha provider loads its script and frame from. */
const CAPTCHA_ORIGINS: Record<string, string> = {
  recaptcha: 'https://www.google.com https://www.gstatic.com',
  turnstile: 'https://challenges.cloudflare.com',
};

function captchaOrigins(c: Context<AppEnv>): string {
  return CAPTCHA_ORIGINS[c.env.CAPTCHA_PROVIDER ?? ''] ?? '';
}

/**
 * An agency's own captcha provider (issue 32), known once the site is resolved (after the
 * policy was made): its origins join script-src, connect-src and frame-src of the answer.
 */
function withAgencyCaptcha(c: Context<AppEnv>): void {
  const own = (c.get('site') as AppEnv['Variables']['site'] | undefined)?.captcha?.provider;
  const policy = c.res.headers.get('Content-Security-Policy');
  if (!own || own === c.env.CAPTCHA_PROVIDER || !policy || !CAPTCHA_ORIGINS[own]) return;
  const widened = policy.replace(/\b(script-src|connect-src|frame-src) /g, `$1 ${CAPTCHA_ORIGINS[own]} `);
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
 *
 * @example app.use(securityHeaders())
 */
export const securityHeaders = (): MiddlewareHandler<AppEnv> => {
  const headers = policy();
  return async (c, next) => {
    await headers(c, next);
    withAgencyCaptcha(c);
  };
};

const policy = (): MiddlewareHandler<AppEnv> =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, (c) => captchaOrigins(c as Context<AppEnv>)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', (c) => tileOrigin(c as Context<AppEnv>), (c) => imageOrigins(c as Context<AppEnv>)],
      connectSrc: ["'self'", (c) => captchaOrigins(c as Context<AppEnv>)],
      fontSrc: ["'self'"],
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://my.matterport.com', (c) => captchaOrigins(c as Context<AppEnv>)],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-site',
    permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'], payment: [] },
    overwrite: false,
  });

/** The nonce of this request's CSP, for React's render and inline scripts. */
export function nonceOf(c: Context): string {
  return c.get('secureHeadersNonce') ?? '';
}
