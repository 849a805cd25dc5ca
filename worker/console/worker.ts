import type { ExportedHandler } from '@cloudflare/workers-types';
import { createConsoleApp } from './app';
import type { ConsoleBindings } from './kit/env';

/** Answered while the console has no platform to ask (no PLATFORM service binding). */
const NO_PLATFORM = 'the console needs the PLATFORM service binding (wrangler.console.toml [[services]])';

/**
 * The console deployed on its own (wrangler.console.toml, its hostname set by CONSOLE_ORIGIN):
 * every screen asks the platform worker through the PLATFORM service binding, with
 * PLATFORM_TOKEN; the cookie is always the `__Host-` one. No local mailbox here.
 */
const app = createConsoleApp({
  alwaysSecure: true,
  platform: (request, env) => {
    if (!env.PLATFORM) return Promise.reject(new Error(NO_PLATFORM));
    return env.PLATFORM.fetch(request as never) as unknown as Promise<Response>;
  },
});

export default {
  fetch: (request, env, ctx) => app.fetch(request as unknown as Request, env, ctx) as never,
} satisfies ExportedHandler<ConsoleBindings>;
