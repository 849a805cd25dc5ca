import { applyD1Migrations, env, listDurableObjectIds, runInDurableObject } from 'cloudflare:test';
import { inject } from 'vitest';
import { applySeed } from '../../worker/platform/seed/apply';
import { forgetGenerations } from '../../worker/upstream/cache';
import type { RateLimiter } from '../../worker/rate-limiter';

// Test files share a runtime (vitest.config.ts, isolate: false): each one starts from the
// same state as if it had its own: the migrated database with the demo data (built once per
// run by global-setup.ts), an empty KV, rate-limit counters that counted nothing yet and an
// isolate that remembers nothing.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await applySeed(env.DB, inject('seedStatements'));
for (let page = await env.CACHE.list(); ; page = await env.CACHE.list({ cursor: page.cursor })) {
  await Promise.all(page.keys.map((key) => env.CACHE.delete(key.name)));
  if (page.list_complete) break;
}
// (The worker's Env has the module form of the workers types; cloudflare:test takes the global one.)
const counters = env.RATE_LIMITER as unknown as DurableObjectNamespace<RateLimiter>;
for (const id of await listDurableObjectIds(counters)) await runInDurableObject(counters.get(id), (_counter, state) => state.storage.deleteAll());
forgetGenerations();
