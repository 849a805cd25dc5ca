import { FAVORITES_CHANGE_EVENT, RECENT_LIST, readFavorites, readList, withFirst, writeList } from '../stores/listing-lists';
import type { PageStatsProps } from './page-stats';
import { landed } from '../attribution';

/**
 * Counts what happens on the page, without a cookie or anything that follows a person
 * (docs/statistics.md). The entry is a module script, so this runs once
 * the page is interactive: one beacon for the view (`e` when it is the visit's first: client/attribution.ts
 * recorded where the visit came from on this page), then one per search in place (a
 * listing's filter changed by history.pushState), per listing made a favorite (the stores put a
 * new one first) and per share. Each beacon carries the page's address and the attribution the
 * visit keeps in sessionStorage; worker/site/relays/stats-beacon.ts reads it. A page the
 * speculation rules prerendered counts only once shown: nothing runs before its
 * activation, and a prerendered page never clicked counts nothing.
 */
export function enhancePageStats(element: HTMLElement, props: PageStatsProps): void {
  if ((document as { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', () => countPage(element, props), { once: true });
  else countPage(element, props);
}

function countPage(_element: HTMLElement, { l }: PageStatsProps): void {
  const send = (k: string, more?: object) => navigator.sendBeacon('/_s', JSON.stringify({ k, p: location.href, a: sessionStorage.attribution, ...more }));
  send('v', { l, e: landed ? 1 : undefined });
  // An estate's page seen: first among the recently viewed the favorites page shows.
  if (l?.[0] === 'e') writeList(RECENT_LIST, withFirst(readList(RECENT_LIST), Number(l.slice(1))));
  const push = history.pushState;
  history.pushState = function (...args) {
    push.apply(this, args);
    send('s');
  };
  let favorites = readFavorites();
  addEventListener(FAVORITES_CHANGE_EVENT, (event) => {
    const ids = (event as CustomEvent<number[]>).detail;
    if (ids[0] && !favorites.includes(ids[0])) send('f', { l: `e${ids[0]}` });
    favorites = ids;
  });
  addEventListener('click', (event) => (event.target as Element).closest?.('.share__menu') && send('h', { l }));
}
