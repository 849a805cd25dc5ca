-- Alerts that really arrive.
--
-- Estates: the price before the last lowering and when the price last changed. An import
-- that lowers an estate's price keeps the old one in previous_price and the moment in
-- price_changed_at; one that raises it clears previous_price (no longer "price lowered").
-- The estate's document carries both too (general.price.previousValue, .changedAt).
ALTER TABLE estates ADD COLUMN previous_price REAL;
ALTER TABLE estates ADD COLUMN price_changed_at TEXT;

-- Keep-me-informed subscriptions: double opt-in and how often they are mailed.
--   confirm_token   the secret of the confirmation mail's link (only that mail holds it);
--                   cleared once followed
--   confirmed_at    when the link was followed; nothing but the confirmation is mailed before
--   frequency       instant (every run of the Cron Trigger), daily or weekly
--   checked_until   the last run that considered this subscription: it is due again once a
--                   new period (of its frequency) has started after it
-- Subscriptions made before double opt-in were never confirmed: they receive no alerts.
ALTER TABLE subscriptions ADD COLUMN confirm_token TEXT;
ALTER TABLE subscriptions ADD COLUMN confirmed_at TEXT;
ALTER TABLE subscriptions ADD COLUMN frequency TEXT NOT NULL DEFAULT 'daily' CHECK (frequency IN ('instant', 'daily', 'weekly'));
ALTER TABLE subscriptions ADD COLUMN checked_until TEXT;

CREATE UNIQUE INDEX subscriptions_confirm_token ON subscriptions(confirm_token);
CREATE INDEX subscriptions_due ON subscriptions(confirmed_at, checked_until);

-- What each subscriber was alerted of, so an estate alerts a subscriber once as new and each
-- price drop once: change is 'new' or 'price:' and the drop's price_changed_at.
CREATE TABLE subscription_alerts (
  token TEXT NOT NULL REFERENCES subscriptions(token) ON DELETE CASCADE,
  estate_id INTEGER NOT NULL,
  change TEXT NOT NULL,
  outbox_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (token, estate_id, change)
);
