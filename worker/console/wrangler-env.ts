// Generated from wrangler.console.toml by `wrangler types` (scripts/env-types.mjs): do not edit. After a
// change of the configuration, `npm run env-types` writes it again; `npm test` fails until then.
import type { Fetcher } from '@cloudflare/workers-types';

/** What wrangler.console.toml binds and sets as vars (strings), each present in that worker. */
export interface ConsoleWorkerEnv {
  ASSETS: Fetcher;
  CONSOLE_ORIGIN: string;
  PLATFORM: Fetcher /* agency-platform */;
}
