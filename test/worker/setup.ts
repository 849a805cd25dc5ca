import { applyD1Migrations, env } from 'cloudflare:test';
import { beforeEach, inject } from 'vitest';
import { applySeed } from '../../worker/platform/demo/seed/apply';
import { forgetGenerations } from '../../worker/upstream/cache';
import { resetBreakers } from '../../worker/upstream/client';
import { forgetKeptPages } from '../../worker/middleware/page-cache';
import { forgetUnconfiguredLog } from '../../worker/middleware/upstream';
import { countPerTest } from './rate-limit-per-test';

// Test files share a runtime (vitest.config.ts, isolate: false): each one starts from the
// same state as if it had its own: the migrated database with the demo data (built once per
// run by global-setup.ts), an empty KV and an isolate that remembers nothing (no answers, no
// kept pages). The forms' rate-limit counters start from zero in every test (keyed per test).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await applySeed(env.DB, inject('seedStatements'));
for (let page = await env.CACHE.list(); ; page = await env.CACHE.list({ cursor: page.cursor })) {
  await Promise.all(page.keys.map((key) => env.CACHE.delete(key.name)));
  if (page.list_complete) break;
}
forgetGenerations();
forgetKeptPages();
forgetUnconfiguredLog();
resetBreakers();
beforeEach(countPerTest(env));
