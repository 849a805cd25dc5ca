import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

// Migrations 0041 and 0053 rebuild `connections` (SQLite cannot change a CHECK): 0041 so that
// its kind may be 'omnicasa', 0053 so that it lists no kind at all (a CRM is its folder and its
// registry line). Dropping the table would take the rows pointing at it: run again here over a
// connection with a queued sync event, an import and a sync-log entry, each keeps them as they were.

const migrationNamed = (prefix: string) => env.TEST_MIGRATIONS.find((one) => one.name.startsWith(prefix))!;
const migration = migrationNamed('0041_');

/**
 * What the migrations after `name` did to `connections`, done again over the table a replayed
 * rebuild left, so the files after this one in the same runtime meet today's schema: a later
 * rebuild is replayed whole, a later column or index added again.
 */
async function restoreLaterConnections(name: string): Promise<void> {
  const statement = (query: string) => query.replace(/^\s*(--[^\n]*\n\s*)*/, '');
  for (const later of env.TEST_MIGRATIONS.filter((one) => one.name > name)) {
    const queries = later.queries.some((query) => /^CREATE TABLE connections_/i.test(statement(query)))
      ? later.queries
      : later.queries.filter((query) => /^(ALTER TABLE connections ADD|CREATE (UNIQUE )?INDEX \S+ ON connections\()/i.test(statement(query)));
    if (queries.length > 0) await env.DB.batch(queries.map((query) => env.DB.prepare(query)));
  }
}

describe('migration 0041 (connections.kind may be omnicasa)', () => {
  it('keeps every connection, its sync events and its sync-log entries', async () => {
    const now = new Date().toISOString();
    const connection = await env.DB.prepare(
      'INSERT INTO connections (site_id, kind, settings, secret, created_at, cursor, test_result, tested_at) VALUES (1, \'whise\', \'{"username":"u"}\', ' +
        '\'v1:x.y\', ?1, \'{"since":"x"}\', \'{"ok":true}\', ?1) RETURNING id',
    )
      .bind(now)
      .first<number>('id');
    const event = await env.DB.prepare(
      "INSERT INTO sync_events (site_id, connection_id, external_id, event, received_at, updated_at) VALUES (1, ?1, 'abc', 'estate-updated', ?2, ?2) " +
        'RETURNING id',
    )
      .bind(connection, now)
      .first<number>('id');
    const entry = await env.DB.prepare("INSERT INTO sync_log (site_id, connection_id, kind, started_at) VALUES (1, ?1, 'whise', ?2) RETURNING id")
      .bind(connection, now)
      .first<number>('id');
    // The columns 0041 knows: replayed over today's schema it rebuilds the table as it was then
    // (a later migration's columns are not its business).
    const columns = 'id, site_id, kind, settings, secret, token_hash, created_at, last_run_at, last_success_at, last_error, cursor, test_result, tested_at';
    const before = await env.DB.prepare(`SELECT ${columns} FROM connections WHERE id = ?1`).bind(connection).first();

    await env.DB.batch(migration.queries.map((query) => env.DB.prepare(query)));
    // As 0041 made it, the table takes only the kinds it listed.
    await expect(env.DB.prepare("INSERT INTO connections (site_id, kind, created_at) VALUES (1, 'zabun', ?1)").bind(now).run()).rejects.toThrow(
      /CHECK constraint failed/,
    );
    await restoreLaterConnections(migration.name);
    expect(await env.DB.prepare(`SELECT ${columns} FROM connections WHERE id = ?1`).bind(connection).first()).toEqual(before);
    expect(await env.DB.prepare('SELECT connection_id, state FROM sync_events WHERE id = ?1').bind(event).first()).toEqual({
      connection_id: connection,
      state: 'queued',
    });
    expect(await env.DB.prepare('SELECT connection_id FROM sync_log WHERE id = ?1').bind(entry).first('connection_id')).toBe(connection);
    const omnicasa = await env.DB.prepare("INSERT INTO connections (site_id, kind, created_at) VALUES (1, 'omnicasa', ?1) RETURNING kind")
      .bind(now)
      .first('kind');
    expect(omnicasa).toBe('omnicasa');
    // Deleting a connection still takes its events with it: the foreign keys point at the new table.
    await env.DB.prepare('DELETE FROM connections WHERE id = ?1').bind(connection).run();
    expect(await env.DB.prepare('SELECT count(*) AS n FROM sync_events WHERE id = ?1').bind(event).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT connection_id FROM sync_log WHERE id = ?1').bind(entry).first('connection_id')).toBeNull();
  });
});

describe('migration 0053 (connections.kind lists no CRM)', () => {
  const replay = (name: string) => env.DB.batch(migrationNamed(name).queries.map((query) => env.DB.prepare(query)));
  const kindTaken = (kind: string) =>
    env.DB.prepare('INSERT INTO connections (site_id, kind, created_at) VALUES (1, ?1, ?2) RETURNING id')
      .bind(kind, new Date().toISOString())
      .first<number>('id');

  it('keeps every connection with all its columns, its sync events, imports and sync-log entries, its indexes and foreign keys', async () => {
    const now = new Date().toISOString();
    const connection = await env.DB.prepare(
      'INSERT INTO connections (site_id, kind, settings, secret, token_hash, created_at, last_run_at, last_error, cursor, test_result, tested_at) VALUES ' +
        "(1, 'omnicasa', '{\"customerName\":\"c\"}', 'v1:x.y', 'hash-0053', ?1, ?1, 'down', '{\"since\":\"x\"}', '{\"ok\":true}', ?1) RETURNING id",
    )
      .bind(now)
      .first<number>('id');
    const event = await env.DB.prepare(
      "INSERT INTO sync_events (site_id, connection_id, external_id, event, received_at, updated_at) VALUES (1, ?1, 'abc', 'estate-updated', ?2, ?2) " +
        'RETURNING id',
    )
      .bind(connection, now)
      .first<number>('id');
    const run = await env.DB.prepare(
      "INSERT INTO crm_imports (site_id, connection_id, reason, mode, started_at, updated_at) VALUES (1, ?1, 'connected', 'pages', ?2, ?2) RETURNING id",
    )
      .bind(connection, now)
      .first<number>('id');
    const entry = await env.DB.prepare("INSERT INTO sync_log (site_id, connection_id, kind, started_at) VALUES (1, ?1, 'omnicasa', ?2) RETURNING id")
      .bind(connection, now)
      .first<number>('id');
    const schema = () =>
      env.DB.prepare("SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'connections' AND name NOT LIKE 'sqlite_autoindex%' ORDER BY name").all();
    const indexes = (await schema()).results.filter((row) => row.type === 'index').map((row) => row.name);
    const before = await env.DB.prepare('SELECT * FROM connections ORDER BY id').all();

    await replay('0053_');

    expect((await env.DB.prepare('SELECT * FROM connections ORDER BY id').all()).results).toEqual(before.results);
    expect((await schema()).results.filter((row) => row.type === 'index').map((row) => row.name)).toEqual(indexes);
    expect(indexes).toEqual(expect.arrayContaining(['connections_general_leads', 'connections_site']));
    expect(await env.DB.prepare('SELECT connection_id, state FROM sync_events WHERE id = ?1').bind(event).first()).toEqual({
      connection_id: connection,
      state: 'queued',
    });
    expect(await env.DB.prepare('SELECT connection_id, mode FROM crm_imports WHERE id = ?1').bind(run).first()).toEqual({
      connection_id: connection,
      mode: 'pages',
    });
    expect(await env.DB.prepare('SELECT connection_id FROM sync_log WHERE id = ?1').bind(entry).first('connection_id')).toBe(connection);
    // The foreign keys point at the new table: deleting the connection takes its events and imports, and unlinks its log.
    await env.DB.prepare('DELETE FROM connections WHERE id = ?1').bind(connection).run();
    expect(await env.DB.prepare('SELECT count(*) AS n FROM sync_events WHERE id = ?1').bind(event).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM crm_imports WHERE id = ?1').bind(run).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT connection_id FROM sync_log WHERE id = ?1').bind(entry).first('connection_id')).toBeNull();
  });

  it('takes a kind no migration names (a new CRM needs none), and only a kind shaped as one', async () => {
    const id = await kindTaken('zabun');
    expect(id).toBeGreaterThan(0);
    await env.DB.prepare('DELETE FROM connections WHERE id = ?1').bind(id).run();
    for (const kind of ['', 'Zabun', 'zabun crm', '1zabun']) await expect(kindTaken(kind)).rejects.toThrow(/CHECK constraint failed/);
  });
});
