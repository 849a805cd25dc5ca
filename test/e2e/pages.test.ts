import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './helpers/axe';
import { baseURL, launchBrowser, newPage, screenshot, watchErrors } from './helpers/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function expectAccessible(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
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
    const page = await newPage(browser, { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}/nl/`, { waitUntil: 'networkidle' });
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

describe('employees carousel (SPEC §9)', () => {
  it.each([
    [1280, 3],
    [800, 2],
  ])('shows %d px wide: %d slides, and moves on arrow click', async (width, slides) => {
    const page = await newPage(browser, { viewport: { width, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}/nl/over-ons`, { waitUntil: 'networkidle' });
    await page.locator('.employees[data-mounted="true"]').waitFor();
    await page.locator('.employees').scrollIntoViewIfNeeded();
    expect(await visibleSlides(page)).toBe(slides);
    const firstName = () => page.evaluate(() => {
      const track = document.querySelector('.employees .glide__track')!.getBoundingClientRect();
      const first = [...document.querySelectorAll('.employees .glide__slide')].find((s) => s.getBoundingClientRect().left >= track.left - 1);
      return first?.querySelector('.employee__name')?.textContent;
    });
    const before = await firstName();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.waitForTimeout(1300);
    expect(await firstName()).not.toBe(before);
    expect(await visibleSlides(page)).toBe(slides);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('counters (SPEC §4)', () => {
  it('count up once 40% is in view, reach their values, and never restart', async () => {
    const page = await newPage(browser, { viewport: { width: 390, height: 420 } });
    await page.goto(`${baseURL()}/nl/`, { waitUntil: 'networkidle' });
    const values = () => page.$$eval('.cta-numbers__value', (nodes) => nodes.map((node) => node.textContent ?? ''));
    const targets = await page.$$eval('.cta-numbers__value', (nodes) => nodes.map((node) => Number(node.getAttribute('data-target'))));
    expect(targets.length).toBeGreaterThan(1);
    await page.waitForTimeout(300);
    expect((await values()).every((text) => /^0\D*$/.test(text))).toBe(true);
    await page.locator('.cta-numbers').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1200);
    const halfway = await values();
    expect(halfway.some((text, i) => Number.parseInt(text.replace(/\./g, ''), 10) < targets[i]!)).toBe(true);
    await page.waitForTimeout(2300);
    const done = await values();
    expect(done.map((text) => Number.parseInt(text.replace(/\./g, ''), 10))).toEqual(targets.map((t) => Math.floor(t)));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    await page.locator('.cta-numbers').scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    expect(await values()).toEqual(done);
    await page.context().close();
  });
});

describe('contact form (SPEC §4, §5)', () => {
  it('without consent shows the error and sends nothing; with consent succeeds and resets', async () => {
    const page = await newPage(browser);
    const errors = watchErrors(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto(`${baseURL()}/en/contact`, { waitUntil: 'networkidle' });
    const form = page.locator('form.contact-form');
    await form.getByLabel('First name').fill('Lotte');
    await form.getByLabel('Last name').fill('Claes');
    await form.getByLabel('E-mail address').fill('lotte@example.be');
    await form.getByLabel('Your message').fill('I would like to visit the flat in Ghent.');
    await form.getByRole('button', { name: 'Send' }).click();
    await form.locator('.form-check--invalid').waitFor();
    expect(await form.getByText('Please give your consent so we can send your message.').isVisible()).toBe(true);
    await page.waitForTimeout(300);
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

  it('works with JavaScript turned off, with the same alerts', async () => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseURL()}/fr/contact`);
    const form = page.locator('form.contact-form');
    await form.getByLabel('Prénom').fill('Lotte');
    await form.getByLabel(/^Nom/).fill('Claes');
    await form.getByLabel('Adresse e-mail').fill('lotte@example.be');
    // The browser checks required fields and the e-mail format itself; the server is the one to refuse this.
    await form.getByLabel('Téléphone').fill('appelez-moi');
    await form.getByLabel('Votre message').fill('Bonjour');
    await form.getByRole('checkbox', { name: /J’accepte/ }).check();
    await Promise.all([page.waitForURL('**/ajax/contact-form-handler'), form.getByRole('button', { name: 'Envoyer' }).click()]);
    expect(await page.locator('.alert--danger').isVisible()).toBe(true);
    expect(await page.getByText('Saisissez un numéro de téléphone valide.').isVisible()).toBe(true);
    const again = page.locator('form.contact-form');
    expect(await again.getByLabel('Prénom').inputValue()).toBe('Lotte');
    await again.getByLabel('Téléphone').fill('+32 470 11 22 33');
    await again.getByRole('checkbox', { name: /J’accepte/ }).check();
    await Promise.all([page.waitForURL('**/fr/contact?contact=sent**'), again.getByRole('button', { name: 'Envoyer' }).click()]);
    expect(await page.locator('.alert--success').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('home screenshots (artifacts)', () => {
  it.each([
    ['nl', 390],
    ['nl', 1280],
    ['fr', 390],
    ['fr', 1280],
  ] as const)('renders /%s/ at %d px without errors or accessibility violations', async (locale, width) => {
    const page = await newPage(browser, { viewport: { width, height: 900 } });
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}/${locale}/`, { waitUntil: 'networkidle' });
    await expectAccessible(page);
    await screenshot(page, `home-${locale}-${width}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
