import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useSnapshot } from 'valtio';
import { useHydrated } from '../components/use-hydrated';
import { interleaveCallsToAction } from '../../shared/domain/calls-to-action';
import type { EstateCard } from '../../shared/domain/estate-card';
import type { MapMarker } from '../../shared/domain/map-markers';
import { type EstateFilter, type ListingNode, toSearchParams } from '../../shared/domain/search-params';
import { type CountText, countText } from '../../shared/i18n/plural';
import { EstateCardView } from '../../shared/components/estate-card';
import type { CompareWords } from '../../shared/components/compare-toggle';
import { type CtaContents, ListingCta } from '../../shared/components/listing-cta';
import { FavoriteButton } from '../components/favorite-button';
import { followLanguageLinks } from '../components/language-links';
import { LoadFailed } from '../components/load-failed';
import { NextPageLink } from '../components/next-page-link';
import { SWR_FETCH_OPTIONS, serverFirstPageOptions, useRetryPolicy } from '../retry-policy';
import { hasMorePages } from '../stores/estate-list';
import { listStores } from '../stores/listing-registry';
import type { AreaSearch, AreaSearchLabels } from '../map/area-tools';

// Leaflet and the map load only when the visitor opens the map.
// '#estate-map' (package.json "imports"): the map view in the browser, a stub in the worker
// bundle (condition workerd), which never opens the map.
const EstateMap = lazy(() => import('#estate-map'));

export interface EstatePage {
  total: number;
  offset: number;
  limit: number;
  cards: EstateCard[];
}

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

