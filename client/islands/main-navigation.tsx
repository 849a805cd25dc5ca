import { useEffect, useRef, useState } from 'react';

export interface MainNavigationProps {
  label: string;
  openLabel: string;
  closeLabel: string;
  items: { id: number; label: string; href: string; current: boolean }[];
}

/**
 * The main menu. On a phone it folds behind a button (aria-expanded, Escape closes and
 * returns focus, a click outside closes); without JavaScript it is simply listed.
 */
export default function MainNavigation({ label, openLabel, closeLabel, items }: MainNavigationProps) {
  const [open, setOpen] = useState(false);
  // Not useId: server and browser render this island in different trees (see detail-tabs).
  const listId = 'main-nav-list';
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  // The sticky header's height, for the page's scroll padding: a focused element scrolled into
  // view lands below the header, never under it (WCAG 2.2 SC 2.4.11), whatever the header wraps to.
  useEffect(() => {
    const header = nav.current?.closest('.site-header');
    if (!header) return;
    const publish = () => document.documentElement.style.setProperty('--site-header-height', `${Math.ceil(header.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    // The browser scrolls a focused element into view only when it is out of view: one partly
    // under the header (a tall text field) stays there. Move it the rest of the way.
    const uncover = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || header.contains(target) || getComputedStyle(header).position !== 'sticky') return;
      const under = header.getBoundingClientRect().bottom - target.getBoundingClientRect().top;
      if (under > 0) window.scrollBy({ top: -(under + 8), behavior: 'instant' });
    };
    document.addEventListener('focusin', uncover);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', uncover);
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (nav.current && !nav.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <nav className="main-nav" aria-label={label} ref={nav}>
      <button
        ref={button}
        type="button"
        className="main-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" fill="none" />
          )}
        </svg>
        <span>{open ? closeLabel : openLabel}</span>
      </button>
      <ul id={listId} className="main-nav__list" data-open={open ? 'true' : 'false'}>
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
