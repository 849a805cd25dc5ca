import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleURL, expectAccessible, signInThroughMailbox } from '../../helpers/console';
import { launchBrowser, newPage } from '../../helpers/browser';

// docs/running-locally.md: the local mailbox lists every mail the platform sent and opens each
// with its text and clickable links, on a phone's width, keyboard first, with axe finding nothing.

const OWNER = 'owner@ardennes-habitat.localhost';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the local mailbox', () => {
  it('lists the sign-in mail among the mails sent and opens it, at 390 px', async () => {
    const page = await newPage(browser, { viewport: { width: 390, height: 800 } });
    await signInThroughMailbox(page, OWNER);
    await page.goto(`${consoleURL()}/__mailbox`);
    await page.getByRole('heading', { name: 'Mail sent' }).waitFor();
    await expectAccessible(page, 'local mailbox');
    const mail = page
      .getByRole('listitem')
      .filter({ hasText: `to ${OWNER}` })
      .first()
      .getByRole('link');
    await mail.waitFor();
    const subject = await mail.textContent();
    await mail.focus();
    await Promise.all([page.waitForURL(/\/__mailbox\/\d{15}-[0-9a-f]{8}$/), page.keyboard.press('Enter')]);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(subject);
    await expect(page.getByRole('link', { name: /\/link\// }).count()).resolves.toBe(1);
    await expectAccessible(page, 'a mail of the local mailbox');
  });
});
