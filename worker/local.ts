import type { ExportedHandler, ForwardableEmailMessage, MessageBatch, ScheduledController } from '@cloudflare/workers-types';
import { createSiteApp, siteWorker } from './site/app';
import { createConsoleApp } from './console/app';
import type { ConsoleBindings } from './console/kit/env';
import { localMailbox } from './console/local/mailbox';
import type { Env, ExecutionContext } from './site/env';
import { platform } from './platform/demo/embedded';
import { keptMailbox } from './platform/demo/mailbox';
import { consumeQueue } from './platform/queues';
import { receivePortalMail } from './platform/portal/inbound';
import { runScheduled } from './platform/scheduled';
import type { PlatformBindings } from './platform/types';

/**
 * The local default's bindings (wrangler.toml, .dev.vars): the three workers' under their own
 * names, so its env is each worker's type at once (each generated from its production
 * configuration, worker/{site,platform,console}/wrangler-env.ts); the platform's optional, as
 * the tests hand the site's alone.
 */
export type LocalEnv = Env &
  Partial<PlatformBindings> &
  ConsoleBindings & {
    /**
     * `off`: the local mailbox keeps each mail without saying so in the terminal, and prints no
     * console link (the worker tests: a notice logged late, by the outbox consumer or a link's
     * request, raced the test runner's teardown). Anything else, or unset (`npm start`): it says
     * where to read each mail and prints each link.
     */
    LOCAL_NOTICES?: string;
    /**
     * `npm start`'s token for this start (scripts/start-site.mjs): every answer carries it in
     * X-Local-Start, so the start knows its own site from any other program on its port. Unset
     * (the tests, the benches): answers as they are.
     */
    LOCAL_START_TOKEN?: string;
  };

/**
 * The embedded platform's bindings: the env this entry was given (the site and the console
 * hand it back as they got it) whole, but for PLATFORM_TOKEN: the local default's is the
 * site's, the token it sends to a platform elsewhere; the embedded one is called in-process,
 * behind no token; and with the local mailbox, where every mail sent is also kept
 * (platform/demo/mailbox.ts).
 */
function platformBindings(env: Partial<PlatformBindings> & Pick<LocalEnv, 'LOCAL_NOTICES'>): PlatformBindings {
  const { DB, MEDIA } = env;
  if (!DB) throw new Error('The embedded platform needs the DB binding (wrangler.toml d1_databases)');
  return { ...env, DB, PLATFORM_TOKEN: undefined, LOCAL_MAILBOX: MEDIA && keptMailbox(MEDIA, env.LOCAL_NOTICES !== 'off') };
}

/**
 * The local default (wrangler.toml top level: `npm start`, tests): the embedded platform on
 * D1 answers in-process when neither a PLATFORM binding nor UPSTREAM_URL is configured, and
 * this worker delivers its outbox (queue consumer, Cron Trigger) as the standalone platform
 * does in production (worker/platform/worker.ts). Production uses worker/site/production.ts,
 * which holds no platform.
 */
export const app = createSiteApp({
  // The site's middleware hands on the Env it was given: in this entry, wrangler.toml's.
  embeddedPlatform: (request, env) => platform.fetch(request, platformBindings(env)),
});

/**
 * The agency console on its own hostname (CONSOLE_HOSTNAME, console.localhost), as
 * the console worker serves it in production (worker/console/worker.ts), but asking the
 * embedded platform in-process, with the local mailbox (/__mailbox) and, over http, the
 * cookie without `__Host-` (worker/console/kit/session.ts).
 */
export const consoleApp = createConsoleApp({
  alwaysSecure: false,
  platform: async (request, env) => platform.fetch(request, platformBindings(env)),
  local: localMailbox,
});

const site = siteWorker(app);

/** The answer with this start's token (LOCAL_START_TOKEN), a copy whose headers can be written. */
async function withStartToken(answer: Response | Promise<Response>, token: string): Promise<Response> {
  const response = await answer;
  if (response.webSocket) return response;
  const marked = new Response(response.body, response);
  marked.headers.set('X-Local-Start', token);
  return marked;
}

export default {
  fetch(request: Request, env: LocalEnv, ctx: ExecutionContext): Response | Promise<Response> {
    const answer =
      new URL(request.url).hostname === (env.CONSOLE_HOSTNAME || 'console.localhost') ? consoleApp.fetch(request, env, ctx) : site.fetch(request, env, ctx);
    return env.LOCAL_START_TOKEN ? withStartToken(answer, env.LOCAL_START_TOKEN) : answer;
  },
  queue(batch: MessageBatch<unknown>, env: LocalEnv): Promise<void> {
    return consumeQueue(batch, platformBindings(env), platform);
  },
  /** Portal enquiries, as the platform worker takes them (wrangler dev: POST /cdn-cgi/local/email?from=…&to=…, the raw mail as the body). */
  email(message: ForwardableEmailMessage, env: LocalEnv): Promise<void> {
    return receivePortalMail(message, platformBindings(env));
  },
  scheduled(controller: ScheduledController, env: LocalEnv, ctx: ExecutionContext): void {
    ctx.waitUntil(runScheduled(platformBindings(env), new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<LocalEnv>;

/** The forms' rate-limit counters (wrangler durable_objects RATE_LIMITER). */
export { RateLimiter } from './site/rate-limiter';
