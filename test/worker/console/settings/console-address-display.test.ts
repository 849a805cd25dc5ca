import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import type { AlertListing } from '../../../../worker/platform/delivery/alert-mail';
import { buildPath } from '../../../../shared/routes';
import { consolePage, member, signIn, storedSite } from '../../console-helpers';
import { later, postForm } from '../../draft-helpers';
import { slugify } from '../../../../shared/domain/slug';
import { bodyOf, CLIENT, get, runCron } from '../../helpers';

// Site settings: address display. The owner chooses on the Settings screen how the
// site shows listings' addresses; the detail page's address line, head, JSON-LD, slug and map
// marker follow on the next request, kept pages included; the old address redirects.

const OWNER = 'owner@immo-scheldeland.localhost';
afterEach(() => vi.useRealTimers());

/** A demo listing of site 1 with its street, number, box and position shown. */
async function demoListing() {
  const row = await env.DB.prepare(
    `SELECT document FROM estates WHERE site_id = 1 AND parent_id IS NULL AND is_project = 0 AND status = 'FOR_SALE'
       AND json_extract(document, '$.general.address.visible') = 1 AND json_extract(document, '$.general.address.number') IS NOT NULL
       AND json_extract(document, '$.general.address.box') IS NOT NULL AND json_extract(document, '$.general.address.geoLocation.lat') IS NOT NULL
     ORDER BY id LIMIT 1`,
  ).first<{ document: string }>();
  const estate = (JSON.parse(row!.document) as RawEstate).general;
  return { id: estate.id, address: estate.address, street: estate.address.street.nl!, city: estate.address.city };
}

/** Where the short address /nl/aanbod/{id} sends a visitor: the detail page's canonical address. */
async function canonical(id: number): Promise<string> {
  const answer = await get(`http://localhost${buildPath('estate', { estateId: String(id) }, 'nl')}`, { redirect: 'manual' });
  expect(answer.status).toBe(301);
  return answer.headers.get('Location')!;
}

/** The listing's node of the page's JSON-LD. */
function listingLd(html: string): { about: { address: Record<string, string>; geo?: { latitude: number; longitude: number } } } {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as { '@type': string });
  return blocks.find((block) => block['@type'] === 'RealEstateListing') as never;
}

const settingsForm = async (address: string) => ({ cards: '1', to: (await storedSite()).delivery?.email?.to ?? '', address });

