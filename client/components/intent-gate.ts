import { type RefObject, useEffect } from 'react';

/**
 * Code a page has no budget for before the visitor interacts, loaded once they reach for it:
 * `opened` resolves on the first move toward an area given to `useOpenOnIntent` (a pointer over
 * it, or focus in it, a touch included; or already there when the island goes live). Listened for on the document, in the capture phase:
 * React stops events aimed at a part it has not hydrated yet at its root, before they reach
 * the area. Each gate opens once; its listeners stay cheap until the island goes.
 * @example const gate = intentGate(); const Lazy = lazy(() => gate.opened.then(() => import('./heavy')));
 */
export function intentGate(): { opened: Promise<void>; useOpenOnIntent: (area: RefObject<HTMLElement | null>) => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  function useOpenOnIntent(area: RefObject<HTMLElement | null>): void {
    useEffect(() => {
      // The visitor may have reached in before the island was live (focus or a pointer already there).
      if (area.current?.contains(document.activeElement) || area.current?.matches(':hover')) open();
      return onReach((target) => Boolean(area.current?.contains(target)), open);
    }, [area]);
  }
  return { opened, useOpenOnIntent };
}

/**
 * Calls `reached` each time the visitor reaches for a part of the page `inside` says is theirs:
 * a pointer over it, or focus in it (a touch included). Listened for on the document, in the
 * capture phase (intentGate says why); returns what stops listening, for an effect's cleanup.
 */
export function onReach(inside: (target: Node) => boolean, reached: () => void): () => void {
  const reach = (event: Event) => event.target instanceof Node && inside(event.target) && reached();
  document.addEventListener('pointerover', reach, true);
  document.addEventListener('focusin', reach, true);
  return () => {
    document.removeEventListener('pointerover', reach, true);
    document.removeEventListener('focusin', reach, true);
  };
}
