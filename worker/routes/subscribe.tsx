import type { Context } from 'hono';
import { z } from 'zod';
import { usePage } from '../../shared/components/page-context';
import { locationOptions, typeOptions } from '../../shared/domain/filter-options';
import type { FilterOption } from '../../shared/domain/filter-options';
import { buildSearchBody } from '../../shared/domain/search-params';
import { breadcrumbJsonLd } from './structured-data';
import { alternatePaths, buildPath } from '../../shared/routes';
import type { AppEnv } from '../env';
import { allowRequest, clientAddress, SUBSCRIBE_RATE_LIMIT } from '../ajax/rate-limit';
import { siteApi } from '../upstream';

/** Subscriptions per client address and ten minutes. */
import { UpstreamError } from '../upstream/client';
import { getEstateFilters } from '../upstream/estates';
import { createSubscription, deleteSubscription, getSubscription, type Subscription, updateSubscription } from '../upstream/forms';
import { NotFoundError, renderScreen, type Screen, type ScreenContext } from './screen';

type Mode = 'new' | 'edit';

interface SubscribeData {
  mode: Mode;
  token: string | null;
  locations: FilterOption[];
  types: FilterOption[];
  values: SubscriptionValues;
  errors: Record<string, string>;
  saved: boolean;
  unsubscribed: boolean;
}

interface SubscriptionValues {
  email: string;
  firstName: string;
  statuses: string[];
  cityIds: number[];
  headTypeIds: number[];
  priceMin: string;
  priceMax: string;
  bedroomsMin: string;
}

const EMPTY: SubscriptionValues = { email: '', firstName: '', statuses: ['FOR_SALE'], cityIds: [], headTypeIds: [], priceMin: '', priceMax: '', bedroomsMin: '' };

async function options(ctx: ScreenContext): Promise<Pick<SubscribeData, 'locations' | 'types'>> {
  const found = await getEstateFilters(ctx.api, buildSearchBody({}, { hiddenStatus: ctx.site.settings.hiddenStatus }).query).catch((error: unknown) => {
    console.error('subscription options failed', error);
    return { locations: [], headTypes: [], prices: { min: null, max: null }, bedrooms: [] };
  });
  return { locations: locationOptions(found.locations, ctx.locale), types: typeOptions(found.headTypes, ctx.locale) };
}

function valuesOf(subscription: Subscription): SubscriptionValues {
  const { criteria } = subscription;
  return {
    email: subscription.email,
    firstName: subscription.firstName ?? '',
    statuses: criteria.statuses,
    cityIds: criteria.cityIds,
    headTypeIds: criteria.headTypeIds,
    priceMin: criteria.priceMin ? String(criteria.priceMin) : '',
    priceMax: criteria.priceMax ? String(criteria.priceMax) : '',
    bedroomsMin: criteria.bedroomsMin ? String(criteria.bedroomsMin) : '',
  };
}

const number = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : Number(value)))
  .pipe(z.number({ error: 'number' }).int('number').min(0, 'number').max(100_000_000, 'number').optional());

const formSchema = z
  .object({
    email: z.string().trim().min(1, 'required').max(254, 'tooLong').pipe(z.email('email')),
    firstName: z.string().trim().max(100, 'tooLong').optional(),
    statuses: z.array(z.enum(['FOR_SALE', 'TO_RENT'])).min(1, 'status'),
    cityIds: z.array(z.coerce.number().int().positive()).max(50),
    headTypeIds: z.array(z.coerce.number().int().positive()).max(10),
    priceMin: number,
    priceMax: number,
    bedroomsMin: number,
    consent: z.literal('yes', { error: 'consent' }),
  })
  .refine((form) => typeof form.priceMin !== 'number' || typeof form.priceMax !== 'number' || form.priceMin <= form.priceMax, {
    message: 'range',
    path: ['priceMax'],
    // Checked even when other fields are wrong, so every problem shows at once.
    when: () => true,
  });

