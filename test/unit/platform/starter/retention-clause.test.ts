import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../../shared/i18n/locales';
import { PRIVACY_STATEMENTS } from '../../../../worker/platform/starter/agreements-privacy';
import {
  followsRetention,
  markRetention,
  periodWords,
  retentionStatement,
  statementsWithOwnRetention,
} from '../../../../worker/platform/starter/retention-clause';

// The privacy statement's periods come from the retention setting whenever it is read: the
// templates hold the marks, and a statement written before them gets them in place of the figure
// its template's sentences held (worker/platform/starter/retention-clause.ts).

/** Section 4's two sentences as the templates wrote them before the marks, with a figure each. */
const WRITTEN_BEFORE: Record<Locale, (request: string, viewing: string) => string> = {
  nl: (r, v) => `<li>contact- en reservatieaanvragen: tot ${r} na ons laatste contact;</li><li>bezoekafspraken: ${v} na het bezoek;</li>`,
  fr: (r, v) => `<li>demandes (contact, réservation) : jusqu’à ${r} après notre dernier contact ;</li><li>rendez-vous de visite : ${v} après la visite ;</li>`,
  en: (r, v) => `<li>contact and booking requests: up to ${r} after our last contact;</li><li>viewing appointments: ${v} after the viewing;</li>`,
  de: (r, v) => `<li>Kontakt- und Buchungsanfragen: bis zu ${r} nach unserem letzten Kontakt;</li><li>Besichtigungstermine: ${v} nach der Besichtigung;</li>`,
};
const OLD_FIGURES: Record<Locale, [string, string][]> = {
  nl: [
    ['twee jaar', 'één jaar'],
    ['één maand', 'één maand'],
    ['18 maanden', 'één jaar'],
    ['6 maanden', '6 maanden'],
  ],
  fr: [
    ['deux ans', 'un an'],
    ['1 mois', '1 mois'],
    ['18 mois', 'un an'],
  ],
  en: [
    ['two years', 'one year'],
    ['one month', 'one month'],
    ['18 months', 'one year'],
  ],
  de: [
    ['zwei Jahre', 'ein Jahr'],
    ['einen Monat', 'einen Monat'],
    ['18 Monate', 'ein Jahr'],
  ],
};

describe('the privacy statement’s periods', () => {
  it('are marks in every template, never a figure', () => {
    for (const locale of LOCALES) {
      expect(followsRetention(PRIVACY_STATEMENTS[locale]), locale).toBe(true);
      expect(PRIVACY_STATEMENTS[locale]).not.toMatch(/retentionMonths|viewingMonths/);
    }
  });

  it('read as words of the setting: one month, months, one year, two years', () => {
    expect(LOCALES.map((locale) => periodWords(locale, 1))).toEqual(['één maand', 'un mois', 'one month', 'einen Monat']);
    expect(LOCALES.map((locale) => periodWords(locale, 3))).toEqual(['3 maanden', '3 mois', '3 months', '3 Monate']);
    expect(LOCALES.map((locale) => periodWords(locale, 12))).toEqual(['één jaar', 'un an', 'one year', 'ein Jahr']);
    expect(LOCALES.map((locale) => periodWords(locale, 24))).toEqual(['twee jaar', 'deux ans', 'two years', 'zwei Jahre']);
    expect(LOCALES.map((locale) => periodWords(locale, 120))).toEqual(['120 maanden', '120 mois', '120 months', '120 Monate']);
  });

  it('follow the setting in a statement written before the marks, whatever figure its sentences held', () => {
    for (const locale of LOCALES) {
      for (const [request, viewing] of OLD_FIGURES[locale]) {
        const old = WRITTEN_BEFORE[locale](request, viewing);
        expect(markRetention(old, locale), `${locale} ${request}`).toBe(WRITTEN_BEFORE[locale]('[[retention]]', '[[viewing-retention]]'));
        expect(retentionStatement(old, locale, 36)).toBe(WRITTEN_BEFORE[locale](periodWords(locale, 36), periodWords(locale, 12)));
        expect(retentionStatement(old, locale, 3)).toBe(WRITTEN_BEFORE[locale](periodWords(locale, 3), periodWords(locale, 3)));
      }
    }
  });

  it('name the statements that say their own period, once per language', () => {
    const own = '<p>Wij bewaren uw aanvragen twee jaar.</p>';
    const marked = '<p>[[retention]] en [[viewing-retention]]</p>';
    const statements = [
      { locale: 'nl' as const, html: own },
      { locale: 'nl' as const, html: own },
      { locale: 'fr' as const, html: marked },
      { locale: 'en' as const, html: WRITTEN_BEFORE.en('two years', 'one year') },
      { locale: 'de' as const, html: '<p>[[retention]] nur</p>' },
    ];
    expect(statementsWithOwnRetention(statements)).toEqual(['de', 'nl']);
  });
});
