import { COMPARE_LIST, readList } from './stores/listing-lists';

/**
 * The compare toggles of cards and detail pages (shared/components/compare-toggle.tsx):
 * on every page, this much only. Their code (client/lists/compare-toggle.ts, a chunk of its own) loads
 * at the first press of one, or at once when the visitor has chosen listings already, so the
 * toggles show which.
 */
const toggles = () => import('./lists/compare-toggle');

if (readList(COMPARE_LIST).length > 0) void toggles().then((module) => module.startCompare());
addEventListener('click', (event) => {
  const button = (event.target as Element).closest?.<HTMLButtonElement>('button[data-compare]');
  if (button) void toggles().then((module) => module.toggleCompare(button));
});
