-- Site settings, part 2.
--   site_secrets        a site's own secrets, encrypted under CONNECTION_SECRET_KEY as the CRM
--                       connections' are (`v1:{iv}.{ciphertext}`): `captcha`, the secret of the
--                       agency's captcha keys. Never in the site document, so never in the site
--                       worker's cache or a page: the platform verifies a captcha token itself.
--   site_drafts         recreated to take the kind `site` (item `languages`: the site's language
--                       list and default language, drafted and published like its content).
--   translation_marks   fields filled in when a language was added (from the starter's text, or
--                       the default language's where the starter has none): "not translated
--                       yet" in the editors while the field still holds `filled`.
CREATE TABLE site_secrets (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (name IN ('captcha')),
  sealed TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (site_id, name)
);

CREATE TABLE site_drafts_0020 (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('page', 'navigation', 'entities', 'agreement', 'site')),
  item_key TEXT NOT NULL,
  document TEXT CHECK (document IS NULL OR json_valid(document)),
  version INTEGER NOT NULL,
  pending INTEGER NOT NULL DEFAULT 1 CHECK (pending IN (0, 1)),
  updated_by TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (site_id, kind, item_key)
);

INSERT INTO site_drafts_0020 (rowid, site_id, kind, item_key, document, version, pending, updated_by, updated_at)
  SELECT rowid, site_id, kind, item_key, document, version, pending, updated_by, updated_at FROM site_drafts;
DROP TABLE site_drafts;
ALTER TABLE site_drafts_0020 RENAME TO site_drafts;
CREATE INDEX site_drafts_pending ON site_drafts(site_id, pending);

CREATE TABLE translation_marks (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  item_key TEXT NOT NULL,
  locale TEXT NOT NULL,
  path TEXT NOT NULL,
  filled TEXT NOT NULL,
  PRIMARY KEY (site_id, kind, item_key, locale, path)
);
