import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe';
import { animationFrames, baseURL, newPage, open, screenshot, useBrowser, watchErrors } from '../../helpers/browser';
import { fillByLabel, watchPosts } from '../../helpers/forms';
import { scaled } from '../../../../scripts/speed-factor.mjs';

const browser = useBrowser();

async function expectAccessible(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** The names on the carousel's slides that are fully inside its track, left to right. */
async function visibleNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const track = document.querySelector('.employees .glide__track')!.getBoundingClientRect();
    return [...document.querySelectorAll('.employees .glide__slide')]
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.width > 0 && box.left >= track.left - 1 && box.right <= track.right + 1;
      })
      .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
      .map((slide) => slide.querySelector('.employee__name')?.textContent ?? '');
  });
}

/** How many slides of the carousel are fully inside its track. */
async function visibleSlides(page: Page): Promise<number> {
  return page.evaluate(() => {
    const track = document.querySelector('.employees .glide__track')!.getBoundingClientRect();
    return [...document.querySelectorAll('.employees .glide__slide')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.width > 0 && box.left >= track.left - 1 && box.right <= track.right + 1;
    }).length;
  });
}

describe('navigation on a phone', () => {
  it('opens and closes the menu by keyboard with aria-expanded kept right', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
    const errors = watchErrors(page);
    await open(page, `${baseURL()}/nl/`);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const list = page.locator('.main-nav__list');
    await expect(list.isVisible()).resolves.toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await list.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Te koop');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
    await page.keyboard.press('Space');
    await list.waitFor({ state: 'visible' });
    await page.keyboard.press('Space');
    await list.waitFor({ state: 'hidden' });
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('employees carousel', () => {
  it.each([
    [1280, 3],
    [800, 2],
  ])('shows %d px wide: %d slides, and moves on arrow click', async (width, slides) => {
    const page = await newPage(browser(), { viewport: { width, height: 900 } });
    const errors = watchErrors(page);
    await open(page, `${baseURL()}/nl/over-ons`);
    await page.locator('.employees[data-mounted="true"]').waitFor();
    await page.locator('.employees').scrollIntoViewIfNeeded();
    expect(await visibleSlides(page)).toBe(slides);
    const before = await visibleNames(page);
    expect(before).toHaveLength(slides);
    await page.getByRole('button', { name: 'Volgende' }).click();
    // The move (1000 ms) is over when a slide other than the first one lines up with the track again.
    await page.waitForFunction((first) => {
      const track = document.querySelector('.employees .glide__track')!.getBoundingClientRect();
      const aligned = [...document.querySelectorAll('.employees .glide__slide')].find((slide) => Math.abs(slide.getBoundingClientRect().left - track.left) < 1);
      return aligned !== undefined && aligned.querySelector('.employee__name')?.textContent !== first;
    }, before[0]);
    // One step (scroll 1): the second slide is now the first.
    const after = await visibleNames(page);
    expect(after).toHaveLength(slides);
    expect(after[0]).toBe(before[1]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('counters', () => {
  it('count up once 40% is in view, reach their values over 3000 ms, and never restart', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 420 } });
    const errors = watchErrors(page);
    await open(page, `${baseURL()}/nl/`);
    const block = page.locator('.cta-numbers');
    const values = () => page.$$eval('.cta-numbers__value', (nodes) => nodes.map((node) => node.textContent ?? ''));
    const targets = await page.$$eval('.cta-numbers__value', (nodes) => nodes.map((node) => Number(node.getAttribute('data-target'))));
    expect(targets.length).toBeGreaterThan(1);
    // The server renders the final values; the hydrated island sets them to 0 until they count.
    await page.waitForFunction(() => [...document.querySelectorAll('.cta-numbers__value')].every((node) => /^0\D*$/.test(node.textContent ?? '')));
    // Every change of a value, timed with the page's own clock.
    await page.evaluate(() => {
      const read = () =>
        [...document.querySelectorAll('.cta-numbers__value')].map((node) => Number.parseFloat((node.textContent ?? '').replace(/\./g, '').replace(',', '.')));
      const samples: { at: number; values: number[] }[] = [];
      (window as unknown as { counterSamples: typeof samples }).counterSamples = samples;
      new MutationObserver(() => samples.push({ at: performance.now(), values: read() })).observe(document.querySelector('.cta-numbers')!, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    /** Scrolls so that `ratio` of the block's height is in view at the bottom of the window; returns the page time. */
    const showShare = (ratio: number) =>
      block.evaluate((element, share) => {
        const box = element.getBoundingClientRect();
        window.scrollTo({ top: window.scrollY + box.top - window.innerHeight + box.height * share, behavior: 'instant' });
        return performance.now();
      }, ratio);
    const shareInView = () =>
      block.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return (Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)) / box.height;
      });
    expect(await shareInView()).toBeLessThan(0.3);
    // 30% in view: below the 40% threshold, nothing moves.
    await showShare(0.3);
    expect(await shareInView()).toBeCloseTo(0.3, 1);
    await animationFrames(page, 4);
    expect((await values()).every((text) => /^0\D*$/.test(text))).toBe(true);
    // 60% in view: they count.
    const scrolledAt = await showShare(0.6);
    expect(await shareInView()).toBeCloseTo(0.6, 1);
    const finals = targets.map((target) => target.toLocaleString('nl-BE'));
    await page.waitForFunction(
      (expected) =>
        [...document.querySelectorAll('.cta-numbers__value')].every(
          (node, i) => (node.textContent ?? '').startsWith(expected[i]!) && !/\d/.test((node.textContent ?? '').slice(expected[i]!.length)),
        ),
      finals,
      { timeout: scaled(30_000) },
    );
    const done = await values();
    const samples = await page.evaluate(() => (window as unknown as { counterSamples: { at: number; values: number[] }[] }).counterSamples);
    const firstMove = samples.find((sample) => sample.values.some((value) => value > 0))!;
    const end = samples.find((sample) => sample.values.every((value, i) => value === targets[i]))!;
    expect(firstMove).toBeDefined();
    expect(end).toBeDefined();
    // It started on the scroll, not long after it.
    expect(firstMove.at - scrolledAt).toBeLessThan(1000);
    // 3000 ms from start to end: never shorter (the scroll came before the start), and at most a
    // busy machine's few late frames longer.
    expect(end.at - scrolledAt).toBeGreaterThanOrEqual(2990);
    expect(end.at - firstMove.at).toBeLessThanOrEqual(4000);
    // Midway every counter is on its way: above 0, below its value; and no value ever goes back.
    const midway = samples.filter((sample) => sample.at > firstMove.at + 750 && sample.at < firstMove.at + 2250);
    expect(midway.length).toBeGreaterThan(0);
    for (const sample of midway) {
      sample.values.forEach((value, i) => {
        expect(value).toBeGreaterThan(0);
        expect(value).toBeLessThan(targets[i]!);
      });
    }
    samples.slice(1).forEach((sample, n) => sample.values.forEach((value, i) => expect(value).toBeGreaterThanOrEqual(samples[n]!.values[i]!)));
    // Out of view and back: they stay where they are.
    const changes = samples.length;
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await animationFrames(page, 3);
    await showShare(0.6);
    await animationFrames(page, 4);
    expect(await values()).toEqual(done);
    expect(await page.evaluate(() => (window as unknown as { counterSamples: unknown[] }).counterSamples.length)).toBe(changes);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

// Without JavaScript the form posts to its page: a worker test (test/worker/client/islands/without-javascript.test.ts).
describe('contact form', () => {
  it('without consent shows the error and sends nothing; with consent succeeds and resets', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    const posts = watchPosts(page);
    await open(page, `${baseURL()}/en/contact`);
    const form = page.locator('form.contact-form');
    await fillByLabel(form, {
      'First name': 'Lotte',
      'Last name': 'Claes',
      'E-mail address': 'lotte@example.be',
      'Your message': 'I would like to visit the flat in Ghent.',
    });
    await form.getByRole('button', { name: 'Send' }).click();
    await form.locator('.form-check--invalid').waitFor();
    expect(await form.getByText('Please give your consent so we can send your message.').isVisible()).toBe(true);
    // The submit is over (the error is its last step) and it never started sending.
    await animationFrames(page, 2);
    expect(await form.getAttribute('aria-busy')).toBe('false');
    expect(await form.getByRole('button', { name: 'Send' }).isDisabled()).toBe(false);
    expect(await page.locator('.alert--success, .alert--danger').count()).toBe(0);
    expect(posts).toEqual([]);
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Send' }).click();
    await form.locator('.alert--success').waitFor();
    expect(posts).toHaveLength(1);
    expect(await form.locator('.form-check--invalid').count()).toBe(0);
    expect(await form.getByLabel('First name').inputValue()).toBe('');
    expect(await form.getByLabel('Your message').inputValue()).toBe('');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the home at a phone’s and a desktop’s width (kept as screenshots with E2E_SCREENSHOTS=1)', () => {
  it.each([
    ['nl', 390],
    ['nl', 1280],
    ['fr', 390],
    ['fr', 1280],
  ] as const)('renders /%s/ at %d px without errors or accessibility violations', async (locale, width) => {
    const page = await newPage(browser(), { viewport: { width, height: 900 } });
    const errors = watchErrors(page);
    await open(page, `${baseURL()}/${locale}/`);
    await expectAccessible(page);
    await screenshot(page, `home-${locale}-${width}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
