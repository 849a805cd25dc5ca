import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { FactClaim } from '../../../../shared/contract/listing-translations';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { platform } from '../../../../worker/platform/demo/embedded';
import { sha256 } from '../../../../worker/platform/kit/tokens';
import type { NormalizedListingInput } from '../../../../worker/platform/listings/normalized';
import { ProviderError } from '../../../../worker/platform/translations/provider';
import { queueCappedTranslations } from '../../../../worker/platform/translations/next-month';
import { putSettings, translationRows, usageOf } from '../../../../worker/platform/translations/store';
import { translateListing } from '../../../../worker/platform/translations/translate-listing';
import type { PlatformBindings } from '../../../../worker/platform/types';
import { ingestTokensBeforeAll, whiseHouse } from '../../platform-helpers';
import { UNTIL } from '../../until';

// A listing's missing languages made when it is written (docs/translations.md): through the
// translation queue, by each provider's local server (test/support/fake-translation/), stored beside
// the agency's own text with where each came from, made again only when its original changes, never
// over the agency's words, within the agency's monthly cap, and refused when a fact changed.

const tokens = ingestTokensBeforeAll();
const bindings = { ...env, PLATFORM_TOKEN: undefined } as unknown as PlatformBindings;
const deepl = { ...bindings, TRANSLATION_PROVIDER: 'deepl' } as PlatformBindings;

/** A word no other test's listing carries: the fake providers' calls and plants are found by it. */
const marker = () => `Kenmerk${crypto.randomUUID().slice(0, 8)}`;

/** A Dutch-only house of site 1 whose title and description carry `mark`. */
const dutchHouse = (mark: string, changes: Partial<NormalizedListingInput> = {}) =>
  whiseHouse(mark, {
    title: { nl: `Ruime woning ${mark}` },
    description: { nl: `Ruime woning ${mark} met 3 slaapkamers, vraagprijs € 389.000. Vrij vanaf 1 maart 2027.` },
    ...changes,
  });

