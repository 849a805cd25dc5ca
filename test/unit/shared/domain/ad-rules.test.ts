import { describe, expect, it } from 'vitest';
import {
  AD_FACTS,
  AD_FACT_WORDS,
  AD_RULES,
  AD_SOURCES,
  adFactsOf,
  missingAdFacts,
  present,
  type AdFact,
  type AdFacts,
} from '../../../../shared/domain/ad-rules';
import { compromisChecklist } from '../../../../shared/domain/ad-rules/compromis';
import { AD_LAWS } from '../../../../shared/domain/ad-rules/laws';
import { LOCALES } from '../../../../shared/i18n/locales';
import { bareEstate } from '../../fixtures/estate';

// The legal guard of property ads: what each region asks an ad to show, per transaction and
// day. Each table row names the legal text it checks (the rows' own `source`); a row refused
// is one a text asks for, a row that passes is one no text read asks for
// (docs/legal-ad-rules.md "Read again": the texts and the day they were read).

/** A listing with every fact the rules read filled in; a row takes some away. */
const COMPLETE: AdFacts['values'] = {
  epcLabel: 'C',
  epcScore: 245,
  epcCode: '20120101-0001234-RES-1',
  epcTotal: 31000,
  epcCo2: 48,
  floodParcel: 'A',
  floodBuilding: 'A',
  planningPermit: 'YES',
  planningDestination: 'Woongebied',
  planningEnforcement: 'NO',
  planningPreemption: 'NO',
  planningSubdivision: 'NO',
  planningInformation: 'Renseignements urbanistiques consultables à l’agence, rue Neuve 1, Bruxelles',
};

type Overrides = Partial<AdFacts>;

/** A Flemish house for sale at its full address with every fact; `overrides.values` change some, `without` takes some away. */
const house = (overrides: Overrides = {}, without: readonly AdFact[] = []): AdFacts => ({
  region: 'FLANDERS',
  transaction: 'sale',
  kind: 'building',
  coOwned: false,
  built: true,
  addressShown: true,
  constructionYear: 1975,
  ...overrides,
  values: Object.fromEntries(Object.entries({ ...COMPLETE, ...overrides.values }).filter(([fact]) => !without.includes(fact as AdFact))),
});

const ON = '2026-11-28';
const missing = (facts: AdFacts, on = ON) => missingAdFacts(facts, on).map((finding) => finding.fact);

