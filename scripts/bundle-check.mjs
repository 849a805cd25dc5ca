// npm run check:bundles: the deploy dry-runs of both production workers (wrangler bundles them
// exactly as `npm run deploy` would, custom build included), then their budgets, and the budget
// of the console's rich-text editor script (scripts/console-editor.mjs). Fails when a
// configuration does not bundle, when a worker grows past its budget (site 224 KiB, platform
// 277 KiB, console 167 KiB gzipped), or when either holds what production must not carry (the platform: its demo
// data and picture generators, an OpenAPI generator, or any of the site's code). npm test runs it.
import { readFile, rm } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { ENV } from './lib.mjs';
import { spawn } from 'node:child_process';
import { buildConsoleEditor } from './console-editor.mjs';

const KIB = 1024;
/**
 * The production site worker, gzipped as Cloudflare counts it (issue 13: ≤ 200 KB). Since then,
 * on the server, 24 KiB: issue 35's window cards and compare, 6 KiB (218.3 KiB measured over 212.8): the
 * QR encoder, lean-qr's nano build, 2.1 KiB (uqr was 3.9, qrcode-generator 7.5:
 * worker/site/formats/qr-code.ts), the window card and its QR code's routes, the compare page and its
 * JSON, the recently viewed list's place on the favorites page, and their words in four
 * languages, 1.5 KiB (the compare table and the recently viewed list render only in the browser:
 * #compare-view, #recent-view), and the external valuation widget's link and CSP, 0.5 KiB (218.8
 * measured); the valuation wizard of issue 35 (8.2 KiB, 3.3 of it its steps' words in
 * four languages; it needs no browser code), the consent banner and the tags' CSP of issue 34
 * (1.6 KiB), the statistics beacon and page marker (0.5 KiB), hidden pages, the framed section
 * preview and the agency's captcha keys of issue 32 (about 2 KiB); issue 34 again, 1 KiB for the
 * seller report's page (1.8 KiB: its rendering, the chart, the link's checks; its words are a
 * static file read through ASSETS and its stylesheet a client file, neither in the bundle). Then 5
 * KiB for issue 35's media, agents, open houses and WhatsApp (4.5 KiB on 212.8: the agent page and
 * its data 1.4, the players' link parsing and their server-rendered posters 1.1, their words in
 * four languages 0.9, the floor plans' tab with its zoom 0.7, the open-house badge and filter, the
 * cards' agent 0.4; the agent page and the sales representative share one list of contact lines,
 * the team and the agent page one naming of languages and its words: 217.4 KiB measured), and
 * issue 32's address display (0.2 KiB). All of them together: 223.6 KiB measured.
 */
export const BUDGET_GZIP_BYTES = 224 * KIB;
/**
 * The standalone platform worker, gzipped (issue 26: ≤ 140 KiB). Since then: issue 31, 50 KiB for
 * the console's API, own domains and the starter site (26 KiB of it the text a new agency is born
 * with: pages, privacy statement and terms in four languages), and 64 KiB for passkeys
 * (@simplewebauthn/server 14.0.3 with its ASN.1 and CBOR parsers, 88 KiB whole, 64 once the
 * certificate code that attestation "none" never runs is left out by [alias]:
 * worker/platform/aliases/attestation-certificates.ts); issue 32, 16 KiB for the editors' API
 * (the draft and its publications, the schemas, the rich-text cleaner, pictures, listing
 * sections, languages, captcha keys); issues 34 and 35, 2 KiB for the statistics' consumer and
 * report and the valuation's comparables; issue 34 again, 2 KiB for the seller reports (2.5 KiB:
 * their links, the listings' search, the report's weeks and the similar listings' median); issue 35
 * again, 1 KiB for the open-house filter of the search, the agent a lead names and its mail, the
 * WhatsApp and cards' agent settings (0.6 KiB: 274.6 measured); issue 33, 2 KiB for sites spread
 * over several D1 databases (1.5 KiB: `site-db.ts`, the placement of a new site, the cron jobs and
 * the stats consumer over every database, a site's database per query); issue 35 again, the
 * external valuation widget's setting (its route and its address's check, about 0.2 KiB).
 */
