import { FavoriteButton, type FavoriteButtonProps } from '../components/favorite-button';

export type { FavoriteButtonProps };

/**
 * A favorite heart outside a React list: the server renders the component's first state (a
 * disabled, empty heart) and favorite-button.enhance.ts brings it to life without React.
 */
export default function FavoriteButtonMarkup(props: FavoriteButtonProps) {
  return <FavoriteButton {...props} />;
}
