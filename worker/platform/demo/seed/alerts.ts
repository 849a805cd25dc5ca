/*
 * The demo agencies' keep-me-informed alerts, so the buyer pool (worker/platform/alerts/
 * buyer-pool.ts) has searchers to count: one line per alert, written out so a count can be
 * checked by hand. Cities by the demo's ids (municipalities.ts: 7 Gent 9000, 8 Aalst, 9
 * Sint-Niklaas, 10 Dendermonde, 11 Oudenaarde, 12 Lokeren, 13 Ninove; 61 Dinant, 62 Rochefort,
 * 67 Spa, 69 Stavelot, 74 Durbuy), head types 1 house, 2 apartment, 3 plot. Confirmed unless
 * marked; never due (checked until the year 9999): the made-up subscribers are mailed nothing.
 */

type Status = 'FOR_SALE' | 'TO_RENT';

export interface DemoAlert {
  siteId: number;
  criteria: { statuses: Status[]; cityIds: number[]; headTypeIds: number[]; priceMin?: number; priceMax?: number; bedroomsMin?: number };
  confirmed: boolean;
}

const S: Status[] = ['FOR_SALE'];
const R: Status[] = ['TO_RENT'];
const SR: Status[] = ['FOR_SALE', 'TO_RENT'];
const NO = undefined;

/** site, statuses, cities, head types, price from, price to, bedrooms from, confirmed. */
type Line = [
  siteId: number,
  statuses: Status[],
  cityIds: number[],
  headTypeIds: number[],
  priceMin: number | undefined,
  priceMax: number | undefined,
  bedroomsMin: number | undefined,
  confirmed?: false,
];

const LINES: Line[] = [
  // Immo Scheldeland (Gent): houses and apartments for sale, some to rent.
  [1, S, [7], [1], 250_000, 450_000, 3],
  [1, S, [7], [1], 300_000, 500_000, 2],
  [1, S, [7, 12], [1, 2], NO, 400_000, 2],
  [1, S, [], [1], 200_000, 400_000, 3],
  [1, S, [7], [], NO, NO, NO],
  [1, S, [7, 8], [1], 350_000, 600_000, 4],
  [1, S, [7], [2], 200_000, 350_000, 2],
  [1, S, [7], [2], NO, 300_000, 1],
  [1, S, [8], [1], 200_000, 350_000, 3],
  [1, S, [9], [1], NO, 400_000, 3],
  [1, SR, [7], [], NO, NO, NO],
  [1, R, [7], [2], 700, 1_100, 1],
  [1, R, [7], [2], 800, 1_300, 2],
  [1, R, [7, 12], [1, 2], NO, 1_500, 2],
  [1, S, [10], [1], 250_000, 400_000, 3],
  [1, S, [7], [1], 400_000, 700_000, 4],
  [1, S, [7], [3], 100_000, 250_000, NO],
  [1, S, [], [1, 2], 300_000, 450_000, 3],
  [1, S, [7], [1], NO, NO, 2],
  [1, S, [], [1], NO, NO, 3],
  [1, S, [7, 8, 12], [1], NO, NO, NO],
  [1, S, [7], [1, 2], NO, NO, 3],
  [1, S, [13], [1], NO, 350_000, 2],
  [1, S, [11], [1], 200_000, 320_000, 2],
  [1, S, [7], [1], 300_000, 420_000, 3, false],
  [1, S, [7], [], NO, NO, NO, false],
  [1, S, [12], [1, 2], 180_000, 300_000, 2],
  [1, S, [7], [1], 500_000, 900_000, 4],
  [1, SR, [], [2], NO, NO, 1],
  [1, S, [7, 9], [1], 280_000, 380_000, 3],
  // Ardennes Habitat: second homes and houses for sale.
  [2, S, [61], [1], 150_000, 300_000, 2],
  [2, S, [62, 74], [1], NO, 350_000, 3],
  [2, S, [67], [1, 2], NO, NO, NO],
  [2, S, [], [1], 200_000, 400_000, 3],
  [2, R, [69], [1], NO, 1_200, 2],
  [2, S, [74], [1], NO, NO, 2, false],
  [2, S, [], [1], NO, NO, NO],
  [2, S, [], [1, 2], NO, NO, 2],
  [2, SR, [], [], NO, NO, NO],
  [2, S, [], [], NO, 500_000, NO],
];

export const DEMO_ALERTS: readonly DemoAlert[] = LINES.map(([siteId, statuses, cityIds, headTypeIds, priceMin, priceMax, bedroomsMin, confirmed]) => ({
  siteId,
  criteria: {
    statuses,
    cityIds,
    headTypeIds,
    ...(priceMin === NO ? {} : { priceMin }),
    ...(priceMax === NO ? {} : { priceMax }),
    ...(bedroomsMin === NO ? {} : { bedroomsMin }),
  },
  confirmed: confirmed !== false,
}));

/** The subscriptions table's rows of the demo alerts, made on `today`. */
export function demoAlertRows(today: string): { token: string; siteId: number; email: string; document: string; at: string; confirmedAt: string | null }[] {
  const at = `${today}T06:00:00.000Z`;
  return DEMO_ALERTS.map((alert, index) => {
    const token = `demo-alert-${String(index + 1).padStart(3, '0')}`.padEnd(43, '0');
    const email = `zoeker${index + 1}@example.be`;
    const document = { locale: 'nl', email, criteria: alert.criteria, frequency: 'weekly', consent: true, token, createdAt: at, updatedAt: at };
    return { token, siteId: alert.siteId, email, document: JSON.stringify(document), at, confirmedAt: alert.confirmed ? at : null };
  });
}
