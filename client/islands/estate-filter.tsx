import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { FilterOption } from '../../shared/domain/filter-options';
import { PRICE_INPUT } from '../../shared/domain/numeric-input';
import { encodePolygon, formatBoundingBox } from '../../shared/domain/map-area';
import { type EstateFilter, type SortOrder, type SortType, toSearchParams } from '../../shared/domain/search-params';
import { FilterSheet, type FilterSheetProps } from '../components/filter-sheet';
import { MultiSelect, type MultiSelectProps } from '../components/multi-select';
import { followLanguageLinks } from '../components/language-links';
import { NumericInput } from '../components/numeric-input';
import type { FilterOptions } from '../stores/filter';
import { filterBarStores } from '../stores/listing-registry';

/** Price inputs wait this long after the last keystroke before searching. */
export const PRICE_DEBOUNCE_MS = 750;

export interface EstateFilterProps {
  listingKey: string;
  /** The listing page's path: the form's GET action without JavaScript. */
  action: string;
  filter: EstateFilter;
  options: FilterOptions;
  labels: Record<
    | 'title'
    | 'location'
    | 'type'
    | 'bedrooms'
    | 'priceMin'
    | 'priceMax'
    | 'sort'
    | 'apply'
    | 'reset'
    | 'done'
    | 'sortPriceAsc'
    | 'sortPriceDesc'
    | 'sortDateDesc'
    | 'sortCityAsc'
    | 'sortTypeAsc'
    | 'increase'
    | 'decrease'
    | 'tooLong'
    /** On a phone: the button that opens the filters, 'Filters ({{count}})', and the sheet's 'Toon resultaten ({{count}})'. */
    | 'openFilters'
    | 'showResults'
    /** The box "with an open house this week"; empty when no listing has one and the address does not ask for it. */
    | 'openHouse',
    string
  >;
  /** Closed-selector texts: 'Locatie ({{count}})' etc. */
}

const SORTS: { value: string; sortType: SortType; sortOrder: SortOrder; label: keyof EstateFilterProps['labels'] }[] = [
  { value: 'price-ASC', sortType: 'price', sortOrder: 'ASC', label: 'sortPriceAsc' },
  { value: 'price-DESC', sortType: 'price', sortOrder: 'DESC', label: 'sortPriceDesc' },
  { value: 'date-DESC', sortType: 'date', sortOrder: 'DESC', label: 'sortDateDesc' },
  { value: 'city-ASC', sortType: 'city', sortOrder: 'ASC', label: 'sortCityAsc' },
  { value: 'type-ASC', sortType: 'type', sortOrder: 'ASC', label: 'sortTypeAsc' },
];

