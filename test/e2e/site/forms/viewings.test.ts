import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../helpers/axe';
import { baseURL, islandsReady, newPage, open, secondSiteURL, useBrowser, watchErrors } from '../../helpers/browser';
import { fillShareForm } from '../../helpers/forms';

// Viewings, cancelling and send-to-a-friend in a browser.

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
  withSlots = await estatesWithSlots(4);
  expect(withSlots.length, 'four estates of the demo data with free slots').toBe(4);
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
  it('books a slot, downloads the .ics, opens the cancel link and cancels: the slot is free again', async () => {
    const page = await newPage(browser(), { acceptDownloads: true });
    const errors = watchErrors(page);
    await open(page, baseURL() + withSlots[0]);
    const viewing = page.locator('#viewing');
    const slot = viewing.locator('input[name="slotId"]').first();
    const slotId = (await slot.getAttribute('value'))!;
    const slotText = (await viewing.locator(`label[for="${await slot.getAttribute('id')}"]`).textContent())!;
    await slot.check();
    await fillPerson(page, '#viewing form');
    await viewing.getByRole('button', { name: 'Bezoek boeken' }).click();

    const confirmation = viewing.locator('.viewing__confirmation');
    await confirmation.waitFor();
    expect(await confirmation.getByRole('heading').textContent()).toBe('Uw bezoek is geboekt');
    // The time booked, in Brussels time, as the slot showed it.
    expect(await confirmation.textContent()).toContain(slotText.split('–')[0]!);

    const [download] = await Promise.all([page.waitForEvent('download'), confirmation.getByRole('link', { name: /agenda/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const start = calendar.getFirstSubcomponent('vevent')!.getFirstProperty('dtstart')!;
    expect(start.getParameter('tzid')).toBe('Europe/Brussels');
    // The wall-clock time in Brussels is the time the slot showed.
    expect(String(start.getFirstValue()).slice(11, 16)).toBe(slotText.split('–')[0]!.trim());

    const cancelHref = (await confirmation.getByRole('link', { name: 'Bezoek annuleren' }).getAttribute('href'))!;
    // Group viewings take up to three: the other places go to other visitors, until it is full.
    for (let place = 0; place < 3; place += 1) {
      const other = await fetch(baseURL() + withSlots[0], {
        method: 'POST',
        // Other visitors: other addresses (as far as the local server passes them on).
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': `192.0.2.${place + 1}` },
        body: JSON.stringify({
          form: 'viewing',
          slotId,
          firstName: 'Jan',
          lastName: 'Peeters',
          email: `jan${place}@example.be`,
          phone: '+32 470 00 00 00',
          privacy: 'yes',
        }),
      });
      if (other.status === 409) break;
      expect(other.status).toBe(201);
    }
    await open(page, baseURL() + withSlots[0]);
    await page.locator('#viewing input[name="slotId"]').first().waitFor({ state: 'attached' });
    expect(await page.locator(`#viewing input[name="slotId"][value="${slotId}"]`).count(), 'a full slot is not offered').toBe(0);

    await open(page, baseURL() + cancelHref);
    // Opening the link shows what will be cancelled and cancels nothing (mail scanners open links).
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Bezoek annuleren');
    await page.reload();
    await islandsReady(page);
    await Promise.all([page.waitForURL((url) => url.searchParams.has('cancelled')), page.getByRole('button', { name: 'Ja, annuleer dit bezoek' }).click()]);
    await page.getByText('Uw bezoek is geannuleerd.').waitFor();

    await open(page, baseURL() + withSlots[0]);
    await page.locator(`#viewing input[name="slotId"][value="${slotId}"]`).waitFor({ state: 'attached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('books without JavaScript: the form posts to the page, which shows the confirmation', async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false });
    await page.goto(baseURL() + withSlots[1]);
    // The slots stream in with a script; without one, a link loads them with the page. When
    // the agenda answered before the page's first part was sent (from the isolate's memory),
    // they are in the page already and there is no link to follow.
    const showSlots = page.getByRole('link', { name: 'Toon de vrije bezoekmomenten' });
    const firstSlot = page.locator('#viewing input[name="slotId"]').first();
    await showSlots.or(firstSlot).first().waitFor();
    if (await showSlots.isVisible()) await showSlots.click();
    const viewing = page.locator('#viewing');
    await viewing.locator('input[name="slotId"]').first().check();
    await fillPerson(page, '#viewing form');
    await Promise.all([page.waitForURL(/[?&]appointment=/), viewing.getByRole('button', { name: 'Bezoek boeken' }).click()]);
    const confirmation = page.locator('#viewing .viewing__confirmation');
    expect(await confirmation.getByRole('heading').textContent()).toBe('Uw bezoek is geboekt');
    expect(await confirmation.getByRole('link', { name: 'Bezoek annuleren' }).getAttribute('href')).toMatch(/^\/nl\/afspraak-annuleren\//);
    await page.context().close();
  });

  it('a booking the site is still confirming: says so, and the retry carries the same form key, answered with the booking', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    await open(page, baseURL() + withSlots[3]);
    await islandsReady(page);
    const viewing = page.locator('#viewing');
    const sent: Record<string, string>[] = [];
    // The first post is answered as the site answers a write the platform has not answered within the form budget.
    await page.route(baseURL() + withSlots[3], async (route) => {
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

  it('says so beside the field when no slot is chosen (without JavaScript the page comes back marked)', async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL()}${withSlots[2]}?plan=visit`);
    // The browser would refuse an unchosen required radio itself: the server is the one to check here.
    await page.locator('#viewing input[name="slotId"]').evaluateAll((inputs) => inputs.forEach((input) => input.removeAttribute('required')));
    await fillPerson(page, '#viewing form');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && !response.url().endsWith('/_s')),
      page.locator('#viewing').getByRole('button', { name: 'Bezoek boeken' }).click(),
    ]);
    expect(answer.status()).toBe(400);
    await page.getByText('Kies een vrij moment.').waitFor();
    expect(await page.locator('#viewing').getByLabel('Voornaam').inputValue()).toBe('Lotte');
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

  it('refuses a link in the message and sends after it is removed, without JavaScript', async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${secondSiteURL()}/nl/vakantieverhuur`);
    const unit = (await page.locator('.rental-card .estate-card__link').first().getAttribute('href'))!;
    await page.goto(secondSiteURL() + unit);
    // Without JavaScript the form is in an open-able <details>.
    const share = await fillShareForm(page, 'nl', {
      name: 'Lotte',
      email: 'lotte@example.be',
      friend: 'piet@example.be',
      message: 'Zie ook www.elders.example',
    });
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && !response.url().endsWith('/_s')),
      share.getByRole('button', { name: 'Versturen' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await page.getByText('Een bericht mag geen links of opmaak bevatten.').waitFor();
    const again = page.locator('.share');
    expect(await again.getByLabel('E-mailadres van uw vriend').inputValue()).toBe('piet@example.be');
    await again.getByLabel(/Kort bericht/).fill('Leuk voor de zomer?');
    await again.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
    await Promise.all([page.waitForURL(/[?&]shared=1/), again.getByRole('button', { name: 'Versturen' }).click()]);
    await page.getByText('Verstuurd! Uw vriend ontvangt een e-mail met dit pand.').waitFor();
    await page.context().close();
  });

  it('offers copy-link, e-mail and WhatsApp where the browser has no share sheet', async () => {
    const page = await newPage(browser());
    await open(page, baseURL() + withSlots[1]);
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
