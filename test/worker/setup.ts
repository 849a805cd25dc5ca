import { applyD1Migrations, env } from 'cloudflare:test';
import type { D1Database } from '@cloudflare/workers-types';
import { beforeEach } from 'vitest';
import { applySeed } from '../../worker/platform/demo/seed/apply';
import { forgetUnconfiguredLog } from '../../worker/site/middleware/upstream';
import { countPerTest } from './rate-limit-per-test';
import { fixture } from './fixtures';
import { forgetCaches } from './fresh-isolate';
import { allDatabases, forgetSiteDatabases } from '../../worker/platform/databases/site-db';
import type { PlatformBindings } from '../../worker/platform/types';
import { loadWords } from '../../worker/site/middleware/words';
import { loadConsoleWords } from '../../worker/console/kit/words';
import { agreementTexts } from '../../worker/platform/starter/agreement-texts';
import { loadMailWords } from '../../worker/platform/delivery/mail-words';

// Test files share a runtime (vitest.config.ts, isolate: false): each one starts from the
// same state as if it had its own: the migrated database with the demo data (built once per
// run by global-setup.ts, written once per runtime, then copied back), an empty KV and an
// isolate that remembers nothing (no answers, no kept pages). The forms' rate-limit counters
// start from zero in every test (keyed per test).

/**
 * Rows changed so far on a database's connection (SQLite's total_changes(): every insert,
 * update and delete, rolled back or not). The same figure as right after the last file's
 * set-up means nothing has been written since: the database is as that set-up left it. Any
 * other figure (a write, or a new connection) sets it up again.
 */
async function changesOf(db: D1Database): Promise<number> {
  return (await db.prepare('SELECT total_changes() AS n').first<{ n: number }>())!.n;
}

/** Where a database's rows as first set up are kept, in the database itself: `test_seed_<table>`. */
const COPY = 'test_seed_';

/** A database's tables as first set up: every table, children before parents, and the ones with rows (copied). */
interface Snapshot {
  tables: string[];
  filled: string[];
}

/**
 * The full-text indexes (FTS5 virtual tables and their shadow tables, migration 0042): the
 * triggers on their tables keep them, so they are neither copied nor emptied, only followed.
 */
async function fullTextIndexes(db: D1Database): Promise<(name: string) => boolean> {
  const { results } = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'").all<{ name: string }>();
  const names = results.map(({ name }) => name);
  return (name) => names.some((index) => name === index || name.startsWith(`${index}_`));
}

/**
 * Copies every table with rows to `test_seed_<table>` (the demo data in DB, the migrations'
 * own rows in every database).
 */
async function takeSnapshot(db: D1Database): Promise<Snapshot> {
  const { results } = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
  const indexes = await fullTextIndexes(db);
  const own = ({ name }: { name: string }) =>
    !name.startsWith('sqlite_') && !name.startsWith('_cf_') && !name.startsWith(COPY) && name !== 'd1_migrations' && !indexes(name);
  // Tables come in the order the migrations made them, parents first: emptying them the other
  // way round leaves no cascade to follow.
  const tables = results
    .filter(own)
    .map(({ name }) => name)
    .reverse();
  const counts = await db.batch<{ n: number }>(tables.map((name) => db.prepare(`SELECT count(*) AS n FROM "${name}"`)));
  const filled = tables.filter((_, index) => counts[index]!.results[0]!.n > 0);
  if (filled.length > 0)
    await db.batch(
      filled.flatMap((name) => [db.prepare(`DROP TABLE IF EXISTS "${COPY}${name}"`), db.prepare(`CREATE TABLE "${COPY}${name}" AS SELECT * FROM "${name}"`)]),
    );
  return { tables, filled };
}

/** Every table as the snapshot has it, in one transaction (a tenth of the time writing the demo data again took). */
async function restore(db: D1Database, { tables, filled }: Snapshot): Promise<void> {
  await db.batch([
    db.prepare('PRAGMA defer_foreign_keys = on'),
    ...tables.map((name) => db.prepare(`DELETE FROM "${name}"`)),
    ...filled.map((name) => db.prepare(`INSERT INTO "${name}" SELECT * FROM "${COPY}${name}"`)),
  ]);
}

const runtime = globalThis as { __testDatabasesSetUp?: Map<string, number>; __testDatabaseSnapshots?: Map<string, Snapshot> };
const setUp = (runtime.__testDatabasesSetUp ??= new Map());
const snapshots = (runtime.__testDatabaseSnapshots ??= new Map());

/**
 * A database as first set up: the first file of a runtime migrates it and fills it (`fill`),
 * then keeps a copy of its rows; a later file that finds it changed gets that copy back.
 */
async function freshDatabase(name: string, db: D1Database, fill: () => Promise<void>): Promise<void> {
  if (setUp.get(name) === (await changesOf(db))) return;
  const snapshot = snapshots.get(name);
  if (snapshot) {
    await restore(db, snapshot);
  } else {
    await applyD1Migrations(db, env.TEST_MIGRATIONS);
    await fill();
    snapshots.set(name, await takeSnapshot(db));
  }
  setUp.set(name, await changesOf(db));
}

await freshDatabase('DB', env.DB, async () => {
  await applySeed(env.DB, await fixture('seedStatements'));
});
// The data databases (DB_2 …, wrangler.toml) start migrated and empty in every file,
// but for the migrations' own rows (id_sequences), and the isolate forgets which database each site was on.
for (const [name, db] of Object.entries({ DB_2: env.DB_2, DB_3: env.DB_3, DB_4: env.DB_4 })) {
  if (!db) throw new Error('wrangler.toml binds DB_2, DB_3 and DB_4');
  await freshDatabase(name, db, async () => {
    const { results } = await db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', " +
          "'id_sequences')",
      )
      .all<{ name: string }>();
    const indexes = await fullTextIndexes(db);
    await db.batch([
      db.prepare('PRAGMA defer_foreign_keys = on'),
      ...results.filter(({ name }) => !indexes(name)).map(({ name }) => db.prepare(`DELETE FROM "${name}"`)),
    ]);
  });
}
forgetSiteDatabases();
// Each database known by its binding, as the platform knows the ones it reached (tests hand env.DB
// to its functions: its id range goes by it, worker/platform/databases/id-ranges.ts).
allDatabases(env as unknown as PlatformBindings);
await forgetCaches();
forgetUnconfiguredLog();
// The site's and the console's words, from the build's static files through ASSETS as a request
// would read them: the tests' own translate() and t() calls need them before any request is made.
await loadWords(env.ASSETS, 'http://localhost/');
await loadConsoleWords(env.ASSETS, 'http://localhost/');
// The starter agreements' templates (a static file as well), for the platform calls tests make with bindings of their own.
await agreementTexts(env.ASSETS);
// And the words of the platform's mails, for the consumers, the Cron run and the mails tests call directly.
await loadMailWords(env.ASSETS);
beforeEach(countPerTest(env));
