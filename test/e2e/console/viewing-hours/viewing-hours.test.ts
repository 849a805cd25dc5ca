import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FakeCall } from '../../../support/fake-crm/common';
import { whiseEstates } from '../../../support/fake-crm/fixtures';
import { axeViolations, describeViolations } from '../../helpers/axe';
import { BAD_REQUEST_LOAD, baseURL, newPage, open, secondSiteURL, useBrowser, watchErrors } from '../../helpers/browser';
import { consoleURL, expectAccessible, signedIn } from '../../helpers/console';
import { send, sweepBrightAccount } from '../../helpers/fake-sweepbright';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// Viewing hours for a real agency (docs/viewings.md), end to end: Ardennes Habitat's owner sets
// when viewings can be booked in the console; a listing that came from its CRM (Whise's import
// on connecting, through the queue) then offers "Planifier une visite"; a visitor books a slot
// in French on a 390 px screen; the agency's Whise, the CRM the listing came from and so the one
// its leads go to, receives the contact and the calendar event (`v1/calendars/create`) through the
// outbox queue; the console's leads show the viewing; the visitor cancels, the slot is free
// again and Whise is asked to delete the event. Axe on every screen on the way. The
// site's CRM connections are this file's while it runs (E2E_SHARED_STATE): the ones it finds
// are set aside, its own removed at the end.

const OWNER = 'owner@ardennes-habitat.localhost';
const SITE = 2;
const STAMP = Date.now();
const WHISE_USER = `e2e-viewings-${STAMP}`;
const WHISE_PASSWORD = 'e2e-viewings-password';
const SWEEPBRIGHT_CLIENT = `e2e-viewings-${STAMP}`;
const SWEEPBRIGHT_SECRET = 'e2e-viewings-secret';
/** The Whise id of the listing the visitor books (this run's own). */
const WHISE_ESTATE = 7_500_000 + (STAMP % 100_000);
const browser = useBrowser();

const admin = () => ({ Authorization: `Bearer ${inject('adminToken')}` });
const adminURL = (path: string) => `${baseURL()}/admin/sites/${SITE}${path}`;
const whise = (path = '') => `${inject('crmOrigin')}/whise/__fake/${WHISE_USER}${path}`;
const made: number[] = [];

async function connect(body: unknown): Promise<{ id: number; webhookPath?: string }> {
  const answer = (await (await send(adminURL('/connections'), 'POST', body, admin())).json()) as { connection: { id: number; webhookPath?: string } };
  made.push(answer.connection.id);
  return answer.connection;
}

beforeAll(async () => {
  await send(whise(), 'PUT', { password: WHISE_PASSWORD });
  // The listing the visitor books: Whise's, imported when the connection is made.
  await send(whise('/estates'), 'PUT', whiseEstates(1, { firstId: WHISE_ESTATE }));
  const sweepBright = sweepBrightAccount(SWEEPBRIGHT_CLIENT);
  await sweepBright.open(SWEEPBRIGHT_SECRET);
  // The site's CRM connections are this file's: any other one (another file's) is set aside.
  const listed = (await (await send(adminURL('/connections'), 'GET', undefined, admin())).json()) as { connections: { id: number; kind: string }[] };
  for (const connection of listed.connections.filter((c) => c.kind === 'sweepbright' || c.kind === 'whise'))
    await send(adminURL(`/connections/${connection.id}`), 'DELETE', undefined, admin());
  // SweepBright first: a lead going to the site's first connection would reach SweepBright, not Whise.
  await connect({ kind: 'sweepbright', settings: { clientId: SWEEPBRIGHT_CLIENT }, secret: SWEEPBRIGHT_SECRET });
  await connect({
    kind: 'whise',
    settings: { username: WHISE_USER, clientId: 20001, officeId: 30001, calendarActionId: 3, calendarUserIds: [501] },
    secret: WHISE_PASSWORD,
  });
});

