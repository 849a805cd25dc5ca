import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe';
import { baseURL, keepScreenshot, newPage, open, useBrowser, watchErrors } from '../../helpers/browser';

// In Chromium: a listing's video or tour is a poster that asks nothing of YouTube,
// Vimeo or Matterport until the visitor presses it (by keyboard here), then the player in
// place with the focus; an agent's page; axe on both; pictures at a phone's and a desktop's
// width in Dutch and French, kept as artifacts.

const browser = useBrowser();
let mediaPath: { nl: string; fr: string };

/** The video and tour hosts: anything a player (or its thumbnails) would ask. */
const THIRD_PARTY = /^https?:\/\/([a-z0-9-]+\.)*(youtube(-nocookie)?\.com|youtu\.be|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com|matterport\.com)\//i;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const AGENT = { nl: '/nl/makelaar/2', fr: '/fr/agent/2' };

/**
 * A demo listing whose page has a player (the demo gives some a Matterport tour or a YouTube
 * video), found from the sitemap by reading pages with plain requests, not the browser.
 */
async function listingWithPlayer(): Promise<{ nl: string; fr: string }> {
  const index = await (await fetch(`${baseURL()}/sitemap-estates-1.xml`)).text();
  const paths = [...index.matchAll(/<loc>[^<]*?(\/nl\/aanbod\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
  for (const path of paths) {
    const body = await (await fetch(baseURL() + path)).text();
    if (!/data-media="(youtube|matterport|vimeo)"/.test(body)) continue;
    const french = /hrefLang="fr" href="[^"]*?(\/fr\/[^"]+)"/.exec(body)?.[1];
    return { nl: path, fr: french! };
  }
  throw new Error('no demo listing with a player');
}

/** A page whose requests to the video hosts are answered empty (never leaving the machine) and recorded. */
async function guardedPage(viewport = DESKTOP): Promise<{ page: Page; thirdParty: string[] }> {
  const page = await newPage(browser(), { viewport });
  const thirdParty: string[] = [];
  page.on('request', (request: Request) => {
    if (THIRD_PARTY.test(request.url())) thirdParty.push(request.url());
  });
  await page.route(THIRD_PARTY, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
  return { page, thirdParty };
}

beforeAll(async () => {
  mediaPath = await listingWithPlayer();
});

describe('a listing’s video or tour behind our own poster', () => {
  it('asks nothing of the player’s host until the visitor presses play by keyboard, then plays in place with the focus', async () => {
    const { page, thirdParty } = await guardedPage();
    const errors = watchErrors(page);
    await open(page, baseURL() + mediaPath.nl);
    const play = page.locator('.media-player__play').first();
    await play.scrollIntoViewIfNeeded();
    await play.waitFor();
    // Poster: our own picture or none, never the host's.
    const poster = await play
      .locator('img')
      .getAttribute('src')
      .catch(() => null);
    if (poster) expect(poster).not.toMatch(THIRD_PARTY);
    expect(thirdParty).toEqual([]);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(thirdParty).toEqual([]);

    await play.focus();
    await page.keyboard.press('Enter');
    const frame = page.locator('.media-player iframe').first();
    await frame.waitFor();
    const src = (await frame.getAttribute('src'))!;
    expect(src).toMatch(/^https:\/\/(www\.youtube-nocookie\.com\/embed\/|my\.matterport\.com\/show\/\?m=|player\.vimeo\.com\/video\/)/);
    expect(await frame.getAttribute('title')).toBeTruthy();
    await page.waitForFunction(() => document.activeElement?.tagName === 'IFRAME');
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    expect(thirdParty.every((url) => url.startsWith(src.slice(0, 25)))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is seen at a phone’s and a desktop’s width in Dutch and French', async () => {
    for (const [lang, path] of Object.entries(mediaPath)) {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, thirdParty } = await guardedPage(viewport);
        await open(page, baseURL() + path);
        const media = page.locator('.estate-detail__media');
        await media.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        const box = (await media.boundingBox())!;
        // The player fits the screen's width at a phone's size, with the link to its host under it.
        expect(box.width).toBeLessThanOrEqual(viewport.width);
        expect(await media.locator('.media-player__link').first().isVisible()).toBe(true);
        await keepScreenshot(page, `test-artifacts/media-facade-${lang}-${viewport.width}.png`);
        expect(thirdParty).toEqual([]);
        await page.context().close();
      }
    }
  });
});

describe('a floor plan in its own tab', () => {
  it('zooms by keyboard: the tab by arrow keys, the + button, then + and - and the arrows in the plan’s frame', async () => {
    const page = await newPage(browser(), { viewport: PHONE });
    const errors = watchErrors(page);
    await open(page, `${baseURL()}/nl/aanbod/${inject('photoEstateId')}`);
    const tabs = page.locator('.detail-tabs__list [role="tab"]');
    await tabs.first().focus();
    // Arrow keys move along the tab list until the plans' tab is the selected one.
    for (let moves = 0; (await page.locator('#detail-tabs-tab-plans').getAttribute('aria-selected')) !== 'true'; moves += 1) {
      expect(moves).toBeLessThan(await tabs.count());
      await page.keyboard.press('ArrowRight');
    }
    const panel = page.locator('#detail-tabs-panel-plans');
    const plan = panel.locator('.plan-zoom__view');
    expect(await plan.getAttribute('aria-label')).toBe('Gelijkvloers');
    const width = () => plan.locator('img').evaluate((image) => image.getBoundingClientRect().width);
    const frame = await plan.evaluate((element) => element.clientWidth);
    expect(await width()).toBeLessThanOrEqual(frame + 1);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // Tab from the tab to its panel, then to the plan's + button: Enter doubles the plan.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Grondplan vergroten');
    await page.keyboard.press('Enter');
    await expect.poll(width).toBeGreaterThan(frame * 1.9);
    // Tab to the frame (past -): + zooms further, the arrow keys scroll over the plan, - zooms out.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await plan.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('+');
    await expect.poll(width).toBeGreaterThan(frame * 2.9);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => plan.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await page.keyboard.press('-');
    await expect.poll(width).toBeLessThan(frame * 2.1);
    await keepScreenshot(page, 'test-artifacts/floor-plan-zoom-nl-390.png');
    // Its link to the full size stays under it.
    expect(await panel.getByRole('link', { name: 'Volledig formaat' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('an agent’s page', () => {
  it('passes axe in Dutch and French at a phone’s and a desktop’s width, its contact form labelled', async () => {
    for (const [lang, path] of Object.entries(AGENT)) {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await newPage(browser(), { viewport });
        const errors = watchErrors(page);
        await open(page, baseURL() + path);
        expect(await page.locator('h1').textContent()).toBe('Sofie Van den Broeck');
        expect(await page.locator('.estate-card').count()).toBeGreaterThan(0);
        expect(await page.locator('#contact-form-agent-firstName, [id^="contact-form-agent"] input[name="firstName"]').count()).toBeGreaterThan(0);
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        // The screen as it opens, and again at the contact form.
        await keepScreenshot(page, `test-artifacts/agent-page-${lang}-${viewport.width}.png`);
        await page.locator('#contact-form-agent-title').evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await keepScreenshot(page, `test-artifacts/agent-form-${lang}-${viewport.width}.png`);
        expect(errors).toEqual([]);
        await page.context().close();
      }
    }
  });
});
