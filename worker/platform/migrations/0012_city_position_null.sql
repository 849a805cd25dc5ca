-- A city outside the postal-code table has no map position (docs/crm-connectors.md,
-- "The ingest API"): lat and lon may be NULL. Before, the first listing written in such a city set the
-- position of the city for every site (from its own address, or 0,0). SQLite cannot drop NOT
-- NULL in place, so the table is made again with the same rows (nothing references it).
CREATE TABLE cities_new (
  id INTEGER PRIMARY KEY,
  zip TEXT NOT NULL,
  name TEXT NOT NULL CHECK (json_valid(name)),
  region TEXT NOT NULL,
  lat REAL,
  lon REAL
);
INSERT INTO cities_new (id, zip, name, region, lat, lon) SELECT id, zip, name, region, lat, lon FROM cities;
DROP TABLE cities;
ALTER TABLE cities_new RENAME TO cities;
