import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import words from '../../../../locales/console.json';
import { AD_FACT_WORDS } from '../../../../shared/domain/ad-rules';
import { consoleFetch, signIn } from '../../console-helpers';
import { later, postForm, previewFromEditor } from '../../draft-helpers';
import { consoleApi } from '../../golive-helpers';
import { get, html } from '../../helpers';
import { GHENT_PROJECT } from '../../listing-fixtures';

// A new-build project with its units entered in the console (docs/console-listings.md
// "Projects"): refused by the legal guard while a unit lacks its EPC (linked to that unit's
// field), published through the ingest upsert with its units, shown on the site with its units
// table and a page per unit as a CRM's project is; a unit removed leaves the site. Site 1 of the
// demo (Immo Scheldeland); site 2 is another agency.

const OWNER = 'owner@immo-scheldeland.localhost';
const STRANGER = 'owner@ardennes-habitat.localhost';

/** A new build in Ghent (Flanders, 2026) with the project's facts the law asks of a sale. */
const PROJECT = { ...GHENT_PROJECT, 'description.nl': 'Drie nieuwe appartementen aan de Leie.', version: '0' };

/** A unit's row `index` of the form, with its own EPC. */
const unit = (index: number, reference: string, floor: number, price: string, subtype = 'APARTMENT') => ({
  [`units.${index}.reference`]: reference,
  [`units.${index}.subtype`]: subtype,
  [`units.${index}.floor`]: String(floor),
  [`units.${index}.rooms.bedrooms`]: '2',
  [`units.${index}.areas.living`]: '95',
  [`units.${index}.price.amount`]: price,
  [`units.${index}.status`]: 'available',
  [`units.${index}.energy.label`]: 'A',
  [`units.${index}.energy.value`]: '40',
  [`units.${index}.energy.reference`]: `20261101-000000000${index}-RES-1`,
});

const UNITS = { ...unit(0, 'LEIE-0.1', 0, '289000', 'GROUND_FLOOR'), ...unit(1, 'LEIE-1.1', 1, '312000'), ...unit(2, 'LEIE-2.1', 2, '345000', 'PENTHOUSE') };

afterEach(() => vi.useRealTimers());

const versionOf = (page: string) => /name="version" value="(\d+)"/.exec(page)?.[1];

/** The project's estate and its units' ids on site 1, by the console's map rows. */
async function projectEstates(): Promise<{ project: number; units: number[] }> {
  const { results } = await env.DB.prepare(
    `SELECT estate_id, parent_external_id FROM external_ids WHERE site_id = 1 AND source = 'console' AND (external_id LIKE 'c-%.u-%' OR ` +
      `parent_external_id IS NULL) ORDER BY estate_id`,
  ).all<{ estate_id: number; parent_external_id: string | null }>();
  const units = results.filter((row) => row.parent_external_id !== null);
  const parent = await env.DB.prepare(`SELECT estate_id FROM external_ids WHERE site_id = 1 AND source = 'console' AND external_id = ?1`)
    .bind(units[0]?.parent_external_id ?? '')
    .first<number>('estate_id');
  return { project: parent!, units: units.map((row) => row.estate_id) };
}

/** The site's project page (nl) and its address, through the short address. */
async function projectPage(id: number): Promise<{ url: string; body: string }> {
  const short = await get(`http://localhost/nl/aanbod/${id}`);
  expect(short.status).toBe(301);
  const url = short.headers.get('Location')!;
  return { url, body: (await html(`http://localhost${url}`)).body };
}

