/** On a list of sold properties, a valuation call to action after every 16th item… */
export const VALUATION_EVERY = 16;
/** …and a reviews call to action after every 8th; */
export const REVIEWS_EVERY = 8;
/** otherwise a subscribe call to action after every 14th item, or after the last if fewer. */
export const SUBSCRIBE_EVERY = 14;
/** The transaction id of the sold list. */
export const SOLD_TRANSACTION_ID = 5;

export type CallToActionKind = 'valuation' | 'reviews' | 'subscribe';

export type ListEntry<T> = { kind: 'item'; item: T; position: number } | { kind: 'cta'; cta: CallToActionKind; after: number };

/** Whether a listing node is limited to sold properties (its transaction terms are exactly [5]). */
export function isSoldList(query: { terms?: Record<string, (number | string)[]> } | undefined): boolean {
  const ids = query?.terms?.['transaction.id'];
  return Array.isArray(ids) && ids.length > 0 && ids.every((id) => Number(id) === SOLD_TRANSACTION_ID);
}

/**
 * Places the calls to action between the items of a list. `total` is the size of the
 * whole result: 'after the last item if fewer than 14' looks at the list, not the page loaded.
 * An empty list has no entries (the page shows the 'no properties' message and the subscribe
 * call to action instead). `offset` is the place of the first item in the whole result (a
 * visitor without JavaScript on page 2 sees items 16 to 30, and the calls to action that go
 * with those places).
 * @example interleaveCallsToAction(items(3), { soldList: false, total: 3 }) // 3 items, then subscribe
 */
export function interleaveCallsToAction<T>(items: readonly T[], options: { soldList: boolean; total?: number; offset?: number }): ListEntry<T>[] {
  const total = options.total ?? items.length;
  const offset = options.offset ?? 0;
  const entries: ListEntry<T>[] = [];
  items.forEach((item, index) => {
    const position = offset + index + 1;
    entries.push({ kind: 'item', item, position });
    if (options.soldList) {
      if (position % VALUATION_EVERY === 0) entries.push({ kind: 'cta', cta: 'valuation', after: position });
      if (position % REVIEWS_EVERY === 0) entries.push({ kind: 'cta', cta: 'reviews', after: position });
    } else if (position % SUBSCRIBE_EVERY === 0 || (total < SUBSCRIBE_EVERY && position === total)) {
      entries.push({ kind: 'cta', cta: 'subscribe', after: position });
    }
  });
  return entries;
}
