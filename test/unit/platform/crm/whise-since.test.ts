import { describe, expect, it } from 'vitest';
import { brusselsWallTime, changedSinceMin } from '../../../../worker/platform/crm/whise/requests';

// Whise writes its times as Brussels wall time and does not document the zone it reads
// `UpdateDateTimeRange.Min` in (docs/crm-apis.md, open questions). Whichever it is, a pull must
// ask from `since` or earlier, or it misses the changes in between.

/** The instant a Brussels wall time names (the later one in the hour that repeats in autumn). */
function asBrussels(wall: string): number {
  const utc = Date.parse(`${wall}Z`);
  const candidates = [1, 2].map((hours) => utc - hours * 3_600_000).filter((instant) => brusselsWallTime(new Date(instant)) === wall);
  return Math.max(...candidates);
}

describe('the "changed since" time sent to Whise', () => {
  it.each([
    ['winter', '2026-01-15T10:00:00Z'],
    ['summer', '2026-07-01T10:00:00Z'],
    ['the spring change (Brussels 02:00 → 03:00 on 29 March 2026)', '2026-03-29T01:30:00Z'],
    ['just before the spring change', '2026-03-29T00:59:00Z'],
    ['the autumn change (Brussels 03:00 → 02:00 on 25 October 2026)', '2026-10-25T01:30:00Z'],
    ['just after the autumn change', '2026-10-25T01:00:00Z'],
  ])('starts at or before since, read as Brussels time or as UTC, in %s', (_when, since) => {
    const min = changedSinceMin(new Date(since));
    const at = Date.parse(since);
    expect(asBrussels(min)).toBeLessThanOrEqual(at);
    expect(Date.parse(`${min}Z`)).toBeLessThanOrEqual(at);
    // And not much earlier: at most two hours before, so a pull asks little twice.
    expect(at - asBrussels(min)).toBeLessThanOrEqual(2 * 3_600_000);
  });
});
