// Helpers shared by the npm scripts: bundle a TS module for Node, open the local D1 database
// through miniflare (the same files `wrangler dev` uses), migrate and seed it; and, from
// processes.mjs, running commands and `wrangler dev` servers.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import * as esbuild from 'esbuild';
import { writeOpenApiDocument } from './openapi-document.mjs';
import { writeCrmForms } from './crm-forms.mjs';

export { BENIGN_OUTPUT, ENV, freePort, pipeLines, run, stopProcessGroup, waitUntilUp, wranglerDev } from './processes.mjs';

const WRANGLER_TOML = readFileSync(new URL('../wrangler.toml', import.meta.url), 'utf8');
const tomlString = (key) => new RegExp(`^${key}\\s*=\\s*"([^"]+)"`, 'm').exec(WRANGLER_TOML)?.[1];
/** The local D1 files are named after wrangler.toml's database id; miniflare must use the same. */
export const D1_DATABASE_ID = tomlString('database_id');
export const COMPATIBILITY_DATE = tomlString('compatibility_date');
/** wrangler.toml's local D1 databases, binding → database id (DB, the directory, and the data databases DB_2 …), each with every migration. */
export const LOCAL_DATABASES = Object.fromEntries(
  [...WRANGLER_TOML.matchAll(/\[\[d1_databases\]\]\s*binding = "([^"]+)"[^[]*?database_id = "([^"]+)"/g)].map((match) => [match[1], match[2]]),
);

/** Bundles a TypeScript module for Node (JSON imports included) and imports it. */
export async function importTs(entry) {
  await mkdir('.tmp', { recursive: true });
  const outfile = `.tmp/${entry.replace(/[^a-z0-9]+/gi, '-')}.mjs`;
  await esbuild.build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', outfile, logLevel: 'warning', external: ['wrangler'] });
  return import(`${process.cwd()}/${outfile}?t=${Date.now()}`);
}

/**
 * A long string written into a generated TypeScript file as string literals joined by `+`, one a
 * line, as biome lays them out (`indent` before each), cut between `pieces` so that no line passes
 * biome's 160 characters. Starts with the line break after `name:` or `name =`. For pieces
 * without quotes or backslashes (word lists, fixed-width tables).
 */
export function wrappedString(pieces, indent) {
  const width = 160 - indent.length - "'' +".length;
  const lines = [];
  for (const piece of pieces) {
    if (lines.length > 0 && lines[lines.length - 1].length + piece.length <= width) lines[lines.length - 1] += piece;
    else lines.push(piece);
  }
  return `\n${lines.map((line) => `${indent}'${line}'`).join(' +\n')}`;
}

/** wrangler.toml's migrations folder (every local database has the same) and wrangler's default table for them. */
const MIGRATIONS_DIR = tomlString('migrations_dir');
const MIGRATIONS_TABLE = 'd1_migrations';

/**
 * Applies the D1 migrations to the local databases in `persistTo` (or wrangler's default): DB
 * and every data database of wrangler.toml. As `wrangler d1 migrations apply --local` does it
 * (its migrations table, each migration and its row in that table in one batch, split by
 * wrangler's own splitter), but in one miniflare for every database and migration, where
 * wrangler starts one per migration: 4 databases × 23 migrations took 57 s that way and 5 s so
 * (npm start, the e2e server and the import test all begin with it). `wrangler d1
 * migrations apply` afterwards finds them applied. Answers how many it applied to DB; `quiet`
 * prints nothing, else one line per database that had any to apply.
 */
export async function migrate(persistTo, { quiet = false } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await migrateOnce(persistTo, { quiet });
    } catch (error) {
      if (!(error instanceof MigrationError)) throw error;
      if (attempt === MIGRATE_ATTEMPTS) {
        throw new MigrationError(
          `${error.message}, ${MIGRATE_ATTEMPTS} times in a fresh local D1 each; nothing of that migration was kept (each is one transaction): run the ` +
            `command again`,
        );
      }
      console.error(`${error.message}; trying again in a fresh local D1 (${attempt + 1} of ${MIGRATE_ATTEMPTS})`);
    }
  }
}

/**
 * Tries of `migrate`. On a loaded machine miniflare's local D1 failed now and then on a first
 * start (`migration 0015_custom_hostnames.sql failed on DB_3: false == true`: its assertion that
 * `SELECT total_changes()` gave a row); the same command again applied it. A migration and its
 * row are one batch, one transaction, so a failed one left nothing and the next try (a new
 * miniflare) starts with it.
 */
const MIGRATE_ATTEMPTS = 3;

/** A migration the local D1 refused; its message says which, on which database, and why. */
export class MigrationError extends Error {}

