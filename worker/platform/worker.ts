import type { ExecutionContext, MessageBatch, ScheduledController } from '@cloudflare/workers-types';
import { consumeOutbox } from './delivery/consumer';
import { resendPendingOutbox } from './delivery/resend';
import { platform } from './index';
import type { DeliveryBindings } from './types';

/**
 * The embedded platform deployed on its own (wrangler.platform.toml): the site then reaches
 * it through a PLATFORM service binding or UPSTREAM_URL instead of in-process calls. It also
 * delivers the outbox: the queue consumer and the Cron Trigger that re-sends pending rows.
 */
export default {
  fetch(request: Request, env: DeliveryBindings): Response | Promise<Response> {
    return platform.fetch(request, env);
  },
  queue(batch: MessageBatch<unknown>, env: DeliveryBindings): Promise<void> {
    return consumeOutbox(batch, env);
  },
  scheduled(_controller: ScheduledController, env: DeliveryBindings, ctx: ExecutionContext): void {
    ctx.waitUntil(resendPendingOutbox(env, new Date(_controller.scheduledTime)));
  },
};
