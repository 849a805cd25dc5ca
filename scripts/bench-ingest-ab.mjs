// The ingest API's cost per listing in this checkout against another commit's, in one run:
// scripts/bench-ingest.mjs (10,000 listings through PUT /ingest/sites/1/listings into a fresh
// local D1) alternately in each checkout, ROUNDS times, and per phase the medians and the
// median of the rounds' ratios (this ÷ other). Two figures measured apart do not compare on a
// shared machine; alternating rounds meet the same load. Figures, not a test:
//   node scripts/bench-ingest-ab.mjs [commit, default main] [rounds, default 3]
// BENCH_INGEST_TOTAL (10000) as in bench-ingest.mjs; run it with the project's Node (node_modules/.bin/node). The other commit is written out of git into
// .tmp/bench-ingest-ab-<commit>/ with this checkout's node_modules linked; this checkout's bench
// script runs in both (it bundles, migrates and times the checkout it runs in).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { ENV } from './lib.mjs';

const ref = process.argv[2] ?? 'main';
const ROUNDS = Number(process.argv[3] ?? 3);
const other = `.tmp/bench-ingest-ab-${ref.replace(/[^A-Za-z0-9_-]/g, '-')}`;
const here = process.cwd();
const script = resolve('scripts/bench-ingest.mjs');

rmSync(other, { recursive: true, force: true });
mkdirSync(other, { recursive: true });
execFileSync('sh', ['-c', `git archive ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(other)}`], { stdio: 'inherit' });
execFileSync('cp', ['-al', `${here}/node_modules`, `${other}/node_modules`]);
// The platform imports files the build writes (its static files' manifest): each checkout built by its own build.mjs.
for (const cwd of [here, other]) execFileSync(process.execPath, ['build.mjs'], { cwd, env: ENV, stdio: ['ignore', 'ignore', 'inherit'] });

/** One bench run in `cwd`: its milliseconds per estate by phase. */
function runIn(cwd) {
  const out = execFileSync(process.execPath, [script], {
    cwd,
    env: { ...ENV, BENCH_INGEST_JSON: '1' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = out.split('\n').find((text) => text.startsWith('BENCH_INGEST '));
  if (!line) throw new Error(`no figures from the bench in ${cwd}:\n${out}`);
  return JSON.parse(line.slice('BENCH_INGEST '.length));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const rounds = [];
const loads = [];
for (let round = 0; round < ROUNDS; round += 1) {
  // Which goes first alternates, so neither always meets the other's leftovers.
  const order = round % 2 ? [other, here] : [here, other];
  const figures = {};
  for (const cwd of order) {
    loads.push(loadavg()[0]);
    figures[cwd === here ? 'this' : 'other'] = runIn(cwd);
  }
  rounds.push(figures);
  console.log(`round ${round + 1}: this ${JSON.stringify(figures.this)} · ${ref} ${JSON.stringify(figures.other)}`);
}
const phases = {
  first: 'first 1,000 (empty site)',
  rest: `next ${(Number(process.env.BENCH_INGEST_TOTAL ?? 10_000) - 1_000).toLocaleString('en')}`,
  updates: '1,000 updates at 10,000',
  unchanged: '1,000 sent again',
};
console.log(
  `\ningest, ms per listing: this checkout vs ${ref}, ${ROUNDS} alternating rounds (load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)})`,
);
for (const [key, name] of Object.entries(phases)) {
  const mine = median(rounds.map((round) => round.this[key]));
  const theirs = median(rounds.map((round) => round.other[key]));
  const ratio = median(rounds.map((round) => round.this[key] / round.other[key]));
  console.log(`  ${name.padEnd(26)} ${mine.toFixed(2)} vs ${theirs.toFixed(2)} ms   ratio ${ratio.toFixed(2)}`);
}
