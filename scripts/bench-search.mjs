// Search figures for npm run bench: the same listing search through the site (warm KV
// cache) and straight to the platform deployed on its own (no cache), in one run, plus the
// D1 time of the heaviest search the site can ask for.
import { spawn } from 'node:child_process';
import { ENV, freePort, waitUntilUp } from './lib.mjs';

/** The standalone platform is closed without a token (worker/platform/worker.ts): the bench gives it one. */
const BENCH_TOKEN = 'bench-platform-token';
const AUTHORIZATION = { Authorization: `Bearer ${BENCH_TOKEN}` };

export async function benchSearch({ base, load, persistTo }) {
  const port = await freePort();
  const platform = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--config',
      'wrangler.platform.toml',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--var',
      `PLATFORM_TOKEN:${BENCH_TOKEN}`,
      '--persist-to',
      persistTo,
      '--log-level',
      'error',
      '--show-interactive-dev-session=false',
    ],
    { env: { ...ENV, CI: 'true', NODE_ENV: 'production' }, stdio: 'ignore', detached: true },
  );
  const platformBase = `http://127.0.0.1:${port}`;
  const searchBody = {
    query: { terms: { 'transaction.id': [1, 3], 'headType.id': [1, 2] }, range: { 'price.value': { gte: 150000, lte: 450000 } } },
    sort: { field: 'price.value', order: 'asc' },
    limit: 15,
    offset: 0,
  };
  const heavyBody = {
    query: { range: { 'price.value': { gte: 1 } }, distance: { geoLocation: { lat: 50.85, lon: 4.35, distance: '200km' } } },
    sort: [
      { field: 'address.city.name', order: 'asc' },
      { field: 'price.value', order: 'desc' },
    ],
    grouping: 'CITY',
    includeChildren: true,
    limit: 100,
    offset: 0,
  };
  const post = (body) => ({ method: 'POST', headers: { ...AUTHORIZATION, 'Content-Type': 'application/json', 'X-SITE': '1' }, body: JSON.stringify(body) });
  try {
    await waitUntilUp(`${platformBase}/sites/1`, { headers: AUTHORIZATION });
    // The for-sale listing of site 1, as its page holds it.
    const page = await (
      await fetch(`${platformBase}/pages/by-url/${encodeURIComponent('nl/te-koop')}`, { headers: { ...AUTHORIZATION, 'X-SITE': '1' } })
    ).json();
    const section = page.sections.find((s) => s.type === 'estateList');
    const filter = 'type=1&type=2&price-min=150000&price-max=450000&sortType=price';
    const siteUrl = `${base}/nl/ajax/estates?page=${page.id}&section=${section.id}&${filter}`;
    const check = await fetch(siteUrl);
    if (!check.ok) throw new Error(`${siteUrl} answered ${check.status}`);
    const rows = [];
    rows.push(await load('search via site (warm KV cache)', siteUrl));
    rows.push(await load('search straight to platform (no cache)', `${platformBase}/sites/1/estates`, post(searchBody)));
    rows.push(await load('heaviest search straight to platform', `${platformBase}/sites/1/estates`, post(heavyBody)));
    // Search in plain words: the same search with a word for the texts (FTS5, migration 0042)
    // straight to the platform, and the same filter as the sentence the box sends, parsed by the site.
    const textBody = { ...searchBody, query: { ...searchBody.query, text: { words: 'tuin', lang: 'nl' } } };
    rows.push(await load('search with q (FTS5) straight to platform (no cache)', `${platformBase}/sites/1/estates`, post(textBody)));
    const sentenceUrl =
      `${base}/nl/ajax/estates?page=${page.id}&section=${section.id}&q=` +
      `${encodeURIComponent('huis of appartement tussen 150.000 en 450.000')}&sortType=price`;
    rows.push(await load('search with a sentence via site (parsed, warm KV cache)', sentenceUrl));
    const durations = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await fetch(`${platformBase}/sites/1/estates`, post(heavyBody));
      await response.arrayBuffer();
      durations.push(Number(/dur=([\d.]+)/.exec(response.headers.get('Server-Timing') ?? '')?.[1] ?? NaN));
    }
    durations.sort((a, b) => a - b);
    console.log(`\n  D1 time of the heaviest search (count + page, 30 runs): median ${durations[15].toFixed(2)} ms, max ${durations[29].toFixed(2)} ms`);
    const [site, direct, , withText, withSentence] = rows;
    console.log(`  search via site cache ÷ straight to platform: ${(site.rps / direct.rps).toFixed(2)}× the requests/s, p50 ${site.p50} vs ${direct.p50} ms`);
    console.log(
      `  search with q ÷ today's filter search, straight to platform: ${(withText.rps / direct.rps).toFixed(2)}× the requests/s, p50 ${withText.p50} vs ` +
        `${direct.p50} ms`,
    );
    console.log(
      `  search with a sentence ÷ today's filter search, via site: ${(withSentence.rps / site.rps).toFixed(2)}× the requests/s, p50 ${withSentence.p50} ` +
        `vs ${site.p50} ms`,
    );
    return rows;
  } finally {
    try {
      process.kill(-platform.pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
}
