// Real photos, measured: Lighthouse's mobile preset (simulated throttling) on the pages of the
// demo's listing of camera photos (six 4000 × 3000 JPEGs of about 5 MB, drawn by
// scripts/camera-photo.mjs when the demo is seeded) on both demo sites: its detail page and the
// "for sale, newest first" list, whose first card it is. Before the runs every copy the pages
// name is asked for once and waited for (made in sizes by the platform's picture queue), as a
// visitor meets them seconds after the photos arrived. Prints the medians beside the goals and
// the load average. Part of npm run bench; on its own (node scripts/bench-photos.mjs) it serves
// the site as npm start does from demo data of its own (.tmp/photos-state).
import { mkdir, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { audit, CHROME_PATH, figures, median, OUT_DIR, RUNS, whenQuiet } from './lighthouse.mjs';
import { freePort, isSeeded, migrate, run, seed, stopProcessGroup, waitUntilUp, wranglerDev } from './lib.mjs';

/** The goals of a phone's page with real photos: score, LCP, all bytes, the pictures' bytes. */
export const PHOTO_GOALS = { score: 95, lcp: 2000, bytes: 400 * 1024, pictures: 150 * 1024 };
const LIST = '/nl/te-koop?sort=date-DESC';
/** The longest wait for a photo's copies (a 5 MB photo takes a few seconds on a quiet machine). */
const MADE_WITHIN_MS = 180_000;

/** GET on this machine with the URL's hostname (Node does not resolve *.localhost as Chromium does). */
function getHosted(url, headers = {}) {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: pathname + search, headers: { Host: `${hostname}:${port}`, ...headers } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, type: response.headers['content-type'] ?? '', body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** The first card's detail address on the list (the listing of camera photos, the newest for sale). */
async function cameraListing(site) {
  const html = (await getHosted(site + LIST)).body.toString();
  const card = /<article class="estate-card"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
  if (!card.includes('/assets/media/sized/')) throw new Error(`the first card of ${LIST} on ${site} shows no camera photo: was the demo seeded with them?`);
  return /href="(\/nl\/aanbod\/\d+\/[^"?#]+)"/.exec(card)[1];
}

/** Asks for every copy a page names and waits until each is made (WebP answered, not the placeholder). */
async function copiesMade(url) {
  const html = (await getHosted(url)).body.toString();
  const copies = [...new Set(html.match(/\/assets\/media\/sized\/[^\s"',]+\/\d+/g) ?? [])];
  const deadline = Date.now() + MADE_WITHIN_MS;
  for (const copy of copies) {
    for (;;) {
      const answer = await getHosted(new URL(copy, url).href, { Accept: 'image/webp' });
      if (answer.type === 'image/webp') break;
      if (Date.now() > deadline) throw new Error(`${copy} was not made within ${MADE_WITHIN_MS / 1000} s`);
      await sleep(500);
    }
  }
  return copies.length;
}

/** Bytes a report's page transferred: all of them, and its pictures'. */
function bytesOf(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    bytes: lhr.audits['total-byte-weight']?.numericValue ?? NaN,
    pictures: requests.filter((r) => r.resourceType === 'Image').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

/** Runs Lighthouse on the camera photos' detail and list pages of both demo sites; prints the medians and returns the rows. */
export async function benchPhotos({ base }) {
  await mkdir(OUT_DIR, { recursive: true });
  const sites = [base, base.replace('127.0.0.1', 'immo-tweede.localhost')];
  const pages = [];
  for (const [n, site] of sites.entries()) pages.push([`detail-${n + 1}`, site + (await cameraListing(site))], [`list-${n + 1}`, site + LIST]);
  let copies = 0;
  for (const [, url] of pages) copies += await copiesMade(url);
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log(`\nreal photos: lighthouse ${RUNS}× per page, mobile, simulated throttling, ${CHROME_PATH}; ${copies} copies made (load average ${load()})`);
  const rows = [];
  for (const [name, url] of pages) {
    const runs = [];
    for (let i = 1; i <= RUNS; i += 1) {
      await whenQuiet();
      const { lhr, report } = await audit(url);
      await writeFile(`${OUT_DIR}/photos-${name}-${i}.json`, report);
      runs.push({ ...figures(lhr), ...bytesOf(lhr) });
    }
    const row = { name, path: url.replace(/^http:\/\/[^/]+/, '') };
    for (const key of Object.keys(runs[0])) row[key] = median(runs.map((r) => r[key]));
    rows.push(row);
  }
  const mark = (ok) => (ok ? ' ' : '!');
  console.log(`  ${'page'.padEnd(9)} ${'score'.padStart(5)}  ${'LCP'.padStart(7)}  ${'bytes'.padStart(9)}  ${'pictures'.padStart(9)}  path`);
  for (const r of rows)
    console.log(
      `  ${r.name.padEnd(9)} ${String(r.score).padStart(5)}${mark(r.score >= PHOTO_GOALS.score)} ${(r.lcp / 1000).toFixed(2).padStart(6)}s` +
        `${mark(r.lcp <= PHOTO_GOALS.lcp)} ${(r.bytes / 1024).toFixed(0).padStart(6)} KB${mark(r.bytes <= PHOTO_GOALS.bytes)} ` +
        `${(r.pictures / 1024).toFixed(0).padStart(6)} KB${mark(r.pictures <= PHOTO_GOALS.pictures)} ${r.path}`,
    );
  console.log(
    `  medians of ${RUNS} runs; ! = misses the goal (score ≥ ${PHOTO_GOALS.score}, LCP ≤ ${PHOTO_GOALS.lcp / 1000} s, ` +
      `≤ ${PHOTO_GOALS.bytes / 1024} KB in all, ` +
      `≤ ${PHOTO_GOALS.pictures / 1024} KB of pictures); load average after: ${load()}; reports in ${OUT_DIR}/photos-*`,
  );
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const persistTo = '.tmp/photos-state';
  await run('node', ['build.mjs']);
  await migrate(persistTo, { quiet: true });
  if (!(await isSeeded(persistTo))) await seed(persistTo);
  const port = await freePort();
  const server = wranglerDev(['--port', String(port), '--persist-to', persistTo]);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${base}/nl/`);
    await benchPhotos({ base });
  } finally {
    stopProcessGroup(server);
  }
}
