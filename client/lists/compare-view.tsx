import { useEffect, useState } from 'react';
import { type ComparedListing, compareRows } from '../../shared/domain/compare';
import { CardMedia } from '../../shared/components/estate-card';
import { countText } from '../../shared/i18n/plural';
import type { CompareListProps } from './list-props';
import { FavoriteButton } from '../components/favorite-button';
import { LoadFailed } from '../components/load-failed';
import { useRetriedSWR } from '../retry-policy';
import { COMPARE_LIST, followList, readList, writeList } from '../stores/listing-lists';

type Loaded = { listings: ComparedListing[]; gone: number[] };

async function loadListings([endpoint, ids]: [string, string]): Promise<Loaded> {
  const response = await fetch(`${endpoint}?ids=${ids}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`compare answered ${response.status}`);
  return (await response.json()) as Loaded;
}

/**
 * The chosen listings side by side: a column per listing, a row per fact, the rows
 * whose values differ marked, in sight (a tint and a sign) and in words for a screen reader (the
 * row's header says it). On a phone the columns scroll sideways under the finger, snapping to a
 * listing, with the facts' names kept in sight (client/styles/app.css `.compare`).
 */
export default function CompareView({ endpoint, labels }: CompareListProps) {
  const [ids, setIds] = useState(() => readList(COMPARE_LIST));
  const [removed, setRemoved] = useState(0);
  useEffect(() => followList(COMPARE_LIST, (next) => setIds([...next])), []);
  const { data, gaveUp, tryAgain } = useRetriedSWR(ids.length > 0 ? ([endpoint, ids.join(',')] as [string, string]) : null, loadListings);

  useEffect(() => {
    if (!data?.gone.length) return;
    setRemoved((count) => count + data.gone.length);
    writeList(
      COMPARE_LIST,
      readList(COMPARE_LIST).filter((id) => !data.gone.includes(id)),
    );
  }, [data]);

  const listings = ids.flatMap((id) => data?.listings.filter((listing) => listing.card.id === id) ?? []);
  const rows = compareRows(listings);
  const remove = (id: number) =>
    writeList(
      COMPARE_LIST,
      readList(COMPARE_LIST).filter((known) => known !== id),
    );
  return (
    <>
      {removed > 0 ? <p className="alert alert--info">{countText(labels.gone, removed)}</p> : null}
      {ids.length === 0 ? <p className="listing__empty">{labels.empty}</p> : null}
      {ids.length > 0 && !data && !gaveUp ? <p className="listing__loading">{labels.loading}</p> : null}
      {gaveUp ? <LoadFailed message={labels.loadFailed} action={labels.tryAgain} onTryAgain={tryAgain} /> : null}
      {listings.length > 0 ? (
        <>
          {/* The caption, in sight above the region that scrolls (a caption would scroll away with the table). */}
          <p className="compare__legend" aria-hidden="true">
            {labels.caption}
          </p>
          {/* A scrolling region a keyboard can reach (and scroll with the arrow keys), named by the table's caption. */}
          <div className="compare__scroller" tabIndex={0} role="region" aria-labelledby="compare-caption">
            <table className="compare__table">
              <caption id="compare-caption" className="visually-hidden">
                {labels.caption}
              </caption>
              <thead>
                <tr>
                  <td className="compare__corner" />
                  {listings.map(({ card }) => (
                    <th key={card.id} scope="col" className="compare__listing">
                      {card.image ? <CardMedia image={card.image} noPhoto="" /> : null}
                      <span className="compare__favorite">
                        <FavoriteButton estateId={card.id} addLabel={labels.favoriteAdd} removeLabel={labels.favoriteRemove} />
                      </span>
                      {card.href ? <a href={card.href}>{card.title}</a> : card.title}
                      <button
                        type="button"
                        className="compare__remove"
                        aria-label={labels.remove.replace('{{title}}', card.title)}
                        onClick={() => remove(card.id)}
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className={row.differs ? 'compare__row--differs' : undefined}>
                    <th scope="row">
                      {row.label}
                      {row.differs ? (
                        <span className="compare__differs">
                          <span aria-hidden="true"> ≠</span>
                          <span className="visually-hidden"> ({labels.differs})</span>
                        </span>
                      ) : null}
                    </th>
                    {row.values.map((value, at) => (
                      <td key={listings[at]!.card.id}>
                        {value ?? (
                          <>
                            <span aria-hidden="true">–</span>
                            <span className="visually-hidden">{labels.missing}</span>
                          </>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </>
  );
}
