import type * as z from 'zod';
import { type CrmReason, shortSent } from '../../../shared/contract/console-crm-reasons';
import { FIELD_TYPES, type FieldProblem } from '../../../shared/contract/console-listing-reasons';

/*
 * A field a schema refuses, as the sync log keeps it for the console to word in the reader's
 * language (shared/contract/console-listing-reasons.ts): the schema's issue as a problem with its
 * limits, and the value sent when it is a short text, number or flag. An issue no problem
 * describes is an unreadable value.
 */

const MEASURES: Record<string, 'number' | 'text' | 'list'> = { number: 'number', int: 'number', string: 'text', array: 'list', set: 'list' };

const FORMATS: Record<string, 'url' | 'email' | 'date' | 'datetime' | 'pattern'> = {
  url: 'url',
  email: 'email',
  date: 'date',
  datetime: 'datetime',
  regex: 'pattern',
};

/** Values of an enumeration listed beside its refusal: more are left out. */
const LISTED_VALUES = 8;

const isFieldType = (expected: string): expected is (typeof FIELD_TYPES)[number] => (FIELD_TYPES as readonly string[]).includes(expected);

/** A refinement's own problem, from the `params` it gives its issue (listings/normalized.ts). */
function customProblem(params: Record<string, unknown> | undefined): FieldProblem | null {
  if (params?.problem === 'belowPrice' || params?.problem === 'endAfterStart') return { problem: params.problem };
  if (params?.problem === 'twice' && typeof params.value === 'string') return { problem: 'twice', value: params.value };
  return null;
}

/** The problem of a schema's issue, or null when none describes it. */
function problemOf(issue: z.core.$ZodIssue): FieldProblem | null {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { problem: 'missing' };
      return isFieldType(issue.expected) ? { problem: 'type', expected: issue.expected } : null;
    case 'too_small':
    case 'too_big': {
      const measure = MEASURES[issue.origin];
      const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const problem = issue.code === 'too_small' ? 'tooSmall' : 'tooBig';
      return measure ? { problem, measure, limit, inclusive: issue.inclusive ?? true } : null;
    }
    case 'invalid_format': {
      const format = FORMATS[issue.format];
      return format ? { problem: 'format', format } : null;
    }
    case 'invalid_value':
      return { problem: 'value', values: issue.values.length <= LISTED_VALUES ? issue.values.map(String) : null };
    case 'unrecognized_keys':
      return { problem: 'keys', keys: [...issue.keys] };
    case 'custom':
      return customProblem(issue.params);
    default:
      return null;
  }
}

/**
 * Why a schema refused a field, as a key and its values.
 * @example issueReason(issue) // { key: 'invalidField', problem: { problem: 'type', expected: 'number' }, sent: '"abc"' }
 */
export function issueReason(issue: z.core.$ZodIssue): CrmReason {
  const input = issue.input;
  const sent = typeof input === 'string' || typeof input === 'number' || typeof input === 'boolean' ? shortSent(input) : null;
  const problem = problemOf(issue);
  return problem ? { key: 'invalidField', problem, sent } : { key: 'unreadable', sent };
}
