import type { Context } from 'hono';
import { Hono } from 'hono/tiny';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';
import { type PlatformRequest, UpstreamError } from '../upstream/client';
import type { RawSite } from '../../../shared/contract/raw/site';
import { siteRecordOf } from '../../../shared/contract/site-document';
import { retireSite, hostnamesOf } from '../upstream/sites';
import { logFailure } from '../log';
import { type Answering, siteRequest } from '../upstream/site-api';

/**
 * Agencies and their hostnames, mounted under /admin/sites behind the admin
 * token. The platform checks every body against the site schema (shared/contract/site-input.ts)
 * before it writes anything, and its 400 naming each field at fault is passed on as is: the
 * schema (and zod's full API) stays out of the site worker's bundle. Writes go through the
 * upstream client, the same way in-process and over PLATFORM or UPSTREAM_URL. After a write
 * the site's cached answers and every hostname lookup are forgotten.
 */
export const adminSites = new Hono<AppEnv>();

/** Platform answers passed on as they are: they are about the request, not an outage. */
export const RELAYED_STATUSES: readonly number[] = [400, 404, 409, 413];
const RELAYED = new Set(RELAYED_STATUSES);

type Outcome<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The request's JSON object, to be checked by the platform; anything else is a 400 here. */
async function jsonObject(c: Context<AppEnv>): Promise<Outcome<Record<string, unknown>>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    body = undefined;
  }
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return { ok: true, value: body as Record<string, unknown> };
  return { ok: false, response: c.json({ error: 'The body must be a JSON object' }, 400) };
}

/** A platform call whose 400, 404, 409 or 413 answer is passed on to the admin as it is. */
export async function platformCall<T>(c: Context<AppEnv>, call: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (!(error instanceof UpstreamError) || !RELAYED.has(error.status)) throw error;
    const body = (error.body ?? {}) as { error?: unknown; details?: unknown };
    const message = typeof body.error === 'string' ? body.error : error.message;
    const answer = body.details === undefined ? { error: message } : { error: message, details: body.details };
    return { ok: false, response: c.json(answer, error.status as ContentfulStatusCode) };
  }
}

/**
 * Sends one site write and retires the site's cache once the platform took it, with the
 * lookups of the hostnames it answered on before (read from the platform, not the cache) and after.
 */
async function write(c: Context<AppEnv>, request: PlatformRequest & Answering<RawSite>, status: ContentfulStatusCode = 200): Promise<Response> {
  const { client, cache } = c.get('upstream');
  let before: string[] = [];
  const { siteId } = request;
  if (siteId !== undefined) {
    const current = await platformCall(c, () => client.request(siteRequest('GET /sites/:siteId', { siteId }, { siteId, relayed: RELAYED_STATUSES })));
    if (!current.ok) return current.response;
    before = hostnamesOf(current.value);
  }
  const answer = await platformCall(c, () => client.request({ ...request, relayed: RELAYED_STATUSES }));
  if (!answer.ok) return answer.response;
  try {
    await retireSite(cache, answer.value.id, [...before, ...hostnamesOf(answer.value)]);
  } catch (error) {
    // The platform has the change; only forgetting the cached copies failed (KV allows about
    // one write a second per key). Say so rather than answer 500 for a write that happened:
    // a retried POST would then meet its own site as a 409.
    logFailure('admin: site written, cache not purged', error, `site ${answer.value.id}`);
    return c.json(
      {
        ...siteRecordOf(answer.value),
        warning: 'Saved. The cached copies could not be purged: POST /admin/purge with this siteId, or wait for their lifetime.',
      },
      status,
    );
  }
  return c.json(siteRecordOf(answer.value), status);
}

const SITE_ID = ':id{[1-9][0-9]{0,14}}';

/** GET /admin/sites: every site, by id. */
adminSites.get('/', async (c) => {
  const answer = await platformCall(c, () => c.get('upstream').client.request(siteRequest('GET /sites', {}, {})));
  if (!answer.ok) return answer.response;
  return c.json({ sites: answer.value.map(siteRecordOf) });
});

/** POST /admin/sites: a new site; 201 with the site as stored. */
adminSites.post('/', async (c) => {
  const body = await jsonObject(c);
  if (!body.ok) return body.response;
  return write(c, siteRequest('POST /sites', {}, { body: body.value }), 201);
});

/** GET /admin/sites/{id} */
adminSites.get(`/${SITE_ID}`, async (c) => {
  const siteId = Number(c.req.param('id'));
  const answer = await platformCall(c, () => c.get('upstream').client.request(siteRequest('GET /sites/:siteId', { siteId }, { siteId })));
  if (!answer.ok) return answer.response;
  return c.json(siteRecordOf(answer.value));
});

/** PUT /admin/sites/{id}: changes the given fields; the others stay as they are. */
adminSites.put(`/${SITE_ID}`, async (c) => {
  const siteId = Number(c.req.param('id'));
  const body = await jsonObject(c);
  if (!body.ok) return body.response;
  return write(c, siteRequest('PUT /sites/:siteId', { siteId }, { siteId, body: body.value }));
});

/** POST /admin/sites/{id}/hostnames `{ "hostname": "…", "primary": false }` */
adminSites.post(`/${SITE_ID}/hostnames`, async (c) => {
  const siteId = Number(c.req.param('id'));
  const body = await jsonObject(c);
  if (!body.ok) return body.response;
  return write(c, siteRequest('POST /sites/:siteId/hostnames', { siteId }, { siteId, body: body.value }));
});

/** DELETE /admin/sites/{id}/hostnames/{hostname} */
adminSites.delete(`/${SITE_ID}/hostnames/:hostname`, async (c) => {
  const siteId = Number(c.req.param('id'));
  const hostname = c.req.param('hostname').toLowerCase();
  return write(c, siteRequest('DELETE /sites/:siteId/hostnames/:hostname', { siteId, hostname }, { siteId }));
});

/**
 * POST /admin/sites/{id}/database `{ "binding": "DB_2" }`: moves the site's rows to that data
 * database (the platform's databases/site-move.ts), a few seconds of copying a call; once switched, retires
 * its cached answers. 202 with Retry-After while rows are left to copy or until its old rows may
 * be deleted (call it again then), 200 when done (`npm run site -- move-database` loops so).
 */
adminSites.post(`/${SITE_ID}/database`, async (c) => {
  const siteId = Number(c.req.param('id'));
  const body = await jsonObject(c);
  if (!body.ok) return body.response;
  const answer = await platformCall(c, () =>
    c.get('upstream').client.request(siteRequest('POST /sites/:siteId/database', { siteId }, { siteId, body: body.value, relayed: RELAYED_STATUSES })),
  );
  if (!answer.ok) return answer.response;
  // Its answers are read from the new database from now on: the cached ones are retired (a generation, kept as the stale-if-error net).
  if (answer.value.switched) await c.get('upstream').cache.purge(siteId);
  if (answer.value.retryAfter !== undefined) c.header('Retry-After', String(answer.value.retryAfter));
  return c.json(answer.value, answer.value.finished ? 200 : 202);
});
