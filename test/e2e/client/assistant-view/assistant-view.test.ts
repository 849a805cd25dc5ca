import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as esbuild from 'esbuild';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../helpers/axe';
import { baseURL, newPage, useBrowser } from '../../helpers/browser';
import { consoleURL } from '../../helpers/console';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// docs/assistants.md "Listings as cards": the MCP App view as a host shows it. The host here is
// the extension's own AppBridge in a test page (test/e2e/helpers/app-host.ts), the view's HTML
// and the tool's answer come from the agency's server as `npm start` serves it, through the SDK's
// 2.x client, and the view's "request a viewing" goes back to the server through the host: the
// person is mailed a link, nothing is sent before they confirm it. Keyboard and axe in the frame.

const browser = useBrowser();
let client: Client;
let hostScript: string;

beforeAll(async () => {
  client = new Client({ name: 'Test host', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseURL()}/mcp`)));
  const built = await esbuild.build({ entryPoints: ['test/e2e/helpers/app-host.ts'], bundle: true, format: 'iife', platform: 'browser', write: false });
  hostScript = built.outputFiles[0]!.text;
});
afterAll(() => client?.close());

/** The host page with the view of `tool`'s answer to `args`, and the view's frame once its cards are drawn. */
async function hostPage(
  tool: string,
  args: Record<string, unknown>,
): Promise<{ page: Page; frame: Frame; result: { structuredContent: Record<string, unknown> } }> {
  const page = await newPage(browser(), { viewport: { width: 800, height: 900 } });
  await page.exposeFunction('callServerTool', (params: { name: string; arguments?: Record<string, unknown> }) => client.callTool(params));
  const frame = '<iframe title="Listings" sandbox="allow-scripts allow-forms" style="width:760px;height:800px"></iframe>';
  await page.setContent(`<!doctype html><html lang="en"><title>Host</title><main><h1>Host</h1>${frame}</main></html>`);
  await page.addScriptTag({ content: hostScript });
  const [resource] = (await client.readResource({ uri: 'ui://listings/cards.html' })).contents as { text: string }[];
  const result = (await client.callTool({ name: tool, arguments: args })) as { structuredContent: Record<string, unknown> };
  await page.evaluate(({ html, args, result }) => window.showView(html, args, result), { html: resource!.text, args, result });
  const view = page.frames().find((candidate) => candidate !== page.mainFrame())!;
  await view.locator('article').first().waitFor();
  return { page, frame: view, result };
}

describe('the listings view inside an assistant', () => {
  it('draws search_listings’ answer as cards in the language asked: picture, price, place, EPC label, the listing’s page; passes axe', async () => {
    const { page, frame, result } = await hostPage('search_listings', { query: 'huis', language: 'nl' });
    const listings = result.structuredContent.listings as { title: string; price: string; url: string; epcLabel: string | null }[];
    expect(await frame.locator('article').count()).toBe(listings.length);
    const first = frame.locator('article').first();
    expect(await first.getByRole('heading', { level: 2 }).textContent()).toBe(listings[0]!.title);
    expect(await first.locator('.price').textContent()).toBe(listings[0]!.price);
    expect(await frame.locator('html').getAttribute('lang')).toBe('nl');
    if (listings[0]!.epcLabel) expect(await first.locator('.epc').textContent()).toBe(`EPC ${listings[0]!.epcLabel}`);
    await first.getByRole('link', { name: 'Bekijk op de website' }).click();
    await expect.poll(() => page.evaluate(() => window.openedLinks)).toEqual([listings[0]!.url]);
    await expectAccessible(frame as unknown as Page, 'the listings view');
  });

  it('asks a viewing from a card with the keyboard, through the host, and the person gets the mail to confirm it', async () => {
    const { frame, result } = await hostPage('get_listing', { id: (await firstListing()).id, language: 'en' });
    const title = result.structuredContent.title as string;
    const opener = frame.getByRole('button', { name: 'Request a viewing' });
    await opener.focus();
    await opener.press('Enter');
    expect(await opener.getAttribute('aria-expanded')).toBe('true');
    // The form's first field has the focus; Escape closes it and gives the focus back.
    expect(await frame.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
    await frame.page().keyboard.press('Escape');
    expect(await frame.evaluate(() => document.activeElement?.textContent)).toBe('Request a viewing');
    await opener.press('Enter');
    const email = `kaart.${crypto.randomUUID().slice(0, 8)}@example.be`;
    for (const [label, value] of [
      ['First name', 'Ilse'],
      ['Last name', 'Wouters'],
      ['E-mail address', email],
      ['Phone', '+32 470 98 76 54'],
    ]) {
      await frame.getByLabel(label).fill(value!);
    }
    await frame.getByLabel('Phone').press('Enter');
    const status = frame.getByRole('status');
    await expect.poll(() => status.textContent(), { timeout: scaled(30_000) }).toContain(`A confirmation e-mail was sent to ${email}`);
    expect(await frame.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    await expectAccessible(frame as unknown as Page, 'the listings view with its viewing form');
    // The mail is in the local mailbox; nothing reached the agency (the person has not confirmed).
    const mailbox = await newPage(browser());
    await expect
      .poll(
        async () => {
          await mailbox.goto(`${consoleURL()}/__mailbox`);
          return mailbox.getByRole('listitem').filter({ hasText: email }).count();
        },
        { timeout: scaled(60_000), interval: 500 },
      )
      .toBe(1);
    expect(title.length).toBeGreaterThan(0);
  });
});

/** The first listing search_listings answers. */
async function firstListing(): Promise<{ id: number }> {
  const answer = (await client.callTool({ name: 'search_listings', arguments: { query: 'huis' } })) as { structuredContent: { listings: { id: number }[] } };
  return answer.structuredContent.listings[0]!;
}
