import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { DEFAULT_VIEWING_HOURS } from '../../shared/domain/viewing-hours';
import { createDraft } from '../../worker/platform/listings/estate-store';
import { checkRecord } from '../../worker/platform/listings/check';
import { recordPublication } from '../../worker/platform/listings/versions';
import { publishDraft } from '../../worker/platform/drafts/publish';
import { readDraftItem, saveDraftItem } from '../../worker/platform/drafts/store';
import { upsertRentalUnits } from '../../worker/platform/listings/rental-upsert';
import { upsertListings } from '../../worker/platform/listings/upsert';
import { siteDb } from '../../worker/platform/databases/site-db';
import type { PlatformBindings } from '../../worker/platform/types';
import { offeredStarts, saveViewingHours } from '../../worker/platform/viewings/hours-store';
import { COMPLETE_LISTING } from './listing-fixtures';
import { rentalUnit } from './rental-fixtures';

/** The first new id a site's growth took in each table that numbers its rows. */
export interface Growth {
  estate: number;
  unit: number;
  period: number;
  draft: number;
  version: number;
  publication: number;
  slot: number;
}

/**
 * A site's rows grown through the platform's own writes, in its data database: a listing
 * (ingest), a holiday unit with its periods, a console listing published (its draft and
 * version), a content publication, and the listing's viewing slots.
 */
export async function grow(siteId: number, tag = 'grown'): Promise<Growth> {
  const db = await siteDb(env as unknown as PlatformBindings, siteId);
  const now = new Date().toISOString();
  const externalId = `${tag}-${siteId}`;
  const idOf = async (sql: string, ...bind: unknown[]) =>
    (await db
      .prepare(sql)
      .bind(...bind)
      .first<number>('id'))!;

  expect(
    await upsertListings(
      db,
      siteId,
      // With its source's version: the site has a row of source_versions too.
      [{ source: 'ingest-test', externalId, transaction: 'sale', status: 'available', type: 'HOUSE', address: { postalCode: '9000' }, updatedAt: now }],
      now,
    ),
  ).toMatchObject({ created: 1 });
  const estate = await idOf("SELECT estate_id AS id FROM external_ids WHERE site_id = ?1 AND source = 'ingest-test' AND external_id = ?2", siteId, externalId);

  expect(await upsertRentalUnits(db, siteId, [rentalUnit(externalId)], now)).toMatchObject({ created: 1 });
  const unitId = await idOf("SELECT unit_id AS id FROM rental_external_ids WHERE site_id = ?1 AND source = 'import' AND external_id = ?2", siteId, externalId);
  const period = await idOf('SELECT MIN(id) AS id FROM rental_periods WHERE unit_id = ?1', unitId);

  const checked = checkRecord(COMPLETE_LISTING, `c-${externalId}`, now, siteId);
  if (!checked.ok) throw new Error(`the growth's console listing was refused: ${checked.field} ${checked.error}`);
  const draft = await createDraft(db, siteId, checked.listing, 'groei@example.be', now);
  await upsertListings(db, siteId, [checked.listing], now);
  await recordPublication(db, siteId, draft, 1, checked.listing, 'groei@example.be', now);
  const version = await idOf('SELECT MAX(id) AS id FROM listing_versions WHERE draft_id = ?1', draft);

  const footer = await readDraftItem(db, siteId, 'navigation', 'footer');
  await saveDraftItem(db, siteId, 'navigation', 'footer', footer.document ?? [], footer.version, 'groei@example.be', new Date());
  const published = await publishDraft(db, siteId, 'groei@example.be', new Date(), env.DB);
  if ('refused' in published) throw new Error(`the growth's publication was refused: ${published.refused}`);

  await saveViewingHours(db, siteId, 'site', DEFAULT_VIEWING_HOURS, 'groei@example.be');
  expect((await offeredStarts(db, siteId, estate)).size).toBeGreaterThan(0);
  const slot = await idOf('SELECT MIN(id) AS id FROM agenda_slots WHERE estate_id = ?1', estate);
  return { estate, unit: unitId, period, draft, version, publication: published.id, slot };
}

/**
 * A row of the site in each table keyed by text or by the site's own keys (no id a database
 * hands out), referring to the grown rows: a price change, a reservation request, a booked
 * viewing, a subscription and its alert, a lead and its write key, a day's statistic, a
 * translation mark, a submission for approval, and a listing's translation with the agency's
 * translation settings and usage.
 */
