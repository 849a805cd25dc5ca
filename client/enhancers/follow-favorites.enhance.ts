import { followFavorites, readFavorites } from '../stores/listing-lists';

/**
 * The follow form's listings (follow-favorites.tsx): one hidden `estateIds` field per favorite,
 * kept in step with every change on this page or in another tab; the form hides while there is
 * no favorite to follow.
 */
export function enhanceFollowFavorites(element: HTMLElement): void {
  const form = element.querySelector('form');
  const holder = element.querySelector('.follow-favorites__ids');
  if (!form || !holder) return;
  const show = (ids: readonly number[]) => {
    holder.replaceChildren(
      ...ids.map((id) => {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = 'estateIds';
        input.value = String(id);
        return input;
      }),
    );
    form.hidden = ids.length === 0;
  };
  show(readFavorites());
  followFavorites(show);
}
