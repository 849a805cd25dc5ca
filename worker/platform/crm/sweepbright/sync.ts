import { buildPath } from '../../../../shared/routes';
import { retireEstates } from '../../cache/retire';
import { siteLinkBase } from '../../sites/link';
import { decryptSecret } from '../../connections/secrets';
import type { Refusal, SyncCounts } from '../../connections/sync-log';
import { deleteListing, upsertListings } from '../../listings/upsert';
import { newestTime, sourceTime, staleLine, versionOf } from '../../listings/source-version';
import { type CopyResult, copyFile, keyPart } from '../copy-files';
import { queuePictures } from '../../media/sizes';
import { queueTranslations } from '../../translations/queue';
import type { PlatformBindings } from '../../types';
import { siteDb } from '../../databases/site-db';
import type { EventOutcome, EventTry } from '../crm';
import { CrmError, describeFailure } from '../crm-error';
import { createSweepBrightClient, type SweepBrightClient, sweepBrightApiUrl } from './client';
import { knownStatus, mapSweepBrightEstate, offSiteReason, SOURCE } from './map';
import type { SweepBrightEstate, SweepBrightFile } from './schema';
import type { ConnectionRow as FullConnectionRow } from '../../connections/row';

/** What one event did: the counts and refusals for the sync log, and what is left to try again. */
export interface SweepBrightSyncOutcome {
  counts: SyncCounts;
  refusals: Refusal[];
  /** Files that could not be copied: a later try (with fresh addresses) may get them. */
  missingFiles: number;
  /** The public URL could not be reported back (a retryable failure). */
  urlNotReported: CrmError | null;
}

type ConnectionRow = Pick<FullConnectionRow, 'id' | 'site_id' | 'settings' | 'secret'>;

const noCounts = (): SyncCounts => ({ created: 0, updated: 0, unchanged: 0, deleted: 0, refused: 0 });

/** The connection's client: its settings' client id and API version, its decrypted secret (`timeoutMs`: each call's limit, else CRM_TIMEOUT_MS's). */
export async function sweepBrightClientOf(env: PlatformBindings, connection: ConnectionRow, timeoutMs?: number): Promise<SweepBrightClient> {
  const settings = JSON.parse(connection.settings) as { clientId?: unknown; apiVersion?: unknown };
  if (typeof settings.clientId !== 'string' || !connection.secret) {
    throw new CrmError(SOURCE, 'credentials-rejected', 'the connection has no client id (settings.clientId) or no client secret');
  }
  let clientSecret: string;
  try {
    clientSecret = await decryptSecret(connection.secret, env.CONNECTION_SECRET_KEY);
  } catch (error) {
    throw new CrmError(
      SOURCE,
      'credentials-rejected',
      `the stored client secret cannot be read (${error instanceof Error ? error.message : String(error)}): was CONNECTION_SECRET_KEY changed? ` +
        `Enter the secret again`,
    );
  }
  const apiVersion = typeof settings.apiVersion === 'string' && /^v?\d{8}$/.test(settings.apiVersion) ? settings.apiVersion : undefined;
  const limit = timeoutMs ?? (Number(env.CRM_TIMEOUT_MS) > 0 ? Number(env.CRM_TIMEOUT_MS) : undefined);
  return createSweepBrightClient({ clientId: settings.clientId, clientSecret, baseUrl: sweepBrightApiUrl(env), apiVersion }, { timeoutMs: limit });
}

const urlOf = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/**
 * Every file of the estate and its units that will be shown, copied into R2 (or not, with why),
 * by SweepBright address. Nothing of an estate or unit that stays off the site is copied: the
 * media bucket is served publicly; nor of one with a status the mapping does not list (it is refused, a unit alone).
 */
