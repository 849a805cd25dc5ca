/*
 * A captcha provider's server-side check ("siteverify"), the one call both workers make: the
 * site worker with the deploy's secret (worker/site/forms/captcha.ts), the platform with an
 * agency's own (worker/platform/site-api/captcha-verify.ts). The secret goes in the POST body only;
 * nothing here logs: each worker logs a provider it could not reach with its own log.
 */

import { msSetting } from './settings';

/** The captcha providers a site may name for its own keys; here, not in site-input.ts, so the console's settings screen lists them without classic zod. */
export const CAPTCHA_PROVIDERS = ['recaptcha', 'turnstile'] as const;

/** The providers' siteverify addresses. */
export const CAPTCHA_VERIFY_URLS: Record<string, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

/** Turnstile's widget script, which the islands and the server-rendered forms load alike (one load a page). */
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

/** reCAPTCHA v3 scores below this are treated as bots. */
const MIN_SCORE = 0.5;

/** How long a visitor's post waits for the provider's answer, unless CAPTCHA_TIMEOUT_MS says otherwise. */
const DEFAULT_TIMEOUT_MS = 5000;

/** The deploy's limit on one siteverify call (CAPTCHA_TIMEOUT_MS, milliseconds), else 5 s. */
export function captchaTimeoutOf(env: { CAPTCHA_TIMEOUT_MS?: string }): number {
  return msSetting(env.CAPTCHA_TIMEOUT_MS, DEFAULT_TIMEOUT_MS);
}

/**
 * Whether the provider at `url` accepts the token under `secret`; a refusal or an odd answer is a
 * no. A provider that cannot be asked throws: its caller logs that (the error names the address,
 * never the body: the secret) and refuses.
 */
export async function askCaptchaProvider(url: string, secret: string, token: string, remoteIp: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<boolean> {
  if (!token) return false;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) return false;
  const answer = (await response.json()) as { success?: boolean; score?: number };
  return answer.success === true && (answer.score === undefined || answer.score >= MIN_SCORE);
}
