import type { Agreement, EntityMap, Page } from '../../../shared/types/content';
import { TTL } from './cache';
import { cachedRequest } from './cached-request';
import type { SiteApi } from './index';
import type { EntityName, RawEntityItems, RawEntityMap } from '../../../shared/contract/raw/entities';
import type { RawAgreement, RawPage } from '../../../shared/contract/raw/page';
import { reshapeAgreement, reshapeEntityItems, reshapePage } from '../../../shared/contract/reshape/content';
import { logWarning } from '../log';

/** GET /pages/by-url/{url}, url = the path with its language, e.g. 'nl/te-koop'; its hidden sections left out, but for `withHidden`. */
export async function getPageByUrl(api: SiteApi, path: string, options: { withHidden?: boolean } = {}): Promise<Page> {
  const url = path.replace(/^\/+|\/+$/g, '');
  const raw = await cachedRequest<RawPage>(api, {
    call: 'page-by-url',
    ttl: TTL.page,
    request: { path: `/pages/by-url/${encodeURIComponent(url)}`, siteId: api.siteId, locale: api.locale },
  });
  // What the site does not know of a page (a newer section type) is left out, and said.
  return reshapePage(raw, { ...options, onSkipped: logWarning });
}

/** GET /pages/{id} */
export async function getPage(api: SiteApi, id: number): Promise<Page> {
  const raw = await cachedRequest<RawPage>(api, {
    call: 'page',
    ttl: TTL.page,
    request: { path: `/pages/${id}`, siteId: api.siteId, locale: api.locale },
  });
  return reshapePage(raw, { onSkipped: logWarning });
}

/** GET /sites/{siteId}/pages/ */
export function listPages(api: SiteApi): Promise<Pick<Page, 'id' | 'key' | 'url' | 'title'>[]> {
  return cachedRequest<Pick<Page, 'id' | 'key' | 'url' | 'title'>[]>(api, {
    call: 'pages',
    ttl: TTL.page,
    request: { path: `/sites/${api.siteId}/pages`, siteId: api.siteId, locale: api.locale },
  });
}

/** GET /agreements?locale */
export async function getAgreements(api: SiteApi): Promise<Agreement[]> {
  const raw = await cachedRequest<RawAgreement[]>(api, {
    call: 'agreements',
    ttl: TTL.agreements,
    request: { path: '/agreements', query: { locale: api.locale }, siteId: api.siteId, locale: api.locale },
  });
  return raw.map(reshapeAgreement);
}

/** GET /entities/{name}/items */
export async function getEntityItems<N extends EntityName>(api: SiteApi, name: N): Promise<EntityMap[N][]> {
  const raw = await cachedRequest<RawEntityItems<RawEntityMap[N]>>(api, {
    call: 'entity-items',
    ttl: TTL.entities,
    request: { path: `/entities/${name}/items`, siteId: api.siteId, locale: api.locale },
  });
  return reshapeEntityItems(name, raw.items);
}
