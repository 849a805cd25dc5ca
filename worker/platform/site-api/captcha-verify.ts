import { Hono } from 'hono';
import { askCaptchaProvider, CAPTCHA_VERIFY_URLS, captchaTimeoutOf } from '../../../shared/captcha';
import { CAPTCHA_PROVIDERS } from '../../../shared/contract/site-input';
import { fail } from '../kit/http';
import { storedSite } from '../sites/store';
import type { PlatformEnv } from '../types';
import { readJson } from '../kit/validate';
import { captchaSecret } from '../captcha/store';
import { logFailure } from '../log';
import { serve, site } from './serve';

/**
 * POST /sites/{id}/captcha/verify `{ token, remoteIp, provider }` (site API): asks the
 * agency's captcha provider whether a visitor's token holds, with the agency's secret, which
 * so never leaves the platform (no site document, cache or page holds it). Answers
 * `{ success }`; a site without its own secret is a `false`, never the deploy's.
 */
export const captchaVerify = new Hono<PlatformEnv>();

serve(captchaVerify, 'POST /sites/:siteId/captcha/verify', site, async (c) => {
  const siteId = c.var.site;
  const body = (await readJson(c)) as Record<string, unknown> | null;
  const token = typeof body?.token === 'string' ? body.token.slice(0, 4096) : '';
  const remoteIp = typeof body?.remoteIp === 'string' ? body.remoteIp.slice(0, 64) : '';
  const site = await storedSite(c.env.DB, siteId);
  const provider = site.captcha?.provider ?? body?.provider;
  if (!(CAPTCHA_PROVIDERS as readonly unknown[]).includes(provider)) fail(400, `provider must be one of ${CAPTCHA_PROVIDERS.join(', ')}`);
  const secret = await captchaSecret(c.env.DB, site, c.env.CONNECTION_SECRET_KEY);
  if (!secret) return c.json({ success: false }, 200);
  const url = c.env.CAPTCHA_VERIFY_URL || CAPTCHA_VERIFY_URLS[provider as string]!;
  const success = await askCaptchaProvider(url, secret, token, remoteIp, captchaTimeoutOf(c.env)).catch((error: unknown) => {
    logFailure('captcha verification failed', error instanceof Error ? error.message : 'unknown error', `site ${siteId}`);
    return false;
  });
  return c.json({ success }, 200);
});
