import type { Fetcher } from '@cloudflare/workers-types';
import type { Locale } from '../../shared/i18n/locales';
import type { ConsoleSession } from '../../shared/contract/console';

/** The console worker's bindings, vars and secrets (wrangler.console.toml; the local default's in wrangler.toml). */
export interface ConsoleBindings {
  /** The platform worker, bound as a service (production). */
  PLATFORM?: Fetcher;
  /** The platform's token: every call carries it as a bearer token. Secret. */
  PLATFORM_TOKEN?: string;
  /** The console's own origin, e.g. https://console.example.be: the mailed links lead there (production). */
  CONSOLE_ORIGIN?: string;
  /** The built static files (wrangler [assets]): the console reads its words from them (words.ts). */
  ASSETS?: Fetcher;
}

/** Calls the platform: a service binding in production, the embedded platform in-process locally. */
export type PlatformFetch = (request: Request, env: ConsoleBindings) => Promise<Response>;

export interface ConsoleVariables {
  locale: Locale;
  /** The session id from the cookie, when there is one (not yet checked). */
  sessionId: string | undefined;
  /** The live session, once loaded (requireSession). */
  session: ConsoleSession;
  /** CSP nonce of this answer's document. */
  nonce: string;
  /** The one origin this answer may frame: the site, for the pages editor's section preview (issue 32). */
  frameSrc?: string;
}

export interface ConsoleEnv {
  Bindings: ConsoleBindings;
  Variables: ConsoleVariables;
}
