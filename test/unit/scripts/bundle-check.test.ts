import { describe, expect, it } from 'vitest';
import {
  assetProblems,
  assetsDirectory,
  BUDGET_GZIP_BYTES,
  bundleProblems,
  CONFIGS,
  CONSOLE_BUDGET_GZIP_BYTES,
  EDITOR_BUDGET_GZIP_BYTES,
  EDITOR_CHECK,
  PLATFORM_BUDGET_GZIP_BYTES,
  ROOM,
} from '../../../scripts/bundle-check.mjs';
import { buildConsoleEditor } from '../../../scripts/console-editor.mjs';

// npm run check:bundles (and npm test, and npm run deploy) fails when a production worker is
// over its gzipped budget or within 5 % of it, or holds what production must not carry. The checks
// of the configurations, on bundles described by their size and inputs as wrangler's metafile lists them.
const KIB = 1024;
const checkOf = (name: string) => {
  const check = CONFIGS.find((config) => config.name === name);
  if (!check) throw new Error(`no bundle check named ${name}`);
  return check;
};
const site = checkOf('site');
const platform = checkOf('platform');
const consoleCheck = checkOf('console');
/** Inputs of a platform bundle as it is meant to be. */
const PLATFORM_INPUTS = [
  'worker/platform/worker.ts',
  'worker/platform/ingest/routes.ts',
  'worker/platform/static-files.generated.json',
  'node_modules/hono/dist/hono.js',
  'node_modules/zod/v4/classic/schemas.js',
];

describe('the bundle budgets', () => {
  it('are 224 KiB gzipped for the site, 277 KiB for the platform and 167 KiB for the console', () => {
    expect(site).toMatchObject({ config: 'wrangler.production.toml', budget: BUDGET_GZIP_BYTES });
    expect(platform).toMatchObject({ config: 'wrangler.platform.toml', budget: PLATFORM_BUDGET_GZIP_BYTES });
    expect(consoleCheck).toMatchObject({ config: 'wrangler.console.toml', budget: CONSOLE_BUDGET_GZIP_BYTES });
    expect(BUDGET_GZIP_BYTES).toBe(224 * KIB);
    expect(PLATFORM_BUDGET_GZIP_BYTES).toBe(277 * KIB);
    expect(CONSOLE_BUDGET_GZIP_BYTES).toBe(167 * KIB);
  });

  it('fail a bundle that leaves less than 5 % of its budget, so a budget binds before it is full', () => {
    expect(ROOM).toBe(0.05);
    const roomy = Math.floor(277 * KIB * 0.95);
    expect(bundleProblems(platform, { gzipBytes: roomy, inputs: PLATFORM_INPUTS })).toEqual([]);
    expect(bundleProblems(platform, { gzipBytes: roomy + 1, inputs: PLATFORM_INPUTS })).toEqual([
      `wrangler.platform.toml: 263.2 KiB gzipped (${roomy + 1} B) leaves 5.0 % of its budget of 277.0 KiB (283648 B), less than 5.0 %: make room, never ` +
        `raise the budget`,
    ]);
    expect(bundleProblems(platform, { gzipBytes: 277 * KIB, inputs: PLATFORM_INPUTS })).toEqual([expect.stringContaining('leaves 0.0 % of its budget')]);
  });

  it('fail a bundle one byte over its budget', () => {
    expect(bundleProblems(platform, { gzipBytes: 277 * KIB + 1, inputs: PLATFORM_INPUTS })).toEqual([
      'wrangler.platform.toml: 277.0 KiB gzipped (283649 B) is over its budget of 277.0 KiB (283648 B)',
    ]);
    expect(bundleProblems(platform, { gzipBytes: 282 * KIB, inputs: PLATFORM_INPUTS })).toEqual([
      'wrangler.platform.toml: 282.0 KiB gzipped (288768 B) is over its budget of 277.0 KiB (283648 B)',
    ]);
    const inputs = ['worker/site/production.ts', 'worker/site/app.ts', 'node_modules/react-dom/cjs/react-dom-server.edge.production.js'];
    expect(bundleProblems(site, { gzipBytes: 200 * KIB, inputs })).toEqual([]);
    expect(bundleProblems(site, { gzipBytes: 224 * KIB + 1, inputs })).toEqual([
      'wrangler.production.toml: 224.0 KiB gzipped (229377 B) is over its budget of 224.0 KiB (229376 B)',
    ]);
  });
});

