-- The requests an AI assistant made for one e-mail address on one site in the last day, counted
-- when the next one is kept (worker/platform/site-api/assistant-requests.ts): five a day, and
-- only requests kept count, so a call that failed, or its retry, never does. In each site's data database.
CREATE INDEX assistant_requests_address ON assistant_requests (site_id, lower(email), created_at);
