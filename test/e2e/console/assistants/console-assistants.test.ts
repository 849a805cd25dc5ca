import { describe, expect, it } from 'vitest';
import { consoleURL, OPERATOR, signedIn, useLiveAgency } from '../../helpers/console';
import { useBrowser } from '../../helpers/browser';
import { accessibleAtBothWidths } from '../../helpers/widths';

// The agency's MCP server as its owner sees it (docs/assistants.md "For the agency"): the "AI
// assistants" screen, reached from the agency's card, shows the server's address on the
// agency's own hostname; the owner switches the requests off with the keyboard alone and the
// screen says it is saved. Axe at 1280 and 390 px. A live agency of its own, whose owner is the
// operator. The address on the agency's hostname, the switches' states and the saved notice are
// test/worker/console/assistants/assistants-screen-form.test.ts's (and assistants-agency.test.ts's).

const stamp = Date.now();
const NAME = `Immo Assistent ${stamp}`;
const browser = useBrowser();
useLiveAgency(NAME, 'assistent', ['nl', 'fr']);

describe('the AI assistants screen', () => {
  it('shows the server’s address and takes the switches by keyboard', async () => {
    const { page, errors } = await signedIn(browser(), OPERATOR);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
    await card.getByRole('link', { name: 'AI assistants', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `AI assistants of ${NAME}` }).waitFor();
    expect(page.url()).toMatch(new RegExp(`^${consoleURL()}/en/sites/\\d+/assistants$`));

    const address = page.getByLabel('Address of the MCP server');
    await address.focus();
    await expect(address.evaluate((input) => input === document.activeElement && (input as HTMLInputElement).readOnly)).resolves.toBe(true);

    const requests = page.getByRole('checkbox', { name: 'Take viewing and contact requests' });
    await requests.focus();
    await page.keyboard.press('Space');
    await expect(requests.isChecked()).resolves.toBe(false);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Save');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved: the server follows within seconds, everywhere within a minute.' }).waitFor();

    await accessibleAtBothWidths(page, 'assistants', 'console-assistants');
    expect(errors).toEqual([]);
  });
});
