import type { D1Database } from '@cloudflare/workers-types';
import { type SearchPage, searchPage } from './page';
import { type LightBody, MAX_LIGHT_LIMIT } from './schema';
import { buildSearchSql } from './to-sql';
import { vouchedSql } from '../translations/store';

/**
 * The light calls: a search's filters and order (buildSearchSql, the same WHERE as
 * POST /sites/{siteId}/estates, so the map and the list agree), answered with the few fields
 * of each estate a map pin or a sitemap address reads instead of its full document (about
 * 500 bytes instead of 8 KB). Only constants of this file reach the SQL text.
 */

/** The fields of an estate a pin, its popup and a detail address read (RawEstateBrief), as SQL over `alias`. */
function briefSql(alias: string): string {
  const field = (path: string) => `${alias}.document -> '$.general.${path}'`;
  return `json_object(
    'id', ${alias}.id,
    'parentId', ${alias}.parent_id,
    'project', json(CASE ${alias}.is_project WHEN 1 THEN 'true' ELSE 'false' END),
    'guid', ${alias}.guid,
    'headType', json_object('id', ${alias}.head_type_id),
    'subType', ${field('subType')},
    'transaction', ${field('transaction')},
    'status', ${alias}.status,
    'title', CASE ${alias}.is_project WHEN 1 THEN ${field('title')} END,
    'publicationDate', ${alias}.publication_date,
    'price', json_object('value', ${field('price.value')}, 'priceFrom', ${field('price.priceFrom')}, 'period', ${field('price.period')},
      'hidden', ${field('price.hidden')}, 'groundValue', ${field('price.groundValue')}, 'constructionValue', ${field('price.constructionValue')}),
    'address', json_object('street', ${field('address.street')}, 'visible', ${field('address.visible')}, 'city', ${field('address.city')},
      'geoLocation', ${field('address.geoLocation')})
  )`;
}

/** The main picture's file: the first by index that has one (as reshapePictures orders them). */
const PICTURE_SQL = `(SELECT p.value ->> '$.file' FROM json_each(e.document, '$.pictures') AS p
  WHERE coalesce(p.value ->> '$.file', '') <> '' ORDER BY p.value ->> '$.index', p.key LIMIT 1)`;

/**
 * A text's languages that have words, each with its first characters after the white space, as
 * `{ nl: 'Ruime wo' }`: what a sitemap's hreflang asks of a title or description (RawEstateBrief.words).
 */
const firstCharacters = (field: string, words = 'trim(value, char(32, 9, 10, 13, 160))') =>
  `(SELECT json_group_object(key, substr(${words}, 1, 8)) FROM json_each(e.document, '$.general.${field}') WHERE ${words} <> '')`;

/** What each light call answers per estate: a map pin's fields, or a sitemap address's (a unit's project with it, what its hreflang reads). */
const PROJECTIONS = {
  markers: `json_object('general', ${briefSql('e')}, 'picture', ${PICTURE_SQL},
    'fields', json_object('financial.vat_regime', e.document -> '$.fields."financial.vat_regime"'))`,
  links: `json_object('general', ${briefSql('e')}, 'parent', (SELECT ${briefSql('pe')} FROM estates pe WHERE pe.id = e.parent_id),
    'words', json_object('title', ${firstCharacters('title')}, 'description', ${firstCharacters('description')}, 'translated', ${vouchedSql('e')}))`,
} as const;

export type LightKind = keyof typeof PROJECTIONS;

/** Runs a light call: the count and one page of projections (at most MAX_LIGHT_LIMIT), in the search's order. */
export function lightSearch(db: D1Database, siteId: number, body: LightBody, kind: LightKind): Promise<SearchPage> {
  return searchPage(db, buildSearchSql(siteId, { ...body, limit: body.limit ?? MAX_LIGHT_LIMIT }), PROJECTIONS[kind]);
}
