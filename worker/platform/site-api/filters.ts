import { Hono } from 'hono';
import * as z from 'zod';
import { openHouseWindow } from '../../../shared/domain/open-houses';
import { searchQuerySchema } from '../search/schema';
import { resolveSearchSql } from '../search';
import { buildSearchSql } from '../search/to-sql';
import { siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { jsonBody } from '../kit/validate';
import type { EstateFilterOptions } from '../../../shared/contract/site-api/answers';
import { serve, site } from './serve';
import { examplesOf, examplesQuery } from './search-examples';

/** Bedroom counts from this value up are one option, 'large'. */
export const LARGE_BEDROOM_COUNT = 6;

const filterBodySchema = z.object({ query: searchQuerySchema.optional(), includeChildren: z.boolean().optional() }).strict();

/**
 * POST /estate-filters: the filter options (head types, locations, price span, bedroom
 * counts) computed from the site's current estates that match the query given, how many of
 * them have an open house in the coming week (the filter "with an open house this week" is
 * offered only when it can find one), and the facts of the search box's examples (search-examples.ts).
 */
export const filters = new Hono<PlatformEnv>();

serve(filters, 'POST /estate-filters', site, async (c) => {
  const siteId = c.var.site;
  const body = await jsonBody(c, filterBodySchema, 'filter body');
  const db = await siteDb(c.env, siteId);
  const sql = await resolveSearchSql(db, buildSearchSql(siteId, { query: body.query, includeChildren: body.includeChildren }));
  const week = await resolveSearchSql(
    db,
    buildSearchSql(siteId, { query: { ...body.query, openHouse: openHouseWindow(new Date()) }, includeChildren: body.includeChildren }),
  );
  const [types, locations, prices, bedrooms, openHouses, examples] = await db.batch<Record<string, number | string | null>>([
    db
      .prepare(`SELECT e.head_type_id AS id, count(*) AS count FROM estates e WHERE ${sql.where} GROUP BY e.head_type_id ORDER BY e.head_type_id`)
      .bind(...sql.params),
    db
      .prepare(
        `SELECT c.id, c.zip, c.name, c.lat, c.lon, count(*) AS count FROM estates e JOIN cities c ON c.id = e.city_id WHERE ${sql.where} GROUP BY c.id
         ORDER BY c.zip`,
      )
      .bind(...sql.params),
    db.prepare(`SELECT min(e.price) AS min, max(e.price) AS max FROM estates e WHERE ${sql.where} AND e.price > 0`).bind(...sql.params),
    db
      .prepare(
        `SELECT min(e.bedroom_count, ${LARGE_BEDROOM_COUNT}) AS value, count(*) AS count FROM estates e WHERE ${sql.where} AND e.bedroom_count > 0
         GROUP BY 1 ORDER BY 1`,
      )
      .bind(...sql.params),
    db.prepare(`SELECT count(*) AS count FROM estates e WHERE ${week.where}`).bind(...week.params),
    examplesQuery(db, sql),
  ]);
  // D1 types no column: each query's columns are the answer's fields, named in its SELECT.
  const options: EstateFilterOptions = {
    headTypes: types!.results as unknown as EstateFilterOptions['headTypes'],
    locations: locations!.results.map((row) => ({
      ...row,
      name: JSON.parse(String(row.name)) as Record<string, string>,
    })) as unknown as EstateFilterOptions['locations'],
    prices: { min: (prices!.results[0]?.min as number | null) ?? null, max: (prices!.results[0]?.max as number | null) ?? null },
    bedrooms: bedrooms!.results as unknown as EstateFilterOptions['bedrooms'],
    openHouses: (openHouses!.results[0]?.count as number | undefined) ?? 0,
    examples: examplesOf(examples!.results),
  };
  return c.json(options, 200);
});