const ERROR_KEYS: Record<string, string> = { required: 'required', email: 'email', tooLong: 'tooLong', consent: 'consent', number: 'number', status: 'status', range: 'range' };

async function readForm(c: Context<AppEnv>) {
  const body = await c.req.parseBody({ all: true });
  const list = (name: string) => {
    const value = body[name];
    return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item): item is string => typeof item === 'string');
  };
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  const values: SubscriptionValues = {
    email: text('email'),
    firstName: text('firstName'),
    statuses: list('statuses'),
    cityIds: list('cityIds').map(Number).filter(Number.isSafeInteger),
    headTypeIds: list('headTypeIds').map(Number).filter(Number.isSafeInteger),
    priceMin: text('priceMin'),
    priceMax: text('priceMax'),
    bedroomsMin: text('bedroomsMin'),
  };
  const parsed = formSchema.safeParse({ ...values, cityIds: list('cityIds'), headTypeIds: list('headTypeIds'), consent: text('consent') });
  return { values, parsed };
}

/**
 * POST /{lang}/ajax/notifications: creates or changes a keep-me-informed subscription from
 * the plain form (no JavaScript needed), then redirects; bad input shows the form again
 * with the fields marked (400).
 */
export async function subscriptionHandler(c: Context<AppEnv>): Promise<Response> {
  const locale = c.get('locale');
  const tokenField = (await c.req.parseBody())['token'];
  const token = typeof tokenField === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(tokenField) ? tokenField : null;
  const { values, parsed } = await readForm(c);
  const screen = token ? editSubscriptionScreen : subscribeScreen;
  if (!(await allowRequest(c.env.CACHE, 'subscribe', clientAddress(c.req.raw), SUBSCRIBE_RATE_LIMIT))) {
    return renderScreen(c, { ...screen, status: 429, load: async (ctx) => ({ ...(await screen.load(ctx)), values, errors: { form: 'subscribe.errors.rateLimited' } }) }, { token: token ?? '' });
  }
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      errors[field] ??= `subscribe.errors.${ERROR_KEYS[issue.message] ?? 'invalid'}`;
    }
    return renderScreen(c, { ...screen, status: 400, load: async (ctx) => ({ ...(await screen.load(ctx)), values, errors }) }, { token: token ?? '' });
  }
  const form = parsed.data;
  const api = siteApi(c.get('upstream'), c.get('site').id, locale);
  const body = {
    locale,
    email: form.email,
    ...(form.firstName ? { firstName: form.firstName } : {}),
    criteria: {
      statuses: form.statuses,
      cityIds: form.cityIds,
      headTypeIds: form.headTypeIds,
      ...(form.priceMin !== undefined ? { priceMin: form.priceMin } : {}),
      ...(form.priceMax !== undefined ? { priceMax: form.priceMax } : {}),
      ...(form.bedroomsMin !== undefined ? { bedroomsMin: form.bedroomsMin } : {}),
    },
    consent: true as const,
  };
  try {
    if (token) {
      await updateSubscription(api, token, body);
      return c.redirect(`${buildPath('editSubscription', { token }, locale)}?saved=1`, 303);
    }
    const created = await createSubscription(api, body);
    return c.redirect(`${buildPath('subscribeSuccess', {}, locale)}?token=${encodeURIComponent(created.token)}`, 303);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) throw new NotFoundError('No such subscription');
    console.error('subscription not saved', error);
    return renderScreen(c, { ...screen, status: 502, load: async (ctx) => ({ ...(await screen.load(ctx)), values, errors: { form: 'subscribe.errors.unavailable' } }) }, { token: token ?? '' });
  }
}

