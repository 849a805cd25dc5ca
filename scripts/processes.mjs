// Running other programs from the npm scripts: a command with its output passed through,
// `wrangler dev` servers in process groups of their own, a free port, waiting for a server.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { scaled } from './speed-factor.mjs';

/**
 * The environment of every tool the scripts start. CLOUDFLARE_CF_FETCH_ENABLED=false: miniflare
 * under wrangler dev gives requests its built-in placeholder `request.cf` instead of fetching
 * one from workers.cloudflare.com on start, which printed a stack trace twice on machines
 * without internet access; the site reads nothing from `request.cf` (the scripts' own
 * miniflare, lib.mjs localWorker, has `cf: false`). Set CLOUDFLARE_CF_FETCH_ENABLED=true to
 * fetch it anyway.
 */
export const ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  // wrangler dev's local observability (traces and logs of every request kept for its Local
  // Explorer, on by default in wrangler 4.164) cost about 1.2 ms of CPU per answer in the
  // local workerd, robots.txt's 1.5 ms → 2.8 (docs/benchmarks.md): off for npm start, the browser
  // tests and the benches, which serve as production does; `X_LOCAL_OBSERVABILITY=true npm start` turns it on.
  X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? 'false',
  NO_UPDATE_NOTIFIER: '1',
  CLOUDFLARE_CF_FETCH_ENABLED: process.env.CLOUDFLARE_CF_FETCH_ENABLED ?? 'false',
};

/**
 * Output lines that say nothing about our code, left out of test runs:
 * - workerd's notice that the test runner's WebSocket closed at the end of a run (the Workers
 *   Vitest plugin's shutdown, workers-sdk#13833);
 * - workerd (under wrangler dev) reporting that a browser closed its connection while an
 *   answer was still being written (broken pipe, connection reset), and that report's stack
 *   line: a visitor leaving;
 * - wrangler dev's notice that Cron Triggers do not fire by themselves locally.
 */
export const BENIGN_OUTPUT = [
  // The Vitest plugin's own shutdown (docs/testing.md): it closes its runner WebSocket and disposes
  // of workerd without waiting for the close handshake; its own ignore list misses this wording.
  /^exception = workerd\/api\/web-socket\.c\+\+:\d+: disconnected: WebSocket peer disconnected$/,
  /disconnected: ::write\(fd, buffer\.begin\(\), buffer\.size\(\)\): (Broken pipe|Connection reset by peer)/,
  // wrangler dev's notice that the Cron Trigger does not fire by itself locally (the tests
  // call the scheduled handler themselves; `npm start` says so in its own words).
  /Scheduled Workers are not automatically triggered during local development/,
  /^\s+To manually trigger a scheduled event, run:$/,
  /^\s+curl "http:\/\/127\.0\.0\.1:\d+\/cdn-cgi\/local\/scheduled"$/,
  /^\s+For more details, see https:\/\/developers\.cloudflare\.com\/workers\/configuration\/cron-triggers\/#test-cron-triggers-locally$/,
  /^\s+stack: (\S+\/workerd@[0-9a-f]+ ?)+$/,
];

/** Passes a child's stdout and stderr through line by line, leaving out the lines `skip` matches. */
export function pipeLines(child, skip = BENIGN_OUTPUT) {
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    if (!stream) continue;
    let rest = '';
    stream.setEncoding('utf8');
    const emit = (line) => {
      if (!skip.some((pattern) => pattern.test(line))) target.write(`${line}\n`);
    };
    stream.on('data', (text) => {
      const lines = (rest + text).split('\n');
      rest = lines.pop() ?? '';
      lines.forEach(emit);
    });
    stream.on('end', () => rest && emit(rest));
  }
}

/** Runs a command with inherited output; rejects when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: ENV, ...options });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * Waits until `url` answers below 500: a server `wrangler dev` is starting. Up to a minute on the
 * quiet reference machine, times the speed factor (scripts/speed-factor.mjs: measured once here
 * unless the run set it).
 */
export async function waitUntilUp(url, init = { redirect: 'manual' }) {
  const limit = scaled(60_000);
  const deadline = Date.now() + limit;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, init)).status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} never answered within ${Math.round(limit / 1000)} s`);
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A quiet `wrangler dev` on 127.0.0.1 in a process group of its own (stop it with
 * stopProcessGroup). NODE_ENV=production: React's production build, as a deploy bundles it;
 * `env` adds variables (e.g. WRANGLER_REGISTRY_PATH, so a PLATFORM binding reaches this run's
 * platform and not one another checkout runs); `logTo`, a file its output (the workers' error
 * lines among it) is appended to, else it is dropped.
 * @example const server = wranglerDev(['--port', '8788', '--persist-to', '.tmp/state'])
 */
export function wranglerDev(args, env = {}, logTo = null) {
  const output = logTo ? openSync(logTo, 'a') : 'ignore';
  const child = spawn('npx', ['wrangler', 'dev', ...args, '--ip', '127.0.0.1', '--log-level', 'error', '--show-interactive-dev-session=false'], {
    env: { ...ENV, CI: 'true', NODE_ENV: 'production', ...env },
    stdio: ['ignore', output, output],
    detached: true,
  });
  // The child has its own copy of the file.
  if (typeof output === 'number') closeSync(output);
  return child;
}

/** Ends a process group started detached (wranglerDev): wrangler and its workerd processes. */
export function stopProcessGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // gone
  }
}
