import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../shared/i18n/locales';
import { type Brief, callTool, connectAssistant, SITE_1, SITE_2 } from '../../assistants-helpers';
import { hideStatuses } from '../../helpers';
import { freeSlot } from '../../crm-lead-helpers';
import { allEstates } from '../../platform-helpers';

/** Each language's word for a listing's page in its address (shared/routes.ts estateSlug). */
const OFFER = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' } as const;

describe("the agency's MCP server through the SDK's client", () => {
  it('initializes with the agency as the server, and lists four tools with their schemas', async () => {
    const client = await connectAssistant();
    expect(client.getServerVersion()).toMatchObject({ name: 'localhost/listings', title: 'Immo Scheldeland' });
    expect(client.getInstructions()).toContain('Immo Scheldeland');
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['search_listings', 'get_listing', 'get_viewing_slots', 'agency_info']));
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy();
      expect(tool.inputSchema.type).toBe('object');
      expect(Object.keys(tool.inputSchema.properties ?? {}), tool.name).toContain('language');
    }
  });

  it.each(LOCALES)('searches in %s, each listing linked on the site in that language', async (language) => {
    const client = await connectAssistant();
    const { data, isError } = await callTool<{ total: number; listings: Brief[] }>(client, 'search_listings', { language, types: ['house'] });
    expect(isError).toBe(false);
    expect(data.total).toBeGreaterThan(0);
    for (const listing of data.listings) {
      expect(listing.url).toMatch(new RegExp(`^http://localhost/${language}/${OFFER[language]}/${listing.id}/`));
      expect(listing.price).toBeTruthy();
    }
  });

  it.each([
    ['huis met tuin in Gent max 450.000', 'nl'],
    ['maison avec jardin à Gand max 450.000', 'fr'],
  ])('finds listings for "%s"', async (query, language) => {
    const client = await connectAssistant();
    const { data } = await callTool<{ total: number; understood: string[]; listings: Brief[] }>(client, 'search_listings', { query, language });
    expect(data.total).toBeGreaterThan(0);
    expect(data.understood.length).toBeGreaterThanOrEqual(3);
    for (const listing of data.listings) {
      expect(listing.place).toMatch(/^90\d\d /);
      if (listing.priceEuros !== null) expect(listing.priceEuros).toBeLessThanOrEqual(450_000);
    }
  });

  it('answers the cheapest first, as the listing pages show them', async () => {
    const client = await connectAssistant();
    for (const transaction of ['sale', 'rent']) {
      const { data } = await callTool<{ listings: Brief[] }>(client, 'search_listings', { transaction, language: 'en' });
      const prices = data.listings.map((listing) => listing.priceEuros).filter((price) => price !== null);
      expect(prices.length, transaction).toBeGreaterThan(2);
      expect(prices, transaction).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it.each([
    ['appartement te huur', 'nl', 'Te huur'],
    ['appartement à louer', 'fr', 'À louer'],
    ['apartment for rent', 'en', 'For rent'],
    ['Wohnung zur Miete', 'de', 'Zu vermieten'],
  ])('says it searched the rentals for "%s", in the understood words and the answer', async (query, language, label) => {
    const client = await connectAssistant();
    const { data, text } = await callTool<{ total: number; transaction: string; understood: string[]; listings: Brief[] }>(client, 'search_listings', {
      query,
      language,
    });
    expect(data.transaction).toBe('rent');
    expect(data.understood[0]).toBe(label);
    expect(text).toMatch(/^\d+ listing\(s\) for rent;/);
    expect(data.total).toBeGreaterThan(0);
    // Without the words, the side is for sale, and the understood words do not name it.
    const plain = await callTool<{ transaction: string; understood: string[] }>(client, 'search_listings', { query: query.split(' ')[0], language });
    expect(plain.data.transaction).toBe('sale');
    expect(plain.data.understood).not.toContain(label);
  });

  it.each(LOCALES)("gives a listing's facts, legal mentions and agent in %s", async (language) => {
    const client = await connectAssistant();
    const { data: found } = await callTool<{ listings: Brief[] }>(client, 'search_listings', { transaction: 'sale', types: ['house'] });
    const id = found.listings[0]!.id;
    const { data, text, isError } = await callTool<{ id: number; url: string; facts: { section: string }[]; legalMentions: unknown[] }>(client, 'get_listing', {
      id,
      language,
    });
    expect(isError).toBe(false);
    expect(data.id).toBe(id);
    expect(data.url).toContain(`/${language}/${OFFER[language]}/${id}/`);
    expect(data.facts.length).toBeGreaterThan(0);
    expect(text).toContain(String(id));
    // The same listing by its address on the site.
    const byUrl = await callTool<{ id: number }>(client, 'get_listing', { url: data.url });
    expect(byUrl.data.id).toBe(id);
  });

  it("lists a project's units as its page does, each at its address under the project", async () => {
    const project = await env.DB.prepare(
      'SELECT p.id FROM estates p WHERE p.site_id = 1 AND p.is_project = 1 AND EXISTS (SELECT 1 FROM estates u WHERE u.parent_id = p.id) ORDER BY p.id LIMIT 1',
    ).first<number>('id');
    expect(project).toBeGreaterThan(0);
    const units = (await env.DB.prepare('SELECT id FROM estates WHERE parent_id = ?1').bind(project).all<{ id: number }>()).results.map((row) => row.id);
    const client = await connectAssistant();
    const { data, text } = await callTool<{ units: Brief[] }>(client, 'get_listing', { id: project, language: 'en' });
    expect(data.units.length).toBeGreaterThan(0);
    for (const unit of data.units) {
      expect(units).toContain(unit.id);
      expect(unit.url).toMatch(new RegExp(`/en/offer/${project}/[^/]+/${unit.id}(/|$)`));
    }
    expect(text).toContain('## Units');
  });

  it.each(LOCALES)('answers the free viewing slots and the agency in %s', async (language) => {
    const { estateId, slotId } = await freeSlot();
    const client = await connectAssistant();
    const slots = await callTool<{ days: { slots: { id: number }[] }[] }>(client, 'get_viewing_slots', { id: estateId, language });
    expect(slots.data.days.flatMap((day) => day.slots.map((slot) => slot.id))).toContain(slotId);
    const agency = await callTool<{ name: string; legal: { bivNumber: string | null; supervisoryAuthority: string | null }; offices: unknown[] }>(
      client,
      'agency_info',
      { language },
    );
    expect(agency.data.name).toBe('Immo Scheldeland');
    expect(agency.data.legal.bivNumber).toBeTruthy();
    expect(agency.data.legal.supervisoryAuthority).toBeTruthy();
    expect(agency.data.offices.length).toBeGreaterThan(0);
  });

  it('never answers a listing of a status the site hides', async () => {
    const client = await connectAssistant();
    const { data: before } = await callTool<{ listings: Brief[] }>(client, 'search_listings', { transaction: 'sale' });
    const forSale = before.listings[0]!.id;
    // For sale and to take over: every status the page for sale lists.
    const restore = await hideStatuses(1, [1, 3]);
    try {
      const { data } = await callTool<{ total: number; listings: Brief[] }>(client, 'search_listings', { transaction: 'sale' });
      expect(data.listings.map((listing) => listing.id)).not.toContain(forSale);
      expect(data.total).toBe(0);
      expect((await callTool(client, 'get_listing', { id: forSale })).isError).toBe(true);
      expect((await callTool(client, 'get_viewing_slots', { id: forSale })).isError).toBe(true);
    } finally {
      await hideStatuses(1, restore);
    }
  });

  it("never answers another agency's listings on site 2's server", async () => {
    const one = await connectAssistant(SITE_1);
    const two = await connectAssistant(SITE_2);
    const ofOne = new Set((await callTool<{ listings: Brief[] }>(one, 'search_listings', {})).data.listings.map((listing) => listing.id));
    const search = await callTool<{ total: number; listings: Brief[] }>(two, 'search_listings', {});
    expect(search.data.total).toBeGreaterThan(0);
    for (const listing of search.data.listings) {
      expect(ofOne.has(listing.id)).toBe(false);
      expect(listing.url.startsWith(`${SITE_2}/`)).toBe(true);
    }
    const foreign = [...ofOne][0]!;
    expect((await callTool(two, 'get_listing', { id: foreign })).isError).toBe(true);
    expect((await callTool(two, 'get_listing', { url: `${SITE_1}/nl/aanbod/${foreign}/x` })).isError).toBe(true);
    expect((await callTool(two, 'get_viewing_slots', { id: foreign })).isError).toBe(true);
    expect((await callTool<{ name: string }>(two, 'agency_info', {})).data.name).not.toBe('Immo Scheldeland');
  });

  it('answers bad arguments as an error the assistant reads, with the failing paths, never a 5xx', async () => {
    const client = await connectAssistant();
    const bad = await callTool<{ issues: { path: string }[] }>(client, 'search_listings', { priceMax: 'cheap', epcLabels: ['Z'] });
    expect(bad.isError).toBe(true);
    expect(bad.data.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(['arguments.priceMax', 'arguments.epcLabels.0']));
    await expect(client.callTool({ name: 'search_listings', arguments: { language: 'xx' } })).rejects.toThrow(/arguments\.language/);
    await expect(client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toThrow(/Unknown tool/);
  });
});

// The assistants' answers are ads too: a Flemish flood score worse than C carries the flood symbol
// and its words (BIV, docs/legal-ad-rules.md), and an energy duty says whether it is in force or
// a plan (Flanders' renovation obligation since 2023-01-01; Brussels' 2033 target, planned).
describe('get_listing: the flood symbol and the status of an energy duty', () => {
  type Mention = { fact: string; label: string; value: string; floodSymbol?: string };
  type Duty = { kind: string; status: string; since?: string; text: string } | null;
  const dwelling = (e: Awaited<ReturnType<typeof allEstates>>[number]) =>
    (e.general.headType.id === 1 || e.general.headType.id === 2) && !e.general.parentId && e.general.status === 'FOR_SALE';

  it('a P-score D: the mention carries the symbol and its words, in the structured answer and in its text', async () => {
    const estate = (await allEstates(1)).find((e) => e.general.status === 'FOR_SALE' && !e.general.parentId && e.flooding?.floodingParcelScore === 'D')!;
    const client = await connectAssistant();
    const { data, text } = await callTool<{ legalMentions: Mention[] }>(client, 'get_listing', { id: estate.general.id, language: 'fr' });
    const parcel = data.legalMentions.find((mention) => mention.fact === 'floodParcel')!;
    expect(parcel).toMatchObject({ value: 'D ⚠', floodSymbol: 'Risque d’inondation accru' });
    expect(text).toContain("Score d'inondation de la parcelle (score P): D ⚠ (Risque d’inondation accru)");
  });

  it('a P-score D in a search: the brief carries the score, its symbol and its words, as the card and get_listing do', async () => {
    const estates = await allEstates(1);
    const estate = estates.find((e) => e.general.status === 'FOR_SALE' && !e.general.parentId && e.flooding?.floodingParcelScore === 'D')!;
    const client = await connectAssistant();
    const place = estate.general.address.city.zip;
    type Flooded = Brief & { flood: { symbol: string; text: string; scores: { label: string; value: string }[] } | null };
    let found: Flooded | undefined;
    let others: Flooded[] = [];
    let text = '';
    for (let page = 1; !found; page += 1) {
      const answer = await callTool<{ pages: number; listings: Flooded[] }>(client, 'search_listings', { place, page, language: 'fr' });
      expect(page).toBeLessThanOrEqual(answer.data.pages);
      found = answer.data.listings.find((listing) => listing.id === estate.general.id);
      others = answer.data.listings.filter((listing) => listing.id !== estate.general.id);
      text = answer.text;
    }
    const { data } = await callTool<{ legalMentions: Mention[] }>(client, 'get_listing', { id: estate.general.id, language: 'fr' });
    const parcel = data.legalMentions.find((mention) => mention.fact === 'floodParcel')!;
    expect(found.flood).toMatchObject({ symbol: '⚠', text: parcel.floodSymbol });
    expect(found.flood!.scores).toContainEqual({ label: parcel.label, value: parcel.value });
    expect(text).toContain(`${parcel.label}: ${parcel.value}`);
    expect(text).toContain('(Risque d’inondation accru)');
    // A listing whose scores are C or better shows no symbol on its card, nor in the answer.
    const worse = (score: string | null | undefined) => (score ?? '') > 'C';
    for (const listing of others) {
      const raw = estates.find((e) => e.general.id === listing.id)!.flooding;
      expect(listing.flood !== null, String(listing.id)).toBe(worse(raw?.floodingParcelScore) || worse(raw?.floodingBuildingScore));
    }
  });

  it('a Flemish F home: the renovation obligation in force since 2023-01-01; a Brussels F or G home: a planned target, never a ban', async () => {
    const estates = await allEstates(1);
    const client = await connectAssistant();
    const flemish = estates.find((e) => dwelling(e) && e.general.address.region === 'FLANDERS' && e.energy.energyLabel === 'F')!;
    const inForce = await callTool<{ energyDuty: Duty }>(client, 'get_listing', { id: flemish.general.id, language: 'en' });
    expect(inForce.data.energyDuty).toMatchObject({ kind: 'renovation', status: 'inForce', since: '2023-01-01' });
    expect(inForce.data.energyDuty!.text).toMatch(/^Renovation obligation, in force since 01\/01\/2023:/);
    const brussels = estates.find((e) => dwelling(e) && e.general.address.region === 'BRUSSELS' && ['F', 'G'].includes(e.energy.energyLabel ?? ''));
    expect(brussels, 'the control: a Brussels F or G home for sale').toBeTruthy();
    const planned = await callTool<{ energyDuty: Duty; costOfOwning: { renovation: { status: string } | null } | null }>(client, 'get_listing', {
      id: brussels!.general.id,
      language: 'en',
    });
    expect(planned.data.energyDuty).toMatchObject({ kind: 'brusselsTarget', status: 'planned' });
    expect(planned.data.energyDuty!.text).toContain('Planned in Brussels, not yet in force');
    expect(planned.data.energyDuty!.text).toContain('selling or letting it stays allowed');
    expect(planned.data.costOfOwning?.renovation?.status).toBe('planned');
    expect(planned.text).not.toMatch(/no longer allowed/);
  });
});
