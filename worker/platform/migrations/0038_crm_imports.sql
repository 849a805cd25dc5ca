-- A connection's initial imports (worker/platform/sync/imports.ts): one row each time everything
-- the CRM holds is asked for, on connect, when its credentials change and on the owner's
-- "import everything again".
--   mode       pages: the platform reads the CRM's list page by page, each page an event of
--              the sync queue (sync_events, event 'import'); publish: the CRM has no list call,
--              the agency publishes its listings again in the CRM and its webhook brings them
--   state      running, done, failed (the CRM refused it: the error says why), superseded (a
--              newer import of the connection took over)
--   total      listings the CRM said it holds (pages), null until its first page answered
--   imported   listings read so far (pages; a publish import's count is read from sync_log)
--   created, updated, unchanged, refused   what the pages wrote, added up
CREATE TABLE crm_imports (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  connection_id INTEGER NOT NULL REFERENCES connections(id) ON DELETE CASCADE,
  reason TEXT NOT NULL CHECK (reason IN ('connected', 'credentials', 'again')),
  mode TEXT NOT NULL CHECK (mode IN ('pages', 'publish')),
  state TEXT NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'done', 'failed', 'superseded')),
  total INTEGER,
  imported INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL DEFAULT 0,
  updated INTEGER NOT NULL DEFAULT 0,
  unchanged INTEGER NOT NULL DEFAULT 0,
  refused INTEGER NOT NULL DEFAULT 0,
  started_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  finished_at TEXT,
  error TEXT
);

CREATE INDEX crm_imports_connection ON crm_imports(connection_id, id);
CREATE INDEX sync_events_connection ON sync_events(connection_id, state, received_at);
