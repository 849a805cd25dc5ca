import { createElement, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_LOADERS } from './islands/registry';

/** Calls back once hydrated: React runs effects only after the hydration commit. */
function Ready({ onReady, children }: { onReady: () => void; children?: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/**
 * Hydrates a React island in place: loads its chunk, then React. Loaded by client/entry.ts
 * (a dynamic import) only on pages with a React island, so other pages never fetch React.
 */
export async function hydrateIsland(element: HTMLElement, name: string, props: unknown, onReady: () => void): Promise<void> {
  const load = ISLAND_LOADERS[name];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const { default: Island } = await load();
  hydrateRoot(element, createElement(Ready, { onReady }, createElement(Island, props as never)));
}
