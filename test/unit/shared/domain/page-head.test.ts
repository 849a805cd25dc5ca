import { describe, expect, it } from 'vitest';
import { clip, DESCRIPTION_MAX, DESCRIPTION_MIN, firstSentence, fitDescription, fitTitle, TITLE_AIM, TITLE_MAX } from '../../../../shared/domain/page-head';

// How a title and a description are fitted (the walk over both demo sites
// in test/worker/site/routes/seo-head.test.ts checks what comes out of the real data).

const REF = { text: ' – ref. SCH-2024-0012', rank: 0, keep: true };

describe('fitTitle', () => {
  it('adds the agency after a title that leaves room for it, and only then', () => {
    expect(fitTitle(['Huis te koop in Gent'], [REF], 'Immo Scheldeland')).toBe('Huis te koop in Gent – ref. SCH-2024-0012 | Immo Scheldeland');
    const long = fitTitle(['Halfopen woning te koop in Sint-Amandsberg'], [REF], 'Immo Scheldeland');
    expect(long).toBe('Halfopen woning te koop in Sint-Amandsberg – ref. SCH-2024-0012');
    expect(long.length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it('drops the least important part first, never the one that tells pages apart', () => {
    const parts = [{ text: ', 4 slaapkamers', rank: 1 }, { text: ' – Residentie Zeezicht', rank: 2 }, REF];
    expect(fitTitle(['Rijwoning te koop in Gent'], parts, '')).toBe('Rijwoning te koop in Gent, 4 slaapkamers – ref. SCH-2024-0012');
    expect(fitTitle(['Rijwoning te koop in Sint-Martens-Latem'], parts, '')).toBe('Rijwoning te koop in Sint-Martens-Latem – ref. SCH-2024-0012');
  });

  it('takes the next lead when the first does not fit, and cuts the last one at a word as a last resort', () => {
    expect(fitTitle(['Gelijkvloers appartement met tuin te koop in Laethem-Saint-Martin', 'Appartement à vendre à Laethem-Saint-Martin'], [REF], '')).toBe(
      'Appartement à vendre à Laethem-Saint-Martin – ref. SCH-2024-0012',
    );
    const cut = fitTitle(['Een bijzonder lange titel die een makelaar zelf schreef voor een pand aan de rand van de stad'], [REF], 'Immo');
    expect(cut.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(cut).toMatch(/… – ref\. SCH-2024-0012$/);
  });

  it('keeps a title that names the agency as it is', () => {
    expect(fitTitle(['Contact – Immo Scheldeland Gent'], [], 'Immo Scheldeland')).toBe('Contact – Immo Scheldeland Gent');
    expect('Contact – Immo Scheldeland Gent'.length).toBeLessThanOrEqual(TITLE_AIM);
  });
});

describe('fitDescription', () => {
  const facts = 'Rijwoning te koop in Gent (Kerkstraat): € 325.000, 3 slaapkamers, 180 m², EPC-label B.';
  const text = 'Deze charmante rijwoning ligt op wandelafstand van het centrum en heeft een zonnige tuin met een ruim terras en een tuinhuis.';

  it('cuts the sentence that overflows at a word when the text is still short', () => {
    const description = fitDescription([facts, text], ['Meer bij Immo.']);
    expect(description.startsWith(facts)).toBe(true);
    expect(description.endsWith('…')).toBe(true);
    expect(description.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  it('fills a short text with the fill sentences, and leaves them out of a long enough one', () => {
    expect(fitDescription([facts], ['Foto’s, ligging en alle info bij Immo Scheldeland.'])).toBe(`${facts} Foto’s, ligging en alle info bij Immo Scheldeland.`);
    const enough = `${facts} Met tuin en garage, vlak bij het station.`;
    expect(fitDescription([enough], ['Foto’s bij Immo.'])).toBe(enough);
  });

  it('prefers a fill sentence that fits whole to one it must cut', () => {
    const long = 'Foto’s, ligging, plannen, het EPC-attest en alle andere informatie over dit pand vindt u bij Immo Scheldeland in Gent.';
    expect(fitDescription([facts], [long, 'Meer bij Immo Scheldeland in Gent.'])).toBe(`${facts} Meer bij Immo Scheldeland in Gent.`);
  });

  it('cuts a fill sentence after a comma, not in the middle of a word', () => {
    const text = 'How Ardennes Habitat processes your personal data and what your rights are.';
    const line = 'Ardennes Habitat, your estate agent: Grand-Rue 7, 6940 Durbuy, phone +32 86 21 34 56.';
    expect(fitDescription([text], [line])).toBe(`${text} Ardennes Habitat, your estate agent: Grand-Rue 7, 6940 Durbuy.`);
  });

  it('never exceeds the maximum', () => {
    expect(fitDescription(['x '.repeat(200)]).length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });
});

describe('clip and firstSentence', () => {
  it('cuts at a word with an ellipsis', () => {
    expect(clip('Een rustig gelegen woning met tuin', 20)).toBe('Een rustig gelegen…');
    expect(clip('Kort', 20)).toBe('Kort');
  });

  it('takes the first sentence, without markup', () => {
    expect(firstSentence('<p>Ruime woning, 3 slpk. Met tuin.</p>')).toBe('Ruime woning, 3 slpk.');
    expect(firstSentence('Prijs € 1.250. Vrij vanaf 1 mei.')).toBe('Prijs € 1.250.');
    expect(firstSentence('Geen punt hier')).toBe('Geen punt hier.');
  });
});