/** The filter bar: a GET form without JavaScript; with it, every change searches at once. */
export default function EstateFilterBar({ listingKey, action, filter, options, labels }: EstateFilterProps) {
  const stores = useMemo(() => filterBarStores(listingKey, filter, options), [listingKey, filter, options]);
  const { filterQuery, options: known } = useSnapshot(stores.filter.state);
  const [priceMin, setPriceMin] = useState<number | null>(filterQuery.priceMin ?? null);
  const [priceMax, setPriceMax] = useState<number | null>(filterQuery.priceMax ?? null);
  const first = useRef(true);
  const idPrefix = `filter-${listingKey.replace(/[^a-z0-9]/gi, '-')}`;

  // Every change of the filter goes to the address bar; reloading or sharing it restores it.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const query = toSearchParams(stores.filter.state.filterQuery).toString();
    if (query !== window.location.search.replace(/^\?/, ''))
      history.pushState({ listing: listingKey }, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    followLanguageLinks();
  }, [filterQuery, listingKey, stores]);

  // Back and forward restore the filter of that address.
  useEffect(() => {
    const restore = () => {
      stores.filter.initFromParams(new URLSearchParams(window.location.search));
      const restored = stores.filter.state.filterQuery;
      setPriceMin(restored.priceMin ?? null);
      setPriceMax(restored.priceMax ?? null);
      first.current = true;
      followLanguageLinks();
    };
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [stores]);

  // Prices search 750 ms after the last keystroke or step; the store keeps only
  // whole positive bounds, so 0 or an empty field is no bound.
  useEffect(() => {
    const min = priceMin || null;
    const max = priceMax || null;
    const current = stores.filter.state.filterQuery;
    if ((current.priceMin ?? null) === min && (current.priceMax ?? null) === max) return;
    const timer = setTimeout(() => stores.filter.setPriceRange(min, max), PRICE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [priceMin, priceMax, stores]);

  // On a phone the filters fold behind a button into a sheet (FilterSheet); the sort stays on
  // the page, above the list and its count.
  const { total } = useSnapshot(stores.list.state);
  const chosen =
    (filterQuery.city?.length ?? 0) +
    (filterQuery.type?.length ?? 0) +
    (filterQuery.bedrooms?.length ?? 0) +
    (priceMin ? 1 : 0) +
    (priceMax ? 1 : 0) +
    (filterQuery.openHouse ? 1 : 0);

  const sortValue = `${filterQuery.sortType ?? 'price'}-${filterQuery.sortOrder ?? 'ASC'}`;
  // The three lists to choose from, each as it is named in the form and the store setter it feeds.
  const lists: (Omit<MultiSelectProps, 'idPrefix' | 'doneLabel' | 'selected' | 'onChange'> & { name: 'city' | 'type' | 'bedrooms' })[] = [
    { kind: 'location', name: 'city', label: labels.location, options: known.locations as FilterOption[] },
    { kind: 'type', name: 'type', label: labels.type, options: known.types as FilterOption[] },
    { kind: 'bedrooms', name: 'bedrooms', label: labels.bedrooms, options: known.bedrooms as FilterOption[] },
  ];
  const reset = (
    <a className="filter-bar__reset" href={action}>
      {labels.reset}
    </a>
  );
  const fields = (
    <>
      {lists.map((list) => (
        <MultiSelect
          key={list.kind}
          idPrefix={idPrefix}
          doneLabel={labels.done}
          selected={filterQuery[list.name] ?? []}
          onChange={(values) => stores.filter.setList(list.name, values)}
          {...list}
        />
      ))}
      <PriceField id={`${idPrefix}-price-min`} name="price-min" label={labels.priceMin} value={priceMin} onValueChange={setPriceMin} labels={labels} />
      <PriceField id={`${idPrefix}-price-max`} name="price-max" label={labels.priceMax} value={priceMax} onValueChange={setPriceMax} labels={labels} />
      {/* Without its words, not offered: no listing has an open house this week (the server decides). */}
      {labels.openHouse && (
        <label className="filter-bar__check">
          <input
            type="checkbox"
            name="open-house"
            value="week"
            checked={!!filterQuery.openHouse}
            onChange={(event) => stores.filter.update({ openHouse: event.currentTarget.checked || undefined })}
          />{' '}
          {labels.openHouse}
        </label>
      )}
    </>
  );
  const sheet: FilterSheetProps = { idPrefix, title: labels.title, chosen, total, labels, fields, reset, rowClassName: 'filter-bar__fields' };
  return (
    <form className="filter-bar" method="get" action={action} role="search" aria-label={labels.title} onSubmit={(event) => event.preventDefault()}>
      <FilterSheet {...sheet} />
      <label className="filter-bar__sort">
        <span>{labels.sort}</span>
        <select
          name="sort"
          value={sortValue}
          onChange={(event) => {
            const sort = SORTS.find((option) => option.value === event.currentTarget.value);
            if (sort) stores.filter.setSort({ sortType: sort.sortType, sortOrder: sort.sortOrder });
          }}
        >
          {SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {labels[option.label]}
            </option>
          ))}
        </select>
      </label>
      {/* Without JavaScript the form keeps the area searched on the map. */}
      {filterQuery.bbox ? <input type="hidden" name="bbox" value={formatBoundingBox(filterQuery.bbox)} /> : null}
      {filterQuery.polygon ? <input type="hidden" name="polygon" value={encodePolygon(filterQuery.polygon)} /> : null}
      <noscript>
        <button type="submit" className="button">
          {labels.apply}
        </button>
      </noscript>
      {reset}
    </form>
  );
}

/** A price bound: numeric, step 100, minimum 0, strict; its label names the input. */
function PriceField({
  id,
  name,
  label,
  value,
  onValueChange,
  labels,
}: {
  id: string;
  name: string;
  label: string;
  value: number | null;
  onValueChange: (value: number | null) => void;
  labels: EstateFilterProps['labels'];
}) {
  return (
    <div className="filter-bar__price">
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <NumericInput id={id} name={name} {...PRICE_INPUT} value={value} onValueChange={onValueChange} labels={labels} />
    </div>
  );
}
