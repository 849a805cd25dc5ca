import { usePage } from '../../../shared/components/page-context';
import { locationOptions, typeOptions } from '../../../shared/domain/filter-options';
import type { FilterOption } from '../../../shared/domain/filter-options';
import { buildSearchBody } from '../../../shared/domain/listing-search';
import { buildPath } from '../../../shared/routes';
import type { SubscriptionPayload } from '../forms/subscription';
import { CaptchaWidget } from '../render/captcha-widget';
import type { SectionData } from '../render/section-data';
import { getEstateFilters } from '../upstream/estates';
import { siteListing } from '../upstream/visible';
import type { RequestContext } from '../request-context';
import { logFailure } from '../log';
import { PageHero } from '../render/plain-page';
import { TextField } from '../../../client/components/form-fields';

// The subscription form, shown new (subscribe.tsx) or to change one (edit-subscription.tsx).

type Mode = 'new' | 'edit';

export interface SubscribeData {
  mode: Mode;
  token: string | null;
  locations: FilterOption[];
  types: FilterOption[];
  values: SubscriptionValues;
  /** One message per field, and `form` for the whole form, in the page's language. */
  errors: Record<string, string>;
  /** Sent, and still being confirmed: what the visitor is told (no error). */
  pending?: string;
  saved: boolean;
  unsubscribed: boolean;
  /** Edit mode: the confirmation link was followed (double opt-in); `just` right after. */
  confirmed: { done: boolean; just: boolean } | null;
  /** A new subscription's captcha; a change by its token needs none. */
  captcha?: SectionData['captcha'];
}

interface SubscriptionValues {
  email: string;
  firstName: string;
  statuses: string[];
  cityIds: string[];
  headTypeIds: string[];
  priceMin: string;
  priceMax: string;
  bedroomsMin: string;
  frequency: string;
}

const FREQUENCIES = ['instant', 'daily', 'weekly'] as const;

export const EMPTY: SubscriptionPayload = { statuses: ['FOR_SALE'], frequency: 'daily' };

export async function options(ctx: RequestContext): Promise<Pick<SubscribeData, 'locations' | 'types'>> {
  const found = await getEstateFilters(ctx.api, buildSearchBody({}, siteListing(ctx.api)).query).catch((error: unknown) => {
    logFailure('subscription options failed', error);
    return { locations: [], headTypes: [], prices: { min: null, max: null }, bedrooms: [] };
  });
  return { locations: locationOptions(found.locations, ctx.locale), types: typeOptions(found.headTypes, ctx.locale) };
}

/** The form as it shows: what the visitor just posted when it came back, else what is stored. */
export function formState(ctx: RequestContext, stored: SubscriptionPayload): Pick<SubscribeData, 'values' | 'errors' | 'pending'> {
  const posted = ctx.form?.form === 'subscribe' ? ctx.form : null;
  const source: SubscriptionPayload = posted ? { ...posted.values, ...posted.lists } : stored;
  const text = (name: string) => (typeof source[name] === 'string' ? source[name] : '');
  const list = (name: string) => (Array.isArray(source[name]) ? source[name] : []);
  return {
    values: {
      email: text('email'),
      firstName: text('firstName'),
      statuses: list('statuses'),
      cityIds: list('cityIds'),
      headTypeIds: list('headTypeIds'),
      priceMin: text('priceMin'),
      priceMax: text('priceMax'),
      bedroomsMin: text('bedroomsMin'),
      frequency: text('frequency') || 'daily',
    },
    errors: posted && posted.status !== 'pending' ? { ...posted.fieldErrors, form: posted.message ?? '' } : {},
    ...(posted?.status === 'pending' ? { pending: posted.message ?? '' } : {}),
  };
}

