import { describe, expect, it } from 'vitest';
import { BUDGET_GZIP_BYTES, bundleProblems, CONFIGS, PLATFORM_BUDGET_GZIP_BYTES } from '../../scripts/bundle-check.mjs';

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
  it('are 206 KiB gzipped for the site and 200 KiB for the platform', () => {
    expect(site).toMatchObject({ config: 'wrangler.production.toml', budget: BUDGET_GZIP_BYTES });
    expect(platform).toMatchObject({ config: 'wrangler.platform.toml', budget: PLATFORM_BUDGET_GZIP_BYTES });
    expect(BUDGET_GZIP_BYTES).toBe(206 * KIB);
    expect(PLATFORM_BUDGET_GZIP_BYTES).toBe(200 * KIB);
  });

  it('fails the platform one byte over its budget, not at it', () => {
    expect(bundleProblems(platform, { gzipBytes: 200 * KIB, inputs: PLATFORM_INPUTS })).toEqual([]);
    expect(bundleProblems(platform, { gzipBytes: 200 * KIB + 1, inputs: PLATFORM_INPUTS })).toEqual(['wrangler.platform.toml: 200.0 KiB gzipped (204801 B) is over its budget of 200.0 KiB (204800 B)']);
    expect(bundleProblems(platform, { gzipBytes: 211 * KIB, inputs: PLATFORM_INPUTS })).toEqual(['wrangler.platform.toml: 211.0 KiB gzipped (216064 B) is over its budget of 200.0 KiB (204800 B)']);
  });

  it('fails the site one byte over its budget, not at it', () => {
    const inputs = ['worker/production.ts', 'worker/app.ts', 'node_modules/react-dom/cjs/react-dom-server.edge.production.js'];
    expect(bundleProblems(site, { gzipBytes: 206 * KIB, inputs })).toEqual([]);
    expect(bundleProblems(site, { gzipBytes: 206 * KIB + 1, inputs })).toEqual(['wrangler.production.toml: 206.0 KiB gzipped (210945 B) is over its budget of 206.0 KiB (210944 B)']);
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
    expect(holding('worker/upstream/client.ts')).toEqual([expect.stringContaining("the site's code")]);
    expect(holding('client/entry.ts')).toEqual([expect.stringContaining("the site's browser code")]);
  });
});
