import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { cardTitle } from '../../../shared/domain/estate-card';
import { estatePath } from '../../../shared/domain/estate-links';
import { priceText } from '../../../shared/domain/price';
import { siteSettingsOf } from '../../../shared/domain/site-settings';
import { isHiddenStatus } from '../../../shared/domain/visibility';
import type { StatusCode } from '../../../shared/contract/enums';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import { reshapeEstate } from '../../../shared/contract/reshape/estate';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/i18n/locales';
import type { FollowedListing } from '../delivery/followed-mail';
import { mailText } from '../delivery/mail-texts';
import { enqueueOutbox } from '../delivery/queue-message';
import { logNotice } from '../log';
import { outboxInsert } from '../delivery/outbox-insert';
import { allDatabases } from '../databases/site-db';
import { storedSite } from '../sites/store';
import type { PlatformBindings } from '../types';
import { differs, followChanges, type FollowState } from './follow-changes';

/** Followed listings whose state moved that one run looks at; the rest wait for the next run (every 5 minutes). */
const FOLLOWS_PER_RUN = 500;

/** The outbox kind of a mail about followed listings. */
export const FOLLOWED_KIND = 'followed-change';

/** A listing's option flag as the estates' documents hold it (shared by the follow and the job). */
export const UNDER_OPTION_SQL = "COALESCE(json_extract(e.document, '$.general.underOption'), 0)";

interface MovedRow {
  token: string;
  site_id: number;
  estate_id: number;
  was_price: number | null;
  was_status: string;
  was_option: number;
  price: number | null;
  status: string;
  under_option: number;
  document: string;
  email: string;
  subscription: string;
}

/** The followed listings of confirmed subscriptions whose state is no longer the one stored. */
async function moved(db: D1Database): Promise<MovedRow[]> {
  const rows = await db
    .prepare(
      `SELECT f.token, f.site_id, f.estate_id, f.price AS was_price, f.status AS was_status, f.under_option AS was_option,
         e.price, e.status, ${UNDER_OPTION_SQL} AS under_option, e.document, s.email, s.document AS subscription
       FROM subscription_follows f
       JOIN subscriptions s ON s.token = f.token AND s.site_id = f.site_id AND s.confirmed_at IS NOT NULL
       JOIN estates e ON e.id = f.estate_id AND e.site_id = f.site_id
       WHERE e.price IS NOT f.price OR e.status IS NOT f.status OR ${UNDER_OPTION_SQL} IS NOT f.under_option
       ORDER BY f.token LIMIT ?1`,
    )
    .bind(FOLLOWS_PER_RUN)
    .all<MovedRow>();
  return rows.results;
}

const wasOf = (row: MovedRow): FollowState => ({ price: row.was_price, status: row.was_status, underOption: row.was_option === 1 });
const nowOf = (row: MovedRow): FollowState => ({ price: row.price, status: row.status, underOption: row.under_option === 1 });

