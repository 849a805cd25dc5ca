import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import words from '../../../../locales/console.json';
import type { Checklist } from '../../../../shared/contract/console-golive';
import type { ConsoleEstates } from '../../../../shared/contract/console-listings';
import { AD_FACT_WORDS } from '../../../../shared/domain/ad-rules';
import { upsertListings } from '../../../../worker/platform/listings/upsert';
import { CONSOLE, consoleFetch, member, signIn, type Who } from '../../console-helpers';
import { get } from '../../helpers';
import { png } from '../../png';
import { postForm } from '../../draft-helpers';
import { COMPLETE_FACTS, GHENT_HOUSE } from '../../listing-fixtures';
import { consoleApi } from '../../golive-helpers';
import { detailLabel, UNDER_OPTION } from '../../listing-labels';

// The site's listings in the console (docs/console-listings.md): every listing with its source
// and what its ad lacks; a CRM's read-only with its findings; a listing entered in the console
// saved as a draft, refused by the legal guard while a fact is missing, then published through
// the ingest upsert. Site 1 of the demo (Immo Scheldeland); site 2 is another agency.

const OWNER = 'owner@immo-scheldeland.localhost';
const STRANGER = 'owner@ardennes-habitat.localhost';

/** A house for sale in Ghent (Flanders), built in 1990, without any of the facts the law asks its ad to show. */
const HOUSE = {
  ...GHENT_HOUSE,
  reference: 'CONSOLE-1',
  'title.nl': 'Ruime woning in het centrum',
  'description.nl': 'Een lichte woning met tuin.',
  version: '0',
};

/** The facts that make the house's ad complete (Flanders, a sale, built before 2001). */
const FACTS = COMPLETE_FACTS;

const list = async (who: Who, query = '') => (await (await consoleApi(who, 'GET', `/sites/1/estates${query}`)).json()) as ConsoleEstates;

/** Creates the house as a draft through the form; answers the draft's path. */
async function createHouse(owner: Who, reference: string): Promise<string> {
  const saved = await postForm(owner, '/en/sites/1/estates/new', { ...HOUSE, reference, action: 'save' });
  expect(saved.status).toBe(303);
  const location = saved.headers.get('Location')!;
  expect(location).toMatch(/^\/en\/sites\/1\/estates\/drafts\/\d+\?done=saved$/);
  return location.split('?')[0]!;
}

/** The listing's form with files, posted multipart as a browser does. */
function postFiles(who: Who, path: string, fields: Record<string, string | File>): Promise<Response> {
  const body = new FormData();
  body.set('_csrf', who.csrf);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return get(`${CONSOLE}${path}`, { method: 'POST', body, headers: { Cookie: who.cookie, Origin: CONSOLE }, redirect: 'manual' });
}

const versionOf = (page: string) => /name="version" value="(\d+)"/.exec(page)?.[1];

