import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../../../worker/local';
import type { Env } from '../../../../worker/site/env';
import { ResponseCache } from '../../../../worker/site/upstream/cache';
import { hostnameLookupScope } from '../../../../worker/site/upstream/sites';

// A thousand agencies: a change of one agency forgets the hostname → site lookups of
// that agency's hostnames only. Retiring every lookup sent every agency's next visitor to the
// platform (2,000 lookups for 1,000 agencies) for one agency's new name.

/** A request to the worker, answered with its background work (the cache's KV writes) done. */
async function visit(url: string, init: RequestInit = {}): Promise<{ status: number; text: string }> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, init), env as unknown as Env, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, text };
}

/** Whether the lookup of `hostname` is still answered by the cache (a miss fails here, storing nothing). */
async function lookupCached(hostname: string): Promise<boolean> {
  const cache = new ResponseCache({ kv: env.CACHE, waitUntil: () => undefined });
  const miss = new Error('not cached');
  return cache
    .get(hostnameLookupScope(hostname), 3_600, () => Promise.reject(miss))
    .then(
      () => true,
      (error: unknown) => {
        if (error !== miss) throw error;
        return false;
      },
    );
}

const admin = (path: string, method: string, body?: unknown) =>
  visit(`http://localhost/admin${path}`, {
    method,
    headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('hostname lookups after a change of one agency', () => {
  it('forgets the changed agency’s lookups and keeps every other agency’s', async () => {
    for (const host of ['localhost', 'immo-tweede.localhost']) expect((await visit(`http://${host}/nl/`)).status).toBe(200);
    expect(await lookupCached('localhost')).toBe(true);
    expect(await lookupCached('immo-tweede.localhost')).toBe(true);

    expect((await admin('/sites/2', 'PUT', { name: 'Ardennes Habitat Nieuw' })).status).toBe(200);
    expect(await lookupCached('immo-tweede.localhost')).toBe(false);
    expect(await lookupCached('localhost')).toBe(true);
    // The changed agency answers with its new name at once.
    expect((await visit('http://immo-tweede.localhost/nl/')).text).toContain('Ardennes Habitat Nieuw');
  });

  it('forgets a hostname taken away from an agency, which then answers for no site', async () => {
    expect((await visit('http://www.immo-scheldeland.localhost/nl/')).status).toBe(200);
    expect((await admin('/sites/1/hostnames/www.immo-scheldeland.localhost', 'DELETE')).status).toBe(200);
    expect((await visit('http://www.immo-scheldeland.localhost/nl/')).status).toBe(404);
    expect(await lookupCached('immo-tweede.localhost')).toBe(true);
  });

  it('forgets only the purged agency’s lookups on POST /admin/purge', async () => {
    for (const host of ['localhost', 'immo-tweede.localhost']) await visit(`http://${host}/nl/`);
    expect((await admin('/purge', 'POST', { siteId: 2 })).status).toBe(200);
    expect(await lookupCached('immo-tweede.localhost')).toBe(false);
    expect(await lookupCached('localhost')).toBe(true);
  });
});
