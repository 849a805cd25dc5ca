import type { EstateCard } from '../../shared/domain/estate-card';

/** Cards loaded by id, and the ids that answered 404 (a removed or hidden estate). */
export type LoadedCards = { cards: EstateCard[]; gone: number[] };

/**
 * Loads each estate's card by id (GET /{lang}/ajax/estate/{id}): the favorites and the recently
 * viewed listings, kept in the browser as ids.
 */
export async function loadCards([endpoint, ids]: [string, number[]]): Promise<LoadedCards> {
  const answers = await Promise.all(
    ids.map(async (id) => {
      const response = await fetch(`${endpoint}${id}`, { headers: { Accept: 'application/json' } });
      if (response.status === 404) return { id, card: null };
      if (!response.ok) throw new Error(`estate ${id} answered ${response.status}`);
      return { id, card: ((await response.json()) as { card: EstateCard }).card };
    }),
  );
  return {
    cards: answers.flatMap((answer) => (answer.card ? [answer.card] : [])),
    gone: answers.filter((answer) => !answer.card).map((answer) => answer.id),
  };
}
