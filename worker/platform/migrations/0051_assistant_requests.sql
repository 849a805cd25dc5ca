-- Requests an AI assistant made for a person through the agency's MCP server (docs/assistants.md
-- "Requests"; worker/platform/site-api/assistant-requests.ts): a viewing or a message to the
-- agency, never written on the assistant's word alone. Each waits here until the person follows
-- the link mailed to them; only then is it written as the site's own form would write it
-- (`payload`, the platform write's body), once: `lead_id` names what it made (the contact
-- request's outbox row, the appointment). `id` is the site's Idempotency-Key of the call, so an
-- assistant asking again makes no second request or mail. The link's token is kept as its
-- SHA-256 only (`token_hash`); `client` is the assistant's name from its `initialize`.
-- In each site's data database.
CREATE TABLE assistant_requests (
  site_id INTEGER NOT NULL,
  id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('viewing', 'contact')),
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  email TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  client TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  confirmed_at TEXT,
  lead_id TEXT,
  PRIMARY KEY (site_id, id)
);

CREATE INDEX assistant_requests_expires ON assistant_requests (expires_at);
