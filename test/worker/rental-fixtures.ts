import type { NormalizedRentalUnitInput } from '../../worker/platform/listings/normalized-rental';

/** A day `days` from today (YYYY-MM-DD). */
export const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A holiday area no demo unit is in. */
export const AREA = { id: 777, name: { nl: 'Testkust', fr: 'Côte de test' } };

/** A holiday unit as the ingest API takes it, with three periods (one not available). */
export function rentalUnit(externalId: string, changes: Partial<NormalizedRentalUnitInput> = {}): NormalizedRentalUnitInput {
  return {
    source: 'import',
    externalId,
    area: AREA,
    kind: { id: 1, name: { nl: 'Appartement', fr: 'Appartement' } },
    description: { nl: `Vakantieappartement ${externalId} aan zee.` },
    address: { street: 'Zeedijk', number: '12', postalCode: '8400', city: 'Oostende' },
    maxOccupation: 4,
    periods: [
      { type: 'WEEK', start: day(14), end: day(21), price: 650 },
      { type: 'WEEKEND', start: day(19), end: day(21), price: 280 },
      { type: 'WEEK', start: day(21), end: day(28), price: 720, available: false },
    ],
    ...changes,
  };
}
