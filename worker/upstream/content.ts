import type { Agreement, EntityMap, EstateCollection, Page } from '../../shared/types/content';
import { TTL } from './cache';
import type { SiteApi } from './index';
import type { EntityName, RawEntityItems, RawEntityMap } from './raw/entities';
import type { RawAgreement, RawPage } from './raw/page';
import { reshapeAgreement, reshapeEntityItems, reshapePage } from './reshape/content';

/** GET /pages/by-url/{url}, url = the path with its language, e.g. 'nl/te-koop'. */
export async function getPageByUrl(api: SiteApi, path: string): Promise<Page> {
  const url = path.replace(/^\/+|\/+$/g, '');
  const raw = await api.cache.get({ siteId: api.siteId, call: 'page-by-url', args: url }, TTL.page, () =>
    api.client.request<RawPage>({ path: `/pages/by-url/${encodeURIComponent(url)}`, siteId: api.siteId, locale: api.locale }),
  );
  return reshapePage(raw);
}

/** GET /pages/{id} */
export async function getPage(api: SiteApi, id: number): Promise<Page> {
  const raw = await api.cache.get({ siteId: api.siteId, call: 'page', args: id }, TTL.page, () =>
    api.client.request<RawPage>({ path: `/pages/${id}`, siteId: api.siteId, locale: api.locale }),
  );
  return reshapePage(raw);
}

/** GET /sites/{siteId}/pages/ */
export function listPages(api: SiteApi): Promise<Pick<Page, 'id' | 'key' | 'url' | 'title'>[]> {
  return api.cache.get({ siteId: api.siteId, call: 'pages' }, TTL.page, () =>
    api.client.request<Pick<Page, 'id' | 'key' | 'url' | 'title'>[]>({ path: `/sites/${api.siteId}/pages`, siteId: api.siteId, locale: api.locale }),
  );
}

/** GET /agreements?locale */
export async function getAgreements(api: SiteApi): Promise<Agreement[]> {
  const raw = await api.cache.get({ siteId: api.siteId, locale: api.locale, call: 'agreements' }, TTL.agreements, () =>
    api.client.request<RawAgreement[]>({ path: '/agreements', query: { locale: api.locale }, siteId: api.siteId, locale: api.locale }),
  );
  return raw.map(reshapeAgreement);
}

/** GET /translations/{locale}: the site's own UI string overrides. */
export function getTranslations(api: SiteApi): Promise<Record<string, unknown>> {
  return api.cache.get({ siteId: api.siteId, locale: api.locale, call: 'translations' }, TTL.translations, () =>
    api.client.request<Record<string, unknown>>({ path: `/translations/${api.locale}`, siteId: api.siteId, locale: api.locale }),
  );
}

/** GET /entities/{name}/items */
export async function getEntityItems<N extends EntityName>(api: SiteApi, name: N): Promise<EntityMap[N][]> {
  const raw = await api.cache.get({ siteId: api.siteId, call: 'entity-items', args: name }, TTL.entities, () =>
    api.client.request<RawEntityItems<RawEntityMap[N]>>({ path: `/entities/${name}/items`, siteId: api.siteId, locale: api.locale }),
  );
  return reshapeEntityItems(name, raw.items);
}

/** GET /sites/{siteId}/entities */
export function listEntities(api: SiteApi): Promise<{ name: string; count: number }[]> {
  return api.cache.get({ siteId: api.siteId, call: 'entities' }, TTL.entities, () =>
    api.client.request<{ name: string; count: number }[]>({ path: `/sites/${api.siteId}/entities`, siteId: api.siteId, locale: api.locale }),
  );
}

/** GET /estate-collections/{id} */
export function getEstateCollection(api: SiteApi, id: number): Promise<EstateCollection> {
  return api.cache.get({ siteId: api.siteId, call: 'estate-collection', args: id }, TTL.collection, () =>
    api.client.request<EstateCollection>({ path: `/estate-collections/${id}`, siteId: api.siteId, locale: api.locale }),
  );
}
