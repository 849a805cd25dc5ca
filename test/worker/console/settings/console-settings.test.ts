import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPath } from '../../../../shared/routes';
import { consoleFetch, consolePage, member, signIn, storedSite } from '../../console-helpers';
import { later, postForm } from '../../draft-helpers';
import { bodyOf, get } from '../../helpers';

// Site settings (owners): hidden statuses, cards linking to the property, and where
// leads are mailed; live at once (no draft); a wrong address beside its field; an editor may not.

const OWNER = 'owner@immo-scheldeland.localhost';
afterEach(() => vi.useRealTimers());

describe('the site settings', () => {
  it('hides sold and rented listings at once, unlinks the cards and sends leads to the agency’s address', async () => {
    const owner = await signIn(OWNER);
    const sold = await env.DB.prepare('SELECT id FROM estates WHERE site_id = 1 AND transaction_id = 5 AND parent_id IS NULL ORDER BY id LIMIT 1').first<{
      id: number;
    }>();
    const path = buildPath('estate', { estateId: String(sold!.id) }, 'nl');
    // Shown (it redirects to its address with the title in it), until the settings hide it.
    expect((await get(`http://localhost${path}`)).status).not.toBe(404);
    const crmCopies = (await storedSite()).delivery?.email?.crmCopies;

    // Two boxes ticked (the form sends `hidden` twice): both kept.
    const body = new URLSearchParams([
      ['_csrf', owner.csrf],
      ['hidden', '5'],
      ['hidden', '6'],
      ['to', 'leads@immo-scheldeland.be'],
      ['from', ''],
    ]);
    const posted = await get('http://console.localhost/en/sites/1/settings', {
      method: 'POST',
      headers: {
        Cookie: owner.cookie,
        Origin: 'http://console.localhost',
        'Content-Type': 'application/x-www-form-urlencoded',
        'CF-Connecting-IP': '203.0.113.10',
      },
      body: body.toString(),
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    const site = await storedSite();
    expect(site.settings).toMatchObject({ hiddenStatus: [5, 6], showEstateAddress: false });
    expect(site.delivery?.email).toEqual({ to: 'leads@immo-scheldeland.be', ...(crmCopies ? { crmCopies } : {}) });
    later();
    expect((await get(`http://localhost${path}`)).status).toBe(404);
    const screen = await consolePage(owner, '/en/sites/1/settings');
    expect(screen).toContain('<input type="checkbox" id="settings-hidden-SOLD" name="hidden" checked="" value="5"/>');
    expect(screen).toContain('<input type="checkbox" id="settings-cards" name="cards" value="1"/>');
  });

  it('refuses a wrong address beside its field, keeping what was ticked; an editor gets 403', async () => {
    const owner = await signIn(OWNER);
    const refused = await postForm(owner, '/en/sites/1/settings', { hidden: '1', cards: '1', to: 'leads-at-immo' });
    const page = await bodyOf(refused, 400);
    expect(page).toContain('id="settings-to-error">This is not an e-mail address.');
    expect(page).toContain('id="settings-hidden-FOR_SALE" name="hidden" checked="" value="1"');
    expect((await storedSite()).settings?.hiddenStatus).toEqual([5, 6]);
    await member('editor-settings@example.be', 1, 'editor');
    const editor = await signIn('editor-settings@example.be');
    expect((await consoleFetch('/en/sites/1/settings', { cookie: editor.cookie })).status).toBe(403);
    expect((await postForm(editor, '/en/sites/1/settings', { hidden: '1' })).status).toBe(403);
  });
});
