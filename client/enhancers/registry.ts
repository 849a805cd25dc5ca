import type { EnhancedIsland } from '../../shared/islands';
import { enhanceBackToTop } from './back-to-top.enhance';
import { enhanceCtaNumbers } from './cta-numbers.enhance';
import { enhanceFavoriteButton } from './favorite-button.enhance';
import { enhanceFavoritesCount } from './favorites-count.enhance';
import { enhanceMainNavigation } from './main-navigation.enhance';
import { enhanceScrollDown } from './scroll-down.enhance';

/** Brings a server-rendered island to life without React: the element and its props. */
type Enhancer = (element: HTMLElement, props: never) => void;

/** Every enhanced island by name (shared/islands.ts ENHANCED_ISLANDS): part of the entry, no chunk of their own. */
export const ENHANCERS: Record<EnhancedIsland, Enhancer> = {
  'back-to-top': enhanceBackToTop,
  'cta-numbers': enhanceCtaNumbers,
  'favorite-button': enhanceFavoriteButton,
  'favorites-count': enhanceFavoritesCount,
  'main-navigation': enhanceMainNavigation,
  'scroll-down': enhanceScrollDown,
};
