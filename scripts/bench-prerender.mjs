// Click-to-LCP with and without prerendering: node scripts/bench-prerender.mjs.
// Serves the site as npm start does (production build, embedded platform, demo data in
// .tmp/lighthouse-state) and, in headless Chromium driven through its tab target
// (test/e2e/helpers/cdp-tab.ts; Playwright's sessions disable prerendering), opens a page, rests
// the pointer on a detail link and clicks it: "before" with the page's speculation rules removed
// (nothing prerendered), "after" with them (the click once the prerender is ready). Click-to-LCP
// is the next page's largest contentful paint from its navigation start, or from its activation
// when it was prerendered (as web-vitals counts it). Prints the median and range of PRERENDER_RUNS
// (5) runs each, and the load average.
import { loadavg } from 'node:os';
import { importTs, isSeeded, migrate, run, seed, stopProcessGroup, waitUntilUp, wranglerDev, freePort } from './lib.mjs';

const RUNS = Number(process.env.PRERENDER_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const LCP =
  `new Promise((resolve) => new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({ type: ` +
  `'largest-contentful-paint', buffered: true }))`;

/** One click from `from` to the first detail link in it; the click-to-LCP in ms and whether the page shown was prerendered. */
async function clickToLcp(CdpTab, base, from, prerender) {
  const tab = await CdpTab.open(CHROMIUM);
  try {
    let ready = false;
    tab.on('Preload.prerenderStatusUpdated', (params) => (ready ||= params.status === 'Ready'));
    await tab.page('Preload.enable');
    await tab.page('Page.navigate', { url: base + from });
    await tab.waitFor(`location.pathname === ${JSON.stringify(from)} && document.readyState === 'complete'`);
    if (!prerender) await tab.evaluate(`document.querySelector('script[type="speculationrules"]').remove()`);
    const selector = `a[href^="/nl/aanbod/"]:not([href="${from}"])`;
    // A detail's similar listings come with its island, once near the screen.
    if (from !== '/nl/te-koop') await tab.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await tab.waitFor(`document.querySelector(${JSON.stringify(selector)})`);
    const href = await tab.evaluate(`document.querySelector(${JSON.stringify(selector)}).getAttribute('href')`);
    const link = await tab.centreOf(selector);
    await tab.hover(link);
    if (prerender) await tab.until(() => ready);
    await tab.click(link);
    if (prerender) tab.main = [...tab.pages].find(([, page]) => page.subtype === 'prerender')[0];
    await tab.waitFor(`location.pathname === ${JSON.stringify(href)} && !document.prerendering && document.readyState !== 'loading'`);
    const { lcp, activation } = await tab.evaluate(
      `${LCP}.then((lcp) => ({ lcp, activation: performance.getEntriesByType('navigation')[0].activationStart }))`,
    );
    return { ms: Math.max(0, lcp - activation), prerendered: activation > 0 };
  } catch (error) {
    console.error('run failed:', error);
    throw error;
  } finally {
    await tab.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const persistTo = '.tmp/lighthouse-state';
await run('node', ['build.mjs']);
await migrate(persistTo, { quiet: true });
if (!(await isSeeded(persistTo))) await seed(persistTo);
const port = await freePort();
const server = wranglerDev(['--port', String(port), '--persist-to', persistTo]);
try {
  const base = `http://localhost:${port}`;
  await waitUntilUp(`${base}/nl/`);
  const { CdpTab } = await importTs('test/e2e/helpers/cdp-tab.ts');
  const listing = '/nl/te-koop';
  // A detail with similar listings (its own links to details, in its island).
  const details = [...(await (await fetch(base + listing)).text()).matchAll(/href="(\/nl\/aanbod\/(\d+)\/[^"?#]+)"/g)];
  let detail;
  for (const [, path, id] of details) if (!detail && /aanbod/.test(await (await fetch(`${base}/nl/ajax/similar-estate/${id}`)).text())) detail = path;
  const load = [loadavg()[0]];
  console.log(`click-to-LCP in ms, median (min–max) of ${RUNS} runs`);
  for (const [name, from] of [
    ['listing → detail', listing],
    ['detail → detail', detail],
  ]) {
    const cells = [];
    for (const prerender of [false, true]) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await clickToLcp(CdpTab, base, from, prerender));
      const ms = runs.map((r) => r.ms);
      cells.push(
        `${Math.round(median(ms))} (${Math.round(Math.min(...ms))}–${Math.round(Math.max(...ms))})` +
          `${runs.every((r) => r.prerendered === prerender) ? '' : ' !'}`,
      );
    }
    load.push(loadavg()[0]);
    console.log(`| ${name} | ${cells[0]} | ${cells[1]} |`);
  }
  console.log(`load average (1 min) during the runs: ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}; ! = a run not prerendered as meant`);
} finally {
  stopProcessGroup(server);
}
