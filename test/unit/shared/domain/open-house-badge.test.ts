import { describe, expect, it } from 'vitest';
import { openHouseBadge, openHouseWindow } from '../../../../shared/domain/open-houses';
import { translate } from '../../../../shared/i18n';

// A card names the listing's next open house, at Brussels time in the page's language.

/** Wednesday 25 November 2026, 13:00 in Brussels (CET, UTC+1). */
const NOW = new Date('2026-11-25T12:00:00Z');
/** Saturday 28 November 2026, 10:00–12:00 in Brussels. */
const SATURDAY = { start: '2026-11-28T09:00:00Z', end: '2026-11-28T11:00:00Z' };

describe('the open-house badge of a card', () => {
  it('names the next open house by its weekday and its Brussels hours, in each language', () => {
    expect(openHouseBadge([SATURDAY], 'nl', NOW, translate)).toBe('Opendeur zaterdag 10:00–12:00');
    expect(openHouseBadge([SATURDAY], 'fr', NOW, translate)).toBe('Portes ouvertes samedi 10:00–12:00');
    expect(openHouseBadge([SATURDAY], 'en', NOW, translate)).toBe('Open house Saturday 10:00–12:00');
    expect(openHouseBadge([SATURDAY], 'de', NOW, translate)).toBe('Tag der offenen Tür Samstag 10:00–12:00');
  });

  it('reads summer time as summer time (CEST, UTC+2)', () => {
    const july = { start: '2027-07-03T08:00:00Z', end: '2027-07-03T10:30:00Z' };
    expect(openHouseBadge([july], 'nl', new Date('2027-06-30T10:00:00Z'), translate)).toBe('Opendeur zaterdag 10:00–12:30');
  });

  it('takes the next one, under way or to come, and never a past one', () => {
    const past = { start: '2026-11-21T09:00:00Z', end: '2026-11-21T11:00:00Z' };
    const later = { start: '2026-11-29T13:00:00Z', end: '2026-11-29T15:00:00Z' };
    expect(openHouseBadge([later, past, SATURDAY], 'nl', NOW, translate)).toBe('Opendeur zaterdag 10:00–12:00');
    // Under way at 13:00 Brussels time: still announced.
    const now = { start: '2026-11-25T11:00:00Z', end: '2026-11-25T13:00:00Z' };
    expect(openHouseBadge([now, SATURDAY], 'nl', NOW, translate)).toBe('Opendeur woensdag 12:00–14:00');
    expect(openHouseBadge([past], 'nl', NOW, translate)).toBeNull();
    expect(openHouseBadge(undefined, 'nl', NOW, translate)).toBeNull();
    expect(openHouseBadge([], 'nl', NOW, translate)).toBeNull();
  });

  it('adds the date when the open house is more than six days ahead, so a weekday is never ambiguous', () => {
    const inTenDays = { start: '2026-12-05T09:00:00Z', end: '2026-12-05T11:00:00Z' };
    expect(openHouseBadge([inTenDays], 'nl', NOW, translate)).toBe('Opendeur zaterdag 05/12 10:00–12:00');
    expect(openHouseBadge([inTenDays], 'fr', NOW, translate)).toBe('Portes ouvertes samedi 05/12 10:00–12:00');
  });
});

describe('the period of the filter "with an open house this week"', () => {
  it('runs seven days from the start of the current hour', () => {
    expect(openHouseWindow(new Date('2026-11-25T12:34:56Z'))).toEqual({ from: '2026-11-25T12:00:00.000Z', to: '2026-12-02T12:00:00.000Z' });
  });
});
