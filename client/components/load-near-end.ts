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
 *
 * A keyboard faster than the network is past the list by the time a page asked for arrives:
 * while focus is past the list, each change of the list's size (cards added, the "loading"
 * line, a card drawn at its real height once on the screen) scrolls the window by as much as it
 * moved what has focus in the page, before the browser paints, so it stays where it was on the
 * screen. The browser's own scroll anchoring is off meanwhile (it kept the footer in place on
 * the holiday list but not on the listing, and the two together would move it twice).
 */
export function useLoadNearEnd(sentinel: RefObject<Element | null>, active: boolean, loadMore: () => void, deps: DependencyList): void {
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const list = sentinel.current?.parentElement;
    if (!list) return;
    const root = document.documentElement;
    // What has focus past the list, and where it is in the page (not on the screen: a scroll does not change it).
    let held: { element: Element; top: number } | null = null;
    const note = () => {
      const element = sentinel.current;
      const focused = element && focusIsPast(element) ? document.activeElement! : null;
      root.style.overflowAnchor = focused ? 'none' : '';
      held = focused ? { element: focused, top: focused.getBoundingClientRect().top + window.scrollY } : null;
    };
    const observer = new ResizeObserver(() => {
      const moved = held && document.activeElement === held.element ? held.element.getBoundingClientRect().top + window.scrollY - held.top : 0;
      if (moved) window.scrollBy(0, moved);
      note();
    });
    observer.observe(list);
    note();
    // On focusout too: focus that went to the body (a click on the background) has no focusin.
    document.addEventListener('focusin', note);
    document.addEventListener('focusout', note);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', note);
      document.removeEventListener('focusout', note);
      root.style.overflowAnchor = '';
    };
  }, [sentinel]);
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