describe('every rule names its legal text, a public page and the day it applies from', () => {
  it.each(AD_RULES.map((rule) => [`${rule.region} ${rule.fact}`, rule] as const))('%s', (_name, rule) => {
    expect(AD_LAWS[rule.source.id].length).toBeGreaterThan(40);
    expect(rule.source.url).toMatch(/^https:\/\/[a-z.-]+\.(be|brussels)\//);
    expect(rule.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('every fact has its plain words in the four languages', () => {
    for (const fact of AD_FACTS) for (const locale of LOCALES) expect(AD_FACT_WORDS[fact][locale]).toMatch(/\S/);
  });

  it('no row asks an ad for the asbestos certificate: OVAM puts it at the compromis', () => {
    expect(AD_RULES.filter((rule) => rule.source.id === 'OVAM_ASBESTOS')).toEqual([]);
  });
});

/** One row of a region's table: the ad, what is refused (empty: lawful), the text the refusal names. */
type Row = [name: string, facts: AdFacts, refused: readonly AdFact[], source?: RegExp];

/** Runs a region's table: the facts refused, each under its text. */
function table(rows: readonly Row[]) {
  it.each(rows)('%s', (_name, facts, refused, source) => {
    const findings = missingAdFacts(facts, ON);
    expect(findings.map((finding) => finding.fact)).toEqual(refused);
    for (const finding of findings) expect(AD_LAWS[finding.source.id]).toMatch(source!);
  });
}

describe('Flanders: lawful and unlawful ads', () => {
  table([
    // Energiedecreet art. 11.2.1 §3 as the energy agency states it ("EPC in advertenties"): "U publiceert steeds het
    // volledige adres … Wilt u het adres niet bekendmaken dan kunt u de unieke code van het EPC publiceren"; VEA's
    // guidelines via https://www.ve-pr.be/nl/actueel/vlaanderen-energieprestatiecertificaat-verplichte-vermeldingen-in-advertenties/1/
    // ("het volledige adres … of de unieke code van het EPC").
    ['a complete sale is lawful', house(), []],
    ['VEA: a sale with its full address and no EPC code is lawful', house({}, ['epcCode']), []],
    ['VEA: a sale that hides its address, without EPC code, is refused', house({ addressShown: false }, ['epcCode']), ['epcCode'], /unieke code/],
    ['VEA: a sale that hides its address, with the code UC 245, is lawful', house({ addressShown: false, values: { epcCode: 'UC 245' } }), []],
    [
      'VEA: a rental that hides its address, without EPC code, is refused',
      house({ transaction: 'rent', addressShown: false }, ['epcCode']),
      ['epcCode'],
      /Energiedecreet/,
    ],
    ['VEA: a sale without its EPC score is refused', house({}, ['epcScore']), ['epcScore'], /Energiedecreet/],
    ['VEA: a sale without the EPC label is refused', house({}, ['epcLabel']), ['epcLabel'], /energielabel op het EPC sinds 2019/],
    // The flood information duty (Waterwetboek; BIV 7 Dec 2022 via bordes.be): P and G scores since 1 January 2023.
    ['BIV: a sale without flood scores is refused', house({}, ['floodParcel', 'floodBuilding']), ['floodParcel', 'floodBuilding'], /P-score en G-score/],
    [
      'BIV: building land needs the P-score only',
      house({ kind: 'land', built: false }, ['floodParcel', 'floodBuilding', 'epcLabel', 'epcScore', 'epcCode']),
      ['floodParcel'],
      /P-score en G-score/,
    ],
    ['BIV: a P-score D is lawful (the line shows the flood symbol)', house({ values: { floodParcel: 'D' } }), []],
    // VCRO art. 5.2.6 (BIV): the five planning facts in every sale's publicity.
    [
      'VCRO: a sale without planning facts is refused',
      house({}, ['planningPermit', 'planningDestination', 'planningPreemption', 'planningSubdivision']),
      ['planningPermit', 'planningDestination', 'planningPreemption', 'planningSubdivision'],
      /Codex Ruimtelijke Ordening/,
    ],
    // OVAM: the asbestos certificate's content is made known "bij het ondertekenen van het compromis"
    // (https://ovam.vlaanderen.be/veelgestelde-vragen-over-het-asbestattest); no text read puts it in the ad.
    ['OVAM: a 1975 house for sale without asbestos certificate is lawful (the compromis checklist lists it)', house(), []],
    ['OVAM: a 1975 apartment without the common parts certificate is lawful', house({ coOwned: true }), []],
    // Rentals of nine years or less: neither planning facts (VCRO 5.2.6) nor flood scores.
    [
      'a rental needs no planning or flood facts',
      house({ transaction: 'rent' }, ['planningPermit', 'planningDestination', 'floodParcel', 'floodBuilding']),
      [],
    ],
    ['a parking place needs no EPC', house({ kind: 'parking' }, ['epcLabel', 'epcScore', 'epcCode']), []],
    // Every value shown is checked (values.ts): a label its score cannot have on the Flemish scale (D is 301–400, UGEB).
    ['UGEB: a label A with 700 kWh/m² is refused', house({ values: { epcLabel: 'A', epcScore: 700 } }), ['epcLabel'], /Energiedecreet/],
    ['VEA: a code "x" is refused even beside the full address', house({ values: { epcCode: 'x' } }), ['epcCode'], /Energiedecreet/],
  ]);

  it('judges by the day: flood scores from 2023, the label from 2019', () => {
    const old = house({}, ['floodParcel', 'floodBuilding', 'epcLabel']);
    expect(missing(old, '2018-06-01')).toEqual([]);
    expect(missing(old, '2019-01-01')).toEqual(['epcLabel']);
    expect(missing(old, '2023-01-01')).toEqual(['epcLabel', 'floodParcel', 'floodBuilding']);
  });
});

describe('Flanders: the compromis checklist (OVAM, never the ad)', () => {
  const of = (overrides: Partial<Parameters<typeof compromisChecklist>[0]> = {}, on = ON) =>
    compromisChecklist({ region: 'FLANDERS', transaction: 'sale', kind: 'building', coOwned: false, constructionYear: 1975, documents: {}, ...overrides }, on);

  it.each([
    // Materialendecreet ch. VIII/1: a building from before 2001 sold from 23 November 2022; the common parts from 1 May 2025.
    ['a 1975 house for sale: its certificate, still to get', {}, [{ item: 'asbestosCertificate', ready: false }]],
    ['a 1975 house whose certificate is there: ready', { documents: { asbestosCertificate: true } }, [{ item: 'asbestosCertificate', ready: true }]],
    [
      'a 1975 apartment: its own and the common parts certificate',
      { coOwned: true },
      [
        { item: 'asbestosCertificate', ready: false },
        { item: 'asbestosCommonParts', ready: false },
      ],
    ],
    ['a house built in 2005: nothing', { constructionYear: 2005 }, []],
    ['an unknown construction year: the certificate (the safe answer)', { constructionYear: null }, [{ item: 'asbestosCertificate', ready: false }]],
    ['a rental: nothing', { transaction: 'rent' }, []],
    ['a Brussels house: nothing', { region: 'BRUSSELS' }, []],
  ] as const)('%s', (_name, overrides, expected) => {
    const checks = of(overrides);
    expect(checks.map(({ item, ready }) => ({ item, ready }))).toEqual(expected);
    for (const check of checks) expect(check.source).toBe(AD_SOURCES.OVAM_ASBESTOS);
  });

  it('judges by the day: nothing before 23 November 2022, the common parts from 1 May 2025', () => {
    expect(of({ coOwned: true }, '2022-11-22')).toEqual([]);
    expect(of({ coOwned: true }, '2025-04-30').map((check) => check.item)).toEqual(['asbestosCertificate']);
  });
});

describe('Brussels: lawful and unlawful ads', () => {
  // On Brussels' scale a score of 245 kWh/m² is class E (D is 151–210, UGEB; E up to the 2033 target's 275).
  const brussels = (overrides: Overrides = {}, without: readonly AdFact[] = []) =>
    house({ region: 'BRUSSELS', ...overrides, values: { epcLabel: 'E', ...overrides.values } }, without);
  table([
    // Bruxelles Environnement (environnement.brussels, "vous voulez vendre ou louer votre bien"): "la classe énergétique (de A à G)".
    ['a complete sale is lawful', brussels(), []],
    ['Bruxelles Environnement: an ad without EPB class is refused', brussels({}, ['epcLabel']), ['epcLabel'], /17 février 2011/],
    // CoBAT art. 281 (ordonnance du 3 avril 2014) as quoted by CMS
    // (https://cms-lawnow.com/fr/ealerts/2015/02/mise-en-location-publicite-immobiliere-et-renseignements-urbanistiques):
    // the destination "ainsi que tous les renseignements urbanistiques"; novacitoyen.irisnet.be (2014): "tenus d'indiquer les RU dans la publicité".
    ['CoBAT 281: a sale without urban-planning destination is refused', brussels({}, ['planningDestination']), ['planningDestination'], /CoBAT/],
    [
      'CoBAT 281: a sale without planning information is refused',
      brussels({}, ['planningInformation']),
      ['planningInformation'],
      /renseignements urbanistiques/,
    ],
    ['CoBAT 281: a sale with the address where the information can be consulted is lawful', brussels(), []],
    ['CoBAT 280–281: a rental of nine years or less needs neither', brussels({ transaction: 'rent' }, ['planningDestination', 'planningInformation']), []],
    [
      'CoBAT 281: a long lease without planning information is refused',
      brussels({ transaction: 'longLease' }, ['planningInformation']),
      ['planningInformation'],
      /CoBAT/,
    ],
    // Every value shown is checked: a certificate number "x" (no number), a CO₂ of 5,000 kg/m² (out of any range).
    [
      'Bruxelles Environnement: a certificate number "x" is refused, though no rule asks for it',
      brussels({ values: { epcCode: 'x' } }),
      ['epcCode'],
      /17 février 2011/,
    ],
    ['Bruxelles Environnement: CO₂ of 5,000 kg/m² is refused, though no longer asked', brussels({ values: { epcCo2: 5000 } }), ['epcCo2'], /17 février 2011/],
    ['no Flemish flood score, EPC code or planning permit is asked', brussels({}, ['floodParcel', 'floodBuilding', 'epcCode', 'planningPermit']), []],
  ]);

  it('a CO₂ refused names the range allowed', () => {
    const [finding] = missingAdFacts(brussels({ values: { epcCo2: 5000 } }), ON);
    expect(finding).toMatchObject({ fact: 'epcCo2', problem: 'range', range: [1, 1000] });
  });

  // docs/decisions/057-brussels-co2-in-ads.md. From 1 May 2011 the class and the CO₂ emissions
  // (Bruxelles Environnement via https://www.logic-immo.be/fr/nouvelles-immo/le-certificat-peb-est-oblige-bruxelles-843.html);
  // since 1 January 2017 the class only (Sibelga, https://www.energids.be/nl/vraag-antwoord/wat-is-het-epb-certificaat/63/).
  it('an ad without CO₂ emissions was refused until 31 December 2016, and is complete from 1 January 2017 (Bruxelles Environnement, Sibelga)', () => {
    const rental = brussels({ transaction: 'rent' }, ['epcCo2']);
    const before = missingAdFacts(rental, '2016-12-31');
    expect(before.map((finding) => finding.fact)).toEqual(['epcCo2']);
    expect(AD_LAWS[before[0]!.source.id]).toMatch(/émissions de CO2 aussi du 1er mai 2011 au 31 décembre 2016/);
    expect(missing(rental, '2017-01-01')).toEqual([]);
  });

  it('asks the planning facts from 3 April 2014 on', () => {
    expect(missing(brussels({}, ['planningDestination', 'planningInformation']), '2014-04-02')).toEqual([]);
    expect(missing(brussels({}, ['planningDestination', 'planningInformation']), '2014-04-03')).toEqual(['planningDestination', 'planningInformation']);
  });
});

describe('Wallonia: lawful and unlawful ads', () => {
  const walloon = (overrides: Overrides = {}, without: readonly AdFact[] = []) => house({ region: 'WALLONIA', ...overrides }, without);
  table([
    // Walloon PEB decree of 28 November 2013: class, Espec, Etotal and the certificate's code since 2015.
    ['a complete sale is lawful', walloon({ values: { epcCode: '20150123004567' } }), []],
    ['SPW: a sale without PEB class is refused', walloon({}, ['epcLabel']), ['epcLabel'], /28 novembre 2013/],
    ['SPW: a sale without Espec is refused', walloon({}, ['epcScore']), ['epcScore'], /28 novembre 2013/],
    ['SPW: a sale without Etotal is refused', walloon({}, ['epcTotal']), ['epcTotal'], /28 novembre 2013/],
    ['SPW: a sale without the certificate code is refused, address shown or not', walloon({}, ['epcCode']), ['epcCode'], /28 novembre 2013/],
    // CoDT art. D.IV.99 names the deed and the compromis, not the ad (pim.be 2017; uvcw.be).
    [
      'CoDT: a sale without planning facts is lawful',
      walloon({ values: { epcCode: '20150123004567' } }, [
        'planningPermit',
        'planningDestination',
        'planningEnforcement',
        'planningPreemption',
        'planningSubdivision',
      ]),
      [],
    ],
    // peb.immo: the B|C boundary is 170: a class A with 300 kWh/m² cannot be.
    [
      'peb.immo: a class A with 300 kWh/m² is refused',
      walloon({ values: { epcCode: '20150123004567', epcLabel: 'A', epcScore: 300 } }),
      ['epcLabel'],
      /28 novembre 2013/,
    ],
  ]);

  it('an ad from 2014 was not yet held to the PEB mentions', () => {
    expect(missing(walloon({}, ['epcLabel', 'epcScore', 'epcTotal', 'epcCode']), '2014-12-31')).toEqual([]);
    expect(AD_RULES.filter((rule) => rule.region === 'WALLONIA').map((rule) => rule.source.id)).toEqual(Array(4).fill('WALLONIA_PEB'));
  });
});

describe('what counts as given', () => {
  it.each([
    ['null', null, true],
    ['an empty text', '  ', true],
    ["the platform's unknown (-1)", -1, true],
    ['UNKNOWN', 'UNKNOWN', true],
    ['a score of 0 kWh/m²', 0, false],
    ['a letter', 'A', false],
  ] as const)('%s is missing: %s', (_name, value, isMissing) => {
    // Given is not yet right: a score of 0 is given and refused by its range (ad-values.test.ts).
    expect(present(value)).toBe(!isMissing);
  });
});

describe('an estate as the platform holds it', () => {
  it('reads its facts: a bare Flemish house for sale at its full address lacks every Flemish fact but the code and enforcement', () => {
    expect(missing(adFactsOf(bareEstate()))).toEqual([
      'epcScore',
      'epcLabel',
      'floodParcel',
      'floodBuilding',
      'planningPermit',
      'planningDestination',
      'planningPreemption',
      'planningSubdivision',
    ]);
  });

  it.each([
    ['the street without its number', { number: null }],
    ['the address hidden', { visible: false }],
    ['no street', { street: {} }],
  ] as const)('an address shown as %s is hidden: the EPC code is asked', (_name, address) => {
    const estate = bareEstate();
    expect(missing(adFactsOf({ ...estate, address: { ...estate.address, ...address } }))).toContain('epcCode');
  });

  // VEA, "EPC in advertenties": "U publiceert steeds het volledige adres … Wilt u het adres niet
  // bekendmaken dan kunt u de unieke code van het EPC publiceren". An apartment's full address
  // names its unit: without the box it names the building only.
  it('an apartment at its street and number but without its box: the EPC code is asked; with the box it is not', () => {
    const flat = bareEstate({ headTypeId: 2 });
    expect(missing(adFactsOf(flat))).toContain('epcCode');
    expect(missing(adFactsOf({ ...flat, address: { ...flat.address, box: '2.1' } }))).not.toContain('epcCode');
    expect(missing(adFactsOf(bareEstate({ headTypeId: 1 })))).not.toContain('epcCode');
  });

  it('reads a complete one as complete', () => {
    const bare = bareEstate();
    const estate = bareEstate({
      headTypeId: 2,
      address: { ...bare.address, box: '0101' },
      technical: { constructionYear: 1968 },
      energy: {
        epcValue: 312,
        epcValueTotal: null,
        epbReference: null,
        epcReference: null,
        energyLabel: 'D',
        customEpcLabel: null,
        eLevel: null,
        kLevel: null,
        co2: null,
      },
      flooding: { parcelScore: 'A', buildingScore: 'B' },
      planning: { buildingLicense: 'YES', townPlanningValue: 'Woongebied', townPlanningViolation: null, presaleRight: 'NO', allocationLicense: 'NO' },
    });
    expect(missing(adFactsOf(estate))).toEqual([]);
  });

  it('reads a Brussels listing’s planning information', () => {
    const estate = bareEstate({ planning: { planningInformation: 'Consultables à l’agence' } });
    expect(adFactsOf(estate).values.planningInformation).toBe('Consultables à l’agence');
  });

  it("VCRO art. 5.2.6: enforcement not said (a platform listing's UNKNOWN) is missing, never read as none; NO is none", () => {
    const planning = { buildingLicense: 'YES', townPlanningValue: 'Woongebied', presaleRight: 'NO', allocationLicense: 'NO' };
    expect(missing(adFactsOf(bareEstate({ planning: { ...planning, townPlanningViolation: 'UNKNOWN' } })))).toContain('planningEnforcement');
    expect(missing(adFactsOf(bareEstate({ planning: { ...planning, townPlanningViolation: 'NO' } })))).not.toContain('planningEnforcement');
  });

  it('a rental (transaction 2) is judged as a rental', () => {
    expect(adFactsOf(bareEstate({ transaction: { id: 2, name: { nl: 'Te huur' } } })).transaction).toBe('rent');
  });
});
