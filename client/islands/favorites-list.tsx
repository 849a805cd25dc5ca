import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import type { EstateCard } from '../../shared/domain/estate-card';
import { EstateCardView } from '../../shared/components/estate-card';
import { FavoriteButton } from '../components/favorite-button';
import { favoritesStore } from '../stores/favorites';

export interface FavoritesListProps {
  /** /{lang}/ajax/estate/ */
  endpoint: string;
  labels: { empty: string; gone: string; noPhoto: string; favoriteAdd: string; favoriteRemove: string; loading: string };
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
  const { data, error } = useSWR(ids.length > 0 ? ([endpoint, [...ids]] as [string, number[]]) : null, loadFavorites, { revalidateOnFocus: false, keepPreviousData: true });

  useEffect(() => {
    if (!data?.gone.length) return;
    setRemoved((count) => count + data.gone.length);
    favorites.remove(data.gone);
  }, [data, favorites]);

  if (error) console.error('favorites failed to load', error);
  const cards = (data?.cards ?? []).filter((card) => ids.includes(card.id));
  return (
    <>
      {removed > 0 ? <p className="alert alert--info">{labels.gone.replace('{{count}}', String(removed))}</p> : null}
      {ids.length === 0 ? <p className="listing__empty">{labels.empty}</p> : null}
      {ids.length > 0 && !data ? <p className="listing__loading">{labels.loading}</p> : null}
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
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return <div className="favorites">{live ? <Favorites {...props} /> : <p className="listing__loading">{props.labels.loading}</p>}</div>;
}
