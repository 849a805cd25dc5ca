// npm run check:bundles: the deploy dry-runs of the three production workers (wrangler bundles
// them exactly as `npm run deploy` would, custom build included), then their budgets, and the
// budget of the console's rich-text editor script (scripts/console-editor.mjs). Fails when a
// configuration does not bundle, when a bundle has less than ROOM (5 %) of its budget left (so
// a budget always binds: it is never raised to fit a feature, room is made), when one holds
// what production must not carry (the platform: its demo data and picture generators, an
// OpenAPI generator, or any of the site's code; the site and the console: their words), or when
// a static file a worker reads through ASSETS is missing from the assets its deploy uploads.
// npm test runs it.
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { ENV } from './lib.mjs';
import { spawn } from 'node:child_process';
import { buildConsoleEditor, buildListingMedia, buildPageEditor } from './console-editor.mjs';

const KIB = 1024;
/** The share of its budget a bundle must leave free: a bundle past 95 % fails, as does one over. */
export const ROOM = 0.05;
/**
 * The production site worker, gzipped as Cloudflare counts it: 205.6 KiB measured. Its words
 * (four languages, about 45 KiB gzipped, with the places and the words of search in plain words,
 * about 19 KiB, and what its pages read with them, about 6 KiB: the catalogue of the listings'
 * fields, the cost of owning's dated tables, the ad law's facts, the consent banner's words and
 * the sanitiser's named character references) and the seller report's are static files it reads
 * through ASSETS (worker/site/middleware/words.ts), not part of it; of the client's manifest it
 * bundles the React islands' names, not their chunks (worker/site/render/manifest.ts). React and
 * its JSX runtime are bundled as a server runs them, the islands' effects left out
 * (worker/aliases/react.mjs, jsx-runtime.mjs: docs/decisions/066-the-workers-react-as-the-server-runs-it.md).
 */
export const BUDGET_GZIP_BYTES = 224 * KIB;
/**
 * The standalone platform worker, gzipped: 255.6 KiB measured (261,774 B). The most of it:
 * zod's classic API, the starter site's pages in four languages and passkeys
 * (@simplewebauthn/server with its CBOR parser; the ASN.1 and certificate code, root certificates and certificate formats
 * attestation "none" never reads left out: worker/platform/aliases/). The ingest API's OpenAPI
 * document, the templates of the starter site's privacy statement and terms of use (15 KiB
 * gzipped) and the words of its mails (9 KiB gzipped) are static files it reads through ASSETS
 * (worker/platform/static-files.ts, worker/platform/starter/agreement-texts.ts,
 * worker/platform/delivery/mail-words.ts), not part of it; of xss it bundles the filter alone
 * (worker/aliases/xss-server.cjs).
 */
export const PLATFORM_BUDGET_GZIP_BYTES = 277 * KIB;
/**
 * The console worker, gzipped: 108.6 KiB measured, React's server renderer and the screens. Its
 * words (four languages, about 50 KiB gzipped) and its rich-text editor are static files of the
 * build (scripts/console-editor.mjs), not part of it.
 */
export const CONSOLE_BUDGET_GZIP_BYTES = 167 * KIB;
/**
 * Inputs the production site worker must never contain: the embedded platform with its seed
 * and media generators (it reaches the platform over PLATFORM or UPSTREAM_URL), browser-only
 * libraries (wrangler.production.toml [alias]), React's second server renderer and what a
 * stand-in of worker/aliases/ replaces (xss's main module) or a form avoids (zod's z.coerce).
 */
