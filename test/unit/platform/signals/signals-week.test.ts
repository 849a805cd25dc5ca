import { describe, expect, it } from 'vitest';
import { signalsWeek } from '../../../../worker/platform/signals/figures';

// Which week's listing signals the Cron Trigger pushes: the complete Brussels week
// before, from Monday 06:00 Brussels time (the statistics' late events are in by then).

/** The moment of a run → the Monday and Sunday of the week it pushes. */
const WEEKS: Record<string, `${string} ${string} ${string}`> = {
  'Monday 08:00 Brussels (winter)': '2026-11-30T07:00:00Z 2026-11-23 2026-11-29',
  'Monday 05:59 Brussels: the week before still': '2026-11-30T04:59:00Z 2026-11-16 2026-11-22',
  'Sunday 23:30 Brussels': '2026-11-29T22:30:00Z 2026-11-16 2026-11-22',
  'Monday 06:00 Brussels (summer, UTC+2)': '2026-06-29T04:00:00Z 2026-06-22 2026-06-28',
  'a Thursday': '2026-12-03T12:00:00Z 2026-11-23 2026-11-29',
};

describe('signalsWeek', () => {
  for (const [when, line] of Object.entries(WEEKS)) {
    it(when, () => {
      const [at, week, weekEnd] = line.split(' ');
      expect(signalsWeek(new Date(at!))).toEqual({ week, weekEnd });
    });
  }
});
