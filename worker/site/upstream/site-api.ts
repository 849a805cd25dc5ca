import { pathOf } from '../../../shared/contract/console-api/route';
import type { BodyOf, KeyOf, SiteParams, SuccessOf } from '../../../shared/contract/site-api/route';
import type * as contract from '../../../shared/contract/site-api/routes';
import type { Locale } from '../../../shared/i18n/locales';
import type { Answering, HttpMethod, PlatformRequest } from './client';

export type { Answering } from './client';

/*
 * The site's calls of the site API, each built from its route's description
 * (shared/contract/site-api/routes.ts): the path from the template and the parameters given, the
 * body the description's type, and the answer's type the description's, carried by the request
 * to the client and the cache (`client.request`, `cachedRequest` read it). The description costs
 * the bundle nothing: a call names its route by its key, the path written once.
 */

type Route = (typeof contract)[keyof typeof contract];
/** Every route's key, `METHOD path`. */
export type SiteRouteKey = KeyOf<Route>;
export type RouteOf<K extends string> = K extends `${infer M} ${infer P}` ? Extract<Route, { method: M; path: P }> : never;

/** What a call sends besides its route and parameters: a body exactly when its route takes one, of its type. */
type Rest<R> = Omit<PlatformRequest, 'method' | 'path' | 'body'> & ([BodyOf<R>] extends [never] ? { body?: undefined } : { body: BodyOf<R> });

/**
 * A call of the site API, as its route describes it.
 * @example await up.client.request(siteRequest('GET /sites/:siteId', { siteId }, { siteId })) // a RawSite
 */
export function siteRequest<const K extends SiteRouteKey, X extends Rest<RouteOf<K>>>(
  key: K,
  params: SiteParams<RouteOf<K>['path']>,
  rest: X,
): X & { method: HttpMethod; path: string } & Answering<SuccessOf<RouteOf<K>>> {
  const space = key.indexOf(' ');
  const filled = pathOf({ path: key.slice(space + 1) }, params);
  const path = filled.endsWith('*') ? filled.slice(0, -1) + encodeURIComponent(String((params as { rest: string }).rest)) : filled;
  return { ...rest, method: key.slice(0, space) as HttpMethod, path } as X & { method: HttpMethod; path: string } & Answering<SuccessOf<RouteOf<K>>>;
}

/**
 * What a read for the visitor sends besides its route: the site (X-SITE) and the visitor's
 * language (ACCEPT-LANGUAGE).
 * @example siteRequest('GET /pages/:id', { id }, visitorRead(api))
 */
export const visitorRead = (api: { siteId: number; locale: Locale }) => ({ siteId: api.siteId, locale: api.locale });
