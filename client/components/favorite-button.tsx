import { useSnapshot } from 'valtio';
import { useHydrated } from './use-hydrated';
import { favoritesStore } from '../stores/favorites';

export interface FavoriteButtonProps {
  estateId: number;
  addLabel: string;
  removeLabel: string;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
      <path
        d="M12 21s-7.5-4.6-9.6-9.3C1 8.3 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.6C12 6.1 13.4 5 15.4 5c3.4 0 5.6 3.3 4.2 6.7C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function LiveHeart({ estateId, addLabel, removeLabel }: FavoriteButtonProps) {
  const favorites = favoritesStore();
  const { ids } = useSnapshot(favorites.state);
  const active = ids.includes(estateId);
  return (
    <button
      type="button"
      className="favorite-button"
      aria-pressed={active}
      aria-label={active ? removeLabel : addLabel}
      title={active ? removeLabel : addLabel}
      onClick={() => favorites.toggle(estateId)}
    >
      <Heart filled={active} />
    </button>
  );
}

/**
 * The heart on a card: marks an estate as a favorite, kept in the browser. The server and
 * the first browser render show an empty heart; the browser's own favorites show after.
 */
export function FavoriteButton(props: FavoriteButtonProps) {
  const live = useHydrated();
  if (live) return <LiveHeart {...props} />;
  return (
    <button type="button" className="favorite-button" aria-pressed={false} aria-label={props.addLabel} title={props.addLabel} disabled>
      <Heart filled={false} />
    </button>
  );
}
