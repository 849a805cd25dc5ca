import type { Context } from 'hono';
import { CAPTCHA_FIELD } from '../../../shared/domain/contact-form';
import { type RangeOutcome, valuationRange } from '../../../shared/domain/valuation-range';
import {
  CARRIED_NAMES,
  checkStep,
  firstFailingStep,
  STEPS,
  type StepId,
  stepBeside,
  subjectSize,
  type ValuationKind,
} from '../../../shared/domain/valuation-wizard';
import { formatNumber } from '../../../shared/format';
import { createTranslator, localizedValue, type Translate } from '../../../shared/i18n';
import type { AppEnv } from '../env';
import { logFailure } from '../log';
import type { ValuationView } from '../render/valuation-view';
import type { Again } from '../request-context';
import { siteApi, type SiteApi } from '../upstream';
import { createContactRequest } from '../upstream/forms';
import { getComparables, getPostalPlaces } from '../upstream/valuation';
import { getBuyerPool } from '../upstream/buyer-pool';
import { HEAD_TYPES } from '../../../shared/domain/property-types';
import type { BuyerPoolCount } from '../../../shared/contract/buyer-pool';
import { safePagePath } from './contact';
import { CONTACT_RATE_LIMIT } from './rate-limit';
import { admitAndWrite, attributionOf } from './submit';
import { valuationFields, valuationLeadId, valuationMessage } from './valuation-lead';

/*
 * The valuation wizard's POST, one step at a time, without JavaScript: every answer
 * carried in the form's hidden fields is checked again (an earlier step that no longer holds
 * is shown again with its problems, 400: nothing is trusted as sent), then the step posted;
 * the address step names the municipality from the platform's postal-code table. "Back" shows
 * the step before with what was typed. The last step sends the lead through the one lead path
 * (admitAndWrite, createContactRequest: queued when the platform is down) with every answer,
 * then shows what happens now with the indicative range.
 */

export const VALUATION_FORM = /^valuation-(\d{1,9})$/;
const MAX_VALUE = 5_000;

type Values = Record<string, string>;

/** A problem key ('number:10:10000', 'cityChoice:Gent, Mariakerke') as the visitor reads it. */
function messageOf(key: string, t: Translate): string {
  const [name = 'invalid', first = '', second = ''] = key.split(':');
  if (['required', 'tooLong', 'email', 'phone', 'consent'].includes(name)) return t(`form.errors.${name}`, { max: first });
  if (['postalCode', 'houseNumber', 'number', 'choose', 'unknownCity', 'cityChoice'].includes(name)) {
    return t(`valuation.errors.${name}`, name === 'number' ? { min: formatNumber(first), max: formatNumber(second) } : { places: first });
  }
  return t('form.errors.invalid');
}

const comparable = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();

/**
 * The address's municipality from the postal-code table: the one place of the code, or the
 * place the visitor named; a code the table does not hold keeps the name typed (the table is
 * not complete yet), a code outside Belgium's ranges is refused. The platform unreachable: the
 * name typed is kept, the visitor goes on.
 */
async function resolveCity(api: SiteApi, values: Values): Promise<{ city: string } | { field: string; problem: string }> {
  let found: Awaited<ReturnType<typeof getPostalPlaces>>;
  try {
    found = await getPostalPlaces(api, values.postalCode!);
  } catch (error) {
    logFailure('postal code lookup failed', error);
    return { city: values.city ?? '' };
  }
  const typed = comparable(values.city ?? '');
  if (found.places.length === 0) {
    if (!found.region) return { field: 'postalCode', problem: 'postalCode' };
    return typed ? { city: values.city! } : { field: 'city', problem: 'unknownCity' };
  }
  const names = (name: Record<string, string | undefined>) => Object.values(name).filter((text): text is string => Boolean(text));
  const matching = found.places.filter((place) => [...names(place.name), ...names(place.municipality)].some((name) => comparable(name) === typed));
  const municipalities = new Set(found.places.map((place) => localizedValue(place.municipality, api.locale)));
  const chosen = matching[0] ?? (municipalities.size === 1 || found.places.length === 1 ? found.places[0] : undefined);
  if (!chosen) return { field: 'city', problem: `cityChoice:${[...new Set(found.places.map((place) => localizedValue(place.name, api.locale)))].join(', ')}` };
  return { city: localizedValue(chosen.name, api.locale) };
}

