import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { ResolvedCity } from '../postal-codes';

/**
 * A listing's or holiday unit's city for the global cities table (the filters list cities from
 * it, site-api/filters.ts), written once. Its position is the postal-code table's centre; a place
 * outside the table gets none (NULL): never one agency's listing address, nor 0,0.
 */
export function cityStatement(db: D1Database, city: Pick<ResolvedCity, 'id' | 'zip' | 'region' | 'lat' | 'lon'> & { name: unknown }): D1PreparedStatement {
  const known = city.lat !== null && city.lon !== null;
  return db
    .prepare('INSERT INTO cities (id, zip, name, region, lat, lon) VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (id) DO NOTHING')
    .bind(city.id, city.zip, JSON.stringify(city.name), city.region, known ? city.lat : null, known ? city.lon : null);
}