export const PLATFORM_BUDGET_GZIP_BYTES = 277 * KIB;
/**
 * The console worker, gzipped (issue 31: React's server renderer and the console's screens,
 * 100 KiB, and 20 KiB more for their words in four languages, about 64 KiB of JSON every screen
 * may need). Since then: issue 32, 32 KiB for the editors' screens and their words (pages and
 * their sections, menus, content lists with offices' hours and employees' languages,
 * agreements, changes, pictures, settings) and the rich-text editor's script the console serves
 * (9.4 KiB of it, EDITOR_BUDGET_GZIP_BYTES below; serving it as a static asset would give that
 * back); issue 31 again, 5 KiB for sign-up and passkeys; issue 34, 5 KiB for the Statistics
 * screen with its SVG charts, and 2 KiB for the seller reports' screens (3.2 KiB, 2.2 of it their
 * words in four languages: find a listing, make, list and revoke its links); issue 35, 1 KiB for the
 * settings' WhatsApp number and cards' agent with their words (0.3 KiB: 166.3 measured; the agent
 * is the employee shown as sales representative, no field of its own) and the external valuation
 * widget's section of the settings screen and its words (0.4 KiB).
 */
export const CONSOLE_BUDGET_GZIP_BYTES = 167 * KIB;
/**
 * Inputs the production site worker must never contain: the embedded platform with its seed
 * and media generators (it reaches the platform over PLATFORM or UPSTREAM_URL), browser-only
 * libraries (wrangler.production.toml [alias]) and React's second server renderer.
 */
