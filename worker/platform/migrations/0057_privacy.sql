-- What a visitor sent is kept as long as the agency's privacy statement says and erased in place
-- after it (docs/privacy.md; worker/platform/privacy/): a lead's outbox row, a viewing, a holiday
-- reservation and a portal enquiry keep the row (the statistics and the leads' history keep their
-- counts) without the person, and say when that happened.
--   erased_at   when the person's fields were removed (the retention step of the Cron Trigger, or
--               an erasure the agency made); null: not yet. A reservation's accounting record
--               (its booker's name, stay and price) stays in its document until the day the
--               document says (`keptUntil`).
ALTER TABLE outbox ADD COLUMN erased_at TEXT;
ALTER TABLE appointments ADD COLUMN erased_at TEXT;
ALTER TABLE rental_reservations ADD COLUMN erased_at TEXT;
ALTER TABLE portal_enquiries ADD COLUMN erased_at TEXT;

-- The retention step reads, per site, the rows not yet erased that are older than its period.
CREATE INDEX outbox_unerased ON outbox(site_id, created_at) WHERE erased_at IS NULL;
CREATE INDEX appointments_unerased ON appointments(site_id, created_at) WHERE erased_at IS NULL;
CREATE INDEX rental_reservations_unerased ON rental_reservations(site_id, created_at) WHERE erased_at IS NULL;
CREATE INDEX portal_enquiries_unerased ON portal_enquiries(site_id, received_at) WHERE erased_at IS NULL;

-- Who in an agency looked at or took its visitors' data, in the site's data database: each view
-- of the leads (and of the portal enquiries), each export (the CSV, a person's data), each
-- search and erasure of a person on the privacy screen, each call of the admin API's lead
-- listings. What, as a count and the filters: never whose data (an erasure leaves when, by
-- whom and how many). Kept as long as the leads (the retention step drops older entries).
--   id      random (a moved site keeps its rows: no range to hand out)
--   who     the console user's address, or `admin API`
--   action  leads, leadsCsv, portalEnquiries, personSearch, personExport, personErase, adminLeads, adminOutbox
CREATE TABLE access_log (
  id TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL,
  at TEXT NOT NULL,
  who TEXT NOT NULL,
  action TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  detail TEXT
);

CREATE INDEX access_log_site ON access_log(site_id, at);
