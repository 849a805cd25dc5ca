import { env } from 'cloudflare:test';

/** The confirmation token of a subscription's latest confirmation mail (only that mail holds it). */
export async function confirmTokenOf(token: string): Promise<string> {
  const row = await env.DB.prepare(
    "SELECT json_extract(document, '$.confirmToken') AS confirmToken FROM outbox WHERE kind = 'subscription-confirmation' AND json_extract(document, " +
      "'$.token') = ?1 ORDER BY created_at DESC, rowid DESC",
  )
    .bind(token)
    .first<{ confirmToken: string }>();
  return row!.confirmToken;
}