export async function keyedRows(siteId: number, growth: Growth, tag = 'grown'): Promise<void> {
  const db = await siteDb(env as unknown as PlatformBindings, siteId);
  const now = new Date().toISOString();
  const token = `${tag}-${siteId}-token`;
  await db.batch([
    db
      .prepare('INSERT INTO estate_price_changes (estate_id, site_id, at, old_price, new_price) VALUES (?1, ?2, ?3, 260000, 250000)')
      .bind(growth.estate, siteId, now),
    db
      .prepare("INSERT INTO rental_reservations (id, site_id, unit_id, period_id, document, created_at) VALUES (?1, ?2, ?3, ?4, '{}', ?5)")
      .bind(`${tag}-reservation`, siteId, growth.unit, growth.period, now),
    db
      .prepare("INSERT INTO appointments (id, site_id, slot_id, document, created_at) VALUES (?1, ?2, ?3, '{}', ?4)")
      .bind(`${tag}-appointment`, siteId, growth.slot, now),
    db
      .prepare("INSERT INTO subscriptions (token, site_id, email, document, created_at, updated_at) VALUES (?1, ?2, 'abonnee@example.be', '{}', ?3, ?3)")
      .bind(token, siteId, now),
    db.prepare("INSERT INTO outbox (id, site_id, kind, document, created_at) VALUES (?1, ?2, 'alert', '{}', ?3)").bind(`${tag}-alert-${siteId}`, siteId, now),
    db
      .prepare("INSERT INTO subscription_alerts (token, estate_id, change, outbox_id, created_at) VALUES (?1, ?2, 'new', ?3, ?4)")
      .bind(token, growth.estate, `${tag}-alert-${siteId}`, now),
    db
      .prepare("INSERT INTO write_keys (site_id, key, path, status, answer, created_at) VALUES (?1, ?2, '/contact', 200, '{}', ?3)")
      .bind(siteId, `${tag}-key`, now),
    db
      .prepare(
        `INSERT INTO assistant_requests (site_id, id, kind, payload, email, token_hash, client, created_at, expires_at)
         VALUES (?1, ?2, 'contact', '{}', 'vraag@example.be', ?3, 'Test assistant', ?4, ?4)`,
      )
      .bind(siteId, `${tag}-request`, `${tag}-request-${siteId}`, now),
    db.prepare("INSERT INTO site_stats (site_id, day, kind, dim, value, count) VALUES (?1, ?2, 'view', 'page', '/nl/', 3)").bind(siteId, now.slice(0, 10)),
    db
      .prepare("INSERT INTO translation_marks (site_id, kind, item_key, locale, path, filled) VALUES (?1, 'navigation', 'footer', 'fr', '0.label', ?2)")
      .bind(siteId, now),
    db
      .prepare(
        "INSERT INTO draft_submissions (site_id, state, submitted_by, submitted_at) VALUES (?1, 'waiting', 'groei@example.be', ?2) ON CONFLICT DO NOTHING",
      )
      .bind(siteId, now),
    db
      .prepare(
        "INSERT INTO subscription_follows (token, site_id, estate_id, price, status, created_at, updated_at) VALUES (?1, ?2, ?3, 250000, 'FOR_SALE', ?4, ?4)",
      )
      .bind(token, siteId, growth.estate, now),
    db
      .prepare("INSERT INTO listing_signals (site_id, week, estate_id, state, figures, updated_at) VALUES (?1, '2026-11-16', ?2, 'sent', '{}', ?3)")
      .bind(siteId, growth.estate, now),
    db.prepare("INSERT INTO listing_signal_weeks (site_id, week, done_at) VALUES (?1, '2026-11-16', ?2)").bind(siteId, now),
    db
      .prepare("INSERT INTO held_listings (site_id, source, external_id, record, findings, held_at) VALUES (?1, 'whise', ?2, '{}', '[]', ?3)")
      .bind(siteId, `${tag}-held-${siteId}`, now),
    db
      .prepare(
        `INSERT INTO listing_translations (site_id, estate_id, field, lang, text, source_lang, source_hash, provider, model, state, characters, updated_at)
         VALUES (?1, ?2, 'title', 'de', 'Haus', 'nl', 'hash', 'workers-ai', '@cf/meta/m2m100-1.2b', 'machine', 6, ?3) ON CONFLICT DO NOTHING`,
      )
      .bind(siteId, growth.estate, now),
    db.prepare('INSERT INTO translation_settings (site_id, enabled, updated_at) VALUES (?1, 1, ?2) ON CONFLICT DO NOTHING').bind(siteId, now),
    db.prepare("INSERT INTO translation_usage (site_id, month, characters) VALUES (?1, '2026-11', 6) ON CONFLICT DO NOTHING").bind(siteId),
  ]);
}
