import type { CompareWords } from '../../shared/components/compare-toggle';
import type { CountText } from '../../shared/i18n/plural';

// The props of the compare page's island and of the recently viewed list, apart from
// both the islands and the views they load, which import them.

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
  labels: {
    empty: string;
    clear: string;
    noPhoto: string;
    favoriteAdd: string;
    favoriteRemove: string;
    loading: string;
    loadFailed: string;
    tryAgain: string;
    compare: CompareWords;
  };
}
