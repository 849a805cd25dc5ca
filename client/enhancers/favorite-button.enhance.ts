import type { FavoriteButtonProps } from '../components/favorite-button';
import { followFavorites, readFavorites, toggled, writeFavorites } from '../stores/listing-lists';

/**
 * A favorite heart outside a React list (a featured estate, a collection, the detail page and
 * its similar estates), without React: the server's button (client/components/favorite-button.tsx,
 * disabled, empty heart) is enabled, shows whether the estate is among the visitor's favorites
 * and toggles it, following every change on the page (the header count, a React list's hearts)
 * and in other tabs. The hearts inside React lists are that component, live.
 */
export function enhanceFavoriteButton(element: HTMLElement, { estateId, addLabel, removeLabel }: FavoriteButtonProps): void {
  const button = element.querySelector<HTMLButtonElement>('button.favorite-button');
  const heart = button?.querySelector('path');
  if (!button || !heart) return;
  const show = (ids: readonly number[]) => {
    const active = ids.includes(estateId);
    const label = active ? removeLabel : addLabel;
    button.setAttribute('aria-pressed', String(active));
    button.setAttribute('aria-label', label);
    button.title = label;
    heart.setAttribute('fill', active ? 'currentColor' : 'none');
  };
  button.addEventListener('click', () => {
    writeFavorites(toggled(readFavorites(), estateId));
  });
  show(readFavorites());
  followFavorites(show);
  button.disabled = false;
}
