import { type DetailOrderProps, PHONE_FIRST_QUERY } from './detail-order';

/**
 * The gallery rendered just before this marker (detail-order.tsx) goes before the page's
 * header while the phone layout applies, and back after it on a wider screen: the order of the
 * document then is the order on the screen, for a screen reader and for Tab (WCAG 1.3.2,
 * 2.4.3). The stylesheet already shows it so (`order: -1`), with or without this script, so
 * the move changes nothing that is seen: no layout shift. Focus inside the gallery stays there.
 */
export function enhanceDetailOrder(element: HTMLElement, { header: selector }: DetailOrderProps): void {
  const gallery = element.previousElementSibling;
  const header = element.parentElement?.querySelector(`:scope > ${selector}`);
  if (!gallery || !header) return;
  const phone = window.matchMedia(PHONE_FIRST_QUERY);
  const place = () => {
    const first = phone.matches;
    if (first ? header.previousElementSibling === gallery : gallery.nextElementSibling === element) return;
    const focused = document.activeElement;
    if (first) header.before(gallery);
    else element.before(gallery);
    if (focused instanceof HTMLElement && gallery.contains(focused) && document.activeElement !== focused) focused.focus({ preventScroll: true });
  };
  place();
  phone.addEventListener('change', place);
}
