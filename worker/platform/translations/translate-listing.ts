import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { TRANSLATED_FIELDS, type TranslatedField, type TranslationJob } from '../../../shared/contract/listing-translations';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import { isLocale, LOCALES, type Locale } from '../../../shared/i18n/locales';
import { retireEstates } from '../cache/retire';
import { siteDb } from '../databases/site-db';
import { sha256 } from '../kit/tokens';
import type { PlatformBindings } from '../types';
import type { FactClaim } from '../../../shared/contract/listing-translations';
import { checkTranslation } from './facts';
import { loadPlainWords } from './plain-words';
import { plainText } from './plain-text';
import { agencyDeeplKey } from './agency-key';
import { ProviderError, translatorOf } from './provider';
import { addUsage, monthOf, putRow, settingsOf, type TranslationRow, translationRows, usageOf } from './store';

/*
 * One listing's missing languages made (docs/translations.md): for its title and its description,
 * each language of its site the agency left empty is translated from the agency's own text (the
 * site's default language first), checked against the listing's facts (facts.ts) and stored beside
 * it. A text is sent again only when its original changed; the agency's words (its own fields, a
 * text it wrote or switched off in the console) are never replaced; a month's cap is never passed.
 */

/** What one run did: texts made and shown, made and refused, sent characters, and why texts wait (null: none waits). */
export interface TranslateOutcome {
  made: number;
  refused: number;
  characters: number;
  waiting: string | null;
}

/** A text to make: its field, the language it goes to, and its original. */
interface Wanted {
  field: TranslatedField;
  to: Locale;
  from: Locale;
  source: string;
  hash: string;
}

/**
 * Why texts wait, by the code the console words (translations.reason.*); a provider's failure waits
 * with its own message until the queue gives up (`failed`).
 */
export const WAITING = { changed: 'changed', off: 'off', cap: 'cap', failed: 'failed' } as const;

/** The languages of a site, its default first. */
export async function siteLanguages(env: PlatformBindings, siteId: number): Promise<Locale[]> {
  const row = await env.DB.prepare('SELECT document FROM sites WHERE id = ?1').bind(siteId).first<{ document: string }>();
  const site = row ? (JSON.parse(row.document) as { languages?: unknown[]; defaultLanguage?: unknown }) : {};
  const languages = (site.languages ?? []).filter(isLocale);
  const all = languages.length > 0 ? languages : [...LOCALES];
  const first = isLocale(site.defaultLanguage) && all.includes(site.defaultLanguage) ? site.defaultLanguage : all[0]!;
  return [first, ...all.filter((lang) => lang !== first)];
}

/** The agency's own text of a field in each language it wrote, as plain words. */
export function ownTexts(estate: RawEstate, field: TranslatedField): Partial<Record<Locale, string>> {
  const values = estate.general[field] ?? {};
  return Object.fromEntries(LOCALES.map((lang) => [lang, plainText(values[lang] ?? '')]).filter(([, text]) => text !== ''));
}

/** The row of a text waiting (not shown): its original changed, the agency's cap is reached, translation is off. */
const waitingRow = (estateId: number, wanted: Wanted, reason: string, now: string): TranslationRow => ({
  estate_id: estateId,
  field: wanted.field,
  lang: wanted.to,
  text: null,
  source_lang: wanted.from,
  source_hash: wanted.hash,
  provider: 'none',
  model: null,
  state: 'waiting',
  reason,
  characters: 0,
  updated_at: now,
});

/** What the estate's texts want: rows to hide or delete now, and the texts to make. */
async function plan(db: D1Database, siteId: number, estate: RawEstate, languages: readonly Locale[], now: string) {
  const estateId = estate.general.id;
  const rows = await translationRows(db, siteId, [estateId]);
  const stored = new Map(rows.map((row) => [`${row.field}:${row.lang}`, row]));
  const now_: D1PreparedStatement[] = [];
  const wanted: Wanted[] = [];
  for (const field of TRANSLATED_FIELDS) {
    const own = ownTexts(estate, field);
    const written = Object.keys(own) as Locale[];
    // A language the agency now writes itself needs no translation: its own text is shown.
    const gone = rows.filter((row) => row.field === field && written.includes(row.lang));
    if (gone.length > 0)
      now_.push(
        db
          .prepare('DELETE FROM listing_translations WHERE site_id = ?1 AND estate_id = ?2 AND field = ?3 AND lang IN (SELECT value FROM json_each(?4))')
          .bind(siteId, estateId, field, JSON.stringify(gone.map((row) => row.lang))),
      );
    const from = [...languages, ...LOCALES].find((lang) => own[lang] !== undefined);
    if (!from) continue;
    const source = own[from]!;
    const hash = await sha256(`${from}\n${source}`);
    for (const to of languages.filter((lang) => own[lang] === undefined)) {
      const row = stored.get(`${field}:${to}`);
      if (row && (row.state === 'agency' || row.state === 'off')) continue;
      if (row && row.source_hash === hash && row.state !== 'waiting') continue;
      const text: Wanted = { field, to, from, source, hash };
      wanted.push(text);
      // An old text no longer says what the original says: hidden until the new one is made.
      if (row && row.source_hash !== hash && row.state !== 'waiting') now_.push(putRow(db, siteId, waitingRow(estateId, text, WAITING.changed, now)));
    }
  }
  return { now: now_, wanted };
}

