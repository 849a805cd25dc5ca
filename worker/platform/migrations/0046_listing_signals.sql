-- The weekly signals of each listing (views, favourites, enquiries, buyer pool) pushed
-- to the site's CRM, or carried by the agency's weekly mail where its CRM has no place for them
-- (worker/platform/signals/). One row per listing and Brussels week (its Monday): pushed once.
--   state  'crm'    the CRM took them
--          'mail'   they go in the week's mail (the CRM has no place for them, refused them, or
--                   did not answer through the retries: last_error says why)
--          'retry'  the CRM failed for now; tried again from next_try_at
CREATE TABLE listing_signals (
  site_id INTEGER NOT NULL,
  week TEXT NOT NULL,
  estate_id INTEGER NOT NULL,
  state TEXT NOT NULL,
  figures TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_try_at TEXT,
  last_error TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (site_id, week, estate_id)
) WITHOUT ROWID;

-- A site's week once every listing is pushed or in its mail, and the mail's outbox row (if any).
CREATE TABLE listing_signal_weeks (
  site_id INTEGER NOT NULL,
  week TEXT NOT NULL,
  done_at TEXT NOT NULL,
  outbox_id TEXT,
  PRIMARY KEY (site_id, week)
) WITHOUT ROWID;
