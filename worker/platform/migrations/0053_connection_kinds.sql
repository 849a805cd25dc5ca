-- `connections.kind` no longer lists the CRMs: a CRM is its folder of worker/platform/crm/ and
-- its line of the registry (docs/crm-connectors.md "Adding a CRM"), and the kinds a connection
-- may have are checked where it is made (connection-store.ts: the registry's kinds, ingest and
-- import). The column keeps a check of its shape only. SQLite cannot drop a CHECK, so the table
-- is rebuilt, the last time for a kind, with every column and index it has. Dropping it would
-- take the rows that point at it (sync_events and crm_imports are deleted with their connection,
-- sync_log entries lose their connection_id): they are kept aside first and put back after,
-- whether or not the drop touched them.
PRAGMA defer_foreign_keys = true;

CREATE TABLE connections_0053 (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind GLOB '[a-z]*' AND kind NOT GLOB '*[^a-z0-9]*'),
  settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
  secret TEXT,
  token_hash TEXT UNIQUE,
  created_at TEXT NOT NULL,
  last_run_at TEXT,
  last_success_at TEXT,
  last_error TEXT,
  cursor TEXT,
  test_result TEXT CHECK (test_result IS NULL OR json_valid(test_result)),
  tested_at TEXT,
  general_leads INTEGER NOT NULL DEFAULT 0 CHECK (general_leads IN (0, 1))
);

INSERT INTO connections_0053 (id, site_id, kind, settings, secret, token_hash, created_at, last_run_at, last_success_at, last_error, cursor, test_result, tested_at, general_leads)
  SELECT id, site_id, kind, settings, secret, token_hash, created_at, last_run_at, last_success_at, last_error, cursor, test_result, tested_at, general_leads
  FROM connections;

CREATE TABLE sync_events_0053 AS SELECT * FROM sync_events;
CREATE TABLE crm_imports_0053 AS SELECT * FROM crm_imports;
CREATE TABLE sync_log_links_0053 AS SELECT id, connection_id FROM sync_log WHERE connection_id IS NOT NULL;

DROP TABLE connections;
ALTER TABLE connections_0053 RENAME TO connections;
CREATE INDEX connections_site ON connections(site_id);
CREATE UNIQUE INDEX connections_general_leads ON connections(site_id) WHERE general_leads = 1;

INSERT INTO sync_events SELECT * FROM sync_events_0053 WHERE id NOT IN (SELECT id FROM sync_events);
INSERT INTO crm_imports SELECT * FROM crm_imports_0053 WHERE id NOT IN (SELECT id FROM crm_imports);
UPDATE sync_log SET connection_id = (SELECT links.connection_id FROM sync_log_links_0053 AS links WHERE links.id = sync_log.id)
  WHERE connection_id IS NULL AND id IN (SELECT id FROM sync_log_links_0053);

DROP TABLE sync_events_0053;
DROP TABLE crm_imports_0053;
DROP TABLE sync_log_links_0053;
