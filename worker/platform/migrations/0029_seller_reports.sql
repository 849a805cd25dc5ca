-- Seller reports (docs/statistics.md "Seller reports"): private links to one
-- listing's report on the agency's site. Only the SHA-256 of a link's token is kept (the token
-- is shown once, when the link is made). A link is refused once revoked or past its expiry;
-- the listing is named by its id without a foreign key, so a link outlives its listing and the
-- seller is told politely that the listing is gone (410) rather than "no such link".
CREATE TABLE seller_report_links (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  estate_id INTEGER NOT NULL,
  -- The seller's language, chosen when the link is made.
  locale TEXT NOT NULL CHECK (locale IN ('nl', 'fr', 'en', 'de')),
  created_by INTEGER,
  created_at TEXT NOT NULL,
  -- The last day (Brussels) the link opens; null: until revoked.
  expires_on TEXT,
  revoked_at TEXT,
  opened_at TEXT,
  open_count INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX seller_report_links_estate ON seller_report_links(site_id, estate_id);

-- Every change of an estate's listed price (the estates row keeps only the last lowering:
-- previous_price, price_changed_at, migration 0006): written by the trigger below whatever
-- writes the row (the ingest upsert, a CRM sync, the import), at the instant the write gave
-- price_changed_at. The seller report marks them on its timeline.
CREATE TABLE estate_price_changes (
  estate_id INTEGER NOT NULL,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  old_price REAL,
  new_price REAL,
  PRIMARY KEY (estate_id, at)
) WITHOUT ROWID;

CREATE TRIGGER estates_price_change AFTER UPDATE OF price ON estates
WHEN old.price IS NOT new.price
BEGIN
  INSERT OR REPLACE INTO estate_price_changes (estate_id, site_id, at, old_price, new_price)
  VALUES (new.id, new.site_id, coalesce(new.price_changed_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), old.price, new.price);
END;
