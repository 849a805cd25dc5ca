/** What the server passes (main-navigation.tsx renders it; this brings it to life): the component imports from here, never the reverse. */
export interface MainNavigationProps {
  label: string;
  /** The menu button's label, the same open or closed (its icon and aria-expanded tell which): a label that changed width moved the header's rows. */
  openLabel: string;
  /** The desktop menu's overflow button ('Meer'): the items that do not fit on the row. */
  moreLabel: string;
  items: { id: number; label: string; href: string; current: boolean }[];
}

/** The list the menu button folds: a fixed id, the same in the server's HTML and here. */
export const MAIN_NAVIGATION_LIST_ID = 'main-nav-list';
/** The desktop menu's overflow list ("more"). */
export const MAIN_NAVIGATION_MORE_ID = 'main-nav-more';
/** From this width the menu is a row in the header (client/styles/header.css); below it, a menu button. */
export const MAIN_NAVIGATION_ROW_QUERY = '(min-width: 900px)';
/** The button's icon: three bars while the menu is closed, a cross while it is open. */
export const MENU_ICON_PATHS = { open: 'M4 7h16M4 12h16M4 17h16', close: 'M6 6l12 12M18 6L6 18' };

/**
 * The main menu's button (main-navigation.tsx): opens and closes the list with
 * aria-expanded kept right; Escape closes it and returns focus to the button, a click
 * outside closes it. Also keeps the page's scroll padding below the sticky header.
 */
export function enhanceMainNavigation(element: HTMLElement): void {
  const nav = element.querySelector<HTMLElement>('.main-nav');
  const button = nav?.querySelector<HTMLButtonElement>('.main-nav__toggle');
  const list = nav?.querySelector<HTMLElement>('.main-nav__list');
  if (!nav || !button || !list) return;
  let open = false;
  const set = (value: boolean) => {
    open = value;
    button.setAttribute('aria-expanded', String(open));
    button.querySelector('path')?.setAttribute('d', open ? MENU_ICON_PATHS.close : MENU_ICON_PATHS.open);
    list.dataset.open = String(open);
  };
  button.addEventListener('click', () => set(!open));
  document.addEventListener('keydown', (event) => {
    if (!open || event.key !== 'Escape') return;
    set(false);
    button.focus();
  });
  document.addEventListener('click', (event) => {
    if (open && !nav.contains(event.target as Node)) set(false);
  });
  followHeaderHeight(nav);
  fitOnOneRow(nav, list);
}

/**
 * On a wide screen the menu stays on the header's one row: what does not fit moves into a "more"
 * menu (a disclosure: Escape or a click outside closes it), and only that. Items leave from the
 * end, but the menu's last one (its contact page, on the starter site and the demo's) leaves
 * last; then each item that left and fits again comes back, so no room is left empty. The
 * nav's width is what the brand, the favorites link and the languages leave; it is watched,
 * so a wider window, a longer favorites label or another font size refit it.
 */
function fitOnOneRow(nav: HTMLElement, list: HTMLElement): void {
  const more = list.querySelector<HTMLElement>('.main-nav__more');
  const toggle = more?.querySelector<HTMLButtonElement>('.main-nav__more-toggle');
  const overflow = more?.querySelector<HTMLElement>('.main-nav__more-list');
  if (!more || !toggle || !overflow) return;
  const items = Array.from(list.children).filter((item) => item !== more);
  const row = window.matchMedia(MAIN_NAVIGATION_ROW_QUERY);
  const show = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    overflow.hidden = !open;
  };
  const out = new Set<Element>();
  // Each item in the row or under "more", in the menu's order either way; whether the row overflows.
  const overflows = () => {
    for (const item of items)
      if (out.has(item)) overflow.append(item);
      else list.insertBefore(item, more);
    more.hidden = out.size === 0;
    return list.scrollWidth > list.clientWidth + 1;
  };
  const fit = () => {
    show(false);
    out.clear();
    if (row.matches) {
      for (const item of items.slice(0, -1).reverse().concat(items.slice(-1))) if (overflows()) out.add(item);
      for (const item of items) if (out.delete(item) && overflows()) out.add(item);
    }
    overflows();
    toggle.classList.toggle('main-nav__more-toggle--current', !!overflow.querySelector('[aria-current]'));
    list.dataset.fitted = 'true';
  };
  new ResizeObserver(fit).observe(nav);
  row.addEventListener('change', fit);
  toggle.addEventListener('click', () => show(overflow.hidden !== false));
  document.addEventListener('keydown', (event) => {
    if (overflow.hidden || event.key !== 'Escape') return;
    show(false);
    toggle.focus();
  });
  document.addEventListener('click', (event) => {
    if (!overflow.hidden && !more.contains(event.target as Node)) show(false);
  });
  more.addEventListener('focusout', (event) => {
    if (!more.contains(event.relatedTarget as Node | null) && event.relatedTarget) show(false);
  });
}

/**
 * The sticky header's height, for the page's scroll padding: a focused element scrolled into
 * view lands below the header, never under it (WCAG 2.2 SC 2.4.11), whatever the header wraps to.
 */
function followHeaderHeight(nav: HTMLElement): void {
  const header = nav.closest('.site-header');
  if (!header) return;
  const publish = () => document.documentElement.style.setProperty('--site-header-height', `${Math.ceil(header.getBoundingClientRect().height)}px`);
  // The observer reports the header's first size too, when the browser next lays the page
  // out anyway: measuring here at once would force a layout of the whole page in the task
  // that starts the islands.
  new ResizeObserver(publish).observe(header);
  // The browser scrolls a focused element into view only when it is out of view: one partly
  // under the header (a tall text field) stays there. Move it the rest of the way; not what a
  // press focused where the pointer is (the page's main, the gallery: focusable by script), which
  // shows no focus ring and must not move away from under the pointer between press and release,
  // nor what is in an open dialog, above the page (the page would scroll behind it).
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (!(target instanceof Element) || header.contains(target) || !target.matches(':focus-visible') || target.closest('dialog[open]')) return;
    if (getComputedStyle(header).position !== 'sticky') return;
    const under = header.getBoundingClientRect().bottom - target.getBoundingClientRect().top;
    if (under > 0) window.scrollBy({ top: -(under + 8), behavior: 'instant' });
  });
}
