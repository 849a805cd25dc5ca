-- An agency's own DeepL API key (worker/platform/translations/agency-key.ts) beside its captcha
-- secret in site_secrets, encrypted the same way: the table is made again to take the name
-- `deepl` (SQLite cannot change a CHECK), its rows kept.
CREATE TABLE site_secrets_0063 (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (name IN ('captcha', 'deepl')),
  sealed TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (site_id, name)
);
INSERT INTO site_secrets_0063 (site_id, name, sealed, updated_at) SELECT site_id, name, sealed, updated_at FROM site_secrets;
DROP TABLE site_secrets;
ALTER TABLE site_secrets_0063 RENAME TO site_secrets;