describe('the words of the site and the console', () => {
  const inputs = ['worker/site/production.ts', 'worker/site/render/error-page.ts', 'locales/nl.json', 'locales/fr.json', 'locales/en.json', 'locales/de.json'];
  const siteBundle = (bytesEach: number) => ({
    gzipBytes: 180 * KIB,
    inputs,
    inputBytes: Object.fromEntries(inputs.map((input) => [input, input.startsWith('locales/') ? bytesEach : 5000])),
  });

  it('are not in the site bundle: the error page’s few words are, the rest fails the check', () => {
    expect(bundleProblems(site, siteBundle(300))).toEqual([]);
    expect(bundleProblems(site, siteBundle(30_000))).toEqual([
      expect.stringMatching(
        new RegExp(
          /^wrangler\.production\.toml holds 120000 B of the site's words .*more than 2048 B: /.source +
            /locales\/nl\.json, locales\/fr\.json, locales\/en\.json, locales\/de\.json$/.source,
        ),
      ),
    ]);
    expect(bundleProblems(site, { gzipBytes: 180 * KIB, inputs: [...inputs, 'locales/enums.json'] })).toEqual([
      expect.stringContaining("holds the site's words"),
    ]);
  });

  it('are not in the console bundle: the 503 page’s few words are', () => {
    const bundle = (bytes: number) => ({
      gzipBytes: 100 * KIB,
      inputs: ['worker/console/worker.ts', 'locales/console.json'],
      inputBytes: { 'worker/console/worker.ts': 500, 'locales/console.json': bytes },
    });
    expect(bundleProblems(consoleCheck, bundle(3000))).toEqual([]);
    expect(bundleProblems(consoleCheck, bundle(157_963))).toEqual([expect.stringContaining("the console's words")]);
  });

  it('are static files in the [assets] directory each worker’s deploy uploads', () => {
    expect(assetsDirectory('[build]\ncommand = "node build.mjs"\n\n[assets]\ndirectory = "dist"\nbinding = "ASSETS"\n')).toBe('dist');
    expect(assetsDirectory('[build]\ncommand = "node build.mjs"\n[alias]\n"x" = "y"\n')).toBeUndefined();
    // The words, the seller report's words, the MCP server's tools document and its view of listings.
    expect(site.assets?.()).toEqual([
      expect.stringMatching(/^\/assets\/words-[0-9a-f]+\.json$/),
      expect.stringMatching(/^\/assets\/[a-z-]+-[0-9a-f]+\.json$/),
      expect.stringMatching(/^\/assets\/[a-z-]+-[0-9a-f]+\.json$/),
      expect.stringMatching(/^\/assets\/mcp-view-[0-9a-f]+\.html$/),
    ]);
    expect(consoleCheck.assets?.()).toHaveLength(4);
    expect(platform.assets?.()).toEqual([
      expect.stringMatching(/^\/assets\/ingest-openapi-[0-9a-f]{12}\.json$/),
      expect.stringMatching(/^\/assets\/starter-agreements-[0-9a-f]{12}\.json$/),
      expect.stringMatching(/^\/assets\/mail-words-[0-9a-f]{12}\.json$/),
      expect.stringMatching(/^\/assets\/plain-words-[0-9a-f]{12}\.json$/),
    ]);
    expect(assetProblems(site)).toEqual([]);
    expect(assetProblems(consoleCheck)).toEqual([]);
    expect(assetProblems(platform)).toEqual([]);
    expect(assetProblems({ ...site, assets: () => ['/assets/words-00000000.json'] })).toEqual([
      'wrangler.production.toml: /assets/words-00000000.json is not in its [assets] directory dist, so its deploy would not upload it',
    ]);
    expect(assetProblems({ ...platform, assets: () => ['/assets/x.json'] })).toEqual([
      'wrangler.platform.toml: /assets/x.json is not in its [assets] directory dist, so its deploy would not upload it',
    ]);
  });
});

