-- Cookieless statistics (docs/statistics.md): counts only. One row per
-- site, day (Brussels), kind of event (view, visit, search, zero, favorite, share, contact,
-- viewing, reservation, subscription), dimension (source, campaign, device, lang, page,
-- listing, filter) and that dimension's value: an event adds one to a row of each dimension it
-- has, never to a combination of them, so a day holds tens of rows, not thousands. No address,
-- cookie, session or any identifier of a person is stored, here or anywhere on the way.
CREATE TABLE site_stats (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  kind TEXT NOT NULL,
  dim TEXT NOT NULL,
  value TEXT NOT NULL,
  count INTEGER NOT NULL,
  -- One listing's weeks (a seller's report) and one dimension's rows of a period are both ranges of it.
  PRIMARY KEY (site_id, dim, value, kind, day)
) WITHOUT ROWID;

-- The console's period: every row of one dimension of a site between two days.
CREATE INDEX site_stats_period ON site_stats(site_id, dim, day);
