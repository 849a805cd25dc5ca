import type { Env } from '../env';

const VERIFY_URLS: Record<string, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

/** reCAPTCHA v3 scores below this are treated as bots. */
const MIN_SCORE = 0.5;

/**
 * Verifies a captcha token with the provider's server-side check. Provider `none` (local use
 * and tests) accepts every request; a configured provider without a secret, or one that
 * cannot be reached, refuses: the client is never trusted. `secret` is the agency's own when
 * its site has captcha keys, else CAPTCHA_SECRET.
 */
export async function verifyCaptcha(env: Env, token: string, remoteIp: string, secret = env.CAPTCHA_SECRET): Promise<boolean> {
  const provider = env.CAPTCHA_PROVIDER ?? 'none';
  if (provider === 'none') return true;
  const url = env.CAPTCHA_VERIFY_URL || VERIFY_URLS[provider];
  if (!url || !secret) {
    console.error(`captcha provider ${provider} is not fully configured: refusing`);
    return false;
  }
  if (!token) return false;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { success?: boolean; score?: number };
    return answer.success === true && (answer.score === undefined || answer.score >= MIN_SCORE);
  } catch (error) {
    console.error('captcha verification failed', error);
    return false;
  }
}
