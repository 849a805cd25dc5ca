import * as z from 'zod/mini';
import { FIELD_LIMITS, PHONE_PATTERN } from '../contract/limits';

/*
 * The valuation wizard's steps and their rules: one list of fields per step, which
 * the page renders and zod checks, on every POST, for every step before the one shown: the
 * answers travel in the form's hidden fields and are never trusted as sent
 * (worker/site/forms/valuation.ts). Messages are keys of `valuation.errors` in the locale files,
 * with their numbers after a colon ('number:10:10000').
 */

export const STEPS = ['address', 'kind', 'size', 'condition', 'timing', 'contact'] as const;
export type StepId = (typeof STEPS)[number];

/** Kinds of property, as our head type codes (their labels are the `Type` enumeration's). */
export const KINDS = ['HOUSE', 'APARTMENT', 'PLOT', 'COMMERCIAL', 'GARAGE'] as const;
export type ValuationKind = (typeof KINDS)[number];
/** The `Condition` enumeration's codes. */
export const CONDITIONS = ['TO_RENOVATE', 'TO_FRESHEN_UP', 'GOOD_CONDITION', 'EXCELLENT_CONDITION', 'RENEWED', 'NEW'] as const;
/** EPC labels (the `EnergyLabel` enumeration's), and "I don't know". */
export const EPC_LABELS = ['A_PLUS', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'UNKNOWN'] as const;
/** When the owner wants to sell. */
export const TIMINGS = ['NOW', 'MONTHS_6', 'YEAR', 'LATER', 'CURIOUS'] as const;

export type FieldKind = 'text' | 'int' | 'count' | 'choice' | 'email' | 'phone' | 'consent' | 'longText';

export interface WizardField {
  name: string;
  kind: FieldKind;
  required: boolean;
  /** Text: its longest; int and count: its bounds (a count's largest reads "7 or more"). */
  max?: number;
  min?: number;
  options?: readonly string[];
  /** The browser's autofill token. */
  autocomplete?: string;
}

const f = (name: string, kind: FieldKind, required: boolean, extra: Partial<WizardField> = {}): WizardField => ({ name, kind, required, ...extra });

/**
 * The layout's counts and their bounds: "Custom layout rooms 1 to 10;
 * bedrooms 1 to 7, bathrooms 1 to 3, toilets 1 to 2, kitchens 1 to 2, attics 1 to 2". Each is a
 * choice from 1 to its largest, which reads "7 or more" (a larger home is still expressible);
 * left empty, not given (a studio has no bedroom).
 */
export const LAYOUT_COUNTS = { rooms: 10, bedrooms: 7, bathrooms: 3, toilets: 2, kitchens: 2, attics: 2 } as const;
export type LayoutCount = keyof typeof LAYOUT_COUNTS;

/** The size fields each kind asks, and which of them it needs. */
const SIZE_FIELDS: Record<ValuationKind, [string, boolean][]> = {
  HOUSE: [
    ['livingArea', true],
    ['plotArea', false],
    ['rooms', false],
    ['bedrooms', true],
    ['bathrooms', false],
    ['toilets', false],
    ['kitchens', false],
    ['attics', false],
  ],
  APARTMENT: [
    ['livingArea', true],
    ['rooms', false],
    ['bedrooms', false],
    ['bathrooms', false],
    ['toilets', false],
    ['kitchens', false],
  ],
  PLOT: [['plotArea', true]],
  COMMERCIAL: [
    ['livingArea', true],
    ['plotArea', false],
    ['rooms', false],
    ['toilets', false],
    ['kitchens', false],
  ],
  GARAGE: [['livingArea', false]],
};
const INT_BOUNDS: Record<string, [number, number]> = { livingArea: [10, 10_000], plotArea: [10, 1_000_000] };
const isCount = (name: string): name is LayoutCount => Object.hasOwn(LAYOUT_COUNTS, name);

/**
 * A layout count as people read it: its largest is "7 or more" (`valuation.countOrMore`).
 * @example countLabel('7', 7, t) // '7 of meer' in Dutch
 */
export function countLabel(value: string, max: number, t: (key: string, params?: Record<string, string | number>) => string): string {
  return Number(value) >= max ? t('valuation.countOrMore', { max }) : value;
}

const kindOf = (values: Readonly<Record<string, string | undefined>>): ValuationKind | null =>
  (KINDS as readonly string[]).includes(values.kind ?? '') ? (values.kind as ValuationKind) : null;

/** The steps the visitor goes through: land has no condition or EPC to give. */
export function stepsFor(values: Readonly<Record<string, string | undefined>>): StepId[] {
  return kindOf(values) === 'PLOT' ? STEPS.filter((step) => step !== 'condition') : [...STEPS];
}

/** The fields of a step (the size step's depend on the kind chosen before). */
export function fieldsOf(step: StepId, values: Readonly<Record<string, string | undefined>>): WizardField[] {
  switch (step) {
    case 'address':
      return [
        f('postalCode', 'text', true, { max: 4, autocomplete: 'postal-code' }),
        f('city', 'text', false, { max: 80, autocomplete: 'address-level2' }),
        f('street', 'text', true, { max: 100, autocomplete: 'address-line1' }),
        f('number', 'text', true, { max: 12 }),
      ];
    case 'kind':
      return [f('kind', 'choice', true, { options: KINDS })];
    case 'size':
      return SIZE_FIELDS[kindOf(values) ?? 'HOUSE'].map(([name, required]) =>
        isCount(name)
          ? f(name, 'count', required, { min: 1, max: LAYOUT_COUNTS[name] })
          : f(name, 'int', required, { min: INT_BOUNDS[name]![0], max: INT_BOUNDS[name]![1] }),
      );
    case 'condition':
      return [f('condition', 'choice', true, { options: CONDITIONS }), f('epc', 'choice', false, { options: EPC_LABELS })];
    case 'timing':
      return [f('timing', 'choice', true, { options: TIMINGS })];
    case 'contact':
      return [
        f('firstName', 'text', true, { max: FIELD_LIMITS.name, autocomplete: 'given-name' }),
        f('lastName', 'text', true, { max: FIELD_LIMITS.name, autocomplete: 'family-name' }),
        f('email', 'email', true, { max: FIELD_LIMITS.email, autocomplete: 'email' }),
        f('phone', 'phone', true, { max: FIELD_LIMITS.phone, autocomplete: 'tel' }),
        f('message', 'longText', false, { max: 2000 }),
        f('privacy', 'consent', true),
      ];
  }
}

