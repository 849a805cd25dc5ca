import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { localBindings, migrate, MigrationError } from '../../../scripts/lib.mjs';
import { freshMigratedState } from '../../support/local-d1';

// The local migration step of npm start (scripts/lib.mjs migrate) on a state of its own.
const PERSIST_TO = '.tmp/migrate-test-state';

type Database = { prepare(sql: string): { run(): Promise<unknown> } };

describe('the local migration step', () => {
  afterAll(() => rm(PERSIST_TO, { recursive: true, force: true }));

  it('tries a refused migration again in a fresh local D1, then names it, its database and what to do', async () => {
    await freshMigratedState(PERSIST_TO);
    // DB_3 forgets it applied 0015: applying it again fails there every time (its table exists).
    const local = await localBindings(PERSIST_TO);
    try {
      await (local.env as Record<string, Database>).DB_3.prepare("DELETE FROM d1_migrations WHERE name = '0015_custom_hostnames.sql'").run();
    } finally {
      await local.dispose();
    }
    const failure = await migrate(PERSIST_TO, { quiet: true }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as Error).message).toMatch(
      /^migration 0015_custom_hostnames\.sql failed on DB_3: .*already exists.*, 3 times in a fresh local D1 each; .*run the command again$/,
    );
    // Four local D1 starts (the change, three tries): about 8 s on a quiet machine, within the
    // project's bound (vitest.config.ts tools, scaled by the run's speed factor).
  });
});
