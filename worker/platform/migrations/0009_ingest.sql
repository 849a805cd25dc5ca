-- Listings in from the agencies' CRMs.
--
-- Our estate ids stay integers; the ingest API and the connectors speak the source's own ids.
-- One row per listing (a project's units each have theirs): the estate id the platform gave
-- it, and the hash of the listing as last written, so the same listing sent again writes
-- nothing. estate_id is unique over every site and source: ids are allocated by the platform
-- (max of estates and this table, plus one, in the statement that claims the row), never
-- taken from a source, so two CRMs' ids cannot collide.
CREATE TABLE external_ids (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  source TEXT NOT NULL,
  external_id TEXT NOT NULL,
  estate_id INTEGER NOT NULL UNIQUE,
  -- The project's external id for a unit; null for a listing of its own.
  parent_external_id TEXT,
  content_hash TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (site_id, source, external_id)
);

-- A project's units, found by the project's id when it is written again or deleted.
CREATE INDEX external_ids_parent ON external_ids(site_id, source, parent_external_id);

-- Where a site's listings come from: a CRM connector (sweepbright, whise), the ingest API
-- (ingest: integrators with a bearer token) or `npm run import` (import).
--   settings          the connector's settings (JSON: client or office ids, type mappings, …)
--   secret            the CRM's credentials, AES-GCM encrypted with CONNECTION_SECRET_KEY
--                     ("v1:" base64 iv "." base64 ciphertext); never logged, never answered
--   token_hash        SHA-256 (hex) of an ingest connection's bearer token; the token itself
--                     is shown once, when the connection is made
--   last_run_at, last_success_at, last_error, cursor: what the last run did and where the
--                     next pull starts (a connector's own, e.g. Whise's last UpdateDateTime)
CREATE TABLE connections (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('sweepbright', 'whise', 'ingest', 'import')),
  settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
  secret TEXT,
  token_hash TEXT UNIQUE,
  created_at TEXT NOT NULL,
  last_run_at TEXT,
  last_success_at TEXT,
  last_error TEXT,
  cursor TEXT
);

CREATE INDEX connections_site ON connections(site_id);

-- One row per run of a connector, ingest request or webhook: what it did and what it refused.
--   refusals  JSON array of { source, externalId, path, reason }
CREATE TABLE sync_log (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  connection_id INTEGER REFERENCES connections(id) ON DELETE SET NULL,
  kind TEXT NOT NULL,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  created INTEGER NOT NULL DEFAULT 0,
  updated INTEGER NOT NULL DEFAULT 0,
  unchanged INTEGER NOT NULL DEFAULT 0,
  deleted INTEGER NOT NULL DEFAULT 0,
  refused INTEGER NOT NULL DEFAULT 0,
  refusals TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(refusals)),
  error TEXT
);

CREATE INDEX sync_log_site_latest ON sync_log(site_id, id);

-- The estates' new fields (hidden price, legal mentions, open homes, availability date,
-- virtual tour and video links) live in the estate's JSON document (general.price.hidden,
-- legalMentions, openHomes, technical.availableDate, videos[]): no search filters on them.
-- A hidden price is stored as no price (the price column is null), so no search or sort
-- reveals it.
