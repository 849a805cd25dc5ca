import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, baseURL, keepScreenshot, newPage, open, useBrowser, watchErrors } from '../../helpers/browser';
import { expectAccessible, horizontalOverflow, LANGUAGES, WIDTHS } from '../../helpers/layout';

// A holiday unit's periods as a month calendar, by keyboard, on a phone and a
// desktop, in three languages; and a month at a time without JavaScript, on a phone. With
// JavaScript the month changes in place, the focus staying on its control, even pressed before
// the calendar's code has come. What the pages without JavaScript say (noindex, the canonical, the
// period chosen) is a worker test (test/worker/client/components/rental-calendar-without-javascript.test.ts).

const browser = useBrowser();
let unitId: string;

beforeAll(async () => {
  const page = await newPage(browser());
  await page.goto(`${baseURL()}/nl/vakantieverhuur`);
  unitId = /\/vakantie\/(\d+)/.exec((await page.locator('.rental-card .estate-card__link').first().getAttribute('href'))!)![1]!;
  await page.context().close();
});

const WORD = { nl: 'vakantie', fr: 'vacances', de: 'feiertage' } as const;
const unitURL = (lang: keyof typeof WORD) => `${baseURL()}/${lang}/${WORD[lang]}/${unitId}`;
const focusedDay = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.day ?? null);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
/** The month grids the layout shows (CSS: one on a phone, two when there is room). */
const shownMonths = (page: Page) =>
  page.$$eval('.rental-calendar__month', (months) => months.filter((month) => (month as HTMLElement).offsetParent !== null).length);

