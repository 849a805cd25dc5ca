import { type ComponentType, createContext, lazy, memo, Suspense, useContext } from 'react';
import { intentGate } from './intent-gate';
import type { RentalCalendarProps } from './rental-calendar';

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

/** Loads the calendar's code once the visitor reaches for `area` (a pointer over it, or focus in it). */
export const useLoadRentalCalendarOnIntent = gate.useOpenOnIntent;

const LazyRentalCalendar = lazy(() => gate.opened.then(() => import('./rental-calendar')));

/** RentalCalendar, its code loaded on request; memoised so a parent's render leaves the waiting boundary alone. */
export const DeferredRentalCalendar = memo(function DeferredRentalCalendar(props: RentalCalendarProps) {
  const Server = useContext(ServerRentalCalendar);
  // No fallback: React keeps the server's calendar in place while the code is missing.
  return <Suspense>{Server ? <Server {...props} /> : <LazyRentalCalendar {...props} />}</Suspense>;
});