/** The snapshot moved to the estate's state, only while it is still the one this run read. */
function moveSnapshot(db: D1Database, row: MovedRow, at: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE subscription_follows SET price = ?3, status = ?4, under_option = ?5, updated_at = ?6
       WHERE token = ?1 AND estate_id = ?2 AND price IS ?7 AND status = ?8 AND under_option = ?9`,
    )
    .bind(row.token, row.estate_id, row.price, row.status, row.under_option === 1 ? 1 : 0, at, row.was_price, row.was_status, row.was_option);
}

/** A followed listing of the mail in the follower's language: its card's title, the price before and now, its link unless the site hides its status. */
function listingOf(
  row: MovedRow,
  changes: FollowedListing['changes'],
  locale: Locale,
  hiddenStatus: readonly number[],
  display: ReturnType<typeof siteSettingsOf>['addressDisplay'],
): FollowedListing {
  const raw = JSON.parse(row.document) as RawEstate;
  const estate = reshapeEstate(raw, display);
  const before = structuredClone(raw);
  before.general.price = { ...before.general.price, value: row.was_price };
  before.general.status = row.was_status as StatusCode;
  const previous = priceText(reshapeEstate(before, display), locale, mailText);
  const price = priceText(estate, locale, mailText);
  return {
    id: row.estate_id,
    title: cardTitle(estate, locale, mailText),
    changes,
    price,
    previousPrice: changes.includes('price') && previous !== price ? previous : null,
    path: isHiddenStatus(row.status as StatusCode, hiddenStatus) ? null : estatePath(estate, locale),
    image: estate.mainImage ?? null,
  };
}

/**
 * The mails of one run of the Cron Trigger about followed listings: every followed
 * listing of a confirmed subscription is compared with the state last mailed of it
 * (subscription_follows); a price lower than it, "under option", sold or rented goes in ONE
 * mail per subscriber and run, in the subscriber's language, and the snapshot becomes the
 * listing's state in the same batch, written only while the snapshot is still the one read:
 * one change is mailed once, however many writers (ingest, CRM syncs, the console) wrote it and
 * however many runs overlap. A difference worth no mail (a price raised, back on the market)
 * only moves the snapshot, so a later drop is mailed again. Answers the outbox ids written.
 */
export async function sendFollowedChanges(env: PlatformBindings, at = new Date()): Promise<string[]> {
  const written: string[] = [];
  for (const { db } of allDatabases(env)) written.push(...(await changesIn(env, db, at.toISOString())));
  return written;
}

async function changesIn(env: PlatformBindings, db: D1Database, at: string): Promise<string[]> {
  const rows = await moved(db);
  if (rows.length === 0) return [];
  const byToken = new Map<string, MovedRow[]>();
  for (const row of rows) byToken.set(row.token, [...(byToken.get(row.token) ?? []), row]);
  const settings = new Map<number, ReturnType<typeof siteSettingsOf>>();
  const written: { id: string; site_id: number }[] = [];
  for (const [token, followed] of byToken) {
    const siteId = followed[0]!.site_id;
    if (!settings.has(siteId)) settings.set(siteId, siteSettingsOf((await storedSite(env.DB, siteId)).settings));
    const { hiddenStatus, addressDisplay } = settings.get(siteId)!;
    const subscription = JSON.parse(followed[0]!.subscription) as { locale?: string; firstName?: string };
    const locale = isLocale(subscription.locale) ? subscription.locale : DEFAULT_LOCALE;
    const listings = followed.flatMap((row) => {
      const changes = followChanges(wasOf(row), nowOf(row));
      return changes.length > 0 ? [listingOf(row, changes, locale, hiddenStatus, addressDisplay)] : [];
    });
    const updates = followed.filter((row) => differs(wasOf(row), nowOf(row))).map((row) => moveSnapshot(db, row, at));
    if (listings.length === 0) {
      await db.batch(updates);
      continue;
    }
    const id = crypto.randomUUID();
    const mail = { token, email: followed[0]!.email, locale, ...(subscription.firstName ? { firstName: subscription.firstName } : {}), listings };
    // Written only while every snapshot is still the one read here (an overlapping run moved none).
    const snapshots = followed.map((row) => [row.estate_id, row.was_price, row.was_status, row.was_option]);
    const unchanged = {
      sql: `(SELECT count(*) FROM subscription_follows f, json_each(?6) j WHERE f.token = ?7 AND f.estate_id = json_extract(j.value, '$[0]')
              AND f.price IS json_extract(j.value, '$[1]') AND f.status = json_extract(j.value, '$[2]')
              AND f.under_option = json_extract(j.value, '$[3]')) = ?8`,
      bind: [JSON.stringify(snapshots), token, snapshots.length],
    };
    const results = await db.batch([outboxInsert(db, siteId, FOLLOWED_KIND, mail, id, unchanged), ...updates]);
    if (results[0]?.meta.changes) written.push({ id, site_id: siteId });
  }
  await enqueueOutbox(env.OUTBOX_QUEUE, written);
  if (written.length > 0) logNotice('follows', `${written.length} mails for ${byToken.size} followers`);
  return written.map((row) => row.id);
}