describe('the holiday unit’s calendar', () => {
  for (const width of WIDTHS) {
    for (const lang of LANGUAGES) {
      it(`at ${width} px in ${lang}: the keyboard walks the days and chooses a period, which the reservation form shows`, async () => {
        const page = await newPage(browser(), { viewport: { width, height: 900 } });
        const errors = watchErrors(page);
        await open(page, unitURL(lang));
        expect(await shownMonths(page)).toBe(width === 390 ? 1 : 2);
        const arrivals = page.locator('.rental-calendar__day.is-arrival');
        const calendar = page.locator('#rental-calendar');
        const served = await calendar.evaluate((element) => element.getBoundingClientRect().height);
        // Tab reaches the calendar's one day in the tab order (its first arrival day); the code comes then.
        await arrivals.first().focus();
        await page.locator('#rental-calendar[data-live]').waitFor();
        // Its code came and it went live in place: nothing moved.
        expect(await calendar.evaluate((element) => element.getBoundingClientRect().height)).toBe(served);
        const start = (await focusedDay(page))!;
        expect(start).toBe(await arrivals.first().getAttribute('data-day'));
        expect(await page.locator(`[data-day="${start}"]`).getAttribute('tabindex')).toBe('0');

        // Down a week and back up, then right to the next arrival day (perhaps in the next month).
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => focusedDay(page)).toBe(new Date(Date.parse(start) + 7 * 86_400_000).toISOString().slice(0, 10));
        await page.keyboard.press('ArrowUp');
        await expect.poll(() => focusedDay(page)).toBe(start);
        const target = (await arrivals.nth(1).getAttribute('data-day'))!;
        for (let step = daysBetween(start, target); step > 0; step -= 1) await page.keyboard.press('ArrowRight');
        await expect.poll(() => focusedDay(page)).toBe(target);
        // Its prices show over it while it has the focus, and are in its name.
        const day = page.locator(`[data-day="${target}"]`);
        await expect.poll(() => day.locator('.rental-calendar__tip').isVisible()).toBe(true);
        expect(await day.locator('.rental-calendar__tip').textContent()).toMatch(/€\u00a0[\d.]+/);
        expect(await day.locator('.visually-hidden').textContent()).toMatch(/€\u00a0[\d.]+/);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

        await page.keyboard.press(lang === 'fr' ? 'Space' : 'Enter');
        const periodId = (await day.getAttribute('value'))!;
        const select = page.locator('#reservation-periodId');
        await expect.poll(() => select.inputValue()).toBe(periodId);
        const [y, m, d] = target.split('-');
        expect(await select.locator('option:checked').textContent()).toContain(`${d}/${m}/${y}`);
        expect(await page.locator('.rental-calendar__chosen').textContent()).toContain(`${d}/${m}/${y}`);
        expect(await day.getAttribute('class')).toContain('is-chosen');
        expect(await focusedDay(page)).toBe(target);

        // A month on with PageDown (the view follows), and back with PageUp.
        const month = target.slice(0, 7);
        const nextMonth = new Date(Date.UTC(Number(y), Number(m), 1)).toISOString().slice(0, 7);
        await page.keyboard.press('PageDown');
        await expect.poll(async () => (await focusedDay(page))?.slice(0, 7)).toBe(nextMonth);
        await page.keyboard.press('PageUp');
        await expect.poll(async () => (await focusedDay(page))?.slice(0, 7)).toBe(month);

        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);
        await keepScreenshot(page.locator('#rental-calendar'), `${ARTIFACTS}/rental-calendar-${lang}-${width}.png`);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }

  const NEXT = { nl: 'Volgende maand', fr: 'Mois suivant', de: 'Nächster Monat' } as const;
  const PREVIOUS = { nl: 'Vorige maand', fr: 'Mois précédent', de: 'Vorheriger Monat' } as const;
  for (const width of WIDTHS) {
    for (const lang of LANGUAGES) {
      const name = `at ${width} px in ${lang}: Enter on "${NEXT[lang]}" changes the month in place, at once, `;
      it(`${name}and the focus stays on it to the last month and back`, async () => {
        const page = await newPage(browser(), { viewport: { width, height: 900 } });
        const errors = watchErrors(page);
        let loads = 0;
        page.on('load', () => (loads += 1));
        await open(page, unitURL(lang));
        const title = page.locator('.rental-calendar__title').first();
        const first = await title.textContent();
        const next = page.getByRole('link', { name: NEXT[lang] });
        // Focus, then Enter at once: the calendar's code is asked for by the focus and may not be there yet.
        await next.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => title.textContent()).not.toBe(first);
        await page.locator('#rental-calendar[data-live]').waitFor();
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(NEXT[lang]);
        // On to the last month the periods reach: the control stays, marked disabled, with the focus.
        for (let step = 0; step < 24 && (await next.getAttribute('aria-disabled')) !== 'true'; step += 1) {
          const shown = await title.textContent();
          await page.keyboard.press('Enter');
          await expect.poll(() => title.textContent()).not.toBe(shown);
        }
        expect(await next.getAttribute('aria-disabled')).toBe('true');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(NEXT[lang]);
        const last = await title.textContent();
        await page.keyboard.press('Enter');
        expect(await title.textContent()).toBe(last);
        // And back a month.
        await page.getByRole('link', { name: PREVIOUS[lang] }).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => title.textContent()).not.toBe(last);
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(PREVIOUS[lang]);
        expect(new URL(page.url()).search).toBe('');
        expect(loads).toBe(1);
        await expectAccessible(page);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }

  it('moves a month with its buttons and shows a day’s prices on hover', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 900 } });
    await open(page, unitURL('nl'));
    const caption = page.locator('.rental-calendar__title').first();
    const before = await caption.textContent();
    await page.locator('.rental-calendar__month').first().hover();
    await page.locator('#rental-calendar[data-live]').waitFor();
    await page.getByRole('link', { name: 'Volgende maand' }).click();
    await expect.poll(() => caption.textContent()).not.toBe(before);
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('link', { name: 'Vorige maand' }).click();
    await expect.poll(() => caption.textContent()).toBe(before);
    const day = page.locator('.rental-calendar__day.is-arrival').first();
    await day.hover();
    await expect.poll(() => day.locator('.rental-calendar__tip').isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('without JavaScript at 390 px: the next month by its link and a period by the form fit the screen', async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    await page.goto(unitURL('fr'));
    await Promise.all([page.waitForURL(/month=/), page.locator('a.rental-calendar__nav--next').click()]);
    const day = page.locator('.rental-calendar__day.is-arrival').first();
    const periodId = await day.getAttribute('value');
    await Promise.all([page.waitForURL(new RegExp(`period=${periodId}`)), day.click()]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
