import { describe, expect, it } from 'vitest';
import de from '../../../../locales/de.json';
import en from '../../../../locales/en.json';
import fr from '../../../../locales/fr.json';
import nl from '../../../../locales/nl.json';
import { countText, countTextOf, isPluralForms, LOCALES, type Locale, translate } from '../../../../shared/i18n';

// Every count string has its singular (and zero) form in the four languages,
// picked by one mechanism (Intl.PluralRules) on the server (translate) and in islands (countText).

const FILES: Record<Locale, Record<string, unknown>> = { nl, fr, en, de };

/** Every string of a locale file with a {{count}} placeholder, and every set of plural forms, by key. */
function countStrings(table: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(table).flatMap(([key, value]): [string, unknown][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPluralForms(value)) return [[path, value]];
    if (typeof value === 'object' && value !== null) return countStrings(value as Record<string, unknown>, path);
    return typeof value === 'string' && value.includes('{{count}}') ? [[path, value]] : [];
  });
}

/** Counts that need no plural: a number in brackets, "6+", an abbreviation. */
const NO_PLURAL = ['filter.bedroomsLarge', 'favorites.count', 'rental.cardBedrooms'];

describe('count strings have plural forms', () => {
  it.each(LOCALES)('%s: every {{count}} string is a set of forms with one and other', (locale) => {
    const plain = countStrings(FILES[locale]).filter(([key, value]) => typeof value === 'string' && !NO_PLURAL.includes(key));
    expect(plain).toEqual([]);
    for (const [key, value] of countStrings(FILES[locale]).filter(([, value]) => isPluralForms(value))) {
      expect(value, key).toHaveProperty('one');
      expect(value, key).toHaveProperty('other');
    }
  });

  it('has the same count keys in the four languages', () => {
    const keys = (locale: Locale) =>
      countStrings(FILES[locale])
        .map(([key]) => key)
        .sort();
    for (const locale of LOCALES) expect(keys(locale), locale).toEqual(keys('nl'));
  });
});

describe('the server picks the form by the count', () => {
  it.each([
    ['nl', 'listing.count', 0, 'Geen panden gevonden'],
    ['nl', 'listing.count', 1, '1 pand gevonden'],
    ['nl', 'listing.count', 122, '122 panden gevonden'],
    ['fr', 'listing.count', 0, 'Aucun bien trouvé'],
    ['fr', 'listing.count', 1, '1 bien trouvé'],
    ['fr', 'listing.count', 2, '2 biens trouvés'],
    ['en', 'listing.count', 1, '1 property found'],
    ['en', 'listing.count', 1000, '1000 properties found'],
    ['de', 'listing.count', 1, '1 Immobilie gefunden'],
    ['de', 'listing.count', 0, 'Keine Immobilien gefunden'],
    ['nl', 'rental.count', 1, '1 vakantiewoning gevonden'],
    ['fr', 'rental.count', 1, '1 location trouvée'],
    ['en', 'rental.count', 16, '16 holiday homes found'],
    ['de', 'rental.count', 1, '1 Ferienhaus gefunden'],
    ['nl', 'rental.guestsAtLeast', 1, 'Minstens 1 persoon'],
    ['de', 'rental.cardGuests', 1, 'max. 1 Person'],
    ['en', 'favorites.gone', 1, '1 saved property is no longer available and was removed.'],
    ['fr', 'listing.drawCount', 1, '1 coin dessiné'],
  ] as const)('%s %s with %d: %s', (locale, key, count, text) => {
    expect(translate(locale, key, { count })).toBe(text);
  });

  it('fills in the other parameters of the form', () => {
    expect(translate('nl', 'reviews.summary', { average: '4,5', count: 1 })).toBe('Gemiddeld 4,5 op 5 uit 1 beoordeling');
    expect(translate('en', 'reviews.summary', { average: '4.5', count: 3 })).toBe('On average 4.5 out of 5 from 3 reviews');
  });
});

describe('an island gets the forms and picks them in the browser', () => {
  it('keeps {{count}} in every form, in the language asked', () => {
    expect(countTextOf('fr', 'listing.count')).toEqual({
      locale: 'fr',
      zero: 'Aucun bien trouvé',
      one: '{{count}} bien trouvé',
      other: '{{count}} biens trouvés',
    });
  });

  it.each([
    ['nl', 1, '1 pand gevonden'],
    ['nl', 2, '2 panden gevonden'],
    ['fr', 1, '1 bien trouvé'],
    ['fr', 0, 'Aucun bien trouvé'],
    ['en', 1, '1 property found'],
    ['de', 3, '3 Immobilien gefunden'],
  ] as const)('%s: %d → %s, as on the server', (locale, count, text) => {
    expect(countText(countTextOf(locale, 'listing.count'), count)).toBe(text);
    expect(translate(locale, 'listing.count', { count })).toBe(text);
  });

  it("falls back to the language's rule when a form is missing: French 0 without a zero form is singular", () => {
    expect(countText({ locale: 'fr', one: '{{count}} coin', other: '{{count}} coins' }, 0)).toBe('0 coin');
    expect(countText({ locale: 'en', one: '{{count}} corner', other: '{{count}} corners' }, 0)).toBe('0 corners');
    expect(countText({ locale: 'nl', other: '{{count}} stuks' }, 1)).toBe('1 stuks');
  });
});