/**
 * The listing for sale Whise's import wrote (its reference `GEN-<id>`): its id on the site, read
 * from the owner's listings in the console (the same id), polled while the import runs.
 */
async function crmListing(owner: Page): Promise<string> {
  const id = async () => {
    await owner.goto(`${consoleURL()}/en/sites/${SITE}/estates?status=FOR_SALE`);
    const link = owner.locator(`a[href^="/en/sites/${SITE}/estates/"]`).filter({ hasText: `GEN-${WHISE_ESTATE}` });
    const href = (await link.count()) > 0 ? await link.first().getAttribute('href') : null;
    return href ? (/\/estates\/(\d+)/.exec(href)?.[1] ?? null) : null;
  };
  await expect.poll(id, { timeout: scaled(60_000), interval: 500 }).not.toBeNull();
  return (await id())!;
}

afterAll(async () => {
  for (const id of made) await send(adminURL(`/connections/${id}`), 'DELETE', undefined, admin());
});

/** What the fake Whise received for the viewing booked by `email`: the contact, then the calendar event. */
async function whiseCalls(email: string): Promise<{ contact: FakeCall; event: FakeCall }> {
  const find = async () => {
    const calls = (await (await send(whise('/calls'), 'GET')).json()) as FakeCall[];
    const at = calls.findIndex((call) => call.path === '/v1/contacts/upsert' && (call.body as { PrivateEmail?: string }).PrivateEmail === email);
    const event = calls.slice(at + 1).find((call) => call.path === '/v1/calendars/create');
    return at >= 0 && event ? { contact: calls[at]!, event } : null;
  };
  await expect.poll(find, { timeout: scaled(60_000), interval: 250 }).not.toBeNull();
  return (await find())!;
}