/**
 * Makes an estate's missing texts. Answers null when the estate is not the site's (deleted since
 * it was queued). Throws a ProviderError when the provider failed: what it made before is kept,
 * the rest waits (not shown) and the queue tries again.
 */
export async function translateListing(env: PlatformBindings, job: TranslationJob, now = new Date().toISOString()): Promise<TranslateOutcome | null> {
  const db = await siteDb(env, job.siteId);
  const found = await db.prepare('SELECT document FROM estates WHERE id = ?1 AND site_id = ?2').bind(job.estateId, job.siteId).first<{ document: string }>();
  if (!found) return null;
  const estate = JSON.parse(found.document) as RawEstate;
  const languages = await siteLanguages(env, job.siteId);
  const { now: first, wanted } = await plan(db, job.siteId, estate, languages, now);
  const outcome: TranslateOutcome = { made: 0, refused: 0, characters: 0, waiting: null };
  const settings = await settingsOf(env, db, job.siteId);
  const translator = settings.enabled ? translatorOf(env, settings.provider, await agencyDeeplKey(env, job.siteId)) : null;
  const month = monthOf(now);
  const characters = wanted.reduce((sum, text) => sum + text.source.length, 0);
  const waitAll = (reason: string) => {
    outcome.waiting = reason;
    return wanted.map((text) => putRow(db, job.siteId, waitingRow(job.estateId, text, reason, now)));
  };
  if (wanted.length > 0 && !translator) first.push(...waitAll(WAITING.off));
  else if (wanted.length > 0 && (await usageOf(db, job.siteId, month)) + characters > settings.cap) first.push(...waitAll(WAITING.cap));
  if (first.length > 0) await db.batch(first);
  if (!translator || outcome.waiting || wanted.length === 0) {
    if (first.length > 0) await retireEstates(env.CACHE, job.siteId, [job.estateId]);
    return outcome;
  }

  // The words its facts are read with, before anything is sent: a text is never stored unchecked.
  await loadPlainWords(env.ASSETS);
  // One call per pair of languages, every text of the pair in it.
  const pairs = new Map<string, Wanted[]>();
  for (const text of wanted) pairs.set(`${text.from}>${text.to}`, [...(pairs.get(`${text.from}>${text.to}`) ?? []), text]);
  let failure: ProviderError | null = null;
  for (const texts of pairs.values()) {
    const { from, to } = texts[0]!;
    let made: string[];
    try {
      made = await translator.translate(
        texts.map((text) => text.source),
        from,
        to,
      );
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      failure = error;
      await db.batch(texts.map((text) => putRow(db, job.siteId, waitingRow(job.estateId, text, error.message, now))));
      break;
    }
    const sent = texts.reduce((sum, text) => sum + text.source.length, 0);
    outcome.characters += sent;
    const rows = texts.map((text, at): TranslationRow => {
      const output = made[at]!.trim();
      const failed: FactClaim[] = checkTranslation(estate, text.source, output);
      if (failed.length > 0) outcome.refused += 1;
      else outcome.made += 1;
      return {
        estate_id: job.estateId,
        field: text.field,
        lang: to,
        text: output,
        source_lang: from,
        source_hash: text.hash,
        provider: translator.provider,
        model: translator.model,
        state: failed.length > 0 ? 'refused' : 'machine',
        reason: failed.length > 0 ? JSON.stringify(failed) : null,
        characters: text.source.length,
        updated_at: now,
      };
    });
    await db.batch([...rows.map((row) => putRow(db, job.siteId, row)), addUsage(db, job.siteId, month, sent)]);
  }
  await retireEstates(env.CACHE, job.siteId, [job.estateId]);
  if (failure) throw failure;
  return outcome;
}