/** POST /{lang}/ajax/notifications/unsubscribe: removes a subscription by its token. */
export async function unsubscribeHandler(c: Context<AppEnv>): Promise<Response> {
  const locale = c.get('locale');
  const field = (await c.req.parseBody())['token'];
  if (typeof field !== 'string' || !/^[A-Za-z0-9_-]{16,128}$/.test(field)) return c.text('Bad request', 400);
  const api = siteApi(c.get('upstream'), c.get('site').id, locale);
  try {
    await deleteSubscription(api, field);
  } catch (error) {
    if (!(error instanceof UpstreamError && error.status === 404)) throw error;
  }
  return c.redirect(`${buildPath('subscribe', {}, locale)}?unsubscribed=1`, 303);
}

function Checkboxes({ name, legend, options, chosen }: { name: string; legend: string; options: FilterOption[]; chosen: number[] }) {
  return (
    <fieldset className="subscribe__choices">
      <legend>{legend}</legend>
      <div className="subscribe__grid">
        {options.map((option) => (
          <label key={option.value} className="form-check">
            <input type="checkbox" name={name} value={option.value} defaultChecked={chosen.includes(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SubscribePage({ mode, token, locations, types, values, errors, saved, unsubscribed }: SubscribeData) {
  const { locale, t } = usePage();
  const error = (field: string) => (errors[field] ? <p className="form-field__error" id={`subscribe-${field}-error`}>{t(errors[field]!)}</p> : null);
  return (
    <>
      <header className="page-hero">
        <div className="container page-hero__text">
          <h1>{t(mode === 'edit' ? 'subscribe.editTitle' : 'subscribe.title')}</h1>
          <p className="page-hero__subtitle">{t('subscribe.intro')}</p>
        </div>
      </header>
      <div className="section container subscribe">
        {saved ? <p className="alert alert--success" role="status">{t('subscribe.saved')}</p> : null}
        {unsubscribed ? <p className="alert alert--info" role="status">{t('subscribe.unsubscribed')}</p> : null}
        {Object.keys(errors).length > 0 ? (
          <p className="alert alert--danger" role="alert">
            {t(errors.form ?? 'subscribe.errors.form')}
          </p>
        ) : null}
        <form method="post" action={`/${locale}/ajax/notifications`} className="contact-form" noValidate={false}>
          {token ? <input type="hidden" name="token" value={token} /> : null}
          <div className="contact-form__grid">
            <div className={`form-field${errors.email ? ' form-field--invalid' : ''}`}>
              <label htmlFor="subscribe-email">
                {t('contact.email')}
                <span aria-hidden="true"> *</span>
              </label>
              <input id="subscribe-email" name="email" type="email" required maxLength={254} autoComplete="email" defaultValue={values.email} aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? 'subscribe-email-error' : undefined} />
              {error('email')}
            </div>
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
                <input id={`subscribe-${field}`} name={field} type="number" min={0} step={100} inputMode="numeric" defaultValue={values[field]} aria-invalid={errors[field] ? true : undefined} aria-describedby={errors[field] ? `subscribe-${field}-error` : undefined} />
                {error(field)}
              </div>
            ))}
            <div className={`form-field${errors.bedroomsMin ? ' form-field--invalid' : ''}`}>
              <label htmlFor="subscribe-bedrooms">{t('subscribe.bedroomsMin')}</label>
              <input id="subscribe-bedrooms" name="bedroomsMin" type="number" min={0} max={20} step={1} inputMode="numeric" defaultValue={values.bedroomsMin} />
              {error('bedroomsMin')}
            </div>
          </div>
          <div className={`form-check${errors.consent ? ' form-check--invalid' : ''}`}>
            <input id="subscribe-consent" type="checkbox" name="consent" value="yes" required aria-invalid={errors.consent ? true : undefined} aria-describedby={errors.consent ? 'subscribe-consent-error' : undefined} />
            <label htmlFor="subscribe-consent" className={errors.consent ? 'has-error' : undefined}>
              {t('subscribe.consent')} <a href={buildPath('privacy', {}, locale)}>{t('subscribe.privacyLink')}</a> <span aria-hidden="true">*</span>
            </label>
            {error('consent')}
          </div>
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

/** /nl/hou-me-op-de-hoogte: subscribe to be kept informed of new properties (SPEC §2). */
export const subscribeScreen: Screen<SubscribeData> = {
  load: async (ctx) => ({
    mode: 'new',
    token: null,
    ...(await options(ctx)),
    values: EMPTY,
    errors: {},
    saved: false,
    unsubscribed: new URL(ctx.c.req.url).searchParams.get('unsubscribed') === '1',
  }),
  meta: (_data, { site, t, origin, locale }) => ({
    title: `${t('subscribe.title')} | ${site.name}`,
    description: t('subscribe.intro'),
    alternates: alternatePaths('subscribe', {}),
    jsonLd: [breadcrumbJsonLd([{ name: t('nav.home'), url: `${origin}/${locale}/` }, { name: t('subscribe.title'), url: origin + alternatePaths('subscribe', {})[locale] }])],
  }),
  Page: SubscribePage,
};

/** /nl/hou-me-op-de-hoogte/{token}: change a subscription, reached only by its token. */
export const editSubscriptionScreen: Screen<SubscribeData> = {
  async load(ctx) {
    const token = ctx.params.token ?? '';
    try {
      const subscription = await getSubscription(ctx.api, token);
      return { mode: 'edit', token, ...(await options(ctx)), values: valuesOf(subscription), errors: {}, saved: new URL(ctx.c.req.url).searchParams.get('saved') === '1', unsubscribed: false };
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) throw new NotFoundError('No such subscription');
      throw error;
    }
  },
  meta: (data, { site, t }) => ({ title: `${t('subscribe.editTitle')} | ${site.name}`, description: t('subscribe.intro'), alternates: alternatePaths('editSubscription', { token: data.token ?? 'x'.repeat(16) }), noindex: true }),
  Page: SubscribePage,
};

/** /nl/hou-me-op-de-hoogte/succes: the subscription is made; the token link manages it. */
export const subscribeSuccessScreen: Screen<{ token: string | null }> = {
  load: async (ctx) => {
    const token = new URL(ctx.c.req.url).searchParams.get('token');
    return { token: token && /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : null };
  },
  meta: (_data, { site, t }) => ({ title: `${t('subscribe.successTitle')} | ${site.name}`, description: t('subscribe.success'), alternates: alternatePaths('subscribeSuccess', {}), noindex: true }),
  Page: function SubscribeSuccess({ token }) {
    const { locale, t } = usePage();
    return (
      <section className="section container page-message">
        <h1>{t('subscribe.successTitle')}</h1>
        <p role="status">{t('subscribe.success')}</p>
        {token ? (
          <p>
            <a className="button button--ghost" href={buildPath('editSubscription', { token }, locale)}>
              {t('subscribe.manage')}
            </a>
          </p>
        ) : null}
      </section>
    );
  },
};

/** /nl/hou-me-op-de-hoogte/uitschrijven/{token}: confirm, then the subscription is removed. */
export const unsubscribeScreen: Screen<{ token: string }> = {
  load: async (ctx) => ({ token: ctx.params.token ?? '' }),
  meta: (data, { site, t }) => ({ title: `${t('subscribe.unsubscribe')} | ${site.name}`, description: t('subscribe.unsubscribeText'), alternates: alternatePaths('unsubscribe', { token: data.token }), noindex: true }),
  Page: function Unsubscribe({ token }) {
    const { locale, t } = usePage();
    return (
      <section className="section container page-message">
        <h1>{t('subscribe.unsubscribe')}</h1>
        <p>{t('subscribe.unsubscribeText')}</p>
        <form method="post" action={`/${locale}/ajax/notifications/unsubscribe`}>
          <input type="hidden" name="token" value={token} />
          <button className="button" type="submit">
            {t('subscribe.unsubscribeConfirm')}
          </button>
        </form>
      </section>
    );
  },
};
