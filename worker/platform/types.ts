import type { D1Database } from '@cloudflare/workers-types';

/** What the embedded platform needs: only its database. */
export interface PlatformBindings {
  DB: D1Database;
  /** When set (a platform deployed on its own), every call must carry it as a bearer token. */
  PLATFORM_TOKEN?: string;
}

/** The site a request is scoped to (header X-SITE), when it names one. */
export interface PlatformVariables {
  siteId: number | undefined;
}

export interface PlatformEnv {
  Bindings: PlatformBindings;
  Variables: PlatformVariables;
}
