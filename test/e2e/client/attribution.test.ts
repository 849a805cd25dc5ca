import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Attribution } from '../../../shared/contract/attribution';
import { baseURL, newPage, open, useBrowser, watchErrors } from '../helpers/browser';
import { fillContactForm } from '../helpers/forms';

// Attribution end to end: a visitor lands on a detail page from a campaign, browses
// on, and sends the contact form; the lead stored in the outbox (GET /admin/outbox) says where
// the visit came from. With JavaScript the browser kept it for the session (sessionStorage).
// Without, the page the form was posted from (its Referer) still carries the landing page: a worker
// test (test/worker/site/forms/attribution.test.ts).

const CAMPAIGN = '?utm_source=immoweb&utm_campaign=spring&gclid=x';
const PORTAL = 'https://www.immoweb.be/nl/zoeken/huis/te-koop?page=2';

const browser = useBrowser();

/** A detail page of site 1 (the first house of the sale listing), as a path. */
async function detailPath(): Promise<string> {
  const listing = await (await fetch(`${baseURL()}/nl/te-koop`)).text();
  const path = /class="estate-card__link" href="(\/nl\/aanbod\/\d+\/[a-z0-9-]+)"/.exec(listing)?.[1];
  expect(path).toBeTruthy();
  return path!;
}

/** The attribution stored with the contact request sent as `email` (site 1's outbox, newest first). */
async function storedAttribution(email: string): Promise<Attribution | undefined> {
  const response = await fetch(`${baseURL()}/admin/outbox?siteId=1&limit=200`, { headers: { Authorization: `Bearer ${inject('adminToken')}` } });
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as { messages: { kind: string; document: { email?: string; attribution?: Attribution } }[] };
  const lead = messages.find((message) => message.kind === 'contact-request' && message.document.email === email);
  expect(lead, `a contact request from ${email}`).toBeTruthy();
  return lead!.document.attribution;
}

const fillContact = (form: Locator, email: string) =>
  fillContactForm(form, { firstName: 'Lotte', lastName: 'Claes', email, message: 'Is de woning nog vrij?' });

/** Follows a link of the page, as a visitor clicks it (the next page's referrer is this one). */
async function follow(page: Page, href: string): Promise<void> {
  await Promise.all([page.waitForURL(`${baseURL()}${href}`), page.locator(`a[href="${href}"]:visible`).first().click()]);
}

// Each test posts from its own client address (the contact form's limit counts per address).
const visitor = (n: number) => ({ extraHTTPHeaders: { 'CF-Connecting-IP': `192.0.2.${200 + n}` } });

describe('where a lead came from', () => {
  it('keeps the landing page’s campaign across pages and sends it with the contact form', async () => {
    const page = await newPage(browser(), visitor(1));
    const errors = watchErrors(page);
    const detail = await detailPath();
    await page.goto(`${baseURL()}${detail}${CAMPAIGN}`, { referer: PORTAL });
    // Two more pages, by their links: the same site is no new referrer, so the landing page stays.
    await follow(page, '/nl/');
    await open(page, page.url());
    await follow(page, '/nl/contact');
    await open(page, page.url());
    const email = `attribution-js-${Date.now()}@example.be`;
    const form = page.locator('form.contact-form').first();
    await fillContact(form, email);
    const [post] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'POST' && (request.headers()['content-type'] ?? '').includes('application/json')),
      form.getByRole('button', { name: 'Verstuur' }).click(),
    ]);
    await form.locator('.alert--success').waitFor();
    // The island sent it in its JSON body; the browser kept nothing else (no cookie).
    expect(JSON.parse(post.postData() ?? '{}')).toHaveProperty('attribution');
    expect(await page.context().cookies()).toEqual([]);
    expect(await storedAttribution(email)).toMatchObject({
      landingPage: `${detail}${CAMPAIGN}`,
      referrer: 'https://www.immoweb.be',
      utm: { source: 'immoweb', campaign: 'spring' },
      clickIds: { gclid: 'x' },
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a new campaign visit in the same session replaces the first', async () => {
    const page = await newPage(browser(), visitor(2));
    const detail = await detailPath();
    await page.goto(`${baseURL()}${detail}${CAMPAIGN}`, { referer: PORTAL });
    await page.goto(`${baseURL()}/nl/contact?utm_source=newsletter&utm_medium=email`);
    await open(page, page.url());
    const email = `attribution-again-${Date.now()}@example.be`;
    const form = page.locator('form.contact-form').first();
    await fillContact(form, email);
    await form.getByRole('button', { name: 'Verstuur' }).click();
    await form.locator('.alert--success').waitFor();
    const stored = await storedAttribution(email);
    expect(stored).toMatchObject({ landingPage: '/nl/contact?utm_source=newsletter&utm_medium=email', utm: { source: 'newsletter', medium: 'email' } });
    expect(stored).not.toHaveProperty('clickIds');
    await page.context().close();
  });
});
