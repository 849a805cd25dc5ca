-- Listings entered in the console (docs/console-listings.md): each one's working copy, the
-- ingest API's normalized listing as JSON (source 'console', external_id the platform's own
-- id for it), with its version (a save names the version it was opened at: a newer one is a
-- conflict) and who saved it when. Publishing writes the record through the ingest upsert (the
-- estate and its row in external_ids); the draft stays, with who published which version when.
CREATE TABLE listing_drafts (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  external_id TEXT NOT NULL,
  record TEXT NOT NULL CHECK (json_valid(record)),
  version INTEGER NOT NULL,
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  published_version INTEGER,
  published_by TEXT,
  published_at TEXT,
  UNIQUE (site_id, external_id)
);
