import type { ComponentType } from 'react';

type IslandModule = { default: ComponentType<never> };

/**
 * Every React island, by the name the server writes in data-island (the enhanced ones,
 * shared/islands.ts ENHANCED_ISLANDS, are client/enhancers/registry.ts). Each entry is a
 * dynamic import, so each island is its own chunk, fetched only on pages that render it.
 */
export const ISLAND_LOADERS: Record<string, () => Promise<IslandModule>> = {
  'contact-form': () => import('./contact-form'),
  'detail-tabs': () => import('./detail-tabs'),
  'employees-carousel': () => import('./employees-carousel'),
  'estate-filter': () => import('./estate-filter'),
  'estate-gallery': () => import('./estate-gallery'),
  'estate-list': () => import('./estate-list'),
  'estate-location': () => import('./estate-location'),
  'favorites-list': () => import('./favorites-list'),
  'purchase-costs': () => import('./purchase-costs'),
  'rental-booking': () => import('./rental-booking'),
  'rental-search': () => import('./rental-search'),
  'share-listing': () => import('./share-listing'),
  'viewing-booking': () => import('./viewing-booking'),
};
