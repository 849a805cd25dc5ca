import { describe, expect, it } from 'vitest';
import { CONSOLE_OWNER, consoleURL, signedIn } from '../../helpers/console';
import { baseURL, useBrowser } from '../../helpers/browser';

// A site-relative link in the console's rich text leads to the agency's site, never to the
// console's host (where it was a 404): in the listing form's description too (the form names the
// site's origin), by Ctrl-click, and through its context menu, whose "open in a new tab" and
// "copy the address" take the link's href while the menu opens. What the editor posts keeps
// the link relative. Read only: nothing is saved.

const browser = useBrowser();
const LINK = '<p><a href="/nl/contact">Contacteer ons</a></p>';

describe('a site link in the listing form’s description', () => {
  it('opens on the agency’s site by Ctrl-click, and its context menu names the site’s address', async () => {
    const { page, errors } = await signedIn(browser(), CONSOLE_OWNER);
    await page.goto(`${consoleURL()}/en/sites/1/estates/new`);
    const editor = page.locator('#field-description-nl-editor[contenteditable="true"]');
    await editor.waitFor();
    await editor.evaluate((element, html) => {
      element.insertAdjacentHTML('beforeend', html);
      element.dispatchEvent(new InputEvent('input', { bubbles: true }));
    }, LINK);
    const link = editor.getByText('Contacteer ons');
    const site = new URL(baseURL());

    const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
    await opened.waitForURL(/\/nl\/contact$/);
    expect(new URL(opened.url()).host).toBe(site.host);
    await opened.close();

    // The address the context menu takes: the link's href as the menu opens (after the console's own handler).
    await page.evaluate(() =>
      document.addEventListener('contextmenu', (event) => {
        const anchor = (event.target as Element).closest('a');
        document.body.dataset.menuHref = anchor?.href ?? '';
        event.preventDefault();
      }),
    );
    await link.click({ button: 'right' });
    await expect.poll(() => page.evaluate(() => document.body.dataset.menuHref)).toBe(`${site.origin}/nl/contact`);
    // Its own href again, and the field posts it relative.
    await expect.poll(() => link.getAttribute('href')).toBe('/nl/contact');
    expect(await page.locator('input[type="hidden"][name="description.nl"]').inputValue()).toContain('<a href="/nl/contact">Contacteer ons</a>');
    expect(new URL(page.url()).host).toBe(new URL(consoleURL()).host);
    expect(errors).toEqual([]);
    await page.close();
  });
});
