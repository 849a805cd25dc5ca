/**
 * Alerts on what a visitor follows: what a followed listing's state is, and which of
 * its changes since the state last mailed are worth a mail. Pure, so every path that writes an
 * estate (ingest, CRM syncs, the console's editor) is judged alike by the one job comparing
 * (follows.ts).
 */

/** A followed listing's state: as last mailed (or seen when followed), or as it is now. */
export interface FollowState {
  price: number | null;
  status: string;
  underOption: boolean;
}

/** A change a follower is mailed of: a lower price, under option, sold, rented. */
export type FollowChange = 'price' | 'option' | 'sold' | 'rented';

/** The statuses that end a listing's time on the market, each mailed as its own change. */
const GONE: Record<string, FollowChange> = { SOLD: 'sold', RENTED: 'rented' };

/**
 * The changes from `was` to `now` worth a mail: sold or rented (then nothing else: the price no
 * longer matters); else put under option, and a price lower than the one last mailed. A price
 * raised, an option lifted or a listing back on the market mails nothing.
 */
export function followChanges(was: FollowState, now: FollowState): FollowChange[] {
  const gone = GONE[now.status];
  if (gone) return now.status === was.status ? [] : [gone];
  const changes: FollowChange[] = [];
  if (now.underOption && !was.underOption) changes.push('option');
  if (was.price !== null && now.price !== null && now.price < was.price) changes.push('price');
  return changes;
}

/** Whether the stored snapshot must move to `now` (any difference, mailed or not). */
export const differs = (was: FollowState, now: FollowState): boolean =>
  was.price !== now.price || was.status !== now.status || was.underOption !== now.underOption;
