import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, liveAgency, openFromCard, OPERATOR, signedIn } from '../../helpers/console';
import { BAD_REQUEST_LOAD, baseURL, islandsReady, newPage, open, useBrowser } from '../../helpers/browser';
import { walkWizard } from '../../helpers/valuation-wizard';

// The optional external valuation widget in Chromium: the owner sets its address in
// the site settings (a wrong one marked beside its field), then the wizard's last page offers it
// instead of our range: no request to the widget's host until the link is pressed, then the
// widget in a frame in place, which the site's CSP lets load. A site of the test's own, so the
// demo sites other files read stay as they are.

const NAME = 'Immo Waarde';
const WIDGET = 'https://avm.waardeschatter.be/widget?agency=immo-waarde';
let site: { host: string; url: string };
const browser = useBrowser();

beforeAll(async () => {
  site = await liveAgency(NAME, 'waarde', ['nl']);
  // Its phone number too (a new agency without one has an empty tel: link, not this test's matter).
  const admin = { Authorization: `Bearer ${inject('adminToken')}`, 'Content-Type': 'application/json' };
  const { sites: all } = (await (await fetch(`${baseURL()}/admin/sites`, { headers: admin })).json()) as { sites: { id: number; hostnames?: string[] }[] };
  const id = all.find((one) => one.hostnames?.includes(site.host))!.id;
  const put = await fetch(`${baseURL()}/admin/sites/${id}`, {
    method: 'PUT',
    headers: admin,
    body: JSON.stringify({ contact: { email: 'info@waarde.be', phone: '+32 9 123 45 67' } }),
  });
  if (put.status !== 200) throw new Error(`the agency's phone: ${put.status} ${await put.text()}`);
});

describe('the external valuation widget', () => {
  it('is set in the site settings, a wrong address marked beside its field, and loads in a frame only when the visitor asks', async () => {
    const { page, errors } = await signedIn(browser(), OPERATOR);
    await openFromCard(page, NAME, 'Settings');
    const field = page.getByLabel('Address of the widget (https)');
    await field.fill('http://avm.waardeschatter.be/widget');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Save the widget' }).click()]);
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#avm-url-error').textContent()).toMatch(/^Give an address that starts with https:\/\//);
    expect(await field.inputValue()).toBe('http://avm.waardeschatter.be/widget');
    await expectAccessible(page, 'settings with a wrong widget address');
    await field.fill(WIDGET);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Save the widget' }).click()]);
    await page.getByRole('status').waitFor();
    expect(await field.inputValue()).toBe(WIDGET);
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    await expectAccessible(page, 'settings with a widget');
    // Only the one refusal of the wrong address went wrong.
    expect(errors).toEqual([BAD_REQUEST_LOAD]);

    const visitor = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    const asked: string[] = [];
    await visitor.route('https://avm.waardeschatter.be/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="nl"><title>Waardeschatter</title><h1>Uw woning online geschat</h1></html>',
      });
    });
    await open(visitor, `${site.url}/nl/gratis-schatting`);
    await walkWizard(visitor);
    await islandsReady(visitor);
    const link = visitor.getByRole('link', { name: 'Open de online schatting' });
    expect(await link.getAttribute('href')).toBe(WIDGET);
    expect(await visitor.locator('iframe').count()).toBe(0);
    expect(await visitor.locator('.valuation-range, .valuation-no-range').count()).toBe(0);
    await expectAccessible(visitor, 'what happens now with the widget’s link');
    expect(asked).toEqual([]);

    await link.click();
    const frame = visitor.locator('iframe.avm-widget__frame');
    expect(await frame.getAttribute('title')).toBe('Een schatting online');
    await visitor.frameLocator('iframe.avm-widget__frame').getByRole('heading', { name: 'Uw woning online geschat' }).waitFor();
    expect(asked).toEqual([WIDGET]);
    // The same page, not a new tab: the frame has the focus.
    expect(visitor.context().pages()).toHaveLength(1);
    expect(await visitor.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    await expectAccessible(visitor, 'the widget in its frame');
    await page.context().close();
    await visitor.context().close();
  });
});
