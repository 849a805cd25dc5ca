-- Visitors' writes kept by their Idempotency-Key (worker/platform/site-api/write-keys.ts): the
-- answer the platform gave the first time, so the same write again (the visitor's retry after
-- the site stopped waiting, the lead queue's copy, a double submit) is answered that answer and
-- writes nothing. A write that happened keeps its answer in the same batch as its rows; a refusal
-- is not kept (nothing was written). In each site's data database; the Cron Trigger drops rows
-- past 14 days.
CREATE TABLE write_keys (
  site_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  path TEXT NOT NULL,
  status INTEGER NOT NULL,
  answer TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (site_id, key)
);

CREATE INDEX write_keys_created ON write_keys (created_at);
