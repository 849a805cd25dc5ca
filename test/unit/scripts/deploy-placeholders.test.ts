import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placeholderIds } from '../../../scripts/deploy-placeholders.mjs';

// npm run deploy refuses the repository's placeholder ids (and --dry-run warns about them).
const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');

describe('placeholder ids in the deploy configurations', () => {
  it("finds the repository's: the zeros of the KV namespace and the local D1 id", () => {
    expect(placeholderIds('wrangler.production.toml', read('wrangler.production.toml'))).toEqual([
      'wrangler.production.toml: KV namespace CACHE has the placeholder id 00000000000000000000000000000000 (npx wrangler kv namespace create …)',
      'wrangler.production.toml: CONSOLE_ORIGIN is still the example address https://console.example.be (set it to the real one)',
    ]);
    expect(placeholderIds('wrangler.platform.toml', read('wrangler.platform.toml'))).toEqual([
      'wrangler.platform.toml: KV namespace CACHE has the placeholder id 00000000000000000000000000000000 (npx wrangler kv namespace create …)',
      'wrangler.platform.toml: D1 database agency-platform has the placeholder id agency-platform-local (npx wrangler d1 create agency-platform)',
      // The data databases of the production shape (docs/scaling-and-costs.md): each to be created too.
      'wrangler.platform.toml: D1 database agency-platform-2 has the placeholder id agency-platform-2-local (npx wrangler d1 create agency-platform-2)',
      'wrangler.platform.toml: D1 database agency-platform-3 has the placeholder id agency-platform-3-local (npx wrangler d1 create agency-platform-3)',
    ]);
  });

  it("finds the console's example origin, which sign-in links would lead to", () => {
    expect(placeholderIds('wrangler.console.toml', read('wrangler.console.toml'))).toEqual([
      'wrangler.console.toml: CONSOLE_ORIGIN is still the example address https://console.example.be (set it to the real one)',
    ]);
    const real = read('wrangler.console.toml').replace('https://console.example.be', 'https://console.immo-platform.be');
    expect(placeholderIds('wrangler.console.toml', real)).toEqual([]);
  });

  it('accepts the ids wrangler creates', () => {
    const site = read('wrangler.production.toml')
      .replace('00000000000000000000000000000000', '0f2ac7e4b1d94c6e8a3b5d7f9e1c2a4b')
      .replace('https://console.example.be', 'https://console.immo-platform.be');
    const platform = read('wrangler.platform.toml')
      .replace('database_id = "agency-platform-local"', 'database_id = "c5a1e7f0-3b2d-4e8f-9a6c-1d2e3f4a5b6c"')
      .replace('database_id = "agency-platform-2-local"', 'database_id = "d6b2f8a1-4c3e-4f9a-8b7d-2e3f4a5b6c7d"')
      .replace('database_id = "agency-platform-3-local"', 'database_id = "e7c3a9b2-5d4f-4a0b-9c8e-3f4a5b6c7d8e"')
      .replace('00000000000000000000000000000000', '0f2ac7e4b1d94c6e8a3b5d7f9e1c2a4b');
    expect(placeholderIds('wrangler.production.toml', site)).toEqual([]);
    expect(placeholderIds('wrangler.platform.toml', platform)).toEqual([]);
  });

  it('refuses a D1 database or R2 bucket outside the EU jurisdiction: the data of the agencies’ visitors stays in the EU', () => {
    const platform = read('wrangler.platform.toml');
    const site = read('wrangler.production.toml');
    const outside = (text: string, name: string) => text.replace(new RegExp(`(${name}[^\\[]*?)\\njurisdiction = "eu"`), '$1');
    expect(placeholderIds('wrangler.platform.toml', outside(platform, '"agency-platform-2"'))).toContain(
      'wrangler.platform.toml: D1 database agency-platform-2 is not in the EU jurisdiction (jurisdiction = "eu", created with --jurisdiction eu)',
    );
    expect(placeholderIds('wrangler.production.toml', outside(site, 'bucket_name = "agency-media"'))).toContain(
      'wrangler.production.toml: R2 bucket agency-media is not in the EU jurisdiction (jurisdiction = "eu", created with --jurisdiction eu)',
    );
    for (const [file, text] of [
      ['wrangler.platform.toml', platform],
      ['wrangler.production.toml', site],
    ] as const)
      expect(placeholderIds(file, text).filter((problem) => problem.includes('jurisdiction'))).toEqual([]);
  });

  it('reads the [[env.*]] blocks too: an environment deployed with --env has its own databases and buckets', () => {
    const platform = read('wrangler.platform.toml');
    const staging = `${platform}
[env.staging]
name = "agency-platform-staging"

[[env.staging.d1_databases]]
binding = "DB"
database_name = "agency-platform-staging"
database_id = "staging-local"

[[env.staging.r2_buckets]]
binding = "MEDIA"
bucket_name = "agency-media-staging"
jurisdiction = "eu"

[[env.staging.kv_namespaces]]
binding = "CACHE"
id = "00000000000000000000000000000000"
`;
    const found = placeholderIds('wrangler.platform.toml', staging);
    const database = 'wrangler.platform.toml: D1 database agency-platform-staging (env.staging)';
    expect(found).toEqual(
      expect.arrayContaining([
        `${database} is not in the EU jurisdiction (jurisdiction = "eu", created with --jurisdiction eu)`,
        `${database} has the placeholder id staging-local (npx wrangler d1 create agency-platform-staging)`,
        'wrangler.platform.toml: KV namespace CACHE (env.staging) has the placeholder id 00000000000000000000000000000000 (npx wrangler kv namespace create …)',
      ]),
    );
    // Its bucket says eu: not named; the top level's blocks are judged as before.
    expect(found.filter((problem) => problem.includes('agency-media-staging'))).toEqual([]);
    expect(found.filter((problem) => !problem.includes('(env.staging)'))).toEqual(placeholderIds('wrangler.platform.toml', platform));
    const inEu = staging.replace('database_id = "staging-local"', 'database_id = "f8d4b0c3-6e5a-4b1c-8d9f-4a5b6c7d8e9f"\njurisdiction = "eu"');
    expect(placeholderIds('wrangler.platform.toml', inEu).filter((problem) => problem.includes('(env.staging)'))).toEqual([
      'wrangler.platform.toml: KV namespace CACHE (env.staging) has the placeholder id 00000000000000000000000000000000 (npx wrangler kv namespace create …)',
    ]);
  });
});
