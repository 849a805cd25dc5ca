import { describe, expect, it, vi } from 'vitest';
import { whiseEstates } from '../../../support/fake-crm/fixtures';
import { agency, connectionIdOf, page } from '../../console-crm-helpers';
import { CONSOLE, type Who } from '../../console-helpers';
import { fakeWhise } from '../../fake-crm';
import { formIn, send } from '../../page-forms';
import { UNTIL } from '../../until';

// A new Whise connection's import as the CRM screen shows it while Whise makes its third page
// wait (429, retry in 10 minutes), and "Retry now" pressed on that page, as
// test/e2e/console/crm/console-crm-import.test.ts walks it (the browser keeps the screen at
// 390 px, its keyboard and axe). A page given up is test/worker/platform/sync/crm-import.test.ts's.

/** A form of the CRM screen as `who`'s browser sends it without JavaScript: the page's fields, `typed` in them. */
async function sendOnScreen(who: Who, path: string, body: string, selector: string, typed: Record<string, string | boolean> = {}) {
  const form = await formIn(`${CONSOLE}${path}`, body, selector);
  return (await send(form, typed, { headers: { Cookie: who.cookie, 'CF-Connecting-IP': '203.0.113.10' } })).response;
}

describe('the CRM screen during an import Whise makes wait', () => {
  it('shows the progress and the waiting page with its reason, and completes the import on "Retry now"', async () => {
    const { siteId, owner } = await agency();
    const fake = await fakeWhise(whiseEstates(250, { firstId: 7_500_000 }));
    await fake.fail({ path: '/v1/estates/list', status: 429, retryAfter: '600', skip: 2, times: 'always' });
    const crm = `/en/sites/${siteId}/crm`;
    const connected = await sendOnScreen(owner, crm, (await page(crm, owner)).body, 'form[aria-labelledby="connect"]', {
      kind: 'whise',
      username: fake.connection.username,
      password: fake.connection.password,
      clientId: '20001',
    });
    expect(connected.status, await connected.clone().text()).toBe(303);
    expect((await page(`${crm}?done=connected`, owner)).body).toContain('Connected and tested at once: the result is shown with the connection below.');
    const id = await connectionIdOf(siteId, 'whise');

    // Two pages in, the third waiting: the progress and the page with its reason.
    let waiting = '';
    await vi.waitFor(async () => {
      waiting = (await page(crm, owner)).body;
      expect(waiting).toContain('200 of 250 imported');
      expect(waiting).toContain('Waiting: 0 · being retried: 1 · given up for now: 0');
    }, UNTIL);
    expect(waiting).toMatch(/<progress max="250" value="200" aria-label="Import progress"/);
    expect(waiting).toMatch(/<p class="field-error">Reason: rate limited: whise: POST \S*\/v1\/estates\/list answered 429[^<]*, retry after 600 s<\/p>/);
    expect(waiting).toContain('aria-label="Retry now: Import, page from number 201"');

    // Whise answers again; the owner retries the page now.
    await fake.answerAgain();
    const retried = await sendOnScreen(owner, crm, waiting, `form[action$="/retry"]:not([action$="/events/retry"])`);
    expect(retried.status).toBe(303);
    expect(retried.headers.get('Location')).toBe(`${crm}?done=retried#connection-${id}`);
    expect((await page(`${crm}?done=retried`, owner)).body).toContain('Sent to the queue again: it is being tried now.');
    await vi.waitFor(async () => {
      const done = (await page(crm, owner)).body;
      expect(done).toContain('250 read (250 new, 0 changed, 0 unchanged, 0 refused, 0 kept off the site by their status)');
      expect(done.match(/Waiting: 0 · being retried: 0 · given up for now: 0/g)).toHaveLength(1);
    }, UNTIL);
  });
});
