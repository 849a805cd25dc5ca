import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useHydrated } from '../components/use-hydrated';
import { interleaveCallsToAction } from '../../shared/domain/calls-to-action';
import type { EstateCard } from '../../shared/domain/estate-card';
import { type EstateFilter, toSearchParams } from '../../shared/domain/search-params';
import type { ListingNode } from '../../shared/domain/listing-search';
import { type CountText, countText } from '../../shared/i18n/plural';
import { EstateCardView } from '../../shared/components/estate-card';
import type { CompareWords } from '../../shared/components/compare-toggle';
import { type CtaContents, ListingCta } from '../../shared/components/listing-cta';
import { FavoriteButton } from '../components/favorite-button';
import { onReach } from '../components/intent-gate';
import { followLanguageLinks } from '../components/language-links';
import { LoadFailed } from '../components/load-failed';
import { NextPageLink } from '../components/next-page-link';
import { hasMorePages } from '../stores/estate-list';
import { listStores } from '../stores/listing-registry';
import type { AreaSearchLabels } from '../map/area-tools';

// The map view loads with its code (swr for the pins, then Leaflet) when the visitor opens the map;
// '#estate-map-view' and '#estate-pages' (package.json "imports") are a stub in the worker.
const EstateMapView = lazy(() => import('#estate-map-view'));

/** The code of the pages after the server's (client/lists/estate-pages.tsx: swr), loaded when the list first needs one. */
const loadPages = () => import('#estate-pages');
type PagesModule = Awaited<ReturnType<typeof loadPages>>;

/** The filter bar (client/islands/estate-filter.tsx), whose changes are new searches: reaching for it loads the pages' code. */
const FILTER_BAR = 'form[role="search"]';

/**
 * How near the list's end comes before the pages' code loads: well before the next page does
 * (600 px, estate-pages.tsx), so that page waits for its answer alone.
 */
const PAGES_CODE_MARGIN = '1200px 0px';

export interface EstateListProps {
  listingKey: string;
  /** /{lang}/ajax/estates?page=…&section=… */
  endpoint: string;
  /** /{lang}/ajax/estate-markers?page=…&section=… */
  markersEndpoint: string;
  filter: EstateFilter;
  node: ListingNode;
  /** The page the server rendered; offset > 0 when the visitor came in on ?page=n. */
  first: { cards: EstateCard[]; total: number; pageSize: number; offset: number };
  soldList: boolean;
  /** The plain next-page link for visitors without JavaScript. */
  nextHref: string | null;
  ctas: CtaContents;
  map: { tileUrl: string | null; attribution: string | null } | null;
  labels: {
    count: CountText;
    empty: string;
    next: string;
    loading: string;
    noPhoto: string;
    favoriteAdd: string;
    favoriteRemove: string;
    compare: CompareWords;
    view: string;
    list: string;
    map: string;
    mapLabel: string;
    mapNoTiles: string;
    noMarkers: string;
    details: string;
    loadFailed: string;
    loadMoreFailed: string;
    tryAgain: string;
    statuses: Record<string, string>;
    area: AreaSearchLabels;
  };
}

/**
 * The listing: the server renders the first page; more load as the visitor
 * scrolls while more exist; a filter change searches again from offset 0. Calls to action
 * sit between the cards; the map view shows every result with a location.
 */
