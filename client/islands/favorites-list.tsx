import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { countText } from '../../shared/i18n/plural';
import { CardGrid, loadCards } from '../components/load-cards';
import { LoadFailed } from '../components/load-failed';
import { DrawnInBrowser } from '../components/drawn-in-browser';
import type { FavoritesListProps } from '../lists/list-props';
import { useRetriedSWR } from '../retry-policy';
import { favoritesStore } from '../stores/favorites';

export type { FavoritesListProps } from '../lists/list-props';

function Favorites({ endpoint, labels }: FavoritesListProps) {
  const favorites = favoritesStore();
  const { ids } = useSnapshot(favorites.state);
  const [removed, setRemoved] = useState(0);
  const { data, error, gaveUp, tryAgain } = useRetriedSWR(ids.length > 0 ? ([endpoint, [...ids]] as [string, number[]]) : null, loadCards);

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
      <CardGrid cards={cards} headingLevel={2} labels={labels} />
    </>
  );
}

/** The favorites page's list: favorites live in the browser, so it is drawn there. */
export default function FavoritesList(props: FavoritesListProps) {
  return (
    <DrawnInBrowser className="favorites" loading={props.labels.loading}>
      <Favorites {...props} />
    </DrawnInBrowser>
  );
}
