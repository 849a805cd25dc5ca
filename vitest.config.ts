import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig, type Plugin } from 'vitest/config';
import { writeIslandRegistry } from './scripts/island-registry.mjs';
import { writeCrmForms } from './scripts/crm-forms.mjs';
import { writeOpenApiDocument } from './scripts/openapi-document.mjs';
import { writeConsoleEditor } from './scripts/console-editor.mjs';
import { outboundService } from './test/support/outbound-service.ts';
import LongestFirst from './test/support/longest-first.ts';
import { SPEED_FACTOR_VARIABLE, scaled, speedFactor } from './scripts/speed-factor.mjs';
import type { LocalEnv } from './worker/local.ts';

/**
 * The MCP SDK (the worker tests' client of the agency's MCP server) ships source maps whose
 * sources it leaves out, and Vite warns once per module it loads: its files are read without
 * their source-map comment, so passing tests print nothing.
 */
const mcpSdkWithoutSourceMaps: Plugin = {
  name: 'mcp-sdk-without-source-maps',
  enforce: 'pre',
  async load(id) {
    if (!id.includes('/node_modules/@modelcontextprotocol/sdk/')) return null;
    return (await readFile(id.split('?')[0], 'utf8')).replace(/^\/\/# sourceMappingURL=.*$/m, '');
  },
};

/**
 * What the worker tests bind over wrangler.toml's: vars and secrets of the local default, by
 * their names there, the CRMs' fakes' addresses, and the migrations.
 */
type TestBindings = { [name in keyof LocalEnv]?: string } & { [crmApiUrl: `${string}_API_URL`]: string } & {
  TEST_MIGRATIONS: unknown;
  TEST_SPEED_FACTOR: string;
  NODE_ENV: 'production';
};

/**
 * The run's speed factor (scripts/speed-factor.mjs): npm test measures it and passes it on in
 * TEST_SPEED_FACTOR; a vitest started by hand measures it here, once, and its workers inherit it.
 * Every time limit below is a bound on a quiet reference machine times the factor (`scaled`).
 */
const SPEED_FACTOR = speedFactor();

// A fresh clone has no build yet: the unit and worker tests import what it writes (the client
// manifest, the calendar's time zone, the words the workers read from dist/), so it is made
// first (npm test builds before it runs vitest, whatever is there).
const BUILT = ['worker/site/render/client-manifest.generated.json', 'worker/site/formats/vtimezones.generated.json', 'dist/_headers'];
if (!BUILT.every((path) => existsSync(path))) execFileSync(process.execPath, ['build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });

// The island registry, the CRMs' forms, the ingest API's OpenAPI document and the console's editor script are
// generated (gitignored): the projects import them, the worker pool's bundle included, so they
// are written before any starts.
writeIslandRegistry();
writeCrmForms();
await writeOpenApiDocument();
await writeConsoleEditor();

/**
 * The browser tests that change, for their duration, what every other file reads: the demo
 * agencies' settings (consent's tags, the brand's theme and logo, a domain, a published
 * page), their statistics and leads as counted, and the fake SweepBright account the CRM
 * tests reset and site 1's connection uses, or that run the Cron Trigger for everyone (its
 * alerts). They run one at a time after the others.
 */
const E2E_SHARED_STATE = [
  'test/e2e/client/components/captcha.test.ts',
  'test/e2e/client/consent/consent.test.ts',
  'test/e2e/console/brand/console-brand.test.ts',
  'test/e2e/console/crm/console-crm.test.ts',
  'test/e2e/console/domains/console-domain.test.ts',
  'test/e2e/console/leads/console-leads.test.ts',
  'test/e2e/console/pages/console-sections.test.ts',
  'test/e2e/console/stats/console-stats.test.ts',
  'test/e2e/platform/crm/crm-leads.test.ts',
  'test/e2e/site/routes/seller-report.test.ts',
  'test/e2e/platform/crm/sweepbright.test.ts',
  'test/e2e/console/viewing-hours/viewing-hours.test.ts',
  'test/e2e/platform/alerts/followed-alerts.test.ts',
  'test/e2e/console/portal/console-portal.test.ts',
  'test/e2e/site/routes/photos.test.ts',
];

/**
 * The walks that render no page in a browser: the Nu HTML checker over the visitor's and the
 * console's served HTML (the console's signs in with a browser first), the MCP conformance suite and
 * the deploy's smoke check, each against the server alone. Their own project: npm test runs them
 * beside the worker tests, on the shared files' server, before those files change what it serves
 * (scripts/test.mjs wholeSuite), instead of among the browser files at the end.
 */
const WALKS = [
  'test/e2e/site/render/visitor-html.test.ts',
  'test/e2e/console/console-html.test.ts',
  'test/e2e/site/assistants/mcp-conformance.test.ts',
  'test/e2e/scripts/deploy-smoke.test.ts',
];

/** Unit tests that load a module their own way (a stand-in put into require's cache): each in a fresh module graph. */
const UNIT_ISOLATED = ['test/unit/aliases/sanitize-cssfilter.test.ts'];

export default defineConfig({
  test: {
    // Two files at once (vitest's default on a 2-core machine is one): the unit tests took 42 s
    // alone and 25 s so, the worker tests 231 s and 164 s (npm test under 10 minutes).
    // The worker pool then runs two runtimes side by side; what their files share in this
    // process (the outside services of test/support/) keeps each runtime's state apart
    // (failing-platform.ts: one host per runtime). The e2e files: see below.
    maxWorkers: 2,
    // Passing tests print nothing: what a test logs (the workers' expected failure lines, the
    // local sign-in links) is shown for a failed test only.
    silent: 'passed-only',
    // The longest worker and browser test files start first, timed or not (test/support/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          exclude: UNIT_ISOLATED,
          environment: 'node',
          setupFiles: ['test/unit/setup.ts'],
          // The files share their modules in each vitest worker (importing them again
          // for every file was half of the unit tests' time, 63 → 33 s); each test sets up what
          // it reads. Those that change a module for the file (UNIT_ISOLATED) run apart.
          isolate: false,
          // Property tests take 1–2 s on a quiet 2-core machine; 30 s keeps every test far from its limit.
          testTimeout: scaled(30_000),
          hookTimeout: scaled(10_000),
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: UNIT_ISOLATED,
          environment: 'node',
          setupFiles: ['test/unit/setup.ts'],
          testTimeout: scaled(30_000),
          hookTimeout: scaled(10_000),
        },
      },
      // The tests that run the project's tools as a person does, each in processes of its own
      // (npm, the build, wrangler's local D1, the import and bench scripts) or building the demo
      // data: one file at a time, in npm test beside the worker tests instead of in the unit phase
      // (scripts/test.mjs wholeSuite).
      {
        test: {
          name: 'tools',
          include: ['test/tools/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/unit/setup.ts'],
          // The migrated local D1 state the import and migration tests copy, made once per set of migrations.
          globalSetup: ['test/tools/global-setup.ts'],
          isolate: false,
          fileParallelism: false,
          // The import of the example files takes about 10 s quietly, the slowest of them.
          testTimeout: scaled(120_000),
          hookTimeout: scaled(60_000),
        },
      },
      {
        // React's production build, as npm start, the browser tests' server and a deploy run it
        // (docs/decisions/079-the-worker-tests-run-reacts-production-build.md): the JSX without
        // its development runtime here, React's own build chosen by NODE_ENV below.
        oxc: { jsx: { runtime: 'automatic', development: false } },
        plugins: [
          mcpSdkWithoutSourceMaps,
          cloudflareTest(async () => ({
            main: './worker/local.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              outboundService,
              bindings: {
                ADMIN_TOKEN: 'test-admin-token',
                // process.env in the runtime (nodejs_compat): React's builds are chosen by it.
                NODE_ENV: 'production',
                // No platform token, whatever a .dev.vars made by npm start says: tests call the
                // embedded platform directly, as the local default does in-process.
                PLATFORM_TOKEN: '',
                // The connections' secrets' key: 32 bytes of 0x01, for the tests only.
                CONNECTION_SECRET_KEY: 'AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE=',
                CAPTCHA_PROVIDER: 'none',
                // The siteverify call's limit (5 s in production; test/unit/shared/captcha-timeout.test.ts):
                // beside a CPU burner at load 15 a vouched token's check took longer, and the
                // subscription was refused (400) where the test asserts it is made.
                CAPTCHA_TIMEOUT_MS: String(scaled(60_000)),
                // The local mailbox keeps mails and links silently (worker/local.ts LocalEnv): a
                // notice logged late raced the runner's teardown (`Closing rpc while
                // "onUserConsoleLog" was pending`), the outbox consumer's and a sign-in link's.
                LOCAL_NOTICES: 'off',
                // The page budget (1.5 s in production) is what the tests of slow and failing
                // platforms set for themselves (resilience, page-budget, form-statuses…); every
                // other test renders cold pages on a fresh database and isolate, which on a loaded
                // 2-core machine took more than 1.5 s now and then (a 503 where 200 was asserted).
                PAGE_BUDGET_MS: String(scaled(15_000)),
                // The form budget likewise: a write answered later than 1.5 s is queued and told
                // "received" (worker/site/upstream/forms.ts), so a test that reads its row at once
                // found none on a loaded machine. The tests of late writes set their own.
                FORM_BUDGET_MS: String(scaled(15_000)),
                // New sites stay in DB (every test reads its rows there) unless a test names the
                // data databases (test/worker/platform/databases/data-databases.test.ts passes DB_2).
                DATA_DATABASES: 'DB',
                // Outbox delivery retries at once: the tests wait for outcomes, not for backoff.
                OUTBOX_RETRY_BASE_SECONDS: '0',
                // Sync retries at once too, unless the CRM's Retry-After says otherwise; SweepBright is the fake CRM.
                SYNC_RETRY_BASE_SECONDS: '0',
                SWEEPBRIGHT_API_URL: 'https://sweepbright.test/api/',
                WHISE_API_URL: 'https://whise.test/',
                OMNICASA_API_URL: 'https://omnicasa.test/1.12/OmnicasaService.svc/',
                CRM_TIMEOUT_MS: '2000',
                // Agencies' own domains: the fake Cloudflare API (test/support/fake-cloudflare/).
                CLOUDFLARE_API_BASE: 'https://cloudflare.test/client/v4',
                CLOUDFLARE_API_TOKEN: 'test-cloudflare-token-4f1d',
                CLOUDFLARE_ZONE_ID: 'test-zone',
                SAAS_CNAME_TARGET: 'sites.platform.test',
                CLOUDFLARE_TIMEOUT_MS: '2000',
                // Listings translated by the local Workers AI (test/support/fake-translation/), retried at
                // once; DeepL's local server is there too for the tests that pick it.
                WORKERS_AI_URL: 'https://workers-ai.test/client/v4',
                WORKERS_AI_ACCOUNT_ID: 'test-account',
                WORKERS_AI_TOKEN: 'test-workers-ai-token',
                DEEPL_URL: 'https://deepl.test',
                DEEPL_KEY: 'test-deepl-key:fx',
                TRANSLATION_PROVIDER: 'workers-ai',
                TRANSLATION_RETRY_BASE_SECONDS: '0',
                TRANSLATION_TIMEOUT_MS: '2000',
                TEST_MIGRATIONS: await readD1Migrations('worker/platform/migrations'),
                // The tests' waits scale with it too (test/worker/until.ts).
                [SPEED_FACTOR_VARIABLE]: String(SPEED_FACTOR),
              } satisfies TestBindings,
            },
          })),
        ],
        // As wrangler.toml's [alias] (which the pool does not read): the certificate machinery of
        // @simplewebauthn/server the console's passkeys never run stays out here too.
        resolve: {
          alias: {
            ...Object.fromEntries(
              [
                '@peculiar/x509',
                '@peculiar/asn1-android',
                'reflect-metadata',
                '@peculiar/asn1-schema',
                '@peculiar/asn1-x509',
                '@peculiar/asn1-ecc',
                '@peculiar/asn1-rsa',
                '@peculiar/asn1-x509-post-quantum',
              ].map((name) => [name, './worker/platform/aliases/attestation-certificates.ts']),
            ),
            ...Object.fromEntries(
              ['android-safetynet', 'android-key', 'apple', 'mds'].map((name) => [
                `./defaultRootCerts/${name}.js`,
                './worker/platform/aliases/attestation-root-certificates.ts',
              ]),
            ),
            ...Object.fromEntries(
              [
                './verifications/verifyAttestationFIDOU2F.js',
                './verifications/verifyAttestationAndroidSafetyNet.js',
                './verifications/tpm/verifyAttestationTPM.js',
                './verifications/verifyAttestationAndroidKey.js',
                './verifications/verifyAttestationApple.js',
                '../../services/metadataService.js',
                './services/metadataService.js',
                '../../metadata/verifyAttestationWithMetadata.js',
              ].map((specifier) => [specifier, './worker/platform/aliases/attestation-formats.ts']),
            ),
            ...Object.fromEntries(
              [
                '../../helpers/getCertificateInfo.js',
                './getCertificateInfo.js',
                '../../helpers/validateCertificatePath.js',
                './validateCertificatePath.js',
                '../helpers/validateCertificatePath.js',
                './isCertRevoked.js',
                './convertX509PublicKeyToCOSE.js',
                '../helpers/convertX509PublicKeyToCOSE.js',
              ].map((specifier) => [specifier, './worker/platform/aliases/attestation-certificates.ts']),
            ),
            // mimetext's Babel helpers without core-js-pure, as in wrangler.toml and wrangler.platform.toml.
            '@babel/runtime-corejs3/helpers/esm/defineProperty': './worker/platform/aliases/babel-define-property.ts',
            '@babel/runtime-corejs3/core-js/instance/trim': './worker/platform/aliases/babel-instance-trim.ts',
            // postal-mime's HTML5 entity table, as in wrangler.toml and wrangler.platform.toml.
            './html-entities.js': './worker/platform/aliases/html-entities.ts',
          },
        },
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.{ts,tsx}'],
          globalSetup: ['test/worker/global-setup.ts'],
          setupFiles: ['test/worker/setup.ts'],
          // One runtime per vitest worker instead of one per file (a runtime costs about 4 s
          // to start); setup.ts gives each file a fresh database, KV and isolate memory.
          isolate: false,
          // A bound, not a wait: a quiet run is as fast whatever it is. Beside CPU burners at load
          // 15–17 a test file takes 15–20 times as long as quietly, and a few up to 50–360 times
          // (one runtime runs ninety files, and late ones, the console's most, slow down the
          // most): a passkey file of 0.5 s quietly took 197 s, one of its tests over 180 s, and an
          // editor's refusal 203 s. The waits on a condition have their own bound (test/worker/until.ts).
          testTimeout: scaled(150_000),
          hookTimeout: scaled(30_000),
        },
      },
      // The browser tests, on one server (global-setup.ts, shared by both projects): three files
      // at once (a file mostly waits on its browser and the server: the machine was 61 % busy
      // with one, 83 % with two; 536 s → 420 s; the files beside the shared ones took 291 s with
      // two at once and 264 s with three), then one at a time the files that change what the
      // others read (E2E_SHARED_STATE below), never beside another file (npm test runs them
      // beside the worker tests instead, on a server of their own: scripts/test.mjs wholeSuite).
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          exclude: [...E2E_SHARED_STATE, ...WALKS],
          environment: 'node',
          maxWorkers: 3,
          // Playwright and the helpers are imported once per vitest worker, not once per file
          // (ten files' imports 11–14 s → 2.5–3 s, their wall 173 → 158–164 s); each
          // file launches its own browser in beforeAll and closes it in afterAll.
          isolate: false,
          globalSetup: ['test/e2e/global-setup.ts'],
          // Bounds, not waits: under load (a CPU burner beside the suite, load 15) the browser
          // works about four to five times slower, and the longest file's test takes 19 s quietly.
          // expect.poll's own default (1 s) is too short for a focus or a count an island sets.
          testTimeout: scaled(120_000),
          hookTimeout: scaled(150_000),
          expect: { poll: { timeout: scaled(15_000) } },
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'walks',
          include: WALKS,
          environment: 'node',
          isolate: false,
          globalSetup: ['test/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: scaled(120_000),
          hookTimeout: scaled(150_000),
          expect: { poll: { timeout: scaled(15_000) } },
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e-shared',
          include: E2E_SHARED_STATE,
          environment: 'node',
          isolate: false,
          globalSetup: ['test/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: scaled(120_000),
          hookTimeout: scaled(150_000),
          expect: { poll: { timeout: scaled(15_000) } },
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
