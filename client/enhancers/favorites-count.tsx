export interface FavoritesCountProps {
  href: string;
  label: string;
  /** '{{count}}' is replaced by the number. */
  countLabel: string;
}

/**
 * The header link to the favorites page. The server cannot know the visitor's favorites
 * (they live in the browser): it renders the label and an empty count, and
 * favorites-count.enhance.ts fills the count in its place.
 */
export default function FavoritesCount({ href, label }: FavoritesCountProps) {
  return (
    <a className="favorites-link" href={href}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C1 8.3 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.6C12 6.1 13.4 5 15.4 5c3.4 0 5.6 3.3 4.2 6.7C19.5 16.4 12 21 12 21z"
          fill="currentColor"
        />
      </svg>
      {/* The count's place, kept from the first paint: filled by the enhancer, it moves nothing. */}
      <span className="favorites-link__count" aria-hidden="true" />
      <span className="favorites-link__label">{label}</span>
    </a>
  );
}
