import { Hono } from 'hono';
import { hostnameAdditionSchema, siteSchema } from '../../../shared/contract/site-input';
import type { RawSite } from '../../../shared/contract/raw/site';
import { publicDelivery, siteDocumentOf, siteFieldsOf } from '../../../shared/contract/site-document';
import type { PlatformEnv } from '../types';
import { fail, idParam } from '../kit/http';
import { createSite, parseSite, saveSite, storedSite } from '../sites/store';
import { updateSite } from '../sites/update';
import { agreementTexts } from '../starter/agreement-texts';
import { readJson } from '../kit/validate';
import { placeNewSite } from '../databases/fill';
import { serve } from './serve';

/**
 * Sites and their hostnames: GET /sites/{siteId} and
 * GET /sites/by-hostname/{hostname} for the site worker; GET /sites, POST /sites,
 * PUT /sites/{siteId}, POST /sites/{siteId}/hostnames and
 * DELETE /sites/{siteId}/hostnames/{hostname} for the admin API. Every write is one D1 batch
 * (one transaction): a refused write leaves nothing behind. A new site is written with its
 * starter site (sites/store.ts createSite).
 */
export const sites = new Hono<PlatformEnv>();

/**
 * A stored site as the platform answers it: the webhook and captcha secrets stay here
 * (`secretSet` instead; the platform verifies an agency's captcha tokens, site-api/captcha-verify.ts).
 */
function publicSite(document: RawSite | string): RawSite {
  const site = typeof document === 'string' ? (JSON.parse(document) as RawSite) : document;
  const captcha = site.captcha ? publicCaptcha(site.captcha) : site.captcha;
  return { ...site, ...(site.delivery ? { delivery: publicDelivery(site.delivery) } : {}), ...(captcha !== undefined ? { captcha } : {}) };
}

function publicCaptcha({ secret, ...captcha }: NonNullable<RawSite['captcha']>): NonNullable<RawSite['captcha']> {
  return secret ? { ...captcha, secretSet: true } : captcha;
}

serve(sites, 'GET /sites', async (c) => {
  const rows = await c.env.DB.prepare('SELECT document FROM sites ORDER BY id').all<{ document: string }>();
  return c.json(
    rows.results.map((row) => publicSite(row.document)),
    200,
  );
});

serve(sites, 'GET /sites/by-hostname/:hostname', async (c) => {
  const hostname = c.req.param('hostname').toLowerCase();
  const row = await c.env.DB.prepare('SELECT s.document FROM site_hostnames h JOIN sites s ON s.id = h.site_id WHERE h.hostname = ?1')
    .bind(hostname)
    .first<{ document: string }>();
  if (!row) fail(404, `No site answers on ${hostname}`);
  return c.json(publicSite(row.document), 200);
});

serve(sites, 'GET /sites/:siteId', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const row = await c.env.DB.prepare('SELECT document FROM sites WHERE id = ?1').bind(siteId).first<{ document: string }>();
  if (!row) fail(404, `Site ${siteId} does not exist`);
  return c.json(publicSite(row.document), 200);
});

/** POST /sites: a new site (site body); its id is the one given or the next free one. Its captcha secret is stored encrypted once it has an id. */
serve(sites, 'POST /sites', async (c) => {
  const site = parseSite(siteSchema, await readJson(c));
  if (site.captcha && !site.captcha.secret) fail(400, 'Invalid site: captcha.secret: required', [{ path: 'captcha.secret', message: 'required' }]);
  const key = c.env.CONNECTION_SECRET_KEY;
  // Without a key the site is refused whole (409) rather than its secret kept in the clear.
  if (site.captcha && !key) fail(409, 'No CONNECTION_SECRET_KEY is configured: a captcha secret cannot be stored');
  const document = await createSite(c.env.DB, { ...site, captcha: null }, await agreementTexts(c.env.ASSETS), new Date(), await placeNewSite(c.env));
  if (!site.captcha) return c.json(publicSite(document), 201);
  return c.json(publicSite(await updateSite(c.env, document.id, { captcha: site.captcha }, key)), 201);
});

/** PUT /sites/{siteId}: changes the given fields (see siteUpdateSchema); the rest stays. */
serve(sites, 'PUT /sites/:siteId', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  return c.json(publicSite(await updateSite(c.env, siteId, await readJson(c), c.env.CONNECTION_SECRET_KEY)), 200);
});

/** POST /sites/{siteId}/hostnames `{ hostname, primary? }`: adds an alias (or the primary); adding one the site has changes nothing. */
serve(sites, 'POST /sites/:siteId/hostnames', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const { hostname, primary } = parseSite(hostnameAdditionSchema, await readJson(c));
  const current = await storedSite(c.env.DB, siteId);
  const fields = siteFieldsOf(current);
  const present = fields.hostnames.includes(hostname);
  let hostnames = present ? fields.hostnames : [...fields.hostnames, hostname];
  let primaryHostname = current.primaryHostname ?? null;
  if (primary) {
    hostnames = [hostname, ...hostnames.filter((other) => other !== hostname)];
    primaryHostname = hostname;
  }
  const document = siteDocumentOf(siteId, parseSite(siteSchema, { ...fields, hostnames }), primaryHostname);
  await saveSite(c.env.DB, document, 'update');
  return c.json(publicSite(document), 200);
});

/**
 * DELETE /sites/{siteId}/hostnames/{hostname}: the site stops answering there. Removing the
 * primary makes the next hostname primary; the last hostname cannot go (409).
 */
serve(sites, 'DELETE /sites/:siteId/hostnames/:hostname', async (c) => {
  const siteId = idParam(c.req.param('siteId'), 'siteId');
  const hostname = c.req.param('hostname').trim().toLowerCase();
  const current = await storedSite(c.env.DB, siteId);
  const fields = siteFieldsOf(current);
  if (!fields.hostnames.includes(hostname)) fail(404, `Site ${siteId} does not answer on ${hostname}`);
  const hostnames = fields.hostnames.filter((other) => other !== hostname);
  if (hostnames.length === 0) fail(409, `${hostname} is the only hostname of site ${siteId}; a site keeps at least one`);
  const primary = current.primaryHostname === hostname ? hostnames[0]! : (current.primaryHostname ?? null);
  const document = siteDocumentOf(siteId, parseSite(siteSchema, { ...fields, hostnames }), primary);
  await saveSite(c.env.DB, document, 'update');
  return c.json(publicSite(document), 200);
});
