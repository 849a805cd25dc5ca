import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import consoleWorker from '../../../worker/console/worker';
import standalonePlatform from '../../../worker/platform/worker';
import type { ConsoleBindings } from '../../../worker/console/kit/env';
import { latestLink } from '../console-helpers';

// The console as deployed (wrangler.console.toml): its own worker on its own
// hostname, asking the standalone platform through the PLATFORM service binding with the
// platform's token; the `__Host-` cookie; no local mailbox.

const ORIGIN = 'https://console.example.be';
const TOKEN = 'platform-secret';
const OWNER = 'owner@immo-scheldeland.localhost';

function bindings(consoleToken = TOKEN): ConsoleBindings {
  const platform = {
    fetch: (request: Request) =>
      standalonePlatform.fetch(request, { DB: env.DB, PLATFORM_TOKEN: TOKEN, RATE_LIMITER: env.RATE_LIMITER, OUTBOX_QUEUE: env.OUTBOX_QUEUE }),
  };
  return { PLATFORM: platform as unknown as ConsoleBindings['PLATFORM'], PLATFORM_TOKEN: consoleToken, CONSOLE_ORIGIN: ORIGIN };
}

async function call(path: string, init: RequestInit = {}, consoleToken = TOKEN): Promise<Response> {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  if (init.method === 'POST') headers.set('Origin', ORIGIN);
  const response = await consoleWorker.fetch(
    new Request(`${ORIGIN}${path}`, { ...init, headers, redirect: 'manual' }) as never,
    bindings(consoleToken) as never,
    ctx as never,
  );
  await waitOnExecutionContext(ctx);
  return response as unknown as Response;
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('the console worker as deployed', () => {
  it('signs in through the standalone platform: a link to CONSOLE_ORIGIN, a __Host- Secure cookie, the home page', async () => {
    expect((await call('/en/sign-in', form({ email: OWNER }))).status).toBe(200);
    const link = (await latestLink(OWNER))!;
    expect(link.startsWith(`${ORIGIN}/en/link/`)).toBe(true);
    const used = await call(new URL(link).pathname, { method: 'POST' });
    expect(used.status).toBe(303);
    const setCookie = used.headers.get('Set-Cookie')!;
    expect(setCookie).toMatch(/^__Host-console-session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const home = await call('/en/', { headers: { Cookie: setCookie.split(';')[0]! } });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Immo Scheldeland');
  });

  it('has no local mailbox', async () => {
    expect((await call('/__mailbox')).status).toBe(404);
  });

  it('says the platform is unavailable (503, Retry-After) when the platform refuses its token, without saying the token', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await call('/en/sign-in', form({ email: OWNER }), 'a-wrong-token');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('30');
    expect(await answer.text()).toContain('The console cannot reach the platform just now.');
    expect(logged.mock.calls.flat().join(' ')).not.toContain('a-wrong-token');
    logged.mockRestore();
  });
});
