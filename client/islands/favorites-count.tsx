import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { favoritesStore } from '../stores/favorites';

export interface FavoritesCountProps {
  href: string;
  label: string;
  /** '{{count}}' is replaced by the number. */
  countLabel: string;
}

function Count({ label, countLabel }: { label: string; countLabel: string }) {
  const { ids } = useSnapshot(favoritesStore().state);
  return (
    <>
      <span className="favorites-link__count" aria-hidden="true">
        {ids.length}
      </span>
      <span className="visually-hidden">{countLabel.replace('{{count}}', String(ids.length))}</span>
      <span className="favorites-link__label" aria-hidden="true">
        {label}
      </span>
    </>
  );
}

/** The header link to the favorites page, with how many there are. */
export default function FavoritesCount({ href, label, countLabel }: FavoritesCountProps) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <a className="favorites-link" href={href}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path d="M12 21s-7.5-4.6-9.6-9.3C1 8.3 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.6C12 6.1 13.4 5 15.4 5c3.4 0 5.6 3.3 4.2 6.7C19.5 16.4 12 21 12 21z" fill="currentColor" />
      </svg>
      {live ? <Count label={label} countLabel={countLabel} /> : <span className="favorites-link__label">{label}</span>}
    </a>
  );
}
