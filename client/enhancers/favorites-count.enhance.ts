import { followFavorites, readFavorites } from '../stores/listing-lists';
import type { FavoritesCountProps } from './favorites-count';

function span(className: string, hidden: boolean): HTMLSpanElement {
  const element = document.createElement('span');
  element.className = className;
  if (hidden) element.setAttribute('aria-hidden', 'true');
  return element;
}

/**
 * The header link's count (favorites-count.tsx): how many favorites the visitor keeps,
 * following every change made on this page (by a React island) or in another tab.
 */
export function enhanceFavoritesCount(element: HTMLElement, { label, countLabel }: FavoritesCountProps): void {
  const serverLabel = element.querySelector('.favorites-link__label');
  if (!serverLabel) return;
  // The server's empty count (a page kept from before it had one gets a new count).
  const count = element.querySelector<HTMLSpanElement>('.favorites-link__count') ?? span('favorites-link__count', true);
  const spoken = span('visually-hidden', false);
  const shown = span('favorites-link__label', true);
  shown.textContent = label;
  const show = (ids: readonly number[]) => {
    count.textContent = String(ids.length);
    spoken.textContent = countLabel.replace('{{count}}', String(ids.length));
  };
  show(readFavorites());
  serverLabel.replaceWith(...(count.isConnected ? [] : [count]), spoken, shown);
  followFavorites(show);
}
