import { type ComponentType, createContext, lazy, Suspense, useContext, useRef } from 'react';
import { intentGate } from '../components/intent-gate';
import type { PurchaseCostsProps } from '../components/purchase-costs-body';

export type { PurchaseCostsLabel, PurchaseCostsProps } from '../components/purchase-costs-body';

/**
 * The purchase-costs calculator's body, given by the server (worker/site/render/purchase-costs.tsx)
 * so the page holds the whole table and form without JavaScript.
 */
export const ServerPurchaseCosts = createContext<ComponentType<PurchaseCostsProps> | null>(null);

const gate = intentGate();
// '#purchase-costs-body' (package.json "imports"): purchase-costs-body.tsx in the browser, a stub in the worker, which renders it
// from ServerPurchaseCosts and never loads it here (a load it never makes only cost it bytes: decision 066).
const LazyBody = lazy(() => gate.opened.then(() => import('#purchase-costs-body')));

/**
 * The purchase-costs island. The detail page has no budget for the calculator before
 * the visitor interacts: in the browser the server's HTML stays as it is (a Suspense boundary
 * React does not hydrate while its code is missing) until the visitor reaches for it; then the
 * code loads and hydrates in place, the same nodes, so nothing moves and nothing typed is lost.
 */
export default function PurchaseCosts(props: PurchaseCostsProps) {
  const Server = useContext(ServerPurchaseCosts);
  const area = useRef<HTMLDivElement>(null);
  gate.useOpenOnIntent(area);
  // No fallback: React keeps the server's markup in place while the code is missing.
  return (
    <div ref={area} className="purchase-costs__area">
      <Suspense>{Server ? <Server {...props} /> : <LazyBody {...props} />}</Suspense>
    </div>
  );
}
