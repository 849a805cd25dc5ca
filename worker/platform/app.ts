import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { consoleApi } from './console-api/routes';
import { jsonError } from './kit/http';
import { DATABASE_BUSY_RETRY_AFTER_S, databaseBusy } from './kit/database-busy';
import { ingest } from './ingest/routes';
import { captchaVerify } from './site-api/captcha-verify';
import { agenda } from './site-api/agenda';
import { assistantRequests } from './site-api/assistant-requests';
import { type AssetDrawings, assetRoutes } from './site-api/assets';
import { connections } from './site-api/connections';
import { databases } from './site-api/databases';
import { entities } from './site-api/entities';
import { estates } from './site-api/estates';
import { filters } from './site-api/filters';
import { leads } from './site-api/leads';
import { navigation } from './site-api/navigation';
import { outbox } from './site-api/outbox';
import { pages } from './site-api/pages';
import { previews } from './site-api/previews';
import { sellerReportRoute } from './site-api/seller-report';
import { rentals } from './site-api/rentals';
import { sites } from './site-api/sites';
import { subscriptions } from './site-api/subscriptions';
import { follows } from './site-api/follows';
import { valuation } from './site-api/valuation';
import { buyerPool } from './site-api/buyer-pool';
import { keyedWrites } from './site-api/write-keys';
import { WRITE_PATHS } from '../../shared/contract/queue-message';
import { hooks } from './sync/hooks';
import type { PlatformEnv } from './types';
import { logFailure, logWarning } from './log';
import { mailWords } from './delivery/mail-words';
import { bearerCheck, sameSecret } from '../../shared/bearer-check';

/** Every refusal of the platform token alike: a caller without it learns nothing more. */
const PLATFORM_REFUSAL = [401, 'A valid platform token is required'] as const;

/**
 * The platform API: a Hono app over D1. Deployed on its own
 * (worker.ts), the site reaches it as PLATFORM or over UPSTREAM_URL; the local default embeds
 * it in the site worker with the demo's drawings (demo/embedded.ts), called in-process.
 * `drawings` draws the assets stored only as a recipe (the demo's pictures and documents);
 * `routes` adds the local default's
 * own routes (the console's local mailbox: demo/mailbox.ts); `consoleApiDocument`, the console
 * API's OpenAPI document, is served at GET /console-api/openapi.json (the local default's only:
 * the production platform's budget has no room for it yet).
 */
export function createPlatform(
  options: { drawings?: AssetDrawings; routes?: (platform: Hono<PlatformEnv>) => void; consoleApiDocument?: unknown } = {},
): Hono<PlatformEnv> {
  const platform = new Hono<PlatformEnv>();

  // The words of the platform's mails, a static file read once per isolate (mail-words.ts): there before any route words one.
  platform.use(mailWords);
  // The ingest API carries its own tokens, one per site (ingest/routes.ts): it comes before the platform token.
  platform.route('/ingest', ingest);
  // CRM webhooks: the address itself is the credential (sync/hooks.ts).
  platform.route('/hooks', hooks);

  /** A separately deployed platform answers only the sites that hold its token (without one, worker.ts keeps it closed). */
  const platformToken = bearerCheck<PlatformEnv>({
    verify: (token, c) => sameSecret(token, c.env.PLATFORM_TOKEN!),
    refusals: { missing: PLATFORM_REFUSAL, malformed: PLATFORM_REFUSAL, invalid: PLATFORM_REFUSAL },
  });
  platform.use((c, next) => (c.env.PLATFORM_TOKEN ? platformToken(c, next) : next()));

  // The agency console's API: its own sessions and the tenant boundary (console-api/routes.ts).
  platform.route('/console-api', consoleApi(options.consoleApiDocument));
  options.routes?.(platform);

  platform.use(async function siteScope(c, next) {
    const header = c.req.header('X-SITE');
    if (header !== undefined && !/^[1-9]\d{0,14}$/.test(header)) {
      return jsonError(c, 400, 'X-SITE must be a positive integer site id');
    }
    c.set('siteId', header === undefined ? undefined : Number(header));
    await next();
  });

  // Visitors' writes are taken once per Idempotency-Key (site-api/write-keys.ts).
  for (const path of WRITE_PATHS) platform.use(path, keyedWrites);

  for (const routes of [
    sites,
    navigation,
    pages,
    entities,
    estates,
    filters,
    rentals,
    assetRoutes(options.drawings),
    agenda,
    subscriptions,
    follows,
    outbox,
    leads,
    connections,
    databases,
    previews,
    captchaVerify,
    valuation,
    sellerReportRoute,
    buyerPool,
    // An AI assistant's requests, written through this API once the person confirmed (site-api/assistant-requests.ts).
    assistantRequests(platform),
  ]) {
    platform.route('/', routes);
  }

  platform.notFound((c) => jsonError(c, 404, `No platform call ${c.req.method} ${c.req.path}`));

  platform.onError((error, c) => {
    if (error instanceof HTTPException) {
      // A 503 is a passing outage (a static file that could not be read): the caller tries again.
      if (error.status === 503) c.header('Retry-After', '30');
      return jsonError(c, error.status as 400, error.message, error.cause);
    }
    const busy = databaseBusy(error);
    if (busy) {
      // A passing outage (kit/database-busy.ts): the caller may send the same request again.
      logWarning('platform database busy', error, `${c.req.method} ${c.req.path}`);
      c.header('Retry-After', String(DATABASE_BUSY_RETRY_AFTER_S));
      return jsonError(c, 503, 'The database is busy right now; try again shortly', { cause: busy });
    }
    logFailure('platform error', error, `${c.req.method} ${c.req.path}`);
    return jsonError(c, 500, 'The platform could not answer this request');
  });

  return platform;
}
