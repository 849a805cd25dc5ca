import type { ConsoleEstateAgent } from '../../../shared/contract/console-listings';
import type { AdFact } from '../../../shared/domain/ad-rules/rules';
import type { Locale } from '../../../shared/i18n/locales';
import { FACT_FIELDS, formFieldOf, formOf, numberOf, problemOf, recordOf, SUBTYPES, TYPES, valueAt } from './estate-form';

/*
 * A new-build project entered in the console (docs/console-listings.md "Projects"): the listing
 * form's project part (estate-units-fields.tsx) read into the normalized listing's `units`, and
 * back. A unit row's fields are `units.{i}.{path}` (`units.2.price.amount`); the project gives
 * each unit its transaction, address, legal facts, construction year and tax regime, the unit
 * its own reference, type, floor, rooms, area, price, status and EPC. A row left empty is no
 * unit; a row ticked "remove" is dropped. A form is a project's when `kind` is `project`.
 */

type Form = Record<string, string>;
type Record_ = Record<string, unknown>;

/** The statuses a unit has (as the form names them). */
export const UNIT_STATUSES = ['available', 'option', 'sold'] as const;
/** A unit's own fields, typed, by path within the unit. */
export const UNIT_TEXTS = [
  'reference',
  'floor',
  'rooms.bedrooms',
  'areas.living',
  'price.amount',
  'energy.value',
  'energy.reference',
  'energy.total',
  'energy.co2',
] as const;
/** A unit's own fields, all of them (what a row is read from and shown with). */
export const UNIT_FIELDS = [...UNIT_TEXTS, 'subtype', 'status', 'price.hidden', 'energy.label'] as const;
/** The number fields of a unit, by path within it. */
const UNIT_NUMBERS = ['rooms.bedrooms', 'areas.living', 'price.amount', 'energy.value', 'energy.total', 'energy.co2'] as const;
/** Empty unit rows a form offers besides those it has. */
export const NEW_UNITS = 2;
/** The most units a project holds (the normalized listing's limit). */
export const MAX_UNITS = 500;
/** The EPC facts the guard asks of each unit (the project's own row needs none). */
const UNIT_FACTS = new Set<AdFact>(['epcLabel', 'epcScore', 'epcCode', 'epcTotal', 'epcCo2']);

export const isProject = (form: Form) => form.kind === 'project';

/** A unit's field name in the form. */
export const unitField = (index: number, path: string) => `units.${index}.${path}`;

/** The type of a subtype (none: an apartment, as most units are). */
export function typeOfSubtype(subtype: string | undefined): (typeof TYPES)[number] {
  return TYPES.find((type) => subtype && SUBTYPES[type].includes(subtype)) ?? 'APARTMENT';
}

/** The indexes of the unit rows a form holds (`units.{i}.…`), in order. */
function heldRows(form: Form): number[] {
  const rows = new Set(Object.keys(form).flatMap((name) => /^units\.(\d{1,3})\./.exec(name)?.[1] ?? []));
  return [...rows].map(Number).sort((a, b) => a - b);
}

const filled = (form: Form, index: number) =>
  Boolean(form[unitField(index, 'id')]) ||
  UNIT_TEXTS.some((path) => form[unitField(index, path)]?.trim()) ||
  Boolean(form[unitField(index, 'subtype')] || form[unitField(index, 'energy.label')] || form[unitField(index, 'price.hidden')]);

/** The rows that are units: not empty, not removed; in form order (the record's `units.{n}` is the n-th of these). */
export function unitRows(form: Form): number[] {
  return heldRows(form).filter((index) => filled(form, index) && form[unitField(index, 'remove')] !== '1');
}

/** The unit rows the editor shows: those the form holds, then NEW_UNITS empty ones. */
export function unitRowsShown(form: Form): number[] {
  const held = heldRows(form);
  const next = Math.max(-1, ...held) + 1;
  return [...held, ...Array.from({ length: Math.min(NEW_UNITS, MAX_UNITS - held.length) }, (_, n) => next + n)];
}

