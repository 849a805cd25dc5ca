// Builds the browser side: the island entry (with the enhancers, no React), React's hydrate
// chunk and one chunk per React island, both loaded lazily, the CSS,
// all with hashed names under dist/assets (served from /assets/), plus the manifest the
// worker imports to emit <script type="module"> and <link rel="modulepreload">.
// The worker itself is bundled by wrangler (and by vitest-pool-workers in tests).
// A size budget fails the build: see BUDGETS.
import * as esbuild from 'esbuild';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { writeIslandRegistry } from './scripts/island-registry.mjs';
import { writeCrmForms } from './scripts/crm-forms.mjs';
import { PLATFORM_STATIC_FILES_JSON, writeOpenApiDocument } from './scripts/openapi-document.mjs';
import { STATIC_FILES_JSON, writeConsoleEditor } from './scripts/console-editor.mjs';
import { importTs } from './scripts/lib.mjs';
import { writeChanged } from './scripts/write-changed.mjs';

const OUT_DIR = 'dist/assets';
const HEADERS_FILE = 'dist/_headers';
const MANIFEST_PATH = 'worker/site/render/client-manifest.generated.json';
const VTIMEZONES_PATH = 'worker/site/formats/vtimezones.generated.json';
/** shared/domain/viewings.ts AGENCY_TIME_ZONE (the calendar test fails if they differ). */
const AGENCY_TIME_ZONE = 'Europe/Brussels';
const ISLANDS_DIR = 'client/islands';
const KB = 1024;
/** The share of a budget a page must leave free, as scripts/bundle-check.mjs's ROOM: a budget binds before it is full. */
const ROOM = 0.05;
const BUDGETS = {
  // A page whose islands are all enhanced (menu, back-to-top, scroll-down, counters, favorites
  // count, favorite hearts: the privacy statement, say) loads only the entry, and no React: 3.9 KB measured.
  enhancedOnly: 10 * KB,
  // A page with one small React island (the tabs), gzipped: React itself. 73.8 KB measured, of
  // which React DOM's client is 65.1 KB and the entry 4.2.
  oneSmallIsland: { island: 'detail-tabs', bytes: 75 * KB },
  // No page loads more than this before the visitor interacts: the entry, React (hydrate)
  // and the static imports of every React island the page renders (client/page-profiles.json;
  // a worker test keeps the profiles true to the pages). Heavy parts (the map) are dynamic
  // imports inside an island, loaded only when opened, so they are not counted (nor is Glide,
  // which a detail page's gallery loads when the visitor reaches for it). Measured: home
  // 88.0 KB, content 88.7, favorites 84.9, compare 73.0, detail 86.8, holiday 88.4, holiday unit 86.5.
  beforeInteraction: 95 * KB + 200,
  // The listing page: 88.4 KB measured (the filter bar and the cards' list with valtio; swr comes
  // with the next page or a new search, client/lists/estate-pages.tsx).
  listingBeforeInteraction: 95 * KB + 640,
  // The consent banner's module and stylesheet, loaded only on a site with its own tags, on
  // every page of it, besides what the page's profile loads; no other site loads a byte of it: 3.2 KB measured.
  consent: 4 * KB,
  // The MCP App view of listings (client/assistant-view/): one HTML file with its script, style and
  // words in four languages, which an assistant's host loads in a frame; no page of the site loads it.
  assistantView: 5 * KB,
};
/**
 * The pages that still leave less than ROOM of their budget, held to the budget alone until room
 * is made (every other fails with less than ROOM left; one of these fails once it has room, so
 * the list only shrinks): React's own client is 70 of the 74 KB every React page starts with.
 */
const SHORT_OF_ROOM = new Set(['detail-tabs']);
const PAGE_PROFILES = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync('client/page-profiles.json', 'utf8'))).filter(([name]) => !name.startsWith('$')),
);

const started = Date.now();
// The island registry, from the files (client/entry.ts and the worker import it), and the CRMs' forms, from their folders.
writeIslandRegistry();
writeCrmForms();
// dist/ is written over, not removed first: a `wrangler dev` serving this checkout (npm start)
// reads it while a build or a deploy's dry run (wrangler.console.toml's [build]) makes it again,
// and a file its worker names must never be missing. What this build did not write goes at the end.
// Every file is written only where its bytes changed (scripts/write-changed.mjs): wrangler dev
// reloads on any write to what it serves, so a build of unchanged sources leaves it undisturbed.
await mkdir(OUT_DIR, { recursive: true });
// The ingest API's OpenAPI document (the platform answers it; the generator stays out of its
// bundle), and its static copy in dist/assets/, which the platform reads through ASSETS.
await writeOpenApiDocument();
// The console's static files: its rich-text editor (its budget: npm run check:bundles) and its words.
await writeConsoleEditor();

