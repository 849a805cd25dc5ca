import type { MessageBatch, ScheduledController } from '@cloudflare/workers-types';
import { createSiteApp, siteWorker } from './app';
import type { Env, ExecutionContext } from './env';
import { platform } from './platform/demo/embedded';
import { consumeOutbox } from './platform/delivery/consumer';
import { runScheduled } from './platform/scheduled';
import type { PlatformBindings } from './platform/types';

/**
 * The local default's bindings (wrangler.toml): the site's, and the embedded platform's under
 * the platform's own names and types. Not its PLATFORM_TOKEN: the site's (Env) is the token it
 * sends to a platform elsewhere; the embedded one is called in-process, behind no token.
 */
export type LocalEnv = Env & Partial<Omit<PlatformBindings, 'PLATFORM_TOKEN'>>;

/** The embedded platform's bindings out of the site worker's (wrangler.toml). */
function platformBindings(env: LocalEnv): PlatformBindings {
  if (!env.DB) throw new Error('The embedded platform needs the DB binding (wrangler.toml d1_databases)');
  const { DB, OUTBOX_QUEUE, MAILER, MAIL_FROM, OUTBOX_RETRY_BASE_SECONDS, CACHE, CONNECTION_SECRET_KEY, WHISE_API_URL } = env;
  return { DB, OUTBOX_QUEUE, MAILER, MAIL_FROM, OUTBOX_RETRY_BASE_SECONDS, CACHE, CONNECTION_SECRET_KEY, WHISE_API_URL };
}

/**
 * The local default (wrangler.toml top level: `npm start`, tests): the embedded platform on
 * D1 answers in-process when neither a PLATFORM binding nor UPSTREAM_URL is configured, and
 * this worker delivers its outbox (queue consumer, Cron Trigger) as the standalone platform
 * does in production (worker/platform/worker.ts). Production uses worker/production.ts,
 * which holds no platform.
 */
export const app = createSiteApp({
  // The site's middleware hands on the Env it was given: in this entry, wrangler.toml's.
  embeddedPlatform: (request, env) => {
    const { DB, OUTBOX_QUEUE, CACHE, CONNECTION_SECRET_KEY } = platformBindings(env as LocalEnv);
    return platform.fetch(request, { DB, OUTBOX_QUEUE, CACHE, CONNECTION_SECRET_KEY });
  },
});

export default {
  ...siteWorker(app),
  queue(batch: MessageBatch<unknown>, env: LocalEnv): Promise<void> {
    return consumeOutbox(batch, platformBindings(env));
  },
  scheduled(controller: ScheduledController, env: LocalEnv, ctx: ExecutionContext): void {
    ctx.waitUntil(runScheduled(platformBindings(env), new Date(controller.scheduledTime)));
  },
};

/** The forms' rate-limit counters (wrangler durable_objects RATE_LIMITER). */
export { RateLimiter } from './rate-limiter';
