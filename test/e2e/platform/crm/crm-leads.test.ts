import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { FakeCall } from '../../../support/fake-crm/common';
import { SWEEPBRIGHT_FIXTURES } from '../../../support/fake-crm/fixtures';
import { baseURL, newPage, open, useBrowser, watchErrors } from '../../helpers/browser';
import { fillContactForm } from '../../helpers/forms';
import { send, sweepBrightAccount } from '../../helpers/fake-sweepbright';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// End to end: a visitor lands on a SweepBright estate's page from a campaign, browses
// on, and asks about the estate; the fake SweepBright (test/support/fake-crm/server.ts) receives
// `POST estates/{its uuid}/contacts` (paths below the API's base) with the message and where the visit came from, through
// the outbox queue and its consumer in wrangler dev. A form posted without JavaScript from the
// landing page is a worker test (test/worker/platform/crm/crm-leads.test.ts).

const CAMPAIGN = '?utm_source=immoweb&utm_campaign=spring&gclid=x';
const PORTAL = 'https://www.immoweb.be/nl/zoeken/huis/te-koop';
/** The fake SweepBright account site 1's connection uses (the SweepBright e2e uses it too). */
const ACCOUNT = 'e2e-agency';
const SECRET = 'e2e-secret';

const browser = useBrowser();

beforeAll(async () => {
  // The account answers the connection's credentials (made anew: estates and calls start empty).
  await account().open(SECRET);
});

const account = () => sweepBrightAccount(ACCOUNT);
const admin = () => ({ Authorization: `Bearer ${inject('adminToken')}` });

/** Site 1's SweepBright connection (made once), and its webhook address. */
async function sweepBrightConnection(): Promise<string> {
  const listed = (await (await send(`${baseURL()}/admin/sites/1/connections`, 'GET', undefined, admin())).json()) as {
    connections: { kind: string; webhookPath?: string }[];
  };
  const existing = listed.connections.find((connection) => connection.kind === 'sweepbright');
  if (existing?.webhookPath) return existing.webhookPath;
  const made = await send(`${baseURL()}/admin/sites/1/connections`, 'POST', { kind: 'sweepbright', settings: { clientId: ACCOUNT }, secret: SECRET }, admin());
  return ((await made.json()) as { connection: { webhookPath: string } }).connection.webhookPath;
}

/** A SweepBright estate published on the site: its uuid and its page's path. */
async function publishedEstate(): Promise<{ uuid: string; path: string }> {
  const uuid = crypto.randomUUID();
  await account().putEstate({ ...structuredClone(SWEEPBRIGHT_FIXTURES.everyLanguage), id: uuid });
  const webhookPath = await sweepBrightConnection();
  await send(`${baseURL()}${webhookPath}`, 'POST', { event: 'estate-added', estate_id: uuid });
  const estateId = await account().reportedEstateId(uuid);
  // The short address redirects to the page with its slug.
  const page = await fetch(`${baseURL()}/nl/aanbod/${estateId}`, { redirect: 'manual' });
  const path = new URL(page.headers.get('Location') ?? `/nl/aanbod/${estateId}`, baseURL()).pathname;
  return { uuid, path };
}

/** The lead SweepBright received about `uuid` from `email`, once it arrived. */
async function leadCall(uuid: string, email: string): Promise<FakeCall> {
  const find = async () => {
    const calls = await account().calls();
    return calls.find((c) => c.method === 'POST' && c.path === `/estates/${uuid}/contacts` && (c.body as { email?: string }).email === email) ?? null;
  };
  await expect.poll(find, { timeout: scaled(30_000), interval: 250 }).not.toBeNull();
  return (await find())!;
}

const fillContact = (form: Locator, email: string) =>
  fillContactForm(form, { firstName: 'Lotte', lastName: "D'Hondt", email, message: 'Is de woning nog vrij?' });

async function follow(page: Page, href: string): Promise<void> {
  await Promise.all([page.waitForURL(`${baseURL()}${href}`), page.locator(`a[href="${href}"]:visible`).first().click()]);
}

const visitor = (n: number) => ({ extraHTTPHeaders: { 'CF-Connecting-IP': `192.0.2.${220 + n}` } });

function expectCampaign(body: Record<string, unknown>, landingPage: string): void {
  const message = String(body.message);
  expect(message).toMatch(/^Is de woning nog vrij\?/);
  for (const fact of ['utm_source: immoweb', 'utm_campaign: spring', 'gclid: x', `Landingspagina: ${landingPage}`]) expect(message).toContain(fact);
}

describe('a lead about a SweepBright estate reaches SweepBright', () => {
  it('with JavaScript: the campaign of the landing page travels across pages to the estate’s contacts', async () => {
    const { uuid, path } = await publishedEstate();
    const page = await newPage(browser(), visitor(1));
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}${path}${CAMPAIGN}`, { referer: PORTAL });
    await follow(page, '/nl/');
    await open(page, page.url());
    await follow(page, '/nl/te-koop');
    await open(page, page.url());
    await open(page, `${baseURL()}${path}`);
    const email = `crm-lead-js-${Date.now()}@example.be`;
    const form = page.locator(`form[id^="contact-form-estate-"]`);
    await fillContact(form, email);
    await form.getByRole('button', { name: 'Verstuur' }).click();
    await form.locator('.alert--success').waitFor();
    const lead = await leadCall(uuid, email);
    expect(lead.body).toMatchObject({ first_name: 'Lotte', last_name: "D'Hondt", email, locale: 'nl' });
    expectCampaign(lead.body as Record<string, unknown>, `${path}${CAMPAIGN}`);
    expect(String((lead.body as { message: string }).message)).toContain('Verwijzende site: https://www.immoweb.be');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
