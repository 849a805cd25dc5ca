-- Why a lead's last delivery try failed, in a form the console says in the agency's words
-- (worker/platform/delivery/failure.ts): JSON `{ reason, crm }`, the reason one of
-- shared/contract/console.ts LEAD_FAILURES (a CRM error's kind, mail, webhook, other) and the
-- CRM when the CRM failed. last_error keeps the technical text; this is what the leads screen
-- shows beside "send again". Cleared when the row is delivered (kept while it needs attention:
-- the CRM refused it).
ALTER TABLE outbox ADD COLUMN failure TEXT CHECK (failure IS NULL OR json_valid(failure));
