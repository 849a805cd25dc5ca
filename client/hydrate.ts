import { type ComponentType, type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
// The JSX runtime rather than createElement: the islands use it too, so it shares React's chunk (one file less per page).
import { jsx } from 'react/jsx-runtime';
import { useHydrated } from './components/use-hydrated';
import type { ReactIsland } from '../shared/islands';
import { ISLAND_LOADERS } from './islands/registry.generated';

/**
 * Calls back once the island is live: after the hydration commit, and after the render of what
 * shows only with JavaScript (useHydrated), which lands in the same commit as this flip.
 */
function Ready({ onReady, children }: { onReady: () => void; children?: ReactNode }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) onReady();
  }, [hydrated, onReady]);
  return children;
}

/**
 * Hydrates a React island in place: loads its chunk, then React. Loaded by client/entry.ts
 * (a dynamic import) only on pages with a React island, so other pages never fetch React.
 */
export async function hydrateIsland(element: HTMLElement, name: string, props: unknown, onReady: () => void): Promise<void> {
  const load = Object.hasOwn(ISLAND_LOADERS, name) ? ISLAND_LOADERS[name as ReactIsland] : undefined;
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const { default: Island } = await load();
  // The island's code ran in this task; its hydration starts in the next.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // In a transition React hydrates in slices of a few milliseconds and lets the browser paint
  // and answer input between them; outside one, an island (a listing's 15 cards) hydrates in
  // one long task.
  startTransition(() => {
    hydrateRoot(element, jsx(Ready, { onReady, children: jsx(Island as ComponentType<object>, props as object) }));
  });
}
