import { describe, expect, it } from 'vitest';
import { AD_SOURCES, adValueProblem, missingAdFacts, type AdFact, type AdFacts, type AdValueProblem } from '../../../../shared/domain/ad-rules';
import type { RegionCode } from '../../../../shared/contract/enums';

// The legal guard's value checks (shared/domain/ad-rules/values.ts, docs/legal-ad-rules.md
// "Values checked"): each row names the source of the format or range it checks.

const ON = '2026-11-25';

const listing = (region: RegionCode, values: AdFacts['values'], epcDate: string | null = null): AdFacts => ({
  region,
  transaction: 'sale',
  kind: 'building',
  coOwned: false,
  built: true,
  addressShown: false,
  constructionYear: 1975,
  epcDate,
  values,
});

type Row = [name: string, region: RegionCode, fact: AdFact, value: string | number, problem: AdValueProblem | null, epcDate?: string];

describe('values the ad would show, checked', () => {
  it.each<Row>([
    // VEA (Energiedecreet art. 11.2.1 §3): the score in kWh/m² a year; the worst class (F) starts at 500, 0 is a CRM's "not known".
    ['VEA: an EPC score of 0 is refused', 'FLANDERS', 'epcScore', 0, 'range'],
    ['VEA: an EPC score of 245 is taken', 'FLANDERS', 'epcScore', 245, null],
    ['VEA: an EPC score of 12,000 kWh/m² is refused', 'FLANDERS', 'epcScore', 12_000, 'range'],
    // Wallonia (décret PEB 2013, arrêté 15 mai 2014): Espec from the G class's 510 upwards is plausible, 0 is not.
    ['SPW Énergie: a Walloon Espec of 0 is refused', 'WALLONIA', 'epcScore', 0, 'range'],
    ['SPW Énergie: a Walloon Espec of 640 is taken', 'WALLONIA', 'epcScore', 640, null],
    // Brussels (arrêté du 17 février 2011, art. 6): CO₂ in kg/m² a year.
    ['Bruxelles Environnement: CO₂ of 0 kg/m² is refused', 'BRUSSELS', 'epcCo2', 0, 'range'],
    ['Bruxelles Environnement: CO₂ of 48 kg/m² is taken', 'BRUSSELS', 'epcCo2', 48, null],
    // VEA: the certificate number (2008: 20081101-0000000245-00000015; 2019:
    // 20250314-0003128456-RES-1) or its unique code (the second group, leading zeros dropped).
    ['VEA: a unique code "x" is refused', 'FLANDERS', 'epcCode', 'x', 'format'],
    ['VEA: the 2019 layout 20250314-0003128456-RES-1 is taken', 'FLANDERS', 'epcCode', '20250314-0003128456-RES-1', null],
    ['VEA: the 2008 layout 20081101-0000000245-00000015 is taken', 'FLANDERS', 'epcCode', '20081101-0000000245-00000015', null],
    ['VEA: the unique code alone (245) is taken', 'FLANDERS', 'epcCode', '245', null],
    // VEA's guidelines: "De vermelding van de letters UC voor de code is verplicht, dus: UC: 245" (ve-pr.be, 2015).
    ['VEA: the unique code with its letters (UC: 245) is taken', 'FLANDERS', 'epcCode', 'UC: 245', null],
    // Flood scores are letters A to D (VMM, via bordes.be): anything else is no score.
    ['VMM: a flood score "E" is refused', 'FLANDERS', 'floodParcel', 'E', 'format'],
    ['VMM: a flood score D is taken', 'FLANDERS', 'floodBuilding', 'D', null],
    ['VEA: a certificate number dated after today is refused', 'FLANDERS', 'epcCode', '20270101-0003128456-RES-1', 'future'],
    ['VEA: a certificate number with an impossible date is refused', 'FLANDERS', 'epcCode', '20251399-0003128456-RES-1', 'format'],
    // Wallonia and Brussels publish no layout of the number: digits (six at least), dashes or letters.
    ['SPW Énergie: a Walloon certificate number "x" is refused', 'WALLONIA', 'epcCode', 'x', 'format'],
    ['SPW Énergie: a Walloon certificate number 20150123004567 is taken', 'WALLONIA', 'epcCode', '20150123004567', null],
    ['Bruxelles Environnement: a Brussels certificate number "n/a" is refused', 'BRUSSELS', 'epcCode', 'n/a', 'format'],
    ['Bruxelles Environnement: a Brussels certificate number 20110613-0000123456-01-7 is taken', 'BRUSSELS', 'epcCode', '20110613-0000123456-01-7', null],
  ])('%s', (_name, region, fact, value, problem) => {
    expect(adValueProblem(fact, value, listing(region, { [fact]: value }), ON)).toBe(problem);
  });

  it.each<[string, number, number, 'range' | null]>([
    // Wallonia's Etotal (kWh a year) is Espec times the heated floor area: 10 to 10,000 m².
    ['SPW Énergie: Etotal 31,000 with Espec 245 (126 m²) is taken', 31_000, 245, null],
    ['SPW Énergie: Etotal 245 with Espec 245 (1 m²) is refused', 245, 245, 'range'],
    ['SPW Énergie: Etotal 0 is refused', 0, 245, 'range'],
  ])('%s', (_name, total, score, problem) => {
    expect(adValueProblem('epcTotal', total, listing('WALLONIA', { epcScore: score, epcTotal: total }), ON)).toBe(problem);
  });

  it.each<[string, string, 'future' | null]>([
    // Bruxelles Environnement, Federia (SPW): a certificate available before the property goes on the market: an existing one.
    ['Bruxelles Environnement: an EPC certificate dated tomorrow is refused', '2026-11-26', 'future'],
    ['Bruxelles Environnement: an EPC certificate dated today is taken', '2026-11-25', null],
  ])('%s', (_name, date, problem) => {
    expect(adValueProblem('epcLabel', 'C', listing('BRUSSELS', { epcLabel: 'C' }, date), ON)).toBe(problem);
  });
});

