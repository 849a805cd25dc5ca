import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { EstateCardView } from '../../shared/components/estate-card';
import type { RecentListingsProps } from './list-props';
import { FavoriteButton } from '../components/favorite-button';
import { loadCards } from '../components/load-cards';
import { LoadFailed } from '../components/load-failed';
import { SWR_FETCH_OPTIONS, useRetryPolicy } from '../retry-policy';
import { followList, readList, RECENT_LIST, writeList } from '../stores/listing-lists';

/**
 * The listings whose page the visitor opened (client/enhancers/page-stats.enhance.ts keeps them),
 * newest first, at most twelve; one that is no more drops out. "Clear" empties the list.
 */
export default function RecentView({ endpoint, labels }: RecentListingsProps) {
  const [ids, setIds] = useState(() => readList(RECENT_LIST));
  useEffect(() => followList(RECENT_LIST, (next) => setIds([...next])), []);
  const { data, error, mutate } = useSWR(ids.length > 0 ? ([endpoint, ids] as [string, number[]]) : null, loadCards, {
    ...SWR_FETCH_OPTIONS,
    keepPreviousData: true,
  });
  const { gaveUp, tryAgain } = useRetryPolicy(error, data, () => void mutate());

  useEffect(() => {
    if (data?.gone.length)
      writeList(
        RECENT_LIST,
        readList(RECENT_LIST).filter((id) => !data.gone.includes(id)),
      );
  }, [data]);

  if (ids.length === 0) return <p className="listing__empty">{labels.empty}</p>;
  const cards = ids.flatMap((id) => data?.cards.filter((card) => card.id === id) ?? []);
  return (
    <>
      {!data && !gaveUp ? <p className="listing__loading">{labels.loading}</p> : null}
      {gaveUp ? <LoadFailed message={labels.loadFailed} action={labels.tryAgain} onTryAgain={tryAgain} /> : null}
      <ul className="card-grid">
        {cards.map((card) => (
          <li key={card.id}>
            <EstateCardView
              card={card}
              labels={{ noPhoto: labels.noPhoto }}
              favorite={<FavoriteButton estateId={card.id} addLabel={labels.favoriteAdd} removeLabel={labels.favoriteRemove} />}
              compare={labels.compare}
            />
          </li>
        ))}
      </ul>
      <button type="button" className="button button--ghost recent__clear" onClick={() => writeList(RECENT_LIST, [])}>
        {labels.clear}
      </button>
    </>
  );
}
