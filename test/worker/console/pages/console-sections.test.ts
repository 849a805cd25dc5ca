import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RawElement, RawPage, RawSection } from '../../../../shared/contract/raw/page';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import { platform } from '../../../../worker/platform/demo/embedded';
import { readDraftItem } from '../../../../worker/platform/drafts/store';
import { consoleFetch, signIn, type Who } from '../../console-helpers';
import { postForm as post } from '../../draft-helpers';
import { consoleApi } from '../../golive-helpers';
import { bodyOf, get } from '../../helpers';

// Every section kind the site renders: the listing and calculator sections and the
// page's counters saved from their forms into the draft, each bad field refused beside it in the
// console's language with the draft left as it was, another agency's collection or estate refused
// (through the console and through its API). Hiding and the section preview: hidden-pages.test.ts.

const OWNER = 'owner@immo-scheldeland.localhost';
let owner: Who;
let pageId: number;
const ids = { collection: 0, estate: 0, otherCollection: 0, otherEstate: 0 };

const editor = () => `/en/sites/1/pages/${pageId}`;
async function version(): Promise<string> {
  const body = await (await consoleFetch(editor(), { cookie: owner.cookie })).text();
  return /name="version" value="(\d+)"/.exec(body)![1]!;
}
const draft = async () => (await readDraftItem<RawPage>(env.DB, 1, 'page', String(pageId))).document!;
const sectionAt = async (index: number) => (await draft()).sections[index]!;
const saveSection = async (index: number, form: Record<string, string>) =>
  post(owner, editor(), { op: 'section', index: String(index), version: await version(), ...form });
