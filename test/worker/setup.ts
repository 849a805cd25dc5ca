import { applyD1Migrations, env } from 'cloudflare:test';
import type { D1Database } from '@cloudflare/workers-types';
import { beforeEach, inject } from 'vitest';
import { applySeed } from '../../worker/platform/demo/seed/apply';
import { forgetUnconfiguredLog } from '../../worker/site/middleware/upstream';
import { countPerTest } from './rate-limit-per-test';
import { forgetCaches } from './fresh-isolate';
import { forgetSiteDatabases } from '../../worker/platform/site-db';
import { loadWords } from '../../worker/site/middleware/words';
import { loadConsoleWords } from '../../worker/console/words';

// Test files share a runtime (vitest.config.ts, isolate: false): each one starts from the
// same state as if it had its own: the migrated database with the demo data (built once per
// run by global-setup.ts), an empty KV and an isolate that remembers nothing (no answers, no
// kept pages). The forms' rate-limit counters start from zero in every test (keyed per test).

/**
 * Rows changed so far on a database's connection (SQLite's total_changes(): every insert,
 * update and delete, rolled back or not). The same figure as right after the last file's
 * set-up means nothing has been written since: the database is as that set-up left it, and
 * writing the demo data again (most of a file's set-up) would change nothing. Any other figure (a write, or a new connection) sets it up again.
 */
async function changesOf(db: D1Database): Promise<number> {
  return (await db.prepare('SELECT total_changes() AS n').first<{ n: number }>())!.n;
}
const setUp = ((globalThis as { __testDatabasesSetUp?: Map<string, number> }).__testDatabasesSetUp ??= new Map());

async function unlessUnchanged(name: string, db: D1Database, prepare: () => Promise<void>): Promise<void> {
  if (setUp.get(name) === (await changesOf(db))) return;
  await prepare();
  setUp.set(name, await changesOf(db));
}

await unlessUnchanged('DB', env.DB, async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await applySeed(env.DB, inject('seedStatements'));
});
// The data databases (issue 33: DB_2 …, wrangler.toml) start migrated and empty in every file,
// and the isolate forgets which database each site was on.
for (const [name, db] of Object.entries({ DB_2: env.DB_2, DB_3: env.DB_3, DB_4: env.DB_4 })) {
  if (!db) throw new Error('wrangler.toml binds DB_2, DB_3 and DB_4');
  await unlessUnchanged(name, db, async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS);
    const { results } = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'id_sequences')").all<{ name: string }>();
    await db.batch([db.prepare('PRAGMA defer_foreign_keys = on'), ...results.map(({ name }) => db.prepare(`DELETE FROM "${name}"`))]);
  });
}
forgetSiteDatabases();
await forgetCaches();
forgetUnconfiguredLog();
// The site's and the console's words, from the build's static files through ASSETS as a request
// would read them: the tests' own translate() and t() calls need them before any request is made.
await loadWords(env.ASSETS, 'http://localhost/');
await loadConsoleWords(env.ASSETS, 'http://localhost/');
beforeEach(countPerTest(env));
