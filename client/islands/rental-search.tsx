import { type FormEvent, useCallback, useEffect, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { proxy, useSnapshot } from 'valtio';
import { useHydrated } from '../components/use-hydrated';
import type { FilterOption } from '../../shared/domain/filter-options';
import type { RentalCard } from '../../shared/domain/rental-card';
import { parseRentalParams, RENTAL_SORTS, type RentalFilter, type RentalSort, toRentalParams } from '../../shared/domain/rental-filter';
import { RentalCardView, type RentalCardLabels } from '../../shared/components/rental-card';
import { type CountText, countText } from '../../shared/i18n/plural';
import { LoadFailed } from '../components/load-failed';
import { MultiSelect } from '../components/multi-select';
import { followLanguageLinks } from '../components/language-links';
import { serverFirstPageOptions, useRetryPolicy } from '../retry-policy';

export interface RentalSearchOptions {
  locations: FilterOption[];
  types: FilterOption[];
  periodTypes: FilterOption[];
  /** Guest counts units take: "at least n". */
  guests: number[];
  /** The first and the last day a free period starts on: the arrival field's bounds. */
  arrival: { min: string; max: string } | null;
  /** The first arrival and the last departure of all free periods: the bounds of the date window. */
  window: { min: string; max: string } | null;
}

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
      | 'results',
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
 * The holiday search (issue 11): a GET form and the first page of cards from the server;
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

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !more) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isValidating) void setSize((current) => current + 1);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, isValidating, setSize, size]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change(parseRentalParams(new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>)));
  };

  return (
    <div className="rental-search">
      <form className="rental-filter" method="get" action={action} onSubmit={onSubmit} role="search" aria-label={labels.search}>
        <div className="rental-filter__row">
          {(['location', 'type', 'period'] as const).map((kind) => (
            <MultiSelect
              key={kind}
              idPrefix={ID}
              kind={kind}
              name={kind}
              label={labels[kind]}
              doneLabel={labels.done}
              options={{ location: options.locations, type: options.types, period: options.periodTypes }[kind]}
              selected={filter[kind] ?? []}
              onChange={(values) => change({ ...filter, [kind]: values })}
            />
          ))}
          <div className="form-field rental-filter__field">
            <label htmlFor={`${ID}-guests`}>{labels.guests}</label>
            <select id={`${ID}-guests`} name="guests" value={filter.guests ?? ''} onChange={(event) => change({ ...filter, guests: Number(event.currentTarget.value) || undefined })}>
              <option value="">{labels.guestsAny}</option>
              {options.guests.map((count) => (
                <option key={count} value={count}>
                  {countText(labels.guestsAtLeast, count)}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field rental-filter__field">
            <label htmlFor={`${ID}-arrival`}>{labels.arrival}</label>
            {/* A day a period starts (issue 27: a date field, where a list of ~200 days was). */}
            <input
              id={`${ID}-arrival`}
              type="date"
              name="arrival"
              min={options.arrival?.min}
              max={options.arrival?.max}
              value={filter.arrival ?? ''}
              onChange={(event) => change({ ...filter, arrival: event.currentTarget.value || undefined })}
            />
          </div>
          {options.window ? (
            <fieldset className="rental-filter__window">
              <legend>{labels.window}</legend>
              <label htmlFor={`${ID}-from`}>{labels.from}</label>
              <input
                id={`${ID}-from`}
                type="date"
                name="from"
                min={options.window.min}
                max={options.window.max}
                value={filter.from ?? ''}
                onChange={(event) => change({ ...filter, from: event.currentTarget.value || undefined })}
              />
              <label htmlFor={`${ID}-to`}>{labels.to}</label>
              <input
                id={`${ID}-to`}
                type="date"
                name="to"
                min={filter.from ?? options.window.min}
                max={options.window.max}
                value={filter.to ?? ''}
                onChange={(event) => change({ ...filter, to: event.currentTarget.value || undefined })}
              />
            </fieldset>
          ) : null}
          <div className="form-field rental-filter__field">
            <label htmlFor={`${ID}-sort`}>{labels.sort}</label>
            <select id={`${ID}-sort`} name="sort" value={filter.sort ?? 'price-asc'} onChange={(event) => change({ ...filter, sort: event.currentTarget.value as RentalSort })}>
              {RENTAL_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {labels[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="rental-filter__actions">
          {enhanced ? null : (
            <button className="button" type="submit">
              {labels.apply}
            </button>
          )}
          <a className="button button--ghost" href={action} onClick={(event) => {
            event.preventDefault();
            change({});
          }}>
            {labels.reset}
          </a>
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
                  <a className="button" href={action} onClick={(event) => {
                    event.preventDefault();
                    change({});
                  }}>
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
          {!enhanced && nextHref ? (
            <p className="listing__more">
              <a className="button button--ghost" href={nextHref} rel="next">
                {labels.next}
              </a>
            </p>
          ) : null}
        </div>
      </section>
    </div>
  );
}
