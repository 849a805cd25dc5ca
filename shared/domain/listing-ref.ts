/** A listing named by its id alone: an estate (or a project's unit), or a holiday unit. */
export type ListingRef = { estateId: number } | { rentalUnitId: number };

const ID = /^[1-9]\d{0,14}$/;

/**
 * The listing a link or a form names (the generic detail link, send to a friend):
 * `rentalUnitId` for a holiday unit, else `estateId` or `id` (the names a CRM uses) for an
 * estate. Ids are plain positive integers as written ('12', never '012', '1e3' or '-1');
 * anything else names nothing.
 * @example listingRef((name) => new URLSearchParams('id=42').get(name)) // { estateId: 42 }
 */
export function listingRef(field: (name: string) => unknown): ListingRef | null {
  const id = (name: string): number | null => {
    const value = field(name);
    const text = typeof value === 'number' ? String(value) : value;
    return typeof text === 'string' && ID.test(text) ? Number(text) : null;
  };
  const rentalUnitId = id('rentalUnitId');
  if (rentalUnitId !== null) return { rentalUnitId };
  const estateId = field('estateId') !== undefined && field('estateId') !== null ? id('estateId') : id('id');
  return estateId !== null ? { estateId } : null;
}
