import { sendFollowedChanges } from './alerts/follows';
import { sendAlerts } from './alerts/run';
import { redriveFailedLeads } from './delivery/redrive';
import { resendPendingOutbox } from './delivery/resend';
import { CRMS } from './crm/crms';
import { runHostnameChecks } from './hostnames/domains';
import { pushWeeklySignals } from './signals/run';
import { redriveSyncEvents } from './sync/events';
import type { PlatformBindings } from './types';
import { logFailure } from './log';
import { dropOldWriteKeys } from './site-api/write-keys';
import { queueUnmadePictures } from './media/backfill';
import { giveMediaOwners } from './media/owners';
import { enforceRetention } from './privacy/retention';
import { loadMailWords } from './delivery/mail-words';
import { queueCappedTranslations } from './translations/next-month';

/**
 * One run of the Cron Trigger (every 5 minutes, wrangler.toml and wrangler.platform.toml):
 * the alerts whose period has come (worker/platform/alerts/run.ts: instant ones every run,
 * daily and weekly ones from 07:00 Brussels time) and the changes of followed listings
 * (alerts/follows.ts, every run), then the re-send of pending outbox rows, then
 * each CRM's scheduled step (crm/registry.ts: Whise's pulls and daily delete diffs), then each
 * listing's weekly signals once last week is complete (signals/run.ts: to the CRM or the
 * agency's weekly mail), then the CRM
 * sync events dead-lettered or lost on the way (sync/events.ts) and the leads dead-lettered
 * while their CRM was down (delivery/redrive.ts), and the agencies' own domains still pending or
 * being removed at Cloudflare (hostnames/domains.ts), the visitors' write keys past their
 * days (site-api/write-keys.ts), a page of the media files stored before each carried its
 * site (media/owners.ts), a page of the listings whose pictures no write queued to be made in
 * sizes (media/backfill.ts), and what agencies' visitors sent once each agency's retention has
 * passed (privacy/retention.ts), and a page of the listings whose translations waited for an
 * earlier month's cap (translations/next-month.ts).
 * One failing does not keep the others from running; the run fails if any did, and does not
 * start without the words of the mails (worker/platform/delivery/mail-words.ts).
 */
export async function runScheduled(env: PlatformBindings, at: Date): Promise<void> {
  // The mails' words first (mail-words.ts): unreadable, the run fails (logged) and the next one,
  // five minutes later, does what was due, every step taking what is due by then.
  await loadMailWords(env.ASSETS);
  // In turn: the alerts' rows are sent to the queue before the re-send looks for pending ones.
  const outcomes: PromiseSettledResult<unknown>[] = [];
  for (const step of [
    () => sendAlerts(env, at),
    () => sendFollowedChanges(env, at),
    () => resendPendingOutbox(env, at),
    ...CRMS.map((crm) => () => crm.scheduled?.(env, at)),
    () => pushWeeklySignals(env, at),
  ]) {
    outcomes.push(...(await Promise.allSettled([step()])));
  }
  outcomes.push(
    ...(await Promise.allSettled([
      redriveSyncEvents(env, at),
      redriveFailedLeads(env, at),
      runHostnameChecks(env, at),
      dropOldWriteKeys(env, at),
      giveMediaOwners(env, at),
      queueUnmadePictures(env, at),
      enforceRetention(env, at),
      queueCappedTranslations(env, at),
    ])),
  );
  const failed = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  for (const failure of failed) logFailure('scheduled run failed', failure.reason);
  if (failed.length > 0) throw failed[0]!.reason;
}
