import type { ExecutionContext, ExportedHandler, ForwardableEmailMessage, MessageBatch, ScheduledController } from '@cloudflare/workers-types';
import { consumeQueue } from './queues';
import { runScheduled } from './scheduled';
import { createPlatform } from './app';
import type { PlatformBindings } from './types';
import { logFailure } from './log';
import { receivePortalMail } from './portal/inbound';

/** Seconds a caller is asked to wait while the platform is closed. */
const CLOSED_RETRY_AFTER_S = 300;
let closedLogged = false;

/** The platform API without the demo's drawings: demo pictures and documents answer 404. */
const platform = createPlatform();

/**
 * Closed by default: deployed on its own, the platform answers nothing (503) until
 * PLATFORM_TOKEN is configured, and says why in the log once per isolate. The copy embedded in
 * the site worker (worker/local.ts) goes through no such door: its calls never leave the isolate.
 */
function closed(): Response {
  if (!closedLogged) {
    closedLogged = true;
    logFailure(
      'platform closed',
      'no PLATFORM_TOKEN is configured (wrangler secret put PLATFORM_TOKEN --config wrangler.platform.toml); every call answers 503',
    );
  }
  return Response.json(
    { error: 'The platform is closed: no PLATFORM_TOKEN is configured' },
    { status: 503, headers: { 'Retry-After': String(CLOSED_RETRY_AFTER_S) } },
  );
}

/**
 * The embedded platform deployed on its own (wrangler.platform.toml): the site then reaches
 * it through a PLATFORM service binding or UPSTREAM_URL instead of in-process calls. It also
 * delivers the outbox: the queue consumer and the Cron Trigger that writes the subscribers'
 * alerts and re-sends pending rows.
 */
export default {
  fetch(request: Request, env: PlatformBindings): Response | Promise<Response> {
    if (!env.PLATFORM_TOKEN) return closed();
    return platform.fetch(request, env);
  },
  queue(batch: MessageBatch<unknown>, env: PlatformBindings): Promise<void> {
    return consumeQueue(batch, env, platform);
  },
  /** Portal enquiries mailed to an agency's inbound address (Cloudflare Email Routing; docs/portal-enquiries.md). */
  email(message: ForwardableEmailMessage, env: PlatformBindings): Promise<void> {
    return receivePortalMail(message, env);
  },
  scheduled(_controller: ScheduledController, env: PlatformBindings, ctx: ExecutionContext): void {
    ctx.waitUntil(runScheduled(env, new Date(_controller.scheduledTime)));
  },
} satisfies ExportedHandler<PlatformBindings>;

/** The console sign-in's rate-limit counters (wrangler.platform.toml durable_objects RATE_LIMITER). */
export { RateLimiter } from '../../shared/rate-limiter';
