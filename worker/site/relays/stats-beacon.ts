import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod/mini';
import { readAttribution } from '../../../shared/domain/attribution';
import { filterKey } from '../../../shared/domain/filter-key';
import { deviceClass, isAutomated, type BotSignals } from '../../../shared/domain/visitor-agent';
import { isLocale } from '../../../shared/i18n/locales';
import { LISTING_KEY, STATS_LIMITS, type StatsEvent, type StatsQueueMessage } from '../../../shared/contract/stats';
import type { AppEnv } from '../env';
import { clientAddress, countRequest, type RateLimit } from '../forms/rate-limit';
import { waitUntilOf } from '../upstream';
import { logFailure } from '../log';

/*
 * The statistics' beacon (docs/statistics.md): POST /_s, sent by the
 * page-stats enhancer with navigator.sendBeacon once a page is interactive. It answers 204 at
 * once and never waits on the platform: it resolves no site (the platform's consumer finds the
 * site by the hostname), and its counts go on the stats queue after the answer. Programs are
 * left out (shared/domain/visitor-agent.ts), each client address may send BEACON_RATE_LIMIT
 * (the address only counts, it is never sent on), and nothing that follows a person is read
 * or sent: the page, the listing, where the visit came from, a device class and a language.
 */

/** A beacon is well under 1 KB: its page, the visit's attribution as the browser kept it, a kind. */
export const BEACON_MAX_BYTES = 2048;
/** Beacons per client address: a visitor reading 60 pages in 10 minutes is already quick. */
export const BEACON_RATE_LIMIT: RateLimit = { limit: 60, windowSeconds: 600 };

/** k: v a page view (e: the visit's first), s: a search on the page (its new filter), f: a favorite, h: a share; p: the page's address. */
const beaconSchema = z.object({
  k: z.enum(['v', 's', 'f', 'h']),
  p: z.url({ protocol: /^https?$/ }).check(z.maxLength(STATS_LIMITS.path + STATS_LIMITS.query + 300)),
  a: z.optional(z.string().check(z.maxLength(BEACON_MAX_BYTES))),
  l: z.optional(z.string().check(z.regex(LISTING_KEY))),
  e: z.optional(z.literal(1)),
});

const KINDS = { v: 'view', s: 'search', f: 'favorite', h: 'share' } as const;

export const beaconLimit = bodyLimit({ maxSize: BEACON_MAX_BYTES, onError: (c) => c.text('Beacon too large', 413) });

/** POST /_s: 204 whatever is done with it, 400 for what no page of ours sends, 429 past the client's limit. */
export async function statsBeacon(c: Context<AppEnv>): Promise<Response> {
  const queue = c.env.STATS_QUEUE;
  const answer = () => c.body(null, 204, { 'Cache-Control': 'no-store' });
  if (!queue || isAutomated(c.req.header('User-Agent'), (c.req.raw as { cf?: BotSignals }).cf)) return answer();
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    body = undefined;
  }
  const beacon = beaconSchema.safeParse(body);
  const host = new URL(c.req.url).hostname;
  // The page is one of this site's (its own address), in one of the languages.
  const page = beacon.success ? new URL(beacon.data.p) : undefined;
  const lang = page?.pathname.split('/')[1];
  if (!beacon.success || page?.hostname !== host || !isLocale(lang)) return c.text('Not a beacon', 400);
  const wait = await countRequest(c.env.RATE_LIMITER, 'stats', clientAddress(c.req.raw), BEACON_RATE_LIMIT).catch(() => 0);
  if (wait > 0) return c.body(null, 429, { 'Retry-After': String(wait) });

  const { k, a, l, e } = beacon.data;
  const path = page.pathname;
  const query = page.search.slice(1);
  const from = readAttribution(a, host);
  const utm = from?.utm && {
    source: from.utm.source?.slice(0, STATS_LIMITS.utm),
    medium: from.utm.medium?.slice(0, STATS_LIMITS.utm),
    campaign: from.utm.campaign?.slice(0, STATS_LIMITS.utm),
  };
  const event: StatsEvent = { kind: KINDS[k], path: path.slice(0, STATS_LIMITS.path), lang, device: deviceClass(c.req.header('User-Agent')) };
  const filter = query && (k === 'v' || k === 's') ? filterKey(query) : '';
  if (filter) event.filter = filter;
  if (l) event.listing = l;
  if (from?.referrer) event.referrer = from.referrer.slice(0, STATS_LIMITS.origin);
  if (utm) event.utm = utm;
  const message: StatsQueueMessage = { host, at: new Date().toISOString(), events: e && k === 'v' ? [{ ...event, kind: 'visit' }, event] : [event] };
  waitUntilOf(c)(queue.send(message).catch((error: unknown) => logFailure('stats not queued', error)));
  return answer();
}

/**
 * A search the site ran that found nothing (the listing's island asking /ajax/estates, or a
 * listing page rendered with a filter): its filter goes on the stats queue, for the console's
 * "searches that found nothing". A kept page is not rendered again, so its search counts once
 * per rendering, not per visitor.
 */
export function countEmptySearch(c: Context<AppEnv>, params: URLSearchParams): void {
  const queue = c.env.STATS_QUEUE;
  if (!queue || isAutomated(c.req.header('User-Agent'), (c.req.raw as { cf?: BotSignals }).cf)) return;
  const filter = filterKey(params.toString());
  if (!filter) return;
  const url = new URL(c.req.url);
  const event: StatsEvent = { kind: 'zero', path: url.pathname.slice(0, STATS_LIMITS.path), lang: c.get('locale'), filter };
  waitUntilOf(c)(
    queue.send({ host: url.hostname, at: new Date().toISOString(), events: [event] }).catch((error: unknown) => logFailure('stats not queued', error)),
  );
}
