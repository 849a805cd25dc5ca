import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { siteOrigin } from '../../shared/domain/site-origin';
import type { ImagePolicy } from '../../shared/domain/images';
import { createTranslator, type Locale, type Translate } from '../../shared/i18n';
import type { Navigation } from '../../shared/types/navigation';
import type { Site } from '../../shared/types/site';
import { siteImagePolicy } from './config/image-policy';
import type { AppEnv } from './env';
import { logFailure } from './log';
import type { Chrome } from './render/document';
import type { ValuationView } from './render/valuation-view';
import { type SiteApi, siteApi } from './upstream';
import { UpstreamError } from './upstream/client';
import { isOutage } from './upstream/outage';
import { getNavigation } from './upstream/sites';

/*
 * What a request's code needs, whoever serves it (a screen, an MCP tool, the unavailable
 * page): the request's site, language and platform, read once from the middleware's
 * variables; the form that came back and how a page answers; its outage mark and its menus.
 */

/** What a screen's `load` and `meta` (and an assistant's tool) get: the request's site, language and platform. */
export interface RequestContext {
  c: Context<AppEnv>;
  params: Record<string, string>;
  site: Site;
  locale: Locale;
  /** The platform, scoped to this site and language, through the cache. */
  api: SiteApi;
  t: Translate;
  /** The site's canonical origin: its primary hostname, or the request's origin. */
  origin: string;
  /** Which pictures the page may show, and how they are sized (IMAGE_ORIGINS, IMAGE_RESIZING). */
  images: ImagePolicy;
  /** A form of this page posted without JavaScript that comes back with problems (its action's answer). */
  form: FormReturn | null;
}

/** What a screen's action gives its page to show again: which form, its messages and values. */
export interface FormReturn {
  /** The form's id on the page, e.g. 'contact-form-12' or 'reservation'. */
  form: string;
  /** Refused, or (`pending`) sent and still being confirmed: its message is no error. */
  status: 'error' | 'pending';
  /** One message per field, in the page's language. */
  fieldErrors: Record<string, string>;
  /** What the visitor typed, to show again (never the captcha token or a consent box). */
  values: Record<string, string>;
  /** The boxes ticked in a group of checkboxes, by the group's name. */
  lists?: Record<string, string[]>;
  /** The message for the whole form, in the page's language. */
  message?: string;
  /** The valuation wizard's step or outcome (worker/site/forms/valuation.ts). */
  valuation?: ValuationView;
}

/** How a page answers besides its data: its status, and the form that came back. */
export interface PageAnswer {
  status?: 202 | 400 | 404 | 409 | 410 | 429 | 503;
  form?: FormReturn;
}

/** Shows the screen again, at the same address, with the form's answer (given to its action). */
export type Again = (answer?: PageAnswer) => Promise<Response>;

/** Thrown by `load` when the thing asked for does not exist: the 404 page answers. */
export class NotFoundError extends HTTPException {
  constructor(what: string) {
    super(404, { message: what });
  }
}

/** The request's context, from the variables the site, locale and upstream middleware set. */
export function requestContext(c: Context<AppEnv>, params: Record<string, string>, form: FormReturn | null = null): RequestContext {
  const locale = c.get('locale');
  const site = c.get('site');
  return {
    c,
    params,
    site,
    locale,
    api: siteApi(c.get('upstream'), site, locale),
    t: createTranslator(locale),
    origin: siteOrigin(site.origin, c.req.url),
    images: siteImagePolicy(c.env, site.id),
    form,
  };
}

/**
 * Whether a failed load was an outage; if so, the page lacks that content because the platform
 * failed: it still renders in the agency's look, but answers 503 with Retry-After
 * (renderScreen), for crawlers too. `main` says whether the load was the page's main content.
 */
export function markIfOutage(c: Context<AppEnv>, error: unknown, main = true): boolean {
  const outage = isOutage(error);
  if (outage && main) c.set('outage', true);
  return outage;
}

const EMPTY_NAVIGATION = (name: string) => ({ name, items: [] });

/**
 * The menus: a failing menu renders empty (and is logged), it never breaks the page. A site
 * without that menu (a new agency, 404) renders it empty without a log line.
 */
export async function loadChrome({ api }: RequestContext): Promise<Chrome> {
  const menu = (name: string) =>
    getNavigation(api, name).catch((error: unknown) => {
      if (!(error instanceof UpstreamError && error.status === 404)) logFailure('navigation unavailable', error, name);
      return EMPTY_NAVIGATION(name);
    });
  let footer: Promise<Navigation> | undefined;
  return { mainNavigation: await menu('main'), footerNavigation: () => (footer ??= menu('footer')) };
}
