// npm test: measures the run's speed factor (scripts/speed-factor.mjs: every time limit of the
// tests scales with it), checks formatting and lint (Biome), builds the client (the worker imports its manifest), checks the workers' generated
// Env types are those of their configurations (scripts/env-types.mjs), type-checks, checks both
// production bundles (deploy dry-runs and the site worker's budget, scripts/bundle-check.mjs),
// then runs the unit, tools, worker and end-to-end tests (wholeSuite below); it stops at the first
// failure. Its last line counts every test it ran, `N passed, N failed` (`, N skipped` when
// any): from vitest's JSON reports (.tmp/vitest-<project>.json); a failed build, type-check or
// bundle check counts as one failure. Before it, where the time went: the ten slowest files (every
// file's time in .tmp/test-times.json) and each phase beside its budget, those over it named.
// `npm test -- unit worker` runs only the named vitest projects; `npm test -- listings` runs one
// room's tests of every kind (scripts/rooms.mjs: platform/listings and console/listings), in one vitest.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { BENIGN_OUTPUT, ENV, pipeLines, run } from './lib.mjs';
import { codeRooms, KINDS, roomsNamed, testFiles } from './rooms.mjs';
import { describeFactor, measureSpeedFactor, SPEED_FACTOR_VARIABLE } from './speed-factor.mjs';
import { addCounts, countsOf, fileTimes, phaseLines, slowestLines, summaryLine } from './test-summary.mjs';
import { TYPECHECK_PROJECTS, tscArgs } from './typecheck.mjs';

/**
 * vitest's note that it wrote the JSON report (the closing line says what the report holds), and
 * the local queues' note that a message went to its dead-letter queue: the worker tests of
 * failing CRMs and mail providers send messages there on purpose (outbox and sync retries
 * start at once in the tests), and assert what follows. And wrangler's note that it read the
 * .dev.vars `npm start` writes: the worker tests bind their own secrets over it (vitest.config.ts).
 */
const QUIET = [
  ...BENIGN_OUTPUT,
  /JSON report written to /,
  /^Using secrets defined in \.dev\.vars$/,
  /Logs were written to ".*e2e-wrangler\.log"/,
  /\[mf:warn\].* Moving message "\w+" on queue "[\w-]+" to dead letter queue "[\w-]+" after \d+ failed attempts/,
];

/** Biome's whole output when every file passes: a blank line and its count. */
const BIOME_PASSED = [/^$/, /^Checked \d+ files in [\d.]+m?s\. No fixes applied\.$/];

/**
 * The tests' temporary files in memory where the machine has a writable tmpfs: miniflare keeps
 * the worker tests' databases under the temporary directory, and they are written again before
 * most files. On disk the worker tests waited for writes 4.5 % of the time (vmstat); on
 * /dev/shm they took 253 s instead of 295 s.
 */
function memoryTmp() {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return { TMPDIR: '/dev/shm' };
  } catch {
    return {};
  }
}
const TMP = memoryTmp();

/**
 * The run's speed factor, measured once before anything else runs (or TEST_SPEED_FACTOR as set),
 * and handed to every step: vitest's limits, Playwright's, the tests' own waits scale with it.
 */
function runSpeedFactor() {
  const given = Number(process.env[SPEED_FACTOR_VARIABLE]);
  if (Number.isFinite(given) && given >= 1) {
    console.log(`speed factor ${given} (${SPEED_FACTOR_VARIABLE} as set): time limits are their quiet bounds × ${given}`);
    return given;
  }
  const reading = measureSpeedFactor();
  console.log(describeFactor(reading));
  return reading.factor;
}
const SPEED = { [SPEED_FACTOR_VARIABLE]: String(runSpeedFactor()) };