/** Whether what has focus comes after `element` in the page (and so moves when content is added before it). */
function focusIsPast(element: Element): boolean {
  const focused = document.activeElement;
  return focused !== null && focused !== document.body && Boolean(element.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING);
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (response.status >= 400) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The listing (SPEC §2, §4): the server renders the first page; more load as the visitor
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

  // The server's page is where the list starts; a new filter searches from offset 0.
  const startOffset = isInitial ? first.offset : 0;
  const pageUrl = (offset: number, search: string) => `${endpoint}&offset=${offset}${search ? `&${search}` : ''}`;
  const serverPage = useMemo<EstatePage>(() => ({ total: first.total, offset: first.offset, limit: first.pageSize, cards: first.cards }), [first]);
  const serverPageUrl = pageUrl(first.offset, initialQuery);
  // The server's page answers its own address: the browser never fetches it again (SPEC §2).
  const fetchPage = useCallback((url: string) => (url === serverPageUrl ? Promise.resolve(serverPage) : getJson<EstatePage>(url)), [serverPageUrl, serverPage]);
  const { data, error, size, setSize, isValidating } = useSWRInfinite<EstatePage>(
    (index, previous: EstatePage | null) => {
      const offset = startOffset + index * first.pageSize;
      if (previous && (previous.cards.length === 0 || offset >= previous.total)) return null;
      return pageUrl(offset, query);
    },
    fetchPage,
    serverFirstPageOptions(isInitial, serverPage),
  );
  // A failed page is retried by the policy, then by the visitor; setSize to the same size
  // fetches only the pages not loaded yet.
  const { failing, gaveUp, tryAgain } = useRetryPolicy(error, data?.at(-1), () => {
    if (size > 1) stores.list.nextPageStarted();
    else stores.list.firstPageStarted(node);
    void setSize((current) => current);
  });

  const setMapArea = (area: Parameters<typeof stores.filter.setMapArea>[0]) => {
    stores.filter.setMapArea(area);
    const search = toSearchParams(stores.filter.state.filterQuery).toString();
    if (search !== window.location.search.replace(/^\?/, '')) history.pushState({ listing: listingKey }, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
    followLanguageLinks();
  };

  // A new filter is a new search from offset 0.
  const lastQuery = useRef(query);
  useEffect(() => {
    if (lastQuery.current === query) return;
    lastQuery.current = query;
    stores.list.firstPageStarted(node);
  }, [query, node, stores]);

  // The fetched pages, told to the list store as the transitions of SPEC §4.
  const told = useRef<{ query: string; pages: number }>({ query, pages: 1 });
  useEffect(() => {
    if (!data) return;
    if (told.current.query !== query) told.current = { query, pages: 0 };
    const pages = data.length;
    if (pages === told.current.pages) return;
    const last = data[pages - 1]!;
    if (pages === 1) stores.list.firstPageLoaded(last.cards, last.total);
    else stores.list.nextPageLoaded(last.cards, last.total);
    told.current = { query, pages };
  }, [data, query, stores]);

  useEffect(() => {
    if (!error) return;
    console.error('listing search failed', error);
    if (size > 1) stores.list.nextPageFailed(String(error));
    else stores.list.firstPageFailed(String(error));
  }, [error, size, stores]);

  // More load as the end of the list comes into view, while the last page says more exist
  // and the last attempt did not fail (a failed page is the retry policy's, not the sentinel's).
  // Not while focus is past the list (the footer): the new cards would push the focused link
  // pages down, off the screen (WCAG 2.4.11); they load once focus or the visitor's scroll is back.
  const lastPage = data?.at(-1);
  const more = Boolean(lastPage && lastPage.cards.length > 0 && lastPage.offset + lastPage.cards.length < lastPage.total) && hasMorePages(list) && !list.isLoading && !failing && !error;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !more || view !== 'list') return;
    let near = false;
    const load = () => {
      if (!near || focusIsPast(element) || isValidating || stores.list.state.isLoadingNextPage) return;
      stores.list.nextPageStarted();
      void setSize((current) => current + 1);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.at(-1)!.isIntersecting;
        load();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    // Focus coming back into the list, or a scroll once focus has left the footer (a click on
    // the page's background moves it to the body without a focusin), load what waited.
    document.addEventListener('focusin', load);
    window.addEventListener('scroll', load, { passive: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', load);
      window.removeEventListener('scroll', load);
    };
  }, [more, isValidating, setSize, stores, view, list.estates.length]);

  const estates = list.estates as EstateCard[];
  const entries = interleaveCallsToAction(estates, { soldList, total: list.total, offset: startOffset });
  return (
    <div className="listing__body" aria-busy={list.isLoading || list.isLoadingNextPage}>
      <div className="listing__toolbar">
        <p className="listing__count" role="status">
          {/* A failed search says so alone (its total 0 stays in the store, SPEC §8): not "no properties found" above it. */}
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
          <MapView
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
          {entries.map((entry) =>
            entry.kind === 'item' ? (
              <li key={entry.item.id}>
                <EstateCardView
                  card={entry.item}
                  labels={{ noPhoto: labels.noPhoto }}
                  favorite={<FavoriteButton estateId={entry.item.id} addLabel={labels.favoriteAdd} removeLabel={labels.favoriteRemove} />}
                  compare={labels.compare}
                />
              </li>
            ) : (
              <li key={`${entry.cta}-${entry.after}`} className="card-grid__cta">
                <ListingCta kind={entry.cta} content={ctas[entry.cta]} />
              </li>
            ),
          )}
        </ul>
      )}
      {view === 'list' ? <div ref={sentinel} className="listing__sentinel" aria-hidden="true" /> : null}
      {list.isLoadingNextPage ? <p className="listing__loading">{labels.loading}</p> : null}
      {gaveUp && view === 'list' ? <LoadFailed message={size > 1 ? labels.loadMoreFailed : labels.loadFailed} action={labels.tryAgain} onTryAgain={tryAgain} /> : null}
      {enhanced ? null : <NextPageLink href={nextHref} label={labels.next} />}
    </div>
  );
}

function MapView({ endpoint, query, map, labels, area }: { endpoint: string; query: string; map: NonNullable<EstateListProps['map']>; labels: EstateListProps['labels']; area: AreaSearch }) {
  // The previous pins stay while a new area's load: the map (and the visitor's view) stays put.
  const { data, error, mutate } = useSWR<{ markers: MapMarker[] }>(`${endpoint}${query ? `&${query}` : ''}`, getJson, { ...SWR_FETCH_OPTIONS, keepPreviousData: true });
  const { gaveUp, tryAgain } = useRetryPolicy(error, data, () => void mutate());
  if (gaveUp) return <LoadFailed message={labels.loadFailed} action={labels.tryAgain} onTryAgain={tryAgain} />;
  if (!data) return <p className="listing__loading">{labels.loading}</p>;
  return (
    <EstateMap
      markers={data.markers}
      tileUrl={map.tileUrl}
      tileAttribution={map.attribution}
      labels={{ map: labels.mapLabel, details: labels.details, noMarkers: labels.noMarkers, statuses: labels.statuses as never }}
      area={area}
    />
  );
}
