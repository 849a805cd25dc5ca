import { type RefObject, useEffect } from 'react';

/** Where a detail page shows its photo first: the media query of client/styles/detail-phone.css. */
export const PHONE_FIRST_QUERY = '(max-width: 767px)';

/**
 * A detail page's gallery (estate or holiday unit) is shown before the page's header on a
 * phone (detail-phone.css, `order: -1`): this moves its island before the header in the
 * document too while that layout applies, and back after it on a wider screen, so what a
 * screen reader reads and Tab walks follows what is seen (WCAG 1.3.2, 2.4.3). The stylesheet
 * already shows it there, so the move changes nothing on screen (no layout shift). It lives
 * in the gallery's own chunk, loaded on detail pages only, not in the entry every page loads.
 * Focus inside the gallery stays there.
 */
export function usePhotoFirst(gallery: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    // The island element holds the gallery and its dialog (it has no box of its own).
    const island = gallery.current?.parentElement;
    const header = island?.parentElement?.querySelector(':scope > .estate-detail__header');
    if (!island || !header) return;
    const phone = window.matchMedia(PHONE_FIRST_QUERY);
    const place = () => {
      const first = phone.matches;
      if (first ? header.previousElementSibling === island : header.nextElementSibling === island) return;
      const focused = document.activeElement;
      if (first) header.before(island);
      else header.after(island);
      if (focused instanceof HTMLElement && island.contains(focused) && document.activeElement !== focused) focused.focus({ preventScroll: true });
    };
    place();
    phone.addEventListener('change', place);
    return () => phone.removeEventListener('change', place);
  }, [gallery]);
}
