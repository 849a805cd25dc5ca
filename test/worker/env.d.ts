import type { D1Migration } from '@cloudflare/vitest-pool-workers';
import type { Env } from '../../worker/env';

declare global {
  namespace Cloudflare {
    interface Env extends Omit<import('../../worker/env').Env, never> {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

declare module 'cloudflare:test' {
  interface ProvidedEnv extends Env {
    TEST_MIGRATIONS: D1Migration[];
  }
}
