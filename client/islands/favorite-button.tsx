import { FavoriteButton, type FavoriteButtonProps } from '../components/favorite-button';

/** A favorite heart outside a listing island (featured estate, collections, detail page). */
export default function FavoriteButtonIsland(props: FavoriteButtonProps) {
  return <FavoriteButton {...props} />;
}
