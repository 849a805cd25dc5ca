import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { useSnapshot } from 'valtio';
import type { EstateCard } from '../../shared/domain/estate-card';
import type { ListingNode } from '../../shared/domain/listing-search';
import { LoadFailed } from '../components/load-failed';
import { useLoadNearEnd } from '../components/load-near-end';
import { serverFirstPageOptions, useRetryPolicy } from '../retry-policy';
import { hasMorePages } from '../stores/estate-list';
import type { listStores } from '../stores/listing-registry';
import { getJson } from './get-json';

/** One page of the listing's search, as /{lang}/ajax/estates answers it. */
export interface EstatePage {
  total: number;
  offset: number;
  limit: number;
  cards: EstateCard[];
}

export interface EstatePagesProps {
  stores: ReturnType<typeof listStores>;
  /** /{lang}/ajax/estates?page=…&section=… */
  endpoint: string;
  node: ListingNode;
  /** The page the server rendered; offset > 0 when the visitor came in on ?page=n. */
  first: { cards: EstateCard[]; total: number; pageSize: number; offset: number };
  /** The search the server rendered, and the one of the filter now (search parameters). */
  initialQuery: string;
  query: string;
  /** The list's end: more load as it comes near. */
  sentinel: RefObject<HTMLDivElement | null>;
  view: 'list' | 'map';
  labels: { loadFailed: string; loadMoreFailed: string; tryAgain: string };
}

/**
 * The listing's pages after the server's, with swr: the next ones as the visitor
 * scrolls while more exist, and a new search from offset 0 when the filter changes. What is
 * loaded goes to the list store, which the list (client/islands/estate-list.tsx) draws; this
 * draws only "try again" once a page has failed past its retries. Loaded by the list the first
 * time it needs a page it does not have, not with the page: the server rendered the first.
 */
export default function EstatePages({ stores, endpoint, node, first, initialQuery, query, sentinel, view, labels }: EstatePagesProps) {
  const list = useSnapshot(stores.list.state);
  const isInitial = query === initialQuery;
  // The server's page is where the list starts; a new filter searches from offset 0.
  const startOffset = isInitial ? first.offset : 0;
  const pageUrl = (offset: number, search: string) => `${endpoint}&offset=${offset}${search ? `&${search}` : ''}`;
  const serverPage = useMemo<EstatePage>(() => ({ total: first.total, offset: first.offset, limit: first.pageSize, cards: first.cards }), [first]);
  const serverPageUrl = pageUrl(first.offset, initialQuery);
  // The server's page answers its own address: the browser never fetches it again.
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

  // The fetched pages, told to the list store as its transitions (the server's was told when the store was made).
  const told = useRef<{ query: string; pages: number }>({ query: initialQuery, pages: 1 });
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
  // and the last attempt did not fail (a failed page is the retry policy's, not the sentinel's);
  // not while focus is past the list (client/components/load-near-end.ts).
  const lastPage = data?.at(-1);
  const more =
    Boolean(lastPage && lastPage.cards.length > 0 && lastPage.offset + lastPage.cards.length < lastPage.total) &&
    hasMorePages(list) &&
    !list.isLoading &&
    !failing &&
    !error;
  useLoadNearEnd(
    sentinel,
    more && view === 'list',
    () => {
      if (isValidating || stores.list.state.isLoadingNextPage) return;
      stores.list.nextPageStarted();
      void setSize((current) => current + 1);
    },
    [isValidating, setSize, stores, view, list.estates.length],
  );

  return gaveUp && view === 'list' ? (
    <LoadFailed message={size > 1 ? labels.loadMoreFailed : labels.loadFailed} action={labels.tryAgain} onTryAgain={tryAgain} />
  ) : null;
}