async function copyFiles(
  env: PlatformBindings,
  siteId: number,
  estate: SweepBrightEstate,
): Promise<Map<string, CopyResult & { file: SweepBrightFile; where: string }>> {
  const wanted: { file: SweepBrightFile; owner: string; where: string }[] = [];
  if (offSiteReason(estate) || !knownStatus(estate)) return new Map();
  for (const [index, one] of [estate, ...(estate.properties ?? [])].entries()) {
    // A unit with a status the mapping does not list is left out of its project (listings/faulty-units.ts).
    if (offSiteReason(one) || !knownStatus(one)) continue;
    const prefix = index === 0 ? '' : `properties.${index - 1}.`;
    for (const group of ['images', 'plans', 'documents'] as const) {
      (one[group] ?? []).forEach((file, at) => wanted.push({ file, owner: one.id, where: `${prefix}${group}.${at}` }));
    }
    const rep = one.negotiator;
    if (rep?.photo_url)
      wanted.push({
        file: { id: 'negotiator', url: rep.photo_url, url_expires_on: rep.photo_url_expires_on, filename: 'photo' },
        owner: one.id,
        where: `${prefix}negotiator.photo_url`,
      });
  }
  const results = await Promise.all(
    wanted.map(async ({ file, owner, where }) => {
      const address = urlOf(file.url);
      // An address that is no URL: this file is reported missing, the estate is still written.
      if (!address || !/^https?:$/.test(address.protocol))
        return [file.url, { ok: false, reason: 'has no valid address', copy: { problem: 'noAddress' }, file, where }] as const;
      const name = file.filename ?? address.pathname.split('/').pop() ?? 'file';
      const key = `crm/${siteId}/${SOURCE}/${keyPart(owner)}/${keyPart(String(file.id ?? where))}-${keyPart(name)}`;
      const result = await copyFile(env.MEDIA, { key, siteId, url: file.url, expiresOn: file.url_expires_on });
      return [file.url, { ...result, file, where }] as const;
    }),
  );
  return new Map(results);
}

/** The address a listing has on its site: the site's primary hostname, the detail path in its default language. */
async function publicUrl(env: PlatformBindings, siteId: number, estateId: number): Promise<string | null> {
  const base = await siteLinkBase(env.DB, siteId);
  return base ? base.origin + buildPath('estate', { estateId }, base.locale) : null;
}

/**
 * Reports the listing's public address back to SweepBright when it is not the one last reported
 * (external_ids.reported_url): a first write, a new primary hostname or default language, or a
 * report that failed before. A retryable failure is the outcome's to retry; a refusal is logged.
 */
async function reportUrl(env: PlatformBindings, client: SweepBrightClient, siteId: number, listingId: string, outcome: SweepBrightSyncOutcome): Promise<void> {
  const db = await siteDb(env, siteId);
  const row = await db
    .prepare('SELECT estate_id, reported_url FROM external_ids WHERE site_id = ?1 AND source = ?2 AND external_id = ?3')
    .bind(siteId, SOURCE, listingId)
    .first<{ estate_id: number; reported_url: string | null }>();
  const url = row ? await publicUrl(env, siteId, row.estate_id) : null;
  if (!url || url === row?.reported_url) return;
  try {
    await client.putEstateUrl(listingId, url);
  } catch (error) {
    if (!(error instanceof CrmError)) throw error;
    if (error.retryable) outcome.urlNotReported = error;
    else
      outcome.refusals.push({
        source: SOURCE,
        externalId: listingId,
        path: 'url',
        reason: `SweepBright refused the public URL ${url}: ${error.message}`,
        words: { reason: { key: 'urlRefused', url, status: error.status ?? null } },
      });
    return;
  }
  await db
    .prepare('UPDATE external_ids SET reported_url = ?4 WHERE site_id = ?1 AND source = ?2 AND external_id = ?3')
    .bind(siteId, SOURCE, listingId, url)
    .run();
}

/**
 * One SweepBright event, whatever its name: the estate is fetched as it is now (a webhook is a
 * hint), then written (created, updated or unchanged, its files copied), removed (gone at
 * SweepBright, or a status that keeps it off the site) or refused with its reasons, and the
 * site's cached answers of it retired. A unit is synchronised through its project. The public
 * URL is reported back for an estate or a project, not for a unit, when it is not the one last
 * reported (reportUrl). CRM failures are thrown as CrmError for the queue consumer to retry or record.
 */
