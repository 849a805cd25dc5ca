import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { TranslatedField } from '../../../shared/contract/listing-translations';
import type { Locale } from '../../../shared/i18n/locales';
import type { PlatformBindings } from '../types';

/*
 * The stored translations of a site's listings (migration 0061, in its data database: siteDb), an
 * agency's switch and cap, and its month's usage. The site reads them only through the estate's
 * answer (`withTranslations`): a page's CPU does nothing a write could have done.
 */

/** What a row's text is (migration 0061 says each). */
export type TranslationState = 'machine' | 'accepted' | 'agency' | 'refused' | 'off' | 'waiting';

export interface TranslationRow {
  estate_id: number;
  field: TranslatedField;
  lang: Locale;
  text: string | null;
  source_lang: Locale;
  source_hash: string;
  provider: string;
  model: string | null;
  state: TranslationState;
  /** refused: the claims that failed (JSON); waiting: why (plain words). */
  reason: string | null;
  characters: number;
  updated_at: string;
}

/** The states a page shows. */
export const SHOWN: readonly TranslationState[] = ['machine', 'accepted', 'agency'];

const SHOWN_SQL = SHOWN.map((state) => `'${state}'`).join(', ');

/** The rows of the estate `alias` a page may show, as `t` (none while its agency switched translation off), and who vouches for each. */
const shownRows = (alias: string) => `FROM listing_translations t WHERE t.estate_id = ${alias}.id AND t.state IN (${SHOWN_SQL})
    AND NOT EXISTS (SELECT 1 FROM translation_settings s WHERE s.site_id = ${alias}.site_id AND s.enabled = 0)`;
const BY_SQL = "iif(t.state IN ('machine', 'accepted'), t.state, 'agency')";

/**
 * The SQL of an estate's stored document with the translations a page may show as `translated`
 * (shared/contract/listing-translations.ts), over the estates row `alias`: the document as it is
 * when there is none, or when its agency switched translation off. Two primary-key lookups a row.
 */
export function withTranslations(alias: string): string {
  const shown = shownRows(alias);
  return `CASE WHEN EXISTS (SELECT 1 ${shown}) THEN json_set(${alias}.document, '$.translated', (SELECT json_group_array(json_object(
      'lang', t.lang, 'field', t.field, 'text', t.text, 'from', t.source_lang, 'by', ${BY_SQL})) ${shown}))
    ELSE ${alias}.document END`;
}

/** The SQL of the same translations of the estate `alias` without their texts, `[{ lang, by }]`: what its hreflang reads (the sitemap's). */
export const vouchedSql = (alias: string): string => `(SELECT json_group_array(json_object('lang', t.lang, 'by', ${BY_SQL})) ${shownRows(alias)})`;

/** The rows of these estates of a site. */
export async function translationRows(db: D1Database, siteId: number, estateIds: readonly number[]): Promise<TranslationRow[]> {
  if (estateIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT estate_id, field, lang, text, source_lang, source_hash, provider, model, state, reason, characters, updated_at
       FROM listing_translations WHERE site_id = ?1 AND estate_id IN (SELECT value FROM json_each(?2)) ORDER BY estate_id, field, lang`,
    )
    .bind(siteId, JSON.stringify(estateIds))
    .all<TranslationRow>();
  return results;
}

/** Writes one row (replacing the estate's text of that field and language). */
export function putRow(db: D1Database, siteId: number, row: TranslationRow): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO listing_translations
         (site_id, estate_id, field, lang, text, source_lang, source_hash, provider, model, state, reason, characters, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
       ON CONFLICT (estate_id, field, lang) DO UPDATE SET text = excluded.text, source_lang = excluded.source_lang,
         source_hash = excluded.source_hash, provider = excluded.provider, model = excluded.model, state = excluded.state,
         reason = excluded.reason, characters = excluded.characters, updated_at = excluded.updated_at
       WHERE listing_translations.site_id = excluded.site_id`,
    )
    .bind(
      siteId,
      row.estate_id,
      row.field,
      row.lang,
      row.text,
      row.source_lang,
      row.source_hash,
      row.provider,
      row.model,
      row.state,
      row.reason,
      row.characters,
      row.updated_at,
    );
}

/** An agency's switch, the provider it prefers and its cap. */
export interface TranslationSettings {
  enabled: boolean;
  provider: string | null;
  /** Characters a month. */
  cap: number;
  /** Whether the cap is the agency's own (else the platform's). */
  ownCap: boolean;
}

/** The platform's cap of characters a month per agency (TRANSLATION_MONTHLY_CHARACTERS, default 200,000). */
export function platformCap(env: PlatformBindings): number {
  const cap = Number(env.TRANSLATION_MONTHLY_CHARACTERS);
  return Number.isFinite(cap) && cap >= 0 && env.TRANSLATION_MONTHLY_CHARACTERS !== undefined && env.TRANSLATION_MONTHLY_CHARACTERS !== '' ? cap : 200_000;
}

export async function settingsOf(env: PlatformBindings, db: D1Database, siteId: number): Promise<TranslationSettings> {
  const row = await db
    .prepare('SELECT enabled, provider, monthly_characters FROM translation_settings WHERE site_id = ?1')
    .bind(siteId)
    .first<{ enabled: number; provider: string | null; monthly_characters: number | null }>();
  const own = row?.monthly_characters ?? null;
  return { enabled: row?.enabled !== 0, provider: row?.provider ?? null, cap: own ?? platformCap(env), ownCap: own !== null };
}

/** Writes an agency's settings: what is given, the rest kept. */
export function putSettings(
  db: D1Database,
  siteId: number,
  change: { enabled?: boolean; provider?: string | null; cap?: number | null },
  now: string,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO translation_settings (site_id, enabled, provider, monthly_characters, updated_at) VALUES (?1, coalesce(?2, 1), ?3, ?4, ?5)
       ON CONFLICT (site_id) DO UPDATE SET enabled = coalesce(?2, enabled),
         provider = CASE WHEN ?6 THEN ?3 ELSE provider END, monthly_characters = CASE WHEN ?7 THEN ?4 ELSE monthly_characters END, updated_at = ?5`,
    )
    .bind(
      siteId,
      change.enabled === undefined ? null : change.enabled ? 1 : 0,
      change.provider ?? null,
      change.cap ?? null,
      now,
      change.provider !== undefined ? 1 : 0,
      change.cap !== undefined ? 1 : 0,
    );
}

/** The calendar month (UTC) a usage counts in: '2026-11'. */
export const monthOf = (now: string): string => now.slice(0, 7);

/** The characters a site's listings sent in a month. */
export async function usageOf(db: D1Database, siteId: number, month: string): Promise<number> {
  const row = await db
    .prepare('SELECT characters FROM translation_usage WHERE site_id = ?1 AND month = ?2')
    .bind(siteId, month)
    .first<{ characters: number }>();
  return row?.characters ?? 0;
}

/** Adds characters sent to a site's month. */
export function addUsage(db: D1Database, siteId: number, month: string, characters: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO translation_usage (site_id, month, characters) VALUES (?1, ?2, ?3)
       ON CONFLICT (site_id, month) DO UPDATE SET characters = characters + excluded.characters`,
    )
    .bind(siteId, month, characters);
}
