-- Agencies (sites) and the hostnames they answer on. The full site record is kept as
-- JSON in `document`; the columns are what is looked up or filtered on.
CREATE TABLE sites (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  document TEXT NOT NULL CHECK (json_valid(document))
);

CREATE TABLE site_hostnames (
  hostname TEXT PRIMARY KEY COLLATE NOCASE,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE
);

CREATE INDEX site_hostnames_site ON site_hostnames(site_id);

-- Navigation menus per site ('main', 'footer'); items are kept as a JSON document.
CREATE TABLE navigations (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  document TEXT NOT NULL CHECK (json_valid(document)),
  PRIMARY KEY (site_id, name)
);
