import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The production platform replaces zod's JSON Schema writer by a stand-in (wrangler.platform.toml
// [alias], worker/platform/aliases/zod-json-schema.ts): every classic schema is given its
// toJSONSchema() methods when it is made, and the platform never calls them. Bundled here as
// wrangler bundles it, the platform's schemas are made and check records as zod's own do; only
// the writer is gone.

/** The [alias] entries of wrangler.platform.toml that name the stand-in, specifier → file. */
function standIns(): Record<string, string> {
  const table = /^\[alias\]\n([^[]*)/m.exec(readFileSync('wrangler.platform.toml', 'utf8'))?.[1] ?? '';
  return Object.fromEntries([...table.matchAll(/^"([^"]+)" = "([^"]+zod-json-schema\.ts)"/gm)].map((match) => [match[1], resolve(match[2])]));
}

/** Resolves each aliased specifier to the stand-in, as wrangler's [alias] does. */
const aliased = (table: Record<string, string>): Plugin => ({
  name: 'wrangler-alias',
  setup(bundler) {
    bundler.onResolve({ filter: /json-schema/ }, (args) => (table[args.path] ? { path: table[args.path] } : undefined));
  },
});

const entry = `
  export { normalizedListingSchema } from './worker/platform/listings/normalized';
  export { validateEstate } from './worker/platform/listings/estate-schema';
`;

describe('zod without its JSON Schema writer', () => {
  it('stands in for the writer’s four specifiers in the platform’s configuration', () => {
    expect(Object.keys(standIns()).sort()).toEqual([
      '../core/json-schema-processors.js',
      '../core/to-json-schema.js',
      './json-schema-processors.js',
      './to-json-schema.js',
    ]);
  });

  it('makes the platform’s schemas and checks records with them; only the writer throws', async () => {
    const bundled = await build({
      stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      plugins: [aliased(standIns())],
      logLevel: 'silent',
    });
    expect(bundled.outputFiles[0]!.text).not.toContain('function toJSONSchema');
    const url = `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0]!.text).toString('base64')}`;
    const { normalizedListingSchema, validateEstate } = await import(url);
    const listing = {
      source: 'whise',
      externalId: 'w1',
      transaction: 'sale',
      status: 'available',
      type: 'HOUSE',
      address: { postalCode: '9000', city: 'Gent' },
    };
    expect(normalizedListingSchema.safeParse(listing).success).toBe(true);
    expect(normalizedListingSchema.safeParse({ ...listing, transaction: 'swap' }).success).toBe(false);
    expect(validateEstate({}).ok).toBe(false);
    expect(() => normalizedListingSchema.toJSONSchema()).toThrow(/not part of the platform's bundle/);
  });
});
