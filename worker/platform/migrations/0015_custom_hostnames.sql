-- An agency's own domain: each hostname the console asked Cloudflare for SaaS to serve
-- (a custom hostname of the platform's zone), with the state the platform last read from
-- Cloudflare's API. A hostname answers for its site (site_hostnames) only once it is active.
--   cloudflare_id  the custom hostname's id at Cloudflare; null until Cloudflare has taken it
--   status         pending (DNS or certificate not yet validated), active, failed (Cloudflare
--                  refused it or validation timed out: `detail` says why), removing (a delete
--                  that has not reached Cloudflare yet)
--   detail         the last answer's DNS records to create and its errors, as JSON
CREATE TABLE custom_hostnames (
  hostname TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  cloudflare_id TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'failed', 'removing')),
  detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail)),
  created_at TEXT NOT NULL,
  checked_at TEXT,
  active_at TEXT
);

CREATE INDEX custom_hostnames_site ON custom_hostnames (site_id);
CREATE INDEX custom_hostnames_pending ON custom_hostnames (status, checked_at);
