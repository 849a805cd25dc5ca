-- The published versions of the listings entered in the console (docs/console-listings.md):
-- every publish of a draft (migration 0034) keeps the record it wrote, with who published it
-- when; an earlier one can be restored (published again through the same ingest upsert, which
-- is itself a new version, `restored_from` naming the one it restored). A listing taken offline
-- (its estate deleted as the ingest API withdraws one) says who did so when on its draft, until
-- it is put back online or published again.
CREATE TABLE listing_versions (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  draft_id INTEGER NOT NULL REFERENCES listing_drafts(id) ON DELETE CASCADE,
  record TEXT NOT NULL CHECK (json_valid(record)),
  published_by TEXT NOT NULL,
  published_at TEXT NOT NULL,
  restored_from INTEGER
);
CREATE INDEX listing_versions_of_draft ON listing_versions (site_id, draft_id, id);

ALTER TABLE listing_drafts ADD COLUMN withdrawn_by TEXT;
ALTER TABLE listing_drafts ADD COLUMN withdrawn_at TEXT;

-- A draft published before this migration without a change since: its record is the live one.
INSERT INTO listing_versions (site_id, draft_id, record, published_by, published_at)
  SELECT site_id, id, record, published_by, published_at FROM listing_drafts
  WHERE published_version = version AND published_by IS NOT NULL AND published_at IS NOT NULL;
