-- The embedded platform's data. Full records are JSON documents; the
-- columns beside them are what searches filter, sort and join on, and are indexed.

CREATE TABLE pages (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  page_key TEXT NOT NULL,
  document TEXT NOT NULL CHECK (json_valid(document)),
  UNIQUE (site_id, page_key)
);

-- One row per language: GET /pages/by-url/{url} looks the path up here.
CREATE TABLE page_urls (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  url TEXT NOT NULL,
  page_id INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  PRIMARY KEY (site_id, locale, url)
);

-- Employees, offices, reviews, quotes.
CREATE TABLE entity_items (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  entity TEXT NOT NULL,
  id INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  document TEXT NOT NULL CHECK (json_valid(document)),
  PRIMARY KEY (site_id, entity, id)
);

CREATE TABLE estates (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  parent_id INTEGER,
  is_project INTEGER NOT NULL DEFAULT 0,
  -- 'main' or 'alternate' (guid-bearing) data source
  source TEXT NOT NULL CHECK (source IN ('main', 'alternate')),
  guid TEXT,
  head_type_id INTEGER NOT NULL,
  sub_type_id INTEGER NOT NULL,
  -- transaction id as the estate's source numbers it, and as the main source would
  transaction_id INTEGER NOT NULL,
  main_transaction_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  country_id TEXT NOT NULL DEFAULT 'BE',
  city_id INTEGER,
  zip TEXT,
  city_name_nl TEXT,
  city_name_fr TEXT,
  lat REAL,
  lon REAL,
  price REAL,
  bedroom_count INTEGER,
  publication_date TEXT NOT NULL,
  floor INTEGER,
  floor_id INTEGER,
  document TEXT NOT NULL CHECK (json_valid(document))
);

CREATE INDEX estates_site_transaction_price ON estates(site_id, main_transaction_id, price);
CREATE INDEX estates_site_publication ON estates(site_id, publication_date);
CREATE INDEX estates_site_city ON estates(site_id, city_id);
CREATE INDEX estates_site_head_type ON estates(site_id, head_type_id);
CREATE INDEX estates_site_location ON estates(site_id, lat, lon);
CREATE INDEX estates_parent ON estates(parent_id);
CREATE INDEX estates_guid ON estates(guid);

CREATE TABLE estate_collections (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  document TEXT NOT NULL CHECK (json_valid(document))
);

CREATE TABLE estate_collection_members (
  collection_id INTEGER NOT NULL REFERENCES estate_collections(id) ON DELETE CASCADE,
  estate_id INTEGER NOT NULL REFERENCES estates(id) ON DELETE CASCADE,
  PRIMARY KEY (collection_id, estate_id)
);

CREATE INDEX estate_collection_members_estate ON estate_collection_members(estate_id);

CREATE TABLE rental_units (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  location_id INTEGER NOT NULL,
  city_id INTEGER NOT NULL,
  sub_kind_id INTEGER,
  max_occupation INTEGER,
  price_from REAL,
  document TEXT NOT NULL CHECK (json_valid(document))
);

CREATE INDEX rental_units_site ON rental_units(site_id, location_id);

CREATE TABLE rental_periods (
  id INTEGER PRIMARY KEY,
  unit_id INTEGER NOT NULL REFERENCES rental_units(id) ON DELETE CASCADE,
  type_id INTEGER NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  price REAL NOT NULL,
  available INTEGER NOT NULL DEFAULT 1,
  document TEXT NOT NULL CHECK (json_valid(document))
);

CREATE INDEX rental_periods_unit ON rental_periods(unit_id, start_date);

-- Holiday reservation requests (the agency confirms them; the outbox carries the mail).
CREATE TABLE rental_reservations (
  id TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  unit_id INTEGER NOT NULL REFERENCES rental_units(id),
  period_id INTEGER NOT NULL REFERENCES rental_periods(id),
  document TEXT NOT NULL CHECK (json_valid(document)),
  created_at TEXT NOT NULL
);

CREATE TABLE agreements (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('privacy', 'terms')),
  locale TEXT NOT NULL,
  document TEXT NOT NULL CHECK (json_valid(document)),
  PRIMARY KEY (site_id, type, locale)
);

-- Site-specific UI string overrides (GET /translations/{locale}).
CREATE TABLE translations (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  document TEXT NOT NULL CHECK (json_valid(document)),
  PRIMARY KEY (site_id, locale)
);

-- Generated images: the recipe (kind, seed) is stored, the picture is drawn on request.
CREATE TABLE assets (
  id INTEGER PRIMARY KEY,
  hash TEXT NOT NULL,
  kind TEXT NOT NULL,
  seed TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1
);

-- Live agenda: viewing slots per estate, each with a capacity.
CREATE TABLE agenda_slots (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  estate_id INTEGER NOT NULL REFERENCES estates(id) ON DELETE CASCADE,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  capacity INTEGER NOT NULL CHECK (capacity > 0)
);

CREATE INDEX agenda_slots_estate ON agenda_slots(estate_id, starts_at);

CREATE TABLE appointments (
  id TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  slot_id INTEGER NOT NULL REFERENCES agenda_slots(id),
  document TEXT NOT NULL CHECK (json_valid(document)),
  created_at TEXT NOT NULL,
  cancelled_at TEXT
);

CREATE INDEX appointments_slot ON appointments(slot_id, cancelled_at);

-- Keep-me-informed subscriptions, reached only through their unguessable token.
CREATE TABLE subscriptions (
  token TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  document TEXT NOT NULL CHECK (json_valid(document)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE INDEX subscriptions_site_email ON subscriptions(site_id, email);

-- The hand-off point for every mail the site sends (contact requests, send-to-a-friend,
-- reservation and appointment confirmations). No mail server runs here: a mailer (or
-- the agency's CRM) reads this table and marks rows as sent.
CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  document TEXT NOT NULL CHECK (json_valid(document)),
  created_at TEXT NOT NULL,
  sent_at TEXT
);

CREATE INDEX outbox_unsent ON outbox(sent_at, created_at);

-- Municipalities estates and rental units are in (filter options, city autocomplete).
CREATE TABLE cities (
  id INTEGER PRIMARY KEY,
  zip TEXT NOT NULL,
  name TEXT NOT NULL CHECK (json_valid(name)),
  region TEXT NOT NULL,
  lat REAL NOT NULL,
  lon REAL NOT NULL
);
