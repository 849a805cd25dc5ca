import type { RawSite } from '../../../shared/contract/raw/site';
import { siteDocumentOf, siteFieldsOf } from '../../../shared/contract/site-document';
import { mergeSiteUpdate, siteSchema, siteUpdateSchema } from '../../../shared/contract/site-input';
import { retentionMonthsOf } from '../../../shared/domain/retention';
import { isLocale, type Locale } from '../../../shared/i18n/locales';
import { captchaWrites } from '../captcha/store';
import { siteDb } from '../databases/site-db';
import { fail } from '../kit/http';
import { liveDocuments } from '../drafts/live';
import { pendingDocuments } from '../drafts/store';
import { refreshStarterAgreements } from '../starter';
import { agreementTexts } from '../starter/agreement-texts';
import { ownRetentionIssue, statementsWithOwnRetention } from '../starter/retention-clause';
import type { RawAgreement } from '../../../shared/contract/raw/page';
import type { PlatformBindings } from '../types';
import { parseSite, saveSite, storedSite } from './store';

/**
 * Changes the given fields of a stored site (see siteUpdateSchema; the rest stays) and answers
 * the stored document: the admin API's PUT and the console's legal data and brand screens
 * write through this one function. A body the schema refuses is a 400 whose details name each
 * field (`{ path: 'legal.enterpriseNumber', message }`); no such site a 404.
 * @example await updateSite(env, 1, { legal: { company: 'Immo Noord BV' } })
 */
export async function updateSite(env: PlatformBindings, siteId: number, body: unknown, secretKey?: string): Promise<RawSite> {
  const directory = env.DB;
  const update = parseSite(siteUpdateSchema, body);
  const current = await storedSite(directory, siteId);
  const site = parseSite(siteSchema, mergeSiteUpdate(siteFieldsOf(current), update));
  const primary = update.hostnames ? site.hostnames[0] : (current.primaryHostname ?? null);
  // The captcha's secret is sealed into site_secrets (captcha/store.ts), never kept in the document.
  const given = update.captcha !== undefined;
  if (given && update.captcha?.secret !== undefined && !secretKey) fail(409, 'No CONNECTION_SECRET_KEY is configured: a captcha secret cannot be stored');
  const captcha = given || secretKey ? await captchaWrites(directory, siteId, site.captcha, secretKey, new Date()) : { captcha: site.captcha, writes: [] };
  const document = siteDocumentOf(siteId, { ...site, captcha: captcha.captcha }, primary);
  if (retentionMonthsOf(site.legal) !== retentionMonthsOf(current.legal)) await refuseOwnRetention(env, siteId);
  // Generated privacy statements and terms follow the site's legal data (starter/agreements.ts):
  // their templates are read before anything is written (a 503 when they cannot be).
  const texts = await agreementTexts(env.ASSETS);
  await saveSite(directory, document, 'update', captcha.writes);
  await refreshStarterAgreements(directory, siteId, texts, new Date(), await siteDb(env, siteId));
  return document;
}

/**
 * A 400 on `legal.privacy.retentionMonths` when a privacy statement of the site, live or in the
 * draft and written by the agency, says how long things are kept in its own words: a new
 * retention would make it untrue (starter/retention-clause.ts). Generated ones are rewritten.
 */
async function refuseOwnRetention(env: PlatformBindings, siteId: number): Promise<void> {
  const db = await siteDb(env, siteId);
  const [live, draft] = await Promise.all([liveDocuments(db, siteId, 'agreement', env.DB), pendingDocuments(db, siteId, 'agreement')]);
  const statements = [...live.values(), ...draft.values()]
    .map((document) => document as RawAgreement | null)
    .filter((agreement) => agreement?.type === 'privacy' && !agreement.generated && isLocale(agreement.locale))
    .map((agreement) => ({ locale: agreement!.locale as Locale, html: agreement!.html }));
  const own = statementsWithOwnRetention(statements);
  if (own.length > 0) {
    const message = ownRetentionIssue(own);
    fail(400, `Invalid site: legal.privacy.retentionMonths: ${message}`, [{ path: 'legal.privacy.retentionMonths', message }]);
  }
}
