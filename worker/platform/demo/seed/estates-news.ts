import type { PriceChange } from '../../listings/estates-table';
import { addDays, type SeedContext } from './context';
import type { SeededEstate } from './estates';

/** How many estates of each site the demo shows as new, and as lowered in price. */
export const NEW_PER_SITE = 4;
export const LOWERED_PER_SITE = 6;

const pad = (value: number) => String(value).padStart(2, '0');
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * Gives the demo its news: per site a few estates on the market published in the
 * last days ("new") and a few whose price was lowered in the last days, with the price they
 * had before. Only standalone estates of the main source with a price and a photo, so the
 * cards show them. Answers each estate's price history (estateInsert).
 */
export function seedNews(ctx: SeedContext, estates: SeededEstate[]): Map<number, PriceChange> {
  const random = ctx.random.fork('estate-news');
  const changes = new Map<number, PriceChange>();
  // Yesterday at the latest, before 20:00 UTC: in the past whenever the seed runs that day.
  const recently = (maxDays: number) => `${addDays(ctx.today, -random.int(1, maxDays))}T${pad(random.int(7, 19))}:${pad(random.int(0, 59))}:00.000Z`;
  for (const siteId of new Set(estates.map((seeded) => seeded.siteId))) {
    const candidates = estates
      .map((seeded) => seeded.estate)
      .filter((estate, index) => estates[index]!.siteId === siteId)
      .filter(
        (estate) =>
          (estate.general.status === 'FOR_SALE' || estate.general.status === 'TO_RENT') &&
          !estate.general.parentId &&
          !estate.general.project &&
          !estate.general.guid &&
          (estate.general.price.value ?? 0) > 0 &&
          estate.pictures.length > 0,
      );
    const chosen: typeof candidates = [];
    while (chosen.length < NEW_PER_SITE + LOWERED_PER_SITE && chosen.length < candidates.length) {
      const estate = random.pick(candidates);
      if (!chosen.includes(estate)) chosen.push(estate);
    }
    chosen.forEach((estate, index) => {
      const general = estate.general;
      if (index < NEW_PER_SITE) {
        general.publicationDate = recently(5);
        return;
      }
      const price = general.price.value!;
      const step = general.status === 'TO_RENT' ? 25 : 5000;
      const changedAt = recently(5);
      if (general.publicationDate >= changedAt) general.publicationDate = `${addDays(ctx.today, -random.int(20, 120))}T10:00:00.000Z`;
      changes.set(general.id, { previousPrice: roundTo(price * (1 + random.int(4, 12) / 100), step) + step, changedAt });
    });
  }
  return changes;
}
