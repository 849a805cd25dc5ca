import type { ExecutionContext } from '@cloudflare/workers-types';
import type { Locale } from '../../shared/i18n/locales';
import type { Site } from '../../shared/types/site';
import type { Env } from './bindings';
import type { Upstream } from './upstream';

/*
 * What a request's handlers see: the worker's bindings (bindings.ts, where `Env` is declared,
 * importing nothing of the worker's own so that every module may import it) and the values
 * the middleware sets.
 */

export type { Env, ExecutionContext };

/** Request-scoped values set by the middleware, typed for `c.get()` everywhere. */
export interface AppVariables {
  site: Site;
  locale: Locale;
  upstream: Upstream;
  /** Set when the platform failed for the page's main content (markIfOutage, worker/site/request-context.ts): 503. */
  outage?: boolean;
  /** A site in coming-soon mode seen with a valid preview grant (middleware/coming-soon.ts): rendered, never kept. */
  preview?: boolean;
  /** This request's Content-Security-Policy nonce (middleware/security-headers.ts): React's render and every inline script carry it. */
  secureHeadersNonce?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}

declare module 'hono' {
  interface ContextVariableMap extends AppVariables {}
}
