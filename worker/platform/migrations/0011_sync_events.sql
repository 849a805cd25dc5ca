-- CRM events waiting for the sync queue: a SweepBright webhook is written here and
-- sent to the agency-sync queue; the consumer fetches the estate and records the outcome.
--   state      queued (sent, or waiting to be sent), running (a consumer has it), done,
--              dead (the last retry failed: the Cron Trigger sends it again later)
--   attempts   tries so far, over every send of the event
-- A second webhook for an estate whose event is still queued adds nothing (the consumer reads
-- the estate as it is when it runs): a replayed or forged call costs at most one fetch.
CREATE TABLE sync_events (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  connection_id INTEGER NOT NULL REFERENCES connections(id) ON DELETE CASCADE,
  external_id TEXT NOT NULL,
  event TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  received_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_error TEXT
);

CREATE UNIQUE INDEX sync_events_one_queued ON sync_events(connection_id, external_id) WHERE state = 'queued';
CREATE INDEX sync_events_state ON sync_events(state, updated_at);