describe('viewing hours for a real agency', () => {
  it(
    'an owner sets them, a visitor books a CRM listing in French at 390 px, Whise gets the calendar event, ' +
      'the leads show the viewing; cancelled, the slot is free and Whise deletes the event',
    async () => {
      const { page: owner, errors: ownerErrors } = await signedIn(browser(), OWNER);
      await owner.getByRole('link', { name: 'Viewing hours' }).first().focus();
      await Promise.all([owner.waitForURL(/\/en\/sites\/2\/viewing-hours$/), owner.keyboard.press('Enter')]);
      await owner.getByRole('heading', { name: 'Viewing hours of Ardennes Habitat' }).waitFor();
      await expectAccessible(owner, 'viewing hours, none set');

      // Every day 09:00-18:00 (a test run any day finds slots); a slot length out of bounds first.
      for (let day = 0; day < 7; day += 1) await owner.locator(`#vh-day-${day}`).fill('09:00-12:00, 13:00-18:00');
      await owner.getByLabel('Length of a viewing (minutes)').fill('5');
      await owner.getByLabel('At least this many hours ahead').fill('1');
      await owner.getByLabel('This many days ahead').fill('7');
      await owner.getByRole('button', { name: 'Save viewing hours' }).click();
      await owner.getByText('Give a number from 10 to 240.').waitFor();
      expect(await owner.getByLabel('Length of a viewing (minutes)').getAttribute('aria-invalid')).toBe('true');
      expect(await owner.locator('#vh-day-6').inputValue()).toBe('09:00-12:00, 13:00-18:00');
      await expectAccessible(owner, 'viewing hours, a field marked');
      await owner.getByLabel('Length of a viewing (minutes)').fill('45');
      await Promise.all([owner.waitForURL(/saved=1/), owner.getByRole('button', { name: 'Save viewing hours' }).click()]);
      await owner.getByText('Saved: the site offers these times at once.').waitFor();
      await expectAccessible(owner, 'viewing hours, saved');

      const estateId = await crmListing(owner);
      const visitor = await newPage(browser(), { viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'CF-Connecting-IP': '192.0.2.241' } });
      const errors = watchErrors(visitor);
      await open(visitor, `${secondSiteURL()}/fr/offre/${estateId}`);
      const viewing = visitor.locator('#viewing');
      await viewing.getByRole('heading', { name: 'Planifier une visite' }).waitFor();
      const slot = viewing.locator('input[name="slotId"]').first();
      const slotId = (await slot.getAttribute('value'))!;
      const slotLabel = (await viewing.locator(`label[for="${await slot.getAttribute('id')}"]`).textContent())!;
      await slot.check();
      const email = `visite-${Date.now()}@example.be`;
      const form = viewing.locator('form').first();
      await form.locator('input[name="firstName"]').fill('Élise');
      await form.locator('input[name="lastName"]').fill('Dubois');
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="phone"]').fill('+32 470 55 66 77');
      await form.locator('input[name="privacy"]').check();
      let violations = await axeViolations(visitor);
      expect(violations, describeViolations(violations)).toEqual([]);
      await viewing.getByRole('button', { name: 'Réserver la visite' }).click();
      const confirmation = viewing.locator('.viewing__confirmation');
      await confirmation.waitFor();
      expect(await confirmation.getByRole('heading').textContent()).toBe('Votre visite est réservée');
      expect(await confirmation.textContent()).toContain(slotLabel.split('–')[0]!.trim());
      violations = await axeViolations(visitor);
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const cancelHref = (await confirmation.getByRole('link', { name: 'Annuler la visite' }).getAttribute('href'))!;

      // Whise: the contact, then the event on the Brussels clock, linked to the contact.
      const { event } = await whiseCalls(email);
      const start = (event.body as { StartDateTime: string }).StartDateTime;
      expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/);
      expect(start.slice(11, 16)).toBe(slotLabel.split('–')[0]!.trim().slice(-5));
      expect(event.body).toMatchObject({ CalendarActionId: 3, UserIds: [501], ContactIds: [expect.any(Number)] });
      expect((event.body as { Subject: string }).Subject).toContain('Élise Dubois');

      // The visitor cancels: the slot is free again, and Whise is asked to delete the event.
      await open(visitor, `${secondSiteURL()}${cancelHref}`);
      await Promise.all([
        visitor.waitForURL((url) => url.searchParams.has('cancelled')),
        visitor.getByRole('button', { name: 'Oui, annuler cette visite' }).click(),
      ]);
      await visitor.getByText('Votre visite est annulée. Le créneau est à nouveau libre.').waitFor();
      const deleted = async () =>
        ((await (await send(whise('/calls'), 'GET')).json()) as FakeCall[]).filter((call) => call.path === '/v1/calendars/delete').length;
      await expect.poll(deleted, { timeout: scaled(60_000), interval: 250 }).toBe(1);
      await open(visitor, `${secondSiteURL()}/fr/offre/${estateId}`);
      await visitor.locator(`#viewing input[name="slotId"][value="${slotId}"]`).waitFor({ state: 'attached' });
      expect(errors).toEqual([]);
      await visitor.context().close();

      // The console's leads show the viewing.
      await open(owner, `${consoleURL()}/en/sites/${SITE}/leads?kind=appointment`);
      const row = owner.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) });
      await row.waitFor();
      expect(await row.textContent()).toContain('Viewing');
      await expectAccessible(owner, 'leads with the viewing');

      // The owner removes the hours (the site is as other files found it): no listing offers viewings then.
      await open(owner, `${consoleURL()}/en/sites/${SITE}/viewing-hours`);
      await Promise.all([owner.waitForURL(/removed=1/), owner.getByRole('button', { name: 'Remove these hours' }).click()]);
      await owner.getByText('Removed: no listing offers viewings now.').waitFor();
      // The refused form's page is a 400, which the browser reports; nothing else.
      expect(ownerErrors).toEqual([BAD_REQUEST_LOAD]);
      await owner.context().close();
    },
  );
});