const FORBIDDEN = [
  { pattern: /(^|\/)worker\/platform\//, why: 'the embedded platform (worker/site/production.ts must not import it)' },
  { pattern: /node_modules\/leaflet\//, why: 'Leaflet (browser only)' },
  { pattern: /node_modules\/@glidejs\//, why: 'Glide (browser only)' },
  { pattern: /(^|\/)client\/map\//, why: 'the map view (browser only: #estate-map in package.json imports)' },
  {
    pattern: /(^|\/)client\/lists\//,
    why: 'the compare table, the recently viewed list and the compare toggles (browser only: #compare-view, #recent-view in package.json imports)',
  },
  { pattern: /react-dom-server-legacy/, why: "React's legacy server renderer (one renderer only)" },
  { pattern: /node_modules\/zod\/v4\/locales\/(?!en\.js)/, why: "zod's other languages (only the English messages are used)" },
  { pattern: /node_modules\/react-dom\/cjs\/.*development/, why: "React's development build" },
  {
    pattern: /node_modules\/entities\/dist\/generated\/decode-data/,
    why: "the entities package's full table (shared/html/named-references.ts is the sanitiser's)",
  },
  { pattern: /node_modules\/dayjs\//, why: 'dayjs (the .ics file reads its instants with Intl)' },
  { pattern: /node_modules\/cssfilter\//, why: 'cssfilter (the sanitiser allows no style attribute: worker/aliases/cssfilter-server.cjs)' },
  { pattern: /node_modules\/swr\//, why: 'swr (it fetches only in the browser: worker/aliases/swr-server.ts renders the islands on the server)' },
  { pattern: /node_modules\/xss\/lib\/index\.js$/, why: "xss's main module (the sanitisers take its filter alone: worker/aliases/xss-server.cjs)" },
  {
    pattern: /node_modules\/zod\/v4\/mini\/coerce\.js$/,
    why: "zod's z.coerce (its namespace brings zod's bigint, date and boolean schemas: worker/site/forms/fields.ts coercedNumber)",
  },
  {
    pattern: /(^|\/)locales\/(enums|fields|seller-report)\.json$/,
    why: "the site's words (a static file read through ASSETS: worker/site/middleware/words.ts)",
  },
  {
    pattern: /(^|\/)shared\/domain\/plain-search\/(places\.json|place-centres\.ts|common-words\.ts|place-data-source\.ts|belgian-places\.ts)$/,
    why: 'the places of search in plain words (in the words file: shared/domain/plain-search/place-data.ts)',
  },
  {
    pattern: /(^|\/)shared\/domain\/plain-search\/vocabulary-source\.ts$/,
    why: 'the words of search in plain words (in the words file: shared/domain/plain-search/vocabulary.ts)',
  },
  {
    pattern: /(^|\/)shared\/domain\/alternate-fields-source\.ts$/,
    why: "the catalogue of the listings' fields (in the words file: shared/domain/alternate-fields.ts)",
  },
  {
    pattern: /(^|\/)shared\/domain\/cost-of-owning\/tables-(source|renovation)\.ts$/,
    why: "the cost of owning's dated tables (in the words file: shared/domain/cost-of-owning/tables.ts)",
  },
  {
    pattern: /(^|\/)shared\/domain\/ad-rules\/words\.ts$/,
    why: "the ad law's facts in plain words (in the words file: shared/i18n SiteWords adFacts)",
  },
  {
    pattern: /(^|\/)shared\/domain\/ad-rules\/laws\.ts$/,
    why: "the ad law's texts by source (in the words file: shared/i18n SiteWords adLaws)",
  },
  {
    pattern: /(^|\/)shared\/domain\/flemish-core-municipalities\.ts$/,
    why: 'the postal codes of the Flemish kernsteden and the Vlaamse Rand (in the words file: shared/domain/flemish-core.ts)',
  },
  {
    pattern: /(^|\/)shared\/domain\/energy-sources\.ts$/,
    why: 'the sources of the energy rules (read by their table test only)',
  },
  {
    pattern: /(^|\/)shared\/domain\/purchase-cost-(sources|cites)\.ts$/,
    why: "the purchase costs' sources (in the words file: shared/domain/purchase-cost-cite-store.ts)",
  },
  {
    pattern: /(^|\/)locales\/consent\.json$/,
    why: "the consent banner's words (in the words file: shared/i18n SiteWords consent)",
  },
  {
    pattern: /(^|\/)shared\/html\/named-references\.ts$/,
    why: "the sanitiser's named character references (in the words file: shared/html/sanitize.ts installNamedReferences)",
  },
];

/** The site's words: the error page's few are bundled (worker/site/render/error-page.ts), the rest is a static file. */
const WORDS_IN_BUNDLE = [
  {
    pattern: /(^|\/)locales\/(nl|fr|en|de)\.json$/,
    maxBytes: 2 * KIB,
    why: "the site's words (a static file read through ASSETS: worker/site/middleware/words.ts)",
  },
];

/**
 * Inputs the standalone platform must never contain: its demo data and picture generators
 * (worker/platform/demo/: the local default only), an OpenAPI generator (the ingest API's
 * document is written at build time), the starter's agreement templates and its mails' words
 * (static files), xss's main module, zod's non-English messages and the site's code.
 */
const PLATFORM_FORBIDDEN = [
  { pattern: /(^|\/)worker\/platform\/demo\//, why: 'demo data or a picture generator (worker/platform/worker.ts must not reach worker/platform/demo/)' },
  {
    pattern: /node_modules\/(@hono\/zod-openapi|@asteasolutions\/zod-to-openapi|openapi3-ts)\/|(^|\/)worker\/platform\/ingest\/openapi\.ts$/,
    why: 'an OpenAPI generator (GET /ingest/openapi.json answers the document scripts/openapi-document.mjs writes at build time)',
  },
  {
    pattern: /node_modules\/zod\/v4\/locales\/(?!en\.js|index\.js)/,
    why: "zod's other languages (only the English messages are used: `z.locales.en()` brings them all)",
  },
  {
    pattern: /(^|\/)worker\/(?!platform\/|aliases\/)/,
    why: "the site's code (the platform imports only the contract, shared/ and itself; worker/aliases/ holds the workers' bundler stand-ins)",
  },
  { pattern: /(^|\/)client\//, why: "the site's browser code" },
  { pattern: /node_modules\/core-js-pure\//, why: "core-js-pure's polyfills (mimetext's Babel helpers are worker/platform/aliases/babel-*.ts)" },
  { pattern: /node_modules\/cssfilter\//, why: 'cssfilter (the cleaners keep no style attribute: worker/aliases/cssfilter-server.cjs)' },
  { pattern: /node_modules\/xss\/lib\/index\.js$/, why: "xss's main module (the cleaners take its filter alone: worker/aliases/xss-server.cjs)" },
  {
    pattern: /node_modules\/(asn1js|pvtsutils|pvutils|@peculiar\/(x509|asn1-[a-z0-9-]+))\//,
    why: 'ASN.1 or X.509 code (passkeys read no certificate; their ECDSA signature is read by worker/platform/aliases/ecdsa-signature.ts)',
  },
  {
    pattern: /(^|\/)worker\/platform\/ingest\/openapi\.generated\.json$/,
    why: "the ingest API's OpenAPI document (a static file read through ASSETS: worker/platform/static-files.ts)",
  },
  {
    pattern: /(^|\/)worker\/platform\/starter\/(agreements-(privacy|terms)(-[a-z]{2})?|agreement-templates)\.ts$/,
    why: "the starter site's privacy statement and terms of use (a static file read through ASSETS: worker/platform/starter/agreement-texts.ts)",
  },
  {
    pattern: /(^|\/)(locales\/(mail|console-mail|portal-answer)\.json|worker\/platform\/delivery\/mail-words-source\.ts)$/,
    why: "the words of the platform's mails (a static file read through ASSETS: worker/platform/delivery/mail-words.ts)",
  },
  {
    pattern: /node_modules\/@simplewebauthn\/server\/esm\/services\/defaultRootCerts\//,
    why: 'attestation root certificates (passkeys read no certificate: worker/platform/aliases/attestation-root-certificates.ts)',
  },
  {
    pattern:
      /node_modules\/@simplewebauthn\/server\/esm\/(registration\/verifications\/(tpm\/|verifyAttestation(?!Packed))|metadata\/verifyAttestationWithMetadata)/,
    why: 'attestation formats whose statements are certificates (passkeys read no certificate: worker/platform/aliases/attestation-formats.ts)',
  },
];

/**
 * Inputs the console worker must never contain: the platform (it asks it over the PLATFORM
 * service binding), the site's code, the local mailbox, React's development build.
 */
const CONSOLE_FORBIDDEN = [
  { pattern: /(^|\/)worker\/platform\//, why: 'the platform (the console asks it over the PLATFORM service binding)' },
  { pattern: /(^|\/)worker\/(?!console\/|aliases\/)/, why: "the site's code" },
  { pattern: /(^|\/)worker\/console\/local\//, why: 'the local mailbox (local default only)' },
  { pattern: /(^|\/)client\//, why: "the site's browser code" },
  { pattern: /react-dom-server-legacy/, why: "React's legacy server renderer (one renderer only)" },
  { pattern: /node_modules\/react-dom\/cjs\/.*development/, why: "React's development build" },
  { pattern: /node_modules\/zod\/v4\/locales\/(?!en\.js|index\.js)/, why: "zod's other languages" },
];

/** The console's words: the 503 page's few are bundled (worker/console/kit/words.ts), the rest is a static file. */
const CONSOLE_WORDS_IN_BUNDLE = [
  { pattern: /(^|\/)locales\/console\.json$/, maxBytes: 4 * KIB, why: "the console's words (a static file read through ASSETS: worker/console/kit/words.ts)" },
];

/**
 * The console's rich-text editor, a script it sends a browser, gzipped: 9.4 KiB measured (9,665
 * B), its DOM code (about 2 KiB) and the server's own cleaner (shared/html/rich-text.ts: the
 * `xss` package and the site's sanitiser with its table of named references, about 7 KiB, without
 * the store of answers the site keeps: sanitizeHtmlUnkept),
 * bundled so that a paste is cleaned in the browser by the very rules the server saves with.
 */
export const EDITOR_BUDGET_GZIP_BYTES = 10 * KIB;

/** Inputs the editor script must never contain: React (plain DOM code), the workers' code, the site's browser code. */
const EDITOR_FORBIDDEN = [
  { pattern: /node_modules\/(react|react-dom|scheduler)\//, why: 'React (the editor is plain DOM code)' },
  { pattern: /(^|\/)worker\/(?!aliases\/)/, why: "a worker's code" },
  { pattern: /(^|\/)client\/(?!console\/)/, why: "the site's browser code" },
];

export const EDITOR_CHECK = {
  config: 'the console editor (scripts/console-editor.mjs)',
  name: 'editor',
  budget: EDITOR_BUDGET_GZIP_BYTES,
  forbidden: EDITOR_FORBIDDEN,
};

/** The console's page-editor script (languages as tabs, focus on the section acted on), gzipped: plain DOM code, about 1 KiB. */
export const PAGE_EDITOR_BUDGET_GZIP_BYTES = 2 * KIB;
export const PAGE_EDITOR_CHECK = {
  config: 'the page editor (scripts/console-editor.mjs)',
  name: 'page editor',
  budget: PAGE_EDITOR_BUDGET_GZIP_BYTES,
  forbidden: EDITOR_FORBIDDEN,
};
/** The listing form's pictures script (reorder, checks and progress of the uploads), gzipped: plain DOM code, loaded by that form only. */
export const LISTING_MEDIA_BUDGET_GZIP_BYTES = 3 * KIB;
export const LISTING_MEDIA_CHECK = {
  config: 'the listing-media script (scripts/console-editor.mjs)',
  name: 'listing media',
  budget: LISTING_MEDIA_BUDGET_GZIP_BYTES,
  forbidden: EDITOR_FORBIDDEN,
};

/** The static files a worker reads through its ASSETS binding, by their addresses (written by the build its dry run ran). */
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const siteFiles = () => {
  const manifest = readJson('worker/site/render/client-manifest.generated.json');
  return [manifest.words, manifest.sellerReportWords, manifest.assistantTools, manifest.assistantView];
};
const consoleFiles = () => Object.values(readJson('worker/console/static-files.generated.json'));
const platformFiles = () => Object.values(readJson('worker/platform/static-files.generated.json'));

export const CONFIGS = [
  { config: 'wrangler.production.toml', name: 'site', budget: BUDGET_GZIP_BYTES, forbidden: FORBIDDEN, heavy: WORDS_IN_BUNDLE, assets: siteFiles },
  { config: 'wrangler.platform.toml', name: 'platform', budget: PLATFORM_BUDGET_GZIP_BYTES, forbidden: PLATFORM_FORBIDDEN, assets: platformFiles },
  {
    config: 'wrangler.console.toml',
    name: 'console',
    budget: CONSOLE_BUDGET_GZIP_BYTES,
    forbidden: CONSOLE_FORBIDDEN,
    heavy: CONSOLE_WORDS_IN_BUNDLE,
    assets: consoleFiles,
  },
];

/** Runs wrangler with its output kept; rejects with that output when it fails. */
function wrangler(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/wrangler', args, { env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`wrangler ${args.join(' ')} failed:\n${output}`))));
  });
}

/** Bundles one configuration as a deploy would and answers its size and inputs (with the bytes each puts in the bundle). */
export async function dryRun(config, name) {
  const outdir = `.tmp/dry-run-${name}`;
  await rm(outdir, { recursive: true, force: true });
  await wrangler(['deploy', '--dry-run', '--config', config, '--outdir', outdir, '--metafile', `${outdir}.meta.json`]);
  const meta = JSON.parse(await readFile(`${outdir}.meta.json`, 'utf8'));
  const [file, output] = Object.entries(meta.outputs).find(([out]) => out.endsWith('.js'));
  const code = await readFile(file);
  const inputBytes = Object.fromEntries(Object.entries(output.inputs).map(([input, { bytesInOutput }]) => [input, bytesInOutput]));
  return { bytes: code.length, gzipBytes: gzipSync(code).length, inputs: Object.keys(inputBytes), inputBytes };
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
const percent = (share) => `${(share * 100).toFixed(1)} %`;

/**
 * What is wrong with one bundle: over its budget, or with less than ROOM of it left; holding a
 * forbidden input, or more than allowed of a heavy one (`inputBytes`: the bytes each input puts in it).
 */
export function bundleProblems({ config, budget, forbidden, heavy = [] }, { gzipBytes, inputs, inputBytes = {} }) {
  const problems = [];
  if (gzipBytes > budget) problems.push(`${config}: ${kib(gzipBytes)} gzipped (${gzipBytes} B) is over its budget of ${kib(budget)} (${budget} B)`);
  else if (gzipBytes > budget * (1 - ROOM)) {
    problems.push(
      `${config}: ${kib(gzipBytes)} gzipped (${gzipBytes} B) leaves ${percent(1 - gzipBytes / budget)} of its budget of ${kib(budget)} (${budget} B), ` +
        `less than ${percent(ROOM)}: make room, never raise the budget`,
    );
  }
  for (const { pattern, why } of forbidden) {
    const found = inputs.find((input) => pattern.test(input));
    if (found) problems.push(`${config} holds ${why}: ${found}`);
  }
  for (const { pattern, maxBytes, why } of heavy) {
    const found = Object.entries(inputBytes).filter(([input]) => pattern.test(input));
    const bytes = found.reduce((total, [, size]) => total + size, 0);
    if (bytes > maxBytes) problems.push(`${config} holds ${bytes} B of ${why}, more than ${maxBytes} B: ${found.map(([input]) => input).join(', ')}`);
  }
  return problems;
}

/** The directory of a configuration's [assets], or undefined. */
export function assetsDirectory(configText) {
  return /^\[assets\][^[]*?^directory\s*=\s*"([^"]+)"/m.exec(configText)?.[1];
}

/** What is missing for a worker to read its static files: an [assets] directory in its configuration, or a file in it. */
export function assetProblems({ config, assets }) {
  if (!assets) return [];
  const directory = assetsDirectory(readFileSync(config, 'utf8'));
  if (!directory) return [`${config} has no [assets] directory: its worker reads static files through ASSETS (${assets().join(', ')})`];
  return assets()
    .filter((address) => !existsSync(join(directory, address)))
    .map((address) => `${config}: ${address} is not in its [assets] directory ${directory}, so its deploy would not upload it`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = [];
  for (const check of CONFIGS) {
    const bundle = await dryRun(check.config, check.name);
    console.log(
      `  deploy dry-run ${check.config}: ${kib(bundle.bytes)}, ${kib(bundle.gzipBytes)} gzipped (budget ${kib(check.budget)}, ` +
        `${percent(1 - bundle.gzipBytes / check.budget)} room)`,
    );
    problems.push(...bundleProblems(check, bundle), ...assetProblems(check));
  }
  const editor = await buildConsoleEditor();
  console.log(
    `  console editor ${editor.file}: ${kib(editor.code.length)}, ${kib(editor.gzipBytes)} gzipped (budget ${kib(EDITOR_BUDGET_GZIP_BYTES)}, ` +
      `${percent(1 - editor.gzipBytes / EDITOR_BUDGET_GZIP_BYTES)} room)`,
  );
  problems.push(...bundleProblems(EDITOR_CHECK, editor));
  const pageEditor = await buildPageEditor();
  console.log(
    `  page editor ${pageEditor.file}: ${kib(pageEditor.code.length)}, ${kib(pageEditor.gzipBytes)} gzipped (budget ${kib(PAGE_EDITOR_BUDGET_GZIP_BYTES)}` +
      `, ${percent(1 - pageEditor.gzipBytes / PAGE_EDITOR_BUDGET_GZIP_BYTES)} room)`,
  );
  problems.push(...bundleProblems(PAGE_EDITOR_CHECK, pageEditor));
  const listingMedia = await buildListingMedia();
  console.log(
    `  listing media ${listingMedia.file}: ${kib(listingMedia.code.length)}, ${kib(listingMedia.gzipBytes)} gzipped (budget ` +
      `${kib(LISTING_MEDIA_BUDGET_GZIP_BYTES)}, ${percent(1 - listingMedia.gzipBytes / LISTING_MEDIA_BUDGET_GZIP_BYTES)} room)`,
  );
  problems.push(...bundleProblems(LISTING_MEDIA_CHECK, listingMedia));
  if (problems.length > 0) {
    console.error(problems.map((problem) => `bundle check: ${problem}`).join('\n'));
    process.exit(1);
  }
}
