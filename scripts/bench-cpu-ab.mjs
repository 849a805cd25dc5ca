// CPU per rendered answer of this checkout against another commit's, measured in the same run:
// on a loaded machine CPU time per request is inflated too, and by how much drifts
// from minute to minute, so two figures measured apart do not compare. Both builds serve at
// once (wrangler dev each, on its own seeded state) and requests alternate between them, one
// each in turn, each read from its own workerd's scheduler counters as scripts/bench-cpu.mjs
// reads them; per page type the medians of both and of the pairs' ratios.
//
//   node scripts/bench-cpu-ab.mjs [commit, default main] [answers per page type, default 150]
//
// The other commit is written out of git into .tmp/bench-ab-<commit>/ (node_modules linked,
// built, migrated and seeded there); this checkout must be built and have run
// scripts/bench-cpu.mjs once (its state, .tmp/bench-cpu-state). Figures, not a test.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { percentile } from './bench-common.mjs';
import { biggestUnit, FIRST, firstLink, settled, visit } from './bench-cpu.mjs';
import { workerdOf } from './bench-load.mjs';
import { ENV, freePort, stopProcessGroup, waitUntilUp } from './lib.mjs';

const ref = process.argv[2] ?? 'main';
const ANSWERS = Number(process.argv[3] ?? 150);
const WARM = 100;
const STATE = '.tmp/bench-cpu-state';
const other = `.tmp/bench-ab-${ref.replace(/[^A-Za-z0-9_-]/g, '-')}`;

if (!existsSync(STATE)) throw new Error(`no ${STATE}: run node scripts/bench-cpu.mjs once first`);
const sh = (command, args, cwd) => execFileSync(command, args, { cwd, env: ENV, stdio: ['ignore', 'ignore', 'inherit'] });
rmSync(other, { recursive: true, force: true });
mkdirSync(other, { recursive: true });
execFileSync('sh', ['-c', `git archive ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(other)}`], { stdio: 'inherit' });
sh('cp', ['-al', `${process.cwd()}/node_modules`, `${other}/node_modules`]);
sh('node', ['-e', `import('./scripts/bench-common.mjs').then((m) => m.freshState(${JSON.stringify(STATE)}))`], other);

/** wrangler dev of one checkout on its own state, detached (its process group ends it). */
function serve(cwd, port) {
  const args = [
    'wrangler',
    'dev',
    '--port',
    String(port),
    '--persist-to',
    STATE,
    '--ip',
    '127.0.0.1',
    '--log-level',
    'error',
    '--show-interactive-dev-session=false',
  ];
  return spawn('npx', args, { cwd, env: { ...ENV, CI: 'true', NODE_ENV: 'production' }, stdio: 'ignore', detached: true });
}

const ports = [await freePort(), await freePort()];
const servers = [serve(other, ports[0]), serve(process.cwd(), ports[1])];
const agents = ports.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
const at = (values, p) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  );
const median = (values) => at(values, 50);
try {
  // Two builds starting at once on a loaded machine may take longer than one wait's minute.
  const upWithin5Minutes = async (url) => {
    for (let minute = 1; ; minute += 1) {
      try {
        return await waitUntilUp(url);
      } catch (error) {
        if (minute === 5) throw error;
      }
    }
  };
  await Promise.all(ports.map((port) => upWithin5Minutes(`http://127.0.0.1:${port}/nl/`)));
  const workers = servers.map((server) => workerdOf(server.pid));
  if (workers.includes(null)) throw new Error('no workerd process with an inspector in a wrangler dev group');
  const pages = [
    ['home', FIRST, '/nl/'],
    ['listing', FIRST, '/nl/te-koop'],
    ['detail', FIRST, await firstLink(ports[1], FIRST, '/nl/te-koop', /href="(\/nl\/aanbod\/\d+\/[^"?]+)"/, agents[1])],
    ['holiday unit', 'immo-tweede.localhost', await biggestUnit(ports[1], agents[1])],
    ['CMS page', FIRST, '/nl/over-ons'],
    ['privacy', FIRST, '/nl/privacy-verklaring'],
  ];
  console.log(`CPU per rendered answer: A ${ref} (${other}) and B this checkout, ${ANSWERS} answers each per page type, alternated`);
  console.log(
    `  machine load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `  ${'page'.padEnd(14)} ${'A p25'.padStart(7)} ${'B p25'.padStart(7)} ${'B/A'.padStart(6)}   ${'A p50'.padStart(7)} ${'B p50'.padStart(7)} ` +
      `${'B/A'.padStart(6)} ${'pairs'.padStart(6)}   load`,
  );
  for (const [name, hostname, path] of pages) {
    const join = path.includes('?') ? '&' : '?';
    for (let i = 0; i < WARM; i += 1) for (const k of [0, 1]) await visit(ports[k], hostname, `${path}${join}cpu=warm-${i}`, agents[k]);
    const each = [[], []];
    const ratios = [];
    for (let i = 0; i < ANSWERS; i += 1) {
      for (const k of [0, 1]) {
        const start = await settled(workers[k]);
        const answer = await visit(ports[k], hostname, `${path}${join}cpu=${Date.now()}-${i}`, agents[k]);
        if (answer.status !== 200) throw new Error(`${hostname}${path} answered ${answer.status} (${k ? 'B' : 'A'})`);
        each[k].push(((await settled(workers[k])) - start) / 1e6);
      }
      ratios.push(each[1][i] / each[0][i]);
    }
    const [a, b] = each.map(median);
    // The lower quartile: the answers the machine's other work slowed least.
    const [a25, b25] = each.map((values) => at(values, 25));
    const ms = (n) => n.toFixed(2).padStart(7);
    console.log(
      `  ${name.padEnd(14)} ${ms(a25)} ${ms(b25)} ${(b25 / a25).toFixed(3).padStart(6)}   ${ms(a)} ${ms(b)} ${(b / a).toFixed(3).padStart(6)} ` +
        `${median(ratios).toFixed(3).padStart(6)}   ${loadavg()[0].toFixed(1)}`,
    );
  }
  console.log('  (ms of CPU per answer from schedstat; B/A: the ratio of the quartiles, of the medians; pairs: the median of each pair’s ratio)');
} finally {
  for (const agent of agents) agent.destroy();
  for (const server of servers) stopProcessGroup(server);
}