/** The range for the answers, or null when the comparables cannot be read (the visit is promised all the same). */
async function rangeOf(api: SiteApi, values: Values): Promise<RangeOutcome | null> {
  const size = subjectSize(values);
  if (!size) return null;
  try {
    const { subject, comparables } = await getComparables(api, values.postalCode!, values.kind as ValuationKind);
    return valuationRange(comparables, { ...subject, size, land: values.kind === 'PLOT' });
  } catch (error) {
    logFailure('valuation comparables failed', error);
    return null;
  }
}

/**
 * The agency's searchers of a home like the one described (docs/features.md "Buyer pool"): for
 * sale, its kind, its postal code, the range's median as its price, its bedrooms; null when the
 * platform cannot say (the page goes without).
 */
async function poolOf(api: SiteApi, values: Values, outcome: RangeOutcome | null): Promise<BuyerPoolCount | null> {
  try {
    const bedrooms = Number(values.bedrooms);
    return await getBuyerPool(api, {
      transaction: 'FOR_SALE',
      headTypeId: HEAD_TYPES[values.kind as ValuationKind],
      cityId: null,
      zip: values.postalCode!,
      lat: null,
      lon: null,
      price: outcome?.ok ? outcome.range.median : null,
      bedrooms: Number.isInteger(bedrooms) && bedrooms > 0 ? bedrooms : null,
    });
  } catch (error) {
    logFailure('buyer pool failed', error);
    return null;
  }
}

/** The wizard's POST: the next step, the same step with its problems, the step before, or what happens now. */
export async function valuationAction(c: Context<AppEnv>, payload: Record<string, unknown> | null, again: Again): Promise<Response> {
  const locale = c.get('locale');
  const t = createTranslator(locale);
  const formId = String(payload?.form ?? '');
  const sectionId = Number(VALUATION_FORM.exec(formId)?.[1] ?? 0);
  const values: Values = {};
  for (const name of CARRIED_NAMES) {
    const value = payload?.[name];
    if (typeof value === 'string' && value.trim() !== '') values[name] = value.trim().slice(0, MAX_VALUE);
  }
  const posted = String(payload?.step ?? '');
  const step: StepId = (STEPS as readonly string[]).includes(posted) ? (posted as StepId) : 'address';
  const show = (view: Omit<ValuationView, 'sectionId' | 'values'>, status?: 400 | 429 | 503) =>
    again({ status, form: { form: formId, status: 'error', fieldErrors: {}, values: {}, valuation: { sectionId, values, ...view } } });
  const problems = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, messageOf(key, t)]));

  if (payload?.go === 'back') return show({ step: stepBeside(step, values, -1) ?? 'address', errors: {} });

  const failing = firstFailingStep(step, values);
  if (failing) return show({ step: failing.step, errors: { form: t('valuation.errors.changed'), ...problems(failing.errors) } }, 400);
  const check = checkStep(step, { ...values, privacy: typeof payload?.privacy === 'string' ? payload.privacy : undefined });
  if (!check.ok) return show({ step, errors: problems(check.errors) }, 400);

  const api = siteApi(c.get('upstream'), c.get('site'), locale);
  if (step === 'address' || step === 'contact') {
    const city = await resolveCity(api, values);
    if ('problem' in city) return show({ step: 'address', errors: problems({ [city.field]: city.problem }) }, 400);
    if (city.city) values.city = city.city;
  }
  const next = stepBeside(step, values, 1);
  if (next) return show({ step: next, errors: {} });

  const outcome = await rangeOf(api, values);
  // Asked while the lead is written; awaited only for the page.
  const pool = poolOf(api, values, outcome);
  const agencyLocale = c.get('site').defaultLocale;
  const captchaToken = typeof payload?.[CAPTCHA_FIELD] === 'string' ? (payload[CAPTCHA_FIELD] as string) : undefined;
  const leadId = await valuationLeadId(formId, values);
  const result = await admitAndWrite(
    c,
    t,
    { limits: [{ scope: 'contact', rule: CONTACT_RATE_LIMIT }], captchaToken },
    () =>
      createContactRequest(
        api,
        {
          locale,
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phone: values.phone,
          subject: t('valuation.subject'),
          message: valuationMessage(values, agencyLocale, outcome),
          source: 'valuation',
          page: safePagePath(new URL(c.req.url).pathname, locale),
          fields: valuationFields(values, outcome),
          attribution: attributionOf(c, payload),
        },
        leadId,
      ),
    { status: 201, failure: 'valuation request not stored' },
  );
  // Sent and still being confirmed (202): the visitor is told what happens now, as for a lead taken.
  if (!result.ok && result.status !== 202)
    return show({ step, errors: { form: result.error, ...result.fields } }, result.status === 429 || result.status === 503 ? result.status : 400);
  return show({ step: 'done', errors: {}, outcome, pool: await pool });
}
