import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

// Migration 0041 rebuilds `connections` so that its kind may be 'omnicasa' (SQLite cannot change
// a CHECK). Dropping the table would take the rows pointing at it: run again here over a
// connection with a queued sync event and a sync-log entry, it keeps all three as they were.

const migration = env.TEST_MIGRATIONS.find((one) => one.name.startsWith('0041_'))!;

describe('migration 0041 (connections.kind may be omnicasa)', () => {
  it('keeps every connection, its sync events and its sync-log entries', async () => {
    const now = new Date().toISOString();
    const connection = await env.DB.prepare(
      'INSERT INTO connections (site_id, kind, settings, secret, created_at, cursor, test_result, tested_at) VALUES (1, \'whise\', \'{"username":"u"}\', \'v1:x.y\', ?1, \'{"since":"x"}\', \'{"ok":true}\', ?1) RETURNING id',
    )
      .bind(now)
      .first<number>('id');
    const event = await env.DB.prepare(
      "INSERT INTO sync_events (site_id, connection_id, external_id, event, received_at, updated_at) VALUES (1, ?1, 'abc', 'estate-updated', ?2, ?2) RETURNING id",
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
    // The table is as 0041 made it: what later migrations added to it (columns, indexes) is put
    // back, so the files after this one in the same runtime meet today's schema.
    const later = env.TEST_MIGRATIONS.filter((one) => one.name > migration.name).flatMap((one) => one.queries);
    const statement = (query: string) => query.replace(/^\s*(--[^\n]*\n\s*)*/, '');
    const onConnections = later.filter((query) => /^(ALTER TABLE connections ADD|CREATE (UNIQUE )?INDEX \S+ ON connections\()/i.test(statement(query)));
    if (onConnections.length > 0) await env.DB.batch(onConnections.map((query) => env.DB.prepare(query)));

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
    await expect(env.DB.prepare("INSERT INTO connections (site_id, kind, created_at) VALUES (1, 'zabun', ?1)").bind(now).run()).rejects.toThrow(
      /CHECK constraint failed/,
    );
    // Deleting a connection still takes its events with it: the foreign keys point at the new table.
    await env.DB.prepare('DELETE FROM connections WHERE id = ?1').bind(connection).run();
    expect(await env.DB.prepare('SELECT count(*) AS n FROM sync_events WHERE id = ?1').bind(event).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT connection_id FROM sync_log WHERE id = ?1').bind(entry).first('connection_id')).toBeNull();
  });
});
