import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { DEFAULT_LOCALE, isLocale } from '../../../shared/i18n/locales';
import type { RawSite } from '../../../shared/contract/raw/site';
import type { ListingSignals, SignalsSender } from '../crm/crm';
import { CrmError, describeFailure } from '../crm/crm-error';
import { CRM_KINDS, crmOf } from '../crm/crms';
import { retryBaseSeconds, retryDelaySeconds } from '../delivery/backoff';
import { type CrmConnectionRow, crmConnectionsOf, leadConnectionOf } from '../delivery/crm';
import { mailOrigin } from '../delivery/mail-parts';
import { enqueueOutbox } from '../delivery/queue-message';
import { logFailure } from '../log';
import { outboxInsert } from '../delivery/outbox-insert';
import { siteDb } from '../databases/site-db';
import type { PlatformBindings } from '../types';
import { signalsWeek, weekSignals } from './figures';
import { LISTING_SIGNALS_KIND, type SignalsMailListing } from './mail';

// The weekly listing signals (docs/crm-connectors.md "Weekly listing signals"): a step
// of the 5-minute Cron Trigger (scheduled.ts) that, once last week is complete, takes each site
// with a CRM connection in turn and pushes every listing's week to its CRM where the CRM has a
// place for it (Crm.pushListingSignals), else puts it in the agency's weekly mail. Each listing
// and week is one row of listing_signals (migration 0046): pushed once, never twice; a CRM that
// is down is tried again on a later run with backoff, up to MAX_TRIES, then the mail carries it
// (the dead letter), as a refusal does at once. The site's week ends with its mail (one outbox
// row, delivered like every mail, with retries) and a row of listing_signal_weeks.

/** Tries of one listing's push before the mail carries it. */
const MAX_TRIES = 6;
/** CRM calls one run makes at most (a Worker's subrequests are limited); the rest wait for the next run. */
const CALLS_PER_RUN = 100;
/** Sites one run looks at at most. */
const SITES_PER_RUN = 25;

interface SignalRow {
  estate_id: number;
  state: 'crm' | 'mail' | 'retry';
  /** JSON: the figures as pushed or mailed (views, favorites, enquiries, buyerPool). */
  figures: string;
  attempts: number;
  next_try_at: string | null;
  last_error: string | null;
}

const TRANSIENT = new Set(['unavailable', 'timeout', 'rate-limited']);

type Sender = { send: SignalsSender | null; why: string | null };

/**
 * The sender of a listing's signals, by its source: the CRM connection it came from
 * (delivery/crm.ts leadConnectionOf, as its leads), one client a connection; none when no
 * connection owns it or its CRM has no place for signals (or its connection cannot be read:
 * the mail carries them, why given).
 */
async function sendersOf(env: PlatformBindings, siteId: number): Promise<(source: string | null) => Promise<Sender>> {
  const connections = await crmConnectionsOf(env.DB, siteId);
  const made = new Map<number, Promise<Sender>>();
  const senderOf = async (connection: CrmConnectionRow): Promise<Sender> => {
    const crm = crmOf(connection.kind);
    if (!crm?.pushListingSignals) return { send: null, why: null };
    try {
      return { send: await crm.pushListingSignals(env, connection), why: null };
    } catch (error) {
      return { send: null, why: describeFailure(error) };
    }
  };
  return (source) => {
    const connection = source ? leadConnectionOf(connections, { source }) : null;
    if (!connection) return Promise.resolve({ send: null, why: null });
    if (!made.has(connection.id)) made.set(connection.id, senderOf(connection));
    return made.get(connection.id)!;
  };
}

const figuresOf = ({ views, favorites, enquiries, buyerPool }: ListingSignals) => JSON.stringify({ views, favorites, enquiries, buyerPool });

function write(db: D1Database, siteId: number, signals: ListingSignals, row: Omit<SignalRow, 'estate_id' | 'figures'>, at: Date) {
  const { week, estateId } = signals;
  return db
    .prepare(
      `INSERT INTO listing_signals (site_id, week, estate_id, state, figures, attempts, next_try_at, last_error, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
       ON CONFLICT (site_id, week, estate_id) DO UPDATE SET state = excluded.state, figures = excluded.figures, attempts = excluded.attempts,
         next_try_at = excluded.next_try_at, last_error = excluded.last_error, updated_at = excluded.updated_at`,
    )
    .bind(siteId, week, estateId, row.state, figuresOf(signals), row.attempts, row.next_try_at, row.last_error, at.toISOString());
}

/** One listing's push: the row it leaves (sent, in the mail, or tried again later). */
async function pushOne(
  send: SignalsSender,
  signals: ListingSignals,
  before: SignalRow | undefined,
  env: PlatformBindings,
  at: Date,
): Promise<Omit<SignalRow, 'estate_id' | 'figures'>> {
  const attempts = (before?.attempts ?? 0) + 1;
  try {
    const outcome = await send(signals);
    return { state: outcome === 'sent' ? 'crm' : 'mail', attempts, next_try_at: null, last_error: null };
  } catch (error) {
    const why = describeFailure(error);
    if (error instanceof CrmError && TRANSIENT.has(error.kind) && attempts < MAX_TRIES) {
      const delay = Math.max(retryDelaySeconds(attempts, retryBaseSeconds(env.SYNC_RETRY_BASE_SECONDS)), error.retryAfterSeconds ?? 0);
      return { state: 'retry', attempts, next_try_at: new Date(at.getTime() + delay * 1000).toISOString(), last_error: why };
    }
    if (!(error instanceof CrmError)) logFailure('signals: a push failed', why, `estate ${signals.estateId}`);
    return { state: 'mail', attempts, next_try_at: null, last_error: attempts >= MAX_TRIES ? `gave up after ${attempts} tries: ${why}` : why };
  }
}

