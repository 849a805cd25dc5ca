import { describe, expect, it } from 'vitest';
import { BUDGET_GZIP_BYTES, bundleProblems, CONFIGS, EDITOR_BUDGET_GZIP_BYTES, EDITOR_CHECK, PLATFORM_BUDGET_GZIP_BYTES } from '../../scripts/bundle-check.mjs';
import { buildConsoleEditor } from '../../scripts/console-editor.mjs';

// npm run check:bundles (and npm test, and npm run deploy) fails when a production worker is
// over its gzipped budget or holds what production must not carry. The checks of both
// configurations, on bundles described by their size and inputs as wrangler's metafile lists them.
const KIB = 1024;
const checkOf = (name: string) => {
  const check = CONFIGS.find((config) => config.name === name);
  if (!check) throw new Error(`no bundle check named ${name}`);
  return check;
};
const site = checkOf('site');
const platform = checkOf('platform');
/** Inputs of a platform bundle as it is meant to be. */
const PLATFORM_INPUTS = ['worker/platform/worker.ts', 'worker/platform/ingest/routes.ts', 'worker/platform/ingest/openapi.generated.json', 'node_modules/hono/dist/hono.js', 'node_modules/zod/v4/classic/schemas.js'];

describe('the bundle budgets', () => {
  it('are 224 KiB gzipped for the site and 277 KiB for the platform', () => {
    expect(site).toMatchObject({ config: 'wrangler.production.toml', budget: BUDGET_GZIP_BYTES });
    expect(platform).toMatchObject({ config: 'wrangler.platform.toml', budget: PLATFORM_BUDGET_GZIP_BYTES });
    expect(BUDGET_GZIP_BYTES).toBe(224 * KIB);
    expect(PLATFORM_BUDGET_GZIP_BYTES).toBe(277 * KIB);
  });

  it('fails the platform one byte over its budget, not at it', () => {
    expect(bundleProblems(platform, { gzipBytes: 277 * KIB, inputs: PLATFORM_INPUTS })).toEqual([]);
    expect(bundleProblems(platform, { gzipBytes: 277 * KIB + 1, inputs: PLATFORM_INPUTS })).toEqual(['wrangler.platform.toml: 277.0 KiB gzipped (283649 B) is over its budget of 277.0 KiB (283648 B)']);
    expect(bundleProblems(platform, { gzipBytes: 282 * KIB, inputs: PLATFORM_INPUTS })).toEqual(['wrangler.platform.toml: 282.0 KiB gzipped (288768 B) is over its budget of 277.0 KiB (283648 B)']);
  });

  it('fails the site one byte over its budget, not at it', () => {
    const inputs = ['worker/site/production.ts', 'worker/site/app.ts', 'node_modules/react-dom/cjs/react-dom-server.edge.production.js'];
    expect(bundleProblems(site, { gzipBytes: 224 * KIB, inputs })).toEqual([]);
    expect(bundleProblems(site, { gzipBytes: 224 * KIB + 1, inputs })).toEqual(['wrangler.production.toml: 224.0 KiB gzipped (229377 B) is over its budget of 224.0 KiB (229376 B)']);
  });
});

describe('what the platform bundle must not hold', () => {
  const holding = (input: string) => bundleProblems(platform, { gzipBytes: 100 * KIB, inputs: [...PLATFORM_INPUTS, input] });

  it('an OpenAPI generator: the document is written at build time', () => {
    for (const input of ['node_modules/@hono/zod-openapi/dist/index.mjs', 'node_modules/@asteasolutions/zod-to-openapi/dist/index.mjs', 'node_modules/openapi3-ts/dist/oas30.mjs', 'worker/platform/ingest/openapi.ts']) {
      expect(holding(input), input).toEqual([expect.stringMatching(new RegExp(`^wrangler\\.platform\\.toml holds an OpenAPI generator .*: ${input.replaceAll('.', '\\.')}$`))]);
    }
  });

  it("demo data or the site's code", () => {
    expect(holding('worker/platform/demo/seed/sites.ts')).toEqual([expect.stringContaining('demo data or a picture generator')]);
    expect(holding('worker/site/upstream/client.ts')).toEqual([expect.stringContaining("the site's code")]);
    expect(holding('client/entry.ts')).toEqual([expect.stringContaining("the site's browser code")]);
  });
});

describe('the console editor’s script (issue 32)', () => {
  const inputs = ['client/console/rich-text-editor.ts', 'client/console/toolbar.ts', 'shared/html/rich-text.ts', 'node_modules/xss/lib/xss.js', 'worker/aliases/cssfilter-server.cjs'];

  it('has a budget of 10 KiB gzipped, failed one byte over it', () => {
    expect(EDITOR_BUDGET_GZIP_BYTES).toBe(10 * KIB);
    expect(bundleProblems(EDITOR_CHECK, { gzipBytes: 10 * KIB, inputs })).toEqual([]);
    expect(bundleProblems(EDITOR_CHECK, { gzipBytes: 10 * KIB + 1, inputs })).toEqual([
      'the console editor (scripts/console-editor.mjs): 10.0 KiB gzipped (10241 B) is over its budget of 10.0 KiB (10240 B)',
    ]);
  });

  it('holds no React, no worker code and none of the site’s browser code', () => {
    expect(bundleProblems(EDITOR_CHECK, { gzipBytes: KIB, inputs: [...inputs, 'node_modules/react-dom/cjs/react-dom-client.production.js'] })).toEqual([expect.stringContaining('React (the editor is plain DOM code)')]);
    expect(bundleProblems(EDITOR_CHECK, { gzipBytes: KIB, inputs: [...inputs, 'worker/console/i18n.ts'] })).toEqual([expect.stringContaining("a worker's code")]);
    expect(bundleProblems(EDITOR_CHECK, { gzipBytes: KIB, inputs: [...inputs, 'client/entry.ts'] })).toEqual([expect.stringContaining("the site's browser code")]);
  });

  it('is within its budget as built, and named by the hash of its code', async () => {
    const built = await buildConsoleEditor();
    expect(bundleProblems(EDITOR_CHECK, built)).toEqual([]);
    expect(built.file).toMatch(/^rich-text-editor-[0-9a-f]{12}\.js$/);
  });
});