describe('the site settings: address display', () => {
  it('municipality only leaves the street out of the address line, head, JSON-LD, slug and map, at once; full brings it back', async () => {
    const owner = await signIn(OWNER);
    const listing = await demoListing();
    const place = `${listing.city.zip} ${listing.city.name.nl}`;
    const full = await canonical(listing.id);
    expect(full.toLowerCase()).toContain(listing.street.toLowerCase());
    const before = await get(`http://localhost${full}`);
    const page = await before.text();
    expect(page).toContain(`<p class="estate-detail__address">${listing.street} ${listing.address.number} / ${listing.address.box}, ${place}</p>`);
    // Kept: the next visitor has the page from the cache, until the setting retires it.
    expect((await get(`http://localhost${full}`)).headers.get('X-Page-Cache')).toBe('hit');

    const screen = await consolePage(owner, '/en/sites/1/settings');
    expect(screen).toContain('<input type="radio" id="settings-address-full" name="address" checked="" value="full"/>');
    expect((await postForm(owner, '/en/sites/1/settings', await settingsForm('municipality'))).status).toBe(303);
    expect((await storedSite()).settings?.addressDisplay).toBe('municipality');
    later();

    // The old address (kept before) redirects to the new one, whose slug has no street.
    const old = await get(`http://localhost${full}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    const reduced = old.headers.get('Location')!;
    expect(reduced).toBe(await canonical(listing.id));
    expect(reduced.toLowerCase()).not.toContain(listing.street.toLowerCase());
    const html = await (await get(`http://localhost${reduced}`)).text();
    expect(html).toContain(`<p class="estate-detail__address">${place}</p>`);
    // Nowhere on the page: not in the title, the description, the JSON-LD or the body.
    expect(html).not.toContain(listing.street);
    const ld = listingLd(html);
    expect(ld.about.address).toEqual({ '@type': 'PostalAddress', postalCode: listing.city.zip, addressLocality: listing.city.name.nl, addressCountry: 'BE' });
    const rounded = { latitude: Math.round(listing.address.geoLocation!.lat * 100) / 100, longitude: Math.round(listing.address.geoLocation!.lon * 100) / 100 };
    expect(ld.about.geo).toMatchObject(rounded);
    // The map marker (the map island's props) is rounded the same way; the exact position is nowhere.
    expect(html).toContain(`&quot;lat&quot;:${rounded.latitude},&quot;lng&quot;:${rounded.longitude},`);
    expect(html).not.toContain(String(listing.address.geoLocation!.lat));
    expect(html).not.toContain(String(listing.address.geoLocation!.lon));

    // Street without number: the street comes back, the number and box do not.
    expect((await postForm(owner, '/en/sites/1/settings', await settingsForm('street'))).status).toBe(303);
    later();
    const street = await (await get(`http://localhost${await canonical(listing.id)}`)).text();
    expect(street).toContain(`<p class="estate-detail__address">${listing.street}, ${place}</p>`);
    expect(listingLd(street).about.address.streetAddress).toBe(listing.street);

    expect((await postForm(owner, '/en/sites/1/settings', await settingsForm('full'))).status).toBe(303);
    later();
    const back = await get(`http://localhost${reduced}`, { redirect: 'manual' });
    expect(back.status).toBe(301);
    expect(back.headers.get('Location')).toBe(full);
    const again = await (await get(`http://localhost${full}`)).text();
    expect(again).toContain(`<p class="estate-detail__address">${listing.street} ${listing.address.number} / ${listing.address.box}, ${place}</p>`);
    expect(listingLd(again).about.geo).toMatchObject({ latitude: listing.address.geoLocation!.lat, longitude: listing.address.geoLocation!.lon });
  });

  it('refuses an unknown display beside its field, keeping the stored one; an editor gets 403', async () => {
    const owner = await signIn(OWNER);
    const kept = (await storedSite()).settings?.addressDisplay;
    const refused = await postForm(owner, '/en/sites/1/settings', await settingsForm('house-number-only'));
    const page = await bodyOf(refused, 400);
    expect(page).toContain('<fieldset class="group field--error" aria-describedby="settings-address-error">');
    expect(page).toContain('id="settings-address-error">Choose how the address shows.</p>');
    expect(page).not.toMatch(/name="address" checked=""/);
    expect((await storedSite()).settings?.addressDisplay).toBe(kept);

    await member('editor-address@example.be', 1, 'editor');
    const editor = await signIn('editor-address@example.be');
    expect((await postForm(editor, '/en/sites/1/settings', await settingsForm(kept === 'municipality' ? 'street' : 'municipality'))).status).toBe(403);
    expect((await storedSite()).settings?.addressDisplay).toBe(kept);
  });
});

describe('the site settings: address display in alert mails', () => {
  it('municipality only: the listings an alert mails link to addresses without their street', async () => {
    const owner = await signIn(OWNER);
    expect((await postForm(owner, '/en/sites/1/settings', await settingsForm('municipality'))).status).toBe(303);
    const form = (fields: [string, string][]) =>
      get('http://localhost/nl/hou-me-op-de-hoogte', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': CLIENT },
        body: new URLSearchParams(fields).toString(),
      });
    const subscribed = await form([
      ['email', 'alert.address@example.be'],
      ['statuses', 'FOR_SALE'],
      ['statuses', 'TO_RENT'],
      ['frequency', 'instant'],
      ['consent', 'yes'],
    ]);
    expect(subscribed.status).toBe(303);
    const token = new URL(subscribed.headers.get('Location')!, 'http://localhost').searchParams.get('token')!;
    const confirmToken = (await env.DB.prepare(
      "SELECT json_extract(document, '$.confirmToken') AS t FROM outbox WHERE kind = 'subscription-confirmation' AND json_extract(document, '$.token') = ?1",
    )
      .bind(token)
      .first<{ t: string }>())!.t;
    const confirmed = await get(`http://localhost/nl/hou-me-op-de-hoogte/bevestigen/${confirmToken}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': CLIENT },
      body: '',
    });
    expect(confirmed.status).toBeLessThan(400);

    await runCron(Date.now() + 1000);
    const row = await env.DB.prepare("SELECT document FROM outbox WHERE kind = 'estate-alert' AND json_extract(document, '$.token') = ?1")
      .bind(token)
      .first<{ document: string }>();
    const listings = (JSON.parse(row!.document) as { listings: AlertListing[] }).listings;
    const streets = new Map<number, string>();
    for (const listing of listings) {
      const estate = await env.DB.prepare('SELECT document FROM estates WHERE id = ?1').bind(listing.id).first<{ document: string }>();
      const address = (JSON.parse(estate!.document) as RawEstate).general.address;
      if (address.visible && address.street.nl) streets.set(listing.id, slugify(address.street.nl));
    }
    expect(streets.size, 'the alert holds listings whose street the site would show in full').toBeGreaterThan(0);
    for (const [id, street] of streets) expect(listings.find((listing) => listing.id === id)!.path).not.toContain(street);
  });
});
