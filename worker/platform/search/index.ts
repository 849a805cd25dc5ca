import type { D1Database } from '@cloudflare/workers-types';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import { type SearchPage, searchPage } from './page';
import type { SearchBody } from './schema';
import { buildSearchSql } from './to-sql';
import { withTranslations } from '../translations/store';

export { lightBodySchema, searchBodySchema, type LightBody, type SearchBody } from './schema';
export { buildSearchSql, type SearchSql } from './to-sql';
export { resolveSearchSql, searchAnswerJson, type SearchPage } from './page';
export { lightSearch, type LightKind } from './light';

/** The answer of POST /sites/{siteId}/estates: the shape of the search engine the real platform uses. */
export interface SearchAnswer {
  total: { value: number };
  results: RawEstate[];
}

/** Runs a validated search: the stored JSON documents of one page (with the translations a page may show), unparsed, and the total. */
export function searchEstates(db: D1Database, siteId: number, body: SearchBody): Promise<SearchPage> {
  return searchPage(db, buildSearchSql(siteId, body), withTranslations('e'));
}