/** A console API call as the console makes it (session and CSRF token), with a JSON body. */
async function api(who: Who, method: string, path: string, body?: unknown): Promise<Response> {
  const headers = { [SESSION_HEADER]: who.cookie.split('=')[1]!, [CSRF_HEADER]: who.csrf, 'Content-Type': 'application/json' };
  const bindings = { DB: env.DB, CACHE: env.CACHE, RATE_LIMITER: env.RATE_LIMITER, OUTBOX_QUEUE: env.OUTBOX_QUEUE, CONSOLE_OPERATORS: env.CONSOLE_OPERATORS };
  return platform.fetch(
    new Request(`https://platform.test/console-api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
    bindings,
  );
}
const apiPut = (body: unknown) => api(owner, 'PUT', `/sites/1/pages/${pageId}`, body);
const first = (sql: string) =>
  env.DB.prepare(sql)
    .first<{ id: number }>()
    .then((row) => row!.id);

beforeAll(async () => {
  owner = await signIn(OWNER);
  ids.collection = await first('SELECT id FROM estate_collections WHERE site_id = 1 ORDER BY id');
  ids.estate = await first('SELECT id FROM estates WHERE site_id = 1 AND parent_id IS NULL ORDER BY id');
  ids.otherCollection = await first('SELECT id FROM estate_collections WHERE site_id = 2 ORDER BY id');
  ids.otherEstate = await first('SELECT id FROM estates WHERE site_id = 2 AND parent_id IS NULL ORDER BY id');
  const made = await post(owner, '/en/sites/1/pages', { 'title.nl': 'Proef', 'url.nl': 'proef', 'url.fr': 'essai', 'url.en': 'trial', 'url.de': 'probe' });
  pageId = Number(/pages\/(\d+)/.exec(made.headers.get('Location') ?? '')![1]);
  for (const type of ['estateList', 'estateFilter', 'estateCollection', 'estateItem', 'rentalList', 'purchaseCosts', 'vat-regime-costs', 'htmlText']) {
    const added = await post(owner, editor(), { op: 'add', type, version: await version() });
    if (added.status !== 303) throw new Error(`adding a ${type} answered ${added.status}`);
  }
});

describe('the listing and calculator sections', () => {
  it('saves every page of the demo agencies and of a new agency’s starter site unchanged (what the editor now checks, they hold)', async () => {
    const made = await get('http://localhost/admin/sites', {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Immo Starter', hostnames: ['immo-starter.test'], locales: ['nl', 'fr'], contact: { email: 'info@immo-starter.be' } }),
    });
    expect(made.status).toBe(201);
    const starter = ((await made.json()) as { id: number }).id;
    const operator = await signIn('operator@agency-sites.localhost');
    for (const siteId of [1, 2, starter]) {
      const list = (await (await api(operator, 'GET', `/sites/${siteId}/pages`)).json()) as { pages: { id: number; key: string }[] };
      expect(list.pages.length, `site ${siteId}`).toBeGreaterThan(3);
      for (const { id, key } of list.pages) {
        const opened = (await (await api(operator, 'GET', `/sites/${siteId}/pages/${id}`)).json()) as { version: number; page: RawPage };
        const saved = await api(operator, 'PUT', `/sites/${siteId}/pages/${id}`, { version: opened.version, page: opened.page });
        expect(saved.status, `site ${siteId}, page ${key}: ${await saved.clone().text()}`).toBe(200);
        // Its texts are cleaned on save (the editor's rich text); everything else comes back as it was.
        const { page } = (await saved.json()) as { page: RawPage };
        const untexted = (sections: RawSection[]) => sections.filter((section) => section.type !== 'htmlText');
        expect(untexted(page.sections), `site ${siteId}, page ${key}`).toEqual(untexted(opened.page.sections));
        expect(page.elements).toEqual(opened.page.elements);
      }
    }
  });

  it('lists only the site’s own collections and estates to pick from', async () => {
    const choices = (await (await consoleApi(owner, 'GET', '/sites/1/pages/choices')).json()) as { collections: { id: number }[]; estates: { id: number }[] };
    expect(choices.collections.map((collection) => collection.id)).toContain(ids.collection);
    expect(choices.collections.map((collection) => collection.id)).not.toContain(ids.otherCollection);
    expect(choices.estates.map((estate) => estate.id)).toContain(ids.estate);
    expect(choices.estates.map((estate) => estate.id)).not.toContain(ids.otherEstate);
    const body = await (await consoleFetch(editor(), { cookie: owner.cookie })).text();
    expect(body).toContain(`<option value="${ids.collection}">`);
    expect(body).not.toContain(`<option value="${ids.otherCollection}">`);
  });

  it('saves each kind from its form into the draft', async () => {
    expect(
      (
        await saveSection(0, {
          'title.nl': 'Ons aanbod',
          'status.FOR_SALE': '1',
          'status.TAKE_OVER': '1',
          'type.HOUSE': '1',
          priceMin: '100000',
          priceMax: '400000',
          bedrooms: '2',
          collection: String(ids.collection),
          grouping: 'CITY',
          pageSize: '12',
        })
      ).status,
    ).toBe(303);
    expect(await sectionAt(0)).toEqual({
      id: expect.any(Number),
      type: 'estateList',
      data: {
        title: { nl: 'Ons aanbod' },
        query: { terms: { 'transaction.id': [1, 3], 'headType.id': [1] }, range: { 'price.value': { gte: 100000, lte: 400000 }, bedroomCount: { gte: 2 } } },
        groupOptions: { grouping: 'CITY' },
        collections: [{ id: ids.collection }],
        pageSize: 12,
      },
    });
    expect((await saveSection(1, { 'status.FOR_SALE': '1', 'status.TO_RENT': '1' })).status).toBe(303);
    expect((await sectionAt(1)).data).toEqual({ statuses: ['FOR_SALE', 'TO_RENT'] });
    expect((await saveSection(2, { collection: String(ids.collection), 'title.nl': 'In de kijker' })).status).toBe(303);
    expect((await sectionAt(2)).data).toEqual({ collectionId: ids.collection, title: { nl: 'In de kijker' } });
    expect((await saveSection(3, { estate: String(ids.estate) })).status).toBe(303);
    expect((await sectionAt(3)).data).toEqual({ estateId: ids.estate, title: null });
    expect((await saveSection(4, { 'title.fr': 'Vacances', pageSize: '9' })).status).toBe(303);
    expect((await sectionAt(4)).data).toEqual({ title: { fr: 'Vacances' }, pageSize: 9 });
    expect((await saveSection(5, { 'intro.nl': 'Reken uit', price: '250000' })).status).toBe(303);
    expect((await sectionAt(5)).data).toEqual({ title: null, intro: { nl: 'Reken uit' }, price: 250000 });
    expect((await saveSection(6, { 'title.nl': 'Btw', 'intro.nl': 'Drie tarieven' })).status).toBe(303);
    expect((await sectionAt(6)).data).toMatchObject({ title: { nl: 'Btw' }, intro: { nl: 'Drie tarieven' } });

    const counters = {
      'counter.0.value': '25',
      'counter.0.suffix': '+',
      'counter.0.label.nl': 'Jaar ervaring',
      'counter.1.value': '',
      'counter.1.label.nl': '',
    };
    expect((await post(owner, editor(), { op: 'counters', version: await version(), ...counters })).status).toBe(303);
    expect((await draft()).elements).toEqual([
      { id: 1, type: 'ctaNumbers', data: { items: [{ value: 25, label: { nl: 'Jaar ervaring' }, suffix: '+' }] } },
    ] satisfies RawElement[]);
  });

  const refusals: [string, number, Record<string, string>, string, string][] = [
    ['a page size of 0', 0, { pageSize: '0', 'status.FOR_SALE': '1' }, 's0-pageSize', 'Choose a number from 1 to 50.'],
    ['a page size of 51', 0, { pageSize: '51', 'status.FOR_SALE': '1' }, 's0-pageSize', 'Choose a number from 1 to 50.'],
    ['a page size that is no number', 0, { pageSize: 'twelve', 'status.FOR_SALE': '1' }, 's0-pageSize', 'Choose a number from 1 to 50.'],
    ['a negative price', 0, { pageSize: '12', priceMin: '-5' }, 's0-priceMin', 'An amount in euro, up to 100 million.'],
    ['a price range running downwards', 0, { pageSize: '12', priceMin: '500000', priceMax: '100000' }, 's0-priceMax', 'Below the price from.'],
    ['21 bedrooms', 0, { pageSize: '12', bedrooms: '21' }, 's0-bedrooms', 'Choose a number from 0 to 20.'],
    ['a list of another agency’s collection', 0, { pageSize: '12', collection: 'other' }, 's0-collection', 'Choose a selection of this site.'],
    ['a filter bar of no status', 1, {}, 's1-statuses', 'Choose at least one.'],
    ['another agency’s collection', 2, { collection: 'other' }, 's2-collection', 'Choose a selection of this site.'],
    ['another agency’s estate', 3, { estate: 'other' }, 's3-estate', 'Choose a property of this site.'],
    ['100 holiday units a page', 4, { pageSize: '100' }, 's4-pageSize', 'Choose a number from 1 to 50.'],
    ['an example price of 0', 5, { price: '0' }, 's5-price', 'An amount in euro, up to 100 million.'],
    ['a title too long', 6, { 'title.nl': 'x'.repeat(201) }, 's6-title-nl', 'This is too long.'],
  ];
  for (const [what, index, form, field, message] of refusals) {
    it(`refuses ${what} beside its field, keeping the draft as it was`, async () => {
      const before = await draft();
      const filled = Object.fromEntries(
        Object.entries(form).map(([name, value]) => [name, value === 'other' ? String(name === 'estate' ? ids.otherEstate : ids.otherCollection) : value]),
      );
      const refused = await saveSection(index, filled);
      const body = await bodyOf(refused, 400);
      expect(body).toContain(`<p class="field-error" id="${field}-error">${message}</p>`);
      expect(body).toMatch(
        new RegExp(`id="${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="${field}"|<fieldset class="field field--error" id="${field}"`),
      );
      expect(await draft()).toEqual(before);
    });
  }

  it('refuses a counter without a number or a label, and a ninth counter', async () => {
    const counter = async (form: Record<string, string>) => (await post(owner, editor(), { op: 'counters', version: await version(), ...form })).text();
    expect(await counter({ 'counter.0.value': 'veel', 'counter.0.label.nl': 'Klanten' })).toContain(
      '<p class="field-error" id="c0-value-error">A whole number up to 1 billion.</p>',
    );
    expect(await counter({ 'counter.0.value': '12', 'counter.0.label.nl': '', 'counter.0.label.fr': 'Clients' })).toContain(
      '<p class="field-error" id="c0-label-nl-error">Please fill this in.</p>',
    );
    const nine = Object.fromEntries(
      Array.from({ length: 9 }, (_, row) => [
        [`counter.${row}.value`, String(row)],
        [`counter.${row}.label.nl`, `Getal ${row}`],
      ]).flat(),
    );
    expect(await counter(nine)).toContain('<p class="field-error" id="counters-error">At most 8 counters.</p>');
    expect((await draft()).elements[0]).toMatchObject({ data: { items: [{ value: 25 }] } });
  });

  it('refuses another agency’s estate or collection through the API as well, naming the field', async () => {
    const item = await readDraftItem<RawPage>(env.DB, 1, 'page', String(pageId));
    const page = item.document!;
    const foreign = (index: number, data: object) => ({
      ...page,
      sections: page.sections.map((section, at) => (at === index ? ({ ...section, data: { ...section.data, ...data } } as RawSection) : section)),
    });
    const estate = await apiPut({ version: item.version, page: foreign(3, { estateId: ids.otherEstate }) });
    expect(estate.status).toBe(400);
    expect(await estate.json()).toEqual({ field: 'sections.3.estate', error: 'estate' });
    const listed = await apiPut({
      version: item.version,
      page: foreign(0, { query: { match: { 'children.estate_collections.estate_collection_id': ids.otherCollection } } }),
    });
    expect(await listed.json()).toEqual({ field: 'sections.0.collection', error: 'collection' });
  });
});
