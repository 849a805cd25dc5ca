import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { useHydrated } from '../components/use-hydrated';
import type { EstateCard } from '../../shared/domain/estate-card';
import { EstateCardView } from '../../shared/components/estate-card';
import { type CountText, countText } from '../../shared/i18n/plural';
import { FavoriteButton } from '../components/favorite-button';
import { LoadFailed } from '../components/load-failed';
import { SWR_FETCH_OPTIONS, useRetryPolicy } from '../retry-policy';
import { favoritesStore } from '../stores/favorites';

export interface FavoritesListProps {
  /** /{lang}/ajax/estate/ */
  endpoint: string;
  labels: { empty: string; gone: CountText; noPhoto: string; favoriteAdd: string; favoriteRemove: string; loading: string; loadFailed: string; tryAgain: string };
}

type Loaded = { cards: EstateCard[]; gone: number[] };

/** Loads each favorite by id; a removed or hidden estate answers 404 and drops out. */
async function loadFavorites([endpoint, ids]: [string, number[]]): Promise<Loaded> {
  const answers = await Promise.all(
    ids.map(async (id) => {
      const response = await fetch(`${endpoint}${id}`, { headers: { Accept: 'application/json' } });
      if (response.status === 404) return { id, card: null };
      if (!response.ok) throw new Error(`favorite ${id} answered ${response.status}`);
      return { id, card: ((await response.json()) as { card: EstateCard }).card };
    }),
  );
  return {
    cards: answers.flatMap((answer) => (answer.card ? [answer.card] : [])),
    gone: answers.filter((answer) => !answer.card).map((answer) => answer.id),
  };
}

function Favorites({ endpoint, labels }: FavoritesListProps) {
  const favorites = favoritesStore();
  const { ids } = useSnapshot(favorites.state);
  const [removed, setRemoved] = useState(0);
  const { data, error, mutate } = useSWR(ids.length > 0 ? ([endpoint, [...ids]] as [string, number[]]) : null, loadFavorites, { ...SWR_FETCH_OPTIONS, keepPreviousData: true });
  const { gaveUp, tryAgain } = useRetryPolicy(error, data, () => void mutate());

  useEffect(() => {
    if (!data?.gone.length) return;
    setRemoved((count) => count + data.gone.length);
    favorites.remove(data.gone);
  }, [data, favorites]);

  useEffect(() => {
    if (error) console.error('favorites failed to load', error);
  }, [error]);
  const cards = (data?.cards ?? []).filter((card) => ids.includes(card.id));
  return (
    <>
      {removed > 0 ? <p className="alert alert--info">{countText(labels.gone, removed)}</p> : null}
      {ids.length === 0 ? <p className="listing__empty">{labels.empty}</p> : null}
      {ids.length > 0 && !data && !gaveUp ? <p className="listing__loading">{labels.loading}</p> : null}
      {gaveUp ? <LoadFailed message={labels.loadFailed} action={labels.tryAgain} onTryAgain={tryAgain} /> : null}
      <ul className="card-grid">
        {cards.map((card) => (
          <li key={card.id}>
            <EstateCardView card={card} headingLevel={2} labels={{ noPhoto: labels.noPhoto }} favorite={<FavoriteButton estateId={card.id} addLabel={labels.favoriteAdd} removeLabel={labels.favoriteRemove} />} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The favorites page's list: favorites live in the browser, so it is drawn there. */
export default function FavoritesList(props: FavoritesListProps) {
  const live = useHydrated();
  return <div className="favorites">{live ? <Favorites {...props} /> : <p className="listing__loading">{props.labels.loading}</p>}</div>;
}
