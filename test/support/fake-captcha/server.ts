import { serveOnLoopback } from '../loopback-server.ts';
import { createFakeCaptcha, PASSING_SECRET, PASSING_SITE_KEY } from './index.ts';

// The fake captcha service (index.ts) as a local HTTP server, for the e2e tests and `npm start`.
// It listens on the loopback interface only.

export interface FakeCaptchaServer {
  origin: string;
  /** The vars that point a site at this fake: Turnstile with Cloudflare's always-passing dummy keys. */
  vars: { CAPTCHA_SCRIPT_URL: string; CAPTCHA_VERIFY_URL: string; CAPTCHA_SITE_KEY: string; CAPTCHA_SECRET: string };
  close(): Promise<void>;
}

/**
 * Starts the fake on 127.0.0.1 (`port` 0: a free one).
 * @example const captcha = await startFakeCaptcha(); … CAPTCHA_VERIFY_URL = captcha.vars.CAPTCHA_VERIFY_URL … await captcha.close()
 */
export async function startFakeCaptcha(port = 0): Promise<FakeCaptchaServer> {
  const fake = createFakeCaptcha();
  const { origin, close } = await serveOnLoopback('fake captcha', port, (request) => fake.handle(request));
  return {
    origin,
    vars: {
      CAPTCHA_SCRIPT_URL: `${origin}/turnstile/v0/api.js`,
      CAPTCHA_VERIFY_URL: `${origin}/turnstile/v0/siteverify`,
      CAPTCHA_SITE_KEY: PASSING_SITE_KEY,
      CAPTCHA_SECRET: PASSING_SECRET,
    },
    close,
  };
}