async function migrateOnce(persistTo, { quiet }) {
  const { unstable_splitSqlQuery: splitSqlQuery } = await import('wrangler');
  // wrangler's order: by the number each file's name starts with.
  const names = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
  const local = await localBindings(persistTo);
  let appliedToDb = 0;
  try {
    for (const [binding, db] of Object.entries(local.env)) {
      // wrangler's statement, whitespace and all, so that the two give the same schema.
      await db
        .prepare(
          `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE}(\n\t\tid         INTEGER PRIMARY KEY AUTOINCREMENT,\n\t\tname       TEXT ` +
            `UNIQUE,\n\t\tapplied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL\n)`,
        )
        .run();
      const { results } = await db.prepare(`SELECT name FROM ${MIGRATIONS_TABLE}`).all();
      const done = new Set(results.map((row) => row.name));
      const pending = names.filter((name) => !done.has(name));
      for (const name of pending) {
        const sql = `${await readFile(`${MIGRATIONS_DIR}/${name}`, 'utf8')}\nINSERT INTO ${MIGRATIONS_TABLE} (name) VALUES ('${name.replaceAll("'", "''")}');`;
        try {
          await db.batch(splitSqlQuery(sql).map((query) => db.prepare(query)));
        } catch (error) {
          throw new MigrationError(`migration ${name} failed on ${binding}: ${error?.cause?.message ?? error.message}`);
        }
      }
      if (binding === 'DB') appliedToDb = pending.length;
      if (!quiet && pending.length > 0) console.log(`${binding}: applied ${pending.length} migration(s), ${pending.at(-1)} the last`);
    }
  } finally {
    await local.dispose();
  }
  return appliedToDb;
}

/**
 * Opens the local database as `wrangler dev --persist-to <persistTo>` sees it (wrangler keeps
 * its state in <persistTo>/v3; the default is .wrangler/state): `env.DB` and the data databases `env.DB_2` …. Miniflare with only
 * D1, so the site's other bindings (the rate limiter's Durable Object) stay out of it.
 */
export async function localBindings(persistTo) {
  const mf = await localWorker(persistTo);
  const env = {};
  for (const binding of Object.keys(LOCAL_DATABASES)) env[binding] = await mf.getD1Database(binding);
  return { env, dispose: () => mf.dispose() };
}

/**
 * A worker in miniflare (workerd) with the local database of `persistTo` bound as DB: the
 * bundled module at `scriptPath` with `bindings`, or one that answers nothing.
 */
export async function localWorker(persistTo, { scriptPath, bindings = {}, r2Buckets = {} } = {}) {
  // Miniflare 5 takes a new shape of options; the one-worker shape of miniflare 4 is converted by its own function.
  const { Miniflare, convertV4MiniflareOptions } = await import('miniflare');
  return new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      ...(scriptPath ? { scriptPath } : { script: 'export default { fetch() { return new Response(null); } }' }),
      compatibilityDate: COMPATIBILITY_DATE,
      d1Databases: LOCAL_DATABASES,
      // Where `wrangler dev --persist-to <persistTo>` keeps its state (its D1 files under d1/), as wrangler d1 execute opens it.
      resourcePersistencePath: `${persistTo ?? '.wrangler/state'}/v3`,
      cf: false,
      bindings,
      r2Buckets,
    }),
  );
}

/**
 * The standalone platform (worker/platform/worker.ts, as wrangler.platform.toml deploys it) in
 * miniflare for a bench: bundled as wrangler bundles a worker (.tmp/<name>-platform.mjs), on a
 * fresh local D1 in `persistTo` with the migrations applied and, if `seeded`, the demo agencies.
 * @example const mf = await benchPlatform('.tmp/bench-x-state', { name: 'bench-x', bindings: { PLATFORM_TOKEN } })
 */
export async function benchPlatform(persistTo, { name, bindings = {}, seeded = false }) {
  const outfile = `.tmp/${name}-platform.mjs`;
  await bundlePlatform(outfile);
  await rm(persistTo, { recursive: true, force: true });
  await migrate(persistTo, { quiet: true });
  if (seeded) await seed(persistTo);
  return localWorker(persistTo, { scriptPath: outfile, bindings });
}

/** Where `wrangler dev --persist-to <persistTo>` keeps its D1 files. */
export function d1Directory(persistTo = '.wrangler/state') {
  return `${persistTo}/v3/d1`;
}

/**
 * Bundles the seed worker (worker/platform/demo/seed/seed-worker.ts) and returns its file and a
 * hash of its code: the same hash means the same demo data for the same day.
 */
export async function bundleSeedWorker() {
  await mkdir('.tmp', { recursive: true });
  const outfile = '.tmp/seed-worker.mjs';
  await esbuild.build({
    entryPoints: ['worker/platform/demo/seed/seed-worker.ts'],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    outfile,
    logLevel: 'warning',
  });
  const hash = createHash('sha256')
    .update(await readFile(outfile))
    .digest('hex')
    .slice(0, 16);
  return { file: outfile, hash };
}

/**
 * Bundles the standalone platform (worker/platform/worker.ts) for workerd into `outfile`, as
 * wrangler bundles a worker (minified), after writing the CRMs' forms and the ingest API's
 * OpenAPI document it imports (as wrangler.platform.toml's [build] does): the benches run it in miniflare.
 */
