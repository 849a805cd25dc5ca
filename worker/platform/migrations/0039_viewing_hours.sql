-- Viewing hours (docs/viewings.md): when an agency's viewings can be booked, set in the console
-- for the whole agency (scope 'site'), an office ('office:{id}') or an agent ('agent:{id}'),
-- the ids of the site's live offices and employees. `document` is the hours as
-- shared/domain/viewing-hours.ts reads them: the week, slot length, notice, days ahead,
-- exceptions, statuses and listings that offer it.
CREATE TABLE viewing_hours (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  scope TEXT NOT NULL,
  document TEXT NOT NULL CHECK (json_valid(document)),
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (site_id, scope)
);

-- The slots made from those hours are rows of the live agenda like the others (booked,
-- counted and freed the same way), marked by their origin; the seeded or imported ones have
-- none. One row per estate and start: two visitors opening the agenda at once make it once.
ALTER TABLE agenda_slots ADD COLUMN origin TEXT;
CREATE UNIQUE INDEX agenda_slots_hours ON agenda_slots(site_id, estate_id, starts_at) WHERE origin = 'hours';