/**
 * One site's week: what is left to push, pushed within `budget` calls; its mail once nothing is
 * left. Answers the calls left, or null when the week was done already.
 */
async function pushSite(
  env: PlatformBindings,
  siteId: number,
  site: RawSite,
  week: { week: string; weekEnd: string },
  at: Date,
  budget: number,
): Promise<number | null> {
  const db = await siteDb(env, siteId);
  if (await db.prepare('SELECT 1 FROM listing_signal_weeks WHERE site_id = ?1 AND week = ?2').bind(siteId, week.week).first()) return null;
  const locale = isLocale(site.defaultLanguage) ? site.defaultLanguage : DEFAULT_LOCALE;
  const rows = new Map(
    (
      await db
        .prepare('SELECT estate_id, state, figures, attempts, next_try_at, last_error FROM listing_signals WHERE site_id = ?1 AND week = ?2')
        .bind(siteId, week.week)
        .all<SignalRow>()
    ).results.map((row) => [row.estate_id, row]),
  );
  const settled = new Set([...rows.values()].filter((row) => row.state !== 'retry').map((row) => row.estate_id));
  const listings = await weekSignals(db, siteId, week, locale, mailOrigin(site, env.LOCAL_SITES_PORT), settled);
  const senderFor = await sendersOf(env, siteId);
  let waiting = false;
  const mailOnly: D1PreparedStatement[] = [];
  for (const signals of listings) {
    const before = rows.get(signals.estateId);
    if (before && before.state !== 'retry') continue;
    const { send, why } = await senderFor(signals.source);
    if ((before?.next_try_at && before.next_try_at > at.toISOString()) || (send && budget <= 0)) {
      waiting = true;
      continue;
    }
    let row: Omit<SignalRow, 'estate_id' | 'figures'> = { state: 'mail', attempts: 0, next_try_at: null, last_error: why };
    if (send) {
      budget -= 1;
      row = await pushOne(send, signals, before, env, at);
      // Written at once: a push the CRM took is never made again, even if this run stops here.
      await write(db, siteId, signals, row, at).run();
    } else mailOnly.push(write(db, siteId, signals, row, at));
    if (row.state === 'retry') waiting = true;
    rows.set(signals.estateId, { estate_id: signals.estateId, figures: figuresOf(signals), ...row });
  }
  for (let start = 0; start < mailOnly.length; start += 100) await db.batch(mailOnly.slice(start, start + 100));
  if (!waiting) await finishWeek(env, db, siteId, week, listings, rows, at);
  return budget;
}

/** The site's week done: its mail (the listings the CRM did not take) written and queued, and the week marked, in one batch. */
async function finishWeek(
  env: PlatformBindings,
  db: D1Database,
  siteId: number,
  week: { week: string; weekEnd: string },
  listings: ListingSignals[],
  rows: Map<number, SignalRow>,
  at: Date,
) {
  const mailed: SignalsMailListing[] = listings
    .filter((signals) => rows.get(signals.estateId)?.state === 'mail')
    // The figures as kept when the listing was settled (an earlier run's, for some).
    .map(({ estateId, reference, title, url }) => {
      const row = rows.get(estateId)!;
      return {
        estateId,
        reference,
        title,
        url,
        ...(JSON.parse(row.figures) as Pick<ListingSignals, 'views' | 'favorites' | 'enquiries' | 'buyerPool'>),
        why: row.last_error,
      };
    });
  const id = mailed.length > 0 ? `signals-${siteId}-${week.week}` : null;
  const mark = db
    .prepare('INSERT INTO listing_signal_weeks (site_id, week, done_at, outbox_id) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING')
    .bind(siteId, week.week, at.toISOString(), id);
  await db.batch(
    id ? [outboxInsert(db, siteId, LISTING_SIGNALS_KIND, { ...week, locale: listings[0]?.locale ?? DEFAULT_LOCALE, listings: mailed }, id), mark] : [mark],
  );
  if (id) await enqueueOutbox(env.OUTBOX_QUEUE, [id]);
}

/**
 * The Cron Trigger's step: last week's signals of the sites with a CRM connection, those not
 * done yet, oldest connection first, at most CALLS_PER_RUN CRM calls a run. A site failing
 * does not keep the others from their turn; the run fails if one did.
 */
export async function pushWeeklySignals(env: PlatformBindings, at: Date): Promise<void> {
  const week = signalsWeek(at);
  const { results } = await env.DB.prepare(
    `SELECT c.site_id AS siteId, s.document FROM connections c JOIN sites s ON s.id = c.site_id
     WHERE c.kind IN (SELECT value FROM json_each(?1)) AND c.secret IS NOT NULL GROUP BY c.site_id ORDER BY MIN(c.id)`,
  )
    .bind(JSON.stringify(CRM_KINDS))
    .all<{ siteId: number; document: string }>();
  let budget = CALLS_PER_RUN;
  let sites = 0;
  const failures: unknown[] = [];
  for (const { siteId, document } of results) {
    if (budget <= 0 || sites >= SITES_PER_RUN) break;
    try {
      const left = await pushSite(env, siteId, JSON.parse(document) as RawSite, week, at, budget);
      if (left === null) continue;
      sites += 1;
      budget = left;
    } catch (error) {
      failures.push(error);
      logFailure('signals: a site’s week failed', describeFailure(error), `site ${siteId}`);
    }
  }
  if (failures.length > 0) throw failures[0];
}
