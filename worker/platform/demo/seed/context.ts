import type { AssetRegistry } from './assets';
import type { Random } from './random';

/**
 * What every part of the demo-data generator gets. Dates are relative to `today`
 * (YYYY-MM-DD), so holiday periods and viewing slots always lie ahead; for one `today`
 * the output is identical on every run.
 */
export interface SeedContext {
  random: Random;
  assets: AssetRegistry;
  today: string;
}

/** `today` plus `days`, as YYYY-MM-DD. */
export function addDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
