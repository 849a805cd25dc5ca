/** The statuses, in the order the site lists them. */
export const STATUS_CODES = ['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'SOLD', 'RENTED', 'TAKEN_OVER'] as const;
export type StatusCode = (typeof STATUS_CODES)[number];
export type RegionCode = 'FLANDERS' | 'WALLONIA' | 'BRUSSELS';

/**
 * Transaction (status) ids. The main source uses MAIN_TRANSACTION_IDS (and the platform
 * searches on these for both sources); estates with a guid come from the alternate source,
 * whose ids differ (ALTERNATE_TRANSACTION_IDS). Main source sold when 5 or 6, for
 * rent when 2, 4, 6 or 8; alternate source sold when 1, 6 or 7, for rent when 2, 4, 6, 8 or 10.
 */
export const MAIN_TRANSACTION_IDS: Record<StatusCode, number> = {
  FOR_SALE: 1,
  TO_RENT: 2,
  TAKE_OVER: 3,
  SOLD: 5,
  RENTED: 6,
  TAKEN_OVER: 7,
};
export const ALTERNATE_TRANSACTION_IDS: Record<StatusCode, number> = {
  FOR_SALE: 3,
  TO_RENT: 2,
  TAKE_OVER: 5,
  SOLD: 1,
  RENTED: 6,
  TAKEN_OVER: 7,
};
