-- The connection that last wrote each listing (a project's row: its units follow it). A write by
-- another connection under the same source is written and logged as written over that one's
-- (worker/platform/listings/upsert-listing.ts). Null: written before this column, or by no
-- connection (the console, npm run import, the owner's "Publish anyway"), which changes nothing.
ALTER TABLE external_ids ADD COLUMN connection_id INTEGER;
