import type { D1Database } from '@cloudflare/workers-types';
import type { ConsoleListingText, ConsoleTextState, ConsoleTranslationListing, TranslationAction } from '../../../shared/contract/console-translations';
import { TRANSLATED_FIELDS } from '../../../shared/contract/listing-translations';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import type { Locale } from '../../../shared/i18n/locales';
import type { PlatformBindings } from '../types';
import { putRow, translationRows } from './store';
import { ownTexts, siteLanguages } from './translate-listing';

/*
 * What the console's translations screens read and change (console-api/translations.ts is their
 * door): the listings with translations, a listing's texts per language with whose each is, and
 * the agency's acts on one text. Every act only changes the rows; the agency's own fields are its
 * CRM's or its editor's.
 */

/** A listing's name in the console: its title in the first language that has one, else its reference. */
const nameOf = (estate: RawEstate) => Object.values(estate.general.title ?? {}).find((title) => title?.trim()) ?? estate.general.reference;

/** The site's listings with translations, the newest first, with how many of their texts are in each state. */
export async function translatedListings(db: D1Database, siteId: number): Promise<ConsoleTranslationListing[]> {
  const { results } = await db
    .prepare(
      `SELECT t.estate_id, t.state, count(*) AS n, e.document FROM listing_translations t JOIN estates e ON e.id = t.estate_id AND e.site_id = t.site_id
       WHERE t.site_id = ?1 GROUP BY t.estate_id, t.state ORDER BY max(t.updated_at) DESC LIMIT 600`,
    )
    .bind(siteId)
    .all<{ estate_id: number; state: ConsoleTextState; n: number; document: string }>();
  const listings = new Map<number, ConsoleTranslationListing>();
  for (const row of results) {
    const listing = listings.get(row.estate_id) ?? { estateId: row.estate_id, title: nameOf(JSON.parse(row.document) as RawEstate), counts: {} };
    listing.counts[row.state] = row.n;
    listings.set(row.estate_id, listing);
  }
  return [...listings.values()].slice(0, 100);
}

/** An estate of the site, or null. */
export async function siteEstate(db: D1Database, siteId: number, estateId: number): Promise<RawEstate | null> {
  const row = await db.prepare('SELECT document FROM estates WHERE id = ?1 AND site_id = ?2').bind(estateId, siteId).first<{ document: string }>();
  return row ? (JSON.parse(row.document) as RawEstate) : null;
}

/** A listing's title and texts in each of its site's languages: the agency's own, the platform's row, or none. */
export async function listingTexts(env: PlatformBindings, db: D1Database, siteId: number, estate: RawEstate) {
  const languages = await siteLanguages(env, siteId);
  const rows = await translationRows(db, siteId, [estate.general.id]);
  const texts = TRANSLATED_FIELDS.flatMap((field) => {
    const own = ownTexts(estate, field);
    return languages.map((lang): ConsoleListingText => {
      const row = own[lang] === undefined ? rows.find((candidate) => candidate.field === field && candidate.lang === lang) : undefined;
      const from = row ? row.source_lang : null;
      return {
        field,
        lang,
        state: own[lang] !== undefined ? 'own' : (row?.state ?? 'none'),
        text: own[lang] ?? row?.text ?? null,
        from,
        original: from ? (own[from] ?? null) : null,
        provider: row?.provider ?? null,
        model: row?.model ?? null,
        claims: row?.state === 'refused' && row.reason ? JSON.parse(row.reason) : [],
        reason: row?.state === 'waiting' ? row.reason : null,
        updatedAt: row?.updated_at ?? null,
      };
    });
  });
  return { title: nameOf(estate), texts };
}

/**
 * The agency's act on one text of a listing: accept a machine's, write its own (then its words,
 * never replaced), switch it off, or on again (made anew). Answers why it cannot, or null.
 */
export async function actOnText(env: PlatformBindings, db: D1Database, siteId: number, estate: RawEstate, act: TranslationAction): Promise<string | null> {
  const { field, lang, action } = act;
  // On again: whatever the platform kept of it goes, and the next run makes what is missing.
  if (action === 'on') {
    await db
      .prepare('DELETE FROM listing_translations WHERE estate_id = ?1 AND site_id = ?2 AND field = ?3 AND lang = ?4')
      .bind(estate.general.id, siteId, field, lang)
      .run();
    return null;
  }
  const own = ownTexts(estate, field);
  if (own[lang] !== undefined) return 'The agency wrote this text itself: change it where it writes the listing';
  const row = (await translationRows(db, siteId, [estate.general.id])).find((candidate) => candidate.field === field && candidate.lang === lang);
  const now = new Date().toISOString();
  if (action === 'accept' && row?.state !== 'machine') return 'Only a translation made and shown can be accepted';
  const text = act.text?.trim() ?? '';
  if (action === 'edit' && !text) return 'Write the text';
  const from = row?.source_lang ?? ((await siteLanguages(env, siteId)).find((language) => own[language] !== undefined) as Locale | undefined) ?? lang;
  await putRow(db, siteId, {
    estate_id: estate.general.id,
    field,
    lang,
    text: action === 'edit' ? text : action === 'off' ? null : row!.text,
    source_lang: from,
    source_hash: row?.source_hash ?? '',
    provider: action === 'edit' ? 'agency' : (row?.provider ?? 'agency'),
    model: action === 'edit' ? null : (row?.model ?? null),
    state: action === 'edit' ? 'agency' : action === 'off' ? 'off' : 'accepted',
    reason: null,
    characters: row?.characters ?? 0,
    updated_at: now,
  }).run();
  return null;
}
