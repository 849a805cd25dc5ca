import { type ComponentType, createContext, lazy, memo, type RefObject, Suspense, useContext, useEffect } from 'react';
import { intentGate } from './intent-gate';
import type { RentalCalendarProps } from './rental-calendar-data';

/**
 * The unit page's calendar, its code loaded when the visitor reaches for the booking part of
 * the page: the holiday unit page may load no more than an estate's detail page (build.mjs),
 * as the guests field (deferred-numeric-input.tsx). The server renders the real calendar,
 * given through this context by the unit page (worker/site/routes/holiday-rental-page.tsx), so the
 * HTML is whole and works without JavaScript (a GET form); in the browser React leaves that
 * HTML as it is until the code is there, then hydrates it in place: nothing moves.
 */
export const ServerRentalCalendar = createContext<ComponentType<RentalCalendarProps> | null>(null);

const gate = intentGate();

/**
 * Loads the calendar's code once the visitor reaches for `area` (a pointer over it, or focus in
 * it). A month link pressed before the code is there is not followed (a new page would lose the
 * focus): the month is kept on the calendar, which turns to it once live (rental-calendar.tsx).
 */
export function useLoadRentalCalendarOnIntent(area: RefObject<HTMLElement | null>): void {
  gate.useOpenOnIntent(area);
  useEffect(() => {
    const early = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('.rental-calendar__nav[href]');
      const calendar = link?.closest<HTMLElement>('#rental-calendar:not([data-live])');
      if (!link || !calendar) return;
      event.preventDefault();
      calendar.dataset.month = new URL(link.href).searchParams.get('month') ?? '';
    };
    document.addEventListener('click', early, true);
    return () => document.removeEventListener('click', early, true);
  }, []);
}

// '#rental-calendar' (package.json "imports"): rental-calendar.tsx in the browser, a stub in the worker, which renders it
// from ServerRentalCalendar and never loads it here (a load it never makes only cost it bytes: decision 066).
const LazyRentalCalendar = lazy(() => gate.opened.then(() => import('#rental-calendar')));

/** RentalCalendar, its code loaded on request; memoised so a parent's render leaves the waiting boundary alone. */
export const DeferredRentalCalendar = memo(function DeferredRentalCalendar(props: RentalCalendarProps) {
  const Server = useContext(ServerRentalCalendar);
  // No fallback: React keeps the server's calendar in place while the code is missing.
  return <Suspense>{Server ? <Server {...props} /> : <LazyRentalCalendar {...props} />}</Suspense>;
});
