import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { FC } from 'react';
import type { ImagePolicy } from '../../../shared/domain/images';
import type { Locale, Translate } from '../../../shared/i18n';
import type { RouteName } from '../../../shared/routes';
import type { PageMeta } from '../../../shared/types/page-meta';
import type { Site } from '../../../shared/types/site';
import type { AppEnv } from '../env';
import type { ValuationView } from '../render/valuation-view';
import type { SiteApi } from '../upstream';

/** What a screen's `load` and `meta` get: the request's site, language and platform. */
export interface ScreenContext {
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

/**
 * A screen's form, posted to the screen's own address (react-router's `action`). It never
 * imports its screen: `again` shows the page again.
 */
export type Action = (c: Context<AppEnv>, params: Record<string, string>, again: Again) => Promise<Response>;

/**
 * A page: `load` returns plain serialisable data, `meta` the head, `Page`
 * renders the data. The handler that ties them is `renderScreen`.
 */
export interface Screen<D extends object> {
  load(ctx: ScreenContext): Promise<D>;
  meta(data: D, ctx: ScreenContext): PageMeta;
  Page: FC<D>;
  /** HTTP status of the page, 200 unless said otherwise. */
  status?: 200 | 400 | 404 | 409 | 410 | 429 | 502 | 503;
}

/** How the router treats an address (worker/site/routes/register-screens.ts). */
export interface RoutePolicy {
  /** Its address in each language: `ROUTES[route]` (shared/routes.ts). */
  route: RouteName;
  /**
   * A finished page is kept and sent again while everything on it stays fresh
   * (worker/site/middleware/page-cache.ts): only for pages that show the same to everyone.
   */
  kept?: boolean;
  /**
   * Milliseconds of silence from the platform after which a GET of this address stops waiting
   * for it, site lookup included (worker/site/middleware/page-budget.ts,
   * upstream/cache/page-waits.ts); without it, the group's page budget (PAGE_BUDGET_MS, 1.5 s by default).
   */
  pageBudgetMs?: number;
}

/** A screen at its address of the route table, with its form if it takes a POST. */
export interface RoutedScreen<D extends object> extends Screen<D>, RoutePolicy {
  action?: Action;
}

/** An address of the route table that shows no page of its own: a redirect, a file. */
export interface RoutedHandler extends RoutePolicy {
  get(c: Context<AppEnv>, params: Record<string, string>): Promise<Response>;
}

// biome-ignore lint: screens have different data shapes
export type ScreenRoute = RoutedScreen<any> | RoutedHandler;

/** Thrown by `load` when the thing asked for does not exist: the 404 page answers. */
export class NotFoundError extends HTTPException {
  constructor(what: string) {
    super(404, { message: what });
  }
}
