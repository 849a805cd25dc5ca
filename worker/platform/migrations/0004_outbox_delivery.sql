-- Delivery of the outbox (docs/leads.md): every row is also a Queue
-- message; the consumer delivers it to the site's destinations and records the outcome here.
--   status        pending (to deliver), delivered (every destination took it), failed (the
--                 last retry failed; last_error says why) or stored (the site has no
--                 destination for it: the outbox is its mailbox, GET /admin/outbox shows it)
--   attempts      deliveries started (claims), over every queue message for the row
--   delivered_to  destinations that took the row ("webhook", "email"): never sent to again
--   claimed_until one delivery at a time: another waits until this lease ends
ALTER TABLE outbox ADD COLUMN status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed', 'stored'));
ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN last_error TEXT;
ALTER TABLE outbox ADD COLUMN delivered_to TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(delivered_to));
ALTER TABLE outbox ADD COLUMN claimed_until TEXT;
ALTER TABLE outbox ADD COLUMN updated_at TEXT;

-- Rows written before delivery existed stay as they were: no site had a destination then.
UPDATE outbox SET status = 'stored';

CREATE INDEX outbox_pending ON outbox(status, created_at);
CREATE INDEX outbox_site_latest ON outbox(site_id, created_at);
