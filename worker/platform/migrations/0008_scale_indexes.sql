-- Searches whose cost stays flat as a site grows (docs/scaling-and-costs.md). One index holds every
-- column a search filters or sorts on, so counting the matches and ordering them reads only
-- this index, never the estates' rows (each about 8 KB with its document); the page query
-- then reads the documents of the page's rows alone (worker/platform/search/index.ts).
-- site_id, parent_id and the transaction lead: every listing asks for them.
CREATE INDEX estates_search ON estates(
  site_id, parent_id, main_transaction_id, price, publication_date, head_type_id, sub_type_id, city_id,
  bedroom_count, is_project, status, country_id, lat, lon, city_name_nl, city_name_fr
);
