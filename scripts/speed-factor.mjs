// The run's speed factor: how many times slower than the reference machine, quiet, this machine
// runs now. `npm test` measures it once, before its first step, and hands it to every phase as
// TEST_SPEED_FACTOR; every time limit of the tests is a bound on the quiet machine times the
// factor (vitest.config.ts, test/worker/until.ts, test/e2e/helpers/browser.ts), as Node.js core's
// tests scale theirs with `common.platformTimeout` on slow platforms. A busy or slower machine then
// gives a slow step the time it needs, and a hang still fails, later.
//
// Two readings, the larger wins:
// - a fixed CPU workload, timed: its CPU time against the reference machine's is the CPU's speed,
//   its wall time against its CPU time the share of a core it got just now;
// - the 1-minute load average against the cores: the share a new busy thread would get
//   (one thread's reading misses the load of the other programs of its own session, which Linux
//   shares out among that session's threads: its autogroup).
import { availableParallelism, loadavg } from 'node:os';

/** The variable that carries the factor to every phase and process of a run. */
export const SPEED_FACTOR_VARIABLE = 'TEST_SPEED_FACTOR';

/** Rounds of the workload per reading: about a tenth of a second of CPU on the reference machine. */
const ROUNDS = 16_000_000;
const READINGS = 3;
/**
 * The workload's CPU time on the reference machine (machine A of docs/benchmarks.md, whose quiet
 * runs the tests' bounds were set on): the least of many readings, in milliseconds.
 */
export const REFERENCE_CPU_MS = 95;

/** A fixed integer workload (xorshift), the same work on every machine; its sum keeps the loop from being optimised away. */
export function workload(rounds = ROUNDS) {
  let x = 0x2545f491 | 0;
  let sum = 0;
  for (let i = 0; i < rounds; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    sum = (sum + (x & 0xffff)) | 0;
  }
  return sum;
}

/** This thread's CPU time so far, in milliseconds (the process's where Node cannot tell the thread's). */
function cpuMs() {
  const { user, system } = process.threadCpuUsage?.() ?? process.cpuUsage();
  return (user + system) / 1000;
}

/** Times the workload `READINGS` times: each reading's CPU and wall milliseconds. */
export function timeWorkload(readings = READINGS, rounds = ROUNDS) {
  const times = [];
  for (let i = 0; i < readings; i += 1) {
    const cpu = cpuMs();
    const wall = performance.now();
    workload(rounds);
    times.push({ cpuMs: cpuMs() - cpu, wallMs: performance.now() - wall });
  }
  return times;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The factor from the readings: the CPU's speed (the least CPU time against the reference's) times
 * the larger of the share a reading got (the median of wall over CPU time) and the one the load
 * average leaves (load + 1 runnable threads on `cores`); never below 1, to one decimal.
 */
export function factorFrom({ times, load, cores, referenceCpuMs = REFERENCE_CPU_MS }) {
  const speed = Math.min(...times.map((time) => time.cpuMs)) / referenceCpuMs;
  const share = median(times.map((time) => time.wallMs / Math.max(time.cpuMs, 0.001)));
  const loadShare = (load + 1) / cores;
  return Math.max(1, Math.round(speed * Math.max(share, loadShare) * 10) / 10);
}

/** Measures the factor now: what it is, and the readings it came from (for the line npm test prints). */
export function measureSpeedFactor() {
  const times = timeWorkload();
  const load = loadavg()[0];
  const cores = availableParallelism();
  return { factor: factorFrom({ times, load, cores }), times, load, cores };
}

/** A factor a person or a parent process set: a number of at least 1, else nothing. */
function givenFactor() {
  const given = Number(process.env[SPEED_FACTOR_VARIABLE]);
  return Number.isFinite(given) && given >= 1 ? given : undefined;
}

/**
 * This run's factor: TEST_SPEED_FACTOR when set (npm test sets it; a person may, e.g. `=1` for a
 * quiet machine's bounds), else measured now and put there, so the processes this one starts
 * (vitest's workers, the tools a test runs) share it.
 */
export function speedFactor() {
  const given = givenFactor();
  if (given !== undefined) return given;
  const { factor } = measureSpeedFactor();
  process.env[SPEED_FACTOR_VARIABLE] = String(factor);
  return factor;
}

/** A bound set on a quiet reference machine, for this run: `ms` times the factor. */
export function scaled(ms) {
  return Math.round(ms * speedFactor());
}

/** One line saying what the factor is and where it came from. */
export function describeFactor({ factor, times, load, cores }) {
  const cpu = Math.min(...times.map((time) => time.cpuMs));
  const wall = median(times.map((time) => time.wallMs));
  return (
    `speed factor ${factor}: time limits are their quiet bounds × ${factor} (a fixed workload took ${wall.toFixed(0)} ms, ` +
    `${cpu.toFixed(0)} ms of CPU against ${REFERENCE_CPU_MS} on the reference machine; load ${load.toFixed(1)} on ${cores} cores)`
  );
}
