import type { D1Database } from '@cloudflare/workers-types';
import type { PlatformBindings } from '../types';

/*
 * Sites spread over several D1 databases. DB is the directory (sites, hostnames, the
 * console's people, connections) and the data database of every site not placed elsewhere;
 * `site_databases` (migration 0027) names the data database (DB_2, DB_3 …) of the others. Every
 * query of a site's own rows (pages, estates, outbox …) goes through `siteDb`.
 */

/** The binding name of one of the platform's D1 databases. */
const BINDING = /^DB(?:_[1-9]\d{0,3})?$/;
/** How long an isolate keeps a site's database (a site is moved only by an operator, docs/scaling-and-costs.md). */
export const KEEP_MS = 60_000;
/** At most this many sites remembered; past it the memory starts again. */
const KEEP_SITES = 5_000;
const placed = new Map<number, { binding: string; until: number }>();
/** The binding name of each database handed out here: its id range (id-ranges.ts) goes by it. */
const bindings = new WeakMap<D1Database, string>();

/** The D1 database bound under `binding`; a site placed on a database this platform does not bind is a configuration error. */
function bound(env: PlatformBindings, binding: string): D1Database {
  const db = BINDING.test(binding) ? (env as unknown as Record<string, D1Database | undefined>)[binding] : undefined;
  if (!db) throw new Error(`The D1 database ${binding} is not bound to this platform (wrangler.platform.toml d1_databases)`);
  bindings.set(db, binding);
  return db;
}

/** The binding name a database was reached by (siteDb, allDatabases); undefined for one never reached through them. */
export function bindingOf(db: D1Database): string | undefined {
  return bindings.get(db);
}

/** Remembers where a site's rows are (a placement just made, or one read from the directory). */
export function rememberSite(siteId: number, binding: string): void {
  if (placed.size >= KEEP_SITES) placed.clear();
  placed.set(siteId, { binding, until: Date.now() + KEEP_MS });
}

/** Forgets every remembered placement (the tests' fresh databases). */
export function forgetSiteDatabases(): void {
  placed.clear();
}

/** The binding name of a site's data database. A site that does not exist is answered DB (its queries find nothing) and not remembered. */
export async function siteBinding(env: PlatformBindings, siteId: number): Promise<string> {
  const known = placed.get(siteId);
  if (known && known.until > Date.now()) return known.binding;
  const row = await env.DB.prepare('SELECT d.binding FROM sites s LEFT JOIN site_databases d ON d.site_id = s.id WHERE s.id = ?1')
    .bind(siteId)
    .first<{ binding: string | null }>();
  const binding = row?.binding ?? 'DB';
  if (row) rememberSite(siteId, binding);
  return binding;
}

/**
 * The D1 database that holds a site's own rows: the one function every query of a site's
 * pages, estates, outbox … goes through (test/unit/platform/databases/site-db-guard.test.ts keeps it so).
 * @example const db = await siteDb(c.env, siteId);
 */
export async function siteDb(env: PlatformBindings, siteId: number): Promise<D1Database> {
  return bound(env, await siteBinding(env, siteId));
}

/** Every D1 database bound to the platform (DB first, then DB_2 …): the cron jobs and the cross-site listings visit each. */
export function allDatabases(env: PlatformBindings): { binding: string; db: D1Database }[] {
  return Object.keys(env)
    .filter((key) => BINDING.test(key) && (env as unknown as Record<string, unknown>)[key])
    .sort((a, b) => (a === 'DB' ? -1 : b === 'DB' ? 1 : Number(a.slice(3)) - Number(b.slice(3))))
    .map((binding) => ({ binding, db: bound(env, binding) }));
}

/** The data databases new sites may be placed on (DATA_DATABASES, e.g. `DB,DB_2`; default DB). */
export function dataDatabases(env: PlatformBindings): string[] {
  return (env.DATA_DATABASES ?? 'DB').split(/[\s,]+/).filter((name) => name !== '');
}

/**
 * The database of a call's site when it names one (X-SITE), else DB: ids asked without a site are
 * looked up in DB only (estate and collection ids are one number space per database).
 */
export function scopedDb(env: PlatformBindings, siteId: number | undefined): Promise<D1Database> | D1Database {
  return siteId === undefined ? env.DB : siteDb(env, siteId);
}
