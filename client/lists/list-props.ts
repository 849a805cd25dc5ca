import type { CompareWords } from '../../shared/components/compare-toggle';
import type { CountText } from '../../shared/i18n/plural';

// The props of the lists kept in the browser (the compare page's, the favorites, the recently
// viewed), apart from both the islands and the views they load, which import them.

/** The words a list of cards needs for its cards and its loading. */
export interface CardListLabels {
  noPhoto: string;
  favoriteAdd: string;
  favoriteRemove: string;
  loading: string;
  loadFailed: string;
  tryAgain: string;
  compare: CompareWords;
}

/** The favorites page's list (client/islands/favorites-list.tsx). */
export interface FavoritesListProps {
  /** /{lang}/ajax/estate/ */
  endpoint: string;
  labels: CardListLabels & { empty: string; gone: CountText };
}

/** The compare page's island (client/islands/compare-list.tsx, client/lists/compare-view.tsx). */
export interface CompareListProps {
  /** /{lang}/ajax/compare */
  endpoint: string;
  labels: {
    empty: string;
    /** 'Verwijder {{title}} uit de vergelijking' */
    remove: string;
    gone: CountText;
    caption: string;
    differs: string;
    missing: string;
    favoriteAdd: string;
    favoriteRemove: string;
    loading: string;
    loadFailed: string;
    tryAgain: string;
  };
}

/** The recently viewed listings (client/islands/recent-listings.tsx, client/lists/recent-view.tsx). */
export interface RecentListingsProps {
  /** /{lang}/ajax/estate/ */
  endpoint: string;
  labels: CardListLabels & { empty: string; clear: string };
}
