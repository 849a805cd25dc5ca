import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { platform } from '../../../../worker/platform/demo/embedded';
import type { NormalizedListingInput } from '../../../../worker/platform/listings/normalized';
import { translationRows } from '../../../../worker/platform/translations/store';
import type { PlatformBindings } from '../../../../worker/platform/types';
import { CONSOLE, consoleFetch, consolePage, signIn } from '../../console-helpers';
import { get } from '../../helpers';
import { GHENT_HOUSE } from '../../listing-fixtures';
import { ingestTokensBeforeAll, whiseHouse } from '../../platform-helpers';
import { UNTIL } from '../../until';
import { AGENCY_DEEPL_KEY } from '../../../support/fake-translation';

// The console's translations (docs/translations.md "In the console"): per listing and language,
// which text is the agency's and which the platform's; accepting one, writing one's own over it,
// switching it off; the month's usage against the cap; the agency's switch; and, where the
// platform has no provider, that translation is off and how to turn it on; and the listing
// editor's drafts of a description from its facts, checked, offered, never saved by themselves.

const tokens = ingestTokensBeforeAll();
const bindings = { ...env, PLATFORM_TOKEN: undefined } as unknown as PlatformBindings;

/** A Dutch-only house of site 1 (`changes` aside), written through the ingest API and its `texts` translations made; answers its estate id. */
async function translatedHouse(changes: Partial<NormalizedListingInput> = {}, texts = 6): Promise<{ id: number; mark: string }> {
  const mark = `Kenmerk${crypto.randomUUID().slice(0, 8)}`;
  const listing = whiseHouse(mark, { title: { nl: `Ruime woning ${mark}` }, description: { nl: `Ruime woning ${mark} met 3 slaapkamers.` }, ...changes });
  const answer = await platform.request(
    '/ingest/sites/1/listings',
    { method: 'PUT', headers: { Authorization: `Bearer ${tokens[1]}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ listings: [listing] }) },
    bindings,
  );
  expect(answer.status).toBe(200);
  const id = (await env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = 1 AND source = 'whise' AND external_id = ?1")
    .bind(mark)
    .first<number>('estate_id'))!;
  await expect.poll(async () => (await translationRows(env.DB, 1, [id])).filter((row) => row.state !== 'waiting').length, UNTIL).toBe(texts);
  return { id, mark };
}

/** The texts the site API answers with an estate. */
async function shown(id: number) {
  const answer = await platform.request(`/estates/v2/${id}`, { headers: { 'X-SITE': '1' } }, bindings);
  return ((await answer.json()) as RawEstate).translated ?? [];
}

describe('the translations screen', () => {
  it('lists the translated listings with the month’s usage against the cap and the provider', async () => {
    const owner = await signIn('owner@immo-scheldeland.localhost');
    const { mark } = await translatedHouse();
    const page = await consolePage(owner, '/en/sites/1/translations');
    expect(page).toContain('Translated by Cloudflare Workers AI.');
    expect(page).toMatch(/This month \(\d{4}-\d{2}\): [\d.]+ of 200\.000 characters/);
    expect(page).toContain(`Ruime woning ${mark}</a>: Translated automatically (6)`);
    expect(page).toContain('name="enabled"');
  });

  it('says translation is off on a platform without a provider, and how to turn it on', async () => {
    const owner = await signIn('owner@immo-scheldeland.localhost');
    const answer = await get(`${CONSOLE}/en/sites/1/translations`, { headers: { Cookie: owner.cookie } }, {
      TRANSLATION_PROVIDER: 'off',
    } as Parameters<typeof get>[2]);
    const page = await answer.text();
    expect(page).toContain('Translation is off on this platform: no translation service is set up.');
    expect(page).toContain('WORKERS_AI_ACCOUNT_ID and the secret WORKERS_AI_TOKEN (Cloudflare Workers AI) or the secret DEEPL_KEY (DeepL)');
    expect(page).not.toContain('name="enabled"');
  });

  it('switched off by the owner, shows pages the agency’s own texts; switched on again, translates its listings again', async () => {
    const owner = await signIn('owner@immo-scheldeland.localhost');
    const { id } = await translatedHouse();
    expect(await shown(id)).toHaveLength(6);
    const off = await consoleFetch('/en/sites/1/translations', { cookie: owner.cookie, form: { _csrf: owner.csrf } });
    expect(off.status).toBe(303);
    expect(await shown(id)).toEqual([]);
    expect(await consolePage(owner, '/en/sites/1/translations')).toContain('Translation is off for your agency');
    const on = await consoleFetch('/en/sites/1/translations', { cookie: owner.cookie, form: { _csrf: owner.csrf, enabled: '1' } });
    expect(on.status).toBe(303);
    expect(await shown(id)).toHaveLength(6);
  });
});

describe('a listing’s texts in the console', () => {
  it('shows whose each text is, and a refused one with the claim that failed', async () => {
    const owner = await signIn('owner@immo-scheldeland.localhost');
    const mark = `Kenmerk${crypto.randomUUID().slice(0, 8)}`;
    await fetch('https://workers-ai.test/__fake/plant', {
      method: 'POST',
      body: JSON.stringify({ contains: `${mark} met 3 slaapkamers`, to: 'en', answer: `Spacious house ${mark} with 3 bedrooms and a garden.` }),
    });
    const { id } = await translatedHouse(
      {
        title: { nl: `Ruime woning ${mark}`, de: `Geräumiges Haus ${mark}` },
        description: { nl: `Ruime woning ${mark} met 3 slaapkamers.` },
      },
      5,
    );
    const page = await consolePage(owner, `/en/sites/1/translations/${id}`);
    expect(page).toMatch(/<li id="title-de"><h3>Title · German<\/h3><p><strong>Your own text<\/strong>/);
    expect(page).toMatch(/<li id="description-fr"><h3>Description · French<\/h3><p><strong>Translated automatically<\/strong>/);
    expect(page).toMatch(/<li id="description-en"><h3>Description · English<\/h3><p><strong>Not shown: a fact differs<\/strong>/);
    expect(page).toContain('Names “Garden”, which the listing does not have.');
  });

  it('accepts a translation, takes the agency’s own words over one, switches one off: the site shows each as such at once', async () => {
    const owner = await signIn('owner@immo-scheldeland.localhost');
    const { id, mark } = await translatedHouse();
    const act = (form: Record<string, string>) =>
      consoleFetch(`/en/sites/1/translations/${id}`, { cookie: owner.cookie, form: { _csrf: owner.csrf, ...form } });
    expect((await act({ field: 'description', lang: 'de', action: 'accept' })).status).toBe(303);
    expect((await act({ field: 'description', lang: 'en', action: 'edit', text: `Our own words about ${mark}.` })).status).toBe(303);
    expect((await act({ field: 'description', lang: 'fr', action: 'off' })).status).toBe(303);
    const descriptions = (await shown(id)).filter((text) => text.field === 'description');
    expect(descriptions.map(({ lang, by }) => [lang, by])).toEqual([
      ['de', 'accepted'],
      ['en', 'agency'],
    ]);
    expect(descriptions.find((text) => text.lang === 'en')?.text).toBe(`Our own words about ${mark}.`);
    // The agency's own words are never made again by the platform, whatever changes.
    const rows = await translationRows(env.DB, 1, [id]);
    expect(rows.find((row) => row.field === 'description' && row.lang === 'en')).toMatchObject({ state: 'agency', provider: 'agency' });
    // A text the agency wrote itself is changed where it writes the listing, not here.
    const refused = await act({ field: 'description', lang: 'nl', action: 'edit', text: 'Anders' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Not for this text');
  });
});

describe('"Draft a description" in the listing editor', () => {
  /** A house of the console's form (Ghent, 3 bedrooms, 160 m², built 1990), its texts empty, with a word of its own. */
  const house = (mark: string) => ({ ...GHENT_HOUSE, reference: mark, version: '0', tone: 'warm', action: 'draft' });

  it('offers a title and a description in each language in the editor’s fields, nothing saved', async () => {
    const owner = await signIn('owner@immo-scheldeland.localhost');
    const mark = `DRAFT-${crypto.randomUUID().slice(0, 8)}`;
    const drafts = await env.DB.prepare('SELECT count(*) AS n FROM listing_drafts WHERE site_id = 1').first<number>('n');
    const answer = await consoleFetch('/en/sites/1/estates/new', { cookie: owner.cookie, form: { _csrf: owner.csrf, ...house(mark) } });
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain('Drafted from the facts (Dutch, French, English, German): read and change them in the fields below. Nothing is saved or published.');
    // The local writer answers the facts it was given: they are in every language's fields, and the form is not saved.
    expect(page).toContain('name="title.de" value="type: house, for sale"');
    expect(page).toContain('living area: 160 m²');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM listing_drafts WHERE site_id = 1').first<number>('n')).toBe(drafts);
    const calls = (await (await fetch('https://workers-ai.test/__fake/calls?contains=living area: 160')).json()) as { text: string }[];
    expect(calls.some((call) => call.text.includes('warm and inviting') && call.text.includes('Write in German'))).toBe(true);
  });

  it('keeps back a draft that names a garden the house lacks or another price, with the claim named', async () => {
    const owner = await signIn('owner@immo-scheldeland.localhost');
    const mark = `DRAFT-${crypto.randomUUID().slice(0, 8)}`;
    // The house of this test only: another price than the form's.
    const facts = { ...house(mark), 'price.amount': '386017' };
    await fetch('https://workers-ai.test/__fake/plant', {
      method: 'POST',
      body: JSON.stringify({ contains: 'price: 386017 EUR', answer: 'Maison à Gand\n\nUne maison de 3 chambres avec un beau jardin, au prix de 395.000 €.' }),
    });
    const page = await (await consoleFetch('/en/sites/1/estates/new', { cookie: owner.cookie, form: { _csrf: owner.csrf, ...facts } })).text();
    for (const language of ['Dutch', 'French', 'English', 'German'])
      expect(page).toContain(`Not offered in ${language}: Says 395000, which its source does not. Names “Garden”, which the listing does not have.`);
    expect(page).not.toContain('Une maison de 3 chambres');
  });
});

describe('an agency’s own DeepL key', () => {
  const calls = async (mark: string) =>
    (await (await fetch(`https://deepl.test/__fake/calls?contains=${mark}`)).json()) as { provider: string; key?: string; to: string }[];

  it('is refused when it is not one, the form again with the field marked and what was typed kept', async () => {
    const owner = await signIn('owner@immo-scheldeland.localhost');
    const answer = await consoleFetch('/nl/sites/1/translations', {
      cookie: owner.cookie,
      form: { _csrf: owner.csrf, enabled: '1', deeplKey: 'mijn-sleutel' },
    });
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain('Dit is geen DeepL-sleutel');
    const field = /<input type="password" id="translations-deepl-key"[^>]*>/.exec(page)?.[0] ?? '';
    expect(field).toContain('value="mijn-sleutel"');
    expect(field).toContain('aria-invalid="true"');
    expect(field, 'focus on the field to mend').toContain('autofocus');
    expect(field).toContain('aria-describedby="translations-deepl-key-error translations-deepl-key-hint"');
    expect(/<input type="checkbox" id="translations-enabled"[^>]*>/.exec(page)?.[0]).toContain('checked');
    expect(await env.DB.prepare("SELECT 1 FROM site_secrets WHERE site_id = 1 AND name = 'deepl'").first()).toBeNull();
  });

  it('is stored sealed, never shown, and translates the agency’s listings with its account until it is removed; another agency’s are not', async () => {
    const owner = await signIn('owner@immo-scheldeland.localhost');
    const set = await consoleFetch('/en/sites/1/translations', { cookie: owner.cookie, form: { _csrf: owner.csrf, enabled: '1', deeplKey: AGENCY_DEEPL_KEY } });
    expect(set.status).toBe(303);
    try {
      const sealed = await env.DB.prepare("SELECT sealed FROM site_secrets WHERE site_id = 1 AND name = 'deepl'").first<string>('sealed');
      expect(sealed).toMatch(/^v1:/);
      expect(sealed).not.toContain(AGENCY_DEEPL_KEY.slice(0, 8));
      const page = await consolePage(owner, '/en/sites/1/translations');
      expect(page).toContain('Your DeepL key is set');
      expect(page).toContain('Translated by DeepL.');
      expect(page).not.toContain(AGENCY_DEEPL_KEY.slice(0, 8));
      // Another agency: no key of its own, its listings translated as the platform is configured.
      const other = await consolePage(await signIn('owner@ardennes-habitat.localhost'), '/en/sites/2/translations');
      expect(other).not.toContain('Your DeepL key is set');
      expect(other).toContain('Translated by Cloudflare Workers AI.');
      // A listing written now is translated by DeepL with the agency's key.
      const { mark } = await translatedHouse();
      expect((await calls(mark)).map((call) => [call.provider, call.key])).toEqual(Array(6).fill(['deepl', AGENCY_DEEPL_KEY]));
    } finally {
      const removed = await consoleFetch('/en/sites/1/translations', { cookie: owner.cookie, form: { _csrf: owner.csrf, enabled: '1', removeDeeplKey: '1' } });
      expect(removed.status).toBe(303);
    }
    expect(await env.DB.prepare("SELECT 1 FROM site_secrets WHERE site_id = 1 AND name = 'deepl'").first()).toBeNull();
    expect(await consolePage(owner, '/en/sites/1/translations')).toContain('Translated by Cloudflare Workers AI.');
  });
});