const islandFiles = (await readdir(ISLANDS_DIR)).filter((file) => file.endsWith('.tsx'));
const HYDRATE_ENTRY = 'client/hydrate.ts';
const CONSENT_ENTRY = 'client/consent/consent.ts';
const CONSENT_CSS = 'client/consent/consent.css';
const SELLER_REPORT_CSS = 'client/styles/seller-report.css';

const result = await esbuild.build({
  entryPoints: {
    entry: 'client/entry.ts',
    app: 'client/styles/app.css',
    consent: CONSENT_ENTRY,
    'consent-style': CONSENT_CSS,
    'seller-report': SELLER_REPORT_CSS,
  },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
  minify: true,
  jsx: 'automatic',
  legalComments: 'none',
  // Every file here runs as soon as it is loaded (the entry at once; React, an island and their
  // chunks when an island starts), so V8 may compile all of it while the file downloads, off
  // the main thread, rather than function by function, on it, as the code first runs.
  // React's modules are CommonJS, which esbuild wraps in a function each: lazily compiled,
  // React's evaluation had to parse and compile all of react-dom on the main thread in one go.
  // https://v8.dev/blog/explicit-compile-hints
  banner: { js: '//# allFunctionsCalledOnLoad' },
  outdir: OUT_DIR,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  // swr's shim of useSyncExternalStore for React before 18: React's own (client/aliases/).
  alias: { 'use-sync-external-store/shim': './client/aliases/use-sync-external-store-shim.ts' },
  // Leaflet's stylesheet names a few images; they are emitted with hashed names, used only if shown.
  loader: { '.png': 'file', '.svg': 'file' },
  logLevel: 'warning',
  // Written below, once final and only where changed.
  write: false,
});
/** The build's files, by their path as the metafile names them, as they will be written. */
const built = new Map(result.outputFiles.map((file) => [relative('.', file.path), file.contents]));

const outputs = result.metafile.outputs;
// What each output holds (`outputs[file].inputs`), for finding what a page's bytes are:
// METAFILE=/tmp/meta.json node build.mjs (outside dist/, which is served as it is).
if (process.env.METAFILE) await writeFile(process.env.METAFILE, JSON.stringify(result.metafile));
const url = (file) => `/${relative('dist', file)}`;

/** A file and every file it imports statically, transitively. */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of outputs[file]?.imports ?? []) {
    if (imported.kind === 'import-statement' && !imported.external) staticClosure(imported.path, seen);
  }
  return seen;
}

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const sumGzip = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);

const entryFile = Object.keys(outputs).find((file) => outputs[file].entryPoint === 'client/entry.ts');
const cssFile = Object.keys(outputs).find((file) => outputs[file].entryPoint === 'client/styles/app.css');
if (!entryFile || !cssFile) throw new Error('build: entry or CSS output missing');
// esbuild keeps its runtime helpers (the CommonJS interop React's modules need) in a chunk of
// their own, which has no inputs and no side effects, and imports it from every entry point,
// used or not: the island entry uses none of them, yet every page loaded it (0.4 KB gz and a
// request). The chunks that use the helpers import them by name; the entry's bare import goes.
// (Found among the entry's imports: esbuild may also leave an empty chunk, no inputs either, between islands.)
const runtimeChunk = outputs[entryFile].imports
  .map((imported) => imported.path)
  .find((file) => file.endsWith('.js') && !outputs[file]?.entryPoint && Object.keys(outputs[file]?.inputs ?? { none: 1 }).length === 0);
const consentFile = Object.keys(outputs).find((file) => outputs[file].entryPoint === CONSENT_ENTRY);
const consentCssFile = Object.keys(outputs).find((file) => outputs[file].entryPoint === CONSENT_CSS);
if (!consentFile || !consentCssFile) throw new Error(`build: ${CONSENT_ENTRY} or ${CONSENT_CSS} is not a file of its own`);
const sellerReportCssFile = Object.keys(outputs).find((file) => outputs[file].entryPoint === SELLER_REPORT_CSS);
if (!sellerReportCssFile) throw new Error(`build: ${SELLER_REPORT_CSS} is not a file of its own`);
// The same for the consent module and the plain-search box's chunk, which use none of them either.
const plainSearchFile = Object.keys(outputs).find((file) => outputs[file].entryPoint === 'client/plain-search/box.ts');
for (const file of runtimeChunk ? [entryFile, consentFile, ...(plainSearchFile ? [plainSearchFile] : [])] : []) {
  const bare = `import"./${basename(runtimeChunk)}";`;
  const code = Buffer.from(built.get(file)).toString('utf8');
  if (code.includes(bare)) {
    built.set(file, Buffer.from(code.replace(bare, '')));
    outputs[file].imports = outputs[file].imports.filter((imported) => imported.path !== runtimeChunk);
  }
}
for (const [file, contents] of built) writeChanged(file, contents);
const entryClosure = staticClosure(entryFile);
const hydrateFile = Object.keys(outputs).find((file) => outputs[file].entryPoint === HYDRATE_ENTRY);
if (!hydrateFile) throw new Error(`build: ${HYDRATE_ENTRY} is not a chunk of its own (a dynamic import in client/entry.ts)`);
const hydrateClosure = [...staticClosure(hydrateFile)].filter((file) => !entryClosure.has(file));
const shared = new Set([...entryClosure, ...hydrateClosure]);

