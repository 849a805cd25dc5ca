import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { SWEEPBRIGHT_FIXTURES } from '../../../support/fake-crm/fixtures';
import { agency, page } from '../../console-crm-helpers';
import { CONSOLE, consoleFetch, member, signIn, type Who } from '../../console-helpers';
import { fakeSweepBright } from '../../fake-crm';
import { get } from '../../helpers';
import { formIn, redirectedTo, send } from '../../page-forms';
import { UNTIL } from '../../until';

// The CRM screen's walk as test/e2e/console/crm/console-crm.test.ts takes it (the browser keeps
// its keyboard, axe and the screen at 320 px): the owner connects SweepBright with the screen's
// own form, SweepBright calls the webhook address the screen shows, the sync log says what came;
// a price a thousand times too low is held, published anyway from the screen; an editor is refused.

/** A form of the CRM screen as `who`'s browser sends it without JavaScript: the page's fields, the button pressed. */
async function sendOnScreen(who: Who, path: string, selector: string, typed: Record<string, string | boolean> = {}, button?: string) {
  const url = `${CONSOLE}${path}`;
  const form = await formIn(url, (await page(path, who)).body, selector);
  const { response } = await send(form, typed, { button, headers: { Cookie: who.cookie, 'CF-Connecting-IP': '203.0.113.10' } });
  return response;
}

/** SweepBright calling the webhook address the screen showed, on the agency's hostname. */
const hook = async (address: string, event: string, estateId: string) =>
  (await get(address, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ event, estate_id: estateId }) })).status;

describe('the CRM screen, walked as the owner', () => {
  it('connects SweepBright, shows what a webhook call brought, holds a price too low until published anyway, and refuses an editor', async () => {
    const { siteId, owner } = await agency();
    const estate = { ...structuredClone(SWEEPBRIGHT_FIXTURES.everyLanguage), id: crypto.randomUUID() };
    const fake = await fakeSweepBright([estate]);
    const crm = `/en/sites/${siteId}/crm`;
    const empty = await page(crm, owner);
    expect(empty.body).toContain(`<h1>CRM of Agency ${siteId}</h1>`);

    const connected = await sendOnScreen(owner, crm, 'form[aria-labelledby="connect"]', {
      kind: 'sweepbright',
      sbClientId: fake.connection.clientId,
      sbClientSecret: fake.connection.clientSecret,
    });
    expect(connected.status, await connected.clone().text()).toBe(303);
    const shown = await page(new URL(redirectedTo(connected, `${CONSOLE}${crm}`)).pathname + '?done=connected', owner);
    expect(shown.body).toContain('Connected and tested at once: the result is shown with the connection below.');
    expect(shown.body).toMatch(/Last test on \d{4}-\d\d-\d\d \d\d:\d\d: SweepBright answered: the connection works\./);
    expect(shown.body).not.toContain(fake.connection.clientSecret);
    const address = /<code class="copy">(http:\/\/[^<]+\/hooks\/sweepbright\/\d+\.[A-Za-z0-9_-]{43})<\/code>/.exec(shown.body)?.[1];
    expect(address).toBeDefined();

    // SweepBright calls the address: the sync log shows the estate created, and the connection its last sync.
    expect(await hook(address!, 'estate-added', estate.id)).toBe(202);
    await vi.waitFor(async () => {
      const { body } = await page(crm, owner);
      expect(body).toMatch(/<ol class="sync-log"[^>]*>.*1 created/s);
      expect(body.match(/Last sync: \d{4}-\d{2}-\d{2} \d{2}:\d{2}/g)).toHaveLength(2);
    }, UNTIL);

    // The price sent a thousand times too low: held for the owner, with its reason.
    const lower = { ...estate, price: { amount: 385, currency: 'EUR', hidden: false } };
    await fetch(`https://sweepbright.test/__fake/${fake.connection.clientId}/estates`, { method: 'PUT', body: JSON.stringify([lower]) });
    expect(await hook(address!, 'estate-updated', estate.id)).toBe(202);
    await vi.waitFor(async () => expect((await page(crm, owner)).body).toContain('<h2 id="held">Held for you</h2>'), UNTIL);
    const held = (await page(crm, owner)).body;
    expect(held.slice(held.indexOf('id="held"'), held.indexOf('id="sync"'))).toContain(
      `<li>Price of ${estate.id}: online €385,000, sent €385 (1,000 times lower than online)</li>`,
    );

    // "Publish anyway", its button named after the listing: back at the sync log, whose newest line is the acceptance.
    expect(held).toContain(`aria-label="Publish anyway: SweepBright listing ${estate.id}, as sent"`);
    const accepted = await sendOnScreen(owner, crm, `form[action="${crm}/held/accept"]`);
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('Location')).toBe(`${crm}?done=accepted#sync`);
    const published = await page(`${crm}?done=accepted`, owner);
    expect(published.body).toContain('Published as sent.');
    expect(published.body).not.toContain('Held for you');
    const newest = /<ol class="sync-log"[^>]*><li>(.*?)<\/li>/s.exec(published.body)?.[1] ?? '';
    expect(newest).toMatch(/published as sent: accepted by owner-\d+@example\.be/);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM held_listings WHERE site_id = ?1').bind(siteId).first('n')).toBe(0);

    // An editor of the agency is refused the screen.
    const editor = `crm-editor-${siteId}@example.be`;
    await member(editor, siteId, 'editor');
    const refused = await consoleFetch(crm, { cookie: (await signIn(editor, '198.51.100.99')).cookie });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toMatch(/<h1>Not allowed<\/h1>/);
  });
});
