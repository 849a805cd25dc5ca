// The bench agencies spread over several local D1 databases (worker/platform/databases/site-db.ts;
// scripts/bench-agencies.mjs with BENCH_DATABASES=2…4): DB keeps every agency's directory rows
// (its site and document, hostnames and its placement in site_databases), and each data
// database DB_2 … the rows of its own block of agencies, as a site made by the console would have
// them. The agencies are copies of demo agency 1, written in SQLite from a template: agency 1's
// rows copied into the data database first (as site 1 there), removed again afterwards.

/** The tables of agency 1 the copies are made from (bench-agencies-seed.mjs agencySeedStatements), parents first. */
const TEMPLATE_TABLES = ['navigations', 'pages', 'page_urls', 'entity_items', 'agreements', 'estates'];
/** Rows one INSERT carries when copying the template (D1 binds at most 100 parameters a statement). */
const ROWS_PER_BATCH = 50;

/** Copies rows as they are into another database, in batches of bound INSERTs. */
async function copyRows(into, table, rows) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const sql = `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(', ')})`;
  for (let start = 0; start < rows.length; start += ROWS_PER_BATCH) {
    await into.batch(rows.slice(start, start + ROWS_PER_BATCH).map((row) => into.prepare(sql).bind(...columns.map((column) => row[column]))));
  }
}

/** Agency 1 as the template in a data database: a site row of its own, its rows, and the cities of its estates. */
async function writeTemplate(directory, data) {
  await data.prepare("INSERT INTO sites (id, name, document) VALUES (1, 'template', '{}')").run();
  for (const table of TEMPLATE_TABLES) {
    const { results } = await directory.prepare(`SELECT * FROM ${table} WHERE site_id = 1`).all();
    await copyRows(data, table, results);
  }
  const { results } = await directory.prepare('SELECT * FROM cities WHERE id IN (SELECT city_id FROM estates WHERE site_id = 1)').all();
  await copyRows(data, 'cities', results);
}

/**
 * Writes agencies `from`…`to` on `binding` (of `env`, the local bindings): on DB as
 * bench-agencies.mjs always did; on a data database the directory's rows (statements 0 and 1:
 * sites and hostnames) and the placement in DB, the site rows and the rest in the data database.
 */
export async function seedAgencyBlock(env, binding, from, to, statementsOf) {
  const statements = statementsOf(from, to);
  if (binding === 'DB') {
    for (const { sql, params } of statements)
      await env.DB.prepare(sql)
        .bind(...params)
        .run();
    return;
  }
  const data = env[binding];
  if (!data) throw new Error(`wrangler.toml binds no ${binding}`);
  const range = 'WITH RECURSIVE n(k) AS (SELECT CAST(?1 AS INTEGER) UNION ALL SELECT k + 1 FROM n WHERE k < ?2)';
  const [sites, hostnames, ...own] = statements;
  for (const { sql, params } of [sites, hostnames])
    await env.DB.prepare(sql)
      .bind(...params)
      .run();
  await env.DB.prepare(`${range} INSERT INTO site_databases (site_id, binding, placed_at) SELECT n.k, ?3, ?4 FROM n`)
    .bind(from, to, binding, new Date().toISOString())
    .run();
  await writeTemplate(env.DB, data);
  await data.prepare(`${range} INSERT INTO sites (id, name, document) SELECT n.k, 'Bench agency ' || n.k, '{}' FROM n`).bind(from, to).run();
  for (const { sql, params } of own)
    await data
      .prepare(sql)
      .bind(...params)
      .run();
  // The template goes (its rows with it: ON DELETE CASCADE); the cities stay, as the ingest API writes them.
  await data.prepare('DELETE FROM sites WHERE id = 1').run();
}

/** The databases a run spreads its agencies over: DB, DB_2 … DB_{count}. */
export const spreadDatabases = (count) => ['DB', ...Array.from({ length: Math.max(0, count - 1) }, (_, i) => `DB_${i + 2}`)];

/** Each database's size (D1's own figure after a query), sites and estates, for the bench's report. */
export async function databaseFigures(env, bindings) {
  const figures = [];
  for (const binding of bindings) {
    const result = await env[binding]
      .prepare('SELECT (SELECT count(*) FROM sites) AS sites, (SELECT count(*) FROM estates) AS estates, (SELECT count(*) FROM pages) AS pages')
      .all();
    figures.push({ binding, mb: (result.meta.size_after ?? 0) / 1024 / 1024, ...result.results[0] });
  }
  return figures;
}
