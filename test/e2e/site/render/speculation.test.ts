import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, CHROMIUM } from '../../helpers/browser';
import { CdpTab } from '../../helpers/cdp-tab';

// A detail link the visitor rests the pointer on is prerendered (the Speculation
// Rules, eagerness "moderate"), the click shows that page at once, and the statistics count it
// once, after it is shown: a prerendered page sends no beacon before its activation. Chromium is
// driven through its tab target (helpers/cdp-tab.ts): under Playwright it prerenders nothing.

const ISLANDS_READY = "[...document.querySelectorAll('agency-island')].every((island) => island.hasAttribute('data-island-ready'))";
/** The statistics' island started (its enhancer ran); a React island waits to be near the screen, which a prerendered page never is. */
const STATS_READY = "document.querySelector('agency-island[data-island=\"page-stats\"]').hasAttribute('data-island-ready')";
const BEACONS = "performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === '/_s').map((entry) => entry.startTime)";

let tab: CdpTab;
beforeAll(async () => {
  tab = await CdpTab.open(CHROMIUM);
});
afterAll(() => tab?.close());

describe('Pages that open before the click', () => {
  it('prerenders a detail hovered on the listing, shows it at the click, and counts one view sent once shown', async () => {
    const statuses: { url: string; status: string; reason?: string }[] = [];
    tab.on('Preload.prerenderStatusUpdated', (params) =>
      statuses.push({ url: (params.key as { url: string }).url, status: params.status as string, reason: params.prerenderStatus as string | undefined }),
    );
    await tab.page('Preload.enable');
    await tab.page('Page.navigate', { url: `${baseURL()}/nl/te-koop` });
    await tab.waitFor(`location.pathname === '/nl/te-koop' && document.readyState === 'complete' && ${ISLANDS_READY}`);
    expect(await tab.evaluate('document.querySelectorAll(\'script[type="speculationrules"]\').length')).toBe(1);
    const href = await tab.evaluate<string>("document.querySelector('a.estate-card__link').getAttribute('href')");
    const url = `${baseURL()}${href}`;

    const link = await tab.centreOf('a.estate-card__link');
    await tab.hover(link);
    await tab.until(() => statuses.some((s) => s.url === url && (s.status === 'Ready' || s.status === 'Failure')));
    expect(statuses.filter((s) => s.url === url).at(-1)).toMatchObject({ status: 'Ready' });
    // The prerendered page ran its scripts, hidden: its statistics started and sent no beacon.
    const listing = tab.main;
    const prerendered = [...tab.pages].find(([, page]) => page.subtype === 'prerender')![0];
    tab.main = prerendered;
    await tab.waitFor(`document.readyState === 'complete' && ${STATS_READY}`);
    expect(await tab.evaluate('document.prerendering')).toBe(true);
    expect(await tab.evaluate(BEACONS)).toEqual([]);

    tab.main = listing;
    await tab.click(link);
    tab.main = prerendered;
    await tab.waitFor(`!document.prerendering && ${BEACONS}.length > 0`);
    const seen = await tab.evaluate<{ href: string; activationStart: number; beacons: number[] }>(
      `({ href: location.href, activationStart: performance.getEntriesByType('navigation')[0].activationStart, beacons: ${BEACONS} })`,
    );
    expect(seen.href).toBe(url);
    expect(seen.activationStart, 'the page shown was the prerendered one').toBeGreaterThan(0);
    expect(seen.beacons, 'one view counted').toHaveLength(1);
    expect(seen.beacons[0], 'sent once shown').toBeGreaterThanOrEqual(seen.activationStart);
  });
});