const FORBIDDEN = [
  { pattern: /(^|\/)worker\/platform\//, why: 'the embedded platform (worker/site/production.ts must not import it)' },
  { pattern: /node_modules\/leaflet\//, why: 'Leaflet (browser only)' },
  { pattern: /node_modules\/@glidejs\//, why: 'Glide (browser only)' },
  { pattern: /(^|\/)client\/map\//, why: 'the map view (browser only: #estate-map in package.json imports)' },
  { pattern: /(^|\/)client\/lists\//, why: 'the compare table, the recently viewed list and the compare toggles (browser only: #compare-view, #recent-view in package.json imports)' },
  { pattern: /react-dom-server-legacy/, why: "React's legacy server renderer (one renderer only)" },
  { pattern: /node_modules\/zod\/v4\/locales\/(?!en\.js)/, why: "zod's other languages (only the English messages are used)" },
  { pattern: /node_modules\/react-dom\/cjs\/.*development/, why: "React's development build" },
  { pattern: /node_modules\/entities\/dist\/generated\/decode-data/, why: "the entities package's full table (shared/html/named-references.ts is the sanitiser's)" },
  { pattern: /node_modules\/dayjs\//, why: 'dayjs (the .ics file reads its instants with Intl)' },
  { pattern: /node_modules\/cssfilter\//, why: 'cssfilter (the sanitiser allows no style attribute: worker/aliases/cssfilter-server.cjs)' },
  { pattern: /node_modules\/swr\//, why: 'swr (it fetches only in the browser: worker/aliases/swr-server.ts renders the islands on the server)' },
];

/**
 * Inputs the standalone platform must never contain: its demo data and picture generators
 * (worker/platform/demo/: the local default only), an OpenAPI generator (the ingest API's
 * document is written at build time), zod's non-English messages and the site's code.
 */
const PLATFORM_FORBIDDEN = [
  { pattern: /(^|\/)worker\/platform\/demo\//, why: 'demo data or a picture generator (worker/platform/worker.ts must not reach worker/platform/demo/)' },
  {
    pattern: /node_modules\/(@hono\/zod-openapi|@asteasolutions\/zod-to-openapi|openapi3-ts)\/|(^|\/)worker\/platform\/ingest\/openapi\.ts$/,
    why: "an OpenAPI generator (GET /ingest/openapi.json answers the document scripts/openapi-document.mjs writes at build time)",
  },
  { pattern: /node_modules\/zod\/v4\/locales\/(?!en\.js|index\.js)/, why: "zod's other languages (only the English messages are used: `z.locales.en()` brings them all)" },
  { pattern: /node_modules\/cssfilter\//, why: 'cssfilter (neither sanitiser allows a style attribute: worker/aliases/cssfilter-server.cjs)' },
  // worker/aliases/ holds the bundles' stand-ins for packages (cssfilter's), no worker's code.
  { pattern: /(^|\/)worker\/(?!platform\/|aliases\/)/, why: "the site's code (the platform imports only the contract, shared/ and itself)" },
  { pattern: /(^|\/)client\//, why: "the site's browser code" },
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

/**
 * The console's rich-text editor, a script it sends a browser (issue 32), gzipped: its
 * DOM code (about 2 KiB) and the server's own cleaner (shared/html/rich-text.ts: the `xss`
 * package and the site's sanitiser with its table of named references, about 7 KiB), bundled
 * so that a paste is cleaned in the browser by the very rules the server saves with.
 */
export const EDITOR_BUDGET_GZIP_BYTES = 10 * KIB;

/** Inputs the editor script must never contain: React (plain DOM code), the workers' code, the site's browser code. */
const EDITOR_FORBIDDEN = [
  { pattern: /node_modules\/(react|react-dom|scheduler)\//, why: 'React (the editor is plain DOM code)' },
  { pattern: /(^|\/)worker\/(?!aliases\/)/, why: "a worker's code" },
  { pattern: /(^|\/)client\/(?!console\/)/, why: "the site's browser code" },
];

export const EDITOR_CHECK = { config: 'the console editor (scripts/console-editor.mjs)', name: 'editor', budget: EDITOR_BUDGET_GZIP_BYTES, forbidden: EDITOR_FORBIDDEN };

export const CONFIGS = [
  { config: 'wrangler.production.toml', name: 'site', budget: BUDGET_GZIP_BYTES, forbidden: FORBIDDEN },
  { config: 'wrangler.platform.toml', name: 'platform', budget: PLATFORM_BUDGET_GZIP_BYTES, forbidden: PLATFORM_FORBIDDEN },
  { config: 'wrangler.console.toml', name: 'console', budget: CONSOLE_BUDGET_GZIP_BYTES, forbidden: CONSOLE_FORBIDDEN },
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

/** Bundles one configuration as a deploy would and answers its size and inputs. */
export async function dryRun(config, name) {
  const outdir = `.tmp/dry-run-${name}`;
  await rm(outdir, { recursive: true, force: true });
  await wrangler(['deploy', '--dry-run', '--config', config, '--outdir', outdir, '--metafile', `${outdir}.meta.json`]);
  const meta = JSON.parse(await readFile(`${outdir}.meta.json`, 'utf8'));
  const [file, output] = Object.entries(meta.outputs).find(([out]) => out.endsWith('.js'));
  const code = await readFile(file);
  return { bytes: code.length, gzipBytes: gzipSync(code).length, inputs: Object.keys(output.inputs) };
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

/** What is wrong with one configuration's bundle: over its budget, or holding a forbidden input. */
export function bundleProblems({ config, budget, forbidden }, { gzipBytes, inputs }) {
  const problems = [];
  if (gzipBytes > budget) problems.push(`${config}: ${kib(gzipBytes)} gzipped (${gzipBytes} B) is over its budget of ${kib(budget)} (${budget} B)`);
  for (const { pattern, why } of forbidden) {
    const found = inputs.find((input) => pattern.test(input));
    if (found) problems.push(`${config} holds ${why}: ${found}`);
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = [];
  for (const check of CONFIGS) {
    const bundle = await dryRun(check.config, check.name);
    console.log(`  deploy dry-run ${check.config}: ${kib(bundle.bytes)}, ${kib(bundle.gzipBytes)} gzipped (budget ${kib(check.budget)})`);
    problems.push(...bundleProblems(check, bundle));
  }
  const editor = await buildConsoleEditor();
  console.log(`  console editor ${editor.file}: ${kib(editor.code.length)}, ${kib(editor.gzipBytes)} gzipped (budget ${kib(EDITOR_BUDGET_GZIP_BYTES)})`);
  problems.push(...bundleProblems(EDITOR_CHECK, editor));
  if (problems.length > 0) {
    console.error(problems.map((problem) => `bundle check: ${problem}`).join('\n'));
    process.exit(1);
  }
}
