-- The public address last reported back to the listing's CRM (SweepBright's `PUT estates/{id}/url`):
-- an update reports it again only when it changed (a new primary hostname or default language),
-- not on every write. Null: never reported, or the report failed (the next event tries again).
ALTER TABLE external_ids ADD COLUMN reported_url TEXT;
