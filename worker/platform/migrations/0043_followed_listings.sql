-- Alerts on what a visitor follows: a subscriber's followed listings, each with the
-- state last mailed of it (or seen when it was followed). The Cron Trigger compares every
-- followed listing's price, status and option with this snapshot: a price below it, "under
-- option", sold or rented is mailed once, and the snapshot becomes what was mailed; any other
-- difference (a price raised, back on the market) only moves the snapshot. One place compares,
-- so no writer of estates (ingest, CRM syncs, the console's editor) can be forgotten.
--   token         the subscription (its address and language; its unsubscribe ends every follow)
--   site_id       the site the follow was made on; the estate is one of that site's
--   price         the price last mailed or seen (NULL: none shown)
--   status        the status last mailed or seen (FOR_SALE, TO_RENT, SOLD, RENTED…)
--   under_option  1 when it was last mailed or seen under option
CREATE TABLE subscription_follows (
  token TEXT NOT NULL REFERENCES subscriptions(token) ON DELETE CASCADE,
  site_id INTEGER NOT NULL,
  estate_id INTEGER NOT NULL,
  price REAL,
  status TEXT NOT NULL,
  under_option INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (token, estate_id)
);

CREATE INDEX subscription_follows_site ON subscription_follows(site_id, estate_id);