describe('the listings screen', () => {
  it('lists the site’s listings with their source and compliance, filtered by source, text and "needs attention"', async () => {
    const owner = await signIn(OWNER);
    await upsertListings(env.DB, 1, [
      {
        source: 'whise',
        externalId: 'w-77',
        reference: 'WHISE-77',
        transaction: 'sale',
        status: 'available',
        type: 'HOUSE',
        address: { postalCode: '9000', city: 'Gent' },
        title: { nl: 'Woning van Whise' },
      },
    ]);
    const all = await list(owner);
    expect(all.estates.length).toBeGreaterThan(0);
    expect(all.sources).toEqual(expect.arrayContaining(['demo', 'whise']));
    const whise = (await list(owner, '?source=whise')).estates;
    expect(whise.map((estate) => estate.reference)).toEqual(['WHISE-77']);
    expect(whise[0]!.missing).toEqual(expect.arrayContaining(['epcLabel', 'floodParcel', 'floodBuilding']));
    expect((await list(owner, '?q=whise-7')).estates.map((estate) => estate.reference)).toEqual(['WHISE-77']);
    expect((await list(owner, '?attention=1')).estates.every((estate) => estate.missing.length > 0)).toBe(true);

    const page = await (await consoleFetch('/en/sites/1/estates?source=whise', { cookie: owner.cookie })).text();
    expect(page).toContain('WHISE-77');
    expect(page).toContain(words.estates.missingCount.en.replace('{{count}}', String(whise[0]!.missing.length)));
    expect(page).toContain(`href="/en/sites/1/estates/new"`);

    // The checklist counts them and leads to them.
    const attention = (await list(owner, '?attention=1')).total;
    expect(attention).toBeGreaterThan(0);
    const checklist = (await (await consoleApi(owner, 'GET', '/sites/1/checklist')).json()) as Checklist;
    expect(checklist.needsAttention).toBe(attention);
    expect(await (await consoleFetch('/en/', { cookie: owner.cookie })).text()).toContain(
      `<a href="/en/sites/1/estates?attention=1">Legal facts missing on ${attention} listings</a>`,
    );
  });

  it('opens a CRM listing read-only, saying where to change it, with the facts its ad lacks', async () => {
    const owner = await signIn(OWNER);
    await upsertListings(env.DB, 1, [
      { source: 'whise', externalId: 'w-78', reference: 'WHISE-78', transaction: 'sale', status: 'available', type: 'HOUSE', address: { postalCode: '9000' } },
    ]);
    const [estate] = (await list(owner, '?q=WHISE-78')).estates;
    const response = await consoleFetch(`/en/sites/1/estates/${estate!.id}`, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(words.estates.readOnly.en.replaceAll('{{source}}', 'Whise').replace('’', '&#x27;').slice(0, 40));
    expect(page).toContain(AD_FACT_WORDS.floodParcel.en);
    expect(page).not.toContain('name="action"');
  });
});

describe('a listing entered in the console', () => {
  it('is saved as a draft, edited, refused while the law’s facts are missing (each linked to its field, nothing lost), then published', async () => {
    const owner = await signIn(OWNER);
    const path = await createHouse(owner, 'CONSOLE-1');
    const opened = await (await consoleFetch(path, { cookie: owner.cookie })).text();
    expect(opened).toContain('value="Veldstraat"');
    expect(versionOf(opened)).toBe('1');

    const edited = await postForm(owner, path, { ...HOUSE, reference: 'CONSOLE-1', 'price.amount': '379000', version: '1', action: 'save' });
    expect(edited.status).toBe(303);
    expect(await (await consoleFetch(path, { cookie: owner.cookie })).text()).toContain('value="379000"');

    const refused = await postForm(owner, path, { ...HOUSE, reference: 'CONSOLE-1', 'price.amount': '379000', version: '2', action: 'publish' });
    expect(refused.status).toBe(409);
    const summary = await refused.text();
    // The error summary, focused as the page loads (no script), and the title says so.
    expect(summary).toMatch(/<div class="alert" role="alert" tabindex="-1" autofocus="" data-error-summary="">/);
    expect(summary).toMatch(/<title>Error: /);
    expect(summary).toContain(`<a href="#field-legal-floodScoreParcel">${AD_FACT_WORDS.floodParcel.en}</a>`);
    expect(summary).toContain(`<a href="#field-energy-label">${AD_FACT_WORDS.epcLabel.en}</a>`);
    expect(summary).toContain('id="field-legal-floodScoreParcel"');
    expect(summary).toContain('value="379000"');
    expect((await list(owner, '?q=CONSOLE-1')).estates).toEqual([]);

    const published = await postForm(owner, path, {
      ...HOUSE,
      ...FACTS,
      reference: 'CONSOLE-1',
      'price.amount': '379000',
      version: versionOf(summary)!,
      action: 'publish',
    });
    expect(published.status).toBe(303);
    expect(published.headers.get('Location')).toBe(`${path}?done=published`);
    const [estate] = (await list(owner, '?q=CONSOLE-1')).estates;
    expect(estate).toMatchObject({ source: 'console', status: 'FOR_SALE', price: 379000, missing: [] });
    const mapped = await env.DB.prepare(`SELECT estate_id FROM external_ids WHERE site_id = 1 AND source = 'console'`).all<{ estate_id: number }>();
    expect(mapped.results.map((row) => row.estate_id)).toContain(estate!.id);
    // Opened from the list, a console listing is its form.
    const fromList = await consoleFetch(`/en/sites/1/estates/${estate!.id}`, { cookie: owner.cookie });
    expect(fromList.status).toBe(303);
    expect(fromList.headers.get('Location')).toBe(path);
  });

  it('answers bad prices, areas and years with the form again, the field marked and what was typed kept', async () => {
    const owner = await signIn(OWNER);
    for (const [field, typed] of [
      ['price.amount', 'twee ton'],
      ['areas.living', '-5'],
      ['constructionYear', '20x5'],
    ] as const) {
      const answer = await postForm(owner, '/en/sites/1/estates/new', { ...HOUSE, [field]: typed, action: 'save' });
      expect(answer.status, field).toBe(400);
      const page = await answer.text();
      const id = `field-${field.replace('.', '-')}`;
      expect(page).toMatch(new RegExp(`<input type="text" id="${id}"[^>]*aria-invalid="true"[^>]*name="${field}" value="${typed}"`));
      expect(page).toContain(`href="#${id}"`);
      expect(page).toContain('value="Veldstraat"');
    }
    // A subtype of another type: the subtype marked, the type kept.
    const duplex = await postForm(owner, '/en/sites/1/estates/new', { ...HOUSE, subtype: 'DUPLEX', action: 'save' });
    expect(duplex.status).toBe(400);
    const page = await duplex.text();
    expect(page).toMatch(/<select id="field-subtype"[^>]*aria-invalid="true"/);
    expect(page).toContain('<option value="DUPLEX" selected="">');
    const villa = await postForm(owner, '/en/sites/1/estates/new', { ...HOUSE, subtype: 'VILLA', action: 'save' });
    expect(villa.status).toBe(303);
    expect(await (await consoleFetch(villa.headers.get('Location')!.split('?')[0]!, { cookie: owner.cookie })).text()).toContain(
      '<option value="VILLA" selected="">',
    );
  });

  it('takes several pictures at once into R2 with their alt texts, refuses one too small beside its field, and publishes them', async () => {
    const owner = await signIn(OWNER);
    const picture = async (name: string, width: number, height: number) => new File([await png(width, height)], name, { type: 'image/png' });
    const refused = await postFiles(owner, '/en/sites/1/estates/new', {
      ...HOUSE,
      reference: 'PICTURES-1',
      'picture.new.0': await picture('front.png', 900, 600),
      'picture.new.1': await picture('tiny.png', 100, 100),
      action: 'save',
    });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toMatch(/<input type="file" id="field-picture-new"[^>]*aria-invalid="true"/);
    // The first was taken: it is in the form again, and what was typed too.
    expect(again).toMatch(/name="pictures\.0\.url" value="\/assets\/media\/site\/1\/image-[0-9a-f]{16}\.png"/);
    expect(again).toContain('value="Veldstraat"');

    const saved = await postFiles(owner, '/en/sites/1/estates/new', {
      ...HOUSE,
      ...FACTS,
      reference: 'PICTURES-1',
      'picture.new.0': await picture('front.png', 900, 600),
      'picture.new.0.alt.nl': 'De voorgevel',
      'picture.new.1': await picture('garden.png', 800, 600),
      'picture.new.1.alt.nl': 'De tuin',
      'picture.new.2': await picture('kitchen.png', 700, 500),
      action: 'publish',
    });
    expect(saved.status).toBe(303);
    const [estate] = (await list(owner, '?q=PICTURES-1')).estates;
    expect(estate!.picture).toMatch(/^\/assets\/media\/site\/1\/image-[0-9a-f]{16}\.png$/);
    const row = await env.DB.prepare('SELECT document FROM estates WHERE id = ?1').bind(estate!.id).first<{ document: string }>('document');
    const pictures = (JSON.parse(row as unknown as string) as { pictures: { file: string; index: number }[] }).pictures;
    expect(pictures).toHaveLength(3);
    const form = await (await consoleFetch(saved.headers.get('Location')!, { cookie: owner.cookie })).text();
    expect(form).toContain('value="De voorgevel"');
    expect(form).toContain('value="De tuin"');
    expect(form).toMatch(/<img src="\/en\/sites\/1\/media\/image-[0-9a-f]{16}\.png"/);
  });

  it('is refused to an editor when the owners publish editors’ changes, and saved as a draft all the same', async () => {
    const editor = 'listings-editor@example.be';
    await member(editor, 1, 'editor');
    await env.DB.prepare('UPDATE sites SET owner_approval = 1 WHERE id = 1').run();
    try {
      const who = await signIn(editor);
      const answer = await postForm(who, '/en/sites/1/estates/new', { ...HOUSE, ...FACTS, reference: 'EDITOR-1', action: 'publish' });
      expect(answer.status).toBe(403);
      const refused = await answer.text();
      expect(refused).toContain(words.estates.approvalRequired.en);
      expect(refused).toMatch(/<div class="alert" role="alert" tabindex="-1" autofocus="" data-error-summary="">/);
      // The owner finds it among the listings not published yet, with who saved it.
      const owner = await signIn(OWNER);
      expect((await list(owner, '?q=EDITOR-1')).estates).toEqual([]);
      expect((await list(owner)).drafts).toEqual(
        expect.arrayContaining([expect.objectContaining({ reference: 'EDITOR-1', updatedBy: editor, estateId: null })]),
      );
    } finally {
      await env.DB.prepare('UPDATE sites SET owner_approval = 0 WHERE id = 1').run();
    }
  });

  it('is no listing of another agency: 404 on every route', async () => {
    const owner = await signIn(OWNER);
    const path = await createHouse(owner, 'CONSOLE-WALL');
    const draftId = path.split('/').pop()!;
    const [estate] = (await list(owner)).estates;
    const stranger = await signIn(STRANGER);
    expect((await consoleApi(stranger, 'GET', '/sites/1/estates')).status).toBe(404);
    expect((await consoleApi(stranger, 'GET', `/sites/2/estates/${estate!.id}`)).status).toBe(404);
    expect((await consoleApi(stranger, 'GET', `/sites/2/estate-drafts/${draftId}`)).status).toBe(404);
    expect((await consoleApi(stranger, 'POST', `/sites/2/estate-drafts/${draftId}/publish`)).status).toBe(404);
    expect((await consoleFetch(`/en/sites/1/estates/drafts/${draftId}`, { cookie: stranger.cookie })).status).toBe(404);
  });
});

describe('a console listing once published', () => {
  it('is complete in the list, linked from the site’s listing page in its four languages, its page with its title, ad line and first picture', async () => {
    // An agency of its own in four languages, made as the operator makes one: its one listing is on its listing pages' first page.
    const host = `zonder-crm-${crypto.randomUUID().slice(0, 8)}.localhost`;
    const made = await get('http://localhost/admin/sites', {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Immo Zonder CRM',
        hostnames: [host],
        locales: ['nl', 'fr', 'en', 'de'],
        comingSoon: false,
        contact: { email: 'info@zonder-crm.be' },
      }),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const siteId = ((await made.json()) as { id: number }).id;
    const operator = await signIn('operator@agency-sites.localhost');
    const title = { nl: 'Ruime woning met tuin', fr: 'Maison spacieuse avec jardin', en: 'Spacious house with garden', de: 'Geräumiges Haus mit Garten' };
    const picture = async (name: string, width: number) => new File([await png(width, 600)], name, { type: 'image/png' });
    const published = await postFiles(operator, `/nl/sites/${siteId}/estates/new`, {
      ...HOUSE,
      ...FACTS,
      ...Object.fromEntries(Object.entries(title).map(([language, text]) => [`title.${language}`, text])),
      reference: 'ONLINE-1',
      'picture.new.0': await picture('kitchen.png', 900),
      'picture.new.0.alt.nl': 'De keuken',
      'picture.new.1': await picture('front.png', 910),
      action: 'publish',
    });
    expect(published.status).toBe(303);
    const estate = await env.DB.prepare(`SELECT estate_id FROM external_ids WHERE site_id = ?1 AND source = 'console'`).bind(siteId).first<number>('estate_id');
    const stored = await env.DB.prepare('SELECT document FROM estates WHERE id = ?1').bind(estate).first<string>('document');
    const pictures = (JSON.parse(stored!) as { pictures: { file: string; index: number }[] }).pictures;
    const first = [...pictures]
      .sort((a, b) => a.index - b.index)[0]!
      .file.split('/')
      .pop()!
      .split('.')[0]!;
    const screen = await (await consoleFetch(`/nl/sites/${siteId}/estates`, { cookie: operator.cookie })).text();
    const at = screen.indexOf(`/estates/${estate}"`);
    expect(at).toBeGreaterThan(-1);
    expect(screen.slice(screen.lastIndexOf('<tr', at), screen.indexOf('</tr>', at))).toContain(words.estates.complete.nl);

    const LISTINGS = { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale', de: 'zu-verkaufen' } as const;
    const DETAIL = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' } as const;
    for (const language of ['nl', 'fr', 'en', 'de'] as const) {
      const listing = await get(`http://${host}/${language}/${LISTINGS[language]}`);
      expect(await listing.text(), language).toMatch(new RegExp(`href="[^"]*/${DETAIL[language]}/${estate}[/"]`));
      const short = await get(`http://${host}/${language}/${DETAIL[language]}/${estate}`);
      const detail = await get(`http://${host}${short.headers.get('Location') ?? `/${language}/${DETAIL[language]}/${estate}`}`);
      expect(detail.status, language).toBe(200);
      const body = await detail.text();
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(body)?.[1], language).toBe(title[language]);
      // The legal ad line: each fact a term and its value (worker/site/render/ad-line.tsx).
      const line = /<dl class="estate-detail__ad-line">.*?<\/dl>/s.exec(body)?.[0] ?? '';
      const fact = (name: string) => new RegExp(`<div data-fact="${name}"><dt>[^<]*</dt><dd>([^<]*)`).exec(line)?.[1];
      expect(fact('epcScore'), language).toContain('250');
      expect(fact('floodParcel'), language).toContain('A');
      const image = /<img [^>]*src="[^"]*\/assets\/media\/sized\/site\/[^"]*"[^>]*>/.exec(body)?.[0] ?? '';
      expect(image, language).toContain(first);
      expect(/alt="([^"]*)"/.exec(image)?.[1], language).toContain(language === 'nl' ? 'De keuken' : title[language]);
    }
  });
});

