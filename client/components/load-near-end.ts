import { type DependencyList, type RefObject, useEffect, useRef } from 'react';

/** Whether what has focus comes after `element` in the page (and so moves when content is added before it). */
function focusIsPast(element: Element): boolean {
  const focused = document.activeElement;
  return focused !== null && focused !== document.body && Boolean(element.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/**
 * Infinite scroll: calls `loadMore` while `active` and the list's end (`sentinel`) is within
 * 600px of the screen, but not while focus is past the list (the footer): cards added above
 * the focused link would push it off the screen (WCAG 2.4.11). What waited loads once focus
 * comes back into the page above (focusin), or on a scroll once focus has left the footer (a
 * click on the page's background moves it to the body without a focusin). The watch is set up
 * again whenever `active` or one of `deps` changes (say, after each page), so a sentinel still
 * near asks again. `loadMore` itself checks whether a page is on its way.
 */
export function useLoadNearEnd(sentinel: RefObject<Element | null>, active: boolean, loadMore: () => void, deps: DependencyList): void {
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !active) return;
    let near = false;
    const load = () => {
      if (near && !focusIsPast(element)) latest.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.at(-1)!.isIntersecting;
        load();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    document.addEventListener('focusin', load);
    window.addEventListener('scroll', load, { passive: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', load);
      window.removeEventListener('scroll', load);
    };
  }, [sentinel, active, ...deps]);
}
