import type { PlainSearchProps } from './plain-search';

/**
 * The box (plain-search.tsx): its behaviour (client/plain-search/box.ts) is a chunk of its
 * own, loaded on the pages that show the box only, so the entry every page loads stays small.
 */
export function enhancePlainSearch(element: HTMLElement, props: PlainSearchProps): Promise<void> {
  return import('../plain-search/box').then(({ enhanceBox }) => enhanceBox(element, props));
}
