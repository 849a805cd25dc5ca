import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server's render and in the browser's hydration of it (they must match), true
 * right after: what an island shows only with JavaScript (a live heart, infinite scroll, tabs)
 * comes in then. The flip is a transition, so the render it causes is done in slices between
 * which the browser paints and answers input; a plain state update after hydration renders the
 * whole island again in one task (the listing's 15 cards: a long task on a phone). Every flip
 * of one hydration lands in the same render, the island's readiness (client/hydrate.ts) with it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
