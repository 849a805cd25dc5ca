-- Holiday rental units in through the ingest API, by the source's own ids.
--
-- One row per unit: the unit id the platform gave it (above every unit id and every claimed
-- one, so two sources' or two sites' ids never collide) and the hash of the unit as last
-- written (with its periods), so the same unit sent again writes nothing. A unit's periods
-- are known by their type and dates within the unit (the ingest API sends no period ids):
-- a period sent again with a new price or availability keeps its id, so a reservation
-- request that names it stays valid.
CREATE TABLE rental_external_ids (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  source TEXT NOT NULL,
  external_id TEXT NOT NULL,
  unit_id INTEGER NOT NULL UNIQUE,
  content_hash TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (site_id, source, external_id)
);

-- A unit's period by its type and dates (ingest/rental-upsert.ts matches on these).
CREATE INDEX rental_periods_natural ON rental_periods(unit_id, type_id, start_date, end_date);

-- A period's reservation requests (a period with requests is never deleted, only closed).
CREATE INDEX rental_reservations_period ON rental_reservations(period_id);
