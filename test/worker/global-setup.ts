import type { TestProject } from 'vitest/node';
import { importTs } from '../../scripts/lib.mjs';
import type { SeedStatement } from '../../worker/platform/demo/seed/index';
import { schemaOrgProperties } from '../support/schema-org';

declare module 'vitest' {
  export interface ProvidedContext {
    seedStatements: SeedStatement[];
    /** schema.org type → the properties it may carry (test/support/schema-org.ts). */
    schemaOrgProperties: Record<string, string[]>;
  }
}

/**
 * Builds the demo data once for the whole run (DESIGN.md §8). Every worker test file writes
 * these statements into its own fresh database (setup.ts) without loading the generator into
 * its runtime, which cost about 4 s per file.
 */
export async function setup(project: TestProject): Promise<void> {
  const { buildSeed } = await importTs<{ buildSeed(): SeedStatement[] }>('worker/platform/demo/seed/index.ts');
  project.provide('seedStatements', buildSeed());
  project.provide('schemaOrgProperties', schemaOrgProperties());
}
