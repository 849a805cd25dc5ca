import { importTs } from '../../scripts/lib.mjs';
import type { SeedStatement } from '../../worker/platform/demo/seed/index';
import { schemaOrgProperties } from '../support/schema-org';
import { writeFixtures } from './fixture-files';

/**
 * Builds the demo data once for the whole run, and the schema.org vocabulary.
 * Each runtime reads them once (fixtures.ts); every worker test file gets the demo data back
 * in its database from a copy (setup.ts), without loading the generator into its runtime,
 * which cost about 4 s per file.
 */
export async function setup(): Promise<void> {
  const { buildSeed } = await importTs<{ buildSeed(): SeedStatement[] }>('worker/platform/demo/seed/index.ts');
  await writeFixtures({ seedStatements: buildSeed(), schemaOrgProperties: schemaOrgProperties() });
}
