/**
 * A row of the `connections` table (migrations 0009, 0011, 0031, 0047) as D1 answers it: a site's CRM or
 * ingest connection. Readers that select fewer columns take a `Pick` of it.
 */
export interface ConnectionRow {
  id: number;
  site_id: number;
  kind: string;
  /** JSON of the connection's settings (never its secret). */
  settings: string;
  /** The AES-GCM-encrypted secret (connections/secrets.ts), or null. */
  secret: string | null;
  /** SHA-256 of an ingest token, or null. */
  token_hash: string | null;
  created_at: string;
  last_run_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  /** The provider's own state between runs (e.g. Whise's pull cursor), or null. */
  cursor: string | null;
  /** JSON of the last connection test's answer (ConnectionTest, migration 0032), or null: never tested with these credentials. */
  test_result: string | null;
  /** When the last connection test ran, or null. */
  tested_at: string | null;
  /** 1: the CRM connection the agency chose for the site's leads without a listing (migration 0047), else 0. */
  general_leads: number;
}
