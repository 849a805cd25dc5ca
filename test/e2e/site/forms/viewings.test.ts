import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe';
import { baseURL, islandsReady, newPage, open, useBrowser, watchErrors } from '../../helpers/browser';
import { fillShareForm } from '../../helpers/forms';

// Viewings and send-to-a-friend in a browser: the islands' booking, pending answer and sending,
// the download, the share menu, the keyboard and axe. What the forms do without JavaScript, and
// cancelling a viewing (a plain form), are the worker's tests (test/worker/site/forms/viewings.test.ts,
// test/worker/site/forms/send-to-a-friend.test.ts).

const browser = useBrowser();
/** Detail pages (site paths) of estates with free viewing slots, one per test that books. */
let withSlots: string[] = [];

/** The detail links of the sale listing whose pages offer viewing slots, found over HTTP. */
async function estatesWithSlots(count: number): Promise<string[]> {
  const listing = await (await fetch(`${baseURL()}/nl/te-koop`)).text();
  const links = [...new Set([...listing.matchAll(/class="estate-card__link" href="([^"]+)"/g)].map((match) => match[1]!))];
  const found: string[] = [];
  for (const link of links) {
    if ((await (await fetch(baseURL() + link)).text()).includes('name="slotId"')) found.push(link);
    if (found.length === count) break;
  }
  return found;
}

beforeAll(async () => {
  withSlots = await estatesWithSlots(3);
  expect(withSlots.length, 'three estates of the demo data with free slots').toBe(3);
});

async function fillPerson(page: Page, scope: string) {
  const form = page.locator(scope);
  await form.getByLabel('Voornaam').fill('Lotte');
  await form.getByLabel(/^Naam/).fill('Claes');
  await form.getByLabel('E-mailadres').fill('lotte.claes@example.be');
  await form.getByLabel('Telefoon').fill('+32 470 11 22 33');
  await form.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
}

describe('plan a visit (live agenda)', () => {
  it('books a slot with the island: the confirmation shows its Brussels time, and its .ics downloads at that time', async () => {
    const page = await newPage(browser(), { acceptDownloads: true });
    const errors = watchErrors(page);
    await open(page, baseURL() + withSlots[0]);
    const viewing = page.locator('#viewing');
    const slot = viewing.locator('input[name="slotId"]').first();
    const slotText = (await viewing.locator(`label[for="${await slot.getAttribute('id')}"]`).textContent())!;
    await slot.check();
    await fillPerson(page, '#viewing form');
    await viewing.getByRole('button', { name: 'Bezoek boeken' }).click();

    const confirmation = viewing.locator('.viewing__confirmation');
    await confirmation.waitFor();
    expect(await confirmation.getByRole('heading').textContent()).toBe('Uw bezoek is geboekt');
    // The time booked, in Brussels time, as the slot showed it.
    expect(await confirmation.textContent()).toContain(slotText.split('–')[0]!);
    expect(await confirmation.getByRole('link', { name: 'Bezoek annuleren' }).getAttribute('href')).toMatch(/^\/nl\/afspraak-annuleren\//);

    const [download] = await Promise.all([page.waitForEvent('download'), confirmation.getByRole('link', { name: /agenda/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const start = calendar.getFirstSubcomponent('vevent')!.getFirstProperty('dtstart')!;
    expect(start.getParameter('tzid')).toBe('Europe/Brussels');
    // The wall-clock time in Brussels is the time the slot showed.
    expect(String(start.getFirstValue()).slice(11, 16)).toBe(slotText.split('–')[0]!.trim());
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a booking the site is still confirming: says so, and the retry carries the same form key, answered with the booking', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    await open(page, baseURL() + withSlots[1]);
    await islandsReady(page);
    const viewing = page.locator('#viewing');
    const sent: Record<string, string>[] = [];
    // The first post is answered as the site answers a write the platform has not answered within the form budget.
    await page.route(baseURL() + withSlots[1], async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      sent.push(JSON.parse(route.request().postData() ?? '{}') as Record<string, string>);
      if (sent.length > 1) return route.continue();
      return route.fulfill({
        status: 202,
        contentType: 'application/json',
        body: JSON.stringify({ ok: true, pending: true, message: 'We bevestigen uw aanvraag nog.' }),
      });
    });
    const book = async () => {
      await viewing.locator('input[name="slotId"]').first().check();
      await fillPerson(page, '#viewing form');
      await viewing.getByRole('button', { name: 'Bezoek boeken' }).click();
    };
    await book();
    await viewing.locator('.alert--success', { hasText: 'We bevestigen uw aanvraag nog.' }).waitFor();
    await book();
    await viewing.locator('.viewing__confirmation').waitFor();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.formKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent[1]!.formKey).toBe(sent[0]!.formKey);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('send to a friend', () => {
  it('sends an estate with JavaScript and says so, the form staying on the page', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    await open(page, baseURL() + withSlots[0]);
    const share = await fillShareForm(page, 'nl', { name: 'Lotte', email: 'lotte@example.be', friend: 'jan@example.be', message: 'Kijk eens, mooi huis!' });
    const url = page.url();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && !response.url().endsWith('/_s')),
      share.getByRole('button', { name: 'Versturen' }).click(),
    ]);
    expect(answer.status()).toBe(201);
    await share.getByText('Verstuurd! Uw vriend ontvangt een e-mail met dit pand.').waitFor();
    expect(page.url()).toBe(url);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers copy-link, e-mail and WhatsApp where the browser has no share sheet', async () => {
    const page = await newPage(browser());
    await open(page, baseURL() + withSlots[2]);
    const menu = page.locator('.share__menu');
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    expect(decodeURIComponent((await menu.getByRole('link', { name: 'Per e-mail' }).getAttribute('href'))!)).toContain(canonical);
    expect(decodeURIComponent((await menu.getByRole('link', { name: 'Via WhatsApp' }).getAttribute('href'))!)).toContain(canonical);
    // Headless Chromium has no navigator.share: the copy button stands in.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await menu.getByRole('button', { name: 'Link kopiëren' }).click();
    await menu.getByRole('button', { name: 'Link gekopieerd' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    await page.context().close();
  });
});

describe('the new blocks are accessible', () => {
  it.each([390, 1280])('has no axe violations at %d px with the slots shown and the share form open, then marked', async (width) => {
    const page = await newPage(browser(), { viewport: { width, height: 900 } });
    await open(page, baseURL() + withSlots[2]);
    await page.locator('.share').getByText('Stuur door naar een vriend').click();
    let violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    // Refused by the server (a link in the message): the field comes back marked.
    const share = page.locator('.share');
    await share.getByLabel('Uw naam').fill('Lotte');
    await share.getByLabel('Uw e-mailadres').fill('lotte@example.be');
    await share.getByLabel('E-mailadres van uw vriend').fill('lotte@example.be');
    await share.getByLabel(/Kort bericht/).fill('<b>kijk</b> www.elders.example');
    await share.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
    await share.getByRole('button', { name: 'Versturen' }).click();
    await share.locator('[aria-invalid="true"]').first().waitFor();
    violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });

  it('lets the keyboard choose a slot: Space picks a time, arrows move to the next, the focus shows', async () => {
    const page = await newPage(browser());
    await open(page, baseURL() + withSlots[2]);
    const first = page.locator('#viewing input[name="slotId"]').first();
    await first.focus();
    await page.keyboard.press('Space');
    expect(await first.isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    const second = page.locator('#viewing input[name="slotId"]').nth(1);
    expect(await second.isChecked()).toBe(true);
    // The focused time shows a visible ring (its label carries the outline).
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!.closest('label')!).outlineStyle);
    expect(outline).toBe('solid');
    await page.context().close();
  });
});
