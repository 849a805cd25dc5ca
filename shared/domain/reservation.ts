/**
 * The holiday reservation request form: its fields, as the browser sends them and
 * the server answers about them, shared by the booking island and the unit page's action.
 */
export const RESERVATION_FIELDS = ['periodId', 'guests', 'firstName', 'lastName', 'email', 'phone', 'message', 'privacy', 'captcha'] as const;
export type ReservationField = (typeof RESERVATION_FIELDS)[number];

/** What the form shows: its state, the server's message per field, the period chosen. */
export interface ReservationState {
  status: 'idle' | 'loading' | 'success' | 'error';
  /** The privacy-consent label is marked until the next valid attempt (as the contact form). */
  consentError: boolean;
  fieldErrors: Partial<Record<ReservationField, string>>;
  /** The server's message for the whole form when it refused it (a period taken, a limit reached). */
  message?: string;
  /** The period chosen in the calendar (or by ?period= without JavaScript). */
  periodId: number | null;
}
