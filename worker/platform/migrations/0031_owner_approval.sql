-- Editors' changes published by an owner (docs/publishing.md, "Approval").
--   sites.owner_approval  1: the owners chose that an editor submits the draft for approval and
--                         may not publish, discard or roll back (the console API's publisher
--                         guard, worker/platform/console-api/access.ts); 0 (the default): editors
--                         publish as owners do. Read in the directory (DB).
--   draft_submissions     a site's draft submitted for an owner's approval, one row at most per
--                         site, beside its site_drafts (the site's data database): who submitted
--                         it and when; `returned` once an owner sent it back, with who, when and
--                         their note. A publish or a discard of the draft removes the row.
ALTER TABLE sites ADD COLUMN owner_approval INTEGER NOT NULL DEFAULT 0 CHECK (owner_approval IN (0, 1));

CREATE TABLE draft_submissions (
  site_id INTEGER PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('waiting', 'returned')),
  submitted_by TEXT NOT NULL,
  submitted_at TEXT NOT NULL,
  returned_by TEXT,
  returned_at TEXT,
  note TEXT
);
