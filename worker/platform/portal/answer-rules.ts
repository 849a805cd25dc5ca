import { formatOf } from './formats';

// Whom the automatic answer never goes to (docs/portal-enquiries.md): an automatic or bulk
// mail (RFC 3834 Auto-Submitted, Precedence), a no-reply address or a portal's own, the
// platform and the agency themselves (no loops); and how often one address is answered.

/** Answers to one address in a day at most, and about one listing. */
export const ANSWERS_PER_DAY = 5;
export const ANSWERS_PER_LISTING_PER_DAY = 1;
export const DAY_MS = 24 * 60 * 60_000;

const NO_REPLY = /^(no-?reply|do-?not-?reply|donotreply|noreply|mailer-daemon|postmaster|bounces?|notifications?)([+._-].*)?@/i;

/** Why a mail's enquirer is not answered, whatever the rate: `automatic`, `no-reply`, `ourselves`; null: they may be. */
export function neverAnswered(
  headers: { autoSubmitted?: string; precedence?: string },
  enquirer: string,
  own: readonly (string | undefined)[],
): 'automatic' | 'no-reply' | 'ourselves' | null {
  const auto = headers.autoSubmitted?.trim().toLowerCase();
  if (auto && auto !== 'no') return 'automatic';
  if (/^(bulk|junk|list)$/i.test(headers.precedence?.trim() ?? '')) return 'automatic';
  const address = enquirer.toLowerCase();
  if (NO_REPLY.test(address) || formatOf(address)) return 'no-reply';
  const domain = address.split('@')[1] ?? '';
  for (const entry of own) {
    const mine = entry?.toLowerCase().trim();
    if (!mine) continue;
    if (mine === address || (!mine.includes('@') && (domain === mine || domain.endsWith(`.${mine}`)))) return 'ourselves';
  }
  return null;
}
