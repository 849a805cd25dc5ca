-- Self-service sign-up: when an operator opens it, an agency signs up in the console
-- by itself. Its request waits here until the owner's address is confirmed by a one-time link
-- (only the SHA-256 of the token is kept, as for sign-in links); using the link makes the site.
--   platform_settings   the platform's own switches, set by operators in the console
--                       ('sign_up_open' = '1' lets agencies sign up)
--   console_sign_ups    one row per request: the address, what was asked (name, languages),
--                       the link's hash, when it expires (15 minutes), used, and the site made
CREATE TABLE platform_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT
);

CREATE TABLE console_sign_ups (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  request TEXT NOT NULL CHECK (json_valid(request)),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  site_id INTEGER REFERENCES sites(id) ON DELETE SET NULL
);

CREATE INDEX console_sign_ups_email ON console_sign_ups(email, created_at);
