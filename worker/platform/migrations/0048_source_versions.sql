-- Order holds (docs/crm-connectors.md, "Order: older writes are refused as stale"): the newest
-- version of each listing and holiday rental unit its source has written, by the source's ids.
-- A write (or a delete) that carries an older version is refused as stale and the stored one
-- stays; a write without a version is taken as before (last write wins) and leaves the row as
-- it is. The row outlives a delete that carried a version (deleted_at), so a delayed older
-- write cannot bring the listing back; a delete without a version forgets it.
--   kind        listing (external_ids) or rental (rental_external_ids)
--   updated_at  the source's modification time, UTC, as YYYY-MM-DDTHH:MM:SS.sssZ (sorts as text)
--   version     the source's version number
--   deleted_at  when a delete with a version removed it; null while it is on the site
CREATE TABLE source_versions (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('listing', 'rental')),
  source TEXT NOT NULL,
  external_id TEXT NOT NULL,
  updated_at TEXT,
  version INTEGER,
  deleted_at TEXT,
  PRIMARY KEY (site_id, kind, source, external_id)
) WITHOUT ROWID;

-- The stored version only ever grows: a write that would lower it fails, and with it the D1
-- batch that holds the write, so two writers racing cannot put the older one last.
CREATE TRIGGER source_versions_never_older BEFORE UPDATE ON source_versions
WHEN NEW.updated_at < OLD.updated_at OR NEW.version < OLD.version
BEGIN
  SELECT RAISE(ABORT, 'stale: older than the stored source version');
END;

-- Records refused as stale, per run, request or webhook (they are not counted as refused).
ALTER TABLE sync_log ADD COLUMN stale INTEGER NOT NULL DEFAULT 0;
