import { describe, expect, it } from 'vitest';
import enums from '../../../locales/enums.json';
import de from '../../../locales/de.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import nl from '../../../locales/nl.json';
import { enumLabel, localizedValue, notEntered, translate } from '../../../shared/i18n';
import { fallbackChain, LOCALES, preferredLocale } from '../../../shared/i18n/locales';
import { SUB_TYPES } from '../../../shared/domain/property-types';

function keys(table: object, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

describe('translations', () => {
  it('translates a UI string into each language', () => {
    expect(translate('nl', 'notFound.title')).toBe('Pagina niet gevonden');
    expect(translate('fr', 'notFound.title')).toBe('Page introuvable');
    expect(translate('en', 'notFound.title')).toBe('Page not found');
    expect(translate('de', 'notFound.title')).toBe('Seite nicht gefunden');
  });

  it('fills in parameters', () => {
    expect(translate('fr', 'footer.bivNumber', { number: '508.214' })).toBe('Agent immobilier agréé IPI n° 508.214');
  });

  it('shows a missing key wrapped in underscores', () => {
    expect(translate('fr', 'no.such.key')).toBe('_no.such.key_');
    expect(translate('nl', ['enum', 'Status', 'NOPE'])).toBe('_enum.Status.NOPE_');
  });

  it('has the same UI keys in every language', () => {
    const dutch = keys(nl).sort();
    for (const table of [fr, en, de]) expect(keys(table).sort()).toEqual(dutch);
  });

  it('shows unset values in the four languages', () => {
    expect(LOCALES.map(notEntered)).toEqual(['Niet ingegeven', 'Non renseigné', 'Not entered', 'Nicht eingegeben']);
  });

  it('labels statuses, types and enumerations: a Dutch label for every code, and no language shows a missing-key marker', () => {
    expect(enumLabel('nl', 'Status', 'FOR_SALE')).toBe('Te koop');
    expect(enumLabel('fr', 'Status', 'SOLD')).toBe('Vendu');
    expect(enumLabel('de', 'Status', 'RENTED')).toBe('Vermietet');
    expect(enumLabel('en', 'Type', 'APARTMENT')).toBe('Apartment');
    expect(enumLabel('nl', 'RoomType', 1)).toBe('Slaapkamer');
    for (const [name, values] of Object.entries(enums)) {
      for (const [code, labels] of Object.entries(values as Record<string, Record<string, string>>)) {
        for (const locale of LOCALES) {
          expect(enumLabel(locale, name, code), `${name}.${code} in ${locale}`).not.toMatch(/^_.*_$/);
        }
        expect(labels.nl, `${name}.${code} needs a Dutch label`).toBeTruthy();
      }
    }
  });

  it('falls back to Dutch for an empty enumeration label', () => {
    const empty = Object.entries(enums.SubType).find(([, labels]) => (labels as Record<string, string>).de === '');
    expect(empty).toBeDefined();
    const [code, labels] = empty!;
    expect(enumLabel('de', 'SubType', code)).toBe((labels as Record<string, string>).nl);
  });

  it('labels every subtype of the catalogue', () => {
    for (const subType of SUB_TYPES) expect(enumLabel('fr', 'SubType', subType.code)).not.toMatch(/^_/);
    expect(new Set(SUB_TYPES.map((s) => s.id)).size).toBe(SUB_TYPES.length);
  });
});

describe('display values in several languages', () => {
  it.each([
    [{ nl: 'Huis', fr: 'Maison' }, 'fr', 'Maison'],
    [{ nl: 'Huis', fr: 'Maison' }, 'de', 'Huis'],
    [{ fr: 'Maison', en: 'House' }, 'de', 'Maison'],
    [{ en: 'House' }, 'nl', 'House'],
    [{ nl: '  ', en: 'House' }, 'nl', 'House'],
    [{}, 'nl', ''],
    [null, 'nl', ''],
  ] as const)('%o in %s → %s', (value, locale, expected) => {
    expect(localizedValue(value, locale)).toBe(expected);
  });

  it('looks in the requested language, then Dutch, then the others', () => {
    expect(fallbackChain('de')).toEqual(['de', 'nl', 'fr', 'en']);
    expect(fallbackChain('nl')).toEqual(['nl', 'fr', 'en', 'de']);
  });

  it.each([
    ['fr-BE,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE', 'de'],
    ['es-ES,en;q=0.5', 'en'],
    ['es', 'nl'],
    ['', 'nl'],
    [null, 'nl'],
    ['en;q=0, fr;q=0.1', 'fr'],
  ] as const)('Accept-Language %s → %s', (header, expected) => {
    expect(preferredLocale(header)).toBe(expected);
  });
});
