import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleURL, expectAccessible, signInThroughMailbox, submitted } from '../../helpers/console';
import { keepScreenshot, newPage, useBrowser, watchErrors } from '../../helpers/browser';

// Passkeys as a second way to sign in to the console, in Chromium with the DevTools
// protocol's virtual authenticator (a platform authenticator with resident keys and user
// verification): sign in by the mailed link, make a passkey, sign out, sign in with it.

// Not the demo owner whom most console tests sign in as: a link is asked at most 5 times per
// address in 15 minutes, and all e2e files share one server. Passkeys are per user, any role.
const EDITOR = 'editor@immo-scheldeland.localhost';
const SECOND_OWNER = 'owner@ardennes-habitat.localhost';
const browser = useBrowser();

/** A platform authenticator (Touch ID, Windows Hello) as the DevTools protocol simulates it, its user verified. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

describe('console passkeys', () => {
  it('signs in by link, makes a passkey, signs out and signs in with it to the home page; then removes it (axe on each screen)', async () => {
    const page = await newPage(browser());
    const errors = watchErrors(page);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await signInThroughMailbox(page, EDITOR);

    await page.getByRole('link', { name: 'Passkeys' }).click();
    await page.getByRole('heading', { name: 'Your passkeys', level: 1 }).waitFor();
    await page.getByLabel('Name of the passkey').waitFor();
    await expect(page.getByText('Making a passkey needs a browser with JavaScript').isVisible()).resolves.toBe(false);
    await expectAccessible(page, 'passkeys');

    await page.getByLabel('Name of the passkey').fill('Test laptop');
    await submitted(page, () => page.getByRole('button', { name: 'Make the passkey' }).click());
    await page.getByText('Your passkey “Test laptop” is ready: you can sign in with it.').waitFor();
    await expect(
      page
        .getByRole('row', { name: /Test laptop/ })
        .getByRole('cell')
        .allTextContents(),
    ).resolves.toEqual(['Test laptop', expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/), 'Not yet', 'Remove']);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'console.localhost', signCount: 1 });
    await expectAccessible(page, 'passkeys with one');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await keepScreenshot(page, `.tmp/console-passkeys-${width}.png`, { fullPage: true });
    }

    // Signed out, the sign-in page offers the passkey in the e-mail field's autofill (conditional
    // mediation), which the virtual authenticator answers at once: the page signs in by itself.
    const posted: string[] = [];
    page.on('request', (request) => void (request.method() === 'POST' && posted.push(new URL(request.url()).pathname)));
    await submitted(page, () => page.getByRole('button', { name: 'Sign out' }).click());
    await page.getByRole('heading', { name: 'Your agencies' }).waitFor();
    expect(posted).toEqual(['/en/sign-out', '/en/sign-in/passkey/options', '/en/sign-in/passkey']);

    // A browser without that autofill: the button.
    await page.addInitScript(() => Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: undefined }));
    await submitted(page, () => page.getByRole('button', { name: 'Sign out' }).click());
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await expectAccessible(page, 'sign-in with a passkey');
    await keepScreenshot(page, '.tmp/console-passkeys-sign-in-1280.png', { fullPage: true });
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('heading', { name: 'Your agencies' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/');

    await page.getByRole('link', { name: 'Passkeys' }).click();
    await expect(
      page
        .getByRole('row', { name: /Test laptop/ })
        .getByRole('cell')
        .nth(2)
        .textContent(),
    ).resolves.toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    await page.getByRole('link', { name: 'Remove the passkey Test laptop' }).click();
    await page.getByRole('heading', { name: 'Remove a passkey' }).waitFor();
    await expectAccessible(page, 'remove a passkey');
    await submitted(page, () => page.getByRole('button', { name: 'Remove' }).click());
    await page.getByText('The passkey was removed.').waitFor();
    await expect(page.getByText('You have no passkey yet.').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows no passkey button without JavaScript, and the e-mail link signs in as before', async () => {
    const page = await newPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${consoleURL()}/en/sign-in`);
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' }).count()).resolves.toBe(0);
    await signInThroughMailbox(page, SECOND_OWNER);
    // The click starts the navigation and returns: wait for the page it leads to before reading it.
    await page.getByRole('link', { name: 'Passkeys' }).click();
    await page.getByRole('heading', { name: 'Your passkeys', level: 1 }).waitFor();
    await expect(page.getByText('Making a passkey needs a browser with JavaScript that supports passkeys.').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Make the passkey' }).count()).resolves.toBe(0);
    await page.close();
  });
});
