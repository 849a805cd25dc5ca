import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import { migrate } from '../../scripts/lib.mjs';

// The unit tests that run a script against local D1 databases (npm run import, the migration
// step) start from a copy of one migrated state, made once per set of migrations (the global
// set-up of the unit projects), instead of migrating a fresh state each under a test's timer:
// 38 migrations into four databases took 78 s at load 36.

const MIGRATIONS = 'worker/platform/migrations';

/** Where the migrated state is kept: its name carries the migrations' hash, so a new migration makes a new one. */
export function templateState(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS).sort()) hash.update(name).update(readFileSync(`${MIGRATIONS}/${name}`));
  return `.tmp/d1-template-${hash.digest('hex').slice(0, 12)}`;
}

/** Makes the migrated state when it is missing (written aside, then renamed: a stopped run leaves no half of one). */
export async function ensureTemplateState(): Promise<void> {
  const template = templateState();
  if (existsSync(template)) return;
  const making = `${template}.making-${process.pid}`;
  await rm(making, { recursive: true, force: true });
  await migrate(making, { quiet: true });
  await rename(making, template).catch(async (error: NodeJS.ErrnoException) => {
    // Another run made it first.
    if (!existsSync(template)) throw error;
    await rm(making, { recursive: true, force: true });
  });
}

/** A local state at `persistTo` with every migration applied, as `npm start` leaves it before seeding. */
export async function freshMigratedState(persistTo: string): Promise<void> {
  await rm(persistTo, { recursive: true, force: true });
  await cp(templateState(), persistTo, { recursive: true });
}
