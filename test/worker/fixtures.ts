import type { SeedStatement } from '../../worker/platform/demo/seed/index';

/**
 * What the worker tests read that the global set-up makes once per run (global-setup.ts): the
 * demo data's statements and the schema.org vocabulary. A runtime fetches each once from the
 * test network (fixture-files.ts answers), instead of vitest's provide(): what is provided goes
 * again with every file's run message, and the 7.4 MB of demo data held each of the 181 files
 * back by about half a second of serialising. (As a JSON module it is larger than the module
 * runner's WebSocket takes.)
 */
export interface Fixtures {
  seedStatements: SeedStatement[];
  /** schema.org type → the properties it may carry (test/support/schema-org.ts). */
  schemaOrgProperties: Record<string, string[]>;
}

/** The test network's host that answers the fixtures (test/support/outbound-service.ts). */
export const FIXTURES_HOST = 'fixtures.test';

/** What this runtime has read so far (the module stays loaded across the runtime's files). */
const read = new Map<keyof Fixtures, Promise<unknown>>();

/** A fixture as the global set-up wrote it; the first call in a runtime fetches it. */
export function fixture<Name extends keyof Fixtures>(name: Name): Promise<Fixtures[Name]> {
  if (!read.has(name)) {
    read.set(
      name,
      fetch(`https://${FIXTURES_HOST}/${name}`).then((response) => {
        if (!response.ok) throw new Error(`fixture ${name}: ${response.status}`);
        return response.json();
      }),
    );
  }
  return read.get(name) as Promise<Fixtures[Name]>;
}
