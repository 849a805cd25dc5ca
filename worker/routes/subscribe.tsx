import type { Context } from 'hono';
import { usePage } from '../../shared/components/page-context';
import { locationOptions, typeOptions } from '../../shared/domain/filter-options';
import type { FilterOption } from '../../shared/domain/filter-options';
import { buildSearchBody } from '../../shared/domain/search-params';
import { TOKEN_PATTERN } from '../../shared/platform-api/limits';
import { alternatePaths, buildPath } from '../../shared/routes';
import type { AppEnv } from '../env';
import { confirmSubscriptionForm, readSubscriptionPayload, removeSubscription, type SubscriptionPayload, subscriptionValues, submitSubscription } from '../forms/subscription';
import { UpstreamError } from '../upstream/client';
import { getEstateFilters } from '../upstream/estates';
import { siteListing } from '../upstream/visible';
import { getSubscription } from '../upstream/forms';
import { answerForm } from './form-answer';
import { NotFoundError, renderScreen, type Screen, type ScreenContext } from './screen';
import { breadcrumbJsonLd } from './structured-data';

type Mode = 'new' | 'edit';

interface SubscribeData {
  mode: Mode;
  token: string | null;
  locations: FilterOption[];
  types: FilterOption[];
  values: SubscriptionValues;
  /** One message per field, and `form` for the whole form, in the page's language. */
  errors: Record<string, string>;
  saved: boolean;
  unsubscribed: boolean;
  /** Edit mode: the confirmation link was followed (double opt-in); `just` right after. */
  confirmed: { done: boolean; just: boolean } | null;
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

const EMPTY: SubscriptionPayload = { statuses: ['FOR_SALE'], frequency: 'daily' };

async function options(ctx: ScreenContext): Promise<Pick<SubscribeData, 'locations' | 'types'>> {
  const found = await getEstateFilters(ctx.api, buildSearchBody({}, siteListing(ctx.api)).query).catch((error: unknown) => {
    console.error('subscription options failed', error);
    return { locations: [], headTypes: [], prices: { min: null, max: null }, bedrooms: [] };
  });
  return { locations: locationOptions(found.locations, ctx.locale), types: typeOptions(found.headTypes, ctx.locale) };
}

/** The form as it shows: what the visitor just posted when it came back, else what is stored. */
function formState(ctx: ScreenContext, stored: SubscriptionPayload): Pick<SubscribeData, 'values' | 'errors'> {
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
    errors: posted ? { ...posted.fieldErrors, form: posted.message ?? '' } : {},
  };
}

/**
 * The subscribe form posted to its own page (no JavaScript needed): a new subscription, or a
 * change to the one the address's token names. Taken, it redirects; refused, the page again.
 */
async function subscribeAction(c: Context<AppEnv>, params: Record<string, string>): Promise<Response> {
  const token = params.token ?? null;
  const payload = await readSubscriptionPayload(c);
  const result = await submitSubscription(c, payload, token);
  const locale = c.get('locale');
  if (!result.ok && result.status === 404) throw new NotFoundError('No such subscription');
  return answerForm(c, result, {
    form: 'subscribe',
    payload,
    redirect: (data) =>
      token
        ? `${buildPath('editSubscription', { token }, locale)}?saved=1`
        : `${buildPath('subscribeSuccess', {}, locale)}?token=${encodeURIComponent(data.token)}`,
    again: (answer) => renderScreen(c, token ? editSubscriptionScreen : subscribeScreen, params, answer),
  });
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

function SubscribePage({ mode, token, locations, types, values, errors, saved, unsubscribed, confirmed }: SubscribeData) {
  const { locale, t } = usePage();
  const error = (field: string) => (errors[field] ? <p className="form-field__error" id={`subscribe-${field}-error`}>{errors[field]}</p> : null);
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
        {confirmed?.just ? <p className="alert alert--success" role="status">{t('subscribe.confirmed')}</p> : null}
        {confirmed && !confirmed.done ? <p className="alert alert--info">{t('subscribe.unconfirmed')}</p> : null}
        {Object.keys(errors).length > 0 ? (
          <p className="alert alert--danger" role="alert">
            {errors.form || t('subscribe.errors.form')}
          </p>
        ) : null}
        <form method="post" action={token ? buildPath('editSubscription', { token }, locale) : buildPath('subscribe', {}, locale)} className="contact-form" noValidate={false}>
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
    ...formState(ctx, EMPTY),
    saved: false,
    unsubscribed: new URL(ctx.c.req.url).searchParams.get('unsubscribed') === '1',
    confirmed: null,
  }),
  meta: (_data, { site, t, origin, locale }) => ({
    title: `${t('subscribe.title')} | ${site.name}`,
    description: t('subscribe.intro'),
    alternates: alternatePaths('subscribe', {}),
    jsonLd: [breadcrumbJsonLd([{ name: t('nav.home'), url: `${origin}/${locale}/` }, { name: t('subscribe.title'), url: origin + alternatePaths('subscribe', {})[locale] }])],
  }),
  Page: SubscribePage,
  action: subscribeAction,
};

