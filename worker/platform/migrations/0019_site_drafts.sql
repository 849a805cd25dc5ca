-- The agency edits its own site: edits go to a draft, a publish makes them live.
--   site_drafts          the draft over the live content, one row per item: a page (item_key
--                        its id), a menu (its name), a list of entities (employees, offices,
--                        reviews, quotes: the whole ordered list) or an agreement (`privacy/nl`).
--                        document NULL: the item is deleted in the draft. version counts the
--                        item's saves (optimistic concurrency: a save names the version it
--                        started from); pending 1 until a publish makes the row live (the row
--                        stays, with its version, so an editor open before the publish still
--                        meets the version it started from)
--   content_publications every publish and rollback of a site's content: who and when, and
--                        the rollback that undid it (rolled_back_by)
--   publication_items    what one publication changed: each item's document before and after
--                        (NULL: absent), so a rollback restores the before
--   id_sequences         ids taken by one atomic UPDATE … RETURNING (a new page's id: pages.id
--                        is one number space for every site)
CREATE TABLE site_drafts (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('page', 'navigation', 'entities', 'agreement')),
  item_key TEXT NOT NULL,
  document TEXT CHECK (document IS NULL OR json_valid(document)),
  version INTEGER NOT NULL,
  pending INTEGER NOT NULL DEFAULT 1 CHECK (pending IN (0, 1)),
  updated_by TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (site_id, kind, item_key)
);

CREATE INDEX site_drafts_pending ON site_drafts(site_id, pending);

CREATE TABLE content_publications (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('publish', 'rollback')),
  email TEXT NOT NULL,
  created_at TEXT NOT NULL,
  rolled_back_by INTEGER REFERENCES content_publications(id) ON DELETE SET NULL
);

CREATE INDEX content_publications_site ON content_publications(site_id, id);

CREATE TABLE publication_items (
  publication_id INTEGER NOT NULL REFERENCES content_publications(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  item_key TEXT NOT NULL,
  before TEXT CHECK (before IS NULL OR json_valid(before)),
  after TEXT CHECK (after IS NULL OR json_valid(after)),
  PRIMARY KEY (publication_id, kind, item_key)
);

CREATE TABLE id_sequences (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);

INSERT INTO id_sequences (name, value) SELECT 'page', COALESCE(MAX(id), 0) FROM pages;
