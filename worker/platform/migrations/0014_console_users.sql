-- The agency console: who may sign in, for which agency, and their sign-in links
-- and sessions. An agency is a site here (one row of `sites`); an operator is no row but an
-- address in the platform's CONSOLE_OPERATORS (worker/platform/console-api/users.ts).
--   console_users          one per e-mail address; signed_in_at is null until the first
--                          sign-in (an invited colleague who has not come yet)
--   console_memberships    a user's role on a site: owner (everything for the agency, invites
--                          colleagues) or editor (content)
--   console_sign_in_links  one-time links: only the SHA-256 of the token is kept; a link works
--                          once (used_at) and until expires_at (15 minutes)
--   console_sessions       only the SHA-256 of the session id is kept; a session ends when idle
--                          too long (last_seen_at), at expires_at (absolute) or on sign-out (ended_at)
CREATE TABLE console_users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  created_at TEXT NOT NULL,
  signed_in_at TEXT
);

CREATE TABLE console_memberships (
  user_id INTEGER NOT NULL REFERENCES console_users(id) ON DELETE CASCADE,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('owner', 'editor')),
  invited_by INTEGER REFERENCES console_users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, site_id)
);

CREATE INDEX console_memberships_site ON console_memberships(site_id);

CREATE TABLE console_sign_in_links (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES console_users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE INDEX console_sign_in_links_user ON console_sign_in_links(user_id, created_at);

CREATE TABLE console_sessions (
  id_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES console_users(id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  ended_at TEXT
);

CREATE INDEX console_sessions_user ON console_sessions(user_id);

-- The console's own mail (kind console-sign-in: a sign-in link to a user's address) belongs to
-- no site's mailbox: the outbox's site_id may now be null, and every site's list (which reads
-- by site_id) leaves such rows out. SQLite cannot drop a NOT NULL, so the table is rebuilt
-- with every column of migrations 0002, 0004 and 0013 and its indexes.
CREATE TABLE outbox_new (
  id TEXT PRIMARY KEY,
  site_id INTEGER REFERENCES sites(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  document TEXT NOT NULL CHECK (json_valid(document)),
  created_at TEXT NOT NULL,
  sent_at TEXT,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed', 'stored')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  delivered_to TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(delivered_to)),
  claimed_until TEXT,
  updated_at TEXT,
  crm_state TEXT CHECK (crm_state IS NULL OR json_valid(crm_state)),
  needs_attention TEXT,
  redrives INTEGER NOT NULL DEFAULT 0
);

INSERT INTO outbox_new (id, site_id, kind, document, created_at, sent_at, status, attempts, last_error, delivered_to, claimed_until, updated_at, crm_state, needs_attention, redrives)
  SELECT id, site_id, kind, document, created_at, sent_at, status, attempts, last_error, delivered_to, claimed_until, updated_at, crm_state, needs_attention, redrives FROM outbox;

DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;

CREATE INDEX outbox_unsent ON outbox(sent_at, created_at);
CREATE INDEX outbox_pending ON outbox(status, created_at);
CREATE INDEX outbox_site_latest ON outbox(site_id, created_at);
CREATE INDEX outbox_site_kind ON outbox(site_id, kind, created_at);
CREATE INDEX outbox_failed ON outbox(status, updated_at) WHERE status = 'failed';
