import { Hono } from 'hono/tiny';
import { HTTPException } from 'hono/http-exception';
import * as z from 'zod/mini';
import type { AppEnv } from '../env';
import { HOSTNAME_NAMESPACE } from '../upstream/cache';
import { UpstreamError } from '../upstream/client';
import { isOutage } from '../upstream/outage';
import { siteApi } from '../upstream';
import { retireHostnames, getSite, getSiteByHostname, hostnamesOf } from '../upstream/sites';
import { DEFAULT_LOCALE } from '../../../shared/i18n';
import { publishWebhook } from './publish';
import { adminSites, platformCall, RELAYED_STATUSES } from './sites';
import { adminSync } from './sync';
import { logFailure } from '../log';
import { memoryReport } from '../bounded-map';
import { cacheOutcomes } from '../upstream/cache/outcomes';
import { siteRequest } from '../upstream/site-api';
import { bearerCheck, sameSecret } from '../../../shared/bearer-check';

const purgeSchema = z.union([
  z.strictObject({ siteId: z.int().check(z.positive()) }),
  z.strictObject({ hostname: z.string().check(z.minLength(1), z.maxLength(253)) }),
  z.strictObject({ all: z.literal(true) }),
]);

/** KV writes reach every edge location within about a minute; isolates re-read generations every 5 s. */
const PROPAGATION_NOTE = 'Cache keys of the purged scope are dead at once here; other locations follow within about 60 s (KV propagation).';

/**
 * The admin API, behind `Authorization: Bearer <ADMIN_TOKEN>` (constant-time check).
 * Without a configured token it answers 503: it is off, not open. The CRMs' publish webhook
 * comes first, outside both: it is signed with the site's own secret (./publish.ts).
 */
export const admin = new Hono<AppEnv>();

admin.post('/webhooks/publish', publishWebhook);

admin.use(async function adminEnabled(c, next) {
  if (!c.env.ADMIN_TOKEN) return c.json({ error: 'The admin API is disabled: no ADMIN_TOKEN is configured' }, 503);
  await next();
});

// The admin token: 401 without a header or with a wrong token, 400 for a header that is no bearer token.
admin.use(
  bearerCheck<AppEnv>({
    verify: (token, c) => sameSecret(token, c.env.ADMIN_TOKEN!),
    refusals: {
      missing: [401, 'Authorization: Bearer <ADMIN_TOKEN> is required'],
      malformed: [400, 'Invalid Authorization header'],
      invalid: [401, 'Invalid admin token'],
    },
  }),
);

/**
 * POST /admin/purge with { siteId } | { hostname } | { all: true }: bumps the generation of
 * that scope, so every cached answer of it is dead at once, without listing keys.
 */
admin.post('/purge', async (c) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ error: 'Body must be JSON: { "siteId": 1 } or { "hostname": "…" } or { "all": true }' }, 400);
  }
  const parsed = purgeSchema.safeParse(body);
  if (!parsed.success) {
    return c.json({ error: 'Body must be { "siteId": 1 } or { "hostname": "…" } or { "all": true }' }, 400);
  }
  const up = c.get('upstream');
  const request = parsed.data;
  if ('all' in request) {
    const generation = await up.cache.purge('all');
    return c.json({ purged: 'all sites', generation, note: PROPAGATION_NOTE });
  }
  // The site is looked up through the cache, so a purge works while the platform is down:
  // a purge only bumps a generation in KV, and the purged answers stay the stale-if-error net.
  let siteId: number;
  let unverified = false;
  try {
    siteId =
      'siteId' in request ? (await getSite(siteApi(up, request.siteId, DEFAULT_LOCALE))).id : (await getSiteByHostname(up, request.hostname.toLowerCase())).id;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return c.json({ error: 'No such site' }, 404);
    if (!(isOutage(error) && 'siteId' in request)) throw error;
    // A site id needs no lookup to be purged: the platform is down and never saw it, so say so.
    siteId = request.siteId;
    unverified = true;
  }
  const generation = await up.cache.purge(siteId);
  // Hostname lookups are cached before the site is known: the site's go too (asked of the
  // platform itself), or all of them when the platform cannot say which are its.
  const site = unverified ? null : await up.client.request(siteRequest('GET /sites/:siteId', { siteId }, { siteId })).catch(() => null);
  if (site) await retireHostnames(up.cache, hostnamesOf(site));
  else await up.cache.purge(HOSTNAME_NAMESPACE);
  return c.json({
    purged: { siteId },
    generation,
    note: PROPAGATION_NOTE,
    ...(unverified ? { warning: 'The platform could not be reached to confirm this site exists; its cache generation was bumped anyway.' } : {}),
  });
});

