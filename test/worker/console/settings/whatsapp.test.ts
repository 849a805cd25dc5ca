import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consolePage, signIn, storedSite } from '../../console-helpers';
import { later, postForm } from '../../draft-helpers';
import { bodyOf, attribute, get, html, tags } from '../../helpers';

// WhatsApp: the share row's link carries the listing's title and address, and the
// agency's own WhatsApp number (a site setting, E.164, owners) is a contact option on listings.

const OWNER = 'owner@immo-scheldeland.localhost';
afterEach(() => vi.useRealTimers());

/** A listing for sale of site 1, its page (after the short address's redirect), title and canonical address. */
async function listingPage(): Promise<{ body: string; title: string; url: string }> {
  const estate = await env.DB.prepare(
    "SELECT id FROM estates WHERE site_id = 1 AND main_transaction_id = 1 AND parent_id IS NULL AND status = 'FOR_SALE' ORDER BY id LIMIT 1",
  ).first<{ id: number }>();
  const short = await get(`http://localhost/nl/aanbod/${estate!.id}`);
  const { body } = await html(`http://localhost${short.headers.get('Location')}`);
  const title = /<h1>([^<]+)<\/h1>/
    .exec(body)![1]!
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'");
  const url = attribute(tags(body, 'link').find((link) => attribute(link, 'rel') === 'canonical')!, 'href')!;
  return { body, title, url };
}

const whatsappLinks = (body: string) =>
  tags(body, 'a')
    .map((a) => (attribute(a, 'href') ?? '').replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith('https://wa.me/'));

describe('WhatsApp on a listing', () => {
  it('shares the listing’s title and address in the share row’s link', async () => {
    const { body, title, url } = await listingPage();
    expect(whatsappLinks(body)).toContain(`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`);
  });

  it('offers the agency’s number, saved by its owner in E.164 form, as a contact option; none without one', async () => {
    expect(whatsappLinks((await listingPage()).body).filter((href) => !href.startsWith('https://wa.me/?'))).toEqual([]);
    const owner = await signIn(OWNER);
    const posted = await postForm(owner, '/en/sites/1/settings', { cards: '1', whatsapp: '0032 (0)470 12.34.56', cardAgent: '1' });
    expect(posted.status).toBe(303);
    expect((await storedSite()).settings).toMatchObject({ whatsapp: '+32470123456', cardAgent: true });
    later();
    const { body, title, url } = await listingPage();
    const own = whatsappLinks(body).filter((href) => !href.startsWith('https://wa.me/?'));
    expect(own).toEqual([`https://wa.me/32470123456?text=${encodeURIComponent(`${title} ${url}`)}`]);
    expect(body).toContain('Stel uw vraag via WhatsApp');
    const screen = await consolePage(owner, '/en/sites/1/settings');
    expect(screen).toContain('value="+32470123456"');
    expect(screen).toContain('<input type="checkbox" id="settings-card-agent" name="cardAgent" checked="" value="1"/>');
  });

  it('refuses a number that is not one, beside its field, in the console’s language, and keeps the stored one', async () => {
    const owner = await signIn(OWNER);
    for (const [lang, message] of [
      ['en', 'Give the number in international format, e.g. +32470123456'],
      ['fr', 'Indiquez le numéro au format international, p. ex. +32470123456'],
    ] as const) {
      const refused = await postForm(owner, `/${lang}/sites/1/settings`, { cards: '1', whatsapp: '12345' });
      const page = await bodyOf(refused, 400);
      expect(page).toContain(`id="settings-whatsapp-error">${message}`);
      expect(page).toContain('value="12345"');
    }
    for (const whatsapp of ['javascript:alert(1)', '+0470123456', '+32 470 12 34 56 78 90 12']) {
      expect((await postForm(owner, '/en/sites/1/settings', { cards: '1', whatsapp })).status, whatsapp).toBe(400);
    }
    expect((await storedSite()).settings?.whatsapp).toBe('+32470123456');
    // An empty field removes it.
    expect((await postForm(owner, '/en/sites/1/settings', { cards: '1', whatsapp: '' })).status).toBe(303);
    expect((await storedSite()).settings).not.toHaveProperty('whatsapp');
  });
});
