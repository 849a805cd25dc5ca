import { MAIN_NAVIGATION_LIST_ID, MAIN_NAVIGATION_MORE_ID, MENU_ICON_PATHS, type MainNavigationProps } from './main-navigation.enhance';

/**
 * The main menu, as the server renders it (closed). On a phone it folds behind a button
 * that main-navigation.enhance.ts brings to life (aria-expanded, Escape closes and returns
 * focus, a click outside closes); on a wide screen the items that do not fit on the header's
 * row move into a "more" menu at its end. Without JavaScript it is simply listed.
 */
export default function MainNavigation({ label, openLabel, moreLabel, items }: MainNavigationProps) {
  return (
    <nav className="main-nav" aria-label={label}>
      <button type="button" className="main-nav__toggle" aria-expanded={false} aria-controls={MAIN_NAVIGATION_LIST_ID}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
          <path d={MENU_ICON_PATHS.open} stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
        <span>{openLabel}</span>
      </button>
      <ul id={MAIN_NAVIGATION_LIST_ID} className="main-nav__list" data-open="false">
        {items.map((item) => (
          <li key={item.id}>
            <a href={item.href} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
        <li className="main-nav__more" hidden>
          <button type="button" className="main-nav__more-toggle" aria-expanded={false} aria-controls={MAIN_NAVIGATION_MORE_ID}>
            {moreLabel}
            <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
              <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </button>
          <ul id={MAIN_NAVIGATION_MORE_ID} className="main-nav__more-list" hidden />
        </li>
      </ul>
    </nav>
  );
}
