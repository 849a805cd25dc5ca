-- Leads into the agency's CRM (docs/leads.md).
--   crm_state        JSON: what the CRM already took of this row (the ids it gave, the steps
--                    done: worker/platform/leads/lead.ts LeadCrmState), so a retry never makes
--                    a second contact or calendar event
--   needs_attention  why the CRM refused the lead for good (a 4xx no retry can fix): the lead
--                    went to the agency by e-mail with this reason instead; null when all is well
--   redrives         how many times the Cron Trigger sent a failed row (dead letter) to the
--                    queue again; it stops at a limit
ALTER TABLE outbox ADD COLUMN crm_state TEXT CHECK (crm_state IS NULL OR json_valid(crm_state));
ALTER TABLE outbox ADD COLUMN needs_attention TEXT;
ALTER TABLE outbox ADD COLUMN redrives INTEGER NOT NULL DEFAULT 0;

-- The leads view of a site (GET /admin/sites/{id}/leads) and the re-drive of dead letters.
CREATE INDEX outbox_site_kind ON outbox(site_id, kind, created_at);
CREATE INDEX outbox_failed ON outbox(status, updated_at) WHERE status = 'failed';
