import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import enums from '../../../../locales/enums.json';
import { ALTERNATE_FIELDS } from '../../../../shared/domain/alternate-fields';
import { HEAD_TYPES, SUB_TYPES } from '../../../../shared/domain/property-types';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { AssetRegistry } from '../../../../worker/platform/demo/seed/assets';
import { addDays } from '../../../../worker/platform/demo/seed/context';
import { generateEstates } from '../../../../worker/platform/demo/seed/estates';
import { createRandom } from '../../../../worker/platform/demo/seed/random';
import { ALTERNATE_TRANSACTION_IDS, MAIN_TRANSACTION_IDS, type StatusCode } from '../../../../shared/contract/enums';

const ENUMS = enums as unknown as Record<string, Record<string, Record<string, string>>>;
// Brussels' and Wallonia's zones are RecentDestination codes, labelled apart (shared/i18n merges them).
ENUMS.RecentDestination = { ...ENUMS.RecentDestination, ...ENUMS.RecentDestinationRegional };
const STATUSES: StatusCode[] = ['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'SOLD', 'RENTED', 'TAKEN_OVER'];

function run(today = '2026-11-21') {
  const assets = new AssetRegistry();
  return { ...generateEstates({ random: createRandom(20261121), assets, today }), assets };
}

const { estates, collections, assets } = run();
const all = estates.map((entry) => entry.estate);
const byId = new Map(all.map((estate) => [estate.general.id, estate]));
const siteOf = new Map(estates.map((entry) => [entry.estate.general.id, entry.siteId]));
const onSite = (siteId: number) => estates.filter((entry) => entry.siteId === siteId).map((entry) => entry.estate);

function expectCode(enumeration: string, code: string | null | undefined, where: string) {
  if (code === null || code === undefined) return;
  expect(ENUMS[enumeration]?.[code], `${where}: ${enumeration}.${code}`).toBeDefined();
}

describe('demo estates: volume and ids', () => {
  it('has at least 430 estates with sequential unique ids from 1001', () => {
    expect(all.length).toBeGreaterThanOrEqual(430);
    const ids = all.map((estate) => estate.general.id).sort((a, b) => a - b);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe(1001);
    expect(ids[ids.length - 1]).toBe(1000 + ids.length);
  });

  it('gives site 1 about 290 estates mostly in Flanders and site 2 about 140 mostly in Wallonia', () => {
    const one = onSite(1);
    const two = onSite(2);
    expect(one.length).toBeGreaterThanOrEqual(270);
    expect(two.length).toBeGreaterThanOrEqual(130);
    const share = (list: RawEstate[], region: string) => list.filter((estate) => estate.general.address.region === region).length / list.length;
    expect(share(one, 'FLANDERS')).toBeGreaterThan(0.75);
    expect(share(one, 'BRUSSELS')).toBeGreaterThan(0.03);
    expect(share(one, 'WALLONIA')).toBeGreaterThan(0);
    expect(share(two, 'WALLONIA')).toBeGreaterThan(0.75);
    expect(share(two, 'FLANDERS')).toBeGreaterThan(0.03);
  });
});

describe('demo estates: statuses, types, sources', () => {
  it.each([1, 2])('site %i shows every status, FOR_SALE most', (siteId) => {
    const list = onSite(siteId);
    for (const status of STATUSES)
      expect(
        list.some((estate) => estate.general.status === status),
        status,
      ).toBe(true);
    const forSale = list.filter((estate) => estate.general.status === 'FOR_SALE').length;
    expect(forSale / list.length).toBeGreaterThan(0.35);
  });

  it('gives site 2 (hiding TAKEN_OVER) at least 4 taken-over estates', () => {
    expect(onSite(2).filter((estate) => estate.general.status === 'TAKEN_OVER').length).toBeGreaterThanOrEqual(4);
  });

  it('uses every head type and at least 25 subtypes, each belonging to its head type', () => {
    expect(new Set(all.map((estate) => estate.general.headType.id))).toEqual(new Set(Object.values(HEAD_TYPES)));
    for (const estate of all) {
      const subType = SUB_TYPES.find((entry) => entry.id === estate.general.subType.id);
      expect(subType, `subtype of ${estate.general.id}`).toBeDefined();
      expect(HEAD_TYPES[subType!.headType]).toBe(estate.general.headType.id);
      expect(estate.general.subType.name).toEqual(ENUMS.SubType![subType!.code]);
      expect(estate.general.transaction.name).toEqual(ENUMS.Status![estate.general.status]);
    }
    expect(new Set(all.map((estate) => estate.general.subType.id)).size).toBeGreaterThanOrEqual(25);
  });

  it('uses the transaction table of each data source', () => {
    for (const estate of all) {
      const table = estate.general.guid ? ALTERNATE_TRANSACTION_IDS : MAIN_TRANSACTION_IDS;
      expect(estate.general.transaction.id).toBe(table[estate.general.status]);
      if (estate.general.guid) {
        expect(estate.general.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(Object.keys(estate.fields ?? {}).length).toBeGreaterThanOrEqual(25);
      } else {
        expect(estate.fields).toBeUndefined();
      }
    }
    const alternate = all.filter((estate) => estate.general.guid);
    expect(alternate.length / all.length).toBeGreaterThan(0.12);
    expect(alternate.length / all.length).toBeLessThan(0.32);
    expect(new Set(alternate.map((estate) => estate.general.guid)).size).toBe(alternate.length);
  });

  it('has alternate estates that exercise the visibility rules', () => {
    const alternate = all.filter((estate) => estate.fields);
    expect(alternate.some((estate) => estate.general.status === 'TO_RENT')).toBe(true);
    expect(alternate.some((estate) => estate.general.status === 'RENTED')).toBe(true);
    expect(alternate.some((estate) => estate.general.headType.id === HEAD_TYPES.PLOT)).toBe(true);
    expect(alternate.filter((estate) => estate.general.address.region === 'WALLONIA').length).toBeGreaterThanOrEqual(3);
    const vat = alternate.filter(
      (estate) => estate.fields!['financial.vat_regime'] === true && estate.technical.newBuilding && estate.general.parentId !== null,
    );
    expect(vat.length).toBeGreaterThanOrEqual(3);
    for (const estate of alternate) {
      expect(estate.fields!.status).toBe(estate.general.status);
      expect(estate.fields!.title).toEqual(estate.general.title);
    }
  });
});

describe('demo estates: projects', () => {
  const projects = all.filter((estate) => estate.general.project);

  it('has at least 3 projects per site with 10–30 units whose parentId and children agree', () => {
    expect(projects.length).toBeGreaterThanOrEqual(6);
    for (const siteId of [1, 2]) expect(projects.filter((project) => siteOf.get(project.general.id) === siteId).length).toBeGreaterThanOrEqual(3);
    for (const project of projects) {
      expect(project.general.headType.id).toBe(HEAD_TYPES.PROJECT);
      expect(project.general.status).toBe('FOR_SALE');
      expect(project.children.length).toBeGreaterThanOrEqual(10);
      expect(project.children.length).toBeLessThanOrEqual(30);
      const units = project.children.map((id) => byId.get(id)!);
      for (const unit of units) {
        expect(unit.general.parentId).toBe(project.general.id);
        expect(siteOf.get(unit.general.id)).toBe(siteOf.get(project.general.id));
        expect(['FOR_SALE', 'SOLD', 'TAKE_OVER']).toContain(unit.general.status);
        expect(unit.technical.newBuilding).toBe(true);
        if (unit.energy.epcValue !== null) expect(unit.energy.epcValue).toBeLessThanOrEqual(60);
        expect(unit.general.floorId).toBe(project.general.id * 100 + unit.general.floor!);
        expect(unit.general.entityNumber).toMatch(/^[AP]\.\d\.\d{2}$/);
        expect(unit.general.address.street).toEqual(project.general.address.street);
        expect(unit.general.address.box).toBeTruthy();
      }
      expect(new Set(units.map((unit) => unit.general.floor)).size).toBeGreaterThanOrEqual(3);
      expect(project.general.price.priceFrom).toBe(true);
      // 'Vanaf' quotes the cheapest home, not a parking space.
      const homes = units.filter((unit) => unit.general.headType.id !== HEAD_TYPES.GARAGE && unit.general.price.value !== null);
      expect(project.general.price.value).toBe(Math.min(...homes.map((unit) => unit.general.price.value!)));
    }
    const childIds = all
      .filter((estate) => estate.general.parentId !== null)
      .map((estate) => estate.general.id)
      .sort();
    expect(projects.flatMap((project) => project.children).sort()).toEqual(childIds);
  });

  it('splits new-build price details by source', () => {
    const units = all.filter((estate) => estate.general.parentId !== null && estate.general.headType.id === HEAD_TYPES.APARTMENT);
    for (const unit of units) {
      if (unit.general.guid) expect(unit.general.price.constructionValue).toBeNull();
      else expect(unit.general.price.constructionValue! + unit.general.price.groundValue!).toBe(unit.general.price.value);
    }
  });
});

describe('demo estates: details', () => {
  it('has estates without pictures, without price, with a hidden address and without coordinates', () => {
    expect(all.filter((estate) => estate.pictures.length === 0).length).toBeGreaterThan(5);
    expect(all.filter((estate) => estate.general.price.value === null).length).toBeGreaterThan(5);
    expect(all.filter((estate) => !estate.general.address.visible).length).toBeGreaterThan(10);
    expect(all.filter((estate) => estate.general.address.geoLocation === null).length).toBeGreaterThan(3);
    expect(all.filter((estate) => estate.pictures.some((picture) => picture.thumbnail === null)).length).toBeGreaterThan(10);
    expect(all.some((estate) => estate.pictures.some((picture, index) => picture.index !== index))).toBe(true);
  });

  it('keeps prices in Belgian ranges, rounded', () => {
    const ranges: Record<number, [number, number]> = {
      1: [185_000, 950_000],
      2: [150_000, 650_000],
      3: [45_000, 350_000],
      4: [180_000, 1_200_000],
      5: [15_000, 45_000],
    };
    for (const estate of all) {
      const { value, period, deposit } = estate.general.price;
      if (value === null || estate.general.project) continue;
      if (period === 'MONTH') {
        const [min, max] = estate.general.headType.id === HEAD_TYPES.GARAGE ? [60, 150] : [650, 2400];
        expect(value).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(max);
        expect(value % 5).toBe(0);
        expect(deposit! / value).toBeGreaterThanOrEqual(2);
        expect(deposit! / value).toBeLessThanOrEqual(3);
      } else {
        const [min, max] = ranges[estate.general.headType.id]!;
        expect(value, `price of ${estate.general.id}`).toBeGreaterThanOrEqual(min);
        expect(value).toBeLessThanOrEqual(max);
        expect(value % 5000).toBe(0);
      }
    }
  });

  it('lists as many bedroom and bathroom lines as the counts say', () => {
    const count = (estate: RawEstate, roomId: number) => estate.layout.filter((line) => line.value.id === roomId).reduce((sum, line) => sum + line.count, 0);
    for (const estate of all) {
      if (estate.general.bedroomCount !== null) expect(count(estate, 1), `bedrooms of ${estate.general.id}`).toBe(estate.general.bedroomCount);
      if (estate.general.bathroomCount !== null) expect(count(estate, 5)).toBe(estate.general.bathroomCount);
      expect(estate.layout.map((line) => line.sort)).toEqual(estate.layout.map((_, index) => index + 1));
      expect(estate.general.bedroomCount ?? 0).toBeLessThanOrEqual(7);
    }
    expect(all.some((estate) => (estate.general.bedroomCount ?? 0) >= 6)).toBe(true);
  });

  it('labels Flemish EPC values with the Flemish bands: F above 500, never a G', () => {
    const band = (epc: number) => (epc < 0 ? 'A_PLUS' : epc <= 100 ? 'A' : epc <= 200 ? 'B' : epc <= 300 ? 'C' : epc <= 400 ? 'D' : epc <= 500 ? 'E' : 'F');
    const flemish = all.filter((estate) => estate.general.address.region === 'FLANDERS' && estate.energy.epcValue !== null && estate.energy.epcValue !== -1);
    for (const estate of flemish) expect(estate.energy.energyLabel).toBe(band(estate.energy.epcValue!));
    expect(all.some((estate) => (estate.energy.epcValue ?? 0) > 700)).toBe(true);
    expect(all.some((estate) => estate.energy.epcValue === -1)).toBe(true);
    const references = all.map((estate) => estate.energy.epcReference).filter((reference) => reference !== null);
    expect(new Set(references).size).toBe(references.length);
  });

  it('has 2–3 town-planning violations, a few poor flood scores and some white stickers', () => {
    const violations = all.filter((estate) => estate.planning.townPlanningViolation !== null).length;
    expect(violations).toBeGreaterThanOrEqual(2);
    expect(violations).toBeLessThanOrEqual(3);
    expect(all.some((estate) => estate.flooding.floodingParcelScore === 'D')).toBe(true);
    const white = all.filter((estate) => estate.general.sticker?.color === 'ffffff' && estate.general.sticker.colorText === '000000');
    expect(white.length).toBeGreaterThanOrEqual(2);
    expect(white.length).toBeLessThanOrEqual(3);
    for (const estate of all) if (estate.general.sticker) expect(estate.general.sticker.color).toMatch(/^[0-9a-f]{6}$/);
  });

  it('assigns sales reps of the right agency and leaves a few estates without one', () => {
    for (const { siteId, estate } of estates) {
      if (estate.salesRep) expect(estate.salesRep.email).toMatch(siteId === 1 ? /@immo-scheldeland\.be$/ : /@ardennes-habitat\.be$/);
    }
    expect(all.filter((estate) => estate.salesRep === null).length).toBeGreaterThan(3);
  });

  it('opens house galleries with an exterior picture', () => {
    const kindOf = new Map(assets.rows().map((row) => [`/assets/media/${row.id}/${row.hash}.svg`, row.kind]));
    for (const estate of all.filter((entry) => entry.general.headType.id === HEAD_TYPES.HOUSE)) {
      const first = estate.pictures.find((picture) => picture.index === 0);
      if (first) expect(kindOf.get(first.file)).toBe('estate-exterior');
    }
  });
});

describe('demo estates: enumeration codes', () => {
  it('uses only codes that locales/enums.json labels', () => {
    for (const estate of all) {
      const where = `estate ${estate.general.id}`;
      const { technical, energy, planning } = estate;
      expectCode('ConstructionType', technical.buildingType, where);
      expectCode('Condition', technical.condition, where);
      expectCode('FreeOn', technical.available, where);
      expectCode('Orientation', technical.directionGarden, where);
      expectCode('Conformity', technical.certificateConformity, where);
      expectCode('ElectricityCertification', technical.certificateElectricity, where);
      expectCode('EnergyLabel', energy.energyLabel, where);
      expectCode('EnergyLabel', estate.energyShared?.energyLabel, where);
      expectCode('RecentDestination', planning.townPlanningValue, where);
      for (const key of [
        'buildingLicense',
        'allocationLicense',
        'presaleRight',
        'certificateAsBuilt',
        'heritageProtected',
        'heritageInventoried',
        'renovationObligation',
      ] as const) {
        expectCode('Planning', planning[key], `${where} ${key}`);
      }
      for (const environment of estate.environments) expectCode('Environment', environment, where);
      for (const technicalEntry of estate.buildTechnicals) expectCode(technicalEntry.criteria, technicalEntry.value, where);
      for (const line of estate.layout) expect(estate.layout.length === 0 || ENUMS.RoomType![String(line.value.id)]).toBeTruthy();
      for (const [key, value] of Object.entries(estate.fields ?? {})) {
        const definition = ALTERNATE_FIELDS.find((field) => field.key === key);
        expect(definition, `${where} unknown field ${key}`).toBeDefined();
        if (definition!.kind.startsWith('enum:') && value !== null) expectCode(definition!.kind.slice(5), value as string, `${where} ${key}`);
      }
    }
  });

  it('never uses Math.random or the clock', () => {
    const folder = fileURLToPath(new URL('../../../../worker/platform/demo/seed', import.meta.url));
    for (const file of readdirSync(folder).filter((name) => name.startsWith('estates'))) {
      const source = readFileSync(join(folder, file), 'utf8');
      expect(source, file).not.toMatch(/Math\.random|Date\.now|new Date\(\)/);
    }
  });
});

describe('demo estates: collections', () => {
  it('has 3–4 collections per site of 8–30 same-site, non-child estates, mirrored on the estates', () => {
    for (const siteId of [1, 2]) {
      const own = collections.filter((collection) => collection.siteId === siteId);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(4);
    }
    expect(new Set(collections.map((collection) => collection.id)).size).toBe(collections.length);
    for (const collection of collections) {
      expect(collection.estateIds.length).toBeGreaterThanOrEqual(8);
      expect(collection.estateIds.length).toBeLessThanOrEqual(30);
      expect(collection.name.nl && collection.name.fr).toBeTruthy();
      for (const id of collection.estateIds) {
        const estate = byId.get(id);
        expect(estate, `member ${id}`).toBeDefined();
        expect(siteOf.get(id)).toBe(collection.siteId);
        expect(estate!.general.parentId).toBeNull();
        expect(estate!.collections).toContain(collection.id);
      }
    }
    for (const estate of all) {
      for (const id of estate.collections) expect(collections.find((collection) => collection.id === id)!.estateIds).toContain(estate.general.id);
    }
  });
});

describe('demo estates: determinism', () => {
  it('gives the same output for the same input', () => {
    const again = run();
    expect(again.estates).toEqual(estates);
    expect(again.collections).toEqual(collections);
    expect(again.assets.rows()).toEqual(assets.rows());
  });

  it('shifts dates, and only dates, with another today', () => {
    const later = run('2026-12-21');
    expect(later.estates.length).toBe(estates.length);
    let datesSeen = 0;
    const shift = (year: string, month: string, day: string) => addDays(`${year}-${month}-${day}`, 30).split('-') as [string, string, string];
    /** A text with every date in it 30 days later: ISO dates, dd/mm/yyyy in descriptions, EPC numbers (yyyymmdd-…). */
    const shifted = (text: string) =>
      text
        .replace(/(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g, (_, y, m, d) => (datesSeen++, shift(y, m, d).join('-')))
        .replace(/\b(\d{2})\/(\d{2})\/(\d{4})\b/g, (_, d, m, y) => shift(y, m, d).reverse().join('/'))
        .replace(/^(20\d{2})(0[1-9]|1[0-2])([0-3]\d)-/, (_, y, m, d) => `${shift(y, m, d).join('')}-`);
    const mismatches: string[] = [];
    /** Every value equal, except the dates in it, which are 30 days later. */
    const compare = (after: unknown, before: unknown, path: string): void => {
      if (typeof before === 'string') {
        // References and certificate numbers carry a year (SCH-2025-0033) that 30 days can move on by one.
        const expected = shifted(before);
        const year = /-(20\d{2})-/.exec(before)?.[1];
        if (after !== expected && !(year && after === expected.replace(`-${year}-`, `-${Number(year) + 1}-`)))
          mismatches.push(`${path}: ${String(after)} ≠ ${expected}`);
      } else if (before !== null && typeof before === 'object') {
        if (
          Object.keys(after as object)
            .sort()
            .join() !== Object.keys(before).sort().join()
        )
          mismatches.push(`${path}: other keys`);
        for (const [key, value] of Object.entries(before)) compare((after as Record<string, unknown>)[key], value, `${path}.${key}`);
      } else if (after !== before) mismatches.push(`${path}: ${String(after)} ≠ ${String(before)}`);
    };
    later.estates.forEach(({ estate }, index) => compare(estate, estates[index]!.estate, `estate ${estate.general.id}`));
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(datesSeen).toBeGreaterThanOrEqual(estates.length);
  });

  it('spreads publication dates over the 18 months before today', () => {
    for (const estate of all) {
      const day = estate.general.publicationDate.slice(0, 10);
      expect(day < '2026-11-21').toBe(true);
      expect(day >= addDays('2026-11-21', -550)).toBe(true);
      expect(estate.general.publicationDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
  });
});
