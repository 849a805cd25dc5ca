import { useEffect, useState } from 'react';
import { CardGrid, loadCards } from '../components/load-cards';
import { LoadFailed } from '../components/load-failed';
import { useRetriedSWR } from '../retry-policy';
import { followList, RECENT_LIST, readList, writeList } from '../stores/listing-lists';
import type { RecentListingsProps } from './list-props';

/**
 * The listings whose page the visitor opened (client/enhancers/page-stats.enhance.ts keeps them),
 * newest first, at most twelve; one that is no more drops out. "Clear" empties the list.
 */
export default function RecentView({ endpoint, labels }: RecentListingsProps) {
  const [ids, setIds] = useState(() => readList(RECENT_LIST));
  useEffect(() => followList(RECENT_LIST, (next) => setIds([...next])), []);
  const { data, gaveUp, tryAgain } = useRetriedSWR(ids.length > 0 ? ([endpoint, ids] as [string, number[]]) : null, loadCards);

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
      <CardGrid cards={cards} labels={labels} />
      <button type="button" className="button button--ghost recent__clear" onClick={() => writeList(RECENT_LIST, [])}>
        {labels.clear}
      </button>
    </>
  );
}