/** /nl/hou-me-op-de-hoogte/{token}: change a subscription, reached only by its token. */
export const editSubscriptionScreen: Screen<SubscribeData> = {
  async load(ctx) {
    const token = ctx.params.token ?? '';
    try {
      const subscription = await getSubscription(ctx.api, token);
      const query = new URL(ctx.c.req.url).searchParams;
      return {
        mode: 'edit',
        token,
        ...(await options(ctx)),
        ...formState(ctx, subscriptionValues(subscription)),
        saved: query.get('saved') === '1',
        unsubscribed: false,
        confirmed: { done: subscription.confirmed !== false, just: query.get('confirmed') === '1' && subscription.confirmed !== false },
      };
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) throw new NotFoundError('No such subscription');
      throw error;
    }
  },
  meta: (data, { site, t }) => ({ title: `${t('subscribe.editTitle')} | ${site.name}`, description: t('subscribe.intro'), alternates: alternatePaths('editSubscription', { token: data.token ?? 'x'.repeat(16) }), noindex: true }),
  Page: SubscribePage,
  action: subscribeAction,
};

/** /nl/hou-me-op-de-hoogte/succes: the subscription is made; the token link manages it. */
export const subscribeSuccessScreen: Screen<{ token: string | null }> = {
  load: async (ctx) => {
    const token = new URL(ctx.c.req.url).searchParams.get('token');
    return { token: token && TOKEN_PATTERN.test(token) ? token : null };
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

type TokenPage = { token: string; error: string | null };

/**
 * A page a mail's link opens that does one thing when its button posts, never on opening (a
 * mail scanner opens links): its title, a sentence and the button, with the error of a post
 * that failed. `act` answers the post.
 */
function tokenButtonScreen(
  route: 'confirmSubscription' | 'unsubscribe',
  words: { title: string; text: string; button: string },
  act: (c: Context<AppEnv>, params: Record<string, string>, again: Screen<TokenPage>) => Promise<Response>,
): Screen<TokenPage> {
  const screen: Screen<TokenPage> = {
    load: async (ctx) => ({ token: ctx.params.token ?? '', error: ctx.form?.message ?? null }),
    meta: (data, { site, t }) => ({ title: `${t(words.title)} | ${site.name}`, description: t(words.text), alternates: alternatePaths(route, { token: data.token }), noindex: true }),
    Page: function TokenButtonPage({ token, error }) {
      const { locale, t } = usePage();
      return (
        <section className="section container page-message">
          <h1>{t(words.title)}</h1>
          {error ? (
            <p className="alert alert--danger" role="alert">
              {error}
            </p>
          ) : null}
          <p>{t(words.text)}</p>
          <form method="post" action={buildPath(route, { token }, locale)}>
            <button className="button" type="submit">
              {t(words.button)}
            </button>
          </form>
        </section>
      );
    },
    action: (c, params) => act(c, params, screen),
  };
  return screen;
}

/**
 * /nl/hou-me-op-de-hoogte/bevestigen/{confirmToken}: the confirmation mail's link (double
 * opt-in). The button's POST confirms and leads to the subscription's page, which says it is
 * confirmed. Confirming again answers the same; a token the platform does not know is a 404.
 */
export const confirmSubscriptionScreen = tokenButtonScreen(
  'confirmSubscription',
  { title: 'subscribe.confirmTitle', text: 'subscribe.confirmText', button: 'subscribe.confirmButton' },
  async (c, params, again) => {
    const result = await confirmSubscriptionForm(c, params.token ?? '');
    if (!result.ok && result.status === 404) throw new NotFoundError('No such subscription');
    return answerForm(c, result, {
      form: 'confirm-subscription',
      payload: null,
      redirect: (data) => `${buildPath('editSubscription', { token: data.token }, c.get('locale'))}?confirmed=1`,
      again: (answer) => renderScreen(c, again, params, answer),
    });
  },
);

/**
 * /nl/hou-me-op-de-hoogte/uitschrijven/{token}: the button's POST removes the subscription (so
 * does a mail program's one-click POST, RFC 8058); one already gone counts as removed.
 */
export const unsubscribeScreen = tokenButtonScreen(
  'unsubscribe',
  { title: 'subscribe.unsubscribe', text: 'subscribe.unsubscribeText', button: 'subscribe.unsubscribeConfirm' },
  async (c, params, again) =>
    answerForm(c, await removeSubscription(c, params.token ?? ''), {
      form: 'unsubscribe',
      payload: null,
      redirect: () => `${buildPath('subscribe', {}, c.get('locale'))}?unsubscribed=1`,
      again: (answer) => renderScreen(c, again, params, answer),
    }),
);
