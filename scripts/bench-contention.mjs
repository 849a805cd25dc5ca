// CPU contention for the soak and outage benchmarks: busy processes beside a
// run, so the site's isolate waits for the CPU as on a loaded machine, and what the goals say
// about the figures taken then: a healthy platform never yields a 503 at load ≥ 15, and 50
// concurrent new pages with the platform down answer within 2 s at load ≥ 15.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

/** The 1-minute load average from which a run counts as loaded. */
export const LOADED = 15;
/** Milliseconds within which every new page answers while the platform is down. */
export const OUTAGE_GOAL_MS = 2_000;

/**
 * Starts `count` busy processes (a loop each, no output); answers the function that stops them.
 * Bounded by the run: stopped when it ends or exits, and each ends on its own after `maxSeconds`.
 */
export function startHogs(count, maxSeconds = 3_600) {
  const hogs = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', `const end = Date.now() + ${maxSeconds * 1000}; while (Date.now() < end) {}`], { stdio: 'ignore' }),
  );
  const stop = () => {
    for (const hog of hogs) hog.kill();
  };
  process.once('exit', stop);
  return stop;
}

/** The 1-minute load average now. */
export const load1 = () => loadavg()[0];

/**
 * The soak's verdict on 503s from its healthy platform: in all, and in the samples taken at a
 * load of LOADED or more (each sample: { load1, unavailable }).
 */
export function unavailableVerdict(samples) {
  const loaded = samples.filter((sample) => sample.load1 >= LOADED);
  const all = samples.reduce((sum, sample) => sum + sample.unavailable, 0);
  const underLoad = loaded.reduce((sum, sample) => sum + sample.unavailable, 0);
  const loads = loaded.map((sample) => sample.load1);
  const range = loads.length ? `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` : 'none';
  const verdict = loaded.length === 0 ? `none (no sample at load ≥ ${LOADED}: set BENCH_SOAK_HOGS)` : underLoad === 0 ? 'met' : 'NOT met';
  return {
    all,
    underLoad,
    line:
      `503 answers from the healthy platform: ${all} in all, ${underLoad} in the ${loaded.length} samples at load ≥ ${LOADED} (load ${range}); goal 0 ` +
      `at load ≥ ${LOADED}: ${verdict}`,
  };
}

/** The outage's verdict on its bursts of new pages (rows of bench-outage's `burst`). */
export function outageVerdict(rows) {
  const pages = rows.filter((row) => row.name.startsWith('pages'));
  const worst = pages.reduce((max, row) => Math.max(max, row.max), 0);
  const loaded = pages.filter((row) => row.load >= LOADED);
  const worstLoaded = loaded.reduce((max, row) => Math.max(max, row.max), 0);
  const verdict = loaded.length === 0 ? `none (no burst at load ≥ ${LOADED}: set BENCH_OUTAGE_HOGS)` : worstLoaded <= OUTAGE_GOAL_MS ? 'met' : 'NOT met';
  return (
    `new pages with the platform down: slowest ${worst.toFixed(0)} ms in all, ${loaded.length ? `${worstLoaded.toFixed(0)} ms` : '–'} in the ` +
    `${loaded.length} bursts at load ≥ ${LOADED}; goal ≤ ${OUTAGE_GOAL_MS} ms at load ≥ ${LOADED}: ${verdict}`
  );
}
