import type { Agreement, EntityMap, Page } from '../../../shared/types/content';
import { TTL } from './cache';
import { cachedRequest } from './cached-request';
import type { SiteApi } from './index';
import type { EntityName, RawEntityItems, RawEntityMap } from '../../../shared/contract/raw/entities';
import { reshapeAgreement, reshapeEntityItems, reshapePage } from '../../../shared/contract/reshape/content';
import { logWarning } from '../log';
import { siteRequest, visitorRead } from './site-api';

/** GET /pages/by-url/{url}, url = the path with its language, e.g. 'nl/te-koop'; its hidden sections left out, but for `withHidden`. */
export async function getPageByUrl(api: SiteApi, path: string, options: { withHidden?: boolean } = {}): Promise<Page> {
  const url = path.replace(/^\/+|\/+$/g, '');
  const raw = await cachedRequest(api, {
    call: 'page-by-url',
    ttl: TTL.page,
    request: siteRequest('GET /pages/by-url/*', { rest: url }, visitorRead(api)),
  });
  // What the site does not know of a page (a newer section type) is left out, and said.
  return reshapePage(raw, { ...options, onSkipped: logWarning });
}

/** GET /pages/{id} */
export async function getPage(api: SiteApi, id: number): Promise<Page> {
  const raw = await cachedRequest(api, {
    call: 'page',
    ttl: TTL.page,
    request: siteRequest('GET /pages/:id', { id }, visitorRead(api)),
  });
  return reshapePage(raw, { onSkipped: logWarning });
}

/** GET /sites/{siteId}/pages/ */
export function listPages(api: SiteApi): Promise<Pick<Page, 'id' | 'key' | 'url' | 'title'>[]> {
  return cachedRequest(api, {
    call: 'pages',
    ttl: TTL.page,
    request: siteRequest('GET /sites/:siteId/pages', { siteId: api.siteId }, visitorRead(api)),
  });
}

/** GET /agreements?locale */
export async function getAgreements(api: SiteApi): Promise<Agreement[]> {
  const raw = await cachedRequest(api, {
    call: 'agreements',
    ttl: TTL.agreements,
    request: siteRequest('GET /agreements', {}, { query: { locale: api.locale }, siteId: api.siteId, locale: api.locale }),
  });
  return raw.map(reshapeAgreement);
}

/** GET /entities/{name}/items */
export async function getEntityItems<N extends EntityName>(api: SiteApi, name: N): Promise<EntityMap[N][]> {
  // The items' type goes by the list the path names.
  const raw = (await cachedRequest(api, {
    call: 'entity-items',
    ttl: TTL.entities,
    request: siteRequest('GET /entities/:name/items', { name }, visitorRead(api)),
  })) as RawEntityItems<RawEntityMap[N]>;
  return reshapeEntityItems(name, raw.items);
}
