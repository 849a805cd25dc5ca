import { agentScreen } from './agent';
import { appointmentCalendar } from './appointment-calendar';
import { cancelAppointmentScreen } from './cancel-appointment';
import { cmsScreen } from './cms-page';
import { compareScreen } from './compare';
import { confirmRequestScreen } from './confirm-request';
import { confirmSubscriptionScreen } from './confirm-subscription';
import { editSubscriptionScreen } from './edit-subscription';
import { estateScreen } from './estate';
import { estateShortRoute } from './estate-short-route';
import { favoritesScreen } from './favorites';
import { genericDetail } from './generic-detail';
import { holidayRentalScreen } from './holiday-rental';
import { openHouseCalendar } from './open-house-calendar';
import { privacyScreen } from './privacy';
import { projectEntityScreen } from './project-entity';
import type { ScreenRoute } from './screen';
import { subscribeScreen } from './subscribe';
import { subscribeSuccessScreen } from './subscribe-success';
import { termsScreen } from './terms';
import { unsubscribeScreen } from './unsubscribe';
import { stopFollowingScreen } from './stop-following';
import { windowCard, windowCardQr } from './window-card';

/** Every address of the route table, each at the route it names; the router orders them. */
export const ROUTED_SCREENS: readonly ScreenRoute[] = [
  cmsScreen,
  favoritesScreen,
  compareScreen,
  subscribeScreen,
  subscribeSuccessScreen,
  editSubscriptionScreen,
  unsubscribeScreen,
  confirmSubscriptionScreen,
  confirmRequestScreen,
  stopFollowingScreen,
  estateShortRoute,
  estateScreen,
  projectEntityScreen,
  privacyScreen,
  termsScreen,
  holidayRentalScreen,
  cancelAppointmentScreen,
  appointmentCalendar,
  openHouseCalendar,
  agentScreen,
  windowCard,
  windowCardQr,
  genericDetail,
];

/** Any other address of a language: a CMS page, or the 404 page. */
export const CATCH_ALL_SCREEN = cmsScreen;
