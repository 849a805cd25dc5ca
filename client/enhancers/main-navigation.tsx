import { MAIN_NAVIGATION_LIST_ID, MENU_ICON_PATHS, type MainNavigationProps } from './main-navigation.enhance';

/**
 * The main menu, as the server renders it (closed). On a phone it folds behind a button
 * that main-navigation.enhance.ts brings to life (aria-expanded, Escape closes and returns
 * focus, a click outside closes); without JavaScript it is simply listed.
 */
export default function MainNavigation({ label, openLabel, items }: MainNavigationProps) {
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
      </ul>
    </nav>
  );
}
