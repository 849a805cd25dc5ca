-- Going live: the owner's preview of a site in coming-soon mode, and its publications.
--   site_preview_links   one-time links the console makes (POST /console-api/sites/{id}/preview):
--                        only the SHA-256 of the token is kept; a link works once (used_at) and
--                        until expires_at (15 minutes); a used link says the site was previewed
--                        (the checklist's "review" step)
--   site_preview_grants  what a used link is exchanged for on the site's host (its cookie): only
--                        the SHA-256 is kept; valid until expires_at (8 hours)
--   site_publications    every publish and return to coming soon: who (the user's address as it
--                        was then) and when, newest last
CREATE TABLE site_preview_links (
  token_hash TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES console_users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE INDEX site_preview_links_site ON site_preview_links(site_id, used_at);

CREATE TABLE site_preview_grants (
  grant_hash TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE TABLE site_publications (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('publish', 'unpublish')),
  user_id INTEGER REFERENCES console_users(id) ON DELETE SET NULL,
  email TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE INDEX site_publications_site ON site_publications(site_id, id);
