import { DEMO_NAVIGATION, DEMO_SITES } from './sites';

/** One parameterised statement of the demo data. */
export interface SeedStatement {
  sql: string;
  params: (string | number | null)[];
}

function siteStatements(): SeedStatement[] {
  return DEMO_SITES.flatMap((site) => [
    { sql: 'INSERT INTO sites (id, name, document) VALUES (?1, ?2, ?3)', params: [site.id, site.name, JSON.stringify(site)] },
    ...(site.hostnames ?? []).map((hostname) => ({
      sql: 'INSERT INTO site_hostnames (hostname, site_id) VALUES (?1, ?2)',
      params: [hostname, site.id],
    })),
  ]);
}

function navigationStatements(): SeedStatement[] {
  return DEMO_NAVIGATION.map(({ siteId, navigation }) => ({
    sql: 'INSERT INTO navigations (site_id, name, document) VALUES (?1, ?2, ?3)',
    params: [siteId, navigation.name, JSON.stringify(navigation)],
  }));
}

/** Tables the seed owns, emptied first so a re-seed gives the same database. */
export const SEEDED_TABLES = ['navigations', 'site_hostnames', 'sites'] as const;

/**
 * The whole demo data set as parameterised statements, deterministic: the same list on
 * every run (DESIGN.md §4).
 */
export function buildSeed(): SeedStatement[] {
  return [
    ...SEEDED_TABLES.map((table) => ({ sql: `DELETE FROM ${table}`, params: [] })),
    ...siteStatements(),
    ...navigationStatements(),
  ];
}
