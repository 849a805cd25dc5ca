-- The features a search asks for (garden, terrace, garage or parking, lift, new build,
-- furnished, swimming pool), derived once when a listing is written, from the facts its detail
-- page shows: shared/domain/listing-features.ts, by every write (worker/platform/estates-table.ts).
-- One bit each, in the order of PLAIN_FEATURES: garden 1, terrace 2, garage 4, elevator 8,
-- newBuild 16, furnished 32, pool 64. A search for features asks `features & mask = mask`.
--
-- Before, a search read the features from the document with paths no source wrote
-- ($.technical.garden: the demo says a garden as a build technical, the alternate source as the
-- field comfort.garden), so "huis met tuin" found nothing.

ALTER TABLE estates ADD COLUMN features INTEGER NOT NULL DEFAULT 0;

-- The listings written before: the same rules as estateFeatures (shared/domain/listing-features.ts)
-- in SQL; test/worker/listing-features.test.ts runs this statement over every demo listing and a
-- listing of each source and compares. An alternate-source listing's own field wins when it has
-- the key (estateFields: its fields over the mapped ones).
UPDATE estates SET features =
  -- garden: comfort.garden; the main source: technical.garden when a yes or no, else a build technical 'Garden'
  (CASE WHEN (CASE WHEN source = 'alternate' AND json_type(document, '$.fields."comfort.garden"') IS NOT NULL
      THEN json_type(document, '$.fields."comfort.garden"') = 'true'
      ELSE (CASE json_type(document, '$.technical.garden') WHEN 'true' THEN 1 WHEN 'false' THEN 0
        ELSE EXISTS (SELECT 1 FROM json_each(document, '$.buildTechnicals') b WHERE json_extract(b.value, '$.criteria') = 'Garden') END) END)
    THEN 1 ELSE 0 END)
  -- terrace: comfort.terrace, a terrace (room 10) in the layout, or a terrace area
  | (CASE WHEN (CASE WHEN source = 'alternate' AND json_type(document, '$.fields."comfort.terrace"') IS NOT NULL
      THEN json_type(document, '$.fields."comfort.terrace"') = 'true'
      ELSE json_type(document, '$.technical.terrace') = 'true' END)
    OR EXISTS (SELECT 1 FROM json_each(document, '$.layout') r WHERE json_extract(r.value, '$.value.id') = 10 AND json_extract(r.value, '$.count') > 0)
    OR (CASE WHEN source = 'alternate' AND json_type(document, '$.fields."layout.terrace_area"') IS NOT NULL
      THEN json_type(document, '$.fields."layout.terrace_area"') IN ('integer', 'real') AND json_extract(document, '$.fields."layout.terrace_area"') > 0
      ELSE EXISTS (SELECT 1 FROM json_each(document, '$.layout') r WHERE json_extract(r.value, '$.value.id') = 10
        AND json_type(r.value, '$.surface') IN ('integer', 'real') AND json_extract(r.value, '$.surface') > 0) END)
    THEN 2 ELSE 0 END)
  -- garage: garages (room 6) or parking spaces (room 14)
  | (CASE WHEN (CASE WHEN source = 'alternate' AND json_type(document, '$.fields."layout.garages"') IS NOT NULL
      THEN json_type(document, '$.fields."layout.garages"') IN ('integer', 'real') AND json_extract(document, '$.fields."layout.garages"') > 0
      ELSE EXISTS (SELECT 1 FROM json_each(document, '$.layout') r WHERE json_extract(r.value, '$.value.id') = 6 AND json_extract(r.value, '$.count') > 0) END)
    OR (CASE WHEN source = 'alternate' AND json_type(document, '$.fields."layout.parking_spaces"') IS NOT NULL
      THEN json_type(document, '$.fields."layout.parking_spaces"') IN ('integer', 'real') AND json_extract(document, '$.fields."layout.parking_spaces"') > 0
      ELSE EXISTS (SELECT 1 FROM json_each(document, '$.layout') r WHERE json_extract(r.value, '$.value.id') = 14 AND json_extract(r.value, '$.count') > 0) END)
    THEN 4 ELSE 0 END)
  -- elevator: comfort.elevator
  | (CASE WHEN (CASE WHEN source = 'alternate' AND json_type(document, '$.fields."comfort.elevator"') IS NOT NULL
      THEN json_type(document, '$.fields."comfort.elevator"') = 'true'
      ELSE json_type(document, '$.technical.elevator') = 'true' END)
    THEN 8 ELSE 0 END)
  -- newBuild: said so, the condition "new", or sold under the VAT regime (the field, or a land and a construction value)
  | (CASE WHEN json_type(document, '$.technical.newBuilding') = 'true'
    OR (CASE WHEN source = 'alternate' AND json_type(document, '$.fields."construction.condition"') IS NOT NULL
      THEN json_extract(document, '$.fields."construction.condition"') IS 'NEW'
      ELSE json_extract(document, '$.technical.condition') IS 'NEW' END)
    OR json_type(document, '$.fields."financial.vat_regime"') = 'true'
    OR (json_type(document, '$.general.price.groundValue') IN ('integer', 'real') AND json_extract(document, '$.general.price.groundValue') >= 0
      AND json_type(document, '$.general.price.constructionValue') IN ('integer', 'real') AND json_extract(document, '$.general.price.constructionValue') > 0)
    THEN 16 ELSE 0 END)
  -- furnished: comfort.furnished
  | (CASE WHEN (CASE WHEN source = 'alternate' AND json_type(document, '$.fields."comfort.furnished"') IS NOT NULL
      THEN json_type(document, '$.fields."comfort.furnished"') = 'true'
      ELSE json_type(document, '$.technical.furniture') = 'true' END)
    THEN 32 ELSE 0 END)
  -- pool: comfort.swimming_pool, or a facility named so in any language
  | (CASE WHEN (CASE WHEN source = 'alternate' AND json_type(document, '$.fields."comfort.swimming_pool"') IS NOT NULL
      THEN json_type(document, '$.fields."comfort.swimming_pool"') = 'true'
      ELSE json_type(document, '$.technical.swimmingPool') = 'true' END)
    OR EXISTS (SELECT 1 FROM json_each(document, '$.facilities') f, json_each(f.value, '$.name') n WHERE n.type = 'text'
      AND (instr(lower(n.value), 'zwembad') > 0 OR instr(lower(n.value), 'piscine') > 0
        OR instr(lower(n.value), 'swimming pool') > 0 OR instr(lower(n.value), 'schwimmbad') > 0))
    THEN 64 ELSE 0 END);

-- The search index (0008_scale_indexes.sql) holds the features too: counting the listings with
-- a garden reads the index alone, never the documents.
DROP INDEX estates_search;
CREATE INDEX estates_search ON estates(
  site_id, parent_id, main_transaction_id, price, publication_date, head_type_id, sub_type_id, city_id,
  bedroom_count, is_project, status, country_id, lat, lon, city_name_nl, city_name_fr, features
);