export async function syncSweepBrightEstate(env: PlatformBindings, connection: ConnectionRow, externalId: string): Promise<SweepBrightSyncOutcome> {
  const client = await sweepBrightClientOf(env, connection);
  const siteId = connection.site_id;
  const outcome: SweepBrightSyncOutcome = { counts: noCounts(), refusals: [], missingFiles: 0, urlNotReported: null };
  let estate: SweepBrightEstate | null;
  try {
    estate = await client.getEstate(externalId);
    if (typeof estate.project_id === 'string' && estate.project_id !== '') estate = await client.getEstate(estate.project_id);
  } catch (error) {
    if (!(error instanceof CrmError && error.kind === 'not-found')) throw error;
    estate = null;
  }
  const listingId = estate?.id ?? externalId;

  const copies = estate ? await copyFiles(env, siteId, estate) : new Map();
  const mapped = estate
    ? mapSweepBrightEstate(estate, (file) => copies.get(file.url)?.path ?? null)
    : ({ ok: false, offSite: 'not found at SweepBright' } as const);
  if (!mapped.ok) {
    // Gone at the source, or a status that keeps it off the site: the page answers as a removed listing.
    // An estate off the site at a time older than the version the site has is stale: the newer version stays.
    const { removed, stale } = await deleteListing(
      await siteDb(env, siteId),
      siteId,
      SOURCE,
      listingId,
      estate ? versionOf({ updatedAt: updatedAtOf(estate) }) : null,
    );
    if (stale) {
      outcome.counts.stale = 1;
      outcome.refusals.push(staleLine(stale, 'removal'));
      return outcome;
    }
    outcome.counts.deleted = removed.length;
    if (removed.length === 0) outcome.counts.unchanged = 1;
    await retireEstates(env.CACHE, siteId, removed);
    return outcome;
  }

  for (const copy of copies.values()) {
    if (copy.ok) continue;
    outcome.missingFiles += 1;
    outcome.refusals.push({
      source: SOURCE,
      externalId: listingId,
      path: copy.where,
      reason: `file ${copy.file.filename ?? copy.file.id ?? ''} ${copy.reason}`.replace(/\s+/g, ' '),
      words: {
        reason: {
          key: 'fileNotCopied',
          file: String(copy.file.filename ?? copy.file.id ?? ''),
          picture: !/(^|\.)documents\./.test(copy.where),
          copy: copy.copy,
        },
      },
    });
  }
  // The estate's `updated_at` orders the writes: an older fetch written late is stale (source-version.ts).
  const updatedAt = updatedAtOf(estate!);
  const written = await upsertListings(await siteDb(env, siteId), siteId, [{ ...mapped.listing, ...(updatedAt ? { updatedAt } : {}) }], undefined, {
    connectionId: connection.id,
  });
  const { created, updated, unchanged, deleted, refused, stale } = written;
  outcome.counts = { created, updated, unchanged, deleted, refused, stale };
  outcome.refusals.push(...written.refusals, ...written.warnings);
  await retireEstates(env.CACHE, siteId, written.changedEstateIds);
  await queuePictures(env, siteId, written.pictures);
  await queueTranslations(env, siteId, written.translate);

  if (refused === 0 && created + updated + unchanged > 0) await reportUrl(env, client, siteId, listingId, outcome);
  return outcome;
}

/**
 * The estate's version: the newest `updated_at` of the estate and of its units (a unit's change
 * may leave its project's as it was), UTC; null when none is given (**unverified**: no public
 * sample shows the field, docs/crm-apis.md): then the last write wins.
 */
function updatedAtOf(estate: SweepBrightEstate): string | null {
  return newestTime([estate, ...(estate.properties ?? [])].map((one) => sourceTime(one.updated_at)));
}

/** Tries of an event whose files could not all be copied. */
const MAX_FILE_TRIES = 3;

/**
 * One queued SweepBright event (the sync queue's consumer, sync/consumer.ts): the estate synced,
 * then tried again when the public URL could not be reported yet (until the message's last try),
 * or when files whose address had expired were not copied: the next fetch hands out fresh
 * addresses (a few tries: a file SweepBright cannot serve at all must not cost every event six fetches).
 */
export async function syncSweepBrightEvent(env: PlatformBindings, connection: ConnectionRow, externalId: string, attempt: EventTry): Promise<EventOutcome> {
  const { counts, refusals, urlNotReported, missingFiles } = await syncSweepBrightEstate(env, connection, externalId);
  const error = urlNotReported ? `public URL not reported yet: ${describeFailure(urlNotReported)}` : null;
  const retry =
    !attempt.last && error
      ? { reason: error, delaySeconds: Math.max(urlNotReported?.retryAfterSeconds ?? 0, attempt.backoffSeconds) }
      : attempt.attempts < MAX_FILE_TRIES && missingFiles > 0
        ? { reason: `${missingFiles} files not copied yet`, delaySeconds: attempt.backoffSeconds }
        : undefined;
  return { counts, refusals, error, retry };
}
