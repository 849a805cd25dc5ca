import { describe, expect, it } from 'vitest';
import { compareAgencyCosts } from '../../../../shared/domain/agency-costs';
import { ENERGY_RULES, energyNotice } from '../../../../shared/domain/energy';
import { ENERGY_RULE_SOURCES } from '../../../../shared/domain/energy-sources';
import type { RegionCode, StatusCode } from '../../../../shared/contract/enums';
import { bareEstate } from '../../fixtures/estate';

// The regional energy rules and the agency-versus-estimate check, as
// tables, each rule with its source and the date it holds from.

describe('the energy rules are dated, cited and say their status', () => {
  it.each([
    // In force: the Flemish residential renovation obligation for deeds from 1 January 2023.
    ['flandersRenovation', '2023-01-01', 'inForce', /label E or F to at least D within 5 years/],
    // Planned: Bruxelles Environnement, via propriete-privee.be (news 4323): the dates "dépendent de la date d’entrée en
    // vigueur d’un Arrêté du Gouvernement qui est prévue le 01/01/2026 au plus tôt"; a 275 kWh/m² target with a fine.
    ['brusselsTarget', '2024-03-07', 'planned', /275 kWh\/m² a year from 2033 with a fine, planned, not in force/],
  ] as const)('%s: since %s, %s', (rule, since, status, source) => {
    expect(ENERGY_RULES[rule].since).toBe(since);
    expect(ENERGY_RULES[rule].status).toBe(status);
    expect(ENERGY_RULE_SOURCES[rule]).toMatch(source);
  });

  it('words nothing not in force as a ban', () => {
    expect(ENERGY_RULE_SOURCES.brusselsTarget).not.toMatch(/no longer allowed|ban/i);
  });
});

describe('the notice beside the label, as a table of region × type × status × label', () => {
  const base = { region: 'FLANDERS' as RegionCode, headType: 'HOUSE', status: 'FOR_SALE' as StatusCode };
  it.each([
    // Flanders: a home for sale with E or F must reach D within 5 years.
    ['Flemish house for sale, E', {}, 'E', { kind: 'renovation', label: 'E', target: 'D', years: 5, status: 'inForce', since: '2023-01-01' }],
    [
      'Flemish apartment for sale, F',
      { headType: 'APARTMENT' },
      'F',
      { kind: 'renovation', label: 'F', target: 'D', years: 5, status: 'inForce', since: '2023-01-01' },
    ],
    ['Flemish house for sale, D', {}, 'D', null],
    ['Flemish house for sale, A+', {}, 'A_PLUS', null],
    ['Flemish house for rent, F', { status: 'TO_RENT' }, 'F', null],
    ['Flemish house sold, F', { status: 'SOLD' }, 'F', null],
    ['Flemish plot, F', { headType: 'PLOT' }, 'F', null],
    ['Flemish shop, F', { headType: 'COMMERCIAL' }, 'F', null],
    ['Flemish house without a label', {}, null, null],
    // Brussels: a planned target of 275 kWh/m² by 2033 (classes F and G above it), at least E, with a fine.
    [
      'Brussels house for sale, G',
      { region: 'BRUSSELS' },
      'G',
      { kind: 'brusselsTarget', label: 'G', year: 2033, minimum: 'E', maximum: 275, status: 'planned' },
    ],
    [
      'Brussels apartment for rent, F',
      { region: 'BRUSSELS', headType: 'APARTMENT', status: 'TO_RENT' },
      'F',
      { kind: 'brusselsTarget', label: 'F', year: 2033, minimum: 'E', maximum: 275, status: 'planned' },
    ],
    ['Brussels house for sale, E', { region: 'BRUSSELS' }, 'E', null],
    ['Brussels house rented, G', { region: 'BRUSSELS', status: 'RENTED' }, 'G', null],
    // Wallonia: neither rule.
    ['Walloon house for sale, G', { region: 'WALLONIA' }, 'G', null],
  ] as const)('%s', (_name, overrides, energyLabel, notice) => {
    expect(energyNotice({ ...base, ...overrides, energyLabel })).toEqual(notice);
  });
});

describe("the agency's figures against the estimate", () => {
  const sale = (general: Partial<ReturnType<typeof bareEstate>['general']>, price: Partial<ReturnType<typeof bareEstate>['price']> = {}, zip = '9000') => {
    const base = bareEstate();
    return bareEstate({
      status: 'FOR_SALE',
      price: { ...base.price, value: 300_000, ...price },
      general: { ...base.general, ...general },
      address: { ...base.address, region: 'FLANDERS', city: { ...base.address.city, zip } },
    });
  };

  it.each([
    // registration the agency gave, VAT split, agrees with one of the two cases
    ['12 % of 300,000: the estimate of another purchase in Flanders', 36_000, {}, true],
    ['2 % of 300,000: the estimate of the only own home', 6_000, {}, true],
    ['within 2 % of an estimate', 36_500, {}, true],
    ['10 % of 300,000: neither case', 30_000, {}, false],
    ['the whole price taxed under the VAT regime (land 100,000)', 36_000, { ground: 100_000, construction: 200_000 }, false],
    ['the land taxed under the VAT regime', 12_000, { ground: 100_000, construction: 200_000 }, true],
  ] as const)('%s: agrees %s', (_name, registrationCost, price, agrees) => {
    const comparison = compareAgencyCosts(sale({ registrationCost }, price))!;
    expect(comparison.registration!.agrees).toBe(agrees);
    expect(comparison.notary).toBeNull();
  });

  it('is null without agency figures or without a calculator (a rental)', () => {
    expect(compareAgencyCosts(sale({}))).toBeNull();
    expect(compareAgencyCosts({ ...sale({ registrationCost: 36_000 }), status: 'TO_RENT' })).toBeNull();
  });
});