describe('the guard lists a refused value as a finding with its problem and its law', () => {
  it('VEA: a Flemish house with EPC score 0 and unique code "x" is refused on both, under the Energy Decree', () => {
    const facts = listing('FLANDERS', { epcLabel: 'C', epcScore: 0, epcCode: 'x' });
    const findings = missingAdFacts(facts, ON).filter((finding) => finding.fact.startsWith('epc'));
    expect(findings.map(({ fact, problem, source, range }) => ({ fact, problem, source, range }))).toEqual([
      { fact: 'epcScore', problem: 'range', source: AD_SOURCES.VEA_EPC, range: [1, 2000] },
      { fact: 'epcCode', problem: 'format', source: AD_SOURCES.VEA_EPC, range: undefined },
    ]);
  });
});

describe('a label and its score on the region’s scale (label-bands.ts)', () => {
  /** The guard's problem with the label of a listing, if any. */
  const labelProblem = (facts: AdFacts) => missingAdFacts(facts, ON).find((finding) => finding.fact === 'epcLabel')?.problem ?? null;
  const problemOf = (region: RegionCode, label: string, score: number) => labelProblem(listing(region, { epcLabel: label, epcScore: score }));

  /**
   * Each region's letters and the boundaries between neighbours (kWh/m² a year), as the sources
   * give them: Flanders A 0–100 … E 400–500, F above 500, no G (epcattest.be's table; D 301–400
   * UGEB); Brussels A to 45, B to 95, C 96–150 (Bruxelles Environnement's target as quoted), D
   * 151–210 (UGEB), E to 275 (renolution.brussels: F and G above 275), F to 345 (the epb
   * library); Wallonia A to 85, B|C 170 and D|E 340 (peb.immo), C|D 255 (UGEB), E|F 425 (the epb
   * library), G above 510 (homelabel.be).
   */
  const SCALES: Record<RegionCode, { letters: string[]; boundaries: number[] }> = {
    FLANDERS: { letters: ['A', 'B', 'C', 'D', 'E', 'F'], boundaries: [100, 200, 300, 400, 500] },
    BRUSSELS: { letters: ['A', 'B', 'C', 'D', 'E', 'F', 'G'], boundaries: [45, 95, 150, 210, 275, 345] },
    WALLONIA: { letters: ['A', 'B', 'C', 'D', 'E', 'F', 'G'], boundaries: [85, 170, 255, 340, 425, 510] },
  };
  const boundaries = Object.entries(SCALES).flatMap(([region, { letters, boundaries }]) =>
    boundaries.map((at, i) => [region as RegionCode, letters[i]!, letters[i + 1]!, at] as const),
  );

  it.each(boundaries)('%s: %s and %s meet at %i, which both take; one past it is the other letter’s alone', (region, below, above, at) => {
    expect(problemOf(region, below, at)).toBeNull();
    expect(problemOf(region, above, at)).toBeNull();
    expect(problemOf(region, below, at + 1)).toBe('mismatch');
    expect(problemOf(region, above, at - 1)).toBe('mismatch');
  });

  it.each<[string, RegionCode, string, number, AdValueProblem | null]>([
    // The letters a region's scale does not have.
    ['the Flemish scale ends at F: a Flemish G is refused at any score', 'FLANDERS', 'G', 600, 'mismatch'],
    ['a Flemish F above 500 is taken', 'FLANDERS', 'F', 600, null],
    ['the Flemish scale has no A++', 'FLANDERS', 'A_PLUS_PLUS', 50, 'mismatch'],
    ['a Brussels G above 345 is taken', 'BRUSSELS', 'G', 500, null],
    // The classes above A: Flanders A+ below 0; Brussels A++ up to 0, A+ to 15; Wallonia A++ up to 0, A+ to 45.
    ['a Flemish A+ is below 0: one with 1 kWh/m² is refused', 'FLANDERS', 'A_PLUS', 1, 'mismatch'],
    ['a Flemish A with 1 kWh/m² is taken', 'FLANDERS', 'A', 1, null],
    ['a Brussels A++ with 1 kWh/m² is refused', 'BRUSSELS', 'A_PLUS_PLUS', 1, 'mismatch'],
    ['a Brussels A+ with 15 kWh/m² is taken', 'BRUSSELS', 'A+', 15, null],
    ['a Brussels A+ with 16 kWh/m² is refused', 'BRUSSELS', 'A+', 16, 'mismatch'],
    ['a Walloon A++ with 1 kWh/m² is refused', 'WALLONIA', 'A++', 1, 'mismatch'],
    ['a Walloon A+ with 45 kWh/m² is taken', 'WALLONIA', 'A_PLUS', 45, null],
    ['a Walloon A+ with 46 kWh/m² is refused', 'WALLONIA', 'A_PLUS', 46, 'mismatch'],
    ['a Walloon A with 46 kWh/m² is taken', 'WALLONIA', 'A', 46, null],
    // The cases found published: a Walloon F at 360 and E at 480, a Brussels A at 120.
    ['a Walloon F with 360 kWh/m² (an E) is refused', 'WALLONIA', 'F', 360, 'mismatch'],
    ['a Walloon E with 480 kWh/m² (an F) is refused', 'WALLONIA', 'E', 480, 'mismatch'],
    ['a Brussels A with 120 kWh/m² (a C) is refused', 'BRUSSELS', 'A', 120, 'mismatch'],
    // A Brussels certificate's sub-classes stand for their letter; other regions have none.
    ['a Brussels C+ with 100 kWh/m² is taken', 'BRUSSELS', 'C+', 100, null],
    ['a Brussels C- with 160 kWh/m² is refused', 'BRUSSELS', 'C-', 160, 'mismatch'],
    ['the Walloon scale has no C+', 'WALLONIA', 'C+', 200, 'mismatch'],
    ['a pair C-D is taken when either letter fits', 'FLANDERS', 'C_D', 350, null],
    ['a pair C-D is refused when neither fits', 'FLANDERS', 'C_D', 450, 'mismatch'],
  ])('%s', (_name, region, label, score, problem) => {
    expect(problemOf(region, label, score)).toBe(problem);
  });

  it('a free-text label is not judged', () => {
    expect(problemOf('FLANDERS', 'zie EPC', 700)).toBeNull();
  });
});