describe('a console listing under option', () => {
  it('is offered as "Sous option" among the statuses, published under option, listed and shown as "Onder optie", and opened again as chosen', async () => {
    const owner = await signIn(OWNER);
    const form = await (await consoleFetch('/fr/sites/1/estates/new', { cookie: owner.cookie })).text();
    expect(form).toMatch(/<select id="field-status" name="status">(?:(?!<\/select>).)*<option value="option">Sous option<\/option>/);
    const saved = await postForm(owner, '/en/sites/1/estates/new', { ...HOUSE, ...FACTS, status: 'option', reference: 'CONSOLE-OPTION', action: 'publish' });
    expect(saved.status).toBe(303);
    const path = saved.headers.get('Location')!.split('?')[0]!;
    const [estate] = (await list(owner, '?q=CONSOLE-OPTION')).estates;
    expect(estate).toMatchObject({ status: 'FOR_SALE', underOption: true, missing: [] });
    expect(await detailLabel('nl', estate!.id)).toEqual({ kind: 'option', text: UNDER_OPTION.nl });
    const listed = await (await consoleFetch('/nl/sites/1/estates?q=CONSOLE-OPTION', { cookie: owner.cookie })).text();
    expect(listed).toMatch(/<td data-label="[^"]*">Te koop · Onder optie<\/td>/);
    expect(await (await consoleFetch(path, { cookie: owner.cookie })).text()).toMatch(
      /<select id="field-status" name="status">(?:(?!<\/select>).)*<option value="option" selected="">/,
    );
  });
});
