import type { RawSite } from '../../../shared/contract/raw/site';
import { siteDocumentOf, siteFieldsOf } from '../../../shared/contract/site-document';
import { mergeSiteUpdate, siteSchema, siteUpdateSchema } from '../../../shared/contract/site-input';
import { captchaWrites } from '../captcha/store';
import { siteDb } from '../databases/site-db';
import { fail } from '../kit/http';
import { refreshStarterAgreements } from '../starter';
import { agreementTexts } from '../starter/agreement-texts';
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
  // Generated privacy statements and terms follow the site's legal data (starter/agreements.ts):
  // their templates are read before anything is written (a 503 when they cannot be).
  const texts = await agreementTexts(env.ASSETS);
  await saveSite(directory, document, 'update', captcha.writes);
  await refreshStarterAgreements(directory, siteId, texts, new Date(), await siteDb(env, siteId));
  return document;
}