describe('what the site bundle must not hold', () => {
  const inputs = ['worker/site/production.ts', 'worker/site/app.ts', 'node_modules/react-dom/cjs/react-dom-server.edge.production.js'];
  const holding = (input: string) => bundleProblems(site, { gzipBytes: 200 * KIB, inputs: [...inputs, input] });

  it("xss's main module: the sanitisers take its filter alone, through a stand-in", () => {
    expect(holding('node_modules/xss/lib/index.js')).toEqual([expect.stringContaining("xss's main module")]);
    expect(holding('node_modules/xss/lib/xss.js')).toEqual([]);
    expect(holding('worker/aliases/xss-server.cjs')).toEqual([]);
  });

  it("zod's z.coerce, whose namespace brings schemas no form reads", () => {
    expect(holding('node_modules/zod/v4/mini/coerce.js')).toEqual([expect.stringContaining("zod's z.coerce")]);
    expect(holding('node_modules/zod/v4/mini/schemas.js')).toEqual([]);
  });
});

describe('what the platform bundle must not hold', () => {
  const holding = (input: string) => bundleProblems(platform, { gzipBytes: 100 * KIB, inputs: [...PLATFORM_INPUTS, input] });

  it('the OpenAPI document: a static file it reads through ASSETS', () => {
    expect(holding('worker/platform/ingest/openapi.generated.json')).toEqual([expect.stringContaining("the ingest API's OpenAPI document")]);
  });

  it("the starter site's agreement templates: a static file it reads through ASSETS", () => {
    for (const input of [
      'worker/platform/starter/agreements-privacy.ts',
      'worker/platform/starter/agreements-privacy-fr.ts',
      'worker/platform/starter/agreements-terms.ts',
      'worker/platform/starter/agreement-templates.ts',
    ]) {
      expect(holding(input), input).toEqual([expect.stringContaining("the starter site's privacy statement and terms of use")]);
    }
    expect(holding('worker/platform/starter/agreement-texts.ts')).toEqual([]);
    expect(holding('worker/platform/starter/agreement-agency.ts')).toEqual([]);
  });

  it('the words of its mails: a static file it reads through ASSETS', () => {
    for (const input of ['locales/mail.json', 'locales/console-mail.json', 'locales/portal-answer.json', 'worker/platform/delivery/mail-words-source.ts']) {
      expect(holding(input), input).toEqual([expect.stringContaining("the words of the platform's mails")]);
    }
    expect(holding('worker/platform/delivery/mail-words.ts')).toEqual([]);
    expect(holding('worker/platform/delivery/mail-texts.ts')).toEqual([]);
  });

  it('an OpenAPI generator: the document is written at build time', () => {
    for (const input of [
      'node_modules/@hono/zod-openapi/dist/index.mjs',
      'node_modules/@asteasolutions/zod-to-openapi/dist/index.mjs',
      'node_modules/openapi3-ts/dist/oas30.mjs',
      'worker/platform/ingest/openapi.ts',
    ]) {
      expect(holding(input), input).toEqual([
        expect.stringMatching(new RegExp(`^wrangler\\.platform\\.toml holds an OpenAPI generator .*: ${input.replaceAll('.', '\\.')}$`)),
      ]);
    }
  });

  it("demo data or the site's code", () => {
    expect(holding('worker/platform/demo/seed/sites.ts')).toEqual([expect.stringContaining('demo data or a picture generator')]);
    expect(holding('worker/site/upstream/client.ts')).toEqual([expect.stringContaining("the site's code")]);
    expect(holding('client/entry.ts')).toEqual([expect.stringContaining("the site's browser code")]);
    expect(holding('worker/aliases/cssfilter-server.cjs')).toEqual([]);
  });

  it("core-js-pure's polyfills, cssfilter or xss's main module: stand-ins take their place", () => {
    expect(holding('node_modules/core-js-pure/internals/export.js')).toEqual([expect.stringContaining('core-js-pure')]);
    expect(holding('node_modules/cssfilter/lib/default.js')).toEqual([expect.stringContaining('cssfilter')]);
    expect(holding('node_modules/xss/lib/index.js')).toEqual([expect.stringContaining("xss's main module")]);
    expect(holding('node_modules/xss/lib/xss.js')).toEqual([]);
  });

  it('ASN.1 or X.509 code, root certificates or certificate formats: passkeys read no certificate, and their signature with a few lines of ours', () => {
    for (const input of [
      'node_modules/asn1js/build/index.es.js',
      'node_modules/pvtsutils/build/index.js',
      'node_modules/@peculiar/asn1-schema/build/es2015/parser.js',
      'node_modules/@peculiar/asn1-x509-post-quantum/build/es2015/index.js',
      'node_modules/@peculiar/x509/build/x509.es.js',
    ]) {
      expect(holding(input), input).toEqual([expect.stringContaining('ASN.1 or X.509 code')]);
    }
    expect(holding('worker/platform/aliases/ecdsa-signature.ts')).toEqual([]);
    expect(holding('node_modules/@simplewebauthn/server/esm/helpers/iso/isoCrypto/unwrapEC2Signature.js')).toEqual([]);
    expect(holding('node_modules/@simplewebauthn/server/esm/services/defaultRootCerts/android-key.js')).toEqual([
      expect.stringContaining('attestation root certificates'),
    ]);
    for (const input of [
      'registration/verifications/tpm/verifyAttestationTPM.js',
      'registration/verifications/verifyAttestationFIDOU2F.js',
      'registration/verifications/verifyAttestationApple.js',
      'metadata/verifyAttestationWithMetadata.js',
    ]) {
      expect(holding(`node_modules/@simplewebauthn/server/esm/${input}`), input).toEqual([
        expect.stringContaining('attestation formats whose statements are certificates'),
      ]);
    }
    expect(holding('node_modules/@simplewebauthn/server/esm/registration/verifications/verifyAttestationPacked.js')).toEqual([]);
  });
});

