import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { axeViolations, describeViolations } from './axe';

// What the console's end-to-end tests share: its address on the local default, the demo
// owner who signs in, and axe on each screen.

/** The demo's owner of Immo Scheldeland (site 1), as seeded for the local default. */
export const CONSOLE_OWNER = 'owner@immo-scheldeland.localhost';

/** The console on the e2e server: its own hostname, the site's port. */
export const consoleURL = () => `http://console.localhost:${inject('port')}`;

/** Signs in as a newcomer does: asks a link, opens it from the local mailbox, presses the button (keyboard). */
export async function signInThroughMailbox(page: Page, email: string): Promise<void> {
  await page.goto(`${consoleURL()}/en/sign-in`);
  await page.getByLabel('E-mail address').fill(email);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Check your mail' }).waitFor();
  await page.getByRole('link', { name: /local mailbox/ }).click();
  await page.getByRole('link', { name: `Open the link for ${email}` }).first().click();
  await page.getByRole('button', { name: 'Sign in' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Your agencies' }).waitFor();
}

/** Axe finds nothing on the page; `screen` names it in the failure. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${screen}: ${describeViolations(violations)}`).toEqual([]);
}
