import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { cardTitle } from '../../../shared/domain/estate-card';
import { estatePath } from '../../../shared/domain/estate-links';
import { estateNews, NEW_FOR_MS } from '../../../shared/domain/estate-news';
import { type AddressDisplay, siteSettingsOf } from '../../../shared/domain/site-settings';
import { priceText } from '../../../shared/domain/price';
import { isHiddenStatus } from '../../../shared/domain/visibility';
import { DEFAULT_LOCALE, isLocale } from '../../../shared/i18n/locales';
import type { StatusCode } from '../../../shared/contract/enums';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import { reshapeEstate } from '../../../shared/contract/reshape/estate';
import type { AlertListing } from '../delivery/alert-mail';
import { mailText } from '../delivery/mail-texts';
import { enqueueOutbox } from '../delivery/queue-message';
import { outboxInsert } from '../delivery/outbox-insert';
import { allDatabases } from '../databases/site-db';
import { storedSite } from '../sites/store';
import type { PlatformBindings } from '../types';
import { type AlertCandidate, type AlertCriteria, type AlertFrequency, type AlertChange, isDue, periodStart, pickAlerts, sentKey } from './match';
import { logNotice } from '../log';

/** Subscriptions one run handles at most; the rest are due on the next run (every 5 minutes). */
const SUBSCRIPTIONS_PER_RUN = 500;
/** Listings in one alert at most (the newest first). */
const LISTINGS_PER_MAIL = 20;

interface SubscriptionRow {
  token: string;
  site_id: number;
  email: string;
  document: string;
  frequency: AlertFrequency;
  checked_until: string | null;
}

interface EstateRow {
  id: number;
  status: string;
  city_id: number | null;
  head_type_id: number;
  price: number | null;
  bedroom_count: number | null;
  publication_date: string;
  previous_price: number | null;
  price_changed_at: string | null;
  document: string;
}

const candidateOf = (row: EstateRow): AlertCandidate => ({
  id: row.id,
  status: row.status,
  cityId: row.city_id,
  headTypeId: row.head_type_id,
  price: row.price,
  bedrooms: row.bedroom_count,
  publicationDate: row.publication_date,
  previousPrice: row.previous_price,
  priceChangedAt: row.price_changed_at,
});

/** The confirmed subscriptions whose period has come (isDue), oldest run first. */
async function dueSubscriptions(db: D1Database, now: number): Promise<SubscriptionRow[]> {
  const rows = await db
    .prepare(
      `SELECT token, site_id, email, document, frequency, checked_until FROM subscriptions
       WHERE confirmed_at IS NOT NULL
         AND (checked_until IS NULL OR checked_until < CASE frequency WHEN 'instant' THEN ?1 WHEN 'daily' THEN ?2 ELSE ?3 END)
       ORDER BY checked_until LIMIT ?4`,
    )
    .bind(
      new Date(now).toISOString(),
      new Date(periodStart('daily', now)).toISOString(),
      new Date(periodStart('weekly', now)).toISOString(),
      SUBSCRIPTIONS_PER_RUN,
    )
    .all<SubscriptionRow>();
  // The SQL compares ISO texts; the same rule on the parsed moments decides.
  return rows.results.filter((row) => isDue(row.frequency, row.checked_until, now));
}

/** The statuses an alert searches (subscriptions choose among them). */
const ON_THE_MARKET: readonly StatusCode[] = ['FOR_SALE', 'TO_RENT'];

/**
 * A site's estates on the market that are new, or lowered in price, within the "new" days, of
 * the statuses the site shows (the site's own rule): a mail never names a
 * listing whose page answers 404.
 */
async function candidates(
  db: D1Database,
  siteId: number,
  hiddenStatus: readonly number[],
  now: number,
): Promise<Map<number, { candidate: AlertCandidate; raw: RawEstate }>> {
  const statuses = ON_THE_MARKET.filter((status) => !isHiddenStatus(status, hiddenStatus));
  if (statuses.length === 0) return new Map();
  // A day's margin for publication dates written with an offset; changesOf decides exactly.
  const since = new Date(now - NEW_FOR_MS - 24 * 60 * 60_000).toISOString();
  const rows = await db
    .prepare(
      `SELECT id, status, city_id, head_type_id, price, bedroom_count, publication_date, previous_price, price_changed_at, document
       FROM estates WHERE site_id = ?1 AND is_project = 0 AND status IN (SELECT value FROM json_each(?3))
         AND (publication_date >= ?2 OR (price_changed_at >= ?2 AND previous_price > price))`,
    )
    .bind(siteId, since, JSON.stringify(statuses))
    .all<EstateRow>();
  return new Map(rows.results.map((row) => [row.id, { candidate: candidateOf(row), raw: JSON.parse(row.document) as RawEstate }]));
}