async function probe(check: () => Promise<unknown>): Promise<{ ok: boolean; ms: number; error?: string }> {
  const started = Date.now();
  try {
    await check();
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    return { ok: false, ms: Date.now() - started, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * GET /admin/health: whether the platform and the cache answer, how fast, and what this
 * isolate's circuit breaker says. `status` is `ok`, `degraded` (the platform fails or the
 * breaker is open: cached pages are served, the rest answers 503) or `down` (the cache fails
 * too); anything but ok answers 503, for monitors. `sync` summarises the listing connections
 * (how many, which failed last and why, records refused over a day); a failing
 * connection does not make the site unhealthy (it keeps serving what it has). `databases`: each
 * of the platform's D1 databases with its size in bytes, sites held and fill of D1's 10 GB, and
 * `fullAt`, the size placement stops at (a full one does not make the site unhealthy). `memory`: what
 * each of this isolate's in-memory maps holds (entries, bytes, caps; worker/site/bounded-map.ts); `cacheOutcomes`: the response
 * cache's answers by outcome since the isolate started.
 */
admin.get('/health', async (c) => {
  const { client } = c.get('upstream');
  const [platform, cache] = await Promise.all([
    probe(() =>
      client.request(siteRequest('GET /sites/by-hostname/:hostname', { hostname: 'localhost' }, { bypassBreaker: true })).catch((error: unknown) => {
        // A 404 still proves the platform answers.
        if (error instanceof UpstreamError && error.status === 404) return null;
        throw error;
      }),
    ),
    probe(() => c.env.CACHE.get('gen:all')),
  ]);
  const breaker = client.breaker();
  const status = !cache.ok ? 'down' : platform.ok && breaker.state === 'closed' ? 'ok' : 'degraded';
  const report = (key: 'GET /sync/summary' | 'GET /databases') =>
    platform.ok
      ? client
          .request(siteRequest(key, {}, { bypassBreaker: true }))
          .catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }))
      : null;
  const [sync, databases] = await Promise.all([report('GET /sync/summary'), report('GET /databases')]);
  return c.json(
    { ok: status === 'ok', status, platform, cache, breaker, sync, databases, memory: memoryReport(), cacheOutcomes: cacheOutcomes() },
    status === 'ok' ? 200 : 503,
  );
});

/**
 * GET /admin/outbox?siteId=1[&status=pending|delivered|failed|stored][&limit=50]: the site's
 * latest outbox messages, newest first, with their delivery state (docs/leads.md).
 */
admin.get('/outbox', async (c) => {
  const siteId = c.req.query('siteId') ?? '';
  if (!/^[1-9]\d{0,14}$/.test(siteId)) return c.json({ error: 'siteId must be a positive integer: /admin/outbox?siteId=1' }, 400);
  const query = { status: c.req.query('status'), limit: c.req.query('limit') };
  const answer = await platformCall(c, () =>
    c.get('upstream').client.request(siteRequest('GET /sites/:siteId/outbox', { siteId }, { siteId: Number(siteId), query, relayed: RELAYED_STATUSES })),
  );
  return answer.ok ? c.json(answer.value) : answer.response;
});

admin.route('/sites', adminSites);
admin.route('/sites', adminSync);

admin.all('*', (c) => c.json({ error: `No admin call ${c.req.method} ${c.req.path}` }, 404));

/** The admin API answers in JSON, also when the platform cannot be reached. */
admin.onError((error, c) => {
  if (error instanceof HTTPException) return error.getResponse();
  logFailure('admin call failed', error, `${c.req.method} ${c.req.path}`);
  if (error instanceof UpstreamError) return c.json({ error: `The platform could not answer: ${error.message}` }, 502);
  return c.json({ error: 'The admin call failed; see the worker log' }, 500);
});
