import type { ComponentType } from 'react';

type IslandModule = { default: ComponentType<never> };

/**
 * Every island, by the name the server writes in data-island. Each entry is a dynamic
 * import, so each island is its own chunk, fetched only on pages that render it.
 */
export const ISLAND_LOADERS: Record<string, () => Promise<IslandModule>> = {
  'back-to-top': () => import('./back-to-top'),
  'contact-form': () => import('./contact-form'),
  'cta-numbers': () => import('./cta-numbers'),
  'detail-tabs': () => import('./detail-tabs'),
  'employees-carousel': () => import('./employees-carousel'),
  'estate-filter': () => import('./estate-filter'),
  'estate-gallery': () => import('./estate-gallery'),
  'estate-list': () => import('./estate-list'),
  'estate-location': () => import('./estate-location'),
  'favorite-button': () => import('./favorite-button'),
  'favorites-count': () => import('./favorites-count'),
  'favorites-list': () => import('./favorites-list'),
  'main-navigation': () => import('./main-navigation'),
  'rental-booking': () => import('./rental-booking'),
  'rental-search': () => import('./rental-search'),
  'share-listing': () => import('./share-listing'),
  'viewing-booking': () => import('./viewing-booking'),
  'scroll-down': () => import('./scroll-down'),
};