/** Writes listings of site 1 through the ingest API, as an integrator does; answers their estate ids. */
async function write(...listings: NormalizedListingInput[]): Promise<number[]> {
  const answer = await platform.request(
    '/ingest/sites/1/listings',
    { method: 'PUT', headers: { Authorization: `Bearer ${tokens[1]}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ listings }) },
    bindings,
  );
  expect(answer.status).toBe(200);
  const ids = [];
  for (const listing of listings) {
    const row = await env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = 1 AND source = 'whise' AND external_id = ?1")
      .bind(listing.externalId)
      .first<{ estate_id: number }>();
    ids.push(row!.estate_id);
  }
  return ids;
}

const rowsOf = (estateId: number) => translationRows(env.DB, 1, [estateId]);

/** The calls the providers' local servers had for texts carrying `mark`. */
async function calls(mark: string): Promise<{ provider: string; text: string; from: string; to: string }[]> {
  return (await fetch(`https://workers-ai.test/__fake/calls?contains=${mark}`)).json();
}

async function control(path: string, body: unknown): Promise<void> {
  const answer = await fetch(`https://workers-ai.test/__fake/${path}`, { method: 'POST', body: JSON.stringify(body) });
  expect(answer.status).toBe(200);
}

describe('a listing written in one language', () => {
  it('gains French, English and German through the queue, each stored with its provider, model, source language and source hash', async () => {
    const mark = marker();
    const [id] = await write(dutchHouse(mark));
    await expect.poll(async () => (await rowsOf(id!)).filter((row) => row.state === 'machine').length, UNTIL).toBe(6);
    const rows = await rowsOf(id!);
    const description = `Ruime woning ${mark} met 3 slaapkamers, vraagprijs € 389.000. Vrij vanaf 1 maart 2027.`;
    const hash = await sha256(`nl\n${description}`);
    expect(rows.filter((row) => row.field === 'description')).toEqual(
      ['de', 'en', 'fr'].map((lang) =>
        expect.objectContaining({
          lang,
          text: `[${lang}] ${description}`,
          source_lang: 'nl',
          source_hash: hash,
          provider: 'workers-ai',
          model: '@cf/meta/m2m100-1.2b',
        }),
      ),
    );
    // The site API answers them with the estate, the agency's own texts untouched.
    const answer = await platform.request(`/estates/v2/${id}`, { headers: { 'X-SITE': '1' } }, bindings);
    const estate = (await answer.json()) as RawEstate;
    expect(estate.general.description).toEqual({ nl: description });
    expect(estate.translated).toContainEqual({ lang: 'de', field: 'description', text: `[de] ${description}`, from: 'nl', by: 'machine' });
    expect(estate.translated).toHaveLength(6);
    // The month's usage: the characters of both texts, once per language.
    expect(await usageOf(env.DB, 1, new Date().toISOString().slice(0, 7))).toBeGreaterThanOrEqual(3 * (description.length + `Ruime woning ${mark}`.length));
  });

  it('is not sent again while its original is unchanged, and only the text that changed is when it changes', async () => {
    const mark = marker();
    const [id] = await write(dutchHouse(mark));
    await expect.poll(async () => (await calls(mark)).length, UNTIL).toBe(6);
    await expect.poll(async () => (await rowsOf(id!)).filter((row) => row.state === 'machine').length, UNTIL).toBe(6);
    // Another price: the listing is written and queued again, its texts are not sent again.
    await write(dutchHouse(mark, { price: { amount: 310_000 } }));
    expect(await translateListing(bindings, { siteId: 1, estateId: id! })).toEqual({ made: 0, refused: 0, characters: 0, waiting: null });
    expect(await calls(mark)).toHaveLength(6);
    // A new description: its three languages are made again, the title's are not.
    const description = `Ruime woning ${mark} met 4 slaapkamers, vraagprijs € 389.000.`;
    await write(dutchHouse(mark, { description: { nl: description } }));
    await expect.poll(async () => (await calls(mark)).filter((call) => call.text === description).length, UNTIL).toBe(3);
    await expect.poll(async () => (await rowsOf(id!)).find((row) => row.field === 'description' && row.lang === 'de')?.text, UNTIL).toBe(`[de] ${description}`);
    expect(await calls(mark)).toHaveLength(9);
  });

  it('never replaces the agency’s own words: a language it wrote, a text it wrote in the console, a text it switched off', async () => {
    const mark = marker();
    const german = `Geräumiges Haus ${mark} mit 3 Schlafzimmern, Preis 389.000 €. Frei ab 1. März 2027.`;
    const [id] = await write(
      dutchHouse(mark, { description: { nl: `Ruime woning ${mark} met 3 slaapkamers, vraagprijs € 389.000. Vrij vanaf 1 maart 2027.`, de: german } }),
    );
    await expect.poll(async () => (await rowsOf(id!)).filter((row) => row.field === 'description').length, UNTIL).toBe(2);
    expect((await rowsOf(id!)).filter((row) => row.field === 'description').map((row) => row.lang)).toEqual(['en', 'fr']);
    // The agency wrote the English description in the console, and switched the French title off.
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE listing_translations SET state = 'agency', text = 'Our own words', provider = 'agency' " +
          "WHERE estate_id = ?1 AND field = 'description' AND lang = 'en'",
      ).bind(id),
      env.DB.prepare("UPDATE listing_translations SET state = 'off' WHERE estate_id = ?1 AND field = 'title' AND lang = 'fr'").bind(id),
    ]);
    const changed = `Ruime woning ${mark} met 3 slaapkamers en een zolder, vraagprijs € 389.000. Vrij vanaf 1 maart 2027.`;
    await write(dutchHouse(mark, { description: { nl: changed, de: german } }));
    await expect.poll(async () => (await rowsOf(id!)).find((row) => row.field === 'description' && row.lang === 'fr')?.text, UNTIL).toBe(`[fr] ${changed}`);
    const rows = await rowsOf(id!);
    expect(rows.find((row) => row.field === 'description' && row.lang === 'en')).toMatchObject({ state: 'agency', text: 'Our own words' });
    expect(rows.find((row) => row.field === 'title' && row.lang === 'fr')).toMatchObject({ state: 'off' });
    expect((await calls(mark)).filter((call) => call.to === 'de' && call.text.includes('slaapkamers'))).toEqual([]);
    // The agency now writes French itself: the machine's French text goes.
    await write(dutchHouse(mark, { description: { nl: changed, de: german, fr: `Maison ${mark}, 3 chambres, 389.000 €, libre le 1er mars 2027.` } }));
    await expect.poll(async () => (await rowsOf(id!)).some((row) => row.field === 'description' && row.lang === 'fr'), UNTIL).toBe(false);
  });

  it('is translated by DeepL where the platform picks it, in DeepL’s language codes', async () => {
    const mark = marker();
    const [id] = await write(dutchHouse(mark, { title: { nl: `Woning ${mark}`, fr: `Maison ${mark}`, en: `House ${mark}`, de: `Haus ${mark}` } }));
    // Made first by the platform's default, Workers AI; then again, as by an agency that prefers DeepL.
    await expect.poll(async () => (await rowsOf(id!)).filter((row) => row.state === 'machine').length, UNTIL).toBe(3);
    await env.DB.prepare('DELETE FROM listing_translations WHERE estate_id = ?1').bind(id).run();
    expect(await translateListing(deepl, { siteId: 1, estateId: id! })).toMatchObject({ made: 3, refused: 0, waiting: null });
    const rows = await rowsOf(id!);
    expect(rows.map((row) => [row.field, row.lang, row.provider, row.model])).toEqual([
      ['description', 'de', 'deepl', 'deepl-v2'],
      ['description', 'en', 'deepl', 'deepl-v2'],
      ['description', 'fr', 'deepl', 'deepl-v2'],
    ]);
    const sent = (await calls(mark)).filter((call) => call.provider === 'deepl');
    expect(sent.map((call) => call.to).sort()).toEqual(['de', 'en', 'fr']);
  });
});

