import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { fail } from '../kit/http';
import { raiseIdSequences } from './id-ranges';
import { allDatabases, KEEP_MS, rememberSite } from './site-db';
import type { PlatformBindings } from '../types';
import { type SiteTable, MOVED_TABLES } from './site-tables';

/*
 * Moving an agency between data databases (docs/scaling-and-costs.md, "Moving an agency"):
 * its rows copied table by table, `site_databases` switched, the old rows deleted. Ids are kept
 * (estate ids are in the listings' addresses): no two databases hand out the same one
 * (id-ranges.ts). Other isolates remember a site's database for a minute (site-db.ts
 * KEEP_MS), so the old rows are deleted by a run at least that long after the switch
 * (SITE_MOVE_SETTLE_SECONDS, default 60), which first copies what they wrote there meanwhile.
 * A run that stopped halfway is finished by the next: the move in progress is kept in the
 * directory's `platform_settings` (`site-move:<id>`); a copy not yet switched to is made again
 * from scratch, and the deletion of the old rows is repeated.
 */

/** Rows read and written at a time (D1 answers at most a few MB a query). */
const PAGE = 200;
/** Statements in one D1 batch. */
const BATCH = 50;
/** A call starts no new page of rows after this long: the site's admin call waits 5 s for the platform; the next call goes on. */
const CALL_BUDGET_MS = 2_500;

/** A move in progress, kept in the directory between calls. */
interface MoveState {
  from: string;
  to: string;
  /** The table being copied (index in MOVED_TABLES), and the key of its last row copied. */
  table: number;
  after: unknown[] | null;
  /** When site_databases was switched to `to`. */
  switchedAt?: number;
}

/** What a call of a move did. */
export interface SiteMove {
  siteId: number;
  from: string;
  to: string;
  /** False when the site was there already and nothing was left to do. */
  moved: boolean;
  /** The site reads and writes `to`. */
  switched: boolean;
  /** The old rows are deleted: the move is done. */
  finished: boolean;
  /** Not finished: call again after this many seconds (0: at once, the copy goes on). */
  retryAfter?: number;
  /** Rows copied by this call, per table. */
  copied: Record<string, number>;
}

const moveKey = (siteId: number) => `site-move:${siteId}`;

