-- The buyer pool (worker/platform/alerts/buyer-pool.ts): how many confirmed alerts of a site
-- search a home. Its one query reads each confirmed subscription's criteria; this partial
-- index holds them beside the site, so the count reads the index alone and never the whole
-- documents (names, attribution …). Unconfirmed subscriptions are left out of it, as they are
-- of the count. Its effect at 100,000 alerts: docs/benchmarks.md.
CREATE INDEX subscriptions_buyer_pool ON subscriptions(site_id, json_extract(document, '$.criteria')) WHERE confirmed_at IS NOT NULL;
