import type * as z from 'zod/mini';
import type { Locale } from '../../../shared/i18n/locales';
import { t } from './i18n';
import { fieldError } from './refusal';

/* The agency form (the operator's new agency and the sign-up): its values read and judged, refusals as field errors. */

export type AgencyField = 'name' | 'locales' | 'defaultLocale' | 'ownerEmail';

export interface AgencyForm {
  name: string;
  locales: string[];
  defaultLocale: string;
  ownerEmail: string;
  errors: Partial<Record<AgencyField, string>>;
  alert?: string;
  /** The agency just made: the page says so, with its address and who was invited. */
  created?: { name: string; address: string; owner: string };
}

export const EMPTY_AGENCY: AgencyForm = { name: '', locales: ['nl', 'fr'], defaultLocale: 'nl', ownerEmail: '', errors: {} };

const FIELDS: readonly AgencyField[] = ['name', 'locales', 'defaultLocale', 'ownerEmail'];

/** The words of a field's error code (the contract's: required, tooLong, email, locales, defaultLocale). */
function errorText(locale: Locale, field: AgencyField, code: string | undefined): string {
  if (field === 'locales' || field === 'defaultLocale') return t(locale, `agencies.errors.${field}`);
  if (field === 'name') return t(locale, code === 'tooLong' ? 'errors.tooLong' : code === 'hostname' ? 'agencies.errors.hostname' : 'errors.required');
  return fieldError(locale, code);
}

/** The agency form's values as posted, checked by a contract schema (the operator's or the sign-up's): the request, or the errors per field. */
export function readAgencyForm<T>(
  locale: Locale,
  form: Record<string, string | File | (string | File)[]>,
  extra: Record<string, string>,
  schema: z.ZodMiniType<T>,
): { values: AgencyForm; input: T | null; errors: AgencyForm['errors'] } {
  const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
  const given = form.locales;
  const locales = (Array.isArray(given) ? given : given === undefined ? [] : [given]).filter((value): value is string => typeof value === 'string');
  const values: AgencyForm = { name: text('name'), locales, defaultLocale: text('defaultLocale'), ownerEmail: text('ownerEmail'), errors: {} };
  const parsed = schema.safeParse({ name: values.name, locales, defaultLocale: values.defaultLocale, ownerEmail: values.ownerEmail, ...extra });
  if (parsed.success) return { values, input: parsed.data, errors: {} };
  const errors: AgencyForm['errors'] = {};
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field) errors[field] ??= errorText(locale, field, issue.message);
  }
  return { values, input: null, errors };
}

/** The platform's refusal of an agency (400 naming a field, 409 a taken name) as the field's error. */
export function refusedField(locale: Locale, body: { error?: string; field?: string; code?: string } | null): AgencyForm['errors'] {
  const field = FIELDS.find((name) => name === body?.field) ?? 'name';
  return { [field]: errorText(locale, field, body?.code ?? body?.error) };
}
