import { mkdir, rmdir, stat } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { axeViolations, describeViolations } from './axe';
import { baseURL, keepScreenshot } from './browser';

// What the console's end-to-end tests share: its address on the local default, the demo
// owner who signs in, and axe on each screen.

/** The demo's owner of Immo Scheldeland (site 1), as seeded for the local default. */
export const CONSOLE_OWNER = 'owner@immo-scheldeland.localhost';

/** The console on the e2e server: its own hostname, the site's port. */
export const consoleURL = () => `http://console.localhost:${inject('port')}`;

const MAILBOX_LOCK = '.tmp/e2e-mailbox.lock';
/** A lock older than this is one a killed run left. */
const STALE_LOCK_MS = 30_000;

/**
 * Runs `use` while no other e2e file signs in through the mailbox (a directory made atomically
 * is the lock, across vitest's worker processes). Two files at once sign the same demo people
 * in; the mailbox shows the newest link for an address first, so one file could open the link
 * the other asked for, and the other's link was then used (a console-walk run stayed on the
 * link page).
 */
export async function withMailbox<T>(use: () => Promise<T>): Promise<T> {
  await mkdir('.tmp', { recursive: true });
  for (;;) {
    try {
      await mkdir(MAILBOX_LOCK);
      break;
    } catch {
      const made = await stat(MAILBOX_LOCK).then((found) => found.mtimeMs, () => 0);
      if (made && Date.now() - made > STALE_LOCK_MS) await rmdir(MAILBOX_LOCK).catch(() => undefined);
      // The other file's sign-in takes about a second: look again on the next turn of the loop.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await use();
  } finally {
    await rmdir(MAILBOX_LOCK).catch(() => undefined);
  }
}

/** Signs in as a newcomer does: asks a link, opens it from the local mailbox, presses the button (keyboard). */
export async function signInThroughMailbox(page: Page, email: string): Promise<void> {
  await withMailbox(async () => {
    await page.goto(`${consoleURL()}/en/sign-in`);
    await page.getByLabel('E-mail address').fill(email);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Check your mail' }).waitFor();
    await page.getByRole('link', { name: /local mailbox/ }).click();
    await page.getByRole('link', { name: `Open the link for ${email}` }).first().click();
    await page.getByRole('button', { name: 'Sign in' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your agencies' }).waitFor();
  });
}

/** Axe finds nothing on the page; `screen` names it in the failure. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${screen}: ${describeViolations(violations)}`).toEqual([]);
}

/**
 * A live agency of the test's own, made through the admin API as an operator would, so the demo
 * sites other files read stay as they are: `{label}-{time}.localhost` in the languages given.
 * Answers its hostname and its address on the e2e server.
 */
export async function liveAgency(name: string, label: string, locales: string[] = ['nl', 'fr']): Promise<{ host: string; url: string }> {
  const host = `${label}-${Date.now()}.localhost`;
  const made = await fetch(`${baseURL()}/admin/sites`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${inject('adminToken')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, hostnames: [host], locales, comingSoon: false, contact: { email: `info@${label}.be` } }),
  });
  if (made.status !== 201) throw new Error(`creating the site answered ${made.status}: ${await made.text()}`);
  return { host, url: `http://${host}:${inject('port')}` };
}

/** A picture of the whole page under .tmp/, to look at (keepScreenshot: when the run keeps them). */
export async function keep(page: Page, name: string): Promise<void> {
  await keepScreenshot(page, `.tmp/${name}.png`, { fullPage: true });
}

/** Asks `url` until a visitor gets `status` (the site re-reads its cache generations every few seconds). */
export async function untilVisitorGets(visitor: Page, url: string, status: number): Promise<void> {
  await expect.poll(async () => (await visitor.goto(url))?.status(), { timeout: 30_000, interval: 500 }).toBe(status);
}

/**
 * In a page editor whose one section is a text: adds a title section with `title` in `language`
 * (e.g. 'French'), saves it, and moves it above the text by keyboard; the order is then checked.
 */
export async function addTitleAboveText(page: Page, title: string, language: string): Promise<void> {
  await page.getByLabel('Kind of section').selectOption('sectionTitle');
  await page.getByRole('button', { name: 'Add a section' }).click();
  // A section's languages are tabs: the one to type in first.
  await page.getByRole('form', { name: '2. Title' }).getByRole('tab', { name: language, exact: true }).click();
  await page.getByRole('form', { name: '2. Title' }).getByLabel(`Title (${language})`, { exact: true }).fill(title);
  // The page already says "Saved in the draft" (the section was just added): wait for the save's own page.
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.getByRole('form', { name: '2. Title' }).getByRole('button', { name: 'Save' }).click()]);
  await page.getByRole('status').filter({ hasText: 'Saved in the draft' }).waitFor();
  await page.getByRole('button', { name: 'Move up: 2. Title' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 3, name: '1. Title' }).waitFor();
  await expect(page.locator('ol.sections h3').allTextContents()).resolves.toEqual(['1. Title', '2. Text']);
}
