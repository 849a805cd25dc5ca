import { type FormEvent, type MouseEvent, useCallback, useEffect, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { proxy, useSnapshot } from 'valtio';
import { useHydrated } from '../components/use-hydrated';
import type { RentalCard } from '../../shared/domain/rental-card';
import { parseRentalParams, RENTAL_SORTS, type RentalFilter, type RentalSort, toRentalParams } from '../../shared/domain/rental-filter';
import { RentalCardView, type RentalCardLabels } from '../../shared/components/rental-card';
import { type CountText, countText } from '../../shared/i18n/plural';
import { FilterSheet, type FilterSheetProps } from '../components/filter-sheet';
import { LoadFailed } from '../components/load-failed';
import { useLoadNearEnd } from '../components/load-near-end';
import { RentalFilterFields, type RentalSearchOptions, RentalSelect } from '../components/rental-filter-fields';
import { NextPageLink } from '../components/next-page-link';
import { followLanguageLinks } from '../components/language-links';
import { serverFirstPageOptions, useRetryPolicy } from '../retry-policy';

export type { RentalSearchOptions };

export interface RentalPage {
  total: number;
  offset: number;
  cards: RentalCard[];
}

export interface RentalSearchProps {
  /** The holiday page's path: the GET form's action, and where the address is kept. */
  action: string;
  /** /{lang}/ajax/rental-units */
  endpoint: string;
  filter: RentalFilter;
  options: RentalSearchOptions;
  first: RentalPage;
  pageSize: number;
  /** The plain next-page link for visitors without JavaScript. */
  nextHref: string | null;
  labels: RentalCardLabels &
    Record<
      | 'search'
      | 'location'
      | 'city'
      | 'type'
      | 'guests'
      | 'guestsAny'
      | 'period'
      | 'arrival'
      | 'window'
      | 'from'
      | 'to'
      | 'sort'
      | RentalSort
      | 'apply'
      | 'reset'
      | 'done'
      | 'empty'
      | 'widen'
      | 'next'
      | 'loading'
      | 'loadFailed'
      | 'loadMoreFailed'
      | 'tryAgain'
      | 'results'
      /** On a phone: the button that opens the filters, 'Filters ({{number}})', and the sheet's 'Toon resultaten ({{number}})'. */
      | 'openFilters'
      | 'showResults',
      string
    > &
    Record<'guestsAtLeast' | 'count', CountText>;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (response.status >= 400) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const ID = 'rental-search';

/**
 * The holiday search: a GET form and the first page of cards from the server;
 * with JavaScript every change searches at once, the filter lives in the address (so a
 * search can be shared, reloaded and walked back and forward) and more cards load on scroll.
 */
export default function RentalSearch({ action, endpoint, filter: initial, options, first, pageSize, nextHref, labels }: RentalSearchProps) {
  // The visitor's filter: created in the browser from the props (never a module-level store).
  const store = useMemo(() => proxy<{ filter: RentalFilter }>({ filter: initial }), [initial]);
  const { filter } = useSnapshot(store) as { filter: RentalFilter };
  const enhanced = useHydrated();
  const query = toRentalParams(filter).toString();
  const initialQuery = useMemo(() => toRentalParams(initial).toString(), [initial]);
  const isInitial = query === initialQuery;
  const sentinel = useRef<HTMLDivElement>(null);

  // Back and forward walk through the searches: the address is the source of truth.
  useEffect(() => {
    const onPop = () => {
      store.filter = parseRentalParams(new URLSearchParams(window.location.search));
      followLanguageLinks();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [store]);

  const change = (next: RentalFilter) => {
    const clean = parseRentalParams(toRentalParams(next));
    const search = toRentalParams(clean).toString();
    if (search === query) return;
    store.filter = clean;
    window.history.pushState(null, '', `${action}${search ? `?${search}` : ''}`);
    followLanguageLinks();
  };

  const pageUrl = (offset: number, search: string) => `${endpoint}?${search ? `${search}&` : ''}offset=${offset}`;
  const serverPageUrl = pageUrl(first.offset, initialQuery);
  // The server's page answers its own address: the browser never fetches it again.
  const fetchPage = useCallback((url: string) => (url === serverPageUrl ? Promise.resolve(first) : getJson<RentalPage>(url)), [serverPageUrl, first]);
  const { data, size, setSize, isValidating, error } = useSWRInfinite<RentalPage>(
    (index, previous: RentalPage | null) => {
      const offset = (isInitial ? first.offset : 0) + index * pageSize;
      if (previous && (previous.cards.length === 0 || offset >= previous.total)) return null;
      return pageUrl(offset, query);
    },
    fetchPage,
    serverFirstPageOptions(isInitial, first),
  );
  // A failed page is retried by the policy, then by the visitor; setSize to the same size
  // fetches only the pages not loaded yet.
  const { failing, gaveUp, tryAgain } = useRetryPolicy(error, data?.at(-1), () => void setSize((current) => current));
  const pages = data ?? [];
  const cards = pages.flatMap((page) => page.cards);
  const total = pages[0]?.total ?? (isInitial ? first.total : 0);
  const loading = !data && !gaveUp;
  // While the last attempt failed, the sentinel asks for nothing: retrying is the policy's.
  const more = pages.length > 0 && cards.length < total && (pages.at(-1)?.cards.length ?? 0) > 0 && !failing && !error;

  // More load as the end of the list comes near (not while focus is past it: load-near-end.ts).
  useLoadNearEnd(
    sentinel,
    more,
    () => {
      if (!isValidating) void setSize((current) => current + 1);
    },
    [isValidating, setSize, size],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change(parseRentalParams(new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>)));
  };

  // On a phone the fields fold behind a button into a sheet (FilterSheet), as the estate filter
  // bar's; the sort stays on the page, beside it.
  const chosen =
    (['location', 'city', 'type', 'period'] as const).reduce((sum, kind) => sum + (filter[kind]?.length ?? 0), 0) +
    (['guests', 'arrival', 'from', 'to'] as const).filter((key) => filter[key]).length;
  const fields = <RentalFilterFields id={ID} filter={filter} options={options} labels={labels} change={change} />;
  // Both links to the search without filters (the reset, and "widen" when nothing is found) start over in place.
  const startOver = (event: MouseEvent) => {
    event.preventDefault();
    change({});
  };
  const reset = (
    <a className="rental-filter__reset" href={action} onClick={startOver}>
      {labels.reset}
    </a>
  );

  const sheet: FilterSheetProps = { idPrefix: ID, title: labels.search, chosen, total, labels, fields, reset, rowClassName: 'rental-filter__row' };
  return (
    <div className="rental-search">
      <form className="rental-filter" method="get" action={action} onSubmit={onSubmit} role="search" aria-label={labels.search}>
        <FilterSheet {...sheet} />
        <RentalSelect
          id={`${ID}-sort`}
          name="sort"
          label={labels.sort}
          className="form-field rental-filter__field rental-filter__sort"
          value={filter.sort ?? 'price-asc'}
          options={RENTAL_SORTS.map((sort) => [sort, labels[sort]])}
          onChange={(sort) => change({ ...filter, sort: sort as RentalSort })}
        />
        <div className="rental-filter__actions">
          {enhanced ? null : (
            <button className="button" type="submit">
              {labels.apply}
            </button>
          )}
          {reset}
        </div>
      </form>
      <section className="listing rental-list" aria-labelledby={`${ID}-results`}>
        <h2 id={`${ID}-results`} className="visually-hidden">
          {labels.results}
        </h2>
        <div className="listing__body" aria-busy={loading || isValidating}>
          <p className="listing__count" role="status">
            {loading ? labels.loading : data ? countText(labels.count, total) : null}
          </p>
          {data && cards.length === 0 ? (
            <div className="listing__empty">
              <p>{labels.empty}</p>
              {query ? (
                <p>
                  <a className="button" href={action} onClick={startOver}>
                    {labels.widen}
                  </a>
                </p>
              ) : null}
            </div>
          ) : (
            <ul className="card-grid">
              {cards.map((card) => (
                <li key={card.id}>
                  <RentalCardView card={card} labels={labels} />
                </li>
              ))}
            </ul>
          )}
          <div ref={sentinel} className="listing__sentinel" aria-hidden="true" />
          {size > 1 && isValidating ? <p className="listing__loading">{labels.loading}</p> : null}
          {gaveUp ? <LoadFailed message={data ? labels.loadMoreFailed : labels.loadFailed} action={labels.tryAgain} onTryAgain={tryAgain} /> : null}
          {enhanced ? null : <NextPageLink href={nextHref} label={labels.next} />}
        </div>
      </section>
    </div>
  );
}
