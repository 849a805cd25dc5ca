import type { ExportedHandler, MessageBatch, ScheduledController } from '@cloudflare/workers-types';
import { createSiteApp, siteWorker } from './site/app';
import { createConsoleApp } from './console/app';
import type { ConsoleBindings } from './console/env';
import { localMailbox } from './console/local/mailbox';
import type { Env, ExecutionContext } from './site/env';
import { platform } from './platform/demo/embedded';
import { consumeQueue } from './platform/queues';
import { runScheduled } from './platform/scheduled';
import type { PlatformBindings } from './platform/types';

/**
 * The local default's bindings (wrangler.toml): the site's, and the embedded platform's under
 * the platform's own names and types. Not its PLATFORM_TOKEN: the site's (Env) is the token it
 * sends to a platform elsewhere; the embedded one is called in-process, behind no token.
 */
export type LocalEnv = Env &
  Partial<Omit<PlatformBindings, 'PLATFORM_TOKEN'>> &
  Omit<ConsoleBindings, 'PLATFORM' | 'PLATFORM_TOKEN'> & {
    /** The console's hostname in the local default (wrangler.toml: console.localhost). */
    CONSOLE_HOSTNAME?: string;
  };

/** The data databases DB_2 … and DATA_DATABASES (issue 33, worker/platform/site-db.ts), as bound in wrangler.toml. */
function dataDatabases(env: LocalEnv): Partial<PlatformBindings> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => /^DB_\d+$/.test(name) || name === 'DATA_DATABASES'));
}

/** The embedded platform's bindings out of the site worker's (wrangler.toml). */
function platformBindings(env: LocalEnv): PlatformBindings {
  if (!env.DB) throw new Error('The embedded platform needs the DB binding (wrangler.toml d1_databases)');
  const { DB, OUTBOX_QUEUE, MAILER, MAIL_FROM, OUTBOX_RETRY_BASE_SECONDS, CACHE, CONNECTION_SECRET_KEY } = env;
  const { SYNC_QUEUE, SYNC_RETRY_BASE_SECONDS, MEDIA, RATE_LIMITER, WEBHOOK_RATE_LIMIT, SWEEPBRIGHT_API_URL, WHISE_API_URL, CRM_TIMEOUT_MS } = env;
  const sync = { SYNC_QUEUE, SYNC_RETRY_BASE_SECONDS, MEDIA, RATE_LIMITER, WEBHOOK_RATE_LIMIT, SWEEPBRIGHT_API_URL, WHISE_API_URL, CRM_TIMEOUT_MS };
  // Agencies' own domains (issue 31): Cloudflare for SaaS, the fake Cloudflare in the local default (npm start) and the tests.
  const { CLOUDFLARE_API_BASE, CLOUDFLARE_API_TOKEN, CLOUDFLARE_ZONE_ID, SAAS_CNAME_TARGET, CLOUDFLARE_TIMEOUT_MS } = env;
  const domains = { CLOUDFLARE_API_BASE, CLOUDFLARE_API_TOKEN, CLOUDFLARE_ZONE_ID, SAAS_CNAME_TARGET, CLOUDFLARE_TIMEOUT_MS };
  return { ...dataDatabases(env), DB, OUTBOX_QUEUE, MAILER, MAIL_FROM, OUTBOX_RETRY_BASE_SECONDS, CACHE, CONNECTION_SECRET_KEY, CAPTCHA_VERIFY_URL: env.CAPTCHA_VERIFY_URL, CONSOLE_OPERATORS: env.CONSOLE_OPERATORS, CONSOLE_SIGN_IN_LINKS_PER_ADDRESS: env.CONSOLE_SIGN_IN_LINKS_PER_ADDRESS, CONSOLE_SIGN_IN_LINKS_PER_IP: env.CONSOLE_SIGN_IN_LINKS_PER_IP, SITES_HOSTNAME_SUFFIX: env.SITES_HOSTNAME_SUFFIX, ...sync, ...domains };
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
  embeddedPlatform: (request, env) => {
    const { DB, OUTBOX_QUEUE, CACHE, CONNECTION_SECRET_KEY, SYNC_QUEUE, MEDIA, RATE_LIMITER, WEBHOOK_RATE_LIMIT, CAPTCHA_VERIFY_URL } = platformBindings(env as LocalEnv);
    return platform.fetch(request, { ...dataDatabases(env as LocalEnv), DB, OUTBOX_QUEUE, CACHE, CONNECTION_SECRET_KEY, SYNC_QUEUE, MEDIA, RATE_LIMITER, WEBHOOK_RATE_LIMIT, CAPTCHA_VERIFY_URL });
  },
});

/**
 * The agency console (issue 31) on its own hostname (CONSOLE_HOSTNAME, console.localhost), as
 * the console worker serves it in production (worker/console/worker.ts), but asking the
 * embedded platform in-process, with the local mailbox (/__mailbox) and, over http, the
 * cookie without `__Host-` (worker/console/session.ts).
 */
export const consoleApp = createConsoleApp({
  alwaysSecure: false,
  platform: async (request, env) => platform.fetch(request, platformBindings(env as LocalEnv)),
  local: localMailbox,
});

const site = siteWorker(app);

export default {
  fetch(request: Request, env: LocalEnv, ctx: ExecutionContext): Response | Promise<Response> {
    if (new URL(request.url).hostname === (env.CONSOLE_HOSTNAME || 'console.localhost')) return consoleApp.fetch(request, env, ctx);
    return site.fetch(request, env, ctx);
  },
  queue(batch: MessageBatch<unknown>, env: LocalEnv): Promise<void> {
    return consumeQueue(batch, platformBindings(env), platform);
  },
  scheduled(controller: ScheduledController, env: LocalEnv, ctx: ExecutionContext): void {
    ctx.waitUntil(runScheduled(platformBindings(env), new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<LocalEnv>;

/** The forms' rate-limit counters (wrangler durable_objects RATE_LIMITER). */
export { RateLimiter } from './site/rate-limiter';