/** One unit of the form as the normalized listing's unit, with what it takes from its project. */
function unitOf(form: Form, index: number, project: Record_): Record_ {
  const field = (path: string) => form[unitField(index, path)]?.trim() ?? '';
  const subtype = field('subtype');
  const status = field('status');
  const number = (path: (typeof UNIT_NUMBERS)[number]) => numberOf(field(path));
  const floor = /^-?\d{1,3}$/.test(field('floor')) ? Number(field('floor')) : field('floor') || null;
  const price = project.price as Record_;
  return {
    ...(field('id') ? { externalId: field('id') } : {}),
    ...(field('reference') ? { reference: field('reference') } : {}),
    transaction: project.transaction,
    status: status === 'sold' ? 'closed' : status === 'option' ? 'option' : 'available',
    type: typeOfSubtype(subtype),
    ...(subtype ? { subtype } : {}),
    title: project.title,
    address: project.address,
    location: project.location,
    legal: project.legal,
    constructionYear: project.constructionYear,
    floor,
    rooms: { bedrooms: number('rooms.bedrooms') },
    areas: { living: number('areas.living') },
    price: { amount: number('price.amount'), hidden: field('price.hidden') === '1', vatRegime: price.vatRegime, period: price.period ?? null },
    energy: {
      label: field('energy.label') || null,
      value: number('energy.value'),
      reference: field('energy.reference') || null,
      total: number('energy.total'),
      co2: number('energy.co2'),
      date: valueAt(project, 'energy.date') ?? null,
      scheme: valueAt(project, 'energy.scheme') ?? null,
    },
    salesRep: project.salesRep,
  };
}

/**
 * The form as a normalized listing: a property's as `recordOf` reads it; a project's with its
 * units, priced "from" its lowest unit price shown, of the type of its first unit.
 */
export function listingRecordOf(form: Form, languages: readonly Locale[], people: readonly ConsoleEstateAgent[] = []): Record_ {
  const record = recordOf(form, languages, people);
  if (!isProject(form)) return record;
  const units = unitRows(form).map((index) => unitOf(form, index, record));
  const prices = units.flatMap((unit) => {
    const price = unit.price as { amount: unknown; hidden: boolean };
    return typeof price.amount === 'number' && !price.hidden ? [price.amount] : [];
  });
  const price = record.price as Record_;
  return {
    ...record,
    status: 'available',
    type: 'PROJECT',
    subtype: 'NEW_BUILD_PROJECT',
    floor: null,
    rooms: {},
    areas: {},
    energy: {},
    price: { ...price, amount: prices.length > 0 ? Math.min(...prices) : null, hidden: false, from: true, charges: null, landValue: null },
    units,
  };
}

/** The form's fields of a saved record: a project's (`kind` project) with a row per unit. */
export function listingFormOf(record: Record_): Form {
  const form = formOf(record);
  const units = (record.units as Record_[] | undefined) ?? [];
  if (record.type !== 'PROJECT' && units.length === 0) return form;
  form.kind = 'project';
  units.forEach((unit, index) => {
    const unitForm = formOf(unit);
    form[unitField(index, 'id')] = String(unit.externalId ?? '');
    for (const path of [...UNIT_TEXTS, 'subtype', 'price.hidden', 'energy.label']) form[unitField(index, path)] = unitForm[path] ?? '';
    form[unitField(index, 'status')] = unit.status === 'closed' ? 'sold' : String(unit.status ?? 'available');
  });
  return form;
}

/**
 * The form's field a path the platform refused is typed in: a unit's (`units.{n}.…` of the record)
 * in its row, what a unit takes from its project in the project's.
 */
export function listingFieldOf(path: string, form: Form): string {
  const unit = /^units\.(\d+)\.(.+)$/.exec(path);
  if (!unit) return formFieldOf(path);
  const row = unitRows(form)[Number(unit[1])] ?? 0;
  const inner = formFieldOf(unit[2]!);
  const own = (UNIT_FIELDS as readonly string[]).find((field) => inner === field || inner.startsWith(`${field}.`));
  if (own) return unitField(row, own);
  return inner === 'type' ? unitField(row, 'subtype') : inner;
}

/** What the console says of a refused value (console.json): a unit's field as the listing's field of its kind. */
export function listingProblemOf(field: string): string {
  const unit = /^units\.\d+\.(.+)$/.exec(field);
  if (!unit) return problemOf(field);
  return unit[1] === 'floor' ? 'estateFields.bad.floor' : problemOf(unit[1]!);
}

/** A project without a unit: the form again, its first unit row marked. */
export function missingUnits(form: Form): string | null {
  return isProject(form) && unitRows(form).length === 0 ? unitField(unitRowsShown(form)[0] ?? 0, 'reference') : null;
}

/** The field a fact the guard finds missing links to: in a project, an EPC fact in the first unit row without it. */
export function factField(fact: AdFact, form: Form): string {
  const path = FACT_FIELDS[fact] ?? 'reference';
  if (!isProject(form) || !UNIT_FACTS.has(fact)) return path;
  const rows = unitRows(form);
  const row = rows.find((index) => !form[unitField(index, path)]?.trim()) ?? rows[0] ?? 0;
  return unitField(row, path);
}

/** The unit row a missing fact links to (null: a field of the listing itself). */
export function factUnit(fact: AdFact, form: Form): number | null {
  const row = /^units\.(\d+)\./.exec(factField(fact, form))?.[1];
  return row === undefined ? null : Number(row);
}
