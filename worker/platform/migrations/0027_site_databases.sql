-- Sites spread over several D1 databases (docs/scaling-and-costs.md "More than
-- one D1 database"). Every D1 database of the platform gets every migration (one schema everywhere).
-- The binding DB is the directory: what is looked up before the site is known or spans sites
-- (sites and their documents, hostnames, the console's users, CRM connections, id sequences).
-- It is also the data database of every site this table does not name.
--   site_databases   the data database of a site placed elsewhere: the binding's name (DB_2,
--                    DB_3 …), chosen once when the site was made (the one with the most room
--                    among DATA_DATABASES) and never derived again. Moving a site is copying
--                    its rows, changing this row, forgetting its cached answers, deleting the old.
CREATE TABLE site_databases (
  site_id INTEGER PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  binding TEXT NOT NULL CHECK (binding GLOB 'DB_[1-9]*'),
  placed_at TEXT NOT NULL
);