/** What each of these subscriptions was alerted of already (sentKey). */
async function sentTo(db: D1Database, tokens: string[]): Promise<Map<string, Set<string>>> {
  const sent = new Map(tokens.map((token) => [token, new Set<string>()]));
  if (tokens.length === 0) return sent;
  const rows = await db
    .prepare('SELECT token, estate_id, change FROM subscription_alerts WHERE token IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(tokens))
    .all<{ token: string; estate_id: number; change: string }>();
  for (const row of rows.results) sent.get(row.token)?.add(sentKey(row.estate_id, row.change));
  return sent;
}

/** A listing of the alert in the subscriber's language, as the site's card shows it (in the mails' words). */
function alertListing(raw: RawEstate, changes: AlertChange[], locale: ReturnType<typeof localeOf>, now: number, display: AddressDisplay): AlertListing {
  const estate = reshapeEstate(raw, display);
  const dropped = changes.some((change) => change.startsWith('price:'));
  return {
    id: estate.id,
    title: cardTitle(estate, locale, mailText),
    price: priceText(estate, locale, mailText),
    previousPrice: dropped ? (estateNews(estate, locale, now, mailText)?.lowered?.previous ?? null) : null,
    isNew: changes.includes('new'),
    path: estatePath(estate, locale),
    image: estate.mainImage ?? null,
  };
}

const localeOf = (value: unknown) => (isLocale(value) ? value : DEFAULT_LOCALE);

/**
 * The alerts of one run of the Cron Trigger: every confirmed subscription whose
 * period has come (instant: every run; daily and weekly from ALERT_HOUR Brussels time) gets
 * ONE mail in the outbox with the listings it searches that are new or lowered in price and
 * that it was not alerted of yet; what was sent is recorded, so each listing alerts a
 * subscriber once and each price drop once. The mail, the record and the subscription's run
 * are one batch, written only if no other run took the subscription meanwhile. Answers the
 * outbox ids written (and sent to the queue). Every database's subscriptions, one after the other.
 */
export async function sendAlerts(env: PlatformBindings, at = new Date()): Promise<string[]> {
  const written: string[] = [];
  for (const { db } of allDatabases(env)) written.push(...(await alertsIn(env, db, at)));
  return written;
}

async function alertsIn(env: PlatformBindings, db: D1Database, at: Date): Promise<string[]> {
  const now = at.getTime();
  const nowIso = at.toISOString();
  const due = await dueSubscriptions(db, now);
  if (due.length === 0) return [];
  const sent = await sentTo(
    db,
    due.map((row) => row.token),
  );
  const bySite = new Map<number, SubscriptionRow[]>();
  for (const row of due) bySite.set(row.site_id, [...(bySite.get(row.site_id) ?? []), row]);
  const written: { id: string; site_id: number }[] = [];
  const quiet: string[] = [];
  for (const [siteId, subscriptions] of bySite) {
    // The site's settings: the mail shows what the site shows, and its links say no more of an address.
    const { hiddenStatus, addressDisplay: display } = siteSettingsOf((await storedSite(env.DB, siteId)).settings);
    const estates = await candidates(db, siteId, hiddenStatus, now);
    const pool = [...estates.values()].map((entry) => entry.candidate);
    for (const subscription of subscriptions) {
      const document = JSON.parse(subscription.document) as { criteria: AlertCriteria; locale?: string; firstName?: string };
      const picks = pickAlerts(document.criteria, pool, sent.get(subscription.token)!, now)
        .sort((a, b) => b.estate.publicationDate.localeCompare(a.estate.publicationDate) || a.estate.id - b.estate.id)
        .slice(0, LISTINGS_PER_MAIL);
      if (picks.length === 0) {
        quiet.push(subscription.token);
        continue;
      }
      const locale = localeOf(document.locale);
      const id = crypto.randomUUID();
      const mail = {
        token: subscription.token,
        email: subscription.email,
        locale,
        ...(document.firstName ? { firstName: document.firstName } : {}),
        frequency: subscription.frequency,
        listings: picks.map((pick) => alertListing(estates.get(pick.estate.id)!.raw, pick.changes, locale, now, display)),
      };
      // Written only while the subscription's last run is still the one read here.
      const unchanged = { sql: '(SELECT checked_until FROM subscriptions WHERE token = ?6) IS ?7', bind: [subscription.token, subscription.checked_until] };
      const statements: D1PreparedStatement[] = [
        outboxInsert(db, siteId, 'estate-alert', mail, id, unchanged),
        ...picks.flatMap((pick) =>
          pick.changes.map((change) =>
            db
              .prepare(
                `INSERT OR IGNORE INTO subscription_alerts (token, estate_id, change, outbox_id, created_at) SELECT ?1, ?2, ?3, ?4, ?5
                 WHERE EXISTS (SELECT 1 FROM outbox WHERE id = ?4)`,
              )
              .bind(subscription.token, pick.estate.id, change, id, nowIso),
          ),
        ),
        db.prepare('UPDATE subscriptions SET checked_until = ?2 WHERE token = ?1').bind(subscription.token, nowIso),
      ];
      const results = await db.batch(statements);
      if (results[0]?.meta.changes) written.push({ id, site_id: siteId });
    }
  }
  if (quiet.length > 0) {
    await db.prepare('UPDATE subscriptions SET checked_until = ?2 WHERE token IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(quiet), nowIso).run();
  }
  await enqueueOutbox(env.OUTBOX_QUEUE, written);
  if (written.length > 0) logNotice('alerts', `${written.length} mails for ${due.length} due subscriptions`);
  return written.map((row) => row.id);
}
