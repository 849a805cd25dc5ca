import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { useHydrated } from '../components/use-hydrated';
import { EstateCardView } from '../../shared/components/estate-card';
import { type CountText, countText } from '../../shared/i18n/plural';
import { FavoriteButton } from '../components/favorite-button';
import { LoadFailed } from '../components/load-failed';
import { loadCards } from '../components/load-cards';
import type { CompareWords } from '../../shared/components/compare-toggle';
import { SWR_FETCH_OPTIONS, useRetryPolicy } from '../retry-policy';
import { favoritesStore } from '../stores/favorites';

export interface FavoritesListProps {
  /** /{lang}/ajax/estate/ */
  endpoint: string;
  labels: {
    empty: string;
    gone: CountText;
    noPhoto: string;
    favoriteAdd: string;
    favoriteRemove: string;
    loading: string;
    loadFailed: string;
    tryAgain: string;
    compare: CompareWords;
  };
}

function Favorites({ endpoint, labels }: FavoritesListProps) {
  const favorites = favoritesStore();
  const { ids } = useSnapshot(favorites.state);
  const [removed, setRemoved] = useState(0);
  const { data, error, mutate } = useSWR(ids.length > 0 ? ([endpoint, [...ids]] as [string, number[]]) : null, loadCards, {
    ...SWR_FETCH_OPTIONS,
    keepPreviousData: true,
  });
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
            <EstateCardView
              card={card}
              headingLevel={2}
              labels={{ noPhoto: labels.noPhoto }}
              favorite={<FavoriteButton estateId={card.id} addLabel={labels.favoriteAdd} removeLabel={labels.favoriteRemove} />}
              compare={labels.compare}
            />
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
