import { parseSearchParams } from './search-params';

/** Filter parameters a statistic leaves out: the order and the map's drawn area say nothing of what is looked for. */
const UNCOUNTED = new Set(['sortType', 'sortOrder', 'bbox', 'polygon']);

/**
 * A search's filter as one text for the statistics, the same whatever order or
 * spelling the address had: the listing's parameters as the site reads them (parseSearchParams),
 * by their names there, sorted; '' for no filter. Made by the site, which reads searches anyway,
 * so the platform's bundle carries no search parameters' rules for it.
 * @example filterKey('price-max=300000&city=12&sort=price') // 'city=12&priceMax=300000'
 */
export function filterKey(query: string): string {
  return Object.entries(parseSearchParams(new URLSearchParams(query)))
    .filter(([name]) => !UNCOUNTED.has(name))
    .map(([name, value]) => `${name}=${name === 'geo' ? `${value.km}km;${value.lat};${value.lon}` : [value].flat().join(',')}`)
    .sort()
    .join('&')
    .slice(0, 600);
}
