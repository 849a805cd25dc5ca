import type { Context } from 'hono';
import { matchPath, type RouteName } from '../../shared/routes';
import type { AppEnv } from '../env';
import { cmsScreen } from './cms-page';
import { estateScreen, estateShortRoute, projectEntityScreen } from './estate-detail';
import { favoritesScreen } from './favorites';
import { holidayRentalScreen } from './holiday-rental';
import { confirmSubscriptionScreen, editSubscriptionScreen, subscribeScreen, subscribeSuccessScreen, unsubscribeScreen } from './subscribe';
import { privacyScreen, termsScreen } from './legal';
import { renderNotFound } from './not-found';
import { appointmentCalendarRoute, cancelAppointmentScreen } from './cancel-appointment';
import { genericDetailRoute } from './generic-detail';
import { renderScreen, type Screen } from './screen';

/** The screens built so far, by route name (SPEC §2). */
// biome-ignore lint: screens have different data shapes
const SCREENS: Partial<Record<RouteName, Screen<any>>> = {
  home: cmsScreen,
  favorites: favoritesScreen,
  subscribe: subscribeScreen,
  subscribeSuccess: subscribeSuccessScreen,
  editSubscription: editSubscriptionScreen,
  unsubscribe: unsubscribeScreen,
  confirmSubscription: confirmSubscriptionScreen,
  estateSlug: estateScreen,
  projectEntity: projectEntityScreen,
  privacy: privacyScreen,
  terms: termsScreen,
  holidayRental: holidayRentalScreen,
  cancelAppointment: cancelAppointmentScreen,
};

/**
 * Every localized GET page: '/nl' gains its slash, other trailing slashes are dropped,
 * then the route table decides which screen answers; a path it does not know is looked
 * up as a CMS page (GET /pages/by-url), and is the 404 page when the platform has none.
 */
export async function dispatchPage(c: Context<AppEnv>): Promise<Response> {
  const { pathname, search } = new URL(c.req.url);
  const locale = c.get('locale');
  if (pathname === `/${locale}`) return c.redirect(`/${locale}/${search}`, 301);
  if (pathname.length > 4 && pathname.endsWith('/')) return c.redirect(pathname.replace(/\/+$/, '') + search, 301);
  const match = matchPath(pathname);
  if (!match) return renderScreen(c, cmsScreen);
  if (match.name === 'estate') return estateShortRoute(c, match.params);
  if (match.name === 'detail') return genericDetailRoute(c);
  if (match.name === 'appointmentCalendar') return appointmentCalendarRoute(c, match.params);
  const screen = SCREENS[match.name];
  if (!screen) return renderNotFound(c);
  return renderScreen(c, screen, match.params);
}

/** A form posted to a page's own address: the screen's action answers, or there is no such form. */
export async function dispatchAction(c: Context<AppEnv>): Promise<Response> {
  const match = matchPath(new URL(c.req.url).pathname);
  // A path outside the route table is a CMS page, whose contact forms post to it.
  const screen = match ? SCREENS[match.name] : cmsScreen;
  if (!screen?.action) return c.text('Method Not Allowed', 405, { Allow: 'GET' });
  return screen.action(c, match?.params ?? {});
}