describe('the agency’s monthly cap', () => {
  it('is never passed: what would pass it waits, unsent, and says why', async () => {
    const mark = marker();
    const month = new Date().toISOString().slice(0, 7);
    const used = await usageOf(env.DB, 1, month);
    // Room for a title's three languages, not for the description's.
    await putSettings(env.DB, 1, { cap: used + 10 }, new Date().toISOString()).run();
    try {
      const [id] = await write(dutchHouse(mark));
      await expect.poll(async () => (await rowsOf(id!)).length, UNTIL).toBe(6);
      expect((await rowsOf(id!)).every((row) => row.state === 'waiting' && row.reason === 'cap')).toBe(true);
      expect(await calls(mark)).toEqual([]);
      expect(await usageOf(env.DB, 1, month)).toBe(used);
    } finally {
      await putSettings(env.DB, 1, { cap: null }, new Date().toISOString()).run();
    }
  });

  it('holds texts until a month with room: the scheduled run queues them once, and they are made', async () => {
    const mark = marker();
    const used = await usageOf(env.DB, 1, new Date().toISOString().slice(0, 7));
    await putSettings(env.DB, 1, { cap: used }, new Date().toISOString()).run();
    let id: number | undefined;
    try {
      [id] = await write(dutchHouse(mark));
      await expect.poll(async () => (await rowsOf(id!)).filter((row) => row.reason === 'cap').length, UNTIL).toBe(6);
    } finally {
      await putSettings(env.DB, 1, { cap: null }, new Date().toISOString()).run();
    }
    // Still this month: nothing is queued again.
    const now = new Date();
    const queuedNow = await queueCappedTranslations(bindings, now);
    expect((await rowsOf(id!)).every((row) => row.state === 'waiting')).toBe(true);
    // The texts waited since last month: the run queues them, the next run does not again.
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString();
    await env.DB.prepare('UPDATE listing_translations SET updated_at = ?1 WHERE estate_id = ?2').bind(lastMonth, id).run();
    expect(await queueCappedTranslations(bindings, now)).toBeGreaterThan(queuedNow);
    expect((await rowsOf(id!)).every((row) => row.updated_at === now.toISOString() || row.state === 'machine')).toBe(true);
    await expect.poll(async () => (await rowsOf(id!)).filter((row) => row.state === 'machine').length, UNTIL).toBe(6);
    expect(await calls(mark)).toHaveLength(6);
  });
});

