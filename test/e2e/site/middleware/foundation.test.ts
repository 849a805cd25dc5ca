import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe';
import { animationFrames, baseURL, newPage, open, screenshot, secondSiteURL, useBrowser, watchErrors } from '../../helpers/browser';
import { scaled } from '../../../../scripts/speed-factor.mjs';

const browser = useBrowser();

describe('the site in a real browser', () => {
  it('hydrates the back-to-top button: hidden at the top and at 90 px, shown past 100 px, back to the top on click', async () => {
    const page = await newPage(browser(), { viewport: { width: 1280, height: 600 } });
    const errors = watchErrors(page);
    await open(page, `${baseURL()}/fr/`);
    const button = page.getByRole('button', { name: 'Retour en haut' });
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForFunction((top) => window.scrollY === top, y);
    };
    const expectHiddenAfterScrollEvents = async () => {
      // The scroll event and the re-render land within a couple of frames.
      await animationFrames(page, 3);
      expect(await button.isVisible()).toBe(false);
    };
    await expectHiddenAfterScrollEvents();
    await scrollTo(90);
    await expectHiddenAfterScrollEvents();
    // The threshold is 100 px.
    await scrollTo(110);
    await button.waitFor({ state: 'visible', timeout: scaled(30_000) });
    // Hydrated for sure now: back under the threshold it hides again and stays hidden.
    await scrollTo(90);
    await button.waitFor({ state: 'hidden', timeout: scaled(30_000) });
    await expectHiddenAfterScrollEvents();
    await scrollTo(110);
    await button.waitFor({ state: 'visible', timeout: scaled(30_000) });
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: scaled(30_000) });
    await button.waitFor({ state: 'hidden', timeout: scaled(30_000) });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('switches language on the same route', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}/fr/`);
    await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(`${baseURL()}/de/`);
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    await expect(page.getByRole('navigation', { name: 'Sprache' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(['nl', 'fr'])('has no accessibility violations on /%s/', async (locale) => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    await open(page, `${baseURL()}/${locale}/`);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(errors).toEqual([]);
    await screenshot(page, `home-${locale}-1280`);
    await page.context().close();
  });

  it('serves the second agency on its own hostname', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    await open(page, `${secondSiteURL()}/en/`);
    expect(await page.textContent('.brand__name')).toBe('Ardennes Habitat');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('static files', () => {
  // The headers the worker's security middleware sets; static files are answered before the
  // worker runs and get them from dist/_headers (build.mjs).
  const SECURITY_HEADERS = [
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'permissions-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it('answers the client script and style with the same security headers as a page, and a CSP of their own', async () => {
    const page = await fetch(`${baseURL()}/nl/`);
    const html = await page.text();
    const script = /<script\b[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const style = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
    const sent = SECURITY_HEADERS.filter((name) => page.headers.has(name));
    expect(sent.length).toBeGreaterThan(5);
    for (const path of [script, style]) {
      const asset = await fetch(baseURL() + path);
      expect(asset.status, path).toBe(200);
      for (const name of sent) expect(asset.headers.get(name), `${path} ${name}`).toBe(page.headers.get(name));
      expect(asset.headers.get('content-security-policy'), path).toContain("default-src 'none'");
      expect(asset.headers.get('cache-control'), path).toContain('immutable');
    }
  });
});
