-- What a search reads besides the features of migration 0050, derived once when a listing is
-- written from the facts its detail page shows (shared/domain/listing-features.ts, by every write:
-- worker/platform/estates-table.ts):
-- - five more bits of `features`, in the order of PLAIN_FEATURES: balcony 128 (where the data
--   keeps one: a terrace), outdoor 256 (a garden or a terrace), and the building's condition
--   ("Staat van het gebouw") toRenovate 512, toFreshenUp 1024, moveInReady 2048 (good or
--   excellent condition, renovated or new);
-- - `price_with_charges`: a monthly rent with the monthly charges and the provision its page
--   shows ("1.200 € warm", "charges comprises"); any other price as it is.

ALTER TABLE estates ADD COLUMN price_with_charges INTEGER;

-- The listings written before: the same rules as listingSearchFacts in SQL;
-- test/worker/listing-conditions.test.ts runs these statements over every demo listing and a
-- listing of each source and compares. An alternate-source listing's own field wins when it has the key.
UPDATE estates SET features = features
  | (CASE WHEN features & 2 THEN 128 ELSE 0 END)
  | (CASE WHEN features & 3 THEN 256 ELSE 0 END)
  | (CASE (CASE WHEN source = 'alternate' AND json_type(document, '$.fields."construction.condition"') IS NOT NULL
      THEN json_extract(document, '$.fields."construction.condition"')
      ELSE json_extract(document, '$.technical.condition') END)
    WHEN 'TO_RENOVATE' THEN 512
    WHEN 'TO_FRESHEN_UP' THEN 1024
    WHEN 'GOOD_CONDITION' THEN 2048 WHEN 'EXCELLENT_CONDITION' THEN 2048 WHEN 'RENEWED' THEN 2048 WHEN 'NEW' THEN 2048
    ELSE 0 END);

UPDATE estates SET price_with_charges = CASE
  WHEN price IS NULL OR json_extract(document, '$.general.price.period') IS NOT 'MONTH' THEN price
  ELSE price
    -- "Maandelijkse lasten": the alternate source's field when it has the key, else technical.monthlyCost
    + (CASE WHEN source = 'alternate' AND json_type(document, '$.fields."financial.monthly_charges"') IS NOT NULL
        THEN (CASE WHEN json_type(document, '$.fields."financial.monthly_charges"') IN ('integer', 'real')
          AND json_extract(document, '$.fields."financial.monthly_charges"') > 0 THEN json_extract(document, '$.fields."financial.monthly_charges"') ELSE 0 END)
        ELSE (CASE WHEN json_type(document, '$.technical.monthlyCost') IN ('integer', 'real')
          AND json_extract(document, '$.technical.monthlyCost') > 0 THEN json_extract(document, '$.technical.monthlyCost') ELSE 0 END) END)
    -- "Provisie": the alternate source's field alone
    + (CASE WHEN source = 'alternate' AND json_type(document, '$.fields."financial.provision"') IN ('integer', 'real')
        AND json_extract(document, '$.fields."financial.provision"') > 0 THEN json_extract(document, '$.fields."financial.provision"') ELSE 0 END)
  END;