describe('the console editor’s script', () => {
  const inputs = [
    'client/console/rich-text-editor.ts',
    'client/console/toolbar.ts',
    'shared/html/rich-text.ts',
    'node_modules/xss/lib/xss.js',
    'worker/aliases/cssfilter-server.cjs',
  ];

  it('has a budget of 10 KiB gzipped, failed within 5 % of it and one byte over it', () => {
    expect(EDITOR_BUDGET_GZIP_BYTES).toBe(10 * KIB);
    expect(bundleProblems(EDITOR_CHECK, { gzipBytes: 9728, inputs })).toEqual([]);
    expect(bundleProblems(EDITOR_CHECK, { gzipBytes: 9729, inputs })).toEqual([expect.stringContaining('less than 5.0 %')]);
    expect(bundleProblems(EDITOR_CHECK, { gzipBytes: 10 * KIB + 1, inputs })).toEqual([
      'the console editor (scripts/console-editor.mjs): 10.0 KiB gzipped (10241 B) is over its budget of 10.0 KiB (10240 B)',
    ]);
  });

  it('holds no React, no worker code and none of the site’s browser code', () => {
    expect(bundleProblems(EDITOR_CHECK, { gzipBytes: KIB, inputs: [...inputs, 'node_modules/react-dom/cjs/react-dom-client.production.js'] })).toEqual([
      expect.stringContaining('React (the editor is plain DOM code)'),
    ]);
    expect(bundleProblems(EDITOR_CHECK, { gzipBytes: KIB, inputs: [...inputs, 'worker/console/kit/i18n.ts'] })).toEqual([
      expect.stringContaining("a worker's code"),
    ]);
    expect(bundleProblems(EDITOR_CHECK, { gzipBytes: KIB, inputs: [...inputs, 'client/entry.ts'] })).toEqual([
      expect.stringContaining("the site's browser code"),
    ]);
  });

  it('is within its budget as built, and named by the hash of its code', async () => {
    const built = await buildConsoleEditor();
    expect(bundleProblems(EDITOR_CHECK, built)).toEqual([]);
    expect(built.file).toMatch(/^rich-text-editor-[0-9a-f]{12}\.js$/);
  });
});