const islands = {};
for (const file of islandFiles) {
  const name = basename(file).replace(/\.tsx?$/, '');
  const output = Object.keys(outputs).find((out) => outputs[out].entryPoint === `${ISLANDS_DIR}/${file}`);
  if (!output) throw new Error(`build: island ${name} is not a chunk of its own (client/islands/registry.generated.ts)`);
  islands[name] = [...staticClosure(output)].filter((f) => !shared.has(f));
}

// The seller report's words: a static file the site worker reads through its ASSETS
// binding when it renders a report (worker/site/routes/seller-report.tsx), not in its bundle.
const sellerReportWords = JSON.stringify(JSON.parse(readFileSync('locales/seller-report.json', 'utf8')));
const sellerReportWordsFile = `${OUT_DIR}/seller-report-${createHash('sha256').update(sellerReportWords).digest('hex').slice(0, 8)}.json`;
writeChanged(sellerReportWordsFile, sellerReportWords);

// The MCP server's tools document (worker/site/assistants/mcp-tools.json: its instructions, each tool's
// description and input schema): a static file the site worker reads through ASSETS, not bundled.
const assistantTools = JSON.stringify(JSON.parse(readFileSync('worker/site/assistants/mcp-tools.json', 'utf8')));
const assistantToolsFile = `${OUT_DIR}/mcp-tools-${createHash('sha256').update(assistantTools).digest('hex').slice(0, 8)}.json`;
writeChanged(assistantToolsFile, assistantTools);

