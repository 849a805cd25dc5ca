import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  let origin = '';
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of incoming) chunks.push(chunk as Buffer);
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
        const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD' && chunks.length > 0;
        const request = new Request(new URL(incoming.url ?? '/', origin), { method: incoming.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
        const answer = await fake.handle(request);
        outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
        outgoing.end(Buffer.from(await answer.arrayBuffer()));
      } catch (error) {
        outgoing.writeHead(500, { 'Content-Type': 'text/plain' });
        outgoing.end(`fake captcha failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    vars: {
      CAPTCHA_SCRIPT_URL: `${origin}/turnstile/v0/api.js`,
      CAPTCHA_VERIFY_URL: `${origin}/turnstile/v0/siteverify`,
      CAPTCHA_SITE_KEY: PASSING_SITE_KEY,
      CAPTCHA_SECRET: PASSING_SECRET,
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
