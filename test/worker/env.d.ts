import type { D1Migration } from '@cloudflare/vitest-pool-workers';
import type { D1Database } from '@cloudflare/workers-types';
import type { Env } from '../../worker/env';

declare global {
  namespace Cloudflare {
    interface Env extends Omit<import('../../worker/env').Env, never> {
      TEST_MIGRATIONS: D1Migration[];
      /** The tests run the local default, which has the embedded platform's database. */
      DB: D1Database;
    }
  }
}

declare module 'cloudflare:test' {
  interface ProvidedEnv extends Env {
    TEST_MIGRATIONS: D1Migration[];
    /** The tests run the local default, which has the embedded platform's database. */
    DB: D1Database;
  }
}
