// The ingest API's figure: 10,000 estates in batches into a local D1, goal ≤ 60 s,
// and the time per estate at 1,000 vs 10,000 (it should not grow). Not part of npm test:
//   node scripts/bench-ingest.mjs
// The standalone platform (worker/platform/worker.ts) runs in workerd through miniflare with
// a fresh local D1 of its own; the listings go through PUT /ingest/sites/1/listings exactly as
// an integrator sends them (JSON over fetch, the bearer ingest token), BATCH listings a call.
import { createHash } from 'node:crypto';
import { benchPlatform } from './lib.mjs';

const PERSIST_TO = '.tmp/bench-ingest-state';
const SITE_ID = 1;
const TOTAL = Number(process.env.BENCH_INGEST_TOTAL ?? 10_000);
const BATCH = Number(process.env.BENCH_INGEST_BATCH ?? 200);
const PLATFORM_TOKEN = 'bench-ingest-platform-token';
const INGEST_TOKEN = 'ingest_bench-ingest-token';
const ZIPS = [
  ['9000', 'Gent'],
  ['2000', 'Antwerpen'],
  ['1000', 'Brussel'],
  ['4000', 'Liège'],
  ['8400', 'Oostende'],
  ['3000', 'Leuven'],
];
const TEXT = 'Ruime woning met tuin, dicht bij het centrum en het station. '.repeat(12);

/** The n-th listing: a house or apartment for sale or to let, with text in two languages and pictures. */
function listing(n) {
  const [postalCode, city] = ZIPS[n % ZIPS.length];
  const letting = n % 5 === 0;
  return {
    source: n % 2 ? 'whise' : 'sweepbright',
    externalId: n % 2 ? String(100_000 + n) : `4b0d${String(n).padStart(8, '0')}-bench`,
    reference: `B-${n}`,
    transaction: letting ? 'let' : 'sale',
    status: 'available',
    type: n % 3 ? 'HOUSE' : 'APARTMENT',
    title: { nl: `Woning ${n} in ${city}`, fr: `Maison ${n} à ${city}` },
    description: { nl: TEXT, fr: TEXT },
    price: { amount: letting ? 800 + (n % 900) : 150_000 + (n % 500) * 1_000, hidden: n % 17 === 0 },
    address: { street: 'Veldstraat', number: String(1 + (n % 200)), postalCode, city, hidden: n % 23 === 0 },
    location: { lat: 50.5 + (n % 100) / 200, lon: 3.5 + (n % 100) / 100 },
    rooms: { bedrooms: 1 + (n % 5), bathrooms: 1 + (n % 2) },
    areas: { living: 60 + (n % 200), plot: n % 3 ? 200 + (n % 800) : null },
    energy: { label: ['A', 'B', 'C', 'D', 'E'][n % 5], value: 80 + (n % 300) },
    pictures: Array.from({ length: 5 }, (_, index) => ({ url: `https://images.crm.example/${n}/${index}.jpg`, order: index })),
  };
}

async function timed(mf, listings) {
  const started = performance.now();
  const totals = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  for (let start = 0; start < listings.length; start += BATCH) {
    const response = await mf.dispatchFetch(`http://platform.local/ingest/sites/${SITE_ID}/listings`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${INGEST_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ listings: listings.slice(start, start + BATCH) }),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`ingest answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    for (const key of Object.keys(totals)) totals[key] += answer[key];
  }
  return { ms: performance.now() - started, ...totals };
}

export async function benchIngest() {
  const mf = await benchPlatform(PERSIST_TO, { name: 'bench-ingest', bindings: { PLATFORM_TOKEN } });
  try {
    const db = await mf.getD1Database('DB');
    await db.prepare("INSERT INTO sites (id, name, document) VALUES (?1, 'Bench agency', '{}')").bind(SITE_ID).run();
    const hash = createHash('sha256').update(INGEST_TOKEN).digest('hex');
    await db
      .prepare("INSERT INTO connections (site_id, kind, token_hash, created_at) VALUES (?1, 'ingest', ?2, ?3)")
      .bind(SITE_ID, hash, new Date().toISOString())
      .run();
    const listings = Array.from({ length: TOTAL }, (_, n) => listing(n));
    const first = await timed(mf, listings.slice(0, 1_000));
    const rest = await timed(mf, listings.slice(1_000));
    const lastThousand = await timed(
      mf,
      listings.slice(TOTAL - 1_000).map((item) => ({ ...item, price: { ...item.price, amount: (item.price.amount ?? 0) + 1 } })),
    );
    const again = await timed(mf, listings.slice(0, 1_000));
    const { n } = await db.prepare('SELECT count(*) AS n FROM estates WHERE site_id = ?1').bind(SITE_ID).first();
    const perEstate = (run, count) => (run.ms / count).toFixed(2);
    const total = first.ms + rest.ms;
    // One line of milliseconds per estate for scripts/bench-ingest-ab.mjs, which runs this in two checkouts.
    if (process.env.BENCH_INGEST_JSON) {
      const ms = (run, count) => run.ms / count;
      const figures = { first: ms(first, 1_000), rest: ms(rest, TOTAL - 1_000), updates: ms(lastThousand, 1_000), unchanged: ms(again, 1_000), stored: n };
      console.log(`BENCH_INGEST ${JSON.stringify(figures)}`);
      return;
    }
    console.log(
      `\ningest: ${TOTAL.toLocaleString('en')} listings through PUT /ingest/sites/${SITE_ID}/listings, ${BATCH} a call (platform in miniflare, local D1)`,
    );
    console.log(`  first 1,000 (empty site)       ${(first.ms / 1000).toFixed(1)} s   ${perEstate(first, 1_000)} ms/estate   created ${first.created}`);
    console.log(
      `  next ${(TOTAL - 1_000).toLocaleString('en')}                     ${(rest.ms / 1000).toFixed(1)} s   ${perEstate(rest, TOTAL - 1_000)} ms/estate   ` +
        `created ${rest.created}`,
    );
    console.log(
      `  all ${TOTAL.toLocaleString('en')} (goal ≤ 60 s)           ${(total / 1000).toFixed(1)} s   ${perEstate({ ms: total }, TOTAL)} ms/estate   ${n} ` +
        `estates stored, refused ${first.refused + rest.refused}`,
    );
    console.log(
      `  1,000 updates at 10,000        ${(lastThousand.ms / 1000).toFixed(1)} s   ${perEstate(lastThousand, 1_000)} ms/estate   updated ` +
        `${lastThousand.updated}`,
    );
    console.log(`  1,000 unchanged (sent again)   ${(again.ms / 1000).toFixed(1)} s   ${perEstate(again, 1_000)} ms/estate   unchanged ${again.unchanged}`);
    console.log(
      `  time per estate, 10k ÷ 1k: ${(lastThousand.ms / first.ms).toFixed(2)}× (updates at 10k vs creations at 1k), ` +
        `${(rest.ms / (TOTAL - 1_000) / (first.ms / 1_000)).toFixed(2)}× (creations)`,
    );
  } finally {
    await mf.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchIngest();