/** Runs a command, passing its output through without the benign lines (scripts/lib.mjs). */
function runQuietly(command, args, skip = QUIET, env = {}) {
  return new Promise((resolve, reject) => {
    const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    const child = spawn(command, args, { env: { ...ENV, ...TMP, ...SPEED, ...color, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    pipeLines(child, skip);
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** A tool of this project, without npx's start-up and notices. */
const bin = (name) => `node_modules/.bin/${name}`;
const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
let counts = { passed: 0, failed: 0, skipped: 0 };

/**
 * Each phase's bound in seconds on a quiet reference machine (docs/testing.md), times the run's
 * speed factor: a phase over it is named before the closing line, and the run does not fail for it.
 */
const PHASE_BUDGETS = { checks: 90, unit: 45, worker: 330, 'e2e-shared': 330, tools: 240, e2e: 480 };
/** What each phase took, in the order they ended. */
const phases = [];
/** The projects whose JSON reports this run wrote. */
const reported = [];

/** Every vitest project (vitest.config.ts); a kind's name runs its projects together (KINDS, scripts/rooms.mjs). */
const PROJECTS = new Set(Object.values(KINDS).flat());

/**
 * What the command line names: vitest projects (`unit worker`), or rooms of the code (`listings`:
 * every room whose name ends so), each room's test files of every kind. Throws for a name that is neither.
 */
function named(args) {
  const projects = args.filter((name) => PROJECTS.has(name));
  const rooms = codeRooms();
  const picked = args.filter((name) => !PROJECTS.has(name)).map((name) => [name, roomsNamed(name, rooms)]);
  const unknown = picked.filter(([, found]) => found.length === 0).map(([name]) => name);
  if (unknown.length > 0) throw new Error(`no vitest project or room of the code named ${unknown.join(', ')}; the rooms: ${rooms.join(' ')}`);
  const chosen = new Set(picked.flatMap(([, found]) => found));
  return { projects, rooms: [...chosen], files: testFiles().filter(({ room }) => chosen.has(room)) };
}

/**
 * Runs one vitest project (or a kind's, KINDS) and adds its tests to the counts; rejects
 * when any failed. `env` is added to the tests' environment.
 */
async function vitest(project, names = KINDS[project] ?? [project], env = {}, files = []) {
  const report = `.tmp/vitest-${project}.json`;
  await rm(report, { force: true });
  reported.push(project);
  let failure;
  const from = Date.now();
  try {
    await runQuietly(
      bin('vitest'),
      ['run', ...names.flatMap((name) => ['--project', name]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...files],
      QUIET,
      env,
    );
  } catch (error) {
    failure = error;
  }
  phases.push({ phase: project, seconds: (Date.now() - from) / 1000 });
  const json = await readFile(report, 'utf8').then(JSON.parse, () => null);
  counts = addCounts(counts, countsOf(json, failure ? 1 : 0));
  if (failure) throw failure;
}

/** Runs the steps side by side, each to its end; rejects with the first failure once all have ended. */
async function together(...steps) {
  const failure = (await Promise.allSettled(steps)).find((step) => step.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * The whole suite's vitest phases. The browser files that change what the others read
 * (`e2e-shared`, one at a time) run beside the worker tests, on a server of their own
 * (E2E_STATE_DIR: its own local state, ports and fakes), instead of after the other browser
 * files on theirs. One after the other, the worker tests left a fifth of the two cores idle
 * (vmstat every 5 s) and the shared files as much; side by side, 3 %, and the suite ended 42 s
 * earlier (628 → 586 s). The tests of the tools (npm, the build, local D1, one file at a time)
 * run there too, out of the unit phase, which is pure code; so do the walks that render no page
 * (`walks`: the Nu checker, MCP conformance, the smoke check), on the shared files' server before
 * those files start, out of the last phase. The other browser files leave nothing
 * idle: they run last, alone (beside the worker tests too, the suite took 600 s: the worker tests'
 * own time tripled).
 */
async function wholeSuite() {
  await vitest('unit');
  console.log(`unit tests passed (${seconds()})`);
  await together(
    vitest('worker').then(() => console.log(`worker tests passed (${seconds()})`)),
    vitest('e2e-shared', ['walks', 'e2e-shared'], { E2E_STATE_DIR: '.tmp/e2e-shared-state' }).then(() =>
      console.log(`the walks and the browser tests that change shared state passed (${seconds()})`),
    ),
    vitest('tools').then(() => console.log(`tools tests passed (${seconds()})`)),
  );
  await vitest('e2e', ['e2e']);
  console.log(`browser tests passed (${seconds()})`);
}

/**
 * Where the run's time went: every file's time into .tmp/test-times.json, the ten slowest
 * printed, then each phase beside its budget and the phases over theirs.
 */
async function timeReport() {
  const times = [];
  for (const project of reported) {
    const json = await readFile(`.tmp/vitest-${project}.json`, 'utf8').then(JSON.parse, () => null);
    times.push(...fileTimes(json, project, process.cwd()));
  }
  await writeFile('.tmp/test-times.json', `${JSON.stringify(times, null, 1)}\n`);
  if (times.length > 0) console.log(["the ten slowest files (every file's time: .tmp/test-times.json):", ...slowestLines(times)].join('\n'));
  const { lines, over } = phaseLines(phases, PHASE_BUDGETS, Number(SPEED[SPEED_FACTOR_VARIABLE]));
  console.log(['each phase beside its budget × the speed factor:', ...lines].join('\n'));
  if (over.length > 0) console.log(`over its budget: ${over.join(', ')}`);
}

let asked = { projects: [], rooms: [], files: [] };
try {
  // What the command line names is read first: a name of nothing is said before any check runs.
  asked = named(names);
  // Formatting and lint first (biome.jsonc; `npm run format` writes): a second or two, and
  // nothing else is worth running on code that does not pass them.
  const checksFrom = Date.now();
  await runQuietly(bin('biome'), ['ci', '--error-on-warnings', '--colors=off', '--reporter=summary'], BIOME_PASSED);
  console.log(`format and lint passed (${seconds()})`);
  await run('node', ['build.mjs']);
  // The workers' Env types are generated from their wrangler configurations and checked in.
  await run('node', ['scripts/env-types.mjs', '--check']);
  // Sequential on purpose: with two cores, running the checks side by side took as long.
  // Incremental, as npm run typecheck (scripts/typecheck.mjs): a second run checks only what changed.
  for (const project of TYPECHECK_PROJECTS) await runQuietly(bin('tsc'), tscArgs(project));
  console.log(`typecheck passed (${seconds()})`);
  if (names.length === 0) {
    await runQuietly('node', ['scripts/bundle-check.mjs']);
    console.log(`bundle check passed (${seconds()})`);
  }
  phases.push({ phase: 'checks', seconds: (Date.now() - checksFrom) / 1000 });
  if (names.length === 0) await wholeSuite();
  for (const project of asked.projects) {
    await vitest(project);
    console.log(`${project} tests passed (${seconds()})`);
  }
  if (asked.files.length > 0) {
    // One vitest for the rooms' files of every kind: each kind's projects, the files as its filters.
    const kinds = new Set(asked.files.map(({ kind }) => kind));
    const projectNames = [...kinds].flatMap((kind) => KINDS[kind]);
    await vitest(
      'rooms',
      projectNames,
      {},
      asked.files.map(({ file }) => file),
    );
    console.log(`the tests of ${asked.rooms.join(', ')} passed (${seconds()})`);
  }
} catch (error) {
  console.error(error.message);
  if (counts.failed === 0) counts.failed = 1;
  process.exitCode = 1;
}
await timeReport().catch((error) => console.error(`the time report could not be written: ${error.message}`));
console.log(summaryLine(counts));
