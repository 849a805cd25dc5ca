import type { Locale } from '../../shared/i18n/locales';
import type { ConsoleSession } from '../../shared/contract/console';
import type { ConsoleWorkerEnv } from './wrangler-env';

/**
 * The console worker's bindings, vars and secrets: what wrangler.console.toml binds and sets
 * (wrangler-env.ts, generated from it: the platform as a service, the console's own origin),
 * optional since the local default binds neither, and its secret.
 */
export interface ConsoleBindings extends Partial<ConsoleWorkerEnv> {
  /** The platform's token: every call carries it as a bearer token. Secret. */
  PLATFORM_TOKEN?: string;
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
