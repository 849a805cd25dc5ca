-- Passkeys (WebAuthn) as a second way to sign in to the console. The e-mail link
-- stays; a passkey is registered by a signed-in user and opens the same session as a link.
--   console_users.passkey_user_id   the user handle the authenticators keep with a discoverable
--                                   credential: 32 random bytes (URL-safe base64), made at the
--                                   user's first registration; never the e-mail address or row id
--   console_passkeys                one per registered credential: its id, COSE public key and
--                                   signature counter (what sign-in checks), the name the user
--                                   gave it and when it was made and last used; nothing else of
--                                   the authenticator (no attestation is asked or kept)
--   console_passkey_challenges      one per ceremony: only the SHA-256 of the challenge, what it
--                                   is for, whose (a registration) and the origin and RP ID it was
--                                   made for; used once (used_at), until expires_at (5 minutes)
ALTER TABLE console_users ADD COLUMN passkey_user_id TEXT;

CREATE UNIQUE INDEX console_users_passkey ON console_users(passkey_user_id) WHERE passkey_user_id IS NOT NULL;

CREATE TABLE console_passkeys (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES console_users(id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT
);

CREATE INDEX console_passkeys_user ON console_passkeys(user_id);

CREATE TABLE console_passkey_challenges (
  challenge_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  user_id INTEGER REFERENCES console_users(id) ON DELETE CASCADE,
  origin TEXT NOT NULL,
  rp_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE INDEX console_passkey_challenges_expiry ON console_passkey_challenges(expires_at);
