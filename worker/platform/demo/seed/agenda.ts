import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { addDays, type SeedContext } from './context';

export interface SeededSlot {
  id: number;
  siteId: number;
  estateId: number;
  startsAt: string;
  endsAt: string;
  capacity: number;
}

/** Viewing hours (UTC; Belgium is UTC+1 in winter) offered on a viewing day. */
const VIEWING_HOURS = ['08:00', '09:00', '10:00', '13:00', '14:00', '15:30', '16:30'];

/**
 * Viewing slots for the next two weeks for a share of the estates on offer: a few days per
 * estate, 30-minute slots, capacity 1–3 (group viewings). Relative to ctx.today.
 */
export function generateAgenda(ctx: SeedContext, estates: { siteId: number; estate: RawEstate }[]): SeededSlot[] {
  const random = ctx.random.fork('agenda');
  const slots: SeededSlot[] = [];
  const offered = estates.filter(({ estate }) => (estate.general.status === 'FOR_SALE' || estate.general.status === 'TO_RENT') && !estate.general.project);
  for (const { siteId, estate } of offered) {
    if (!random.chance(0.45)) continue;
    const days = random.sample([1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13], random.int(2, 4)).sort((a, b) => a - b);
    for (const day of days) {
      const date = addDays(ctx.today, day);
      for (const hour of random.sample(VIEWING_HOURS, random.int(2, 4)).sort()) {
        const startsAt = `${date}T${hour}:00.000Z`;
        const end = new Date(Date.parse(startsAt) + 30 * 60_000).toISOString();
        slots.push({ id: slots.length + 1, siteId, estateId: estate.general.id, startsAt, endsAt: end, capacity: random.pick([1, 1, 1, 2, 3]) });
      }
    }
  }
  return slots;
}