export default function EstateList(props: EstateListProps) {
  const { listingKey, endpoint, markersEndpoint, filter, node, first, soldList, nextHref, ctas, map, labels } = props;
  const stores = useMemo(() => listStores(listingKey, filter, node, first), [listingKey, filter, node, first]);
  const { filterQuery } = useSnapshot(stores.filter.state);
  const list = useSnapshot(stores.list.state);
  const enhanced = useHydrated();
  const [view, setView] = useState<'list' | 'map'>('list');
  const sentinel = useRef<HTMLDivElement>(null);
  const initialQuery = useMemo(() => toSearchParams(filter).toString(), [filter]);
  const query = toSearchParams(filterQuery as EstateFilter).toString();
  const isInitial = query === initialQuery;
  const startOffset = isInitial ? first.offset : 0;

  const setMapArea = (area: Parameters<typeof stores.filter.setMapArea>[0]) => {
    stores.filter.setMapArea(area);
    const search = toSearchParams(stores.filter.state.filterQuery).toString();
    if (search !== window.location.search.replace(/^\?/, ''))
      history.pushState({ listing: listingKey }, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
    followLanguageLinks();
  };

  // A new filter is a new search from offset 0.
  const lastQuery = useRef(query);
  useEffect(() => {
    if (lastQuery.current === query) return;
    lastQuery.current = query;
    stores.list.firstPageStarted(node);
  }, [query, node, stores]);

  // The pages' code: wanted once the visitor reaches for the filter bar (a pointer over it, or
  // focus in it), so a new search waits for its answer alone; at the latest with the first new
  // search; or once the list's end comes near while more exist. Until then the list is the
  // server's page, which needs none of it.
  const [wanted, setWanted] = useState(false);
  if (!wanted && !isInitial) setWanted(true);
  useEffect(() => {
    if (wanted) return;
    return onReach(
      (target) => Boolean(target instanceof Element && target.closest(FILTER_BAR)),
      () => setWanted(true),
    );
  }, [wanted]);
  useEffect(() => {
    const element = sentinel.current;
    if (wanted || !element || view !== 'list' || !hasMorePages(stores.list.state)) return;
    const observer = new IntersectionObserver((entries) => entries.at(-1)!.isIntersecting && setWanted(true), { rootMargin: PAGES_CODE_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted, view, stores, list.estates.length, list.total]);
  const [pages, setPages] = useState<PagesModule | 'failed' | null>(null);
  // The code failing to load is a failed search or next page, offered again as one is.
  const loadPagesCode = useCallback(() => {
    setPages(null);
    if (stores.list.state.error) stores.list.firstPageStarted(node);
    loadPages().then(setPages, (error: unknown) => {
      console.error('listing pages failed to load', error);
      if (stores.list.state.isLoading) stores.list.firstPageFailed(String(error));
      setPages('failed');
    });
  }, [stores, node]);
  useEffect(() => {
    if (wanted) loadPagesCode();
  }, [wanted, loadPagesCode]);
  const Pages = pages === 'failed' ? null : pages?.default;

  const estates = list.estates as EstateCard[];
  const entries = interleaveCallsToAction(estates, { soldList, total: list.total, offset: startOffset });
  // A kind of call to action already shown higher up the list (ListingCta: one landmark per kind).
  const shown = new Set<string>();
  const repeated = (cta: string) => shown.size === shown.add(cta).size;
  return (
    <div className="listing__body" aria-busy={list.isLoading || list.isLoadingNextPage}>
      {/* With a map, the toolbar keeps the switch's height before the switch has come (hydration): nothing below moves. */}
      <div className={map ? 'listing__toolbar listing__toolbar--switch' : 'listing__toolbar'}>
        <p className="listing__count" role="status">
          {/* A failed search says so alone (its total 0 stays in the store): not "no properties found" above it. */}
          {list.error && !estates.length ? null : countText(labels.count, list.total)}
        </p>
        {map && enhanced ? (
          <div className="view-toggle" role="group" aria-label={labels.view}>
            <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
              {labels.list}
            </button>
            <button type="button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
              {labels.map}
            </button>
          </div>
        ) : null}
      </div>
      {view === 'map' && map ? (
        <Suspense fallback={<p className="listing__loading">{labels.loading}</p>}>
          <EstateMapView
            endpoint={markersEndpoint}
            query={query}
            map={map}
            labels={labels}
            area={{
              bbox: filterQuery.bbox,
              polygon: filterQuery.polygon,
              // The area goes to the address at once, so reloading or sharing it shows the same.
              onSearchArea: (bbox) => setMapArea({ bbox }),
              onDrawnArea: (polygon) => setMapArea({ polygon }),
              onClearArea: () => setMapArea({}),
              labels: labels.area,
            }}
          />
        </Suspense>
      ) : estates.length === 0 && !list.isLoading && !list.error ? (
        <div className="listing__empty">
          <p>{labels.empty}</p>
          <ListingCta kind="subscribe" content={ctas.subscribe} />
        </div>
      ) : (
        <ul className="card-grid">
          {entries.map((entry, index) =>
            entry.kind === 'item' ? (
              <li key={entry.item.id}>
                <EstateCardView
                  card={entry.item}
                  eager={index === 0}
                  labels={{ noPhoto: labels.noPhoto }}
                  favorite={<FavoriteButton estateId={entry.item.id} addLabel={labels.favoriteAdd} removeLabel={labels.favoriteRemove} />}
                  compare={labels.compare}
                />
              </li>
            ) : (
              <li key={`${entry.cta}-${entry.after}`} className="card-grid__cta">
                <ListingCta kind={entry.cta} content={ctas[entry.cta]} repeated={repeated(entry.cta)} />
              </li>
            ),
          )}
        </ul>
      )}
      {view === 'list' ? <div ref={sentinel} className="listing__sentinel" aria-hidden="true" /> : null}
      {list.isLoadingNextPage ? <p className="listing__loading">{labels.loading}</p> : null}
      {pages === 'failed' && view === 'list' ? (
        <LoadFailed message={isInitial ? labels.loadMoreFailed : labels.loadFailed} action={labels.tryAgain} onTryAgain={loadPagesCode} />
      ) : Pages ? (
        <Pages
          stores={stores}
          endpoint={endpoint}
          node={node}
          first={first}
          initialQuery={initialQuery}
          query={query}
          sentinel={sentinel}
          view={view}
          labels={labels}
        />
      ) : null}
      {enhanced ? null : <NextPageLink href={nextHref} label={labels.next} />}
    </div>
  );
}
