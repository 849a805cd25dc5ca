import type { Context } from 'hono';
import type { FC } from 'react';
import type { RouteName } from '../../../shared/routes';
import type { PageMeta } from '../../../shared/types/page-meta';
import type { AppEnv } from '../env';
import type { Again, RequestContext } from '../request-context';

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
  load(ctx: RequestContext): Promise<D>;
  meta(data: D, ctx: RequestContext): PageMeta;
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