function Checkboxes({ name, legend, options, chosen }: { name: string; legend: string; options: FilterOption[]; chosen: string[] }) {
  return (
    <fieldset className="subscribe__choices">
      <legend>{legend}</legend>
      <div className="subscribe__grid">
        {options.map((option) => (
          <label key={option.value} className="form-check">
            <input type="checkbox" name={name} value={option.value} defaultChecked={chosen.includes(String(option.value))} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SubscribePage({ mode, token, locations, types, values, errors, pending, saved, unsubscribed, confirmed, captcha = null }: SubscribeData) {
  const { locale, t } = usePage();
  const error = (field: string) =>
    errors[field] ? (
      <p className="form-field__error" id={`subscribe-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;
  return (
    <>
      <PageHero title={t(mode === 'edit' ? 'subscribe.editTitle' : 'subscribe.title')} subtitle={t('subscribe.intro')} />
      <div className="section container subscribe">
        {saved ? (
          <p className="alert alert--success" role="status">
            {t('subscribe.saved')}
          </p>
        ) : null}
        {pending ? (
          <p className="alert alert--info" role="status">
            {pending}
          </p>
        ) : null}
        {unsubscribed ? (
          <p className="alert alert--info" role="status">
            {t('subscribe.unsubscribed')}
          </p>
        ) : null}
        {confirmed?.just ? (
          <p className="alert alert--success" role="status">
            {t('subscribe.confirmed')}
          </p>
        ) : null}
        {confirmed && !confirmed.done ? <p className="alert alert--info">{t('subscribe.unconfirmed')}</p> : null}
        {Object.keys(errors).length > 0 ? (
          <p className="alert alert--danger" role="alert">
            {errors.form || t('subscribe.errors.form')}
          </p>
        ) : null}
        <form
          method="post"
          action={token ? buildPath('editSubscription', { token }, locale) : buildPath('subscribe', {}, locale)}
          className="contact-form"
          noValidate={false}
        >
          {/* A new subscription says where the visitor came from, filled on submit (client/attribution.ts). */}
          {token ? null : <input type="hidden" name="attribution" />}
          <div className="contact-form__grid">
            <TextField
              formId="subscribe"
              name="email"
              label={t('contact.email')}
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              defaultValue={values.email}
              {...(errors.email ? { error: errors.email } : {})}
            />
            <div className="form-field">
              <label htmlFor="subscribe-first-name">{t('contact.firstName')}</label>
              <input id="subscribe-first-name" name="firstName" type="text" maxLength={100} autoComplete="given-name" defaultValue={values.firstName} />
            </div>
          </div>
          <fieldset className="subscribe__choices">
            <legend>{t('subscribe.statuses')}</legend>
            {(['FOR_SALE', 'TO_RENT'] as const).map((status) => (
              <label key={status} className="form-check">
                <input type="checkbox" name="statuses" value={status} defaultChecked={values.statuses.includes(status)} />
                <span>{t(['enum', 'Status', status])}</span>
              </label>
            ))}
            {error('statuses')}
          </fieldset>
          <Checkboxes name="headTypeIds" legend={t('filter.type')} options={types} chosen={values.headTypeIds} />
          <Checkboxes name="cityIds" legend={t('filter.location')} options={locations} chosen={values.cityIds} />
          <div className="contact-form__grid">
            {(['priceMin', 'priceMax'] as const).map((field) => (
              <div key={field} className={`form-field${errors[field] ? ' form-field--invalid' : ''}`}>
                <label htmlFor={`subscribe-${field}`}>{t(`filter.${field}`)}</label>
                <input
                  id={`subscribe-${field}`}
                  name={field}
                  type="number"
                  min={0}
                  step={100}
                  inputMode="numeric"
                  defaultValue={values[field]}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? `subscribe-${field}-error` : undefined}
                />
                {error(field)}
              </div>
            ))}
            <div className={`form-field${errors.bedroomsMin ? ' form-field--invalid' : ''}`}>
              <label htmlFor="subscribe-bedrooms">{t('subscribe.bedroomsMin')}</label>
              <input id="subscribe-bedrooms" name="bedroomsMin" type="number" min={0} max={20} step={1} inputMode="numeric" defaultValue={values.bedroomsMin} />
              {error('bedroomsMin')}
            </div>
          </div>
          <fieldset className="subscribe__choices">
            <legend>{t('subscribe.frequency')}</legend>
            {FREQUENCIES.map((frequency) => (
              <label key={frequency} className="form-check">
                <input type="radio" name="frequency" value={frequency} defaultChecked={values.frequency === frequency} />
                <span>{t(`subscribe.frequencies.${frequency}`)}</span>
              </label>
            ))}
            {error('frequency')}
          </fieldset>
          <div className={`form-check${errors.consent ? ' form-check--invalid' : ''}`}>
            <input
              id="subscribe-consent"
              type="checkbox"
              name="consent"
              value="yes"
              required
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'subscribe-consent-error' : undefined}
            />
            <label htmlFor="subscribe-consent" className={errors.consent ? 'has-error' : undefined}>
              {t('subscribe.consent')} <a href={buildPath('privacy', {}, locale)}>{t('subscribe.privacyLink')}</a> <span aria-hidden="true">*</span>
            </label>
            {error('consent')}
          </div>
          {token ? null : <CaptchaWidget captcha={captcha} action="subscribe" />}
          <button className="button" type="submit">
            {t(mode === 'edit' ? 'subscribe.save' : 'subscribe.submit')}
          </button>
        </form>
        {token ? (
          <p className="subscribe__unsubscribe">
            <a href={buildPath('unsubscribe', { token }, locale)}>{t('subscribe.unsubscribe')}</a>
          </p>
        ) : null}
      </div>
    </>
  );
}