export async function bundlePlatform(outfile) {
  writeCrmForms();
  await writeOpenApiDocument();
  await esbuild.build({
    entryPoints: ['worker/platform/worker.ts'],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    // Packages by their module or main entry, workerd's conditions first.
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'browser'],
    outfile,
    external: ['cloudflare:*'],
    minify: true,
    logLevel: 'warning',
  });
}

const SEEDING = 'seeding the local database with the demo agencies…';

/** The local R2 bucket of the MEDIA binding (wrangler.toml), where wrangler dev finds it. */
const MEDIA_BUCKET = 'agency-media';
/** The demo sites with a listing of camera photos, and how many it has. */
const DEMO_PHOTO_SITES = [1, 2];
const DEMO_PHOTOS_PER_LISTING = 6;
const DEMO_PHOTOS = '.wrangler/camera-photos';

/**
 * Draws the demo's camera photos (scripts/camera-photo.mjs; kept in .wrangler/camera-photos, a
 * few seconds' work done once) and stores them through the seed worker as an upload is stored:
 * answers each site's photo addresses (worker/platform/demo/seed/camera-photos.ts).
 */
async function storeDemoPhotos(mf) {
  const { cameraPhoto } = await import('./camera-photo.mjs');
  await mkdir(DEMO_PHOTOS, { recursive: true });
  const photos = {};
  for (const site of DEMO_PHOTO_SITES) {
    photos[site] = [];
    for (let n = 0; n < DEMO_PHOTOS_PER_LISTING; n += 1) {
      const path = `${DEMO_PHOTOS}/site-${site}-${n + 1}.jpg`;
      const bytes = await readFile(path).catch(async () => {
        const drawn = await cameraPhoto({ seed: site * 100 + n });
        await writeFile(path, drawn);
        return drawn;
      });
      const response = await mf.dispatchFetch(`http://seed.local/photo?site=${site}`, { method: 'PUT', body: bytes });
      if (!response.ok) throw new Error(`storing a demo photo failed: ${response.status} ${await response.text()}`);
      photos[site].push((await response.json()).url);
    }
  }
  return photos;
}

/**
 * Writes the deterministic demo data into the local database. The statements run inside
 * workerd (miniflare) beside the database, not one batch at a time through the Node proxy.
 * In a terminal the progress is one line that updates in place; otherwise (CI logs) a line per
 * quarter, unless `quarters` is false (then only the closing line).
 */
export async function seed(persistTo, { quarters = true } = {}) {
  const started = Date.now();
  const { file } = await bundleSeedWorker();
  const mf = await localWorker(persistTo, { scriptPath: file, r2Buckets: { MEDIA: MEDIA_BUCKET } });
  const tty = process.stdout.isTTY;
  try {
    if (tty) process.stdout.write(SEEDING);
    else if (quarters) console.log(SEEDING);
    const cameraPhotos = await storeDemoPhotos(mf);
    const response = await mf.dispatchFetch('http://seed.local/', { method: 'POST', body: JSON.stringify({ cameraPhotos }) });
    if (!response.ok) throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
    const statements = await readSeedProgress(response.body, started, { tty, quarters });
    // In a terminal the closing words replace the progress line.
    console.log(`${tty ? '\r\x1b[K' : ''}seeded the demo agencies: ${statements} statements in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    if (tty) process.stdout.write('\n');
    throw error;
  } finally {
    await mf.dispose();
  }
}

/**
 * Reads the seed worker's lines (worker/platform/demo/seed/seed-worker.ts) and shows the progress:
 * one updating line in a terminal, a line per quarter otherwise (CI logs). Answers the count.
 */
async function readSeedProgress(body, started, { tty, quarters }) {
  let shownQuarter = 0;
  let rest = '';
  const decoder = new TextDecoder();
  for await (const chunk of body) {
    const lines = (rest + decoder.decode(chunk, { stream: true })).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const message = JSON.parse(line);
      if ('error' in message) throw new Error(`seeding failed: ${message.error}`);
      if ('statements' in message) return message.statements;
      const percent = Math.floor((message.written / message.total) * 100);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (tty) process.stdout.write(`\r${SEEDING} ${percent} % (${message.written} of ${message.total} statements, ${seconds} s)`);
      else if (quarters && Math.floor(percent / 25) > shownQuarter) {
        shownQuarter = Math.floor(percent / 25);
        console.log(`  ${percent} % (${message.written} of ${message.total} statements, ${seconds} s)`);
      }
    }
  }
  throw new Error('seeding failed: the seed worker stopped without saying it finished');
}

/** Whether the local database already holds demo sites. */
export async function isSeeded(persistTo) {
  const local = await localBindings(persistTo);
  try {
    const row = await local.env.DB.prepare('SELECT count(*) AS n FROM sites').first();
    return Number(row?.n ?? 0) > 0;
  } catch {
    return false;
  } finally {
    await local.dispose();
  }
}
