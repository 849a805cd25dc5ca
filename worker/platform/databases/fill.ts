import type { D1Database } from '@cloudflare/workers-types';
import type { DatabaseFillRow } from '../../../shared/contract/console-agencies';
import { logWarning } from '../log';
import { allDatabases, dataDatabases } from './site-db';
import type { PlatformBindings } from '../types';

/*
 * How full each of the platform's D1 databases is (docs/scaling-and-costs.md): what GET /databases
 * answers (the site's /admin/health `databases`, the console's operators) and where a new
 * site goes (`placeNewSite`).
 */

/** D1's limit of one database, which cannot be raised: 10 GB. */
export const D1_LIMIT_BYTES = 10_000_000_000;
/** The fill past which a database takes no new agency, unless DATABASE_FULL_PERCENT says otherwise. */
const DEFAULT_FULL_PERCENT = 80;

/** The size in bytes past which a database is full: DATABASE_FULL_PERCENT (default 80) of 10 GB. */
export function fullBytes(env: PlatformBindings): number {
  const percent = Number(env.DATABASE_FULL_PERCENT ?? DEFAULT_FULL_PERCENT);
  return (Number.isFinite(percent) && percent > 0 && percent <= 100 ? percent : DEFAULT_FULL_PERCENT) * (D1_LIMIT_BYTES / 100);
}

/** A database's size: D1 answers it with every query (`meta.size_after`). */
export async function databaseBytes(db: D1Database): Promise<number> {
  const result = await db.prepare('SELECT 1 AS one').all();
  return (result.meta as { size_after?: number }).size_after ?? 0;
}

/** How many sites each database holds (one directory query): DB those site_databases does not name. */
export async function sitesPerDatabase(env: PlatformBindings): Promise<Map<string, number>> {
  const { results } = await env.DB.prepare(
    "SELECT coalesce(d.binding, 'DB') AS binding, count(*) AS sites FROM sites s LEFT JOIN site_databases d ON d.site_id = s.id GROUP BY 1",
  ).all<{ binding: string; sites: number }>();
  return new Map(results.map((row) => [row.binding, row.sites]));
}

/** Every bound database's size, sites and fill, DB first; `names` limits it to those (placement's DATA_DATABASES). */
export async function databaseFills(env: PlatformBindings, names?: readonly string[]): Promise<DatabaseFillRow[]> {
  const placing = new Set(dataDatabases(env));
  const full = fullBytes(env);
  const databases = allDatabases(env).filter(({ binding }) => !names || names.includes(binding));
  const [sites, sizes] = await Promise.all([sitesPerDatabase(env), Promise.all(databases.map(({ db }) => databaseBytes(db)))]);
  return databases.map(({ binding }, index) => {
    const bytes = sizes[index]!;
    return { binding, bytes, sites: sites.get(binding) ?? 0, fill: bytes / D1_LIMIT_BYTES, placing: placing.has(binding), full: bytes >= full };
  });
}

/**
 * Where a new site goes: of DATA_DATABASES, the emptiest under DATABASE_FULL_PERCENT (fewer
 * sites when equal); when every one is past it, the least full, with a warning logged (add a
 * database: docs/deploying.md, step 7). The caller records it once (site_databases).
 */
export async function placeNewSite(env: PlatformBindings): Promise<{ binding: string; db: D1Database }> {
  const names = dataDatabases(env);
  const bound = allDatabases(env);
  const missing = names.find((name) => !bound.some(({ binding }) => binding === name));
  if (missing) throw new Error(`The D1 database ${missing} of DATA_DATABASES is not bound to this platform (wrangler.platform.toml d1_databases)`);
  const fills = (await databaseFills(env, names)).sort((a, b) => a.bytes - b.bytes || a.sites - b.sites);
  const chosen = fills.find((database) => !database.full) ?? fills[0]!;
  if (chosen.full)
    logWarning(
      'placement: every data database is past DATABASE_FULL_PERCENT, the least full takes the new site',
      `${chosen.binding} ${(chosen.fill * 100).toFixed(1)} % of 10 GB`,
      'add a database: docs/deploying.md step 7',
    );
  return { binding: chosen.binding, db: bound.find(({ binding }) => binding === chosen.binding)!.db };
}