describe('a new-build project in the console', () => {
  it('is offered on a new listing, with empty unit rows to fill in', async () => {
    const owner = await signIn(OWNER);
    const choice = await (await consoleFetch('/nl/sites/1/estates/new', { cookie: owner.cookie })).text();
    expect(choice).toContain(`<a href="/nl/sites/1/estates/new?kind=project">${words.estateUnits.kindProject.nl}</a>`);
    expect(choice).not.toContain('name="units.0.reference"');
    const form = await (await consoleFetch('/nl/sites/1/estates/new?kind=project', { cookie: owner.cookie })).text();
    expect(form).toContain('<input type="hidden" name="kind" value="project"/>');
    expect(form).toContain('name="units.0.reference"');
    expect(form).toContain('name="units.1.energy.reference"');
    expect(form).not.toContain('name="units.2.reference"');
    expect(form).not.toContain('name="energy.label"');
  });

  it('is refused while a unit lacks its EPC code (linked to that unit), then published with its three units: a units table and a page per unit', async () => {
    const owner = await signIn(OWNER);
    const lacking = { ...UNITS, 'units.1.energy.reference': '' };
    const refused = await postForm(owner, '/en/sites/1/estates/new', { ...PROJECT, ...lacking, action: 'publish' });
    expect(refused.status).toBe(409);
    const summary = await refused.text();
    expect(summary).toContain(`<a href="#field-units-1-energy-reference">Unit 2: ${AD_FACT_WORDS.epcCode.en}</a>`);
    expect(summary).toContain('value="LEIE-2.1"');
    // Saved as a draft all the same: the form now posts to it.
    const action = /action="(\/en\/sites\/1\/estates\/drafts\/\d+)"/.exec(summary)![1]!;

    const published = await postForm(owner, action, { ...PROJECT, ...UNITS, version: versionOf(summary)!, action: 'publish' });
    expect(published.status).toBe(303);
    expect(published.headers.get('Location')).toBe(`${action}?done=published`);
    expect(await (await consoleFetch(`${action}?done=published`, { cookie: owner.cookie })).text()).toContain(
      `<p class="notice" role="status">${words.estates.published.en}</p>`,
    );
    const { project, units } = await projectEstates();
    expect(units).toHaveLength(3);
    const { url, body } = await projectPage(project);
    expect(body).toContain('Residentie Leie');
    expect(body).toContain('Vanaf €');
    expect([...body.matchAll(/data-unit="(\d+)"/g)].map((m) => Number(m[1])).sort()).toEqual([...units].sort());
    const unitPage = await html(`http://localhost${url}/${units[2]}`);
    expect(unitPage.response.status).toBe(200);
    expect(unitPage.body).toContain('Maakt deel uit van');
    expect(unitPage.body).toContain('20261101-0000000002-RES-1');

    // Opened again: each unit in its row with its id, two empty rows after them to add one; one removed leaves the site, the others keep their ids.
    const opened = await (await consoleFetch(action, { cookie: owner.cookie })).text();
    expect(opened).toContain('value="LEIE-1.1"');
    for (const row of [3, 4]) expect(opened).toMatch(new RegExp(`<input [^>]*name="units\\.${row}\\.reference"(?![^>]*value="[^"])[^>]*>`));
    expect(opened).not.toContain('name="units.5.reference"');
    const ids = [...opened.matchAll(/name="units\.(\d)\.id" value="([^"]+)"/g)].map((m) => [m[1]!, m[2]!] as const);
    expect(ids).toHaveLength(3);
    const form = {
      ...PROJECT,
      ...UNITS,
      ...Object.fromEntries(ids.map(([row, id]) => [`units.${row}.id`, id])),
      'units.0.remove': '1',
      version: versionOf(opened)!,
      action: 'publish',
    };
    expect((await postForm(owner, action, form)).status).toBe(303);
    const after = await projectEstates();
    expect(after.units).toEqual(units.slice(1));
    expect(await env.DB.prepare('SELECT count(*) AS n FROM estates WHERE id = ?1').bind(units[0]).first('n')).toBe(0);
    // The site's next page after its cache generations are read again.
    later();
    expect([...(await projectPage(project)).body.matchAll(/data-unit="(\d+)"/g)].map((m) => Number(m[1])).sort()).toEqual(units.slice(1).sort());
  });

  it('is previewed on the site as the project’s detail page (its units are estates once published)', async () => {
    const owner = await signIn(OWNER);
    const saved = await postForm(owner, '/en/sites/1/estates/new', { ...PROJECT, ...UNITS, reference: 'PRJ-PREVIEW', action: 'save' });
    expect(saved.status).toBe(303);
    const id = saved.headers.get('Location')!.split('?')[0]!.split('/').pop()!;
    const cookie = await previewFromEditor(owner, `/nl/_listing/${id}`);
    const preview = await get(`http://localhost/nl/_listing/${id}`, { headers: { Cookie: cookie } });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('Residentie Leie');
  });

  it('answers a unit’s bad price, floor and area beside that unit’s field, everything typed kept; a project without units is refused', async () => {
    const owner = await signIn(OWNER);
    for (const [field, typed, message] of [
      ['units.1.price.amount', 'twee ton', words.estateFields.bad.number.nl],
      ['units.1.floor', 'derde', words.estateFields.bad.floor.nl],
      ['units.1.areas.living', '-40', words.estateFields.bad.number.nl],
    ] as const) {
      const answer = await postForm(owner, '/nl/sites/1/estates/new', { ...PROJECT, ...UNITS, [field]: typed, action: 'save' });
      expect(answer.status, field).toBe(400);
      const page = await answer.text();
      const id = `field-${field.replace(/\./g, '-')}`;
      expect(page, field).toContain(`<p class="field-error" id="${id}-error">${message.replace(/’/g, '’')}</p>`);
      expect(page, field).toContain(`value="${typed}"`);
      expect(page, field).toContain('value="LEIE-2.1"');
    }
    const none = await postForm(owner, '/nl/sites/1/estates/new', { ...PROJECT, action: 'save' });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(`<p class="field-error" id="field-units-0-reference-error">${words.estateUnits.none.nl}</p>`);
  });

  it('is no project of another agency: its draft and its units are 404 to them', async () => {
    const owner = await signIn(OWNER);
    const saved = await postForm(owner, '/en/sites/1/estates/new', { ...PROJECT, ...UNITS, reference: 'PRJ-WALL', action: 'publish' });
    expect(saved.status).toBe(303);
    const path = saved.headers.get('Location')!.split('?')[0]!;
    const draftId = path.split('/').pop()!;
    const { project, units } = await projectEstates();
    const stranger = await signIn(STRANGER);
    expect((await consoleApi(stranger, 'GET', `/sites/1/estates/${project}`)).status).toBe(404);
    expect((await consoleFetch(path, { cookie: stranger.cookie })).status).toBe(404);
    expect((await consoleApi(stranger, 'GET', `/sites/2/estate-drafts/${draftId}`)).status).toBe(404);
    expect((await consoleApi(stranger, 'POST', `/sites/2/estate-drafts/${draftId}/publish`)).status).toBe(404);
    expect((await consoleApi(stranger, 'GET', `/sites/2/estates/${units[0]}`)).status).toBe(404);
    const posted = await postForm(stranger, path, { ...PROJECT, ...UNITS, version: '1', action: 'save' });
    expect(posted.status).toBe(404);
  });
});
