-- The last "test the connection" of each connection (the console runs it when a CRM is
-- connected or its credentials replaced, and when the owner asks): the answer as the console
-- API gives it (JSON: `{ ok: true }` or `{ ok: false, reason, retryAfter? }`,
-- shared/contract/console-crm.ts ConnectionTest) and when. The go-live checklist's CRM step is
-- done only when the last test of every connection succeeded. New credentials clear both: the
-- last test was of the old ones.
ALTER TABLE connections ADD COLUMN test_result TEXT CHECK (test_result IS NULL OR json_valid(test_result));
ALTER TABLE connections ADD COLUMN tested_at TEXT;
