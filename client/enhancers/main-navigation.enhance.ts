/** What the server passes (main-navigation.tsx renders it; this brings it to life): the component imports from here, never the reverse. */
export interface MainNavigationProps {
  label: string;
  openLabel: string;
  closeLabel: string;
  items: { id: number; label: string; href: string; current: boolean }[];
}

/** The list the menu button folds: a fixed id, the same in the server's HTML and here. */
export const MAIN_NAVIGATION_LIST_ID = 'main-nav-list';
/** The button's icon: three bars while the menu is closed, a cross while it is open. */
export const MENU_ICON_PATHS = { open: 'M4 7h16M4 12h16M4 17h16', close: 'M6 6l12 12M18 6L6 18' };

/**
 * The main menu's button (main-navigation.tsx): opens and closes the list with
 * aria-expanded kept right; Escape closes it and returns focus to the button, a click
 * outside closes it. Also keeps the page's scroll padding below the sticky header.
 */
export function enhanceMainNavigation(element: HTMLElement, { openLabel, closeLabel }: MainNavigationProps): void {
  const nav = element.querySelector<HTMLElement>('.main-nav');
  const button = nav?.querySelector<HTMLButtonElement>('.main-nav__toggle');
  const list = nav?.querySelector<HTMLElement>('.main-nav__list');
  if (!nav || !button || !list) return;
  let open = false;
  const set = (value: boolean) => {
    open = value;
    button.setAttribute('aria-expanded', String(open));
    button.querySelector('path')?.setAttribute('d', open ? MENU_ICON_PATHS.close : MENU_ICON_PATHS.open);
    const text = button.querySelector('span');
    if (text) text.textContent = open ? closeLabel : openLabel;
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
  // under the header (a tall text field) stays there. Move it the rest of the way.
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (!(target instanceof Element) || header.contains(target) || getComputedStyle(header).position !== 'sticky') return;
    const under = header.getBoundingClientRect().bottom - target.getBoundingClientRect().top;
    if (under > 0) window.scrollBy({ top: -(under + 8), behavior: 'instant' });
  });
}
