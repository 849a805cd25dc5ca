// npm test: builds the client (the worker imports its manifest), type-checks, then runs
// the unit, worker and end-to-end test projects one after the other, stopping at the first failure.
import { run } from './lib.mjs';

const projects = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
await run('node', ['build.mjs']);
await run('npx', ['tsc', '-p', 'tsconfig.json']);
await run('npx', ['tsc', '-p', 'test/worker/tsconfig.json']);
for (const project of projects.length > 0 ? projects : ['unit', 'worker', 'e2e']) {
  await run('npx', ['vitest', 'run', '--project', project]);
}
