import { env } from 'cloudflare:test';
import { vi } from 'vitest';
import { platform } from '../../worker/platform/demo/embedded';
import { CSRF_HEADER, SESSION_HEADER } from '../../shared/contract/console';
import { GENERATION_MEMORY_MS } from '../../worker/site/upstream/cache';
import { get } from './helpers';

// What the coming-soon and go-live tests share: site 2 of the demo, its owner, the
// admin API to put it in coming-soon mode, and the console API called as the console calls it.

/** Ardennes Habitat, the demo's second site, on its own hostname. */
export const SOON_SITE = { id: 2, origin: 'http://immo-tweede.localhost', owner: 'owner@ardennes-habitat.localhost' };

/** PUT /admin/sites/{id} through the site worker's admin API (it forgets the site's cache). */
export async function changeSite(siteId: number, body: Record<string, unknown>): Promise<void> {
  const response = await get(`http://localhost/admin/sites/${siteId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`PUT /admin/sites/${siteId} answered ${response.status}: ${await response.text()}`);
}

/** A console API call as the console makes it: the session from the cookie, the CSRF token. */
export async function consoleApi(who: { cookie: string; csrf: string }, method: string, path: string): Promise<Response> {
  const headers = new Headers({ [SESSION_HEADER]: who.cookie.split('=')[1]!, [CSRF_HEADER]: who.csrf, 'Content-Type': 'application/json' });
  const bindings = { DB: env.DB, CACHE: env.CACHE, RATE_LIMITER: env.RATE_LIMITER, OUTBOX_QUEUE: env.OUTBOX_QUEUE, CONSOLE_OPERATORS: env.CONSOLE_OPERATORS };
  return platform.fetch(new Request(`https://platform.test/console-api${path}`, { method, headers, body: method === 'GET' ? undefined : '{}' }), bindings);
}

/**
 * Moves the clock on (Date only; timers run as they do), by default past the isolate's memory
 * of the cache generations (a publish bumped them in KV). `vi.useRealTimers()` brings it back.
 */
export function later(ms = GENERATION_MEMORY_MS + 1): void {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ms);
}

/** The preview grant cookie (`site-preview=…`) a response sets, or undefined. */
export function previewCookie(response: Response): string | undefined {
  return /site-preview=[A-Za-z0-9_-]{43}/.exec(response.headers.get('Set-Cookie') ?? '')?.[0];
}

/** Whether a page is the soon page (its one h1). */
export const isSoonPage = (body: string) => /<h1>(Binnenkort online|Bientôt en ligne|Online soon|Bald online)<\/h1>/.test(body);
