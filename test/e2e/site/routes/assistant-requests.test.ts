import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../helpers/axe';
import { baseURL, newPage, open, useBrowser } from '../../helpers/browser';
import { consoleURL } from '../../helpers/console';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// docs/assistants.md "Requests": a message an assistant sent through the agency's MCP server is
// mailed to its person; the link opens the confirm page, which shows what will be sent and one
// button, keyboard-reachable and accessible (axe), at 390 px. The button is not pressed here: a
// lead would change what the console's leads and statistics files read.

const browser = useBrowser();

describe('the confirm page of a request made through an assistant', () => {
  it('opens from the mailed link with what will be sent and its one button, and passes axe, as does an unknown link', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await open(page, `${baseURL()}/nl/`);
    const email = `assistent.${crypto.randomUUID().slice(0, 8)}@example.be`;
    // The assistant's calls, from the site's own page (the endpoint takes its own origin): initialize, then the tool.
    const answer = await page.evaluate(async (address) => {
      const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
      const rpc = (body: object, more: Record<string, string> = {}) =>
        fetch('/mcp', { method: 'POST', headers: { ...headers, ...more }, body: JSON.stringify(body) });
      const started = await rpc({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'Browser assistant', version: '1' } },
      });
      const session = started.headers.get('Mcp-Session-Id');
      const called = await rpc(
        {
          jsonrpc: '2.0',
          id: 2,
          method: 'tools/call',
          params: { name: 'contact_agency', arguments: { firstName: 'Noor', lastName: 'Peeters', email: address, message: 'Is er een tuin?', language: 'nl' } },
        },
        { 'MCP-Protocol-Version': '2025-06-18', ...(session ? { 'Mcp-Session-Id': session } : {}) },
      );
      return (await called.json()) as { result?: { isError?: boolean; content: { text: string }[] } };
    }, email);
    expect(answer.result?.isError, JSON.stringify(answer)).toBeFalsy();

    const mailbox = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    const mail = mailbox.getByRole('listitem').filter({ hasText: email }).getByRole('link');
    await expect
      .poll(
        async () => {
          await mailbox.goto(`${consoleURL()}/__mailbox`);
          return mail.count();
        },
        { timeout: scaled(60_000), interval: 500 },
      )
      .toBe(1);
    await mail.click();
    const link = mailbox.locator('a[href*="/nl/aanvraag/bevestigen/"]').first();
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;

    expect((await page.goto(href))?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Verstuur uw aanvraag');
    expect(await page.getByText('Een AI-assistent (Browser assistant) heeft deze aanvraag in uw naam voorbereid.', { exact: false }).count()).toBe(1);
    expect(await page.getByText('Is er een tuin?').count()).toBe(1);
    // The one button is reached with the keyboard.
    const button = page.getByRole('button', { name: 'Verstuur mijn aanvraag' });
    for (let tab = 0; tab < 60 && !(await button.evaluate((element) => element === document.activeElement)); tab++) await page.keyboard.press('Tab');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessible(page, 'the confirm page of a request');

    expect((await page.goto(`${baseURL()}/nl/aanvraag/bevestigen/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`))?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Aanvraag niet gevonden');
    await expectAccessible(page, 'an unknown request link');
  });
});
