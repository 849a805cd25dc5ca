-- A listing's words in the languages its agency did not write (docs/translations.md): made once,
-- when the listing is written, by the translation queue's consumer (worker/platform/translations/),
-- never on a visitor's request. In each site's data database, beside its estates.
--
-- listing_translations: one text of one estate (its title or its description) in one language the
-- agency left empty, with where it came from: the provider and model, the language it was made
-- from and the SHA-256 of that text (a new one is made only when the original changes). `state`:
--   machine   made by the provider, its facts checked: shown, marked "translated automatically"
--   accepted  a machine text the agency accepted: shown, marked, and a language the page really has
--   agency    the agency's own words, written in the console over the machine's: shown as the agency's
--   refused   a number or a feature of it differs from the listing's: never shown; `reason` names
--             each claim that failed (JSON), for the console
--   off       switched off by the agency for this text and language: never shown nor made
--   waiting   to be made again (the original changed, the month's cap reached, the provider down):
--             not shown, so an old text never says what the original no longer says
-- The agency's own texts stay in estates.document; none of these is ever written there.
CREATE TABLE listing_translations (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  estate_id INTEGER NOT NULL REFERENCES estates(id) ON DELETE CASCADE,
  field TEXT NOT NULL CHECK (field IN ('title', 'description')),
  lang TEXT NOT NULL CHECK (lang IN ('nl', 'fr', 'en', 'de')),
  text TEXT,
  source_lang TEXT NOT NULL CHECK (source_lang IN ('nl', 'fr', 'en', 'de')),
  source_hash TEXT NOT NULL,
  provider TEXT NOT NULL,
  model TEXT,
  state TEXT NOT NULL CHECK (state IN ('machine', 'accepted', 'agency', 'refused', 'off', 'waiting')),
  reason TEXT,
  -- The characters of the original sent for it (what the provider counts): the month's usage.
  characters INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (estate_id, field, lang)
);

CREATE INDEX listing_translations_site ON listing_translations (site_id, estate_id);

-- An agency's switch (on unless switched off), the provider it prefers (null: the platform's) and
-- its cap in characters a month (null: the platform's TRANSLATION_MONTHLY_CHARACTERS).
CREATE TABLE translation_settings (
  site_id INTEGER PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  provider TEXT,
  monthly_characters INTEGER CHECK (monthly_characters IS NULL OR monthly_characters >= 0),
  updated_at TEXT NOT NULL
);

-- The characters an agency's listings sent to a provider, per calendar month (UTC, 'YYYY-MM').
CREATE TABLE translation_usage (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  characters INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (site_id, month)
);
