import { askCaptchaProvider, CAPTCHA_VERIFY_URLS, captchaTimeoutOf } from '../../../shared/captcha';
import type { Env } from '../env';
import { logFailure } from '../log';

/**
 * Verifies a captcha token with the deploy's provider and secret (CAPTCHA_PROVIDER,
 * CAPTCHA_SECRET). Provider `none` (local use and tests) accepts every request; a configured
 * provider without a secret, or one that cannot be reached, refuses: the client is never
 * trusted. A site with its own keys is verified by the platform instead (admit.ts).
 */
export async function verifyCaptcha(env: Env, token: string, remoteIp: string): Promise<boolean> {
  const provider = env.CAPTCHA_PROVIDER ?? 'none';
  if (provider === 'none') return true;
  const url = env.CAPTCHA_VERIFY_URL || CAPTCHA_VERIFY_URLS[provider];
  const secret = env.CAPTCHA_SECRET;
  if (!url || !secret) {
    logFailure(`captcha provider ${provider} is not fully configured`, 'refusing');
    return false;
  }
  return askCaptchaProvider(url, secret, token, remoteIp, captchaTimeoutOf(env)).catch((error: unknown) => {
    logFailure('captcha verification failed', error instanceof Error ? error.message : 'unknown error');
    return false;
  });
}
