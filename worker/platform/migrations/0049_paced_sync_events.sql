-- CRM webhook events paced per connection, and what the platform could not take
-- (docs/crm-connectors.md "The sync queue on the console", decision 054):
--   sync_events.due_at     when a paced event's turn comes (Unix milliseconds): each webhook's event takes
--                          the connection's next turn (SYNC_LISTINGS_PER_MINUTE); the queue delivers it
--                          then, and the Cron Trigger does not send it again before. Null: at once.
--   sync_events.failed_at  when the platform gave the event up for good (its every try failed, or the CRM
--                          refused it): the console names it with "fetch again" until a newer event of the
--                          same listing comes.
--   crm_imports.kept_off   listings an import read and kept off the site (a status the site does not show),
--                          so its summary accounts for every record it read.
ALTER TABLE sync_events ADD COLUMN due_at INTEGER;
ALTER TABLE sync_events ADD COLUMN failed_at TEXT;
CREATE INDEX sync_events_turns ON sync_events(connection_id, due_at) WHERE due_at IS NOT NULL;
CREATE INDEX sync_events_failed ON sync_events(connection_id, failed_at) WHERE failed_at IS NOT NULL;
ALTER TABLE crm_imports ADD COLUMN kept_off INTEGER NOT NULL DEFAULT 0;
