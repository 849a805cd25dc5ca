import { mkdir, rmdir, stat } from 'node:fs/promises';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { beforeAll, inject } from 'vitest';
import { baseURL, keepScreenshot, newPage, watchErrors } from './browser';

export { expectAccessible } from './axe';

// What the console's end-to-end tests share: its address on the local default, the demo
// owner who signs in, and axe on each screen.

/** The demo's owner of Immo Scheldeland (site 1), as seeded for the local default. */
export const CONSOLE_OWNER = 'owner@immo-scheldeland.localhost';
/** The demo's operator, who sees every agency. */
export const OPERATOR = 'operator@agency-sites.localhost';

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
      const made = await stat(MAILBOX_LOCK).then(
        (found) => found.mtimeMs,
        () => 0,
      );
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
    await page
      .getByRole('link', { name: `Open the link for ${email}` })
      .first()
      .click();
    await page.getByRole('button', { name: 'Sign in' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your agencies' }).waitFor();
  });
}

/** The session each address's first sign-in in this vitest worker left (its cookies), by address. */
const sessions = new Map<string, Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>>();

/**
 * A page of a fresh context signed in as `email`, on the console's list of agencies, and its
 * browser errors from the start (watchErrors). The first time in this vitest worker it signs in
 * through the mailbox (signInThroughMailbox); after that the context starts with the cookies that
 * sign-in left, one page load instead of five and no wait for another file's turn at the
 * mailbox. A session found ended (the sign-in page instead) is made again through the mailbox.
 */
export async function signedIn(browser: Browser, email: string, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const state = sessions.get(email);
  if (state) {
    const page = await newPage(browser, { ...options, storageState: state });
    const errors = watchErrors(page);
    await page.goto(`${consoleURL()}/en/`);
    const home = page.getByRole('heading', { name: 'Your agencies' });
    await home.or(page.getByLabel('E-mail address')).first().waitFor();
    if (await home.isVisible()) return { page, errors };
    await page.context().close();
  }
  const page = await newPage(browser, options);
  const errors = watchErrors(page);
  await signInThroughMailbox(page, email);
  sessions.set(email, await page.context().storageState());
  return { page, errors };
}

/** Does what submits a form and waits for the answer's page to load (a POST answers at the same address). */
export async function submitted(page: Page, act: () => Promise<void>): Promise<void> {
  const loaded = page.waitForNavigation({ waitUntil: 'load' });
  await act();
  await loaded;
}

/** An agency's card on the console's list of agencies. */
export function agencyCard(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
}

/** Opens one of an agency's screens from its card on the console's list of agencies (`exact`: the link's whole name). */
export async function openFromCard(page: Page, name: string, link: string, { exact = false } = {}): Promise<void> {
  if (new URL(page.url()).pathname !== '/en/' || !page.url().startsWith(consoleURL())) await page.goto(`${consoleURL()}/en/`);
  await agencyCard(page, name).getByRole('link', { name: link, exact }).click();
}

/**
 * A live agency of the file's own (liveAgency), made before its first test: its address, as a
 * getter for the tests, and its hostname.
 */
export function useLiveAgency(name: string, label: string, locales?: string[]): { url: () => string; host: () => string } {
  let site: { host: string; url: string } | undefined;
  beforeAll(async () => {
    site = await liveAgency(name, label, locales);
  });
  return { url: () => site!.url, host: () => site!.host };
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
