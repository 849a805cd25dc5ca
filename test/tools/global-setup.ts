import { ensureTemplateState } from '../support/local-d1';

// The migrated local state the import and migration tests copy (test/support/local-d1.ts).
export default async function setup(): Promise<void> {
  await ensureTemplateState();
}
