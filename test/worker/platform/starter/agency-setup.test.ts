import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RawOffice } from '../../../../shared/contract/raw/entities';
import type { SiteRecord } from '../../../../shared/contract/site-document';
import { readDraftItem } from '../../../../worker/platform/drafts/store';
import { siteDb } from '../../../../worker/platform/databases/site-db';
import { consoleFetch, consolePage, member, signIn, storedSite, type Who } from '../../console-helpers';
import { postForm } from '../../draft-helpers';
import { get } from '../../helpers';

// A new agency's first steps in the console: the legal form offers the supervising authority
// and the professional title the BIV/IPI gives nearly every agency, the first office is made
// from the legal address, and an office saved without coordinates is put at its postal code's
// town centre (the postal-code table's Gent: 51.0543, 3.7174).

const GENT = { lat: 51.0543, lon: 3.7174 };

const admin = (path: string, method: string, body?: unknown) =>
  get(`http://localhost/admin${path}`, {
    method,
    headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A new agency made as an operator makes one, with `owner` as its owner, signed in. */
async function newAgency(label: string, owner: string, extra: Record<string, unknown> = {}): Promise<{ id: number; who: Who }> {
  const made = await admin('/sites', 'POST', { name: `Immo ${label}`, hostnames: [`${label}.localhost`], locales: ['nl', 'fr'], ...extra });
  expect(made.status, await made.clone().text()).toBe(201);
  const { id } = (await made.json()) as SiteRecord;
  await member(owner, id, 'owner');
  return { id, who: await signIn(owner) };
}

/** The value of the input `name` in a form's HTML. */
const valueOf = (page: string, name: string) => new RegExp(`name="${name.replace('.', '\\.')}"[^>]*value="([^"]*)"`).exec(page)?.[1];

const officesOf = async (siteId: number) => (await readDraftItem<RawOffice[]>(await siteDb(env, siteId), siteId, 'entities', 'offices')).document ?? [];

/** What a browser sends for the legal form as the screen offers it, with `changes`. */
function legalForm(page: string, changes: Record<string, string>): Record<string, string> {
  const form: Record<string, string> = {};
  for (const match of page.matchAll(/<input[^>]*name="([^"]+)"[^>]*>/g)) {
    const name = match[1]!;
    if (name === '_csrf' || /type="radio"/.test(match[0])) continue;
    form[name] = valueOf(match[0], name) ?? '';
  }
  return { ...form, ...changes };
}

describe('a new agency’s legal form', () => {
  let agency: { id: number; who: Who };
  beforeAll(async () => {
    agency = await newAgency('wettelijk', 'owner@wettelijk.localhost');
  });

  it('offers the BIV/IPI with its address and the usual professional title in each site language', async () => {
    const page = await consolePage(agency.who, `/en/sites/${agency.id}/legal`);
    expect(valueOf(page, 'authority.nl')).toBe('Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel');
    expect(valueOf(page, 'authority.fr')).toBe('Institut professionnel des agents immobiliers (IPI), rue du Luxembourg 16B, 1000 Bruxelles');
    expect(valueOf(page, 'title.nl')).toBe('erkend vastgoedmakelaar-bemiddelaar (BIV)');
    expect(valueOf(page, 'title.fr')).toBe('agent immobilier intermédiaire agréé (IPI)');
    expect(valueOf(page, 'authority.en')).toBeUndefined();
  });

  it('saves a half-filled form with them as offered, keeps an edit, and keeps the authority once the BIV number is typed', async () => {
    const path = `/en/sites/${agency.id}/legal`;
    const first = await postForm(
      agency.who,
      path,
      legalForm(await consolePage(agency.who, path), { company: 'Immo Wettelijk BV', 'title.nl': 'erkend vastgoedmakelaar-syndicus (BIV)' }),
    );
    expect(first.status, await first.clone().text()).toBe(303);
    let site = await storedSite(agency.id);
    expect(site.legal?.title).toEqual({ nl: 'erkend vastgoedmakelaar-syndicus (BIV)', fr: 'agent immobilier intermédiaire agréé (IPI)' });
    // No BIV number yet: the authority as offered is no registration, and the form still saved.
    expect(site.biv ?? null).toBeNull();
    const again = await consolePage(agency.who, path);
    expect(valueOf(again, 'title.nl')).toBe('erkend vastgoedmakelaar-syndicus (BIV)');
    expect(valueOf(again, 'authority.nl')).toBe('Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel');

    const second = await postForm(agency.who, path, legalForm(again, { bivNumber: '512.345', 'authority.fr': 'IPI, rue du Luxembourg 16B, 1000 Bruxelles' }));
    expect(second.status, await second.clone().text()).toBe(303);
    site = await storedSite(agency.id);
    expect(site.biv).toEqual({
      number: '512.345',
      vat: '',
      authority: { nl: 'Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel', fr: 'IPI, rue du Luxembourg 16B, 1000 Bruxelles' },
    });
    expect(valueOf(await consolePage(agency.who, path), 'authority.fr')).toBe('IPI, rue du Luxembourg 16B, 1000 Bruxelles');
  });
});

describe('a new agency’s first office', () => {
  it('is in the starter site of an agency made with its address: the address, phone, e-mail, usual hours and the town centre', async () => {
    const contact = { street: 'Kouter 18', zip: '9000', city: { nl: 'Gent', fr: 'Gand' }, phone: '+32 9 223 00 11', email: 'info@kouter.be' };
    const { id } = await newAgency('kouter', 'owner@kouter.localhost', { contact });
    const [office, ...others] = await officesOf(id);
    expect(others).toEqual([]);
    expect(office).toMatchObject({
      name: 'Immo kouter',
      street: 'Kouter',
      number: '18',
      zip: '9000',
      city: { nl: 'Gent', fr: 'Gand' },
      phone: contact.phone,
      email: contact.email,
      geo: GENT,
    });
    expect(office!.week?.slice(0, 5).every((day) => day.length === 2)).toBe(true);
    expect(office!.week?.slice(5)).toEqual([[], []]);
  });

  it('is made in the draft when a new agency’s legal address is saved, and not again once it has offices', async () => {
    const { id, who } = await newAgency('adres', 'owner@adres.localhost');
    expect(await officesOf(id)).toEqual([]);
    const path = `/en/sites/${id}/legal`;
    const saved = await postForm(
      who,
      path,
      legalForm(await consolePage(who, path), {
        street: 'Markt 1',
        zip: '9000',
        'city.nl': 'Gent',
        'city.fr': 'Gand',
        email: 'info@adres.be',
        phone: '+32 9 111 22 33',
      }),
    );
    expect(saved.status, await saved.clone().text()).toBe(303);
    const [office] = await officesOf(id);
    expect(office).toMatchObject({ name: 'Immo adres', street: 'Markt', number: '1', zip: '9000', email: 'info@adres.be', geo: GENT });
    const offices = await consolePage(who, `/en/sites/${id}/content/offices`);
    expect(offices).toContain('Markt');

    await postForm(who, path, legalForm(await consolePage(who, path), { street: 'Veldstraat 2' }));
    expect((await officesOf(id)).map((item) => item.street)).toEqual(['Markt']);
  });
});

describe('a new agency going live', () => {
  it('puts the office made from its legal address online with its hours, as the checklist says beforehand', async () => {
    const { id, who } = await newAgency('kantoor-live', 'owner@kantoor-live.localhost');
    const path = `/en/sites/${id}/legal`;
    const legal = legalForm(await consolePage(who, path), {
      street: 'Markt 1',
      zip: '9000',
      'city.nl': 'Gent',
      'city.fr': 'Gand',
      email: 'info@kantoor-live.be',
    });
    expect((await postForm(who, path, legal)).status).toBe(303);
    const before = await consolePage(who, `/en/sites/${id}/publish`);
    expect(before).toContain('Publishing also puts your office online, with its opening hours: Markt 1, 9000 Gent.');
    expect(await consolePage(who, '/en/')).toContain('Publishing also puts your office online, with its opening hours: Markt 1, 9000 Gent.');

    const published = await consoleFetch(`/en/sites/${id}/publish`, { cookie: who.cookie, form: { _csrf: who.csrf, action: 'publish' } });
    expect(published.status).toBe(303);
    const contact = await get('http://kantoor-live.localhost/nl/contact');
    expect(contact.status).toBe(200);
    const page = await contact.text();
    expect(page).toContain('Markt 1');
    expect(page).toContain('9000 Gent');
    // The usual hours the office was made with: weekdays 9:00–12:30 and 13:30–18:00.
    expect(page).toMatch(/09:00[^<]*12:30/);
    expect(page).toMatch(/13:30[^<]*18:00/);
    expect(await consolePage(who, `/en/sites/${id}/publish`)).toContain('Your office on the contact page: Markt 1, 9000 Gent.');
    // Published as an item of its own: the draft has nothing of it pending, the history names it.
    expect((await readDraftItem(await siteDb(env, id), id, 'entities', 'offices')).pending).toBe(false);
  });
});

describe('an office saved without coordinates', () => {
  it('gets its postal code’s town centre; typed coordinates are kept', async () => {
    const { id, who } = await newAgency('kaart', 'owner@kaart.localhost');
    const version = String((await readDraftItem(await siteDb(env, id), id, 'entities', 'offices')).version);
    const office = {
      op: 'add',
      version,
      name: 'Kantoor Kaart',
      street: 'Korenmarkt',
      number: '5',
      zip: '9000',
      'city.nl': 'Gent',
      'city.fr': 'Gand',
      phone: '+32 9 123 45 67',
      email: 'kaart@kaart.be',
      lat: '',
      lon: '',
    };
    const added = await postForm(who, `/en/sites/${id}/content/offices`, office);
    expect(added.status, await added.clone().text()).toBe(303);
    expect((await officesOf(id))[0]?.geo).toEqual(GENT);

    const next = String((await readDraftItem(await siteDb(env, id), id, 'entities', 'offices')).version);
    const typed = await postForm(who, `/en/sites/${id}/content/offices`, { ...office, version: next, name: 'Kantoor Precies', lat: '51,0571', lon: '3.7245' });
    expect(typed.status).toBe(303);
    expect((await officesOf(id))[1]?.geo).toEqual({ lat: 51.0571, lon: 3.7245 });
  });
});
