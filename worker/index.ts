import type { MessageBatch, ScheduledController } from '@cloudflare/workers-types';
import { createSiteApp, siteWorker } from './app';
import type { Env, ExecutionContext } from './env';
import { platform } from './platform/demo/embedded';
import { consumeOutbox } from './platform/delivery/consumer';
import { runScheduled } from './platform/scheduled';
import type { DeliveryBindings } from './platform/types';

/** The embedded platform's bindings out of the site worker's (wrangler.toml). */
function platformBindings(env: Env): DeliveryBindings {
  if (!env.DB) throw new Error('The embedded platform needs the DB binding (wrangler.toml d1_databases)');
  const { DB, OUTBOX_QUEUE, MAILER, MAIL_FROM, OUTBOX_RETRY_BASE_SECONDS, CACHE, CONNECTION_SECRET_KEY } = env;
  return { DB, OUTBOX_QUEUE, MAILER, MAIL_FROM, OUTBOX_RETRY_BASE_SECONDS, CACHE, CONNECTION_SECRET_KEY };
}

/**
 * The local default (wrangler.toml top level: `npm start`, tests): the embedded platform on
 * D1 answers in-process when neither a PLATFORM binding nor UPSTREAM_URL is configured, and
 * this worker delivers its outbox (queue consumer, Cron Trigger) as the standalone platform
 * does in production (worker/platform/worker.ts). Production uses worker/production.ts,
 * which holds no platform.
 */
export const app = createSiteApp({
  embeddedPlatform: (request, env) => {
    const { DB, OUTBOX_QUEUE, CACHE, CONNECTION_SECRET_KEY } = platformBindings(env);
    return platform.fetch(request, { DB, OUTBOX_QUEUE, CACHE, CONNECTION_SECRET_KEY });
  },
});

export default {
  ...siteWorker(app),
  queue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
    return consumeOutbox(batch, platformBindings(env));
  },
  scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): void {
    ctx.waitUntil(runScheduled(platformBindings(env), new Date(controller.scheduledTime)));
  },
};

/** The forms' rate-limit counters (wrangler durable_objects RATE_LIMITER). */
export { RateLimiter } from './rate-limiter';