// The MCP App view of listings (client/assistant-view/, worker/site/assistants/view.ts): one
// self-contained HTML file (a host's sandbox loads nothing else of ours), its script and style
// inlined, its words from locales/ (`assistantView`); the worker reads it through ASSETS and
// writes the agency's colours into its first style.
const VIEW_DIR = 'client/assistant-view';
const viewScript = await esbuild.build({ entryPoints: [`${VIEW_DIR}/view.ts`], bundle: true, minify: true, format: 'esm', target: 'es2022', write: false });
const viewStyle = await esbuild.transform(readFileSync(`${VIEW_DIR}/view.css`, 'utf8'), { loader: 'css', minify: true });
const viewWords = Object.fromEntries(
  ['nl', 'fr', 'en', 'de'].map((locale) => [locale, JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')).assistantView]),
);
const assistantView = readFileSync(`${VIEW_DIR}/view.html`, 'utf8')
  .replace(/\n\s*/g, '')
  .replace('/*view-css*/', () => viewStyle.code.trim())
  .replace('"view-words"', () => JSON.stringify(viewWords).replaceAll('</', '<\\/'))
  .replace('/*view-js*/', () => viewScript.outputFiles[0].text.trim().replaceAll('</script', '<\\/script'));
const assistantViewFile = `${OUT_DIR}/mcp-view-${createHash('sha256').update(assistantView).digest('hex').slice(0, 8)}.html`;
writeChanged(assistantViewFile, assistantView);

// The site's words (shared/i18n SiteWords): one static file the site worker reads through its
// ASSETS binding once per isolate (worker/site/middleware/words.ts), not in its bundle.
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
// With them, the places and the words of search in plain words (shared/domain/plain-search/place-data.ts
// and vocabulary.ts: about 19 KiB gzipped the worker's bundle does not carry), installed by the same middleware.
const { PLACE_DATA } = await importTs('shared/domain/plain-search/place-data-source.ts');
const { VOCABULARY_WORDS } = await importTs('shared/domain/plain-search/vocabulary-source.ts');
// And what the pages read with their words (about 6 KiB gzipped out of the bundle): the ad law's
// facts in plain words (shared/domain/ad-rules/words.ts), the consent banner's words, the catalogue
// of the listings' fields (shared/domain/alternate-fields.ts), the cost of owning's dated tables
// with their sources (shared/domain/cost-of-owning/tables.ts) and the sanitiser's named character
// references (shared/html/sanitize.ts).
const { AD_FACT_WORDS } = await importTs('shared/domain/ad-rules/words.ts');
// And the ad law's texts by source (shared/domain/ad-rules/laws.ts) and the postal codes of the
// Flemish kernsteden and the Vlaamse Rand (shared/domain/flemish-core-municipalities.ts).
const { AD_LAWS } = await importTs('shared/domain/ad-rules/laws.ts');
const { FLEMISH_CORE_ZIPS } = await importTs('shared/domain/flemish-core-municipalities.ts');
const { ALTERNATE_FIELDS_SOURCE } = await importTs('shared/domain/alternate-fields-source.ts');
const { OWNING_TABLES } = await importTs('shared/domain/cost-of-owning/tables-source.ts');
// The purchase costs' figures with their dated texts (shared/domain/purchase-cost-cites.ts).
const { CITED_RATES } = await importTs('shared/domain/purchase-cost-cites.ts');
const { LEGACY_REFERENCES, NAMED_REFERENCES } = await importTs('shared/html/named-references.ts');
const siteWords = JSON.stringify({
  ui: Object.fromEntries(['nl', 'fr', 'en', 'de'].map((locale) => [locale, readJson(`locales/${locale}.json`)])),
  enums: readJson('locales/enums.json'),
  fields: readJson('locales/fields.json'),
  adFacts: AD_FACT_WORDS,
  adLaws: AD_LAWS,
  coreZips: FLEMISH_CORE_ZIPS,
  consent: readJson('locales/consent.json').banner,
  places: PLACE_DATA,
  vocabulary: VOCABULARY_WORDS,
  alternateFields: ALTERNATE_FIELDS_SOURCE,
  owningTables: OWNING_TABLES,
  rateCites: CITED_RATES,
  namedReferences: { named: NAMED_REFERENCES, legacy: LEGACY_REFERENCES },
});
const siteWordsFile = `${OUT_DIR}/words-${createHash('sha256').update(siteWords).digest('hex').slice(0, 8)}.json`;
writeChanged(siteWordsFile, siteWords);

const manifest = {
  entry: url(entryFile),
  entryImports: [...entryClosure].filter((f) => f !== entryFile).map(url),
  hydrate: hydrateClosure.map(url),
  css: url(cssFile),
  islands: Object.fromEntries(Object.entries(islands).map(([name, files]) => [name, files.map(url)])),
  // The React islands' names alone, for the worker's check (worker/site/render/island.tsx): it bundles no chunk list.
  islandNames: Object.keys(islands),
  consent: url(consentFile),
  consentCss: url(consentCssFile),
  sellerReportCss: url(sellerReportCssFile),
  sellerReportWords: url(sellerReportWordsFile),
  words: url(siteWordsFile),
  assistantTools: url(assistantToolsFile),
  assistantView: url(assistantViewFile),
};
writeChanged(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);

// The .ics file's time zone (worker/site/formats/ical.ts): timezones-ical-library
// writes the VTIMEZONE here, at build time, so the worker carries one zone's block instead
// of the library's table of every zone (about 29 KB).
writeChanged(VTIMEZONES_PATH, `${JSON.stringify({ [AGENCY_TIME_ZONE]: tzlib_get_ical_block(AGENCY_TIME_ZONE)[0] }, null, 2)}\n`);
// Static files are answered before the worker runs: they get the worker's security headers
// here (worker/site/middleware/security-headers.ts; test/e2e/site/middleware/foundation.test.ts compares them), and
// a CSP that lets a file opened on its own (an SVG) run or load nothing.
const STATIC_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-site',
  'Origin-Agent-Cluster': '?1',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};
writeChanged(
  HEADERS_FILE,
  `/assets/*\n${Object.entries(STATIC_HEADERS)
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join('')}`,
);

// What an earlier build wrote and this one did not (content-hashed names of code since changed).
const written = new Set([
  ...Object.keys(outputs),
  sellerReportWordsFile,
  assistantToolsFile,
  assistantViewFile,
  siteWordsFile,
  HEADERS_FILE,
  ...[PLATFORM_STATIC_FILES_JSON, STATIC_FILES_JSON].flatMap((file) => Object.values(JSON.parse(readFileSync(file, 'utf8'))).map((path) => `dist${path}`)),
]);
const kept = await readdir('dist', { recursive: true, withFileTypes: true });
await Promise.all(
  kept
    .filter((entry) => entry.isFile())
    .map((entry) => join(relative('.', entry.parentPath), entry.name))
    .filter((file) => !written.has(file))
    .map((file) => rm(file)),
);

// Sizes and budgets.
const rows = Object.keys(outputs)
  .filter((file) => !file.endsWith('.map'))
  .map((file) => ({ file: relative('dist', file), raw: outputs[file].bytes, gzip: gzipSize(file) }))
  .sort((a, b) => b.gzip - a.gzip);
console.log('client build (%d ms):', Date.now() - started);
for (const row of rows) {
  console.log(`  ${row.file.padEnd(44)} ${(row.raw / KB).toFixed(1).padStart(7)} KB  ${(row.gzip / KB).toFixed(1).padStart(6)} KB gz`);
}

const failures = [];
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB gz`;
/** Prints a page's figure against its budget and notes what fails: over it, or short of ROOM (unless SHORT_OF_ROOM), or with room while listed there. */
function checkBudget(name, label, bytes, max, extra = '') {
  const room = 1 - bytes / max;
  console.log(`  budget: ${label}: ${kb(bytes)} (max ${+(max / KB).toFixed(2)} KB${extra}, ${(room * 100).toFixed(1)} % room)`);
  if (bytes > max) failures.push(`${label} loads ${bytes} B gz > ${max} B`);
  else if (room < ROOM && !SHORT_OF_ROOM.has(name))
    failures.push(`${label} loads ${bytes} B gz: less than ${ROOM * 100} % of its budget of ${max} B left; make room, never raise the budget`);
  else if (room >= ROOM && SHORT_OF_ROOM.has(name))
    failures.push(`${label} has ${(room * 100).toFixed(1)} % room now: take ${name} out of SHORT_OF_ROOM (build.mjs)`);
}
/** What a page with these React islands loads before interaction: the entry, and React with the islands' chunks if any. */
const pageFiles = (names) => new Set([...entryClosure, ...(names.length > 0 ? [...hydrateClosure, ...names.flatMap((name) => islands[name] ?? [])] : [])]);
/** Whether an output holds code of React itself (react, react-dom, scheduler). */
const holdsReact = (file) => Object.keys(outputs[file].inputs).some((input) => /node_modules\/(react|react-dom|scheduler)\//.test(input));

checkBudget('enhanced', 'page with enhanced islands only', sumGzip(entryClosure), BUDGETS.enhancedOnly, ', no React');
const reactInEntry = [...entryClosure].filter(holdsReact);
if (reactInEntry.length > 0) failures.push(`the entry loads React on every page: ${reactInEntry.map(url).join(', ')}`);
if (!hydrateClosure.some(holdsReact)) failures.push(`React is not in the hydrate chunks: is ${HYDRATE_ENTRY} still where React loads?`);

const small = BUDGETS.oneSmallIsland;
if (!islands[small.island]) failures.push(`island ${small.island} is missing`);
checkBudget(small.island, `page with one small React island (${small.island})`, sumGzip(pageFiles([small.island])), small.bytes);
const profileBytes = (name) => sumGzip(pageFiles(PAGE_PROFILES[name]));
for (const [profile, names] of Object.entries(PAGE_PROFILES)) {
  const missing = names.filter((name) => !islands[name]);
  if (missing.length > 0) failures.push(`profile ${profile} names unknown React islands: ${missing.join(', ')}`);
  const max = names.length === 0 ? BUDGETS.enhancedOnly : profile === 'listing' ? BUDGETS.listingBeforeInteraction : BUDGETS.beforeInteraction;
  checkBudget(profile, `${profile} pages before interaction`, profileBytes(profile), max);
}
// A holiday unit's page loads no more than an estate's detail page.
if (profileBytes('rental') > profileBytes('detail'))
  failures.push(`a holiday unit page loads ${profileBytes('rental')} B gz, more than a detail page (${profileBytes('detail')} B)`);
// The consent module stands alone: it shares no chunk with the pages' code, so a site without tags pays nothing for it.
const consentFiles = staticClosure(consentFile);
checkBudget('consent', 'consent banner of a site with tags', sumGzip([...consentFiles, consentCssFile]), BUDGETS.consent);
checkBudget('assistantView', 'MCP App view of listings', gzipSize(assistantViewFile), BUDGETS.assistantView);
if ([...consentFiles].some((file) => file !== consentFile))
  failures.push(`the consent module shares chunks with the pages: ${[...consentFiles].map(url).join(', ')}`);
const everything = sumGzip(pageFiles(Object.keys(islands)));
console.log(`  (every island at once, no page does that: ${kb(everything)})`);
if (failures.length > 0) {
  console.error(`size budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