/** The answers about the property, in the order the agency reads them. */
export const ANSWER_NAMES = [
  'postalCode',
  'city',
  'street',
  'number',
  'kind',
  'livingArea',
  'plotArea',
  'rooms',
  'bedrooms',
  'bathrooms',
  'toilets',
  'kitchens',
  'attics',
  'condition',
  'epc',
  'timing',
] as const;
/** Every field the hidden fields may carry to the other steps (never the consent, given on the last step each time). */
export const CARRIED_NAMES = [...ANSWER_NAMES, 'firstName', 'lastName', 'email', 'phone', 'message'] as const;

const TEXT_PATTERNS: Record<string, [RegExp, string]> = {
  postalCode: [/^[1-9]\d{3}$/, 'postalCode'],
  number: [/^\d{1,5}[\w ./-]{0,7}$/, 'houseNumber'],
};

let email: z.ZodMiniEmail | undefined;

function schemaOf(field: WizardField) {
  const required = field.required ? [z.minLength(1, 'required')] : [];
  const text = (...checks: z.core.$ZodCheck<string>[]) =>
    z.string({ error: 'required' }).check(z.trim(), ...required, z.maxLength(field.max ?? 200, `tooLong:${field.max}`), ...checks);
  const blankOr = (test: (value: string) => boolean, message: string) => z.refine<string>((value) => value === '' || test(value), message);
  switch (field.kind) {
    case 'text':
    case 'longText': {
      const pattern = TEXT_PATTERNS[field.name];
      return pattern ? text(blankOr((value) => pattern[0].test(value), pattern[1])) : text();
    }
    case 'int': {
      const message = `number:${field.min}:${field.max}`;
      return text(blankOr((value) => /^\d{1,7}$/.test(value) && Number(value) >= field.min! && Number(value) <= field.max!, message));
    }
    case 'count':
      // A choice: its bounds are the values', not a length.
      return z.string({ error: 'required' }).check(
        z.trim(),
        ...required,
        blankOr((value) => /^\d{1,2}$/.test(value) && Number(value) >= field.min! && Number(value) <= field.max!, 'choose'),
      );
    case 'choice':
      return text(blankOr((value) => field.options!.includes(value), 'choose'));
    case 'email':
      return text(blankOr((value) => (email ??= z.email()).safeParse(value).success, 'email'));
    case 'phone':
      return text(blankOr((value) => PHONE_PATTERN.test(value), 'phone'));
    case 'consent':
      return z.union([z.literal('yes'), z.literal('on')], { error: 'consent' });
  }
}

/** A step's answers as checked, or its problems: one message key per field. */
export type StepCheck = { ok: true; answers: Record<string, string> } | { ok: false; errors: Record<string, string> };

/**
 * Checks one step's fields among the values posted (absent text is a missing answer).
 * @example checkStep('kind', { kind: 'CASTLE' }) // { ok: false, errors: { kind: 'choose' } }
 */
export function checkStep(step: StepId, values: Readonly<Record<string, string | undefined>>): StepCheck {
  const fields = fieldsOf(step, values);
  const schema = z.object(Object.fromEntries(fields.map((field) => [field.name, field.required ? schemaOf(field) : z.optional(schemaOf(field))])));
  const input = Object.fromEntries(fields.map((field) => [field.name, values[field.name]]));
  const parsed = schema.safeParse(input);
  if (parsed.success) {
    return {
      ok: true,
      answers: Object.fromEntries(
        Object.entries(parsed.data as Record<string, string | undefined>).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
        ),
      ),
    };
  }
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

/** The step after (1) or before (−1) `step` for these answers; null past either end. */
export function stepBeside(step: StepId, values: Readonly<Record<string, string | undefined>>, delta: 1 | -1): StepId | null {
  const steps = stepsFor(values);
  const at = steps.indexOf(step);
  return steps[(at === -1 ? STEPS.indexOf(step) : at) + delta] ?? null;
}

/**
 * The first step before `step` whose carried answers fail their check, with its problems: what
 * a tampered or stale hidden field leads back to. Null when every earlier step holds.
 */
export function firstFailingStep(step: StepId, values: Readonly<Record<string, string | undefined>>): { step: StepId; errors: Record<string, string> } | null {
  for (const earlier of stepsFor(values)) {
    if (earlier === step) return null;
    const check = checkStep(earlier, values);
    if (!check.ok) return { step: earlier, errors: check.errors };
  }
  return null;
}

/** The size the range is computed for: the plot for land, the living area otherwise; null without one. */
export function subjectSize(answers: Readonly<Record<string, string | undefined>>): number | null {
  const size = Number(answers.kind === 'PLOT' ? answers.plotArea : answers.livingArea);
  return Number.isFinite(size) && size > 0 ? size : null;
}
