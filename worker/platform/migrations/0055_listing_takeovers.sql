-- A CRM's listings the agency made its own when it deleted the connection (docs/console-listings.md
-- "A CRM's listings made the agency's own"): each became a console listing (its draft here, its map
-- row's source `console`), the estate keeping its id. The draft names the source and id the CRM
-- wrote it under, so that the same CRM connected again does not write that listing a second time
-- or over the agency's: its writes of that id are refused, with a line in the sync log, while the
-- agency's listing is online.
ALTER TABLE listing_drafts ADD COLUMN former_source TEXT;
ALTER TABLE listing_drafts ADD COLUMN former_external_id TEXT;
CREATE INDEX listing_drafts_former ON listing_drafts (site_id, former_source, former_external_id) WHERE former_source IS NOT NULL;
