import { describe, expect, it } from 'vitest';
import { factClaims, textFacts } from '../../../../shared/domain/text-facts';
import type { PlainFeature } from '../../../../shared/domain/plain-search/types';

// The facts a listing's text states (shared/domain/text-facts.ts) and what a machine's text may not
// change of them: numbers in every notation, dates, EPC labels and the features its sentences name.

const claims = (made: string, original: string, has: PlainFeature[] = []) => factClaims(textFacts(made), textFacts(original), new Set(has));

describe('the facts of a text', () => {
  it.each([
    ['Prijs € 389.000, 3 slaapkamers en 145 m² bewoonbare oppervlakte.', ['389000', '3', '145']],
    ['Price €389,000 for 145 m2.', ['389000', '145']],
    ['Prix 389 000 €, terrain de 1.250 m², 2,5 km du centre.', ['389000', '1250', '2.5']],
    ['Postcode 9000, bouwjaar 1998, CO2 uitstoot, A4 papier.', ['9000', '1998']],
    ['Bezoek om 14u30.', ['14', '30']],
  ])('reads the numbers of %j with the one number reader', (text, numbers) => {
    expect([...textFacts(text).numbers].sort()).toEqual([...numbers].sort());
  });

  it.each([
    ['Vrij op 01/03/2026.', '2026-03-01'],
    ['Vrij vanaf 1 maart 2026.', '2026-03-01'],
    ['Libre le 1er mars 2026.', '2026-03-01'],
    ['Available from March 1, 2026.', '2026-03-01'],
    ['Frei ab 1. März 2026.', '2026-03-01'],
    ['Opgeleverd in mei 2027.', '2027-05'],
  ])('reads the date of %j whatever its notation', (text, date) => {
    const facts = textFacts(text);
    expect([...facts.dates]).toEqual([date]);
    expect(facts.numbers.size).toBe(0);
  });

  it.each([
    ['Woning met tuin en garage.', ['garden', 'garage']],
    ['Maison avec jardin, terrasse et ascenseur.', ['garden', 'terrace', 'elevator']],
    ['Haus mit Garten.', ['garden']],
    ['Appartement zonder tuin of terras.', []],
    ['Flat with no garden or lift.', []],
    ['Flat without a garden.', []],
    ['Appartement zonder een tuin.', []],
    ['Wohnung ohne einen Garten, mit einer Terrasse.', ['terrace']],
  ])('names the features of %j as search in plain words reads them', (text, features) => {
    expect([...textFacts(text).features].sort()).toEqual([...features].sort());
  });

  it('reads an EPC label after its word', () => {
    expect([...textFacts('EPC-label B, 180 kWh/m².').energyLabels]).toEqual(['B']);
    expect([...textFacts('Energieklasse C.').energyLabels]).toEqual(['C']);
  });
});

describe('what a machine text may not change', () => {
  it('lets a faithful translation through, the numbers in another notation and a count written as a word', () => {
    expect(
      claims(
        'House for €389,000 with three bedrooms and a garden, free on March 1, 2026.',
        'Woning voor € 389.000 met 3 slaapkamers en tuin, vrij op 01/03/2026.',
        ['garden'],
      ),
    ).toEqual([]);
  });

  it('names a number the translation changed, both ways', () => {
    expect(claims('Haus für 398.000 €.', 'Woning voor € 389.000.')).toEqual([
      { kind: 'number', value: '398000', only: 'made' },
      { kind: 'number', value: '389000', only: 'original' },
    ]);
  });

  it('names a feature the listing does not have and its original does not name', () => {
    expect(claims('Schönes Haus mit Garten.', 'Mooie woning.', ['garage'])).toEqual([{ kind: 'feature', value: 'garden' }]);
    // The agency's own words name it ("zonder tuin" names nothing, "gedeelde tuin" does): its translation may too.
    expect(claims('Haus mit gemeinsamem Garten.', 'Woning met gedeelde tuin.', [])).toEqual([]);
  });

  it('names a changed EPC label and a changed date', () => {
    expect(claims('EPC label C, available 1 April 2026.', 'EPC-label B, vrij op 1 maart 2026.')).toEqual([
      { kind: 'date', value: '2026-04-01', only: 'made' },
      { kind: 'date', value: '2026-03-01', only: 'original' },
      { kind: 'energyLabel', value: 'C', only: 'made' },
      { kind: 'energyLabel', value: 'B', only: 'original' },
    ]);
  });
});
