-- Writes held back for the agency's owner (docs/crm-connectors.md, "Held for the owner"): a
-- listing or a project's unit whose price, area or count a source changed by more than a factor
-- of ten against the version online, or put outside the range documented for its type, is not
-- written; its previous version stays online. The record as the source sent it (normalized) waits
-- here, one per source id, with what was found (field, old and new value), until the owner
-- accepts it in the console or a newer write of the same record replaces it.
CREATE TABLE held_listings (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  source TEXT NOT NULL,
  external_id TEXT NOT NULL,
  -- The listing (a project with its units) as normalized, to write when the owner accepts it.
  record TEXT NOT NULL CHECK (json_valid(record)),
  -- What was found: [{ externalId, path, old, new, reason }], a unit's by its own id.
  findings TEXT NOT NULL CHECK (json_valid(findings)),
  held_at TEXT NOT NULL,
  PRIMARY KEY (site_id, source, external_id)
);
