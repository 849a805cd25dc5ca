// `npm run bench -- --help`: what the bench runs, in its order, and the variables that size or
// leave out each section. Printed without building or starting anything.

/** The sections of scripts/bench.mjs in the order it runs them, each with its variables. */
export const BENCH_SECTIONS = [
  ['pages', 'warm home, listing and detail in nl and fr, then searches, as ratios to a static asset', 'BENCH_SECONDS=5 BENCH_CONNECTIONS=10'],
  ['lighthouse', "Lighthouse's mobile figures of home, listing and detail (scripts/lighthouse.mjs)", 'LIGHTHOUSE_RUNS=5 CHROME_PATH=/usr/bin/chromium'],
  [
    'photos',
    "Lighthouse's mobile figures of the demo's listing of camera photos, detail and newest-first list, both sites (scripts/bench-photos.mjs)",
    'BENCH_PHOTOS=1 (0 leaves it out) LIGHTHOUSE_RUNS=5',
  ],
  ['cpu', 'CPU per answer of each page type, rendered and kept (scripts/bench-cpu.mjs)', 'BENCH_CPU_REQUESTS=100 (0 leaves it out)'],
  [
    'load',
    'many connections per page on the production configuration (scripts/bench-load.mjs)',
    'BENCH_LOAD_SECONDS=60 (0 leaves it out) BENCH_LOAD_CONNECTIONS=200 BENCH_LOAD_ROUNDS=2 BENCH_LOAD_IDLE_SECONDS=60',
  ],
  [
    'outage',
    'uncached pages and no-JS posts while the platform hangs (scripts/bench-outage.mjs)',
    'BENCH_OUTAGE_CONCURRENCY=50 (0 leaves it out) BENCH_OUTAGE_ROUNDS=2 BENCH_OUTAGE_HOGS=0 BENCH_OUTAGE_SLOW_MS=3000 BENCH_OUTAGE_SLOW_VISITORS=10 ' +
      'BENCH_OUTAGE_MAILS=50',
  ],
  [
    'memory',
    'rounds over many distinct pages until the RSS settles (scripts/bench-memory.mjs)',
    'BENCH_MEMORY_ROUNDS=8 (0 leaves it out) BENCH_MEMORY_CONNECTIONS=25 BENCH_MEMORY_FRESH=60 BENCH_MEMORY_IDLE_SECONDS=20 ' +
      'BENCH_MEMORY_STORES=local|off|kv|count BENCH_MEMORY_COLLECT=all|ours BENCH_MEMORY_ALLOCATOR=tcmalloc|release|arena2|jemalloc (the soak’s too)',
  ],
  [
    'soak',
    'steady load over warm and new pages, RSS slopes and a verdict (scripts/bench-soak.mjs)',
    'BENCH_SOAK_SECONDS=600 (0 leaves it out) BENCH_SOAK_CONNECTIONS=200 BENCH_SOAK_FRESH=60 BENCH_SOAK_SAMPLE_SECONDS=30 BENCH_SOAK_STORES=local|off|kv',
  ],
  [
    'agencies',
    'a thousand agencies against the 2 demo agencies (scripts/bench-agencies.mjs)',
    'BENCH_AGENCIES=1000 (0 leaves it out) BENCH_AGENCY_VISITS=300 BENCH_AGENCY_CONCURRENCY=8 BENCH_AGENCY_ESTATES=30 BENCH_DATABASES=1…4',
  ],
  ['scale', "the platform's searches at 1,000, 10,000 and 100,000 estates (scripts/bench-scale.mjs)", 'BENCH_SCALE=0 leaves it out, BENCH_SCALE_RUNS=40'],
  [
    'buyer-pool',
    "the buyer pool's count over 100,000 alerts, with and without its index (scripts/bench-buyer-pool.mjs)",
    'BENCH_POOL_ALERTS=100000 (0 leaves it out) BENCH_POOL_RUNS=40',
  ],
  ['webhook', "SweepBright's webhook to a fresh page (scripts/bench-webhook.mjs)", 'BENCH_WEBHOOK_EVENTS=100 BENCH_WEBHOOK_ESTATES=20'],
  ['crm-import', '1,000 Whise listings imported on connect (scripts/bench-crm-import.mjs)', 'BENCH_IMPORT_LISTINGS=1000'],
  ['parse', "search in plain words: µs per parse of the table test's sentences (scripts/bench-parse.mjs)", 'BENCH_PARSE_ROUNDS=200 (0 leaves it out)'],
];

/** True when the bench was asked for its usage. */
export function wantsHelp(argv = process.argv.slice(2)) {
  return argv.includes('--help') || argv.includes('-h');
}

/** The usage text: how to run the bench, then each section with its variables. */
export function benchUsage() {
  const width = Math.max(...BENCH_SECTIONS.map(([name]) => name.length));
  return [
    'usage: [VARIABLE=value …] npm run bench',
    '',
    'Builds, seeds a local state in .tmp/bench-state and runs these sections in turn (figures, not',
    'a test; nothing deployed). Each section sized or left out by its variables (defaults shown):',
    '',
    ...BENCH_SECTIONS.flatMap(([name, what, variables]) => [`  ${name.padEnd(width)}  ${what}`, `  ${''.padEnd(width)}  ${variables}`]),
  ].join('\n');
}