describe('a provider that is down', () => {
  it('is tried again by the queue; meanwhile nothing is shown in the missing languages', async () => {
    const mark = marker();
    await control('fail', { contains: mark, status: 429, times: 2, code: 3040 });
    const [id] = await write(dutchHouse(mark));
    // The first try failed: its texts wait, none is shown.
    await expect.poll(async () => (await rowsOf(id!)).some((row) => row.state === 'waiting'), UNTIL).toBe(true);
    // The queue's retries get through.
    await expect.poll(async () => (await rowsOf(id!)).filter((row) => row.state === 'machine').length, UNTIL).toBe(6);
  });

  it('fails the run with the provider’s words, what it made kept', async () => {
    const mark = marker();
    const [id] = await write(dutchHouse(mark));
    await expect.poll(async () => (await rowsOf(id!)).filter((row) => row.state === 'machine').length, UNTIL).toBe(6);
    await env.DB.prepare('DELETE FROM listing_translations WHERE estate_id = ?1').bind(id).run();
    await control('fail', { contains: mark, status: 429, times: 1, code: 3036 });
    const failed = await translateListing(bindings, { siteId: 1, estateId: id! }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ProviderError);
    expect(failed).toMatchObject({ quota: true, message: 'Workers AI answered 429: You have used up your daily free allocation of 10,000 neurons.' });
    expect((await rowsOf(id!)).filter((row) => row.state === 'waiting').length).toBeGreaterThan(0);
  });
});

describe('a translation whose facts differ from the listing’s', () => {
  it('is refused, not shown, with the claim named: a wrong number, a garden the listing does not have', async () => {
    const mark = marker();
    await control('plant', {
      contains: `${mark} met 3 slaapkamers`,
      to: 'de',
      answer: `Geräumiges Haus ${mark} mit 3 Schlafzimmern, Preis 398.000 €. Frei ab 1. März 2027.`,
    });
    await control('plant', {
      contains: `${mark} met 3 slaapkamers`,
      to: 'en',
      answer: `Spacious house ${mark} with 3 bedrooms and a large garden, asking price €389,000. Available from March 1, 2027.`,
    });
    const [id] = await write(dutchHouse(mark));
    await expect.poll(async () => (await rowsOf(id!)).filter((row) => row.state === 'refused').length, UNTIL).toBe(2);
    const refused = (await rowsOf(id!)).filter((row) => row.state === 'refused');
    const claims = Object.fromEntries(refused.map((row) => [row.lang, JSON.parse(row.reason!) as FactClaim[]]));
    expect(claims.de).toEqual([
      { kind: 'number', value: '398000', only: 'made' },
      { kind: 'number', value: '389000', only: 'original' },
    ]);
    expect(claims.en).toEqual([{ kind: 'feature', value: 'garden' }]);
    const answer = await platform.request(`/estates/v2/${id}`, { headers: { 'X-SITE': '1' } }, bindings);
    const shown = ((await answer.json()) as RawEstate).translated ?? [];
    expect(shown.filter((text) => text.field === 'description').map((text) => text.lang)).toEqual(['fr']);
  });
});
