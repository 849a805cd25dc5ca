// Search in plain words: µs per parse of the table test's sentences
// (test/unit/fixtures/plain-search-phrases-*.ts, four languages), the parser and its places as the
// site runs them (shared/domain/plain-search/), in this Node process: the process's CPU time per
// parse, and each parse's wall time (mean, p50, p99, max). The places' matcher is
// built once and reused, as the site does; its build is timed on its own. Goal: ≤ 1 ms a query.
// Figures, not a timed test.
//
// Run on its own: node scripts/bench-parse.mjs   (BENCH_PARSE_ROUNDS=200 rounds over the sentences)
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { percentile } from './bench-common.mjs';
import { importTs } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_PARSE_ROUNDS ?? 200);
/** Rounds run first and not counted: the code optimised as it is after a while of serving. */
const WARM_ROUNDS = 20;

export async function benchParse() {
  if (ROUNDS <= 0) return;
  // One bundle for the parser, its place data and its words, installed as the site installs them (place-data.ts, vocabulary.ts).
  await mkdir('.tmp', { recursive: true });
  await writeFile(
    '.tmp/bench-parse-entry.ts',
    [
      "import { installPlaceData } from '../shared/domain/plain-search/place-data';",
      "import { PLACE_DATA } from '../shared/domain/plain-search/place-data-source';",
      "import { installVocabulary } from '../shared/domain/plain-search/vocabulary';",
      "import { VOCABULARY_WORDS } from '../shared/domain/plain-search/vocabulary-source';",
      "export { parseSearch, placeMatcher } from '../shared/domain/plain-search/parse';",
      "export { BELGIAN_PLACES } from '../shared/domain/plain-search/belgian-places';",
      'installPlaceData(PLACE_DATA);',
      'installVocabulary(VOCABULARY_WORDS);',
    ].join('\n'),
  );
  const [{ parseSearch, placeMatcher, BELGIAN_PLACES }, nlFr, enDe] = await Promise.all([
    importTs('.tmp/bench-parse-entry.ts'),
    importTs('test/unit/fixtures/plain-search-phrases-nl-fr.ts'),
    importTs('test/unit/fixtures/plain-search-phrases-en-de.ts'),
  ]);
  const sentences = [
    ...nlFr.DUTCH.map(([phrase]) => [phrase, 'nl']),
    ...nlFr.FRENCH.map(([phrase]) => [phrase, 'fr']),
    ...enDe.ENGLISH.map(([phrase]) => [phrase, 'en']),
    ...enDe.GERMAN.map(([phrase]) => [phrase, 'de']),
  ];
  const buildStart = performance.now();
  const places = placeMatcher(BELGIAN_PLACES);
  const buildMs = performance.now() - buildStart;

  for (let round = 0; round < WARM_ROUNDS; round++) for (const [phrase, language] of sentences) parseSearch(phrase, places, language);
  const each = [];
  const cpuStart = process.cpuUsage();
  const roundStart = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [phrase, language] of sentences) {
      const start = performance.now();
      parseSearch(phrase, places, language);
      each.push((performance.now() - start) * 1000);
    }
  }
  const meanUs = ((performance.now() - roundStart) * 1000) / (ROUNDS * sentences.length);
  const cpu = process.cpuUsage(cpuStart);
  // The process's CPU time (its own work, the timer calls included), which a loaded machine's waits do not inflate.
  const cpuUs = (cpu.user + cpu.system) / (ROUNDS * sentences.length);
  each.sort((a, b) => a - b);
  console.log(`\nsearch in plain words: ${sentences.length} sentences × ${ROUNDS} rounds, ${BELGIAN_PLACES.length} places`);
  console.log(`  places matcher built once in ${buildMs.toFixed(1)} ms`);
  console.log(
    `  µs per parse: CPU ${cpuUs.toFixed(1)}   wall mean ${meanUs.toFixed(1)}   p50 ${percentile(each, 50).toFixed(1)}   p99 ` +
      `${percentile(each, 99).toFixed(1)}   max ${each[each.length - 1].toFixed(1)}   (goal ≤ 1,000)`,
  );
  console.log(
    `  machine load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchParse();
