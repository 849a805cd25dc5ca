// npm run import -- <file.json> [--persist-to=dir] [--url=https://platform… --token=ingest_…]
//
// Two kinds of file:
// - { "siteId": 1, "listings": [ …normalized listings ] } (docs/crm-connectors.md "The ingest API"): written by the
//   source's ids, record by record (valid ones in, invalid ones listed with their field and
//   reason). With --url (or INGEST_URL) and --token (or INGEST_TOKEN) they go to a deployed
//   platform through its ingest API, in batches; without, into the local database, the same way.
// - { "siteId": 1, "estates": [ …RawEstate ] }: the platform's own estates with our ids, into
//   the local database only; every record is validated and nothing is written unless the
//   whole file is valid.
import { readFile } from 'node:fs/promises';
import { importTs, localBindings } from './lib.mjs';

/** Listings per ingest request (the API takes up to 500). */
const BATCH = 200;

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const persistTo = option('persist-to');
const url = option('url') ?? process.env.INGEST_URL;
const token = option('token') ?? process.env.INGEST_TOKEN;
if (!file) {
  console.error('usage: npm run import -- <file.json> [--persist-to=dir] [--url=https://platform.example.be --token=ingest_…]');
  process.exit(2);
}
let data;
try {
  data = JSON.parse(await readFile(file, 'utf8'));
} catch (error) {
  console.error(`${file}: not readable JSON (${error.message})`);
  process.exit(1);
}

function printOutcome(totals) {
  console.log(`created ${totals.created}, updated ${totals.updated}, unchanged ${totals.unchanged}, deleted ${totals.deleted}, refused ${totals.refused}`);
  for (const refusal of totals.refusals)
    console.error(`  refused ${refusal.source ?? '?'}/${refusal.externalId ?? '?'}: ${refusal.path || '(listing)'}: ${refusal.reason}`);
  if (totals.refused > 0) process.exitCode = 1;
}

function addTo(totals, outcome) {
  for (const key of ['created', 'updated', 'unchanged', 'deleted', 'refused']) totals[key] += outcome[key];
  totals.refusals.push(...outcome.refusals);
}

const totals = { created: 0, updated: 0, unchanged: 0, deleted: 0, refused: 0, refusals: [] };

// The example files' pictures and documents are on npm start's example image host, which they
// name on the default PORT (8787 + 5); it follows PORT (docs/running-locally.md "Ports"), and so
// do their addresses here, so the pictures show whatever port the site runs on.
const EXAMPLE_IMAGE_HOST = 'http://127.0.0.1:8792/';
const imageHost = `http://127.0.0.1:${Number(process.env.PORT || '8787') + 5}/`;
if (!url && imageHost !== EXAMPLE_IMAGE_HOST) data = JSON.parse(JSON.stringify(data).replaceAll(`"${EXAMPLE_IMAGE_HOST}`, `"${imageHost}`));

if (Array.isArray(data?.listings)) {
  if (!Number.isInteger(data.siteId) || data.siteId < 1) {
    console.error(`${file}: "siteId" must be a positive integer`);
    process.exit(1);
  }
  if (url) {
    if (!token) {
      console.error('--url needs --token (or INGEST_TOKEN): the ingest token of the site, from POST /admin/sites/{id}/connections { "kind": "ingest" }');
      process.exit(2);
    }
    const endpoint = new URL(`/ingest/sites/${data.siteId}/listings`, url);
    for (let start = 0; start < data.listings.length; start += BATCH) {
      const response = await fetch(endpoint, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ listings: data.listings.slice(start, start + BATCH) }),
      });
      const answer = await response.json().catch(() => ({ error: `${response.status} ${response.statusText}` }));
      if (!response.ok) {
        console.error(`${endpoint} answered ${response.status}: ${answer.error ?? ''}${answer.details ? ` ${JSON.stringify(answer.details)}` : ''}`);
        process.exit(1);
      }
      addTo(totals, answer);
    }
    printOutcome(totals);
  } else {
    const [{ upsertListings }, { recordSync }] = await Promise.all([
      importTs('worker/platform/listings/upsert.ts'),
      importTs('worker/platform/connections/sync-log.ts'),
    ]);
    const local = await localBindings(persistTo);
    try {
      const startedAt = new Date().toISOString();
      for (let start = 0; start < data.listings.length; start += BATCH)
        addTo(totals, await upsertListings(local.env.DB, data.siteId, data.listings.slice(start, start + BATCH)));
      await recordSync(local.env.DB, {
        siteId: data.siteId,
        connectionId: null,
        kind: 'import',
        startedAt,
        counts: totals,
        refusals: totals.refusals,
        error: null,
      });
      printOutcome(totals);
      console.log('The local site shows the changes once its cached answers age out (minutes), or at once after POST /admin/purge.');
    } finally {
      await local.dispose();
    }
  }
} else {
  if (url) {
    console.error(
      `${file}: a file of estates with our ids ("estates") goes into the local database only; a deployed platform takes "listings" ` +
        `(docs/crm-connectors.md "The ingest API")`,
    );
    process.exit(2);
  }
  const { importEstates } = await importTs('worker/platform/import/index.ts');
  const proxy = await localBindings(persistTo);
  try {
    const result = await importEstates(proxy.env.DB, data);
    if (result.ok) {
      console.log(`imported ${result.imported} estates (${result.replaced} replaced)`);
    } else {
      console.error(`nothing imported: ${result.problems.length} problem(s)`);
      for (const problem of result.problems) {
        const where = problem.record < 0 ? 'file' : `record ${problem.record}${problem.estateId ? ` (estate ${problem.estateId})` : ''}`;
        console.error(`  ${where}: ${problem.path}: ${problem.message}`);
      }
      process.exitCode = 1;
    }
  } finally {
    await proxy.dispose();
  }
}
