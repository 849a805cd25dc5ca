import { EstateCardView } from '../../shared/components/estate-card';
import type { EstateCard } from '../../shared/domain/estate-card';
import type { CardListLabels } from '../lists/list-props';
import { FavoriteButton } from './favorite-button';

/** Cards loaded by id, and the ids that answered 404 (a removed or hidden estate). */
export type LoadedCards = { cards: EstateCard[]; gone: number[] };

// The lists of cards kept in the browser as ids (the favorites, the recently viewed listings):
// their cards loaded by id, and drawn.

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

/** The listings' cards, each with its heart and its compare toggle. */
export function CardGrid({ cards, headingLevel, labels }: { cards: EstateCard[]; headingLevel?: 2 | 3; labels: CardListLabels }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.id}>
          <EstateCardView
            card={card}
            headingLevel={headingLevel}
            labels={{ noPhoto: labels.noPhoto }}
            favorite={<FavoriteButton estateId={card.id} addLabel={labels.favoriteAdd} removeLabel={labels.favoriteRemove} />}
            compare={labels.compare}
          />
        </li>
      ))}
    </ul>
  );
}