async function columnsOf(db: D1Database, table: string): Promise<{ names: string[]; key: string[] }> {
  const { results } = await db.prepare(`PRAGMA table_info("${table}")`).all<{ name: string; pk: number }>();
  const key = results
    .filter((column) => column.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((column) => column.name);
  return { names: results.map((column) => `"${column.name}"`), key: key.length > 0 ? key.map((name) => `"${name}"`) : ['rowid'] };
}

/** `(k1, k2) > (?2, ?3)`: the rows after a key (row values; the site id is ?1). */
const afterKey = (key: string[]) => `(${key.join(', ')}) > (${key.map((_, index) => `?${index + 2}`).join(', ')})`;

/**
 * Copies one table's rows of the site after `after`, a page at a time, while `more()` says so;
 * answers where it stopped (null: the table is done). A row of another site with the same key
 * fails the move (409). `catchUp`: rows there already are kept (what was written to the old
 * database after the switch is added).
 */
async function copyTable(
  move: { from: D1Database; to: D1Database; binding: string; siteId: number },
  table: SiteTable,
  after: unknown[] | null,
  more: (copied: number) => boolean,
  catchUp = false,
): Promise<unknown[] | null> {
  const { names, key } = await columnsOf(move.from, table.name);
  const keyIndexes = key.map((column) => (column === 'rowid' ? names.length : names.indexOf(column)));
  const conflict = catchUp || table.shared || table.name === 'sites' ? ' ON CONFLICT DO NOTHING' : '';
  const insert = `INSERT INTO "${table.name}" (${names.join(', ')}) VALUES (${names.map((_, index) => `?${index + 1}`).join(', ')})${conflict}`;
  // Rows written after the last stop the state recorded (a call cut off): this site's rows past the recorded key go first.
  if (!conflict)
    await move.to
      .prepare(`DELETE FROM "${table.name}" WHERE (${table.where})${after ? ` AND ${afterKey(key)}` : ''}`)
      .bind(move.siteId, ...(after ?? []))
      .run();
  let cursor = after;
  for (;;) {
    const select = `SELECT ${names.join(', ')}${key[0] === 'rowid' ? ', rowid' : ''} FROM "${table.name}"
    WHERE (${table.where})${cursor ? ` AND ${afterKey(key)}` : ''} ORDER BY ${key.join(', ')} LIMIT ${PAGE}`;
    const results = await move.from
      .prepare(select)
      .bind(move.siteId, ...(cursor ?? []))
      .raw<unknown[]>();
    const rows = results.map((row) => (table.name === 'sites' ? row.map((value, index) => (names[index] === '"document"' ? '{}' : value)) : row));
    for (let start = 0; start < rows.length; start += BATCH) {
      const statements = rows
        .slice(start, start + BATCH)
        .map((row) => move.to.prepare(insert).bind(...row.slice(0, names.length).map((value) => value ?? null)));
      try {
        await move.to.batch(statements);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // A guard: each database hands out ids of its own range (id-ranges.ts); only rows written before that can meet.
        if (/UNIQUE|PRIMARY KEY|constraint/i.test(message))
          fail(
            409,
            `${move.binding} already has a row of another site with one of this site's keys in ${table.name}; ids are kept in a move (they are in ` +
              `the listings' addresses), so this site cannot move there`,
          );
        throw error;
      }
    }
    const goOn = more(rows.length);
    if (rows.length < PAGE) return null;
    cursor = keyIndexes.map((index) => rows.at(-1)![index]);
    if (!goOn) return cursor;
  }
}
/** Deletes the site's rows from a database, children first; the directory's site row and shared rows stay. */
function deletions(db: D1Database, binding: string, siteId: number): D1PreparedStatement[] {
  return [...MOVED_TABLES]
    .reverse()
    .filter((table) => !table.shared && !(table.name === 'sites' && binding === 'DB'))
    .map((table) => db.prepare(`DELETE FROM "${table.name}" WHERE ${table.where}`).bind(siteId));
}

/**
 * One call of a move of a site's own rows to the database bound as `to`: it copies for about
 * 2.5 s and answers 202 with retryAfter 0 while rows are left; switches `site_databases` when
 * all are copied; deletes the old rows on a call KEEP_MS after the switch (202 with the
 * seconds to wait until then); 200 when done. A call that stopped halfway is finished by the next.
 * @example await moveSite(env, 3, 'DB_2') // { from: 'DB', to: 'DB_2', switched: false, retryAfter: 0, … }
 */
export async function moveSite(env: PlatformBindings, siteId: number, to: string, now = Date.now()): Promise<SiteMove> {
  const databases = new Map(allDatabases(env).map(({ binding, db }) => [binding, db]));
  const target = databases.get(to);
  if (!target) fail(400, `${to} is not a D1 database of this platform: one of ${[...databases.keys()].join(', ')}`);
  const directory = env.DB;
  const row = await directory
    .prepare(
      `SELECT d.binding, m.value AS pending FROM sites s LEFT JOIN site_databases d ON d.site_id = s.id LEFT JOIN platform_settings m ON m.key = ?2
       WHERE s.id = ?1`,
    )
    .bind(siteId, moveKey(siteId))
    .first<{ binding: string | null; pending: string | null }>();
  if (!row) fail(404, `No site ${siteId}`);
  const current = row.binding ?? 'DB';
  const pending = row.pending ? (JSON.parse(row.pending) as MoveState) : null;
  if (pending && pending.to !== to) fail(409, `The move of site ${siteId} to ${pending.to} is not finished: run it again with ${pending.to}`);
  if (!pending && current === to) return { siteId, from: current, to, moved: false, switched: true, finished: true, copied: {} };
  let state: MoveState = pending ?? { from: current, to, table: 0, after: null };
  const from = state.from;
  const source = databases.get(from);
  if (!source) fail(409, `Site ${siteId} is on ${from}, which this platform does not bind`);
  const save = (next: MoveState) =>
    directory
      .prepare(
        `INSERT INTO platform_settings (key, value, updated_at, updated_by) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      )
      .bind(moveKey(siteId), JSON.stringify(next), new Date(now).toISOString(), 'site-move');
  const answer = (switched: boolean, finished: boolean, retryAfter?: number): SiteMove => ({
    siteId,
    from,
    to,
    moved: true,
    switched,
    finished,
    ...(retryAfter === undefined ? {} : { retryAfter }),
    copied,
  });
  const copied: Record<string, number> = {};
  const move = { from: source, to: target, binding: to, siteId };

  // A first call: the source's sequences past every id of the site's rows, before they leave it (id-ranges.ts).
  if (!pending) await raiseIdSequences(source, from);

  const started = Date.now();
  /** Copies from where the state says for about CALL_BUDGET_MS; false when it stopped with rows left (the state saved). */
  const copyOn = async (catchUp: boolean): Promise<boolean> => {
    for (; state.table < MOVED_TABLES.length; state = { ...state, table: state.table + 1, after: null }) {
      const table = MOVED_TABLES[state.table]!;
      const more = (count: number) => {
        copied[table.name] = (copied[table.name] ?? 0) + count;
        return Date.now() - started < CALL_BUDGET_MS;
      };
      const stopped = await copyTable(move, table, state.after, more, catchUp);
      if (stopped) {
        await save({ ...state, after: stopped }).run();
        return false;
      }
    }
    return true;
  };

  if (current !== to) {
    try {
      if (!(await copyOn(false))) return answer(false, false, 0);
    } catch (error) {
      // Nothing of it is read yet: the copy goes, and the move with it.
      await target.batch(deletions(target, to, siteId));
      await directory.prepare('DELETE FROM platform_settings WHERE key = ?1').bind(moveKey(siteId)).run();
      throw error;
    }
    state = { ...state, table: 0, after: null, switchedAt: now };
    await directory.batch([
      to === 'DB'
        ? directory.prepare('DELETE FROM site_databases WHERE site_id = ?1').bind(siteId)
        : directory
            .prepare(
              `INSERT INTO site_databases (site_id, binding, placed_at) VALUES (?1, ?2, ?3)
               ON CONFLICT (site_id) DO UPDATE SET binding = excluded.binding, placed_at = excluded.placed_at`,
            )
            .bind(siteId, to, new Date(now).toISOString()),
      save(state),
    ]);
  }
  rememberSite(siteId, to);
  const settle = Number(env.SITE_MOVE_SETTLE_SECONDS ?? KEEP_MS / 1000) * 1000;
  const wait = (state.switchedAt ?? now) + settle - now;
  if (wait > 0) return answer(true, false, Math.ceil(wait / 1000));
  // What isolates that still knew the old database wrote there meanwhile (rows there already stay as they are), then the old rows go.
  if (!(await copyOn(true))) return answer(true, false, 0);
  await source.batch(deletions(source, from, siteId));
  await directory.prepare('DELETE FROM platform_settings WHERE key = ?1').bind(moveKey(siteId)).run();
  return answer(true, true);
}
