-- The buyer pool (worker/platform/alerts/buyer-pool.ts): how many confirmed alerts of a site
-- search a home. Its one query reads each confirmed subscription's criteria; this partial
-- index holds them, each the same expression as in the query, beside the site, so SQLite
-- takes the values from the index rather than parsing every document. Unconfirmed subscriptions are left out of it,
-- as they are of the count. Its effect at 100,000 alerts: docs/benchmarks.md.
CREATE INDEX subscriptions_buyer_pool ON subscriptions(
  site_id,
  json_extract(document, '$.criteria.statuses'),
  json_extract(document, '$.criteria.priceMin'),
  json_extract(document, '$.criteria.priceMax'),
  json_extract(document, '$.criteria.bedroomsMin'),
  json_extract(document, '$.criteria.headTypeIds'),
  json_extract(document, '$.criteria.cityIds')
) WHERE confirmed_at IS NOT NULL;
