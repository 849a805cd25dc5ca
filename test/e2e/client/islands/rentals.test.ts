import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe';
import { newPage, open, secondSiteURL, useBrowser, watchErrors } from '../../helpers/browser';
import { watchPosts } from '../../helpers/forms';

// Holiday rentals in a browser: the second agency rents out most units. Without JavaScript the
// search and a reservation request are forms the worker's tests send
// (test/worker/client/islands/without-javascript.test.ts).

const browser = useBrowser();

const HOLIDAY = () => `${secondSiteURL()}/nl/vakantieverhuur`;
const cardIds = (page: Page) => page.$$eval('.rental-list .rental-card', (cards) => cards.map((card) => Number(card.getAttribute('data-rental-id'))));
const idle = (page: Page) => page.locator('.rental-list .listing__body[aria-busy="false"]').waitFor();

/** A unit with free periods: the first card of the listing. */
async function firstUnit(page: Page): Promise<string> {
  await open(page, HOLIDAY());
  return (await page.locator('.rental-card .estate-card__link').first().getAttribute('href'))!;
}

describe('the holiday search', () => {
  it('filters by guests and arrival day: the address and the cards follow, back walks the searches back', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    await open(page, HOLIDAY());
    const all = await cardIds(page);
    expect(all.length).toBeGreaterThan(0);
    const total = await page.locator('.rental-list .listing__count').textContent();

    const guests = page.getByLabel('Aantal personen', { exact: true });
    const option = (await guests.locator('option').allTextContents()).find((text) => text.includes('6'))!;
    const searched = page.waitForResponse((response) => response.url().includes('/ajax/rental-units?') && response.url().includes('guests=6'));
    await guests.selectOption({ label: option });
    await page.waitForURL(/guests=6/);
    await searched;
    await idle(page);
    await page.waitForFunction((before) => document.querySelector('.rental-list .listing__count')?.textContent !== before, total);
    const bigger = await cardIds(page);
    expect(bigger.length).toBeGreaterThan(0);
    // Every card shown takes at least 6 guests.
    for (const text of await page.locator('.rental-card__guests').allTextContents()) expect(Number(text.replace(/\D/g, ''))).toBeGreaterThanOrEqual(6);

    // The arrival field is a date field, from the first arrival day on.
    const arrival = page.getByLabel('Aankomst', { exact: true });
    const day = (await arrival.getAttribute('min'))!;
    const byDay = page.waitForResponse((response) => response.url().includes(`arrival=${day}`));
    await arrival.fill(day);
    await page.waitForURL(new RegExp(`guests=6&arrival=${day}`));
    await byDay;
    await idle(page);
    const url = new URL(page.url());
    expect(url.searchParams.get('guests')).toBe('6');
    expect(url.searchParams.get('arrival')).toBe(day);

    // Back: the guests-only search again, then the unfiltered list.
    await page.goBack();
    await page.waitForURL((current) => !current.searchParams.has('arrival') && current.searchParams.get('guests') === '6');
    await idle(page);
    await page.waitForFunction((expected) => document.querySelectorAll('.rental-list .rental-card').length === expected, bigger.length);
    expect(await page.getByLabel('Aankomst', { exact: true }).inputValue()).toBe('');
    await page.goBack();
    await page.waitForURL((current) => !current.searchParams.has('guests'));
    await idle(page);
    await page.waitForFunction((expected) => document.querySelectorAll('.rental-list .rental-card').length === expected, all.length);
    expect(await cardIds(page)).toEqual(all);
    // A reload of a filtered address shows the same search.
    await open(page, `${HOLIDAY()}?guests=6`);
    expect(await cardIds(page)).toEqual(bigger);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a holiday unit', () => {
  it('moves its gallery by keyboard', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    await open(page, secondSiteURL() + (await firstUnit(page)));
    await page.locator('.estate-gallery[data-mounted="true"], .estate-gallery.glide--slider').first().waitFor();
    const counter = page.locator('.estate-gallery [aria-live="polite"]').first();
    expect(await counter.textContent()).toMatch(/^Foto 1 van \d+$/);
    await page.locator('.estate-gallery').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => /^Foto 2 /.test(document.querySelector('.estate-gallery [aria-live="polite"]')?.textContent ?? ''));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('chooses a period in the calendar, which fills the form; no consent: marked and nothing sent; then the request is sent', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    const posts = watchPosts(page);
    await open(page, secondSiteURL() + (await firstUnit(page)));
    await page.locator('.rental-booking').waitFor();
    // An arrival day of the calendar: its name says its periods and prices.
    const day = page.locator('.rental-calendar__day.is-arrival').nth(1);
    const periodId = await day.getAttribute('value');
    expect(await day.locator('.visually-hidden').textContent()).toMatch(/, Vrij, Aankomstdag: .+ €\u00a0[\d.]+$/);
    await day.hover();
    await page.locator('#rental-calendar[data-live]').waitFor();
    await day.click();
    const select = page.getByLabel('Periode', { exact: false }).and(page.locator('select'));
    await expect.poll(() => select.inputValue()).toBe(periodId);
    expect(await day.getAttribute('class')).toContain('is-chosen');

    const form = page.locator('form.rental-reservation__form');
    await form.getByLabel('Aantal personen').fill('2');
    await form.getByLabel('Voornaam').fill('Lotte');
    await form.getByLabel('Naam', { exact: false }).and(page.locator('#reservation-lastName')).fill('Claes');
    await form.getByLabel('E-mailadres').fill('lotte@example.be');
    await form.getByLabel('Telefoon').fill('+32 470 11 22 33');
    await form.getByRole('button', { name: 'Aanvraag versturen' }).click();
    await form.locator('.form-check--invalid').waitFor();
    expect(posts).toEqual([]);
    await form.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
    const sent = page.waitForResponse((response) => response.request().method() === 'POST' && !response.url().endsWith('/_s'));
    await form.getByRole('button', { name: 'Aanvraag versturen' }).click();
    expect((await sent).status()).toBe(201);
    await form.locator('.alert--success').waitFor();
    expect(await form.locator('.alert--success').textContent()).toContain('Dit is nog geen boeking');
    expect(posts).toHaveLength(1);
    expect(await form.getByLabel('Voornaam').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([390, 1280])('has no accessibility violations at %d px, on the listing and on a unit', async (width) => {
    const page = await newPage(browser(), { viewport: { width, height: 900 } });
    const unit = await firstUnit(page);
    let violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await open(page, secondSiteURL() + unit);
    violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });
});
