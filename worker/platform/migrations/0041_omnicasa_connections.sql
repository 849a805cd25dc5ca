-- Omnicasa connections (worker/platform/crm/omnicasa/, docs/crm-connectors.md "Omnicasa"):
-- `connections.kind` may be 'omnicasa'. SQLite cannot change a CHECK, so the table is rebuilt
-- with the same columns. Dropping it would take the rows that point at it (sync_events are
-- deleted with their connection, sync_log entries lose their connection_id): both are kept
-- aside first and put back after, whether or not the drop touched them.
PRAGMA defer_foreign_keys = true;

CREATE TABLE connections_0041 (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('sweepbright', 'whise', 'omnicasa', 'ingest', 'import')),
  settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
  secret TEXT,
  token_hash TEXT UNIQUE,
  created_at TEXT NOT NULL,
  last_run_at TEXT,
  last_success_at TEXT,
  last_error TEXT,
  cursor TEXT,
  test_result TEXT CHECK (test_result IS NULL OR json_valid(test_result)),
  tested_at TEXT
);

INSERT INTO connections_0041 (id, site_id, kind, settings, secret, token_hash, created_at, last_run_at, last_success_at, last_error, cursor, test_result, tested_at)
  SELECT id, site_id, kind, settings, secret, token_hash, created_at, last_run_at, last_success_at, last_error, cursor, test_result, tested_at FROM connections;

CREATE TABLE sync_events_0041 AS SELECT * FROM sync_events;
CREATE TABLE sync_log_links_0041 AS SELECT id, connection_id FROM sync_log WHERE connection_id IS NOT NULL;

DROP TABLE connections;
ALTER TABLE connections_0041 RENAME TO connections;
CREATE INDEX connections_site ON connections(site_id);

INSERT INTO sync_events SELECT * FROM sync_events_0041 WHERE id NOT IN (SELECT id FROM sync_events);
UPDATE sync_log SET connection_id = (SELECT links.connection_id FROM sync_log_links_0041 AS links WHERE links.id = sync_log.id)
  WHERE connection_id IS NULL AND id IN (SELECT id FROM sync_log_links_0041);

DROP TABLE sync_events_0041;
DROP TABLE sync_log_links_0041;
