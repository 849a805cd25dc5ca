// npm test: builds the client (the worker imports its manifest), type-checks, checks both
// production bundles (deploy dry-runs and the site worker's budget, scripts/bundle-check.mjs),
// then runs the unit, worker and end-to-end tests one after the other; it stops at the first
// failure.
// `npm test -- unit worker` runs only the named vitest projects.
import { spawn } from 'node:child_process';
import { ENV, pipeLines, run } from './lib.mjs';

/** Runs a command, passing its output through without the benign lines (scripts/lib.mjs). */
function runQuietly(command, args) {
  return new Promise((resolve, reject) => {
    const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    const child = spawn(command, args, { env: { ...ENV, ...color }, stdio: ['ignore', 'pipe', 'pipe'] });
    pipeLines(child);
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** A tool of this project, without npx's start-up and notices. */
const bin = (name) => `node_modules/.bin/${name}`;
const vitest = (project) => runQuietly(bin('vitest'), ['run', '--project', project]);
const projects = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

await run('node', ['build.mjs']);
try {
  // Sequential on purpose: with two cores, running the checks side by side took as long.
  await runQuietly(bin('tsc'), ['-p', 'tsconfig.json']);
  await runQuietly(bin('tsc'), ['-p', 'test/worker/tsconfig.json']);
  console.log(`typecheck passed (${seconds()})`);
  if (projects.length === 0) {
    await runQuietly('node', ['scripts/bundle-check.mjs']);
    console.log(`bundle check passed (${seconds()})`);
  }
  for (const project of projects.length > 0 ? projects : ['unit', 'worker', 'e2e']) {
    await vitest(project);
    console.log(`${project} tests passed (${seconds()})`);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
