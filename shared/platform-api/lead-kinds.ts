/** Outbox kinds that are leads: with a CRM connection they go to the CRM (README "Lead delivery"). Its own file: the console lists them without the site schemas' zod. */
export const LEAD_OUTBOX_KINDS = ['contact-request', 'appointment', 'appointment-cancellation', 'rental-reservation', 'subscription'] as const;
