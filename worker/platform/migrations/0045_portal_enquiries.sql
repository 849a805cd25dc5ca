-- Portal enquiries (docs/portal-enquiries.md), in the directory database (DB) only: the
-- inbound address of each agency, its automatic answer, the enquiries received and the
-- answers sent (the rate limit per address).

-- An agency's inbound address is `<token>@<PORTAL_INBOUND_DOMAIN>`; a new token (rotation)
-- retires the old address. `words`: the automatic answer's opening per language, when the
-- agency wrote its own ({"nl": "…"}); the others are the defaults.
CREATE TABLE portal_inboxes (
  site_id INTEGER PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  auto_answer INTEGER NOT NULL DEFAULT 1 CHECK (auto_answer IN (0, 1)),
  words TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(words)),
  updated_at TEXT NOT NULL
);

-- Each mail received, once per Message-ID: read as a lead (`lead`, its outbox row `lead_id`)
-- or forwarded whole to the agency (`forwarded`, `reason` says why); `answer` says whether the
-- enquirer was answered and, if not, why.
CREATE TABLE portal_enquiries (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  message_id TEXT NOT NULL,
  portal TEXT,
  state TEXT NOT NULL CHECK (state IN ('lead', 'forwarded')),
  reason TEXT,
  sender TEXT NOT NULL,
  subject TEXT NOT NULL DEFAULT '',
  enquirer TEXT,
  reference TEXT,
  estate_id INTEGER,
  lead_id TEXT,
  answer TEXT,
  received_at TEXT NOT NULL,
  UNIQUE (site_id, message_id)
);
CREATE INDEX portal_enquiries_received ON portal_enquiries(site_id, received_at);

-- The answers sent, by the enquirer's address (lower case): the rate limit reads them.
CREATE TABLE portal_answers (
  address TEXT NOT NULL,
  site_id INTEGER NOT NULL,
  estate_id INTEGER,
  sent_at TEXT NOT NULL
);
CREATE INDEX portal_answers_address ON portal_answers(address, sent_at);
